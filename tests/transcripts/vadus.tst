# Vadus (shared/rules/vadus.md): one stone on Black's first turn, then two
# stones a turn, sent whole or stone by stone; protocol.md's worked example.

1 gl-game vadus
#? []
2 gogui-rules_game_id
#? [Vadus]
3 boardsize 4
#? []
4 play b D4 E5
#? [?illegal move: not two stones now: Black's first turn is one stone]
5 play b pass
#? [?illegal move: no pass now: Black's first turn is one stone]
6 play b D4
#? []
7 gl-state
#? [.*"to_move":"white".*"stones_to_place":2\}]

# A whole turn in one command, then one stone by stone.
8 play w A2 E2
#? []
9 play b C4 E4
#? []
10 play w B2
#? []
11 gogui-rules_side_to_move
#? [white]
12 play w pass
#? [?illegal move: no pass now: one stone is left to place in this turn]
13 gogui-rules_legal_moves
#? [A1 B1 C1 D1 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7]
14 play w D2
#? []
15 gogui-play_sequence b B4 b F4 w C2 w G7 b A4 b G4
#? []
16 gl-values
#? [black: 7\nwhite: 5 -1]
17 final_score
#? [B\+2]

# Two more Black stones: 2 * 7 - 9 = 5, a tie at rank 1; White's -1 wins rank 2.
18 play w pass
#? []
19 play b C5 D5
#? []
20 gl-values
#? [black: 5\nwhite: 5 -1]
21 gogui-play_sequence w pass b pass
#? []
22 final_score
#? [W\+]
23 gogui-rules_final_result
#? [White wins \(W\+\) by two passes: at rank 2, White has a group \(-1\) and Black none]
24 showboard
#? [7 \. \. \. O\n.* 4 X X X X X X X\n.*Vadus side 4, game over, result W\+]
25 gogui-rules_board
#? [\? \? \? \. \. \. O\n\? \? \. \. \. \. \.\n\? \. X X \. \. \.\nX X X X X X X\n\. \. \. \. \. \. \?\nO O O O O \? \?\n\. \. \. \. \? \? \?]
26 gogui-rules_legal_moves
#? []
27 genmove w
#? [?illegal move: the game is over]

# One undo per command (gogui-play_sequence's two passes are two): the
# passes, then the whole turn C5 D5.
28 undo
#? []
29 undo
#? []
30 undo
#? []
31 gl-values
#? [black: 7\nwhite: 5 -1]
32 genmove b
#? [[A-G][1-7] [A-G][1-7]|PASS]
33 undo
#? []
34 list_stones black
#? [A4 B4 C4 D4 E4 F4 G4]

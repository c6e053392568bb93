# Vadus (shared/rules/vadus.md): one stone on Black's first turn, then two
# stones a turn, sent whole or stone by stone; protocol.md's worked example.
# Runs alike under gtp-like regress, pytest (gtp_like.pytest_plugin) and
# GoGui's gogui-regress; tests/test_transcripts.py holds gogui-regress's
# verdicts and checks that gtp-like regress gives the same.
# A pattern matches the whole response text (after "=ID "), trimmed; [!...]
# negates. gogui-regress fails every error response, so a command that must
# fail is no test: it has no id and no #? line (both runners count it as an
# "other error"). The "# error:" comment under it gives its message as a
# regular expression, which tests/test_transcripts.py checks; the tests after
# it check that the failed command changed nothing.

1 gl-game vadus
#? []
2 gogui-rules_game_id
#? [Vadus]
3 boardsize 4
#? []
play b D4 E5
# error: illegal move: not two stones now: Black's first turn is one stone
play b pass
# error: illegal move: no pass now: Black's first turn is one stone
4 gl-state
#? [\{"game":"vadus","size":4,"to_move":"black","over":false,"result":null,"moves":\[\],"black":\[\],"white":\[\],"stones_to_place":1\}]
5 play b D4
#? []
6 gl-state
#? [.*"to_move":"white".*"stones_to_place":2\}]

# A whole turn in one command, then one stone by stone.
7 play w A2 E2
#? []
8 play b C4 E4
#? []
9 play w B2
#? []
10 gogui-rules_side_to_move
#? [white]
play w pass
# error: illegal move: no pass now: one stone is left to place in this turn
11 gl-state
#? [\{"game":"vadus","size":4,"to_move":"white","over":false,"result":null,"moves":\[\["black","D4"\],\["white","A2 E2"\],\["black","C4 E4"\],\["white","B2"\]\],"black":\["C4","D4","E4"\],"white":\["A2","B2","E2"\],"stones_to_place":1\}]
12 gogui-rules_legal_moves
#? [A1 B1 C1 D1 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7]
13 play w D2
#? []
14 gogui-play_sequence b B4 b F4 w C2 w G7 b A4 b G4
#? []
15 gl-values
#? [black: 7\nwhite: 5 -1]
16 final_score
#? [B\+2]

# Two more Black stones: 2 * 7 - 9 = 5, a tie at rank 1; White's -1 wins rank 2.
17 play w pass
#? []
18 play b C5 D5
#? []
19 gl-values
#? [black: 5\nwhite: 5 -1]
20 gogui-play_sequence w pass b pass
#? []
21 final_score
#? [W\+]
22 gogui-rules_final_result
#? [White wins \(W\+\) by two passes: at rank 2, White has a group \(-1\) and Black none]
23 showboard
#? [7 \. \. \. O\n.* 4 X X X X X X X\n.*Vadus side 4, game over, result W\+]
24 gogui-rules_board
#? [\? \? \? \. \. \. O\n\? \? \. \. \. \. \.\n\? \. X X \. \. \.\nX X X X X X X\n\. \. \. \. \. \. \?\nO O O O O \? \?\n\. \. \. \. \? \? \?]
25 gogui-rules_legal_moves
#? []
genmove w
# error: illegal move: the game is over
26 gl-state
#? [\{"game":"vadus","size":4,"to_move":"white","over":true,"result":"W\+","moves":\[.*\["black","C5 D5"\],\["white","PASS"\],\["black","PASS"\]\],.*"stones_to_place":0\}]

# One undo per command (gogui-play_sequence's two passes are two): the
# passes, then the whole turn C5 D5.
27 undo
#? []
28 undo
#? []
29 undo
#? []
30 gl-values
#? [black: 7\nwhite: 5 -1]
31 genmove b
#? [[A-G][1-7] [A-G][1-7]|PASS]
32 undo
#? []
33 list_stones black
#? [A4 B4 C4 D4 E4 F4 G4]

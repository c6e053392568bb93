# Bargo's rules (shared/rules/bargo.md) through GTP: protocol.md's worked
# examples (walls, the ko, a group cut off by its own wall), GoGui's view,
# showboard and the result.

1 gl-game bargo
#? []
2 boardsize 3
#? []
3 gogui-rules_game_id
#? [Bargo]
4 gogui-rules_board_size
#? [5 5 hex]

# Walls facing the edge of the board or another wall.
5 play b A1-SW
#? [?illegal move: the wall would face the edge of the board]
6 play b c3-e
#? []
7 play w D3-W
#? [?illegal move: the wall would face a wall on the same edge]
8 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
9 list_stones black
#? [C3-E]

# The ko: White's C3 has one liberty, D3, walled off from Black's pieces.
10 clear_board
#? []
11 gogui-play_sequence b C4-NW w C3-W b D4-SE w button b E4-SW w pass b E3-W w pass b C2-NE w pass b B2-SW w pass
#? []
12 play b D3-SE
#? []
13 list_stones white
#? []
14 play w C3-W
#? [?illegal move: the position would repeat one at the end of an earlier turn of the same player]
15 gogui-play_sequence w A1-E b E5-W w C3-W
#? []
16 play b D3-W
#? [?illegal move: the position would repeat one .*]
17 play b D3-SE
#? [?illegal move: the position would repeat one .*]
18 showboard
#? [C   D   E\n     5   \.   \.  \|X   5\n   4   \.  \\X   X\\ /X   4\n 3   \.   \.  \|O   \.  \|X   3\n   2   \.  /X   X/  \.   2\n     1   O\|  \.   \.   1\n           A   B   C\nwalls: .*\nBargo side 3, black to move, komi 2, button: white, score B 7 W 4\.5]
19 final_score
#? [B\+2\.5]

# A group cut off by its own player's wall stays until the opponent's next placement.
20 clear_board
#? []
21 gogui-play_sequence b A1-NW w B2-NE b B1-W
#? []
22 list_stones black
#? [A1-NW B1-W]
23 play w E5-W
#? []
24 list_stones black
#? [B1-W]

# The end: the button first (the first pass takes it), then two passes in succession.
25 play b pass
#? []
26 gogui-play_sequence w pass b pass
#? []
27 gl-state
#? [.*"over":true,"result":"W\+2\.5".*"black":\["B1-W"\],"white":\["B2-NE","E5-W"\],"komi":2,"button":"black"\}]
28 gogui-rules_legal_moves
#? []
29 gogui-rules_final_result
#? [White wins by 2\.5 \(W\+2\.5\) by two passes; Black 1\.5, White 4]

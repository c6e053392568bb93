# Bargo's rules (shared/rules/bargo.md) through GTP: protocol.md's worked
# examples (walls, the ko, a group cut off by its own wall), GoGui's view,
# showboard and the result.
# Runs alike under gtp-like regress, pytest (gtp_like.pytest_plugin) and
# GoGui's gogui-regress; tests/test_transcripts.py holds gogui-regress's
# verdicts and checks that gtp-like regress gives the same.
# A pattern matches the whole response text (after "=ID "), trimmed; [!...]
# negates. gogui-regress fails every error response, so a command that must
# fail is no test: it has no id and no #? line (both runners count it as an
# "other error"). The "# error:" comment under it gives its message as a
# regular expression, which tests/test_transcripts.py checks; the tests after
# it check that the failed command changed nothing.

1 gl-game bargo
#? []
2 boardsize 3
#? []
3 gogui-rules_game_id
#? [Bargo]
4 gogui-rules_board_size
#? [5 5 hex]

# Walls facing the edge of the board or another wall.
play b A1-SW
# error: illegal move: the wall would face the edge of the board
5 gl-state
#? [\{"game":"bargo","size":3,"to_move":"black","over":false,"result":null,"moves":\[\],"black":\[\],"white":\[\],"komi":2,"button":null\}]
6 play b c3-e
#? []
play w D3-W
# error: illegal move: the wall would face a wall on the same edge
7 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
8 list_stones black
#? [C3-E]
9 gl-state
#? [\{"game":"bargo","size":3,"to_move":"white","over":false,"result":null,"moves":\[\["black","C3-E"\]\],"black":\["C3-E"\],"white":\[\],"komi":2,"button":null\}]

# The ko: White's C3 has one liberty, D3, walled off from Black's pieces.
10 clear_board
#? []
11 gogui-play_sequence b C4-NW w C3-W b D4-SE w button b E4-SW w pass b E3-W w pass b C2-NE w pass b B2-SW w pass
#? []
12 play b D3-SE
#? []
13 list_stones white
#? []
play w C3-W
# error: illegal move: the position would repeat one at the end of an earlier turn of the same player
14 gl-state
#? [.*"to_move":"white",.*"moves":\[.*\["black","D3-SE"\]\],"black":\["B2-SW","C2-NE","C4-NW","D3-SE","D4-SE","E3-W","E4-SW"\],"white":\[\],.*]
15 gogui-play_sequence w A1-E b E5-W w C3-W
#? []
play b D3-W
# error: illegal move: the position would repeat one .*
play b D3-SE
# error: illegal move: the position would repeat one .*
16 showboard
#? [C   D   E\n     5   \.   \.  \|X   5\n   4   \.  \\X   X\\ /X   4\n 3   \.   \.  \|O   \.  \|X   3\n   2   \.  /X   X/  \.   2\n     1   O\|  \.   \.   1\n           A   B   C\nwalls: .*\nBargo side 3, black to move, komi 2, button: white, score B 7 W 4\.5]
17 final_score
#? [B\+2\.5]

# A group cut off by its own player's wall stays until the opponent's next placement.
18 clear_board
#? []
19 gogui-play_sequence b A1-NW w B2-NE b B1-W
#? []
20 list_stones black
#? [A1-NW B1-W]
21 play w E5-W
#? []
22 list_stones black
#? [B1-W]

# The end: the button first (the first pass takes it), then two passes in succession.
23 play b pass
#? []
24 gogui-play_sequence w pass b pass
#? []
25 gl-state
#? [.*"over":true,"result":"W\+2\.5".*"black":\["B1-W"\],"white":\["B2-NE","E5-W"\],"komi":2,"button":"black"\}]
26 gogui-rules_legal_moves
#? []
27 gogui-rules_final_result
#? [White wins by 2\.5 \(W\+2\.5\) by two passes; Black 1\.5, White 4]

# Vasco's rules (shared/rules/vasco.md) through GTP: protocol.md's worked
# examples (a forced 60-degree gap, forced and open 120-degree gaps, the
# six-tile loop), gl-last_auto, undo, gl-state, showboard, GoGui's view.
# Runs alike under gtp-like regress, pytest (gtp_like.pytest_plugin) and
# GoGui's gogui-regress; tests/test_transcripts.py holds gogui-regress's
# verdicts and checks that gtp-like regress gives the same.
# A pattern matches the whole response text (after "=ID "), trimmed; [!...]
# negates. gogui-regress fails every error response, so a command that must
# fail is no test: it has no id and no #? line (both runners count it as an
# "other error"). The "# error:" comment under it gives its message as a
# regular expression, which tests/test_transcripts.py checks; the tests after
# it check that the failed command changed nothing.

1 gl-game vasco
#? []
2 gogui-rules_game_id
#? [Vasco]

# The empty board: the six placements on U0,0.
3 gogui-rules_legal_moves
#? [U0,0-BPR U0,0-BRP U0,0-PBR U0,0-PRB U0,0-RBP U0,0-RPB]

# A 60-degree gap: U1,0 touches U0,0 by a corner; D0,0 between them.
4 play red U0,0-PRB
#? []
play blue U1,0-RBP
# error: illegal move: U1,0-RBP would leave D0,0 dead
play blue D1,-1-BRP
# error: illegal move: D1,-1-BRP touches the tiles by a corner only, and the auto moves do not connect it
5 gl-state
#? [\{"game":"vasco","size":3,"to_move":"white","over":false,"result":null,"moves":\[\["black","U0,0-PRB"\]\],"tiles":\{"U0,0":"PRB"\},"pool":53,"last_auto":\[\]\}]
6 play blue U1,0-PRB
#? []
7 gl-last_auto
#? [D0,0-PRB]
8 showboard
#? [0   1\n    \+-P-\+\n0  R B\*R B\n  \+-P-\+-P-\+\n    0   1\nedges: the path ends there, R red, B blue, P both; \*: placed by the last move's auto moves\nVasco, pool 51 of 54, red \(black\) to move\nlongest paths: red 2 tiles, blue 2 tiles]

# Undo takes the auto tile back too. Then two 120-degree gaps: below
# between P and R (two forced tiles), above between B and B (none).
9 undo
#? []
10 gl-last_auto
#? []
11 play blue D1,-1-BPR
#? []
12 gl-last_auto
#? [D0,-1-PBR U1,-1-PBR]
13 gl-state
#? [\{"game":"vasco","size":3,"to_move":"black","over":false,"result":null,"moves":\[\["black","U0,0-PRB"\],\["white","D1,-1-BPR"\]\],"tiles":\{"D0,-1":"PBR","U1,-1":"PBR","D1,-1":"BPR","U0,0":"PRB"\},"pool":50,"last_auto":\["D0,-1-PBR","U1,-1-PBR"\]\}]
14 showboard
#? [0   1\n       \+\n 0    R B\n     \+-P-\+-B-\+\n-1    R\*B\*R P\n       \+-P-\+\n     0   1\nedges: the path ends there, R red, B blue, P both; \*: placed by the last move's auto moves\nVasco, pool 50 of 54, red \(black\) to move\nlongest paths: red 2 tiles, blue 3 tiles]
15 list_stones w
#? [D0,-1-PBR U1,-1-PBR D1,-1-BPR U0,0-PRB]
16 gogui-rules_board_size
#? [1]
17 gogui-rules_board
#? [\?]

# The six-tile red loop around the vertex (1, 0): D1,-1 forces U1,0.
18 clear_board
#? []
19 gogui-play_sequence b U0,0-RBP w D0,-1-RPB b U1,-1-BPR w D0,0-BRP
#? []
20 final_score
#? [W\+]
21 play b D1,-1-PBR
#? []
22 gl-last_auto
#? [U1,0-PRB]
23 final_score
#? [B\+]
24 gogui-rules_final_result
#? [Red \(black\) wins \(B\+\) by a closed red loop; closed loops: red 6 tiles, blue none]
play w U0,1-BPR
# error: illegal move: the game is over
25 gogui-rules_legal_moves
#? []
26 gl-state
#? [\{"game":"vasco","size":3,"to_move":"white","over":true,"result":"B\+","moves":\[\["black","U0,0-RBP"\],\["white","D0,-1-RPB"\],\["black","U1,-1-BPR"\],\["white","D0,0-BRP"\],\["black","D1,-1-PBR"\]\],.*"pool":48,"last_auto":\["U1,0-PRB"\]\}]

# Undo works once the game is over; then sizes, and what Vasco does not have.
27 undo
#? []
boardsize 9
# error: unacceptable size: Vasco takes a pool of 6 n\^2 tiles with n from 1 to 8
play b pass
# error: illegal move: Vasco has no pass
28 gl-state
#? [\{"game":"vasco","size":3,"to_move":"black","over":false,"result":null,"moves":\[\["black","U0,0-RBP"\],\["white","D0,-1-RPB"\],\["black","U1,-1-BPR"\],\["white","D0,0-BRP"\]\],"tiles":\{"D0,-1":"RPB","U1,-1":"BPR","U0,0":"RBP","D0,0":"BRP"\},"pool":50,"last_auto":\[\]\}]

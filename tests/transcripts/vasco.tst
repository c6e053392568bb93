# Vasco's rules (shared/rules/vasco.md) through GTP: protocol.md's worked
# examples (a forced 60-degree gap, forced and open 120-degree gaps, the
# six-tile loop), gl-last_auto, undo, gl-state, showboard, GoGui's view.
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
5 play blue U1,0-RBP
#? [?illegal move: U1,0-RBP would leave D0,0 dead]
6 play blue D1,-1-BRP
#? [?illegal move: D1,-1-BRP touches the tiles by a corner only, and the auto moves do not connect it]
7 play blue U1,0-PRB
#? []
8 gl-last_auto
#? [D0,0-PRB]
9 showboard
#? [0   1\n    \+-P-\+\n0  R B\*R B\n  \+-P-\+-P-\+\n    0   1\nedges: the path ends there, R red, B blue, P both; \*: placed by the last move's auto moves\nVasco, pool 51 of 54, red \(black\) to move\nlongest paths: red 2 tiles, blue 2 tiles]

# Undo takes the auto tile back too. Then two 120-degree gaps: below
# between P and R (two forced tiles), above between B and B (none).
10 undo
#? []
11 gl-last_auto
#? []
12 play blue D1,-1-BPR
#? []
13 gl-last_auto
#? [D0,-1-PBR U1,-1-PBR]
14 gl-state
#? [\{"game":"vasco","size":3,"to_move":"black","over":false,"result":null,"moves":\[\["black","U0,0-PRB"\],\["white","D1,-1-BPR"\]\],"tiles":\{"D0,-1":"PBR","U1,-1":"PBR","D1,-1":"BPR","U0,0":"PRB"\},"pool":50,"last_auto":\["D0,-1-PBR","U1,-1-PBR"\]\}]
15 showboard
#? [0   1\n       \+\n 0    R B\n     \+-P-\+-B-\+\n-1    R\*B\*R P\n       \+-P-\+\n     0   1\nedges: the path ends there, R red, B blue, P both; \*: placed by the last move's auto moves\nVasco, pool 50 of 54, red \(black\) to move\nlongest paths: red 2 tiles, blue 3 tiles]
16 list_stones w
#? [D0,-1-PBR U1,-1-PBR D1,-1-BPR U0,0-PRB]
17 gogui-rules_board_size
#? [1]
18 gogui-rules_board
#? [\?]

# The six-tile red loop around the vertex (1, 0): D1,-1 forces U1,0.
19 clear_board
#? []
20 gogui-play_sequence b U0,0-RBP w D0,-1-RPB b U1,-1-BPR w D0,0-BRP
#? []
21 final_score
#? [W\+]
22 play b D1,-1-PBR
#? []
23 gl-last_auto
#? [U1,0-PRB]
24 final_score
#? [B\+]
25 gogui-rules_final_result
#? [Red \(black\) wins \(B\+\) by a closed red loop; closed loops: red 6 tiles, blue none]
26 play w U0,1-BPR
#? [?illegal move: the game is over]
27 gogui-rules_legal_moves
#? []

# Undo works once the game is over; then sizes, and what Vasco does not have.
28 undo
#? []
29 boardsize 9
#? [?unacceptable size: Vasco takes a pool of 6 n\^2 tiles with n from 1 to 8]
30 play b pass
#? [?illegal move: Vasco has no pass]

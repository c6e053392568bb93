# The GTP core of gtp-like: administration, framing, setup, errors and the clock.
# Run by the project's pytest suite (gtp_like.pytest_plugin) and by
#     gtp-like regress tests/transcripts/*.tst
# A pattern matches the whole response text (after "=ID "), trimmed;
# [?...] expects an error response, [!...] negates, & leaves the response unchecked.

# Administration
1 protocol_version
#? [2]
2 name
#? [gtp-like]
3 version
#? [[0-9]+\.[0-9]+\.[0-9]+.*]
4 known_command play
#? [true]
5 known_command frobnicate
#? [false]
6 list_commands
#? [.*^known_command$.*^play$.*^showboard$.*]
7 list_commands
#? [!.*^frobnicate$.*]

# Errors: unknown commands (names are case-sensitive) and wrong arguments
8 frobnicate
#? [?unknown command]
9 NAME
#? [?unknown command]
10 known_command
#? [?syntax error: usage: known_command COMMAND]
11 name extra
#? [?syntax error.*]

# Framing: a comment and tabs are GTP's business; ids need not be canonical
12	name	# a comment after the command
#? [gtp-like]
013 protocol_version
#? [2]

# Setting up a game
14 boardsize 9
#? []
15 boardsize 26
#? [?unacceptable size: Vacu takes a square side from 2 to 25]
16 boardsize 1
#? [?unacceptable size.*]
17 boardsize x
#? [?syntax error: size must be an integer, not 'x']
18 gogui-rules_board_size
#? [9]
19 komi 7.0
#? []
20 komi 6.5
#? [?syntax error: komi must be an integer, not '6\.5']
21 gl-state
#? [\{"game":"vacu","size":9,"to_move":"black","over":false,"result":null,"moves":\[\],"black":\[\],"white":\[\],"komi":7,"button":null\}]
22 komi 0
23 clear_board
24 gl-game
#? [vacu]
25 gl-games
#? [(.*\n)?convacu\n(.*\n)?vacu(\n.*)?]
26 gl-game chess
#? [?syntax error: unknown game 'chess' \(gl-games lists them\)]

# Moves: colours and vertices in any case, turn order, undo
27 undo
#? [?cannot undo]
28 play x C3
#? [?syntax error: invalid colour 'x']
29 play b
#? [?syntax error: usage: play COLOUR MOVE]
30 play w C3
#? [?illegal move: it is not white's turn]
31 genmove w
#? [?illegal move: it is not white's turn]
32 play BLACK c3
#? []
33 list_stones b
#? [C3]
34 reg_genmove w
#? [[A-HJ][1-9]|BUTTON]
35 list_stones white
#? []
36 genmove w
#? [[A-HJ][1-9]|BUTTON]
37 gogui-rules_side_to_move
#? [black]
38 undo
#? []
39 undo
#? []
40 list_stones black
#? []
41 gl-state
#? [.*"moves":\[\].*]
42 play b K1
#? [?illegal move: K1 is off the board]
43 play b I3
#? [?syntax error: invalid move 'I3'.*]
44 play b Z0
#? [?syntax error.*]
45 gogui-play_sequence b A1 w
#? [?syntax error.*]
46 gogui-play_sequence b A1 w A1
#? [?illegal move.*]
47 list_stones black
#? []
48 gogui-play_sequence b A1 w B1 b C1
#? []
49 list_stones black
#? [A1 C1]

# The clock: accepted and stored
50 time_settings 300 30 5
#? []
51 time_left b 100 0
#? []
52 kgs-time_settings byoyomi 60 10 3
#? []
53 kgs-time_settings none
#? []
54 kgs-time_settings foo
#? [?syntax error: usage: kgs-time_settings .*]
55 time_settings -1 0 0
#? [?syntax error.*]

# The engine's own move, shown but not checked
56 genmove w
#? [any move]&

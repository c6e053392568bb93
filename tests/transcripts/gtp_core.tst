# The GTP core of gtp-like: administration, framing, setup, errors and the clock.
# Runs alike under gtp-like regress, pytest (gtp_like.pytest_plugin) and
# GoGui's gogui-regress; tests/test_transcripts.py holds gogui-regress's
# verdicts and checks that gtp-like regress gives the same.
# A pattern matches the whole response text (after "=ID "), trimmed; [!...]
# negates. gogui-regress fails every error response, so a command that must
# fail is no test: it has no id and no #? line (both runners count it as an
# "other error"). The "# error:" comment under it gives its message as a
# regular expression, which tests/test_transcripts.py checks; the tests after
# it check that the failed command changed nothing.

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
frobnicate
# error: unknown command
NAME
# error: unknown command
8 known_command NAME
#? [false]
known_command
# error: syntax error: usage: known_command COMMAND
name extra
# error: syntax error.*
9 name
#? [gtp-like]

# Framing: a comment and tabs are GTP's business; ids need not be canonical
10	name	# a comment after the command
#? [gtp-like]
011 protocol_version
#? [2]

# Setting up a game; a size or komi refused leaves the game as it was
12 boardsize 9
#? []
13 play b C3
#? []
boardsize 26
# error: unacceptable size: Vacu takes a square side from 2 to 25
boardsize 1
# error: unacceptable size.*
boardsize x
# error: syntax error: size must be an integer, not 'x'
14 gogui-rules_board_size
#? [9]
15 list_stones black
#? [C3]
16 clear_board
#? []
17 komi 7.0
#? []
komi 6.5
# error: syntax error: komi must be an integer, not '6\.5'
18 gl-state
#? [\{"game":"vacu","size":9,"to_move":"black","over":false,"result":null,"moves":\[\],"black":\[\],"white":\[\],"komi":7,"button":null\}]
19 komi 0
20 clear_board
21 gl-game
#? [vacu]
22 gl-games
#? [(.*\n)?convacu\n(.*\n)?vacu(\n.*)?]
gl-game chess
# error: syntax error: unknown game 'chess' \(gl-games lists them\)
23 gl-state
#? [\{"game":"vacu","size":9,.*"komi":0,"button":null\}]

# Moves: colours and vertices in any case, turn order, undo
undo
# error: cannot undo
play x C3
# error: syntax error: invalid colour 'x'
play b
# error: syntax error: usage: play COLOUR MOVE
play w C3
# error: illegal move: it is not white's turn
genmove w
# error: illegal move: it is not white's turn
24 gl-state
#? [.*"to_move":"black","over":false,"result":null,"moves":\[\],"black":\[\],"white":\[\],.*]
25 play BLACK c3
#? []
26 list_stones b
#? [C3]
27 reg_genmove w
#? [[A-HJ][1-9]|PASS]
28 list_stones white
#? []
29 genmove w
#? [[A-HJ][1-9]|PASS]
30 gogui-rules_side_to_move
#? [black]
31 undo
#? []
32 undo
#? []
33 list_stones black
#? []
34 gl-state
#? [.*"moves":\[\].*]
play b K1
# error: illegal move: K1 is off the board
play b I3
# error: syntax error: invalid move 'I3'.*
play b Z0
# error: syntax error.*
gogui-play_sequence b A1 w
# error: syntax error.*
gogui-play_sequence b A1 w A1
# error: illegal move.*
35 gl-state
#? [.*"to_move":"black","over":false,"result":null,"moves":\[\],"black":\[\],"white":\[\],.*]
36 gogui-play_sequence b A1 w B1 b C1
#? []
37 list_stones black
#? [A1 C1]

# The clock: accepted and stored
38 time_settings 300 30 5
#? []
39 time_left b 100 0
#? []
40 kgs-time_settings byoyomi 60 10 3
#? []
41 kgs-time_settings none
#? []
kgs-time_settings foo
# error: syntax error: usage: kgs-time_settings .*
time_settings -1 0 0
# error: syntax error.*

# The engine's own move: any point, or PASS (which takes the button)
42 genmove w
#? [[A-HJ][1-9]|PASS]

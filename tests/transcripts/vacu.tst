# Vacu's rules (shared/rules/vacu.md) through GTP: the worked examples,
# the button and passes, scoring, GoGui's rules interface and showboard.
# Runs alike under gtp-like regress, pytest (gtp_like.pytest_plugin) and
# GoGui's gogui-regress; tests/test_transcripts.py holds gogui-regress's
# verdicts and checks that gtp-like regress gives the same.
# A pattern matches the whole response text (after "=ID "), trimmed; [!...]
# negates. gogui-regress fails every error response, so a command that must
# fail is no test: it has no id and no #? line (both runners count it as an
# "other error"). The "# error:" comment under it gives its message as a
# regular expression, which tests/test_transcripts.py checks; the tests after
# it check that the failed command changed nothing.

1 gl-game vacu
#? []
2 boardsize 5
#? []
3 gogui-rules_game_id
#? [Vacu]

# Example 1: White B2; Black A2, B1, C2. Black B3 has liberties and takes B2,
# which has none. (White keeps stones elsewhere, so the game goes on.)
4 gogui-play_sequence b A2 w B2 b B1 w E5 b C2 w E4
#? []
5 play b B3
#? []
6 list_stones white
#? [E4 E5]
7 list_stones black
#? [A2 B1 B3 C2]
8 gogui-rules_side_to_move
#? [white]
9 gogui-rules_board
#? [\. \. \. \. O\n\. \. \. \. O\n\. X \. \. \.\nX \. X \. \.\n\. X \. \. \.]

# Example 2 (protocol.md's worked example): Black A1 has no liberty, so it is
# removed and flips White's A2 and B1, White's last stones: the game is over.
10 clear_board
#? []
11 gogui-play_sequence b A3 w A2 b B2 w B1 b C1 w button
#? []
12 play b A1
#? []
13 list_stones black
#? [A2 A3 B1 B2 C1]
14 list_stones white
#? []
15 final_score
#? [B\+19\.5]
16 gogui-rules_final_result
#? [Black wins by 19\.5 \(B\+19\.5\) by removing the last enemy group; Black 25, White 5\.5]
17 gl-state
#? [.*"over":true,"result":"B\+19\.5".*"komi":5,"button":"white"\}]
18 gogui-rules_legal_moves
#? []
play w C3
# error: illegal move: the game is over
genmove w
# error: illegal move: the game is over
19 gl-state
#? [\{"game":"vacu","size":5,"to_move":"white","over":true,"result":"B\+19\.5","moves":\[\["black","A3"\],\["white","A2"\],\["black","B2"\],\["white","B1"\],\["black","C1"\],\["white","BUTTON"\],\["black","A1"\]\],"black":\["A2","A3","B1","B2","C1"\],"white":\[\],"komi":5,"button":"white"\}]
20 undo
#? []
21 gogui-rules_side_to_move
#? [black]
22 list_stones white
#? [A2 B1]

# Example 3: White A2 and B1 keep a liberty each; Black A1 would have none
# and flip nothing: illegal, and nothing changes.
23 clear_board
#? []
24 gogui-play_sequence b C3 w A2 b E5 w B1
#? []
play b A1
# error: illegal move: the stone would have no liberty and flip nothing
25 list_stones black
#? [C3 E5]
26 gl-state
#? [\{"game":"vacu","size":5,"to_move":"black","over":false,"result":null,"moves":\[\["black","C3"\],\["white","A2"\],\["black","E5"\],\["white","B1"\]\],"black":\["C3","E5"\],"white":\["A2","B1"\],"komi":5,"button":null\}]

# The button: while it is untaken, pass takes it (records say BUTTON); it is
# worth half a point; then two passes end the game.
27 play b pass
#? []
28 gl-state
#? [.*"moves":\[.*\["black","BUTTON"\]\].*"button":"black".*]
29 gogui-rules_legal_moves
#? [.* PASS]
play w button
# error: illegal move.*
30 gl-state
#? [.*"to_move":"white",.*"moves":\[.*\["black","BUTTON"\]\],.*"button":"black"\}]
31 play w pass
#? []
32 play b pass
#? []
33 final_score
#? [W\+5\.5]
34 gogui-rules_final_result
#? [White wins by 5\.5 \(W\+5\.5\) by two passes; Black 2\.5, White 8]

# Komi and the legal moves of a 2x2 board
35 boardsize 2
#? []
36 gogui-rules_legal_moves
#? [A1 B1 A2 B2 PASS]
37 komi 3
#? []
38 final_score
#? [W\+3]
39 play b button
#? []
40 final_score
#? [W\+2\.5]
41 play w pass
#? []
42 play b A1
#? []
43 gogui-rules_legal_moves
#? [B1 A2 B2 PASS]
44 showboard
#? [A B\n 2 \. \. 2\n 1 X \. 1\n   A B\nVacu 2x2, white to move, komi 3, button: black, score B 4\.5 W 3]
45 gogui-rules_board_size
#? [2]

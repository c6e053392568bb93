# Convacu (shared/rules/vacu.md, variant): no button, passing only without a
# board play, and a win by connecting one's own two edges.
# Runs alike under gtp-like regress, pytest (gtp_like.pytest_plugin) and
# GoGui's gogui-regress; tests/test_transcripts.py holds gogui-regress's
# verdicts and checks that gtp-like regress gives the same.
# A pattern matches the whole response text (after "=ID "), trimmed; [!...]
# negates. gogui-regress fails every error response, so a command that must
# fail is no test: it has no id and no #? line (both runners count it as an
# "other error"). The "# error:" comment under it gives its message as a
# regular expression, which tests/test_transcripts.py checks; the tests after
# it check that the failed command changed nothing.

1 gl-game convacu
#? []
2 gogui-rules_game_id
#? [Convacu]
3 boardsize 3
#? []
play b button
# error: illegal move: Convacu has no button
play b pass
# error: illegal move: pass is not allowed while a board play is legal
4 gl-state
#? [\{"game":"convacu","size":3,"to_move":"black","over":false,"result":null,"moves":\[\],"black":\[\],"white":\[\],"komi":0,"button":null\}]
5 gogui-rules_legal_moves
#? [A1 B1 C1 A2 B2 C2 A3 B3 C3]
6 komi 5
#? []

# Black joins the bottom row to the top row: a win without a margin.
7 gogui-play_sequence b B1 w A1 b B2 w A2
#? []
8 final_score
#? [!B\+]
9 play b B3
#? []
10 final_score
#? [B\+]
11 gogui-rules_final_result
#? [Black wins \(B\+\) by connection; Black 6, White 2]
12 gl-state
#? [\{"game":"convacu","size":3,"to_move":"white","over":true,"result":"B\+",.*"komi":5,"button":null\}]
play w C1
# error: illegal move: the game is over
13 gl-state
#? [\{"game":"convacu","size":3,"to_move":"white","over":true,"result":"B\+","moves":\[\["black","B1"\],\["white","A1"\],\["black","B2"\],\["white","A2"\],\["black","B3"\]\],"black":\["B1","B2","B3"\],"white":\["A1","A2"\],"komi":5,"button":null\}]
14 gl-game
#? [convacu]

# Convacu (shared/rules/vacu.md, variant): no button, passing only without a
# board play, and a win by connecting one's own two edges.

1 gl-game convacu
#? []
2 gogui-rules_game_id
#? [Convacu]
3 boardsize 3
#? []
4 play b button
#? [?illegal move: Convacu has no button]
5 play b pass
#? [?illegal move: pass is not allowed while a board play is legal]
6 gogui-rules_legal_moves
#? [A1 B1 C1 A2 B2 C2 A3 B3 C3]
7 komi 5
#? []

# Black joins the bottom row to the top row: a win without a margin.
8 gogui-play_sequence b B1 w A1 b B2 w A2
#? []
9 final_score
#? [!B\+]
10 play b B3
#? []
11 final_score
#? [B\+]
12 gogui-rules_final_result
#? [Black wins \(B\+\) by connection; Black 6, White 2]
13 gl-state
#? [\{"game":"convacu","size":3,"to_move":"white","over":true,"result":"B\+",.*"komi":5,"button":null\}]
14 play w C1
#? [?illegal move: the game is over]
15 gl-game
#? [convacu]

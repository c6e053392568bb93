# gtp-like 0.1.0 session of 2026-12-02 06:47:34: gtp-like --game bargo --size 2 --seed 1 --player mcts --playouts 30 --gogui
# replay: gtp-like regress --game bargo --size 2 --seed 1 --player mcts --playouts 30 --model none --gogui FILE
1 name
#? [gtp-like]
2 protocol_version
#? [2]
3 version
#? [0\.1\.0]
4 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-gfx_walls\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
5 gogui-interrupt
#? []
6 gogui-rules_game_id
#? [Bargo]
7 boardsize 3
#? []
8 clear_board
#? []
komi 6.5
# error: syntax error: komi must be an integer, not '6\.5'
9 gogui-title
#? [Bargo]
10 gogui-rules_game_id
#? [Bargo]
11 gogui-rules_board_size
#? [3 3 hex]
12 name
#? [gtp-like]
13 protocol_version
#? [2]
15 gogui-analyze_commands
#? [gfx/Territory/gl-gfx_territory\ngfx/Ownership/gl-gfx_ownership\ngfx/Groups with no liberty or one/gl-gfx_liberties\ngfx/Pieces and walls/gl-gfx_walls\nstring/Board as text/showboard\nstring/State as JSON/gl-state_text\nstring/Result if the game ended now/gogui-rules_final_result]
16 boardsize 3
#? []
17 clear_board
#? []
18 gogui-rules_board_size
#? [3 3 hex]
19 gogui-title
#? [Bargo]
20 genmove b
#? [B2]
21 genmove b
#? [C2]
22 genmove w
#? [A2]
23 genmove w
#? [B3]
24 genmove b
#? [B1]
25 genmove b
#? [A1]
26 genmove w
#? [C3]
27 genmove w
#? [B3]
28 genmove b
#? [A1]
29 genmove b
#? [B2]
30 genmove w
#? [PASS]
31 genmove b
#? [B3]
32 genmove b
#? [A2]
33 genmove w
#? [PASS]
34 genmove b
#? [PASS]

# gtp-like 0.1.0 session of 2026-12-02 06:27:01: gtp-like --game vadus --size 9 --seed 1 --player mcts --playouts 300 --gogui
# replay: gtp-like regress --game vadus --size 9 --seed 1 --player mcts --playouts 300 --model none --gogui FILE
1 name
#? [gtp-like]
2 protocol_version
#? [2]
3 version
#? [0\.1\.0]
4 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_groups\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngl-values\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
5 gogui-interrupt
#? []
6 gogui-rules_game_id
#? [Vadus]
7 boardsize 17
#? []
8 clear_board
#? []
9 komi 6.5
#? []
10 gogui-title
#? [Vadus]
11 gogui-rules_game_id
#? [Vadus]
12 gogui-rules_board_size
#? [17 17 hex]
13 name
#? [gtp-like]
14 protocol_version
#? [2]
16 gogui-analyze_commands
#? [gfx/Connection parts and group values/gl-gfx_groups\nhstring/Group values/gl-values\nstring/Board as text/showboard\nstring/State as JSON/gl-state_text\nstring/Result if the game ended now/gogui-rules_final_result]
17 boardsize 17
#? []
18 clear_board
#? []
19 gogui-rules_board_size
#? [17 17 hex]
20 gogui-title
#? [Vadus]
21 play B J9
#? []
22 genmove w
#? [H9]
23 genmove w
#? [H8]
24 undo
#? []
25 genmove w
#? [H8]

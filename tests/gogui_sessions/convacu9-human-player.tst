# gtp-like 0.1.0 session of 2026-11-25 07:50:08: gtp-like --game convacu --size 9 --seed 1 --player mcts --playouts 300 --gogui
# replay: gtp-like regress --game convacu --size 9 --seed 1 --player mcts --playouts 300 --gogui FILE
1 name
#? [gtp-like]
2 protocol_version
#? [2]
3 version
#? [0\.1\.0]
4 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_flips\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
5 gogui-interrupt
#? []
6 gogui-rules_game_id
#? [Convacu]
7 boardsize 9
#? []
8 clear_board
#? []
komi 6.5
# error: syntax error: komi must be an integer, not '6\.5'
9 gogui-rules_game_id
#? [Convacu]
10 gogui-rules_board_size
#? [9]
12 name
#? [gtp-like]
13 protocol_version
#? [2]
15 gogui-analyze_commands
#? [gfx/Territory/gl-gfx_territory\ngfx/Ownership/gl-gfx_ownership\ngfx/Groups with no liberty or one/gl-gfx_liberties\ngfx/Flips/gl-gfx_flips %c\nstring/Board as text/showboard\nstring/State as JSON/gl-state_text\nstring/Result if the game ended now/gogui-rules_final_result]
16 boardsize 9
#? []
17 clear_board
#? []
18 gogui-rules_board_size
#? [9]
19 gogui-rules_game_id
#? [Convacu]

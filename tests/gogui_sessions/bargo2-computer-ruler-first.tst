# gtp-like 0.1.0 session of 2026-12-02 06:47:35: gtp-like --game bargo --size 2 --seed 1 --player mcts --playouts 30 --gogui
# replay: gtp-like regress --game bargo --size 2 --seed 1 --player mcts --playouts 30 --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-gfx_walls\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Bargo]
4 gogui-rules_board_size
#? [3 3 hex]
5 gogui-rules_board_gfx
#? [CLEAR\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
10 clear_board
#? []
11 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
12 gogui-rules_board_size
#? [3 3 hex]
13 gogui-rules_captured_count
#? [0 0]
14 gogui-rules_game_id
#? [Bargo]
15 clear_board
#? []
16 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
17 gogui-rules_board_size
#? [3 3 hex]
18 gogui-rules_captured_count
#? [0 0]
19 gogui-rules_side_to_move
#? [black]
20 clear_board
#? []
21 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
22 gogui-rules_board_size
#? [3 3 hex]
23 gogui-rules_captured_count
#? [0 0]
24 gogui-rules_side_to_move
#? [black]
25 gogui-rules_legal_moves
#? [A1 B1 A2 B2 C2 B3 C3 PASS]
26 gogui-rules_board_gfx
#? [CLEAR\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
27 gogui-rules_game_id
#? [Bargo]

# gtp-like 0.1.0 session of 2026-12-02 06:23:59: gtp-like --game vacu --size 5 --seed 1 --player random --gogui
# replay: gtp-like regress --game vacu --size 5 --seed 1 --player random --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_flips\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Vacu]
4 gogui-rules_board_size
#? [5]
5 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
9 clear_board
#? []
10 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
11 gogui-rules_board_size
#? [5]
12 gogui-rules_captured_count
#? [0 0]
13 gogui-rules_game_id
#? [Vacu]
14 clear_board
#? []
15 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
16 gogui-rules_board_size
#? [5]
17 gogui-rules_captured_count
#? [0 0]
18 gogui-rules_side_to_move
#? [black]
19 clear_board
#? []
20 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
21 gogui-rules_board_size
#? [5]
22 gogui-rules_captured_count
#? [0 0]
23 gogui-rules_side_to_move
#? [black]
24 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5 PASS]
25 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
26 gogui-rules_game_id
#? [Vacu]

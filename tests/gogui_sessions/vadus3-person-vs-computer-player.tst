# gtp-like 0.1.0 session of 2026-12-02 00:49:30: gtp-like --game vadus --size 3 --seed 3 --player random --gogui
# replay: gtp-like regress --game vadus --size 3 --seed 3 --player random --gogui FILE
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
7 boardsize 5
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
#? [5 5 hex]
13 name
#? [gtp-like]
14 protocol_version
#? [2]
15 gogui-rules_board_size
#? [5 5 hex]
16 gogui-analyze_commands
#? [gfx/Connection parts and group values/gl-gfx_groups\nhstring/Group values/gl-values\nstring/Board as text/showboard\nstring/State as JSON/gl-state_text\nstring/Result if the game ended now/gogui-rules_final_result]
17 boardsize 5
#? []
18 clear_board
#? []
19 gogui-rules_board_size
#? [5 5 hex]
20 gogui-title
#? [Vadus]
21 play B C3
#? []
22 genmove w
#? [B2]
23 genmove w
#? [E5]
24 play B A1
#? []
25 play B D5
#? []
26 genmove w
#? [C2]
27 genmove w
#? [A3]
28 play B D4
#? []
29 play B C1
#? []
30 genmove w
#? [D2]
31 genmove w
#? [E4]
32 play B C5
#? []
33 play B C4
#? []
34 genmove w
#? [B3]
35 genmove w
#? [E3]
36 play B D3
#? []
37 play B B1
#? []
38 genmove w
#? [B4]
39 genmove w
#? [A2]
40 play B PASS
#? []
41 genmove w
#? [PASS]

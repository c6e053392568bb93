# gtp-like 0.1.0 session of 2026-11-25 07:32:48: gtp-like --game vadus --size 4 --seed 1 --player random --gogui
# replay: gtp-like regress --game vadus --size 4 --seed 1 --player random --gogui FILE
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
7 boardsize 7
#? []
8 clear_board
#? []
9 komi 6.5
#? []
10 gogui-rules_game_id
#? [Vadus]
11 gogui-rules_board_size
#? [7 7 hex]
12 name
#? [gtp-like]
13 protocol_version
#? [2]
15 gogui-analyze_commands
#? [gfx/Connection parts and group values/gl-gfx_groups\nhstring/Group values/gl-values\nstring/Board as text/showboard\nstring/State as JSON/gl-state_text\nstring/Result if the game ended now/gogui-rules_final_result]
16 boardsize 7
#? []
17 clear_board
#? []
18 gogui-rules_board_size
#? [7 7 hex]
19 genmove b
#? [A2]
20 genmove w
#? [F6]
21 genmove w
#? [F5]
22 genmove b
#? [E2]
23 genmove b
#? [B4]
24 genmove w
#? [F3]
25 genmove w
#? [F4]
26 genmove b
#? [D5]
27 genmove b
#? [C1]
28 genmove w
#? [A1]
29 genmove w
#? [B5]
30 genmove b
#? [C3]
31 genmove b
#? [E4]
32 genmove w
#? [G5]
33 genmove w
#? [B3]
34 genmove b
#? [G6]
35 genmove b
#? [G7]
36 genmove w
#? [D6]
37 genmove w
#? [C4]
38 genmove b
#? [C5]
39 genmove b
#? [D4]
40 genmove w
#? [A3]
41 genmove w
#? [F7]
42 genmove b
#? [B2]
43 genmove b
#? [C6]
44 genmove w
#? [E3]
45 genmove w
#? [G4]
46 genmove b
#? [D3]
47 genmove b
#? [D1]
48 genmove w
#? [E6]
49 genmove w
#? [B1]
50 genmove b
#? [C2]
51 genmove b
#? [E5]
52 genmove w
#? [A4]
53 genmove w
#? [E7]
54 genmove b
#? [D7]
55 genmove b
#? [D2]
56 genmove w
#? [PASS]
57 genmove b
#? [PASS]

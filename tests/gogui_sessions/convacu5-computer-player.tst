# gtp-like 0.1.0 session of 2026-12-02 06:25:46: gtp-like --game convacu --size 5 --seed 1 --player random --gogui
# replay: gtp-like regress --game convacu --size 5 --seed 1 --player random --gogui FILE
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
7 boardsize 5
#? []
8 clear_board
#? []
komi 6.5
# error: syntax error: komi must be an integer, not '6\.5'
9 gogui-title
#? [Convacu 5x5: Black joins top and bottom, White left and right]
10 gogui-rules_game_id
#? [Convacu]
11 gogui-rules_board_size
#? [5]
13 name
#? [gtp-like]
14 protocol_version
#? [2]
16 gogui-analyze_commands
#? [gfx/Territory/gl-gfx_territory\ngfx/Ownership/gl-gfx_ownership\ngfx/Groups with no liberty or one/gl-gfx_liberties\ngfx/Flips/gl-gfx_flips %c\nstring/Board as text/showboard\nstring/State as JSON/gl-state_text\nstring/Result if the game ended now/gogui-rules_final_result]
17 boardsize 5
#? []
18 clear_board
#? []
19 gogui-rules_board_size
#? [5]
20 gogui-rules_game_id
#? [Convacu]
21 gogui-title
#? [Convacu 5x5: Black joins top and bottom, White left and right]
22 genmove b
#? [D4]
23 genmove w
#? [B4]
24 genmove b
#? [E4]
25 genmove w
#? [B1]
26 genmove b
#? [A4]
27 genmove w
#? [C3]
28 genmove b
#? [E2]
29 genmove w
#? [A2]
30 genmove b
#? [B5]
31 genmove w
#? [C2]
32 genmove b
#? [E3]
33 genmove w
#? [E5]
34 genmove b
#? [D3]
35 genmove w
#? [C4]
36 genmove b
#? [A3]
37 genmove w
#? [D1]
38 genmove b
#? [A5]
39 genmove w
#? [B3]
40 genmove b
#? [C5]
41 genmove w
#? [E1]
42 genmove b
#? [D5]
43 genmove w
#? [A1]
44 genmove b
#? [D2]
45 genmove w
#? [C1]

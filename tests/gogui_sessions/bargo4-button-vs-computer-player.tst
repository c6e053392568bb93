# gtp-like 0.1.0 session of 2026-12-02 06:41:13: gtp-like --game bargo --size 4 --seed 44 --player random --gogui
# replay: gtp-like regress --game bargo --size 4 --seed 44 --player random --gogui FILE
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
7 boardsize 7
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
#? [7 7 hex]
12 name
#? [gtp-like]
13 protocol_version
#? [2]
14 gogui-rules_board_size
#? [7 7 hex]
15 gogui-analyze_commands
#? [gfx/Territory/gl-gfx_territory\ngfx/Ownership/gl-gfx_ownership\ngfx/Groups with no liberty or one/gl-gfx_liberties\ngfx/Pieces and walls/gl-gfx_walls\nstring/Board as text/showboard\nstring/State as JSON/gl-state_text\nstring/Result if the game ended now/gogui-rules_final_result]
16 boardsize 7
#? []
17 clear_board
#? []
18 gogui-rules_board_size
#? [7 7 hex]
19 gogui-title
#? [Bargo]
20 play B E2
#? []
21 play B E3
#? []
22 genmove w
#? [E5]
23 genmove w
#? [F5]
24 play B D4
#? []
25 play B C4
#? []
26 genmove w
#? [PASS]
play B PASS
# error: illegal move: no pass right after the computer took the button: GoGui shows the take as a pass and would end its game on two passes while the rules go on; play on the board \(a pass is legal again on the next turn\)
27 play B B2
#? []
28 play B A2
#? []
29 genmove w
#? [C4]
30 genmove w
#? [C5]
31 play B F4
#? []
32 play B G4
#? []
33 genmove w
#? [E6]
34 genmove w
#? [E7]
35 play B A1
#? []
36 play B B1
#? []
37 genmove w
#? [G6]
38 genmove w
#? [G5]
39 play B C6
#? []
40 play B C5
#? []
41 genmove w
#? [A3]
42 genmove w
#? [A4]
43 play B F7
#? []
44 play B F6
#? []
45 genmove w
#? [E4]
46 genmove w
#? [E3]
47 play B A4
#? []
48 play B B5
#? []
49 genmove w
#? [D3]
50 genmove w
#? [C3]
51 play B B1
#? []
52 play B C2
#? []
53 genmove w
#? [D2]
54 genmove w
#? [C2]
55 play B D6
#? []
56 play B D7
#? []
57 genmove w
#? [E3]
58 genmove w
#? [D3]
59 play B G5
#? []
60 play B G4
#? []
61 genmove w
#? [B3]
62 genmove w
#? [A2]
63 play B D5
#? []
64 play B D4
#? []
65 genmove w
#? [F3]
66 genmove w
#? [G4]
67 play B D1
#? []
68 play B E2
#? []
69 genmove w
#? [F5]
70 genmove w
#? [F4]
71 play B D7
#? []
72 play B C6
#? []
73 genmove w
#? [G5]
74 genmove w
#? [F4]
75 play B C2
#? []
76 play B B2
#? []
77 genmove w
#? [B4]
78 genmove w
#? [C4]
79 play B B5
#? []
80 play B C5
#? []
81 genmove w
#? [E2]
82 genmove w
#? [F3]
83 play B C5
#? []
84 play B D6
#? []
85 genmove w
#? [C1]
86 genmove w
#? [D2]
87 play B E7
#? []
88 play B D7
#? []
89 genmove w
#? [F6]
90 genmove w
#? [E6]
91 play B C3
#? []
92 play B D4
#? []
93 genmove w
#? [G4]
94 genmove w
#? [G5]
95 play B PASS
#? []
96 genmove w
#? [PASS]

# gtp-like 0.1.0 session of 2026-12-02 00:38:33: gtp-like --game bargo --size 4 --seed 22 --player random --gogui
# replay: gtp-like regress --game bargo --size 4 --seed 22 --player random --gogui FILE
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
#? [E7]
23 genmove w
#? [D7]
24 play B B1
#? []
25 play B A1
#? []
26 genmove w
#? [PASS]
play B PASS
# error: illegal move: no pass right after the computer took the button: GoGui shows the take as a pass and would end its game on two passes while the rules go on; play on the board \(a pass is legal again on the next turn\)
27 play B F4
#? []
28 play B G4
#? []
29 genmove w
#? [C2]
30 genmove w
#? [D2]
31 play B C1
#? []
32 play B B1
#? []
33 genmove w
#? [E4]
34 genmove w
#? [D4]
35 play B E3
#? []
36 play B D2
#? []
37 genmove w
#? [B3]
38 genmove w
#? [C3]
39 play B D4
#? []
40 play B D3
#? []
41 genmove w
#? [D5]
42 genmove w
#? [E5]
43 play B C4
#? []
44 play B C5
#? []
45 genmove w
#? [B2]
46 genmove w
#? [A1]
47 play B G7
#? []
48 play B F7
#? []
49 genmove w
#? [C5]
50 genmove w
#? [D6]
51 play B A4
#? []
52 play B B5
#? []
53 genmove w
#? [D6]
54 genmove w
#? [E7]
55 play B A1
#? []
56 play B B1
#? []
57 genmove w
#? [G4]
58 genmove w
#? [F3]
59 play B F6
#? []
60 play B G6
#? []
61 genmove w
#? [B4]
62 genmove w
#? [A3]
63 play B A2
#? []
64 play B A1
#? []
65 genmove w
#? [D7]
66 genmove w
#? [C6]
67 play B G5
#? []
68 play B G4
#? []
69 genmove w
#? [B1]
70 genmove w
#? [C2]
71 play B D1
#? []
72 play B C1
#? []
73 genmove w
#? [E6]
74 genmove w
#? [F7]
75 play B F5
#? []
76 play B E5
#? []
77 genmove w
#? [A3]
78 genmove w
#? [A4]
79 play B D3
#? []
80 play B E3
#? []
81 genmove w
#? [A4]
82 genmove w
#? [B5]
83 play B C3
#? []
84 play B D3
#? []
85 genmove w
#? [C6]
86 genmove w
#? [B5]
87 play B E5
#? []
88 play B E4
#? []
89 genmove w
#? [B5]
90 genmove w
#? [B4]
91 play B F3
#? []
92 play B F4
#? []
93 genmove w
#? [A2]
94 genmove w
#? [A1]
95 play B G6
#? []
96 play B F5
#? []
97 genmove w
#? [PASS]
98 play B E4
#? []
99 play B E3
#? []
100 genmove w
#? [PASS]
101 play B D2
#? []
102 play B D3
#? []
103 genmove w
#? [PASS]
104 play B PASS
#? []

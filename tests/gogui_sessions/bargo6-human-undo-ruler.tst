# gtp-like 0.1.0 session of 2026-11-25 07:29:33: gtp-like --game bargo --size 6 --seed 1 --player mcts --playouts 300 --gogui
# replay: gtp-like regress --game bargo --size 6 --seed 1 --player mcts --playouts 300 --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-gfx_walls\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Bargo]
4 gogui-rules_board_size
#? [11 11 hex]
5 clear_board
#? []
6 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
7 gogui-rules_board_size
#? [11 11 hex]
8 gogui-rules_captured_count
#? [0 0]
9 clear_board
#? []
10 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
11 gogui-rules_board_size
#? [11 11 hex]
12 gogui-rules_captured_count
#? [0 0]
13 name
#? [gtp-like]
14 protocol_version
#? [2]
15 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-gfx_walls\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
16 gogui-rules_board_gfx
#? [CLEAR\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
17 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 F6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 C8 D8 E8 F8 G8 H8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
27 gogui-rules_side_to_move
#? [black]
28 clear_board
#? []
29 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
30 gogui-rules_board_size
#? [11 11 hex]
31 gogui-rules_captured_count
#? [0 0]
32 gogui-rules_side_to_move
#? [black]
33 clear_board
#? []
34 play B F6
#? []
35 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
36 gogui-rules_board_size
#? [11 11 hex]
37 gogui-rules_captured_count
#? [0 0]
38 gogui-rules_side_to_move
#? [black]
play B F6
# error: illegal move: F6 cannot follow F6, the move begun \(gogui-rules_legal_moves\)
39 clear_board
#? []
40 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
41 gogui-rules_board_size
#? [11 11 hex]
42 gogui-rules_captured_count
#? [0 0]
43 gogui-rules_side_to_move
#? [black]
45 clear_board
#? []
46 play B F6
#? []
47 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
48 gogui-rules_board_size
#? [11 11 hex]
49 gogui-rules_captured_count
#? [0 0]
50 gogui-rules_side_to_move
#? [black]
51 gogui-rules_board_gfx
#? [CLEAR\nLABEL G6 E G7 NE F7 NW E6 W E5 SW F5 SE\nCOLOR red F6\nTEXT black's piece on F6: click the neighbouring cell its wall faces \(marked\)]
52 gogui-rules_legal_moves
#? [G6 G7 F7 E6 E5 F5]
60 clear_board
#? []
61 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
62 gogui-rules_board_size
#? [11 11 hex]
63 gogui-rules_captured_count
#? [0 0]
64 gogui-rules_side_to_move
#? [black]
66 clear_board
#? []
67 play B F6
#? []
68 play B G7
#? []
69 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
70 gogui-rules_board_size
#? [11 11 hex]
71 gogui-rules_captured_count
#? [0 0]
72 gogui-rules_side_to_move
#? [white]
play B G7
# error: illegal move: it is not black's turn
73 clear_board
#? []
74 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
75 gogui-rules_board_size
#? [11 11 hex]
76 gogui-rules_captured_count
#? [0 0]
77 gogui-rules_side_to_move
#? [black]
80 clear_board
#? []
81 play B F6
#? []
82 play B G7
#? []
83 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
84 gogui-rules_board_size
#? [11 11 hex]
85 gogui-rules_captured_count
#? [0 0]
86 gogui-rules_side_to_move
#? [white]
87 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE\nCOLOR red F6\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
88 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 C8 D8 E8 F8 G8 H8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
96 clear_board
#? []
97 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
98 gogui-rules_board_size
#? [11 11 hex]
99 gogui-rules_captured_count
#? [0 0]
100 gogui-rules_side_to_move
#? [black]
103 clear_board
#? []
104 play B F6
#? []
105 play B G7
#? []
106 play W D4
#? []
107 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
108 gogui-rules_board_size
#? [11 11 hex]
109 gogui-rules_captured_count
#? [0 0]
110 gogui-rules_side_to_move
#? [white]
play W D4
# error: illegal move: D4 cannot follow D4, the move begun \(gogui-rules_legal_moves\)
111 clear_board
#? []
112 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
113 gogui-rules_board_size
#? [11 11 hex]
114 gogui-rules_captured_count
#? [0 0]
115 gogui-rules_side_to_move
#? [black]
119 clear_board
#? []
120 play B F6
#? []
121 play B G7
#? []
122 play W D4
#? []
123 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
124 gogui-rules_board_size
#? [11 11 hex]
125 gogui-rules_captured_count
#? [0 0]
126 gogui-rules_side_to_move
#? [white]
127 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE\nLABEL E4 E E5 NE D5 NW C4 W C3 SW D3 SE\nCOLOR red D4\nTEXT white's piece on D4: click the neighbouring cell its wall faces \(marked\)]
128 gogui-rules_legal_moves
#? [E4 E5 D5 C4 C3 D3]
133 clear_board
#? []
134 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
135 gogui-rules_board_size
#? [11 11 hex]
136 gogui-rules_captured_count
#? [0 0]
137 gogui-rules_side_to_move
#? [black]
140 clear_board
#? []
141 play B F6
#? []
142 play B G7
#? []
143 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
144 gogui-rules_board_size
#? [11 11 hex]
145 gogui-rules_captured_count
#? [0 0]
146 gogui-rules_side_to_move
#? [white]
147 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE\nCOLOR red F6\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
149 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 C8 D8 E8 F8 G8 H8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
155 clear_board
#? []
156 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
157 gogui-rules_board_size
#? [11 11 hex]
158 gogui-rules_captured_count
#? [0 0]
159 gogui-rules_side_to_move
#? [black]
163 clear_board
#? []
164 play B F6
#? []
165 play B G7
#? []
166 play W D4
#? []
167 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
168 gogui-rules_board_size
#? [11 11 hex]
169 gogui-rules_captured_count
#? [0 0]
170 gogui-rules_side_to_move
#? [white]
171 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE\nLABEL E4 E E5 NE D5 NW C4 W C3 SW D3 SE\nCOLOR red D4\nTEXT white's piece on D4: click the neighbouring cell its wall faces \(marked\)]
172 gogui-rules_legal_moves
#? [E4 E5 D5 C4 C3 D3]
180 clear_board
#? []
181 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
182 gogui-rules_board_size
#? [11 11 hex]
183 gogui-rules_captured_count
#? [0 0]
184 gogui-rules_side_to_move
#? [black]
188 clear_board
#? []
189 play B F6
#? []
190 play B G7
#? []
191 play W D4
#? []
192 play W C4
#? []
193 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
194 gogui-rules_board_size
#? [11 11 hex]
195 gogui-rules_captured_count
#? [0 0]
196 gogui-rules_side_to_move
#? [black]
play W C4
# error: illegal move: it is not white's turn
197 clear_board
#? []
198 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
199 gogui-rules_board_size
#? [11 11 hex]
200 gogui-rules_captured_count
#? [0 0]
201 gogui-rules_side_to_move
#? [black]
206 clear_board
#? []
207 play B F6
#? []
208 play B G7
#? []
209 play W D4
#? []
210 play W C4
#? []
211 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
212 gogui-rules_board_size
#? [11 11 hex]
213 gogui-rules_captured_count
#? [0 0]
214 gogui-rules_side_to_move
#? [black]
215 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE D4 W\nCOLOR red D4\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
216 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 C8 D8 E8 F8 G8 H8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
221 clear_board
#? []
222 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
223 gogui-rules_board_size
#? [11 11 hex]
224 gogui-rules_captured_count
#? [0 0]
225 gogui-rules_side_to_move
#? [black]
229 clear_board
#? []
230 play B F6
#? []
231 play B G7
#? []
232 play W D4
#? []
233 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
234 gogui-rules_board_size
#? [11 11 hex]
235 gogui-rules_captured_count
#? [0 0]
236 gogui-rules_side_to_move
#? [white]
237 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE\nLABEL E4 E E5 NE D5 NW C4 W C3 SW D3 SE\nCOLOR red D4\nTEXT white's piece on D4: click the neighbouring cell its wall faces \(marked\)]
239 gogui-rules_legal_moves
#? [E4 E5 D5 C4 C3 D3]
242 clear_board
#? []
243 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
244 gogui-rules_board_size
#? [11 11 hex]
245 gogui-rules_captured_count
#? [0 0]
246 gogui-rules_side_to_move
#? [black]
249 clear_board
#? []
250 play B F6
#? []
251 play B G7
#? []
252 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
253 gogui-rules_board_size
#? [11 11 hex]
254 gogui-rules_captured_count
#? [0 0]
255 gogui-rules_side_to_move
#? [white]
256 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE\nCOLOR red F6\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
258 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 C8 D8 E8 F8 G8 H8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
264 clear_board
#? []
265 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
266 gogui-rules_board_size
#? [11 11 hex]
267 gogui-rules_captured_count
#? [0 0]
268 gogui-rules_side_to_move
#? [black]
272 clear_board
#? []
273 play B F6
#? []
274 play B G7
#? []
275 play W D4
#? []
276 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
277 gogui-rules_board_size
#? [11 11 hex]
278 gogui-rules_captured_count
#? [0 0]
279 gogui-rules_side_to_move
#? [white]
280 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE\nLABEL E4 E E5 NE D5 NW C4 W C3 SW D3 SE\nCOLOR red D4\nTEXT white's piece on D4: click the neighbouring cell its wall faces \(marked\)]
281 gogui-rules_legal_moves
#? [E4 E5 D5 C4 C3 D3]
289 clear_board
#? []
290 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
291 gogui-rules_board_size
#? [11 11 hex]
292 gogui-rules_captured_count
#? [0 0]
293 gogui-rules_side_to_move
#? [black]
298 clear_board
#? []
299 play B F6
#? []
300 play B G7
#? []
301 play W D4
#? []
302 play W C4
#? []
303 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
304 gogui-rules_board_size
#? [11 11 hex]
305 gogui-rules_captured_count
#? [0 0]
306 gogui-rules_side_to_move
#? [black]
307 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE D4 W\nCOLOR red D4\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
308 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 C8 D8 E8 F8 G8 H8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
316 clear_board
#? []
317 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
318 gogui-rules_board_size
#? [11 11 hex]
319 gogui-rules_captured_count
#? [0 0]
320 gogui-rules_side_to_move
#? [black]
325 clear_board
#? []
326 play B F6
#? []
327 play B G7
#? []
328 play W D4
#? []
329 play W C4
#? []
330 play B H8
#? []
331 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
332 gogui-rules_board_size
#? [11 11 hex]
333 gogui-rules_captured_count
#? [0 0]
334 gogui-rules_side_to_move
#? [black]
play B H8
# error: illegal move: H8 cannot follow H8, the move begun \(gogui-rules_legal_moves\)
335 clear_board
#? []
336 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
337 gogui-rules_board_size
#? [11 11 hex]
338 gogui-rules_captured_count
#? [0 0]
339 gogui-rules_side_to_move
#? [black]
345 clear_board
#? []
346 play B F6
#? []
347 play B G7
#? []
348 play W D4
#? []
349 play W C4
#? []
350 play B H8
#? []
351 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
352 gogui-rules_board_size
#? [11 11 hex]
353 gogui-rules_captured_count
#? [0 0]
354 gogui-rules_side_to_move
#? [black]
355 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE D4 W\nLABEL J8 E J9 NE H9 NW G8 W G7 SW H7 SE\nCOLOR red H8\nTEXT black's piece on H8: click the neighbouring cell its wall faces \(marked\)]
356 gogui-rules_legal_moves
#? [J8 J9 H9 G8 G7 H7]
364 clear_board
#? []
365 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
366 gogui-rules_board_size
#? [11 11 hex]
367 gogui-rules_captured_count
#? [0 0]
368 gogui-rules_side_to_move
#? [black]
374 clear_board
#? []
375 play B F6
#? []
376 play B G7
#? []
377 play W D4
#? []
378 play W C4
#? []
379 play B H8
#? []
380 play B J8
#? []
381 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
382 gogui-rules_board_size
#? [11 11 hex]
383 gogui-rules_captured_count
#? [0 0]
384 gogui-rules_side_to_move
#? [white]
play B J8
# error: illegal move: it is not black's turn
385 clear_board
#? []
386 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
387 gogui-rules_board_size
#? [11 11 hex]
388 gogui-rules_captured_count
#? [0 0]
389 gogui-rules_side_to_move
#? [black]
396 clear_board
#? []
397 play B F6
#? []
398 play B G7
#? []
399 play W D4
#? []
400 play W C4
#? []
401 play B H8
#? []
402 play B J8
#? []
403 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
404 gogui-rules_board_size
#? [11 11 hex]
405 gogui-rules_captured_count
#? [0 0]
406 gogui-rules_side_to_move
#? [white]
407 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE H8 E D4 W\nCOLOR red H8\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
408 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 C8 D8 E8 F8 G8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
416 clear_board
#? []
417 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
418 gogui-rules_board_size
#? [11 11 hex]
419 gogui-rules_captured_count
#? [0 0]
420 gogui-rules_side_to_move
#? [black]
427 clear_board
#? []
428 play B F6
#? []
429 play B G7
#? []
430 play W D4
#? []
431 play W C4
#? []
432 play B H8
#? []
433 play B J8
#? []
434 play W C8
#? []
435 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
436 gogui-rules_board_size
#? [11 11 hex]
437 gogui-rules_captured_count
#? [0 0]
438 gogui-rules_side_to_move
#? [white]
play W C8
# error: illegal move: C8 cannot follow C8, the move begun \(gogui-rules_legal_moves\)
439 clear_board
#? []
440 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
441 gogui-rules_board_size
#? [11 11 hex]
442 gogui-rules_captured_count
#? [0 0]
443 gogui-rules_side_to_move
#? [black]
451 clear_board
#? []
452 play B F6
#? []
453 play B G7
#? []
454 play W D4
#? []
455 play W C4
#? []
456 play B H8
#? []
457 play B J8
#? []
458 play W C8
#? []
459 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
460 gogui-rules_board_size
#? [11 11 hex]
461 gogui-rules_captured_count
#? [0 0]
462 gogui-rules_side_to_move
#? [white]
463 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE H8 E D4 W\nLABEL D8 E D9 NE B7 SW C7 SE\nCOLOR red C8\nTEXT white's piece on C8: click the neighbouring cell its wall faces \(marked\)]
464 gogui-rules_legal_moves
#? [D8 D9 B7 C7]
472 clear_board
#? []
473 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
474 gogui-rules_board_size
#? [11 11 hex]
475 gogui-rules_captured_count
#? [0 0]
476 gogui-rules_side_to_move
#? [black]
484 clear_board
#? []
485 play B F6
#? []
486 play B G7
#? []
487 play W D4
#? []
488 play W C4
#? []
489 play B H8
#? []
490 play B J8
#? []
491 play W C8
#? []
492 play W D8
#? []
493 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
494 gogui-rules_board_size
#? [11 11 hex]
495 gogui-rules_captured_count
#? [0 0]
496 gogui-rules_side_to_move
#? [black]
play W D8
# error: illegal move: it is not white's turn
497 clear_board
#? []
498 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
499 gogui-rules_board_size
#? [11 11 hex]
500 gogui-rules_captured_count
#? [0 0]
501 gogui-rules_side_to_move
#? [black]
510 clear_board
#? []
511 play B F6
#? []
512 play B G7
#? []
513 play W D4
#? []
514 play W C4
#? []
515 play B H8
#? []
516 play B J8
#? []
517 play W C8
#? []
518 play W D8
#? []
519 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
520 gogui-rules_board_size
#? [11 11 hex]
521 gogui-rules_captured_count
#? [0 0]
522 gogui-rules_side_to_move
#? [black]
523 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE H8 E D4 W C8 E\nCOLOR red C8\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
524 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 D8 E8 F8 G8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
532 clear_board
#? []
533 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
534 gogui-rules_board_size
#? [11 11 hex]
535 gogui-rules_captured_count
#? [0 0]
536 gogui-rules_side_to_move
#? [black]
545 clear_board
#? []
546 play B F6
#? []
547 play B G7
#? []
548 play W D4
#? []
549 play W C4
#? []
550 play B H8
#? []
551 play B J8
#? []
552 play W C8
#? []
553 play W D8
#? []
554 play B E2
#? []
555 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
556 gogui-rules_board_size
#? [11 11 hex]
557 gogui-rules_captured_count
#? [0 0]
558 gogui-rules_side_to_move
#? [black]
play B E2
# error: illegal move: E2 cannot follow E2, the move begun \(gogui-rules_legal_moves\)
559 clear_board
#? []
560 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
561 gogui-rules_board_size
#? [11 11 hex]
562 gogui-rules_captured_count
#? [0 0]
563 gogui-rules_side_to_move
#? [black]
573 clear_board
#? []
574 play B F6
#? []
575 play B G7
#? []
576 play W D4
#? []
577 play W C4
#? []
578 play B H8
#? []
579 play B J8
#? []
580 play W C8
#? []
581 play W D8
#? []
582 play B E2
#? []
583 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
584 gogui-rules_board_size
#? [11 11 hex]
585 gogui-rules_captured_count
#? [0 0]
586 gogui-rules_side_to_move
#? [black]
587 gogui-rules_board_gfx
#? [CLEAR\nLABEL F6 NE H8 E D4 W C8 E\nLABEL F2 E F3 NE E3 NW D2 W D1 SW E1 SE\nCOLOR red E2\nTEXT black's piece on E2: click the neighbouring cell its wall faces \(marked\)]
588 gogui-rules_legal_moves
#? [F2 F3 E3 D2 D1 E1]
596 clear_board
#? []
597 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
598 gogui-rules_board_size
#? [11 11 hex]
599 gogui-rules_captured_count
#? [0 0]
600 gogui-rules_side_to_move
#? [black]
610 clear_board
#? []
611 play B F6
#? []
612 play B G7
#? []
613 play W D4
#? []
614 play W C4
#? []
615 play B H8
#? []
616 play B J8
#? []
617 play W C8
#? []
618 play W D8
#? []
619 play B E2
#? []
620 play B D2
#? []
621 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
622 gogui-rules_board_size
#? [11 11 hex]
623 gogui-rules_captured_count
#? [0 0]
624 gogui-rules_side_to_move
#? [white]
play B D2
# error: illegal move: it is not black's turn
625 clear_board
#? []
626 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
627 gogui-rules_board_size
#? [11 11 hex]
628 gogui-rules_captured_count
#? [0 0]
629 gogui-rules_side_to_move
#? [black]
640 clear_board
#? []
641 play B F6
#? []
642 play B G7
#? []
643 play W D4
#? []
644 play W C4
#? []
645 play B H8
#? []
646 play B J8
#? []
647 play W C8
#? []
648 play W D8
#? []
649 play B E2
#? []
650 play B D2
#? []
651 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
652 gogui-rules_board_size
#? [11 11 hex]
653 gogui-rules_captured_count
#? [0 0]
654 gogui-rules_side_to_move
#? [white]
655 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 W F6 NE H8 E D4 W C8 E\nCOLOR red E2\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
656 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 D8 E8 F8 G8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
661 clear_board
#? []
662 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
663 gogui-rules_board_size
#? [11 11 hex]
664 gogui-rules_captured_count
#? [0 0]
665 gogui-rules_side_to_move
#? [black]
676 clear_board
#? []
677 play B F6
#? []
678 play B G7
#? []
679 play W D4
#? []
680 play W C4
#? []
681 play B H8
#? []
682 play B J8
#? []
683 play W C8
#? []
684 play W D8
#? []
685 play B E2
#? []
686 play B D2
#? []
687 play W PASS
#? []
688 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
689 gogui-rules_board_size
#? [11 11 hex]
690 gogui-rules_captured_count
#? [0 0]
691 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
692 clear_board
#? []
693 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
694 gogui-rules_board_size
#? [11 11 hex]
695 gogui-rules_captured_count
#? [0 0]
696 gogui-rules_side_to_move
#? [black]
708 clear_board
#? []
709 play B F6
#? []
710 play B G7
#? []
711 play W D4
#? []
712 play W C4
#? []
713 play B H8
#? []
714 play B J8
#? []
715 play W C8
#? []
716 play W D8
#? []
717 play B E2
#? []
718 play B D2
#? []
719 play W PASS
#? []
720 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
721 gogui-rules_board_size
#? [11 11 hex]
722 gogui-rules_captured_count
#? [0 0]
723 gogui-rules_side_to_move
#? [black]
724 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 W F6 NE H8 E D4 W C8 E\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
725 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 D8 E8 F8 G8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
730 clear_board
#? []
731 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
732 gogui-rules_board_size
#? [11 11 hex]
733 gogui-rules_captured_count
#? [0 0]
734 gogui-rules_side_to_move
#? [black]
746 clear_board
#? []
747 play B F6
#? []
748 play B G7
#? []
749 play W D4
#? []
750 play W C4
#? []
751 play B H8
#? []
752 play B J8
#? []
753 play W C8
#? []
754 play W D8
#? []
755 play B E2
#? []
756 play B D2
#? []
757 play W PASS
#? []
758 play B PASS
#? []
759 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
760 gogui-rules_board_size
#? [11 11 hex]
761 gogui-rules_captured_count
#? [0 0]
762 gogui-rules_side_to_move
#? [white]
play B PASS
# error: illegal move: it is not black's turn
763 clear_board
#? []
764 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
765 gogui-rules_board_size
#? [11 11 hex]
766 gogui-rules_captured_count
#? [0 0]
767 gogui-rules_side_to_move
#? [black]
780 clear_board
#? []
781 play B F6
#? []
782 play B G7
#? []
783 play W D4
#? []
784 play W C4
#? []
785 play B H8
#? []
786 play B J8
#? []
787 play W C8
#? []
788 play W D8
#? []
789 play B E2
#? []
790 play B D2
#? []
791 play W PASS
#? []
792 play B PASS
#? []
793 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
794 gogui-rules_board_size
#? [11 11 hex]
795 gogui-rules_captured_count
#? [0 0]
796 gogui-rules_side_to_move
#? [white]
797 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 W F6 NE H8 E D4 W C8 E\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
798 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 A2 B2 C2 D2 F2 G2 A3 B3 C3 D3 E3 F3 G3 H3 A4 B4 C4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 A6 B6 C6 D6 E6 G6 H6 J6 K6 L6 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 D8 E8 F8 G8 J8 K8 L8 D9 E9 F9 G9 H9 J9 K9 L9 E10 F10 G10 H10 J10 K10 L10 F11 G11 H11 J11 K11 L11 PASS]
802 clear_board
#? []
803 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
804 gogui-rules_board_size
#? [11 11 hex]
805 gogui-rules_captured_count
#? [0 0]
806 gogui-rules_side_to_move
#? [black]
819 clear_board
#? []
820 play B F6
#? []
821 play B G7
#? []
822 play W D4
#? []
823 play W C4
#? []
824 play B H8
#? []
825 play B J8
#? []
826 play W C8
#? []
827 play W D8
#? []
828 play B E2
#? []
829 play B D2
#? []
830 play W PASS
#? []
831 play B PASS
#? []
832 play W PASS
#? []
833 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
834 gogui-rules_board_size
#? [11 11 hex]
835 gogui-rules_captured_count
#? [0 0]
836 gogui-rules_side_to_move
#? [black]
837 play W PASS
#? []
838 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
839 gogui-rules_board_size
#? [11 11 hex]
840 gogui-rules_captured_count
#? [0 0]
841 gogui-rules_side_to_move
#? [black]
844 clear_board
#? []
845 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
846 gogui-rules_board_size
#? [11 11 hex]
847 gogui-rules_captured_count
#? [0 0]
848 gogui-rules_side_to_move
#? [black]
862 clear_board
#? []
863 play B F6
#? []
864 play B G7
#? []
865 play W D4
#? []
866 play W C4
#? []
867 play B H8
#? []
868 play B J8
#? []
869 play W C8
#? []
870 play W D8
#? []
871 play B E2
#? []
872 play B D2
#? []
873 play W PASS
#? []
874 play B PASS
#? []
875 play W PASS
#? []
876 gogui-rules_board
#? [\? \? \? \? \? \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \.\n\? \? O \. \. \. \. X \. \. \.\n\? \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \?\n\. \. \. O \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. X \. \. \? \? \? \?\n\. \. \. \. \. \. \? \? \? \? \?]
877 gogui-rules_board_size
#? [11 11 hex]
878 gogui-rules_captured_count
#? [0 0]
879 gogui-rules_side_to_move
#? [black]
880 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 W F6 NE H8 E D4 W C8 E\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
881 gogui-rules_legal_moves
#? []
885 gogui-rules_final_result
#? [White wins by 1\.5 \(W\+1\.5\) by two passes; Black 3, White 4\.5]

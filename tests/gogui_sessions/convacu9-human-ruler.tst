# gtp-like 0.1.0 session of 2026-11-25 07:50:09: gtp-like --game convacu --size 9 --seed 1 --player mcts --playouts 300 --gogui
# replay: gtp-like regress --game convacu --size 9 --seed 1 --player mcts --playouts 300 --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_flips\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Convacu]
4 gogui-rules_board_size
#? [9]
5 clear_board
#? []
6 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
7 gogui-rules_board_size
#? [9]
8 gogui-rules_captured_count
#? [0 0]
9 clear_board
#? []
10 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
11 gogui-rules_board_size
#? [9]
12 gogui-rules_captured_count
#? [0 0]
13 name
#? [gtp-like]
14 protocol_version
#? [2]
15 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_flips\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
16 gogui-rules_game_id
#? [Convacu]
17 clear_board
#? []
18 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
19 gogui-rules_board_size
#? [9]
20 gogui-rules_captured_count
#? [0 0]
21 gogui-rules_side_to_move
#? [black]
22 clear_board
#? []
23 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
24 gogui-rules_board_size
#? [9]
25 gogui-rules_captured_count
#? [0 0]
26 gogui-rules_side_to_move
#? [black]
27 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
29 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9]
32 gogui-rules_game_id
#? [Convacu]
33 clear_board
#? []
34 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
35 gogui-rules_board_size
#? [9]
36 gogui-rules_captured_count
#? [0 0]
37 gogui-rules_side_to_move
#? [black]
38 clear_board
#? []
39 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
40 gogui-rules_board_size
#? [9]
41 gogui-rules_captured_count
#? [0 0]
42 gogui-rules_side_to_move
#? [black]
43 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
45 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9]
52 clear_board
#? []
53 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
54 gogui-rules_board_size
#? [9]
55 gogui-rules_captured_count
#? [0 0]
56 gogui-rules_side_to_move
#? [black]
57 clear_board
#? []
58 play B D8
#? []
59 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
60 gogui-rules_board_size
#? [9]
61 gogui-rules_captured_count
#? [0 0]
62 gogui-rules_side_to_move
#? [white]
play B D8
# error: illegal move: it is not black's turn
63 clear_board
#? []
64 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
65 gogui-rules_board_size
#? [9]
66 gogui-rules_captured_count
#? [0 0]
67 gogui-rules_side_to_move
#? [black]
69 clear_board
#? []
70 play B D8
#? []
71 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
72 gogui-rules_board_size
#? [9]
73 gogui-rules_captured_count
#? [0 0]
74 gogui-rules_side_to_move
#? [white]
75 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
76 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9]
84 clear_board
#? []
85 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
86 gogui-rules_board_size
#? [9]
87 gogui-rules_captured_count
#? [0 0]
88 gogui-rules_side_to_move
#? [black]
90 clear_board
#? []
91 play B D8
#? []
92 play W E5
#? []
93 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
94 gogui-rules_board_size
#? [9]
95 gogui-rules_captured_count
#? [0 0]
96 gogui-rules_side_to_move
#? [black]
play W E5
# error: illegal move: it is not white's turn
97 clear_board
#? []
98 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
99 gogui-rules_board_size
#? [9]
100 gogui-rules_captured_count
#? [0 0]
101 gogui-rules_side_to_move
#? [black]
104 clear_board
#? []
105 play B D8
#? []
106 play W E5
#? []
107 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
108 gogui-rules_board_size
#? [9]
109 gogui-rules_captured_count
#? [0 0]
110 gogui-rules_side_to_move
#? [black]
111 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
112 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9]
120 clear_board
#? []
121 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
122 gogui-rules_board_size
#? [9]
123 gogui-rules_captured_count
#? [0 0]
124 gogui-rules_side_to_move
#? [black]
127 clear_board
#? []
128 play B D8
#? []
129 play W E5
#? []
130 play B D5
#? []
131 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
132 gogui-rules_board_size
#? [9]
133 gogui-rules_captured_count
#? [0 0]
134 gogui-rules_side_to_move
#? [white]
play B D5
# error: illegal move: it is not black's turn
135 clear_board
#? []
136 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
137 gogui-rules_board_size
#? [9]
138 gogui-rules_captured_count
#? [0 0]
139 gogui-rules_side_to_move
#? [black]
143 clear_board
#? []
144 play B D8
#? []
145 play W E5
#? []
146 play B D5
#? []
147 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
148 gogui-rules_board_size
#? [9]
149 gogui-rules_captured_count
#? [0 0]
150 gogui-rules_side_to_move
#? [white]
151 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
152 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9]
160 clear_board
#? []
161 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
162 gogui-rules_board_size
#? [9]
163 gogui-rules_captured_count
#? [0 0]
164 gogui-rules_side_to_move
#? [black]
168 clear_board
#? []
169 play B D8
#? []
170 play W E5
#? []
171 play B D5
#? []
172 play W E3
#? []
173 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
174 gogui-rules_board_size
#? [9]
175 gogui-rules_captured_count
#? [0 0]
176 gogui-rules_side_to_move
#? [black]
play W E3
# error: illegal move: it is not white's turn
177 clear_board
#? []
178 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
179 gogui-rules_board_size
#? [9]
180 gogui-rules_captured_count
#? [0 0]
181 gogui-rules_side_to_move
#? [black]
186 clear_board
#? []
187 play B D8
#? []
188 play W E5
#? []
189 play B D5
#? []
190 play W E3
#? []
191 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
192 gogui-rules_board_size
#? [9]
193 gogui-rules_captured_count
#? [0 0]
194 gogui-rules_side_to_move
#? [black]
195 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
196 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9]
204 clear_board
#? []
205 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
206 gogui-rules_board_size
#? [9]
207 gogui-rules_captured_count
#? [0 0]
208 gogui-rules_side_to_move
#? [black]
213 clear_board
#? []
214 play B D8
#? []
215 play W E5
#? []
216 play B D5
#? []
217 play W E3
#? []
218 play B C7
#? []
219 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
220 gogui-rules_board_size
#? [9]
221 gogui-rules_captured_count
#? [0 0]
222 gogui-rules_side_to_move
#? [white]
play B C7
# error: illegal move: it is not black's turn
223 clear_board
#? []
224 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
225 gogui-rules_board_size
#? [9]
226 gogui-rules_captured_count
#? [0 0]
227 gogui-rules_side_to_move
#? [black]
233 clear_board
#? []
234 play B D8
#? []
235 play W E5
#? []
236 play B D5
#? []
237 play W E3
#? []
238 play B C7
#? []
239 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
240 gogui-rules_board_size
#? [9]
241 gogui-rules_captured_count
#? [0 0]
242 gogui-rules_side_to_move
#? [white]
243 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
244 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 D7 E7 F7 G7 H7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9]
252 clear_board
#? []
253 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
254 gogui-rules_board_size
#? [9]
255 gogui-rules_captured_count
#? [0 0]
256 gogui-rules_side_to_move
#? [black]
262 clear_board
#? []
263 play B D8
#? []
264 play W E5
#? []
265 play B D5
#? []
266 play W E3
#? []
267 play B C7
#? []
268 play W D3
#? []
269 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
270 gogui-rules_board_size
#? [9]
271 gogui-rules_captured_count
#? [0 0]
272 gogui-rules_side_to_move
#? [black]
play W D3
# error: illegal move: it is not white's turn
273 clear_board
#? []
274 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
275 gogui-rules_board_size
#? [9]
276 gogui-rules_captured_count
#? [0 0]
277 gogui-rules_side_to_move
#? [black]
284 clear_board
#? []
285 play B D8
#? []
286 play W E5
#? []
287 play B D5
#? []
288 play W E3
#? []
289 play B C7
#? []
290 play W D3
#? []
291 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
292 gogui-rules_board_size
#? [9]
293 gogui-rules_captured_count
#? [0 0]
294 gogui-rules_side_to_move
#? [black]
295 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
296 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 D7 E7 F7 G7 H7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9]
304 clear_board
#? []
305 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
306 gogui-rules_board_size
#? [9]
307 gogui-rules_captured_count
#? [0 0]
308 gogui-rules_side_to_move
#? [black]
315 clear_board
#? []
316 play B D8
#? []
317 play W E5
#? []
318 play B D5
#? []
319 play W E3
#? []
320 play B C7
#? []
321 play W D3
#? []
322 play B G2
#? []
323 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
324 gogui-rules_board_size
#? [9]
325 gogui-rules_captured_count
#? [0 0]
326 gogui-rules_side_to_move
#? [white]
play B G2
# error: illegal move: it is not black's turn
327 clear_board
#? []
328 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
329 gogui-rules_board_size
#? [9]
330 gogui-rules_captured_count
#? [0 0]
331 gogui-rules_side_to_move
#? [black]
339 clear_board
#? []
340 play B D8
#? []
341 play W E5
#? []
342 play B D5
#? []
343 play W E3
#? []
344 play B C7
#? []
345 play W D3
#? []
346 play B G2
#? []
347 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
348 gogui-rules_board_size
#? [9]
349 gogui-rules_captured_count
#? [0 0]
350 gogui-rules_side_to_move
#? [white]
351 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
352 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 D7 E7 F7 G7 H7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9]
360 clear_board
#? []
361 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
362 gogui-rules_board_size
#? [9]
363 gogui-rules_captured_count
#? [0 0]
364 gogui-rules_side_to_move
#? [black]
372 clear_board
#? []
373 play B D8
#? []
374 play W E5
#? []
375 play B D5
#? []
376 play W E3
#? []
377 play B C7
#? []
378 play W D3
#? []
379 play B G2
#? []
380 play W D9
#? []
381 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
382 gogui-rules_board_size
#? [9]
383 gogui-rules_captured_count
#? [0 0]
384 gogui-rules_side_to_move
#? [black]
play W D9
# error: illegal move: it is not white's turn
385 clear_board
#? []
386 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
387 gogui-rules_board_size
#? [9]
388 gogui-rules_captured_count
#? [0 0]
389 gogui-rules_side_to_move
#? [black]
398 clear_board
#? []
399 play B D8
#? []
400 play W E5
#? []
401 play B D5
#? []
402 play W E3
#? []
403 play B C7
#? []
404 play W D3
#? []
405 play B G2
#? []
406 play W D9
#? []
407 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
408 gogui-rules_board_size
#? [9]
409 gogui-rules_captured_count
#? [0 0]
410 gogui-rules_side_to_move
#? [black]
411 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
412 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 D7 E7 F7 G7 H7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
420 clear_board
#? []
421 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
422 gogui-rules_board_size
#? [9]
423 gogui-rules_captured_count
#? [0 0]
424 gogui-rules_side_to_move
#? [black]
433 clear_board
#? []
434 play B D8
#? []
435 play W E5
#? []
436 play B D5
#? []
437 play W E3
#? []
438 play B C7
#? []
439 play W D3
#? []
440 play B G2
#? []
441 play W D9
#? []
442 play B E4
#? []
443 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
444 gogui-rules_board_size
#? [9]
445 gogui-rules_captured_count
#? [0 0]
446 gogui-rules_side_to_move
#? [white]
play B E4
# error: illegal move: it is not black's turn
447 clear_board
#? []
448 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
449 gogui-rules_board_size
#? [9]
450 gogui-rules_captured_count
#? [0 0]
451 gogui-rules_side_to_move
#? [black]
461 clear_board
#? []
462 play B D8
#? []
463 play W E5
#? []
464 play B D5
#? []
465 play W E3
#? []
466 play B C7
#? []
467 play W D3
#? []
468 play B G2
#? []
469 play W D9
#? []
470 play B E4
#? []
471 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
472 gogui-rules_board_size
#? [9]
473 gogui-rules_captured_count
#? [0 0]
474 gogui-rules_side_to_move
#? [white]
475 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
476 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 F4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 D7 E7 F7 G7 H7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
484 clear_board
#? []
485 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
486 gogui-rules_board_size
#? [9]
487 gogui-rules_captured_count
#? [0 0]
488 gogui-rules_side_to_move
#? [black]
498 clear_board
#? []
499 play B D8
#? []
500 play W E5
#? []
501 play B D5
#? []
502 play W E3
#? []
503 play B C7
#? []
504 play W D3
#? []
505 play B G2
#? []
506 play W D9
#? []
507 play B E4
#? []
508 play W H7
#? []
509 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. O \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
510 gogui-rules_board_size
#? [9]
511 gogui-rules_captured_count
#? [0 0]
512 gogui-rules_side_to_move
#? [black]
play W H7
# error: illegal move: it is not white's turn
513 clear_board
#? []
514 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
515 gogui-rules_board_size
#? [9]
516 gogui-rules_captured_count
#? [0 0]
517 gogui-rules_side_to_move
#? [black]
528 clear_board
#? []
529 play B D8
#? []
530 play W E5
#? []
531 play B D5
#? []
532 play W E3
#? []
533 play B C7
#? []
534 play W D3
#? []
535 play B G2
#? []
536 play W D9
#? []
537 play B E4
#? []
538 play W H7
#? []
539 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. O \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X \. \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
540 gogui-rules_board_size
#? [9]
541 gogui-rules_captured_count
#? [0 0]
542 gogui-rules_side_to_move
#? [black]
543 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
544 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 F4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 D7 E7 F7 G7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
552 clear_board
#? []
553 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
554 gogui-rules_board_size
#? [9]
555 gogui-rules_captured_count
#? [0 0]
556 gogui-rules_side_to_move
#? [black]
567 clear_board
#? []
568 play B D8
#? []
569 play W E5
#? []
570 play B D5
#? []
571 play W E3
#? []
572 play B C7
#? []
573 play W D3
#? []
574 play B G2
#? []
575 play W D9
#? []
576 play B E4
#? []
577 play W H7
#? []
578 play B F4
#? []
579 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. O \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
580 gogui-rules_board_size
#? [9]
581 gogui-rules_captured_count
#? [0 0]
582 gogui-rules_side_to_move
#? [white]
play B F4
# error: illegal move: it is not black's turn
583 clear_board
#? []
584 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
585 gogui-rules_board_size
#? [9]
586 gogui-rules_captured_count
#? [0 0]
587 gogui-rules_side_to_move
#? [black]
599 clear_board
#? []
600 play B D8
#? []
601 play W E5
#? []
602 play B D5
#? []
603 play W E3
#? []
604 play B C7
#? []
605 play W D3
#? []
606 play B G2
#? []
607 play W D9
#? []
608 play B E4
#? []
609 play W H7
#? []
610 play B F4
#? []
611 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. O \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
612 gogui-rules_board_size
#? [9]
613 gogui-rules_captured_count
#? [0 0]
614 gogui-rules_side_to_move
#? [white]
615 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
616 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 D7 E7 F7 G7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
624 clear_board
#? []
625 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
626 gogui-rules_board_size
#? [9]
627 gogui-rules_captured_count
#? [0 0]
628 gogui-rules_side_to_move
#? [black]
640 clear_board
#? []
641 play B D8
#? []
642 play W E5
#? []
643 play B D5
#? []
644 play W E3
#? []
645 play B C7
#? []
646 play W D3
#? []
647 play B G2
#? []
648 play W D9
#? []
649 play B E4
#? []
650 play W H7
#? []
651 play B F4
#? []
652 play W B6
#? []
653 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. O \.\n\. O \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
654 gogui-rules_board_size
#? [9]
655 gogui-rules_captured_count
#? [0 0]
656 gogui-rules_side_to_move
#? [black]
play W B6
# error: illegal move: it is not white's turn
657 clear_board
#? []
658 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
659 gogui-rules_board_size
#? [9]
660 gogui-rules_captured_count
#? [0 0]
661 gogui-rules_side_to_move
#? [black]
674 clear_board
#? []
675 play B D8
#? []
676 play W E5
#? []
677 play B D5
#? []
678 play W E3
#? []
679 play B C7
#? []
680 play W D3
#? []
681 play B G2
#? []
682 play W D9
#? []
683 play B E4
#? []
684 play W H7
#? []
685 play B F4
#? []
686 play W B6
#? []
687 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X \. \. \. \. O \.\n\. O \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
688 gogui-rules_board_size
#? [9]
689 gogui-rules_captured_count
#? [0 0]
690 gogui-rules_side_to_move
#? [black]
691 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
692 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 C6 D6 E6 F6 G6 H6 J6 A7 B7 D7 E7 F7 G7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
700 clear_board
#? []
701 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
702 gogui-rules_board_size
#? [9]
703 gogui-rules_captured_count
#? [0 0]
704 gogui-rules_side_to_move
#? [black]
717 clear_board
#? []
718 play B D8
#? []
719 play W E5
#? []
720 play B D5
#? []
721 play W E3
#? []
722 play B C7
#? []
723 play W D3
#? []
724 play B G2
#? []
725 play W D9
#? []
726 play B E4
#? []
727 play W H7
#? []
728 play B F4
#? []
729 play W B6
#? []
730 play B D7
#? []
731 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O \.\n\. O \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
732 gogui-rules_board_size
#? [9]
733 gogui-rules_captured_count
#? [0 0]
734 gogui-rules_side_to_move
#? [white]
play B D7
# error: illegal move: it is not black's turn
735 clear_board
#? []
736 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
737 gogui-rules_board_size
#? [9]
738 gogui-rules_captured_count
#? [0 0]
739 gogui-rules_side_to_move
#? [black]
753 clear_board
#? []
754 play B D8
#? []
755 play W E5
#? []
756 play B D5
#? []
757 play W E3
#? []
758 play B C7
#? []
759 play W D3
#? []
760 play B G2
#? []
761 play W D9
#? []
762 play B E4
#? []
763 play W H7
#? []
764 play B F4
#? []
765 play W B6
#? []
766 play B D7
#? []
767 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O \.\n\. O \. \. \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
768 gogui-rules_board_size
#? [9]
769 gogui-rules_captured_count
#? [0 0]
770 gogui-rules_side_to_move
#? [white]
771 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
772 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 C6 D6 E6 F6 G6 H6 J6 A7 B7 E7 F7 G7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
780 clear_board
#? []
781 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
782 gogui-rules_board_size
#? [9]
783 gogui-rules_captured_count
#? [0 0]
784 gogui-rules_side_to_move
#? [black]
798 clear_board
#? []
799 play B D8
#? []
800 play W E5
#? []
801 play B D5
#? []
802 play W E3
#? []
803 play B C7
#? []
804 play W D3
#? []
805 play B G2
#? []
806 play W D9
#? []
807 play B E4
#? []
808 play W H7
#? []
809 play B F4
#? []
810 play W B6
#? []
811 play B D7
#? []
812 play W D6
#? []
813 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O \.\n\. O \. O \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
814 gogui-rules_board_size
#? [9]
815 gogui-rules_captured_count
#? [0 0]
816 gogui-rules_side_to_move
#? [black]
play W D6
# error: illegal move: it is not white's turn
817 clear_board
#? []
818 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
819 gogui-rules_board_size
#? [9]
820 gogui-rules_captured_count
#? [0 0]
821 gogui-rules_side_to_move
#? [black]
836 clear_board
#? []
837 play B D8
#? []
838 play W E5
#? []
839 play B D5
#? []
840 play W E3
#? []
841 play B C7
#? []
842 play W D3
#? []
843 play B G2
#? []
844 play W D9
#? []
845 play B E4
#? []
846 play W H7
#? []
847 play B F4
#? []
848 play W B6
#? []
849 play B D7
#? []
850 play W D6
#? []
851 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O \.\n\. O \. O \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X \. \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
852 gogui-rules_board_size
#? [9]
853 gogui-rules_captured_count
#? [0 0]
854 gogui-rules_side_to_move
#? [black]
855 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
856 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 G4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 C6 E6 F6 G6 H6 J6 A7 B7 E7 F7 G7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
864 clear_board
#? []
865 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
866 gogui-rules_board_size
#? [9]
867 gogui-rules_captured_count
#? [0 0]
868 gogui-rules_side_to_move
#? [black]
883 clear_board
#? []
884 play B D8
#? []
885 play W E5
#? []
886 play B D5
#? []
887 play W E3
#? []
888 play B C7
#? []
889 play W D3
#? []
890 play B G2
#? []
891 play W D9
#? []
892 play B E4
#? []
893 play W H7
#? []
894 play B F4
#? []
895 play W B6
#? []
896 play B D7
#? []
897 play W D6
#? []
898 play B G4
#? []
899 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O \.\n\. O \. O \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
900 gogui-rules_board_size
#? [9]
901 gogui-rules_captured_count
#? [0 0]
902 gogui-rules_side_to_move
#? [white]
play B G4
# error: illegal move: it is not black's turn
903 clear_board
#? []
904 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
905 gogui-rules_board_size
#? [9]
906 gogui-rules_captured_count
#? [0 0]
907 gogui-rules_side_to_move
#? [black]
923 clear_board
#? []
924 play B D8
#? []
925 play W E5
#? []
926 play B D5
#? []
927 play W E3
#? []
928 play B C7
#? []
929 play W D3
#? []
930 play B G2
#? []
931 play W D9
#? []
932 play B E4
#? []
933 play W H7
#? []
934 play B F4
#? []
935 play W B6
#? []
936 play B D7
#? []
937 play W D6
#? []
938 play B G4
#? []
939 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O \.\n\. O \. O \. \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
940 gogui-rules_board_size
#? [9]
941 gogui-rules_captured_count
#? [0 0]
942 gogui-rules_side_to_move
#? [white]
943 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
944 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 C6 E6 F6 G6 H6 J6 A7 B7 E7 F7 G7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
952 clear_board
#? []
953 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
954 gogui-rules_board_size
#? [9]
955 gogui-rules_captured_count
#? [0 0]
956 gogui-rules_side_to_move
#? [black]
972 clear_board
#? []
973 play B D8
#? []
974 play W E5
#? []
975 play B D5
#? []
976 play W E3
#? []
977 play B C7
#? []
978 play W D3
#? []
979 play B G2
#? []
980 play W D9
#? []
981 play B E4
#? []
982 play W H7
#? []
983 play B F4
#? []
984 play W B6
#? []
985 play B D7
#? []
986 play W D6
#? []
987 play B G4
#? []
988 play W E6
#? []
989 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O \.\n\. O \. O O \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
990 gogui-rules_board_size
#? [9]
991 gogui-rules_captured_count
#? [0 0]
992 gogui-rules_side_to_move
#? [black]
play W E6
# error: illegal move: it is not white's turn
993 clear_board
#? []
994 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
995 gogui-rules_board_size
#? [9]
996 gogui-rules_captured_count
#? [0 0]
997 gogui-rules_side_to_move
#? [black]
1014 clear_board
#? []
1015 play B D8
#? []
1016 play W E5
#? []
1017 play B D5
#? []
1018 play W E3
#? []
1019 play B C7
#? []
1020 play W D3
#? []
1021 play B G2
#? []
1022 play W D9
#? []
1023 play B E4
#? []
1024 play W H7
#? []
1025 play B F4
#? []
1026 play W B6
#? []
1027 play B D7
#? []
1028 play W D6
#? []
1029 play B G4
#? []
1030 play W E6
#? []
1031 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O \.\n\. O \. O O \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1032 gogui-rules_board_size
#? [9]
1033 gogui-rules_captured_count
#? [0 0]
1034 gogui-rules_side_to_move
#? [black]
1035 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1036 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 C6 F6 G6 H6 J6 A7 B7 E7 F7 G7 J7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
1044 clear_board
#? []
1045 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1046 gogui-rules_board_size
#? [9]
1047 gogui-rules_captured_count
#? [0 0]
1048 gogui-rules_side_to_move
#? [black]
1065 clear_board
#? []
1066 play B D8
#? []
1067 play W E5
#? []
1068 play B D5
#? []
1069 play W E3
#? []
1070 play B C7
#? []
1071 play W D3
#? []
1072 play B G2
#? []
1073 play W D9
#? []
1074 play B E4
#? []
1075 play W H7
#? []
1076 play B F4
#? []
1077 play W B6
#? []
1078 play B D7
#? []
1079 play W D6
#? []
1080 play B G4
#? []
1081 play W E6
#? []
1082 play B J7
#? []
1083 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O X\n\. O \. O O \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1084 gogui-rules_board_size
#? [9]
1085 gogui-rules_captured_count
#? [0 0]
1086 gogui-rules_side_to_move
#? [white]
play B J7
# error: illegal move: it is not black's turn
1087 clear_board
#? []
1088 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1089 gogui-rules_board_size
#? [9]
1090 gogui-rules_captured_count
#? [0 0]
1091 gogui-rules_side_to_move
#? [black]
1109 clear_board
#? []
1110 play B D8
#? []
1111 play W E5
#? []
1112 play B D5
#? []
1113 play W E3
#? []
1114 play B C7
#? []
1115 play W D3
#? []
1116 play B G2
#? []
1117 play W D9
#? []
1118 play B E4
#? []
1119 play W H7
#? []
1120 play B F4
#? []
1121 play W B6
#? []
1122 play B D7
#? []
1123 play W D6
#? []
1124 play B G4
#? []
1125 play W E6
#? []
1126 play B J7
#? []
1127 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O X\n\. O \. O O \. \. \. \.\n\. \. \. X O \. \. \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1128 gogui-rules_board_size
#? [9]
1129 gogui-rules_captured_count
#? [0 0]
1130 gogui-rules_side_to_move
#? [white]
1131 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1132 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 C5 F5 G5 H5 J5 A6 C6 F6 G6 H6 J6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
1140 clear_board
#? []
1141 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1142 gogui-rules_board_size
#? [9]
1143 gogui-rules_captured_count
#? [0 0]
1144 gogui-rules_side_to_move
#? [black]
1162 clear_board
#? []
1163 play B D8
#? []
1164 play W E5
#? []
1165 play B D5
#? []
1166 play W E3
#? []
1167 play B C7
#? []
1168 play W D3
#? []
1169 play B G2
#? []
1170 play W D9
#? []
1171 play B E4
#? []
1172 play W H7
#? []
1173 play B F4
#? []
1174 play W B6
#? []
1175 play B D7
#? []
1176 play W D6
#? []
1177 play B G4
#? []
1178 play W E6
#? []
1179 play B J7
#? []
1180 play W C5
#? []
1181 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O X\n\. O \. O O \. \. \. \.\n\. \. O X O \. \. \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1182 gogui-rules_board_size
#? [9]
1183 gogui-rules_captured_count
#? [0 0]
1184 gogui-rules_side_to_move
#? [black]
play W C5
# error: illegal move: it is not white's turn
1185 clear_board
#? []
1186 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1187 gogui-rules_board_size
#? [9]
1188 gogui-rules_captured_count
#? [0 0]
1189 gogui-rules_side_to_move
#? [black]
1208 clear_board
#? []
1209 play B D8
#? []
1210 play W E5
#? []
1211 play B D5
#? []
1212 play W E3
#? []
1213 play B C7
#? []
1214 play W D3
#? []
1215 play B G2
#? []
1216 play W D9
#? []
1217 play B E4
#? []
1218 play W H7
#? []
1219 play B F4
#? []
1220 play W B6
#? []
1221 play B D7
#? []
1222 play W D6
#? []
1223 play B G4
#? []
1224 play W E6
#? []
1225 play B J7
#? []
1226 play W C5
#? []
1227 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O X\n\. O \. O O \. \. \. \.\n\. \. O X O \. \. \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1228 gogui-rules_board_size
#? [9]
1229 gogui-rules_captured_count
#? [0 0]
1230 gogui-rules_side_to_move
#? [black]
1231 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1232 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 F5 G5 H5 J5 A6 C6 F6 G6 H6 J6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
1240 clear_board
#? []
1241 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1242 gogui-rules_board_size
#? [9]
1243 gogui-rules_captured_count
#? [0 0]
1244 gogui-rules_side_to_move
#? [black]
1263 clear_board
#? []
1264 play B D8
#? []
1265 play W E5
#? []
1266 play B D5
#? []
1267 play W E3
#? []
1268 play B C7
#? []
1269 play W D3
#? []
1270 play B G2
#? []
1271 play W D9
#? []
1272 play B E4
#? []
1273 play W H7
#? []
1274 play B F4
#? []
1275 play W B6
#? []
1276 play B D7
#? []
1277 play W D6
#? []
1278 play B G4
#? []
1279 play W E6
#? []
1280 play B J7
#? []
1281 play W C5
#? []
1282 play B G5
#? []
1283 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O X\n\. O \. O O \. \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1284 gogui-rules_board_size
#? [9]
1285 gogui-rules_captured_count
#? [0 0]
1286 gogui-rules_side_to_move
#? [white]
play B G5
# error: illegal move: it is not black's turn
1287 clear_board
#? []
1288 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1289 gogui-rules_board_size
#? [9]
1290 gogui-rules_captured_count
#? [0 0]
1291 gogui-rules_side_to_move
#? [black]
1311 clear_board
#? []
1312 play B D8
#? []
1313 play W E5
#? []
1314 play B D5
#? []
1315 play W E3
#? []
1316 play B C7
#? []
1317 play W D3
#? []
1318 play B G2
#? []
1319 play W D9
#? []
1320 play B E4
#? []
1321 play W H7
#? []
1322 play B F4
#? []
1323 play W B6
#? []
1324 play B D7
#? []
1325 play W D6
#? []
1326 play B G4
#? []
1327 play W E6
#? []
1328 play B J7
#? []
1329 play W C5
#? []
1330 play B G5
#? []
1331 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O X\n\. O \. O O \. \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1332 gogui-rules_board_size
#? [9]
1333 gogui-rules_captured_count
#? [0 0]
1334 gogui-rules_side_to_move
#? [white]
1335 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1336 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 F5 H5 J5 A6 C6 F6 G6 H6 J6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
1344 clear_board
#? []
1345 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1346 gogui-rules_board_size
#? [9]
1347 gogui-rules_captured_count
#? [0 0]
1348 gogui-rules_side_to_move
#? [black]
1368 clear_board
#? []
1369 play B D8
#? []
1370 play W E5
#? []
1371 play B D5
#? []
1372 play W E3
#? []
1373 play B C7
#? []
1374 play W D3
#? []
1375 play B G2
#? []
1376 play W D9
#? []
1377 play B E4
#? []
1378 play W H7
#? []
1379 play B F4
#? []
1380 play W B6
#? []
1381 play B D7
#? []
1382 play W D6
#? []
1383 play B G4
#? []
1384 play W E6
#? []
1385 play B J7
#? []
1386 play W C5
#? []
1387 play B G5
#? []
1388 play W F6
#? []
1389 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O X\n\. O \. O O O \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1390 gogui-rules_board_size
#? [9]
1391 gogui-rules_captured_count
#? [0 0]
1392 gogui-rules_side_to_move
#? [black]
play W F6
# error: illegal move: it is not white's turn
1393 clear_board
#? []
1394 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1395 gogui-rules_board_size
#? [9]
1396 gogui-rules_captured_count
#? [0 0]
1397 gogui-rules_side_to_move
#? [black]
1418 clear_board
#? []
1419 play B D8
#? []
1420 play W E5
#? []
1421 play B D5
#? []
1422 play W E3
#? []
1423 play B C7
#? []
1424 play W D3
#? []
1425 play B G2
#? []
1426 play W D9
#? []
1427 play B E4
#? []
1428 play W H7
#? []
1429 play B F4
#? []
1430 play W B6
#? []
1431 play B D7
#? []
1432 play W D6
#? []
1433 play B G4
#? []
1434 play W E6
#? []
1435 play B J7
#? []
1436 play W C5
#? []
1437 play B G5
#? []
1438 play W F6
#? []
1439 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. \.\n\. \. X X \. \. \. O X\n\. O \. O O O \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1440 gogui-rules_board_size
#? [9]
1441 gogui-rules_captured_count
#? [0 0]
1442 gogui-rules_side_to_move
#? [black]
1443 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1444 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 F5 H5 J5 A6 C6 G6 H6 J6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 J8 A9 B9 C9 E9 F9 G9 H9 J9]
1452 clear_board
#? []
1453 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1454 gogui-rules_board_size
#? [9]
1455 gogui-rules_captured_count
#? [0 0]
1456 gogui-rules_side_to_move
#? [black]
1477 clear_board
#? []
1478 play B D8
#? []
1479 play W E5
#? []
1480 play B D5
#? []
1481 play W E3
#? []
1482 play B C7
#? []
1483 play W D3
#? []
1484 play B G2
#? []
1485 play W D9
#? []
1486 play B E4
#? []
1487 play W H7
#? []
1488 play B F4
#? []
1489 play W B6
#? []
1490 play B D7
#? []
1491 play W D6
#? []
1492 play B G4
#? []
1493 play W E6
#? []
1494 play B J7
#? []
1495 play W C5
#? []
1496 play B G5
#? []
1497 play W F6
#? []
1498 play B J8
#? []
1499 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O \. O O O \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1500 gogui-rules_board_size
#? [9]
1501 gogui-rules_captured_count
#? [0 0]
1502 gogui-rules_side_to_move
#? [white]
play B J8
# error: illegal move: it is not black's turn
1503 clear_board
#? []
1504 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1505 gogui-rules_board_size
#? [9]
1506 gogui-rules_captured_count
#? [0 0]
1507 gogui-rules_side_to_move
#? [black]
1529 clear_board
#? []
1530 play B D8
#? []
1531 play W E5
#? []
1532 play B D5
#? []
1533 play W E3
#? []
1534 play B C7
#? []
1535 play W D3
#? []
1536 play B G2
#? []
1537 play W D9
#? []
1538 play B E4
#? []
1539 play W H7
#? []
1540 play B F4
#? []
1541 play W B6
#? []
1542 play B D7
#? []
1543 play W D6
#? []
1544 play B G4
#? []
1545 play W E6
#? []
1546 play B J7
#? []
1547 play W C5
#? []
1548 play B G5
#? []
1549 play W F6
#? []
1550 play B J8
#? []
1551 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O \. O O O \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O \. \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1552 gogui-rules_board_size
#? [9]
1553 gogui-rules_captured_count
#? [0 0]
1554 gogui-rules_side_to_move
#? [white]
1555 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1556 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 F3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 F5 H5 J5 A6 C6 G6 H6 J6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9 J9]
1564 clear_board
#? []
1565 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1566 gogui-rules_board_size
#? [9]
1567 gogui-rules_captured_count
#? [0 0]
1568 gogui-rules_side_to_move
#? [black]
1590 clear_board
#? []
1591 play B D8
#? []
1592 play W E5
#? []
1593 play B D5
#? []
1594 play W E3
#? []
1595 play B C7
#? []
1596 play W D3
#? []
1597 play B G2
#? []
1598 play W D9
#? []
1599 play B E4
#? []
1600 play W H7
#? []
1601 play B F4
#? []
1602 play W B6
#? []
1603 play B D7
#? []
1604 play W D6
#? []
1605 play B G4
#? []
1606 play W E6
#? []
1607 play B J7
#? []
1608 play W C5
#? []
1609 play B G5
#? []
1610 play W F6
#? []
1611 play B J8
#? []
1612 play W F3
#? []
1613 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O \. O O O \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1614 gogui-rules_board_size
#? [9]
1615 gogui-rules_captured_count
#? [0 0]
1616 gogui-rules_side_to_move
#? [black]
play W F3
# error: illegal move: it is not white's turn
1617 clear_board
#? []
1618 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1619 gogui-rules_board_size
#? [9]
1620 gogui-rules_captured_count
#? [0 0]
1621 gogui-rules_side_to_move
#? [black]
1644 clear_board
#? []
1645 play B D8
#? []
1646 play W E5
#? []
1647 play B D5
#? []
1648 play W E3
#? []
1649 play B C7
#? []
1650 play W D3
#? []
1651 play B G2
#? []
1652 play W D9
#? []
1653 play B E4
#? []
1654 play W H7
#? []
1655 play B F4
#? []
1656 play W B6
#? []
1657 play B D7
#? []
1658 play W D6
#? []
1659 play B G4
#? []
1660 play W E6
#? []
1661 play B J7
#? []
1662 play W C5
#? []
1663 play B G5
#? []
1664 play W F6
#? []
1665 play B J8
#? []
1666 play W F3
#? []
1667 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O \. O O O \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1668 gogui-rules_board_size
#? [9]
1669 gogui-rules_captured_count
#? [0 0]
1670 gogui-rules_side_to_move
#? [black]
1671 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1672 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 F5 H5 J5 A6 C6 G6 H6 J6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9 J9]
1680 clear_board
#? []
1681 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1682 gogui-rules_board_size
#? [9]
1683 gogui-rules_captured_count
#? [0 0]
1684 gogui-rules_side_to_move
#? [black]
1707 clear_board
#? []
1708 play B D8
#? []
1709 play W E5
#? []
1710 play B D5
#? []
1711 play W E3
#? []
1712 play B C7
#? []
1713 play W D3
#? []
1714 play B G2
#? []
1715 play W D9
#? []
1716 play B E4
#? []
1717 play W H7
#? []
1718 play B F4
#? []
1719 play W B6
#? []
1720 play B D7
#? []
1721 play W D6
#? []
1722 play B G4
#? []
1723 play W E6
#? []
1724 play B J7
#? []
1725 play W C5
#? []
1726 play B G5
#? []
1727 play W F6
#? []
1728 play B J8
#? []
1729 play W F3
#? []
1730 play B C6
#? []
1731 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1732 gogui-rules_board_size
#? [9]
1733 gogui-rules_captured_count
#? [0 0]
1734 gogui-rules_side_to_move
#? [white]
play B C6
# error: illegal move: it is not black's turn
1735 clear_board
#? []
1736 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1737 gogui-rules_board_size
#? [9]
1738 gogui-rules_captured_count
#? [0 0]
1739 gogui-rules_side_to_move
#? [black]
1763 clear_board
#? []
1764 play B D8
#? []
1765 play W E5
#? []
1766 play B D5
#? []
1767 play W E3
#? []
1768 play B C7
#? []
1769 play W D3
#? []
1770 play B G2
#? []
1771 play W D9
#? []
1772 play B E4
#? []
1773 play W H7
#? []
1774 play B F4
#? []
1775 play W B6
#? []
1776 play B D7
#? []
1777 play W D6
#? []
1778 play B G4
#? []
1779 play W E6
#? []
1780 play B J7
#? []
1781 play W C5
#? []
1782 play B G5
#? []
1783 play W F6
#? []
1784 play B J8
#? []
1785 play W F3
#? []
1786 play B C6
#? []
1787 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. \.\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1788 gogui-rules_board_size
#? [9]
1789 gogui-rules_captured_count
#? [0 0]
1790 gogui-rules_side_to_move
#? [white]
1791 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1792 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 F5 H5 J5 A6 G6 H6 J6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9 J9]
1800 clear_board
#? []
1801 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1802 gogui-rules_board_size
#? [9]
1803 gogui-rules_captured_count
#? [0 0]
1804 gogui-rules_side_to_move
#? [black]
1828 clear_board
#? []
1829 play B D8
#? []
1830 play W E5
#? []
1831 play B D5
#? []
1832 play W E3
#? []
1833 play B C7
#? []
1834 play W D3
#? []
1835 play B G2
#? []
1836 play W D9
#? []
1837 play B E4
#? []
1838 play W H7
#? []
1839 play B F4
#? []
1840 play W B6
#? []
1841 play B D7
#? []
1842 play W D6
#? []
1843 play B G4
#? []
1844 play W E6
#? []
1845 play B J7
#? []
1846 play W C5
#? []
1847 play B G5
#? []
1848 play W F6
#? []
1849 play B J8
#? []
1850 play W F3
#? []
1851 play B C6
#? []
1852 play W J6
#? []
1853 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. O\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1854 gogui-rules_board_size
#? [9]
1855 gogui-rules_captured_count
#? [0 0]
1856 gogui-rules_side_to_move
#? [black]
play W J6
# error: illegal move: it is not white's turn
1857 clear_board
#? []
1858 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1859 gogui-rules_board_size
#? [9]
1860 gogui-rules_captured_count
#? [0 0]
1861 gogui-rules_side_to_move
#? [black]
1886 clear_board
#? []
1887 play B D8
#? []
1888 play W E5
#? []
1889 play B D5
#? []
1890 play W E3
#? []
1891 play B C7
#? []
1892 play W D3
#? []
1893 play B G2
#? []
1894 play W D9
#? []
1895 play B E4
#? []
1896 play W H7
#? []
1897 play B F4
#? []
1898 play W B6
#? []
1899 play B D7
#? []
1900 play W D6
#? []
1901 play B G4
#? []
1902 play W E6
#? []
1903 play B J7
#? []
1904 play W C5
#? []
1905 play B G5
#? []
1906 play W F6
#? []
1907 play B J8
#? []
1908 play W F3
#? []
1909 play B C6
#? []
1910 play W J6
#? []
1911 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. O\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. \. \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1912 gogui-rules_board_size
#? [9]
1913 gogui-rules_captured_count
#? [0 0]
1914 gogui-rules_side_to_move
#? [black]
1915 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1916 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 F5 H5 J5 A6 G6 H6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9 J9]
1924 clear_board
#? []
1925 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1926 gogui-rules_board_size
#? [9]
1927 gogui-rules_captured_count
#? [0 0]
1928 gogui-rules_side_to_move
#? [black]
1953 clear_board
#? []
1954 play B D8
#? []
1955 play W E5
#? []
1956 play B D5
#? []
1957 play W E3
#? []
1958 play B C7
#? []
1959 play W D3
#? []
1960 play B G2
#? []
1961 play W D9
#? []
1962 play B E4
#? []
1963 play W H7
#? []
1964 play B F4
#? []
1965 play W B6
#? []
1966 play B D7
#? []
1967 play W D6
#? []
1968 play B G4
#? []
1969 play W E6
#? []
1970 play B J7
#? []
1971 play W C5
#? []
1972 play B G5
#? []
1973 play W F6
#? []
1974 play B J8
#? []
1975 play W F3
#? []
1976 play B C6
#? []
1977 play W J6
#? []
1978 play B D2
#? []
1979 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. O\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
1980 gogui-rules_board_size
#? [9]
1981 gogui-rules_captured_count
#? [0 0]
1982 gogui-rules_side_to_move
#? [white]
play B D2
# error: illegal move: it is not black's turn
1983 clear_board
#? []
1984 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
1985 gogui-rules_board_size
#? [9]
1986 gogui-rules_captured_count
#? [0 0]
1987 gogui-rules_side_to_move
#? [black]
2013 clear_board
#? []
2014 play B D8
#? []
2015 play W E5
#? []
2016 play B D5
#? []
2017 play W E3
#? []
2018 play B C7
#? []
2019 play W D3
#? []
2020 play B G2
#? []
2021 play W D9
#? []
2022 play B E4
#? []
2023 play W H7
#? []
2024 play B F4
#? []
2025 play W B6
#? []
2026 play B D7
#? []
2027 play W D6
#? []
2028 play B G4
#? []
2029 play W E6
#? []
2030 play B J7
#? []
2031 play W C5
#? []
2032 play B G5
#? []
2033 play W F6
#? []
2034 play B J8
#? []
2035 play W F3
#? []
2036 play B C6
#? []
2037 play W J6
#? []
2038 play B D2
#? []
2039 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. O\n\. \. O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2040 gogui-rules_board_size
#? [9]
2041 gogui-rules_captured_count
#? [0 0]
2042 gogui-rules_side_to_move
#? [white]
2043 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2044 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 B5 F5 H5 J5 A6 G6 H6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9 J9]
2052 clear_board
#? []
2053 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2054 gogui-rules_board_size
#? [9]
2055 gogui-rules_captured_count
#? [0 0]
2056 gogui-rules_side_to_move
#? [black]
2082 clear_board
#? []
2083 play B D8
#? []
2084 play W E5
#? []
2085 play B D5
#? []
2086 play W E3
#? []
2087 play B C7
#? []
2088 play W D3
#? []
2089 play B G2
#? []
2090 play W D9
#? []
2091 play B E4
#? []
2092 play W H7
#? []
2093 play B F4
#? []
2094 play W B6
#? []
2095 play B D7
#? []
2096 play W D6
#? []
2097 play B G4
#? []
2098 play W E6
#? []
2099 play B J7
#? []
2100 play W C5
#? []
2101 play B G5
#? []
2102 play W F6
#? []
2103 play B J8
#? []
2104 play W F3
#? []
2105 play B C6
#? []
2106 play W J6
#? []
2107 play B D2
#? []
2108 play W B5
#? []
2109 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2110 gogui-rules_board_size
#? [9]
2111 gogui-rules_captured_count
#? [0 0]
2112 gogui-rules_side_to_move
#? [black]
play W B5
# error: illegal move: it is not white's turn
2113 clear_board
#? []
2114 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2115 gogui-rules_board_size
#? [9]
2116 gogui-rules_captured_count
#? [0 0]
2117 gogui-rules_side_to_move
#? [black]
2144 clear_board
#? []
2145 play B D8
#? []
2146 play W E5
#? []
2147 play B D5
#? []
2148 play W E3
#? []
2149 play B C7
#? []
2150 play W D3
#? []
2151 play B G2
#? []
2152 play W D9
#? []
2153 play B E4
#? []
2154 play W H7
#? []
2155 play B F4
#? []
2156 play W B6
#? []
2157 play B D7
#? []
2158 play W D6
#? []
2159 play B G4
#? []
2160 play W E6
#? []
2161 play B J7
#? []
2162 play W C5
#? []
2163 play B G5
#? []
2164 play W F6
#? []
2165 play B J8
#? []
2166 play W F3
#? []
2167 play B C6
#? []
2168 play W J6
#? []
2169 play B D2
#? []
2170 play W B5
#? []
2171 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. \. \. \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2172 gogui-rules_board_size
#? [9]
2173 gogui-rules_captured_count
#? [0 0]
2174 gogui-rules_side_to_move
#? [black]
2175 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2176 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 B4 C4 D4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9 J9]
2184 clear_board
#? []
2185 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2186 gogui-rules_board_size
#? [9]
2187 gogui-rules_captured_count
#? [0 0]
2188 gogui-rules_side_to_move
#? [black]
2215 clear_board
#? []
2216 play B D8
#? []
2217 play W E5
#? []
2218 play B D5
#? []
2219 play W E3
#? []
2220 play B C7
#? []
2221 play W D3
#? []
2222 play B G2
#? []
2223 play W D9
#? []
2224 play B E4
#? []
2225 play W H7
#? []
2226 play B F4
#? []
2227 play W B6
#? []
2228 play B D7
#? []
2229 play W D6
#? []
2230 play B G4
#? []
2231 play W E6
#? []
2232 play B J7
#? []
2233 play W C5
#? []
2234 play B G5
#? []
2235 play W F6
#? []
2236 play B J8
#? []
2237 play W F3
#? []
2238 play B C6
#? []
2239 play W J6
#? []
2240 play B D2
#? []
2241 play W B5
#? []
2242 play B C4
#? []
2243 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. \. X \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2244 gogui-rules_board_size
#? [9]
2245 gogui-rules_captured_count
#? [0 0]
2246 gogui-rules_side_to_move
#? [white]
play B C4
# error: illegal move: it is not black's turn
2247 clear_board
#? []
2248 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2249 gogui-rules_board_size
#? [9]
2250 gogui-rules_captured_count
#? [0 0]
2251 gogui-rules_side_to_move
#? [black]
2279 clear_board
#? []
2280 play B D8
#? []
2281 play W E5
#? []
2282 play B D5
#? []
2283 play W E3
#? []
2284 play B C7
#? []
2285 play W D3
#? []
2286 play B G2
#? []
2287 play W D9
#? []
2288 play B E4
#? []
2289 play W H7
#? []
2290 play B F4
#? []
2291 play W B6
#? []
2292 play B D7
#? []
2293 play W D6
#? []
2294 play B G4
#? []
2295 play W E6
#? []
2296 play B J7
#? []
2297 play W C5
#? []
2298 play B G5
#? []
2299 play W F6
#? []
2300 play B J8
#? []
2301 play W F3
#? []
2302 play B C6
#? []
2303 play W J6
#? []
2304 play B D2
#? []
2305 play W B5
#? []
2306 play B C4
#? []
2307 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X \. \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. \. X \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2308 gogui-rules_board_size
#? [9]
2309 gogui-rules_captured_count
#? [0 0]
2310 gogui-rules_side_to_move
#? [white]
2311 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2312 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 B4 D4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 E7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9 J9]
2320 clear_board
#? []
2321 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2322 gogui-rules_board_size
#? [9]
2323 gogui-rules_captured_count
#? [0 0]
2324 gogui-rules_side_to_move
#? [black]
2352 clear_board
#? []
2353 play B D8
#? []
2354 play W E5
#? []
2355 play B D5
#? []
2356 play W E3
#? []
2357 play B C7
#? []
2358 play W D3
#? []
2359 play B G2
#? []
2360 play W D9
#? []
2361 play B E4
#? []
2362 play W H7
#? []
2363 play B F4
#? []
2364 play W B6
#? []
2365 play B D7
#? []
2366 play W D6
#? []
2367 play B G4
#? []
2368 play W E6
#? []
2369 play B J7
#? []
2370 play W C5
#? []
2371 play B G5
#? []
2372 play W F6
#? []
2373 play B J8
#? []
2374 play W F3
#? []
2375 play B C6
#? []
2376 play W J6
#? []
2377 play B D2
#? []
2378 play W B5
#? []
2379 play B C4
#? []
2380 play W E7
#? []
2381 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. \. X \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2382 gogui-rules_board_size
#? [9]
2383 gogui-rules_captured_count
#? [0 0]
2384 gogui-rules_side_to_move
#? [black]
play W E7
# error: illegal move: it is not white's turn
2385 clear_board
#? []
2386 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2387 gogui-rules_board_size
#? [9]
2388 gogui-rules_captured_count
#? [0 0]
2389 gogui-rules_side_to_move
#? [black]
2418 clear_board
#? []
2419 play B D8
#? []
2420 play W E5
#? []
2421 play B D5
#? []
2422 play W E3
#? []
2423 play B C7
#? []
2424 play W D3
#? []
2425 play B G2
#? []
2426 play W D9
#? []
2427 play B E4
#? []
2428 play W H7
#? []
2429 play B F4
#? []
2430 play W B6
#? []
2431 play B D7
#? []
2432 play W D6
#? []
2433 play B G4
#? []
2434 play W E6
#? []
2435 play B J7
#? []
2436 play W C5
#? []
2437 play B G5
#? []
2438 play W F6
#? []
2439 play B J8
#? []
2440 play W F3
#? []
2441 play B C6
#? []
2442 play W J6
#? []
2443 play B D2
#? []
2444 play W B5
#? []
2445 play B C4
#? []
2446 play W E7
#? []
2447 gogui-rules_board
#? [\. \. \. O \. \. \. \. \.\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. \. X \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2448 gogui-rules_board_size
#? [9]
2449 gogui-rules_captured_count
#? [0 0]
2450 gogui-rules_side_to_move
#? [black]
2451 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2452 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 B4 D4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9 J9]
2460 clear_board
#? []
2461 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2462 gogui-rules_board_size
#? [9]
2463 gogui-rules_captured_count
#? [0 0]
2464 gogui-rules_side_to_move
#? [black]
2493 clear_board
#? []
2494 play B D8
#? []
2495 play W E5
#? []
2496 play B D5
#? []
2497 play W E3
#? []
2498 play B C7
#? []
2499 play W D3
#? []
2500 play B G2
#? []
2501 play W D9
#? []
2502 play B E4
#? []
2503 play W H7
#? []
2504 play B F4
#? []
2505 play W B6
#? []
2506 play B D7
#? []
2507 play W D6
#? []
2508 play B G4
#? []
2509 play W E6
#? []
2510 play B J7
#? []
2511 play W C5
#? []
2512 play B G5
#? []
2513 play W F6
#? []
2514 play B J8
#? []
2515 play W F3
#? []
2516 play B C6
#? []
2517 play W J6
#? []
2518 play B D2
#? []
2519 play W B5
#? []
2520 play B C4
#? []
2521 play W E7
#? []
2522 play B J9
#? []
2523 gogui-rules_board
#? [\. \. \. O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. \. X \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2524 gogui-rules_board_size
#? [9]
2525 gogui-rules_captured_count
#? [0 0]
2526 gogui-rules_side_to_move
#? [white]
play B J9
# error: illegal move: it is not black's turn
2527 clear_board
#? []
2528 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2529 gogui-rules_board_size
#? [9]
2530 gogui-rules_captured_count
#? [0 0]
2531 gogui-rules_side_to_move
#? [black]
2561 clear_board
#? []
2562 play B D8
#? []
2563 play W E5
#? []
2564 play B D5
#? []
2565 play W E3
#? []
2566 play B C7
#? []
2567 play W D3
#? []
2568 play B G2
#? []
2569 play W D9
#? []
2570 play B E4
#? []
2571 play W H7
#? []
2572 play B F4
#? []
2573 play W B6
#? []
2574 play B D7
#? []
2575 play W D6
#? []
2576 play B G4
#? []
2577 play W E6
#? []
2578 play B J7
#? []
2579 play W C5
#? []
2580 play B G5
#? []
2581 play W F6
#? []
2582 play B J8
#? []
2583 play W F3
#? []
2584 play B C6
#? []
2585 play W J6
#? []
2586 play B D2
#? []
2587 play W B5
#? []
2588 play B C4
#? []
2589 play W E7
#? []
2590 play B J9
#? []
2591 gogui-rules_board
#? [\. \. \. O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. \. X \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2592 gogui-rules_board_size
#? [9]
2593 gogui-rules_captured_count
#? [0 0]
2594 gogui-rules_side_to_move
#? [white]
2595 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2596 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 B4 D4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9]
2604 clear_board
#? []
2605 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2606 gogui-rules_board_size
#? [9]
2607 gogui-rules_captured_count
#? [0 0]
2608 gogui-rules_side_to_move
#? [black]
2638 clear_board
#? []
2639 play B D8
#? []
2640 play W E5
#? []
2641 play B D5
#? []
2642 play W E3
#? []
2643 play B C7
#? []
2644 play W D3
#? []
2645 play B G2
#? []
2646 play W D9
#? []
2647 play B E4
#? []
2648 play W H7
#? []
2649 play B F4
#? []
2650 play W B6
#? []
2651 play B D7
#? []
2652 play W D6
#? []
2653 play B G4
#? []
2654 play W E6
#? []
2655 play B J7
#? []
2656 play W C5
#? []
2657 play B G5
#? []
2658 play W F6
#? []
2659 play B J8
#? []
2660 play W F3
#? []
2661 play B C6
#? []
2662 play W J6
#? []
2663 play B D2
#? []
2664 play W B5
#? []
2665 play B C4
#? []
2666 play W E7
#? []
2667 play B J9
#? []
2668 play W B4
#? []
2669 gogui-rules_board
#? [\. \. \. O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2670 gogui-rules_board_size
#? [9]
2671 gogui-rules_captured_count
#? [0 0]
2672 gogui-rules_side_to_move
#? [black]
play W B4
# error: illegal move: it is not white's turn
2673 clear_board
#? []
2674 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2675 gogui-rules_board_size
#? [9]
2676 gogui-rules_captured_count
#? [0 0]
2677 gogui-rules_side_to_move
#? [black]
2708 clear_board
#? []
2709 play B D8
#? []
2710 play W E5
#? []
2711 play B D5
#? []
2712 play W E3
#? []
2713 play B C7
#? []
2714 play W D3
#? []
2715 play B G2
#? []
2716 play W D9
#? []
2717 play B E4
#? []
2718 play W H7
#? []
2719 play B F4
#? []
2720 play W B6
#? []
2721 play B D7
#? []
2722 play W D6
#? []
2723 play B G4
#? []
2724 play W E6
#? []
2725 play B J7
#? []
2726 play W C5
#? []
2727 play B G5
#? []
2728 play W F6
#? []
2729 play B J8
#? []
2730 play W F3
#? []
2731 play B C6
#? []
2732 play W J6
#? []
2733 play B D2
#? []
2734 play W B5
#? []
2735 play B C4
#? []
2736 play W E7
#? []
2737 play B J9
#? []
2738 play W B4
#? []
2739 gogui-rules_board
#? [\. \. \. O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X \. X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2740 gogui-rules_board_size
#? [9]
2741 gogui-rules_captured_count
#? [0 0]
2742 gogui-rules_side_to_move
#? [black]
2743 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2744 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 D4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9]
2752 clear_board
#? []
2753 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2754 gogui-rules_board_size
#? [9]
2755 gogui-rules_captured_count
#? [0 0]
2756 gogui-rules_side_to_move
#? [black]
2787 clear_board
#? []
2788 play B D8
#? []
2789 play W E5
#? []
2790 play B D5
#? []
2791 play W E3
#? []
2792 play B C7
#? []
2793 play W D3
#? []
2794 play B G2
#? []
2795 play W D9
#? []
2796 play B E4
#? []
2797 play W H7
#? []
2798 play B F4
#? []
2799 play W B6
#? []
2800 play B D7
#? []
2801 play W D6
#? []
2802 play B G4
#? []
2803 play W E6
#? []
2804 play B J7
#? []
2805 play W C5
#? []
2806 play B G5
#? []
2807 play W F6
#? []
2808 play B J8
#? []
2809 play W F3
#? []
2810 play B C6
#? []
2811 play W J6
#? []
2812 play B D2
#? []
2813 play W B5
#? []
2814 play B C4
#? []
2815 play W E7
#? []
2816 play B J9
#? []
2817 play W B4
#? []
2818 play B D4
#? []
2819 gogui-rules_board
#? [\. \. \. O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2820 gogui-rules_board_size
#? [9]
2821 gogui-rules_captured_count
#? [0 0]
2822 gogui-rules_side_to_move
#? [white]
play B D4
# error: illegal move: it is not black's turn
2823 clear_board
#? []
2824 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2825 gogui-rules_board_size
#? [9]
2826 gogui-rules_captured_count
#? [0 0]
2827 gogui-rules_side_to_move
#? [black]
2859 clear_board
#? []
2860 play B D8
#? []
2861 play W E5
#? []
2862 play B D5
#? []
2863 play W E3
#? []
2864 play B C7
#? []
2865 play W D3
#? []
2866 play B G2
#? []
2867 play W D9
#? []
2868 play B E4
#? []
2869 play W H7
#? []
2870 play B F4
#? []
2871 play W B6
#? []
2872 play B D7
#? []
2873 play W D6
#? []
2874 play B G4
#? []
2875 play W E6
#? []
2876 play B J7
#? []
2877 play W C5
#? []
2878 play B G5
#? []
2879 play W F6
#? []
2880 play B J8
#? []
2881 play W F3
#? []
2882 play B C6
#? []
2883 play W J6
#? []
2884 play B D2
#? []
2885 play W B5
#? []
2886 play B C4
#? []
2887 play W E7
#? []
2888 play B J9
#? []
2889 play W B4
#? []
2890 play B D4
#? []
2891 gogui-rules_board
#? [\. \. \. O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2892 gogui-rules_board_size
#? [9]
2893 gogui-rules_captured_count
#? [0 0]
2894 gogui-rules_side_to_move
#? [white]
2895 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2896 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 C9 E9 F9 G9 H9]
2904 clear_board
#? []
2905 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2906 gogui-rules_board_size
#? [9]
2907 gogui-rules_captured_count
#? [0 0]
2908 gogui-rules_side_to_move
#? [black]
2940 clear_board
#? []
2941 play B D8
#? []
2942 play W E5
#? []
2943 play B D5
#? []
2944 play W E3
#? []
2945 play B C7
#? []
2946 play W D3
#? []
2947 play B G2
#? []
2948 play W D9
#? []
2949 play B E4
#? []
2950 play W H7
#? []
2951 play B F4
#? []
2952 play W B6
#? []
2953 play B D7
#? []
2954 play W D6
#? []
2955 play B G4
#? []
2956 play W E6
#? []
2957 play B J7
#? []
2958 play W C5
#? []
2959 play B G5
#? []
2960 play W F6
#? []
2961 play B J8
#? []
2962 play W F3
#? []
2963 play B C6
#? []
2964 play W J6
#? []
2965 play B D2
#? []
2966 play W B5
#? []
2967 play B C4
#? []
2968 play W E7
#? []
2969 play B J9
#? []
2970 play W B4
#? []
2971 play B D4
#? []
2972 play W C9
#? []
2973 gogui-rules_board
#? [\. \. O O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
2974 gogui-rules_board_size
#? [9]
2975 gogui-rules_captured_count
#? [0 0]
2976 gogui-rules_side_to_move
#? [black]
play W C9
# error: illegal move: it is not white's turn
2977 clear_board
#? []
2978 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
2979 gogui-rules_board_size
#? [9]
2980 gogui-rules_captured_count
#? [0 0]
2981 gogui-rules_side_to_move
#? [black]
3014 clear_board
#? []
3015 play B D8
#? []
3016 play W E5
#? []
3017 play B D5
#? []
3018 play W E3
#? []
3019 play B C7
#? []
3020 play W D3
#? []
3021 play B G2
#? []
3022 play W D9
#? []
3023 play B E4
#? []
3024 play W H7
#? []
3025 play B F4
#? []
3026 play W B6
#? []
3027 play B D7
#? []
3028 play W D6
#? []
3029 play B G4
#? []
3030 play W E6
#? []
3031 play B J7
#? []
3032 play W C5
#? []
3033 play B G5
#? []
3034 play W F6
#? []
3035 play B J8
#? []
3036 play W F3
#? []
3037 play B C6
#? []
3038 play W J6
#? []
3039 play B D2
#? []
3040 play W B5
#? []
3041 play B C4
#? []
3042 play W E7
#? []
3043 play B J9
#? []
3044 play W B4
#? []
3045 play B D4
#? []
3046 play W C9
#? []
3047 gogui-rules_board
#? [\. \. O O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O \. \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3048 gogui-rules_board_size
#? [9]
3049 gogui-rules_captured_count
#? [0 0]
3050 gogui-rules_side_to_move
#? [black]
3051 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
3052 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 G3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 E9 F9 G9 H9]
3060 clear_board
#? []
3061 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3062 gogui-rules_board_size
#? [9]
3063 gogui-rules_captured_count
#? [0 0]
3064 gogui-rules_side_to_move
#? [black]
3097 clear_board
#? []
3098 play B D8
#? []
3099 play W E5
#? []
3100 play B D5
#? []
3101 play W E3
#? []
3102 play B C7
#? []
3103 play W D3
#? []
3104 play B G2
#? []
3105 play W D9
#? []
3106 play B E4
#? []
3107 play W H7
#? []
3108 play B F4
#? []
3109 play W B6
#? []
3110 play B D7
#? []
3111 play W D6
#? []
3112 play B G4
#? []
3113 play W E6
#? []
3114 play B J7
#? []
3115 play W C5
#? []
3116 play B G5
#? []
3117 play W F6
#? []
3118 play B J8
#? []
3119 play W F3
#? []
3120 play B C6
#? []
3121 play W J6
#? []
3122 play B D2
#? []
3123 play W B5
#? []
3124 play B C4
#? []
3125 play W E7
#? []
3126 play B J9
#? []
3127 play W B4
#? []
3128 play B D4
#? []
3129 play W C9
#? []
3130 play B G3
#? []
3131 gogui-rules_board
#? [\. \. O O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3132 gogui-rules_board_size
#? [9]
3133 gogui-rules_captured_count
#? [0 0]
3134 gogui-rules_side_to_move
#? [white]
play B G3
# error: illegal move: it is not black's turn
3135 clear_board
#? []
3136 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3137 gogui-rules_board_size
#? [9]
3138 gogui-rules_captured_count
#? [0 0]
3139 gogui-rules_side_to_move
#? [black]
3173 clear_board
#? []
3174 play B D8
#? []
3175 play W E5
#? []
3176 play B D5
#? []
3177 play W E3
#? []
3178 play B C7
#? []
3179 play W D3
#? []
3180 play B G2
#? []
3181 play W D9
#? []
3182 play B E4
#? []
3183 play W H7
#? []
3184 play B F4
#? []
3185 play W B6
#? []
3186 play B D7
#? []
3187 play W D6
#? []
3188 play B G4
#? []
3189 play W E6
#? []
3190 play B J7
#? []
3191 play W C5
#? []
3192 play B G5
#? []
3193 play W F6
#? []
3194 play B J8
#? []
3195 play W F3
#? []
3196 play B C6
#? []
3197 play W J6
#? []
3198 play B D2
#? []
3199 play W B5
#? []
3200 play B C4
#? []
3201 play W E7
#? []
3202 play B J9
#? []
3203 play W B4
#? []
3204 play B D4
#? []
3205 play W C9
#? []
3206 play B G3
#? []
3207 gogui-rules_board
#? [\. \. O O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. \. O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3208 gogui-rules_board_size
#? [9]
3209 gogui-rules_captured_count
#? [0 0]
3210 gogui-rules_side_to_move
#? [white]
3211 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
3212 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 F7 G7 A8 B8 C8 E8 F8 G8 H8 A9 B9 E9 F9 G9 H9]
3220 clear_board
#? []
3221 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3222 gogui-rules_board_size
#? [9]
3223 gogui-rules_captured_count
#? [0 0]
3224 gogui-rules_side_to_move
#? [black]
3258 clear_board
#? []
3259 play B D8
#? []
3260 play W E5
#? []
3261 play B D5
#? []
3262 play W E3
#? []
3263 play B C7
#? []
3264 play W D3
#? []
3265 play B G2
#? []
3266 play W D9
#? []
3267 play B E4
#? []
3268 play W H7
#? []
3269 play B F4
#? []
3270 play W B6
#? []
3271 play B D7
#? []
3272 play W D6
#? []
3273 play B G4
#? []
3274 play W E6
#? []
3275 play B J7
#? []
3276 play W C5
#? []
3277 play B G5
#? []
3278 play W F6
#? []
3279 play B J8
#? []
3280 play W F3
#? []
3281 play B C6
#? []
3282 play W J6
#? []
3283 play B D2
#? []
3284 play W B5
#? []
3285 play B C4
#? []
3286 play W E7
#? []
3287 play B J9
#? []
3288 play W B4
#? []
3289 play B D4
#? []
3290 play W C9
#? []
3291 play B G3
#? []
3292 play W G7
#? []
3293 gogui-rules_board
#? [\. \. O O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3294 gogui-rules_board_size
#? [9]
3295 gogui-rules_captured_count
#? [0 0]
3296 gogui-rules_side_to_move
#? [black]
play W G7
# error: illegal move: it is not white's turn
3297 clear_board
#? []
3298 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3299 gogui-rules_board_size
#? [9]
3300 gogui-rules_captured_count
#? [0 0]
3301 gogui-rules_side_to_move
#? [black]
3336 clear_board
#? []
3337 play B D8
#? []
3338 play W E5
#? []
3339 play B D5
#? []
3340 play W E3
#? []
3341 play B C7
#? []
3342 play W D3
#? []
3343 play B G2
#? []
3344 play W D9
#? []
3345 play B E4
#? []
3346 play W H7
#? []
3347 play B F4
#? []
3348 play W B6
#? []
3349 play B D7
#? []
3350 play W D6
#? []
3351 play B G4
#? []
3352 play W E6
#? []
3353 play B J7
#? []
3354 play W C5
#? []
3355 play B G5
#? []
3356 play W F6
#? []
3357 play B J8
#? []
3358 play W F3
#? []
3359 play B C6
#? []
3360 play W J6
#? []
3361 play B D2
#? []
3362 play W B5
#? []
3363 play B C4
#? []
3364 play W E7
#? []
3365 play B J9
#? []
3366 play W B4
#? []
3367 play B D4
#? []
3368 play W C9
#? []
3369 play B G3
#? []
3370 play W G7
#? []
3371 gogui-rules_board
#? [\. \. O O \. \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3372 gogui-rules_board_size
#? [9]
3373 gogui-rules_captured_count
#? [0 0]
3374 gogui-rules_side_to_move
#? [black]
3375 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
3376 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 F7 A8 B8 C8 E8 F8 G8 H8 A9 B9 E9 F9 G9 H9]
3384 clear_board
#? []
3385 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3386 gogui-rules_board_size
#? [9]
3387 gogui-rules_captured_count
#? [0 0]
3388 gogui-rules_side_to_move
#? [black]
3423 clear_board
#? []
3424 play B D8
#? []
3425 play W E5
#? []
3426 play B D5
#? []
3427 play W E3
#? []
3428 play B C7
#? []
3429 play W D3
#? []
3430 play B G2
#? []
3431 play W D9
#? []
3432 play B E4
#? []
3433 play W H7
#? []
3434 play B F4
#? []
3435 play W B6
#? []
3436 play B D7
#? []
3437 play W D6
#? []
3438 play B G4
#? []
3439 play W E6
#? []
3440 play B J7
#? []
3441 play W C5
#? []
3442 play B G5
#? []
3443 play W F6
#? []
3444 play B J8
#? []
3445 play W F3
#? []
3446 play B C6
#? []
3447 play W J6
#? []
3448 play B D2
#? []
3449 play W B5
#? []
3450 play B C4
#? []
3451 play W E7
#? []
3452 play B J9
#? []
3453 play W B4
#? []
3454 play B D4
#? []
3455 play W C9
#? []
3456 play B G3
#? []
3457 play W G7
#? []
3458 play B E9
#? []
3459 gogui-rules_board
#? [\. \. O O X \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3460 gogui-rules_board_size
#? [9]
3461 gogui-rules_captured_count
#? [0 0]
3462 gogui-rules_side_to_move
#? [white]
play B E9
# error: illegal move: it is not black's turn
3463 clear_board
#? []
3464 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3465 gogui-rules_board_size
#? [9]
3466 gogui-rules_captured_count
#? [0 0]
3467 gogui-rules_side_to_move
#? [black]
3503 clear_board
#? []
3504 play B D8
#? []
3505 play W E5
#? []
3506 play B D5
#? []
3507 play W E3
#? []
3508 play B C7
#? []
3509 play W D3
#? []
3510 play B G2
#? []
3511 play W D9
#? []
3512 play B E4
#? []
3513 play W H7
#? []
3514 play B F4
#? []
3515 play W B6
#? []
3516 play B D7
#? []
3517 play W D6
#? []
3518 play B G4
#? []
3519 play W E6
#? []
3520 play B J7
#? []
3521 play W C5
#? []
3522 play B G5
#? []
3523 play W F6
#? []
3524 play B J8
#? []
3525 play W F3
#? []
3526 play B C6
#? []
3527 play W J6
#? []
3528 play B D2
#? []
3529 play W B5
#? []
3530 play B C4
#? []
3531 play W E7
#? []
3532 play B J9
#? []
3533 play W B4
#? []
3534 play B D4
#? []
3535 play W C9
#? []
3536 play B G3
#? []
3537 play W G7
#? []
3538 play B E9
#? []
3539 gogui-rules_board
#? [\. \. O O X \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. \. O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3540 gogui-rules_board_size
#? [9]
3541 gogui-rules_captured_count
#? [0 0]
3542 gogui-rules_side_to_move
#? [white]
3543 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
3544 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 H6 A7 B7 F7 A8 B8 C8 E8 F8 G8 H8 A9 B9 F9 G9 H9]
3552 clear_board
#? []
3553 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3554 gogui-rules_board_size
#? [9]
3555 gogui-rules_captured_count
#? [0 0]
3556 gogui-rules_side_to_move
#? [black]
3592 clear_board
#? []
3593 play B D8
#? []
3594 play W E5
#? []
3595 play B D5
#? []
3596 play W E3
#? []
3597 play B C7
#? []
3598 play W D3
#? []
3599 play B G2
#? []
3600 play W D9
#? []
3601 play B E4
#? []
3602 play W H7
#? []
3603 play B F4
#? []
3604 play W B6
#? []
3605 play B D7
#? []
3606 play W D6
#? []
3607 play B G4
#? []
3608 play W E6
#? []
3609 play B J7
#? []
3610 play W C5
#? []
3611 play B G5
#? []
3612 play W F6
#? []
3613 play B J8
#? []
3614 play W F3
#? []
3615 play B C6
#? []
3616 play W J6
#? []
3617 play B D2
#? []
3618 play W B5
#? []
3619 play B C4
#? []
3620 play W E7
#? []
3621 play B J9
#? []
3622 play W B4
#? []
3623 play B D4
#? []
3624 play W C9
#? []
3625 play B G3
#? []
3626 play W G7
#? []
3627 play B E9
#? []
3628 play W H6
#? []
3629 gogui-rules_board
#? [\. \. O O X \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3630 gogui-rules_board_size
#? [9]
3631 gogui-rules_captured_count
#? [0 0]
3632 gogui-rules_side_to_move
#? [black]
play W H6
# error: illegal move: it is not white's turn
3633 clear_board
#? []
3634 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3635 gogui-rules_board_size
#? [9]
3636 gogui-rules_captured_count
#? [0 0]
3637 gogui-rules_side_to_move
#? [black]
3674 clear_board
#? []
3675 play B D8
#? []
3676 play W E5
#? []
3677 play B D5
#? []
3678 play W E3
#? []
3679 play B C7
#? []
3680 play W D3
#? []
3681 play B G2
#? []
3682 play W D9
#? []
3683 play B E4
#? []
3684 play W H7
#? []
3685 play B F4
#? []
3686 play W B6
#? []
3687 play B D7
#? []
3688 play W D6
#? []
3689 play B G4
#? []
3690 play W E6
#? []
3691 play B J7
#? []
3692 play W C5
#? []
3693 play B G5
#? []
3694 play W F6
#? []
3695 play B J8
#? []
3696 play W F3
#? []
3697 play B C6
#? []
3698 play W J6
#? []
3699 play B D2
#? []
3700 play W B5
#? []
3701 play B C4
#? []
3702 play W E7
#? []
3703 play B J9
#? []
3704 play W B4
#? []
3705 play B D4
#? []
3706 play W C9
#? []
3707 play B G3
#? []
3708 play W G7
#? []
3709 play B E9
#? []
3710 play W H6
#? []
3711 gogui-rules_board
#? [\. \. O O X \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3712 gogui-rules_board_size
#? [9]
3713 gogui-rules_captured_count
#? [0 0]
3714 gogui-rules_side_to_move
#? [black]
3715 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
3716 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 A7 B7 F7 A8 B8 C8 E8 F8 G8 H8 A9 B9 F9 G9 H9]
3724 clear_board
#? []
3725 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3726 gogui-rules_board_size
#? [9]
3727 gogui-rules_captured_count
#? [0 0]
3728 gogui-rules_side_to_move
#? [black]
3765 clear_board
#? []
3766 play B D8
#? []
3767 play W E5
#? []
3768 play B D5
#? []
3769 play W E3
#? []
3770 play B C7
#? []
3771 play W D3
#? []
3772 play B G2
#? []
3773 play W D9
#? []
3774 play B E4
#? []
3775 play W H7
#? []
3776 play B F4
#? []
3777 play W B6
#? []
3778 play B D7
#? []
3779 play W D6
#? []
3780 play B G4
#? []
3781 play W E6
#? []
3782 play B J7
#? []
3783 play W C5
#? []
3784 play B G5
#? []
3785 play W F6
#? []
3786 play B J8
#? []
3787 play W F3
#? []
3788 play B C6
#? []
3789 play W J6
#? []
3790 play B D2
#? []
3791 play W B5
#? []
3792 play B C4
#? []
3793 play W E7
#? []
3794 play B J9
#? []
3795 play W B4
#? []
3796 play B D4
#? []
3797 play W C9
#? []
3798 play B G3
#? []
3799 play W G7
#? []
3800 play B E9
#? []
3801 play W H6
#? []
3802 play B B9
#? []
3803 gogui-rules_board
#? [\. X O O X \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3804 gogui-rules_board_size
#? [9]
3805 gogui-rules_captured_count
#? [0 0]
3806 gogui-rules_side_to_move
#? [white]
play B B9
# error: illegal move: it is not black's turn
3807 clear_board
#? []
3808 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3809 gogui-rules_board_size
#? [9]
3810 gogui-rules_captured_count
#? [0 0]
3811 gogui-rules_side_to_move
#? [black]
3849 clear_board
#? []
3850 play B D8
#? []
3851 play W E5
#? []
3852 play B D5
#? []
3853 play W E3
#? []
3854 play B C7
#? []
3855 play W D3
#? []
3856 play B G2
#? []
3857 play W D9
#? []
3858 play B E4
#? []
3859 play W H7
#? []
3860 play B F4
#? []
3861 play W B6
#? []
3862 play B D7
#? []
3863 play W D6
#? []
3864 play B G4
#? []
3865 play W E6
#? []
3866 play B J7
#? []
3867 play W C5
#? []
3868 play B G5
#? []
3869 play W F6
#? []
3870 play B J8
#? []
3871 play W F3
#? []
3872 play B C6
#? []
3873 play W J6
#? []
3874 play B D2
#? []
3875 play W B5
#? []
3876 play B C4
#? []
3877 play W E7
#? []
3878 play B J9
#? []
3879 play W B4
#? []
3880 play B D4
#? []
3881 play W C9
#? []
3882 play B G3
#? []
3883 play W G7
#? []
3884 play B E9
#? []
3885 play W H6
#? []
3886 play B B9
#? []
3887 gogui-rules_board
#? [\. X O O X \. \. \. X\n\. \. \. X \. \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3888 gogui-rules_board_size
#? [9]
3889 gogui-rules_captured_count
#? [0 0]
3890 gogui-rules_side_to_move
#? [white]
3891 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
3892 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 A7 B7 F7 A8 B8 C8 E8 F8 G8 H8 A9 F9 G9 H9]
3900 clear_board
#? []
3901 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3902 gogui-rules_board_size
#? [9]
3903 gogui-rules_captured_count
#? [0 0]
3904 gogui-rules_side_to_move
#? [black]
3942 clear_board
#? []
3943 play B D8
#? []
3944 play W E5
#? []
3945 play B D5
#? []
3946 play W E3
#? []
3947 play B C7
#? []
3948 play W D3
#? []
3949 play B G2
#? []
3950 play W D9
#? []
3951 play B E4
#? []
3952 play W H7
#? []
3953 play B F4
#? []
3954 play W B6
#? []
3955 play B D7
#? []
3956 play W D6
#? []
3957 play B G4
#? []
3958 play W E6
#? []
3959 play B J7
#? []
3960 play W C5
#? []
3961 play B G5
#? []
3962 play W F6
#? []
3963 play B J8
#? []
3964 play W F3
#? []
3965 play B C6
#? []
3966 play W J6
#? []
3967 play B D2
#? []
3968 play W B5
#? []
3969 play B C4
#? []
3970 play W E7
#? []
3971 play B J9
#? []
3972 play W B4
#? []
3973 play B D4
#? []
3974 play W C9
#? []
3975 play B G3
#? []
3976 play W G7
#? []
3977 play B E9
#? []
3978 play W H6
#? []
3979 play B B9
#? []
3980 play W E8
#? []
3981 gogui-rules_board
#? [\. X O O X \. \. \. X\n\. \. \. X O \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
3982 gogui-rules_board_size
#? [9]
3983 gogui-rules_captured_count
#? [0 0]
3984 gogui-rules_side_to_move
#? [black]
play W E8
# error: illegal move: it is not white's turn
3985 clear_board
#? []
3986 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
3987 gogui-rules_board_size
#? [9]
3988 gogui-rules_captured_count
#? [0 0]
3989 gogui-rules_side_to_move
#? [black]
4028 clear_board
#? []
4029 play B D8
#? []
4030 play W E5
#? []
4031 play B D5
#? []
4032 play W E3
#? []
4033 play B C7
#? []
4034 play W D3
#? []
4035 play B G2
#? []
4036 play W D9
#? []
4037 play B E4
#? []
4038 play W H7
#? []
4039 play B F4
#? []
4040 play W B6
#? []
4041 play B D7
#? []
4042 play W D6
#? []
4043 play B G4
#? []
4044 play W E6
#? []
4045 play B J7
#? []
4046 play W C5
#? []
4047 play B G5
#? []
4048 play W F6
#? []
4049 play B J8
#? []
4050 play W F3
#? []
4051 play B C6
#? []
4052 play W J6
#? []
4053 play B D2
#? []
4054 play W B5
#? []
4055 play B C4
#? []
4056 play W E7
#? []
4057 play B J9
#? []
4058 play W B4
#? []
4059 play B D4
#? []
4060 play W C9
#? []
4061 play B G3
#? []
4062 play W G7
#? []
4063 play B E9
#? []
4064 play W H6
#? []
4065 play B B9
#? []
4066 play W E8
#? []
4067 gogui-rules_board
#? [\. X O O X \. \. \. X\n\. \. \. X O \. \. \. X\n\. \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4068 gogui-rules_board_size
#? [9]
4069 gogui-rules_captured_count
#? [0 0]
4070 gogui-rules_side_to_move
#? [black]
4071 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
4072 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 A7 B7 F7 A8 B8 C8 F8 G8 H8 A9 F9 G9 H9]
4080 clear_board
#? []
4081 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4082 gogui-rules_board_size
#? [9]
4083 gogui-rules_captured_count
#? [0 0]
4084 gogui-rules_side_to_move
#? [black]
4123 clear_board
#? []
4124 play B D8
#? []
4125 play W E5
#? []
4126 play B D5
#? []
4127 play W E3
#? []
4128 play B C7
#? []
4129 play W D3
#? []
4130 play B G2
#? []
4131 play W D9
#? []
4132 play B E4
#? []
4133 play W H7
#? []
4134 play B F4
#? []
4135 play W B6
#? []
4136 play B D7
#? []
4137 play W D6
#? []
4138 play B G4
#? []
4139 play W E6
#? []
4140 play B J7
#? []
4141 play W C5
#? []
4142 play B G5
#? []
4143 play W F6
#? []
4144 play B J8
#? []
4145 play W F3
#? []
4146 play B C6
#? []
4147 play W J6
#? []
4148 play B D2
#? []
4149 play W B5
#? []
4150 play B C4
#? []
4151 play W E7
#? []
4152 play B J9
#? []
4153 play W B4
#? []
4154 play B D4
#? []
4155 play W C9
#? []
4156 play B G3
#? []
4157 play W G7
#? []
4158 play B E9
#? []
4159 play W H6
#? []
4160 play B B9
#? []
4161 play W E8
#? []
4162 play B A7
#? []
4163 gogui-rules_board
#? [\. X O O X \. \. \. X\n\. \. \. X O \. \. \. X\nX \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4164 gogui-rules_board_size
#? [9]
4165 gogui-rules_captured_count
#? [0 0]
4166 gogui-rules_side_to_move
#? [white]
play B A7
# error: illegal move: it is not black's turn
4167 clear_board
#? []
4168 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4169 gogui-rules_board_size
#? [9]
4170 gogui-rules_captured_count
#? [0 0]
4171 gogui-rules_side_to_move
#? [black]
4211 clear_board
#? []
4212 play B D8
#? []
4213 play W E5
#? []
4214 play B D5
#? []
4215 play W E3
#? []
4216 play B C7
#? []
4217 play W D3
#? []
4218 play B G2
#? []
4219 play W D9
#? []
4220 play B E4
#? []
4221 play W H7
#? []
4222 play B F4
#? []
4223 play W B6
#? []
4224 play B D7
#? []
4225 play W D6
#? []
4226 play B G4
#? []
4227 play W E6
#? []
4228 play B J7
#? []
4229 play W C5
#? []
4230 play B G5
#? []
4231 play W F6
#? []
4232 play B J8
#? []
4233 play W F3
#? []
4234 play B C6
#? []
4235 play W J6
#? []
4236 play B D2
#? []
4237 play W B5
#? []
4238 play B C4
#? []
4239 play W E7
#? []
4240 play B J9
#? []
4241 play W B4
#? []
4242 play B D4
#? []
4243 play W C9
#? []
4244 play B G3
#? []
4245 play W G7
#? []
4246 play B E9
#? []
4247 play W H6
#? []
4248 play B B9
#? []
4249 play W E8
#? []
4250 play B A7
#? []
4251 gogui-rules_board
#? [\. X O O X \. \. \. X\n\. \. \. X O \. \. \. X\nX \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4252 gogui-rules_board_size
#? [9]
4253 gogui-rules_captured_count
#? [0 0]
4254 gogui-rules_side_to_move
#? [white]
4255 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
4256 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 B7 F7 A8 B8 C8 F8 G8 H8 A9 F9 G9 H9]
4264 clear_board
#? []
4265 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4266 gogui-rules_board_size
#? [9]
4267 gogui-rules_captured_count
#? [0 0]
4268 gogui-rules_side_to_move
#? [black]
4308 clear_board
#? []
4309 play B D8
#? []
4310 play W E5
#? []
4311 play B D5
#? []
4312 play W E3
#? []
4313 play B C7
#? []
4314 play W D3
#? []
4315 play B G2
#? []
4316 play W D9
#? []
4317 play B E4
#? []
4318 play W H7
#? []
4319 play B F4
#? []
4320 play W B6
#? []
4321 play B D7
#? []
4322 play W D6
#? []
4323 play B G4
#? []
4324 play W E6
#? []
4325 play B J7
#? []
4326 play W C5
#? []
4327 play B G5
#? []
4328 play W F6
#? []
4329 play B J8
#? []
4330 play W F3
#? []
4331 play B C6
#? []
4332 play W J6
#? []
4333 play B D2
#? []
4334 play W B5
#? []
4335 play B C4
#? []
4336 play W E7
#? []
4337 play B J9
#? []
4338 play W B4
#? []
4339 play B D4
#? []
4340 play W C9
#? []
4341 play B G3
#? []
4342 play W G7
#? []
4343 play B E9
#? []
4344 play W H6
#? []
4345 play B B9
#? []
4346 play W E8
#? []
4347 play B A7
#? []
4348 play W B8
#? []
4349 gogui-rules_board
#? [\. X O O X \. \. \. X\n\. O \. X O \. \. \. X\nX \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4350 gogui-rules_board_size
#? [9]
4351 gogui-rules_captured_count
#? [0 0]
4352 gogui-rules_side_to_move
#? [black]
play W B8
# error: illegal move: it is not white's turn
4353 clear_board
#? []
4354 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4355 gogui-rules_board_size
#? [9]
4356 gogui-rules_captured_count
#? [0 0]
4357 gogui-rules_side_to_move
#? [black]
4398 clear_board
#? []
4399 play B D8
#? []
4400 play W E5
#? []
4401 play B D5
#? []
4402 play W E3
#? []
4403 play B C7
#? []
4404 play W D3
#? []
4405 play B G2
#? []
4406 play W D9
#? []
4407 play B E4
#? []
4408 play W H7
#? []
4409 play B F4
#? []
4410 play W B6
#? []
4411 play B D7
#? []
4412 play W D6
#? []
4413 play B G4
#? []
4414 play W E6
#? []
4415 play B J7
#? []
4416 play W C5
#? []
4417 play B G5
#? []
4418 play W F6
#? []
4419 play B J8
#? []
4420 play W F3
#? []
4421 play B C6
#? []
4422 play W J6
#? []
4423 play B D2
#? []
4424 play W B5
#? []
4425 play B C4
#? []
4426 play W E7
#? []
4427 play B J9
#? []
4428 play W B4
#? []
4429 play B D4
#? []
4430 play W C9
#? []
4431 play B G3
#? []
4432 play W G7
#? []
4433 play B E9
#? []
4434 play W H6
#? []
4435 play B B9
#? []
4436 play W E8
#? []
4437 play B A7
#? []
4438 play W B8
#? []
4439 gogui-rules_board
#? [\. X O O X \. \. \. X\n\. O \. X O \. \. \. X\nX \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4440 gogui-rules_board_size
#? [9]
4441 gogui-rules_captured_count
#? [0 0]
4442 gogui-rules_side_to_move
#? [black]
4443 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
4444 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 B7 F7 A8 C8 F8 G8 H8 A9 F9 G9 H9]
4452 clear_board
#? []
4453 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4454 gogui-rules_board_size
#? [9]
4455 gogui-rules_captured_count
#? [0 0]
4456 gogui-rules_side_to_move
#? [black]
4497 clear_board
#? []
4498 play B D8
#? []
4499 play W E5
#? []
4500 play B D5
#? []
4501 play W E3
#? []
4502 play B C7
#? []
4503 play W D3
#? []
4504 play B G2
#? []
4505 play W D9
#? []
4506 play B E4
#? []
4507 play W H7
#? []
4508 play B F4
#? []
4509 play W B6
#? []
4510 play B D7
#? []
4511 play W D6
#? []
4512 play B G4
#? []
4513 play W E6
#? []
4514 play B J7
#? []
4515 play W C5
#? []
4516 play B G5
#? []
4517 play W F6
#? []
4518 play B J8
#? []
4519 play W F3
#? []
4520 play B C6
#? []
4521 play W J6
#? []
4522 play B D2
#? []
4523 play W B5
#? []
4524 play B C4
#? []
4525 play W E7
#? []
4526 play B J9
#? []
4527 play W B4
#? []
4528 play B D4
#? []
4529 play W C9
#? []
4530 play B G3
#? []
4531 play W G7
#? []
4532 play B E9
#? []
4533 play W H6
#? []
4534 play B B9
#? []
4535 play W E8
#? []
4536 play B A7
#? []
4537 play W B8
#? []
4538 play B C8
#? []
4539 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O X X O \. \. \. X\nX \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4540 gogui-rules_board_size
#? [9]
4541 gogui-rules_captured_count
#? [2 0]
4542 gogui-rules_side_to_move
#? [white]
play B C8
# error: illegal move: it is not black's turn
4543 clear_board
#? []
4544 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4545 gogui-rules_board_size
#? [9]
4546 gogui-rules_captured_count
#? [0 0]
4547 gogui-rules_side_to_move
#? [black]
4589 clear_board
#? []
4590 play B D8
#? []
4591 play W E5
#? []
4592 play B D5
#? []
4593 play W E3
#? []
4594 play B C7
#? []
4595 play W D3
#? []
4596 play B G2
#? []
4597 play W D9
#? []
4598 play B E4
#? []
4599 play W H7
#? []
4600 play B F4
#? []
4601 play W B6
#? []
4602 play B D7
#? []
4603 play W D6
#? []
4604 play B G4
#? []
4605 play W E6
#? []
4606 play B J7
#? []
4607 play W C5
#? []
4608 play B G5
#? []
4609 play W F6
#? []
4610 play B J8
#? []
4611 play W F3
#? []
4612 play B C6
#? []
4613 play W J6
#? []
4614 play B D2
#? []
4615 play W B5
#? []
4616 play B C4
#? []
4617 play W E7
#? []
4618 play B J9
#? []
4619 play W B4
#? []
4620 play B D4
#? []
4621 play W C9
#? []
4622 play B G3
#? []
4623 play W G7
#? []
4624 play B E9
#? []
4625 play W H6
#? []
4626 play B B9
#? []
4627 play W E8
#? []
4628 play B A7
#? []
4629 play W B8
#? []
4630 play B C8
#? []
4631 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O X X O \. \. \. X\nX \. X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4632 gogui-rules_board_size
#? [9]
4633 gogui-rules_captured_count
#? [2 0]
4634 gogui-rules_side_to_move
#? [white]
4635 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
4636 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 B7 F7 A8 F8 G8 H8 A9 C9 D9 F9 G9 H9]
4644 clear_board
#? []
4645 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4646 gogui-rules_board_size
#? [9]
4647 gogui-rules_captured_count
#? [0 0]
4648 gogui-rules_side_to_move
#? [black]
4690 clear_board
#? []
4691 play B D8
#? []
4692 play W E5
#? []
4693 play B D5
#? []
4694 play W E3
#? []
4695 play B C7
#? []
4696 play W D3
#? []
4697 play B G2
#? []
4698 play W D9
#? []
4699 play B E4
#? []
4700 play W H7
#? []
4701 play B F4
#? []
4702 play W B6
#? []
4703 play B D7
#? []
4704 play W D6
#? []
4705 play B G4
#? []
4706 play W E6
#? []
4707 play B J7
#? []
4708 play W C5
#? []
4709 play B G5
#? []
4710 play W F6
#? []
4711 play B J8
#? []
4712 play W F3
#? []
4713 play B C6
#? []
4714 play W J6
#? []
4715 play B D2
#? []
4716 play W B5
#? []
4717 play B C4
#? []
4718 play W E7
#? []
4719 play B J9
#? []
4720 play W B4
#? []
4721 play B D4
#? []
4722 play W C9
#? []
4723 play B G3
#? []
4724 play W G7
#? []
4725 play B E9
#? []
4726 play W H6
#? []
4727 play B B9
#? []
4728 play W E8
#? []
4729 play B A7
#? []
4730 play W B8
#? []
4731 play B C8
#? []
4732 play W B7
#? []
4733 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O X X O \. \. \. X\nX O X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4734 gogui-rules_board_size
#? [9]
4735 gogui-rules_captured_count
#? [2 0]
4736 gogui-rules_side_to_move
#? [black]
play W B7
# error: illegal move: it is not white's turn
4737 clear_board
#? []
4738 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4739 gogui-rules_board_size
#? [9]
4740 gogui-rules_captured_count
#? [0 0]
4741 gogui-rules_side_to_move
#? [black]
4784 clear_board
#? []
4785 play B D8
#? []
4786 play W E5
#? []
4787 play B D5
#? []
4788 play W E3
#? []
4789 play B C7
#? []
4790 play W D3
#? []
4791 play B G2
#? []
4792 play W D9
#? []
4793 play B E4
#? []
4794 play W H7
#? []
4795 play B F4
#? []
4796 play W B6
#? []
4797 play B D7
#? []
4798 play W D6
#? []
4799 play B G4
#? []
4800 play W E6
#? []
4801 play B J7
#? []
4802 play W C5
#? []
4803 play B G5
#? []
4804 play W F6
#? []
4805 play B J8
#? []
4806 play W F3
#? []
4807 play B C6
#? []
4808 play W J6
#? []
4809 play B D2
#? []
4810 play W B5
#? []
4811 play B C4
#? []
4812 play W E7
#? []
4813 play B J9
#? []
4814 play W B4
#? []
4815 play B D4
#? []
4816 play W C9
#? []
4817 play B G3
#? []
4818 play W G7
#? []
4819 play B E9
#? []
4820 play W H6
#? []
4821 play B B9
#? []
4822 play W E8
#? []
4823 play B A7
#? []
4824 play W B8
#? []
4825 play B C8
#? []
4826 play W B7
#? []
4827 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O X X O \. \. \. X\nX O X X O \. O O X\n\. O X O O O \. O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4828 gogui-rules_board_size
#? [9]
4829 gogui-rules_captured_count
#? [2 0]
4830 gogui-rules_side_to_move
#? [black]
4831 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
4832 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 G6 F7 A8 F8 G8 H8 A9 C9 D9 F9 G9 H9]
4840 clear_board
#? []
4841 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4842 gogui-rules_board_size
#? [9]
4843 gogui-rules_captured_count
#? [0 0]
4844 gogui-rules_side_to_move
#? [black]
4887 clear_board
#? []
4888 play B D8
#? []
4889 play W E5
#? []
4890 play B D5
#? []
4891 play W E3
#? []
4892 play B C7
#? []
4893 play W D3
#? []
4894 play B G2
#? []
4895 play W D9
#? []
4896 play B E4
#? []
4897 play W H7
#? []
4898 play B F4
#? []
4899 play W B6
#? []
4900 play B D7
#? []
4901 play W D6
#? []
4902 play B G4
#? []
4903 play W E6
#? []
4904 play B J7
#? []
4905 play W C5
#? []
4906 play B G5
#? []
4907 play W F6
#? []
4908 play B J8
#? []
4909 play W F3
#? []
4910 play B C6
#? []
4911 play W J6
#? []
4912 play B D2
#? []
4913 play W B5
#? []
4914 play B C4
#? []
4915 play W E7
#? []
4916 play B J9
#? []
4917 play W B4
#? []
4918 play B D4
#? []
4919 play W C9
#? []
4920 play B G3
#? []
4921 play W G7
#? []
4922 play B E9
#? []
4923 play W H6
#? []
4924 play B B9
#? []
4925 play W E8
#? []
4926 play B A7
#? []
4927 play W B8
#? []
4928 play B C8
#? []
4929 play W B7
#? []
4930 play B G6
#? []
4931 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O X X O \. \. \. X\nX O X X O \. O O X\n\. O X O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
4932 gogui-rules_board_size
#? [9]
4933 gogui-rules_captured_count
#? [2 0]
4934 gogui-rules_side_to_move
#? [white]
play B G6
# error: illegal move: it is not black's turn
4935 clear_board
#? []
4936 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
4937 gogui-rules_board_size
#? [9]
4938 gogui-rules_captured_count
#? [0 0]
4939 gogui-rules_side_to_move
#? [black]
4983 clear_board
#? []
4984 play B D8
#? []
4985 play W E5
#? []
4986 play B D5
#? []
4987 play W E3
#? []
4988 play B C7
#? []
4989 play W D3
#? []
4990 play B G2
#? []
4991 play W D9
#? []
4992 play B E4
#? []
4993 play W H7
#? []
4994 play B F4
#? []
4995 play W B6
#? []
4996 play B D7
#? []
4997 play W D6
#? []
4998 play B G4
#? []
4999 play W E6
#? []
5000 play B J7
#? []
5001 play W C5
#? []
5002 play B G5
#? []
5003 play W F6
#? []
5004 play B J8
#? []
5005 play W F3
#? []
5006 play B C6
#? []
5007 play W J6
#? []
5008 play B D2
#? []
5009 play W B5
#? []
5010 play B C4
#? []
5011 play W E7
#? []
5012 play B J9
#? []
5013 play W B4
#? []
5014 play B D4
#? []
5015 play W C9
#? []
5016 play B G3
#? []
5017 play W G7
#? []
5018 play B E9
#? []
5019 play W H6
#? []
5020 play B B9
#? []
5021 play W E8
#? []
5022 play B A7
#? []
5023 play W B8
#? []
5024 play B C8
#? []
5025 play W B7
#? []
5026 play B G6
#? []
5027 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O X X O \. \. \. X\nX O X X O \. O O X\n\. O X O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5028 gogui-rules_board_size
#? [9]
5029 gogui-rules_captured_count
#? [2 0]
5030 gogui-rules_side_to_move
#? [white]
5031 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
5032 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 F7 A8 F8 G8 H8 A9 C9 D9 F9 G9 H9]
5040 clear_board
#? []
5041 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5042 gogui-rules_board_size
#? [9]
5043 gogui-rules_captured_count
#? [0 0]
5044 gogui-rules_side_to_move
#? [black]
5088 clear_board
#? []
5089 play B D8
#? []
5090 play W E5
#? []
5091 play B D5
#? []
5092 play W E3
#? []
5093 play B C7
#? []
5094 play W D3
#? []
5095 play B G2
#? []
5096 play W D9
#? []
5097 play B E4
#? []
5098 play W H7
#? []
5099 play B F4
#? []
5100 play W B6
#? []
5101 play B D7
#? []
5102 play W D6
#? []
5103 play B G4
#? []
5104 play W E6
#? []
5105 play B J7
#? []
5106 play W C5
#? []
5107 play B G5
#? []
5108 play W F6
#? []
5109 play B J8
#? []
5110 play W F3
#? []
5111 play B C6
#? []
5112 play W J6
#? []
5113 play B D2
#? []
5114 play W B5
#? []
5115 play B C4
#? []
5116 play W E7
#? []
5117 play B J9
#? []
5118 play W B4
#? []
5119 play B D4
#? []
5120 play W C9
#? []
5121 play B G3
#? []
5122 play W G7
#? []
5123 play B E9
#? []
5124 play W H6
#? []
5125 play B B9
#? []
5126 play W E8
#? []
5127 play B A7
#? []
5128 play W B8
#? []
5129 play B C8
#? []
5130 play W B7
#? []
5131 play B G6
#? []
5132 play W D9
#? []
5133 gogui-rules_board
#? [\. X \. O X \. \. \. X\n\. O X X O \. \. \. X\nX O X X O \. O O X\n\. O X O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5134 gogui-rules_board_size
#? [9]
5135 gogui-rules_captured_count
#? [2 0]
5136 gogui-rules_side_to_move
#? [black]
play W D9
# error: illegal move: it is not white's turn
5137 clear_board
#? []
5138 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5139 gogui-rules_board_size
#? [9]
5140 gogui-rules_captured_count
#? [0 0]
5141 gogui-rules_side_to_move
#? [black]
5186 clear_board
#? []
5187 play B D8
#? []
5188 play W E5
#? []
5189 play B D5
#? []
5190 play W E3
#? []
5191 play B C7
#? []
5192 play W D3
#? []
5193 play B G2
#? []
5194 play W D9
#? []
5195 play B E4
#? []
5196 play W H7
#? []
5197 play B F4
#? []
5198 play W B6
#? []
5199 play B D7
#? []
5200 play W D6
#? []
5201 play B G4
#? []
5202 play W E6
#? []
5203 play B J7
#? []
5204 play W C5
#? []
5205 play B G5
#? []
5206 play W F6
#? []
5207 play B J8
#? []
5208 play W F3
#? []
5209 play B C6
#? []
5210 play W J6
#? []
5211 play B D2
#? []
5212 play W B5
#? []
5213 play B C4
#? []
5214 play W E7
#? []
5215 play B J9
#? []
5216 play W B4
#? []
5217 play B D4
#? []
5218 play W C9
#? []
5219 play B G3
#? []
5220 play W G7
#? []
5221 play B E9
#? []
5222 play W H6
#? []
5223 play B B9
#? []
5224 play W E8
#? []
5225 play B A7
#? []
5226 play W B8
#? []
5227 play B C8
#? []
5228 play W B7
#? []
5229 play B G6
#? []
5230 play W D9
#? []
5231 gogui-rules_board
#? [\. X \. O X \. \. \. X\n\. O X X O \. \. \. X\nX O X X O \. O O X\n\. O X O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X \. \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5232 gogui-rules_board_size
#? [9]
5233 gogui-rules_captured_count
#? [2 0]
5234 gogui-rules_side_to_move
#? [black]
5235 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
5236 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 E2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 F7 A8 F8 G8 H8 A9 C9 F9 G9 H9]
5244 clear_board
#? []
5245 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5246 gogui-rules_board_size
#? [9]
5247 gogui-rules_captured_count
#? [0 0]
5248 gogui-rules_side_to_move
#? [black]
5293 clear_board
#? []
5294 play B D8
#? []
5295 play W E5
#? []
5296 play B D5
#? []
5297 play W E3
#? []
5298 play B C7
#? []
5299 play W D3
#? []
5300 play B G2
#? []
5301 play W D9
#? []
5302 play B E4
#? []
5303 play W H7
#? []
5304 play B F4
#? []
5305 play W B6
#? []
5306 play B D7
#? []
5307 play W D6
#? []
5308 play B G4
#? []
5309 play W E6
#? []
5310 play B J7
#? []
5311 play W C5
#? []
5312 play B G5
#? []
5313 play W F6
#? []
5314 play B J8
#? []
5315 play W F3
#? []
5316 play B C6
#? []
5317 play W J6
#? []
5318 play B D2
#? []
5319 play W B5
#? []
5320 play B C4
#? []
5321 play W E7
#? []
5322 play B J9
#? []
5323 play W B4
#? []
5324 play B D4
#? []
5325 play W C9
#? []
5326 play B G3
#? []
5327 play W G7
#? []
5328 play B E9
#? []
5329 play W H6
#? []
5330 play B B9
#? []
5331 play W E8
#? []
5332 play B A7
#? []
5333 play W B8
#? []
5334 play B C8
#? []
5335 play W B7
#? []
5336 play B G6
#? []
5337 play W D9
#? []
5338 play B E2
#? []
5339 gogui-rules_board
#? [\. X \. O X \. \. \. X\n\. O X X O \. \. \. X\nX O X X O \. O O X\n\. O X O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5340 gogui-rules_board_size
#? [9]
5341 gogui-rules_captured_count
#? [2 0]
5342 gogui-rules_side_to_move
#? [white]
play B E2
# error: illegal move: it is not black's turn
5343 clear_board
#? []
5344 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5345 gogui-rules_board_size
#? [9]
5346 gogui-rules_captured_count
#? [0 0]
5347 gogui-rules_side_to_move
#? [black]
5393 clear_board
#? []
5394 play B D8
#? []
5395 play W E5
#? []
5396 play B D5
#? []
5397 play W E3
#? []
5398 play B C7
#? []
5399 play W D3
#? []
5400 play B G2
#? []
5401 play W D9
#? []
5402 play B E4
#? []
5403 play W H7
#? []
5404 play B F4
#? []
5405 play W B6
#? []
5406 play B D7
#? []
5407 play W D6
#? []
5408 play B G4
#? []
5409 play W E6
#? []
5410 play B J7
#? []
5411 play W C5
#? []
5412 play B G5
#? []
5413 play W F6
#? []
5414 play B J8
#? []
5415 play W F3
#? []
5416 play B C6
#? []
5417 play W J6
#? []
5418 play B D2
#? []
5419 play W B5
#? []
5420 play B C4
#? []
5421 play W E7
#? []
5422 play B J9
#? []
5423 play W B4
#? []
5424 play B D4
#? []
5425 play W C9
#? []
5426 play B G3
#? []
5427 play W G7
#? []
5428 play B E9
#? []
5429 play W H6
#? []
5430 play B B9
#? []
5431 play W E8
#? []
5432 play B A7
#? []
5433 play W B8
#? []
5434 play B C8
#? []
5435 play W B7
#? []
5436 play B G6
#? []
5437 play W D9
#? []
5438 play B E2
#? []
5439 gogui-rules_board
#? [\. X \. O X \. \. \. X\n\. O X X O \. \. \. X\nX O X X O \. O O X\n\. O X O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5440 gogui-rules_board_size
#? [9]
5441 gogui-rules_captured_count
#? [2 0]
5442 gogui-rules_side_to_move
#? [white]
5443 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
5444 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 F7 A8 F8 G8 H8 A9 C9 F9 G9 H9]
5452 clear_board
#? []
5453 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5454 gogui-rules_board_size
#? [9]
5455 gogui-rules_captured_count
#? [0 0]
5456 gogui-rules_side_to_move
#? [black]
5502 clear_board
#? []
5503 play B D8
#? []
5504 play W E5
#? []
5505 play B D5
#? []
5506 play W E3
#? []
5507 play B C7
#? []
5508 play W D3
#? []
5509 play B G2
#? []
5510 play W D9
#? []
5511 play B E4
#? []
5512 play W H7
#? []
5513 play B F4
#? []
5514 play W B6
#? []
5515 play B D7
#? []
5516 play W D6
#? []
5517 play B G4
#? []
5518 play W E6
#? []
5519 play B J7
#? []
5520 play W C5
#? []
5521 play B G5
#? []
5522 play W F6
#? []
5523 play B J8
#? []
5524 play W F3
#? []
5525 play B C6
#? []
5526 play W J6
#? []
5527 play B D2
#? []
5528 play W B5
#? []
5529 play B C4
#? []
5530 play W E7
#? []
5531 play B J9
#? []
5532 play W B4
#? []
5533 play B D4
#? []
5534 play W C9
#? []
5535 play B G3
#? []
5536 play W G7
#? []
5537 play B E9
#? []
5538 play W H6
#? []
5539 play B B9
#? []
5540 play W E8
#? []
5541 play B A7
#? []
5542 play W B8
#? []
5543 play B C8
#? []
5544 play W B7
#? []
5545 play B G6
#? []
5546 play W D9
#? []
5547 play B E2
#? []
5548 play W C9
#? []
5549 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O \. \. \. X\nX O O O O \. O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5550 gogui-rules_board_size
#? [9]
5551 gogui-rules_captured_count
#? [4 0]
5552 gogui-rules_side_to_move
#? [black]
play W C9
# error: illegal move: it is not white's turn
5553 clear_board
#? []
5554 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5555 gogui-rules_board_size
#? [9]
5556 gogui-rules_captured_count
#? [0 0]
5557 gogui-rules_side_to_move
#? [black]
5604 clear_board
#? []
5605 play B D8
#? []
5606 play W E5
#? []
5607 play B D5
#? []
5608 play W E3
#? []
5609 play B C7
#? []
5610 play W D3
#? []
5611 play B G2
#? []
5612 play W D9
#? []
5613 play B E4
#? []
5614 play W H7
#? []
5615 play B F4
#? []
5616 play W B6
#? []
5617 play B D7
#? []
5618 play W D6
#? []
5619 play B G4
#? []
5620 play W E6
#? []
5621 play B J7
#? []
5622 play W C5
#? []
5623 play B G5
#? []
5624 play W F6
#? []
5625 play B J8
#? []
5626 play W F3
#? []
5627 play B C6
#? []
5628 play W J6
#? []
5629 play B D2
#? []
5630 play W B5
#? []
5631 play B C4
#? []
5632 play W E7
#? []
5633 play B J9
#? []
5634 play W B4
#? []
5635 play B D4
#? []
5636 play W C9
#? []
5637 play B G3
#? []
5638 play W G7
#? []
5639 play B E9
#? []
5640 play W H6
#? []
5641 play B B9
#? []
5642 play W E8
#? []
5643 play B A7
#? []
5644 play W B8
#? []
5645 play B C8
#? []
5646 play W B7
#? []
5647 play B G6
#? []
5648 play W D9
#? []
5649 play B E2
#? []
5650 play W C9
#? []
5651 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O \. \. \. X\nX O O O O \. O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5652 gogui-rules_board_size
#? [9]
5653 gogui-rules_captured_count
#? [4 0]
5654 gogui-rules_side_to_move
#? [black]
5655 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
5656 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 F7 A8 F8 G8 H8 A9 C9 D9 F9 G9 H9]
5664 clear_board
#? []
5665 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5666 gogui-rules_board_size
#? [9]
5667 gogui-rules_captured_count
#? [0 0]
5668 gogui-rules_side_to_move
#? [black]
5715 clear_board
#? []
5716 play B D8
#? []
5717 play W E5
#? []
5718 play B D5
#? []
5719 play W E3
#? []
5720 play B C7
#? []
5721 play W D3
#? []
5722 play B G2
#? []
5723 play W D9
#? []
5724 play B E4
#? []
5725 play W H7
#? []
5726 play B F4
#? []
5727 play W B6
#? []
5728 play B D7
#? []
5729 play W D6
#? []
5730 play B G4
#? []
5731 play W E6
#? []
5732 play B J7
#? []
5733 play W C5
#? []
5734 play B G5
#? []
5735 play W F6
#? []
5736 play B J8
#? []
5737 play W F3
#? []
5738 play B C6
#? []
5739 play W J6
#? []
5740 play B D2
#? []
5741 play W B5
#? []
5742 play B C4
#? []
5743 play W E7
#? []
5744 play B J9
#? []
5745 play W B4
#? []
5746 play B D4
#? []
5747 play W C9
#? []
5748 play B G3
#? []
5749 play W G7
#? []
5750 play B E9
#? []
5751 play W H6
#? []
5752 play B B9
#? []
5753 play W E8
#? []
5754 play B A7
#? []
5755 play W B8
#? []
5756 play B C8
#? []
5757 play W B7
#? []
5758 play B G6
#? []
5759 play W D9
#? []
5760 play B E2
#? []
5761 play W C9
#? []
5762 play B G8
#? []
5763 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O \. X \. X\nX O O O O \. O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5764 gogui-rules_board_size
#? [9]
5765 gogui-rules_captured_count
#? [4 0]
5766 gogui-rules_side_to_move
#? [white]
play B G8
# error: illegal move: it is not black's turn
5767 clear_board
#? []
5768 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5769 gogui-rules_board_size
#? [9]
5770 gogui-rules_captured_count
#? [0 0]
5771 gogui-rules_side_to_move
#? [black]
5819 clear_board
#? []
5820 play B D8
#? []
5821 play W E5
#? []
5822 play B D5
#? []
5823 play W E3
#? []
5824 play B C7
#? []
5825 play W D3
#? []
5826 play B G2
#? []
5827 play W D9
#? []
5828 play B E4
#? []
5829 play W H7
#? []
5830 play B F4
#? []
5831 play W B6
#? []
5832 play B D7
#? []
5833 play W D6
#? []
5834 play B G4
#? []
5835 play W E6
#? []
5836 play B J7
#? []
5837 play W C5
#? []
5838 play B G5
#? []
5839 play W F6
#? []
5840 play B J8
#? []
5841 play W F3
#? []
5842 play B C6
#? []
5843 play W J6
#? []
5844 play B D2
#? []
5845 play W B5
#? []
5846 play B C4
#? []
5847 play W E7
#? []
5848 play B J9
#? []
5849 play W B4
#? []
5850 play B D4
#? []
5851 play W C9
#? []
5852 play B G3
#? []
5853 play W G7
#? []
5854 play B E9
#? []
5855 play W H6
#? []
5856 play B B9
#? []
5857 play W E8
#? []
5858 play B A7
#? []
5859 play W B8
#? []
5860 play B C8
#? []
5861 play W B7
#? []
5862 play B G6
#? []
5863 play W D9
#? []
5864 play B E2
#? []
5865 play W C9
#? []
5866 play B G8
#? []
5867 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O \. X \. X\nX O O O O \. O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5868 gogui-rules_board_size
#? [9]
5869 gogui-rules_captured_count
#? [4 0]
5870 gogui-rules_side_to_move
#? [white]
5871 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
5872 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 F7 A8 F8 H8 A9 C9 D9 F9 G9 H9]
5880 clear_board
#? []
5881 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5882 gogui-rules_board_size
#? [9]
5883 gogui-rules_captured_count
#? [0 0]
5884 gogui-rules_side_to_move
#? [black]
5932 clear_board
#? []
5933 play B D8
#? []
5934 play W E5
#? []
5935 play B D5
#? []
5936 play W E3
#? []
5937 play B C7
#? []
5938 play W D3
#? []
5939 play B G2
#? []
5940 play W D9
#? []
5941 play B E4
#? []
5942 play W H7
#? []
5943 play B F4
#? []
5944 play W B6
#? []
5945 play B D7
#? []
5946 play W D6
#? []
5947 play B G4
#? []
5948 play W E6
#? []
5949 play B J7
#? []
5950 play W C5
#? []
5951 play B G5
#? []
5952 play W F6
#? []
5953 play B J8
#? []
5954 play W F3
#? []
5955 play B C6
#? []
5956 play W J6
#? []
5957 play B D2
#? []
5958 play W B5
#? []
5959 play B C4
#? []
5960 play W E7
#? []
5961 play B J9
#? []
5962 play W B4
#? []
5963 play B D4
#? []
5964 play W C9
#? []
5965 play B G3
#? []
5966 play W G7
#? []
5967 play B E9
#? []
5968 play W H6
#? []
5969 play B B9
#? []
5970 play W E8
#? []
5971 play B A7
#? []
5972 play W B8
#? []
5973 play B C8
#? []
5974 play W B7
#? []
5975 play B G6
#? []
5976 play W D9
#? []
5977 play B E2
#? []
5978 play W C9
#? []
5979 play B G8
#? []
5980 play W F8
#? []
5981 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O \. O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. \.]
5982 gogui-rules_board_size
#? [9]
5983 gogui-rules_captured_count
#? [4 0]
5984 gogui-rules_side_to_move
#? [black]
play W F8
# error: illegal move: it is not white's turn
5985 clear_board
#? []
5986 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
5987 gogui-rules_board_size
#? [9]
5988 gogui-rules_captured_count
#? [0 0]
5989 gogui-rules_side_to_move
#? [black]
6038 clear_board
#? []
6039 play B D8
#? []
6040 play W E5
#? []
6041 play B D5
#? []
6042 play W E3
#? []
6043 play B C7
#? []
6044 play W D3
#? []
6045 play B G2
#? []
6046 play W D9
#? []
6047 play B E4
#? []
6048 play W H7
#? []
6049 play B F4
#? []
6050 play W B6
#? []
6051 play B D7
#? []
6052 play W D6
#? []
6053 play B G4
#? []
6054 play W E6
#? []
6055 play B J7
#? []
6056 play W C5
#? []
6057 play B G5
#? []
6058 play W F6
#? []
6059 play B J8
#? []
6060 play W F3
#? []
6061 play B C6
#? []
6062 play W J6
#? []
6063 play B D2
#? []
6064 play W B5
#? []
6065 play B C4
#? []
6066 play W E7
#? []
6067 play B J9
#? []
6068 play W B4
#? []
6069 play B D4
#? []
6070 play W C9
#? []
6071 play B G3
#? []
6072 play W G7
#? []
6073 play B E9
#? []
6074 play W H6
#? []
6075 play B B9
#? []
6076 play W E8
#? []
6077 play B A7
#? []
6078 play W B8
#? []
6079 play B C8
#? []
6080 play W B7
#? []
6081 play B G6
#? []
6082 play W D9
#? []
6083 play B E2
#? []
6084 play W C9
#? []
6085 play B G8
#? []
6086 play W F8
#? []
6087 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O \. O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. \.]
6088 gogui-rules_board_size
#? [9]
6089 gogui-rules_captured_count
#? [4 0]
6090 gogui-rules_side_to_move
#? [black]
6091 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
6092 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 A8 H8 A9 C9 D9 F9 G9 H9]
6100 clear_board
#? []
6101 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
6102 gogui-rules_board_size
#? [9]
6103 gogui-rules_captured_count
#? [0 0]
6104 gogui-rules_side_to_move
#? [black]
6153 clear_board
#? []
6154 play B D8
#? []
6155 play W E5
#? []
6156 play B D5
#? []
6157 play W E3
#? []
6158 play B C7
#? []
6159 play W D3
#? []
6160 play B G2
#? []
6161 play W D9
#? []
6162 play B E4
#? []
6163 play W H7
#? []
6164 play B F4
#? []
6165 play W B6
#? []
6166 play B D7
#? []
6167 play W D6
#? []
6168 play B G4
#? []
6169 play W E6
#? []
6170 play B J7
#? []
6171 play W C5
#? []
6172 play B G5
#? []
6173 play W F6
#? []
6174 play B J8
#? []
6175 play W F3
#? []
6176 play B C6
#? []
6177 play W J6
#? []
6178 play B D2
#? []
6179 play W B5
#? []
6180 play B C4
#? []
6181 play W E7
#? []
6182 play B J9
#? []
6183 play W B4
#? []
6184 play B D4
#? []
6185 play W C9
#? []
6186 play B G3
#? []
6187 play W G7
#? []
6188 play B E9
#? []
6189 play W H6
#? []
6190 play B B9
#? []
6191 play W E8
#? []
6192 play B A7
#? []
6193 play W B8
#? []
6194 play B C8
#? []
6195 play W B7
#? []
6196 play B G6
#? []
6197 play W D9
#? []
6198 play B E2
#? []
6199 play W C9
#? []
6200 play B G8
#? []
6201 play W F8
#? []
6202 play B J1
#? []
6203 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O \. O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. X]
6204 gogui-rules_board_size
#? [9]
6205 gogui-rules_captured_count
#? [4 0]
6206 gogui-rules_side_to_move
#? [white]
play B J1
# error: illegal move: it is not black's turn
6207 clear_board
#? []
6208 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
6209 gogui-rules_board_size
#? [9]
6210 gogui-rules_captured_count
#? [0 0]
6211 gogui-rules_side_to_move
#? [black]
6261 clear_board
#? []
6262 play B D8
#? []
6263 play W E5
#? []
6264 play B D5
#? []
6265 play W E3
#? []
6266 play B C7
#? []
6267 play W D3
#? []
6268 play B G2
#? []
6269 play W D9
#? []
6270 play B E4
#? []
6271 play W H7
#? []
6272 play B F4
#? []
6273 play W B6
#? []
6274 play B D7
#? []
6275 play W D6
#? []
6276 play B G4
#? []
6277 play W E6
#? []
6278 play B J7
#? []
6279 play W C5
#? []
6280 play B G5
#? []
6281 play W F6
#? []
6282 play B J8
#? []
6283 play W F3
#? []
6284 play B C6
#? []
6285 play W J6
#? []
6286 play B D2
#? []
6287 play W B5
#? []
6288 play B C4
#? []
6289 play W E7
#? []
6290 play B J9
#? []
6291 play W B4
#? []
6292 play B D4
#? []
6293 play W C9
#? []
6294 play B G3
#? []
6295 play W G7
#? []
6296 play B E9
#? []
6297 play W H6
#? []
6298 play B B9
#? []
6299 play W E8
#? []
6300 play B A7
#? []
6301 play W B8
#? []
6302 play B C8
#? []
6303 play W B7
#? []
6304 play B G6
#? []
6305 play W D9
#? []
6306 play B E2
#? []
6307 play W C9
#? []
6308 play B G8
#? []
6309 play W F8
#? []
6310 play B J1
#? []
6311 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O \. O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. X]
6312 gogui-rules_board_size
#? [9]
6313 gogui-rules_captured_count
#? [4 0]
6314 gogui-rules_side_to_move
#? [white]
6315 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
6316 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 A2 B2 C2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 F7 A8 H8 A9 C9 D9 F9 G9 H9]
6324 clear_board
#? []
6325 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
6326 gogui-rules_board_size
#? [9]
6327 gogui-rules_captured_count
#? [0 0]
6328 gogui-rules_side_to_move
#? [black]
6378 clear_board
#? []
6379 play B D8
#? []
6380 play W E5
#? []
6381 play B D5
#? []
6382 play W E3
#? []
6383 play B C7
#? []
6384 play W D3
#? []
6385 play B G2
#? []
6386 play W D9
#? []
6387 play B E4
#? []
6388 play W H7
#? []
6389 play B F4
#? []
6390 play W B6
#? []
6391 play B D7
#? []
6392 play W D6
#? []
6393 play B G4
#? []
6394 play W E6
#? []
6395 play B J7
#? []
6396 play W C5
#? []
6397 play B G5
#? []
6398 play W F6
#? []
6399 play B J8
#? []
6400 play W F3
#? []
6401 play B C6
#? []
6402 play W J6
#? []
6403 play B D2
#? []
6404 play W B5
#? []
6405 play B C4
#? []
6406 play W E7
#? []
6407 play B J9
#? []
6408 play W B4
#? []
6409 play B D4
#? []
6410 play W C9
#? []
6411 play B G3
#? []
6412 play W G7
#? []
6413 play B E9
#? []
6414 play W H6
#? []
6415 play B B9
#? []
6416 play W E8
#? []
6417 play B A7
#? []
6418 play W B8
#? []
6419 play B C8
#? []
6420 play W B7
#? []
6421 play B G6
#? []
6422 play W D9
#? []
6423 play B E2
#? []
6424 play W C9
#? []
6425 play B G8
#? []
6426 play W F8
#? []
6427 play B J1
#? []
6428 play W F7
#? []
6429 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O O O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. X]
6430 gogui-rules_board_size
#? [9]
6431 gogui-rules_captured_count
#? [4 0]
6432 gogui-rules_side_to_move
#? [black]
play W F7
# error: illegal move: it is not white's turn
6433 clear_board
#? []
6434 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
6435 gogui-rules_board_size
#? [9]
6436 gogui-rules_captured_count
#? [0 0]
6437 gogui-rules_side_to_move
#? [black]
6488 clear_board
#? []
6489 play B D8
#? []
6490 play W E5
#? []
6491 play B D5
#? []
6492 play W E3
#? []
6493 play B C7
#? []
6494 play W D3
#? []
6495 play B G2
#? []
6496 play W D9
#? []
6497 play B E4
#? []
6498 play W H7
#? []
6499 play B F4
#? []
6500 play W B6
#? []
6501 play B D7
#? []
6502 play W D6
#? []
6503 play B G4
#? []
6504 play W E6
#? []
6505 play B J7
#? []
6506 play W C5
#? []
6507 play B G5
#? []
6508 play W F6
#? []
6509 play B J8
#? []
6510 play W F3
#? []
6511 play B C6
#? []
6512 play W J6
#? []
6513 play B D2
#? []
6514 play W B5
#? []
6515 play B C4
#? []
6516 play W E7
#? []
6517 play B J9
#? []
6518 play W B4
#? []
6519 play B D4
#? []
6520 play W C9
#? []
6521 play B G3
#? []
6522 play W G7
#? []
6523 play B E9
#? []
6524 play W H6
#? []
6525 play B B9
#? []
6526 play W E8
#? []
6527 play B A7
#? []
6528 play W B8
#? []
6529 play B C8
#? []
6530 play W B7
#? []
6531 play B G6
#? []
6532 play W D9
#? []
6533 play B E2
#? []
6534 play W C9
#? []
6535 play B G8
#? []
6536 play W F8
#? []
6537 play B J1
#? []
6538 play W F7
#? []
6539 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O O O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. \.\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. X]
6540 gogui-rules_board_size
#? [9]
6541 gogui-rules_captured_count
#? [4 0]
6542 gogui-rules_side_to_move
#? [black]
6543 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
6544 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 A2 B2 C2 F2 H2 J2 A3 B3 C3 H3 J3 A4 H4 J4 A5 F5 H5 J5 A6 A8 H8 A9 C9 D9 F9 G9 H9]
6552 clear_board
#? []
6553 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
6554 gogui-rules_board_size
#? [9]
6555 gogui-rules_captured_count
#? [0 0]
6556 gogui-rules_side_to_move
#? [black]
6607 clear_board
#? []
6608 play B D8
#? []
6609 play W E5
#? []
6610 play B D5
#? []
6611 play W E3
#? []
6612 play B C7
#? []
6613 play W D3
#? []
6614 play B G2
#? []
6615 play W D9
#? []
6616 play B E4
#? []
6617 play W H7
#? []
6618 play B F4
#? []
6619 play W B6
#? []
6620 play B D7
#? []
6621 play W D6
#? []
6622 play B G4
#? []
6623 play W E6
#? []
6624 play B J7
#? []
6625 play W C5
#? []
6626 play B G5
#? []
6627 play W F6
#? []
6628 play B J8
#? []
6629 play W F3
#? []
6630 play B C6
#? []
6631 play W J6
#? []
6632 play B D2
#? []
6633 play W B5
#? []
6634 play B C4
#? []
6635 play W E7
#? []
6636 play B J9
#? []
6637 play W B4
#? []
6638 play B D4
#? []
6639 play W C9
#? []
6640 play B G3
#? []
6641 play W G7
#? []
6642 play B E9
#? []
6643 play W H6
#? []
6644 play B B9
#? []
6645 play W E8
#? []
6646 play B A7
#? []
6647 play W B8
#? []
6648 play B C8
#? []
6649 play W B7
#? []
6650 play B G6
#? []
6651 play W D9
#? []
6652 play B E2
#? []
6653 play W C9
#? []
6654 play B G8
#? []
6655 play W F8
#? []
6656 play B J1
#? []
6657 play W F7
#? []
6658 play B J3
#? []
6659 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O O O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. X\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. X]
6660 gogui-rules_board_size
#? [9]
6661 gogui-rules_captured_count
#? [4 0]
6662 gogui-rules_side_to_move
#? [white]
play B J3
# error: illegal move: it is not black's turn
6663 clear_board
#? []
6664 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
6665 gogui-rules_board_size
#? [9]
6666 gogui-rules_captured_count
#? [0 0]
6667 gogui-rules_side_to_move
#? [black]
6719 clear_board
#? []
6720 play B D8
#? []
6721 play W E5
#? []
6722 play B D5
#? []
6723 play W E3
#? []
6724 play B C7
#? []
6725 play W D3
#? []
6726 play B G2
#? []
6727 play W D9
#? []
6728 play B E4
#? []
6729 play W H7
#? []
6730 play B F4
#? []
6731 play W B6
#? []
6732 play B D7
#? []
6733 play W D6
#? []
6734 play B G4
#? []
6735 play W E6
#? []
6736 play B J7
#? []
6737 play W C5
#? []
6738 play B G5
#? []
6739 play W F6
#? []
6740 play B J8
#? []
6741 play W F3
#? []
6742 play B C6
#? []
6743 play W J6
#? []
6744 play B D2
#? []
6745 play W B5
#? []
6746 play B C4
#? []
6747 play W E7
#? []
6748 play B J9
#? []
6749 play W B4
#? []
6750 play B D4
#? []
6751 play W C9
#? []
6752 play B G3
#? []
6753 play W G7
#? []
6754 play B E9
#? []
6755 play W H6
#? []
6756 play B B9
#? []
6757 play W E8
#? []
6758 play B A7
#? []
6759 play W B8
#? []
6760 play B C8
#? []
6761 play W B7
#? []
6762 play B G6
#? []
6763 play W D9
#? []
6764 play B E2
#? []
6765 play W C9
#? []
6766 play B G8
#? []
6767 play W F8
#? []
6768 play B J1
#? []
6769 play W F7
#? []
6770 play B J3
#? []
6771 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O O O O X\n\. O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. X\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. X]
6772 gogui-rules_board_size
#? [9]
6773 gogui-rules_captured_count
#? [4 0]
6774 gogui-rules_side_to_move
#? [white]
6775 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
6776 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 A2 B2 C2 F2 H2 J2 A3 B3 C3 H3 A4 H4 J4 A5 F5 H5 J5 A6 A8 H8 A9 C9 D9 F9 G9 H9]
6784 clear_board
#? []
6785 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
6786 gogui-rules_board_size
#? [9]
6787 gogui-rules_captured_count
#? [0 0]
6788 gogui-rules_side_to_move
#? [black]
6840 clear_board
#? []
6841 play B D8
#? []
6842 play W E5
#? []
6843 play B D5
#? []
6844 play W E3
#? []
6845 play B C7
#? []
6846 play W D3
#? []
6847 play B G2
#? []
6848 play W D9
#? []
6849 play B E4
#? []
6850 play W H7
#? []
6851 play B F4
#? []
6852 play W B6
#? []
6853 play B D7
#? []
6854 play W D6
#? []
6855 play B G4
#? []
6856 play W E6
#? []
6857 play B J7
#? []
6858 play W C5
#? []
6859 play B G5
#? []
6860 play W F6
#? []
6861 play B J8
#? []
6862 play W F3
#? []
6863 play B C6
#? []
6864 play W J6
#? []
6865 play B D2
#? []
6866 play W B5
#? []
6867 play B C4
#? []
6868 play W E7
#? []
6869 play B J9
#? []
6870 play W B4
#? []
6871 play B D4
#? []
6872 play W C9
#? []
6873 play B G3
#? []
6874 play W G7
#? []
6875 play B E9
#? []
6876 play W H6
#? []
6877 play B B9
#? []
6878 play W E8
#? []
6879 play B A7
#? []
6880 play W B8
#? []
6881 play B C8
#? []
6882 play W B7
#? []
6883 play B G6
#? []
6884 play W D9
#? []
6885 play B E2
#? []
6886 play W C9
#? []
6887 play B G8
#? []
6888 play W F8
#? []
6889 play B J1
#? []
6890 play W F7
#? []
6891 play B J3
#? []
6892 play W A6
#? []
6893 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O O O O X\nO O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. X\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. X]
6894 gogui-rules_board_size
#? [9]
6895 gogui-rules_captured_count
#? [4 0]
6896 gogui-rules_side_to_move
#? [black]
play W A6
# error: illegal move: the game is over
6897 clear_board
#? []
6898 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
6899 gogui-rules_board_size
#? [9]
6900 gogui-rules_captured_count
#? [0 0]
6901 gogui-rules_side_to_move
#? [black]
6954 clear_board
#? []
6955 play B D8
#? []
6956 play W E5
#? []
6957 play B D5
#? []
6958 play W E3
#? []
6959 play B C7
#? []
6960 play W D3
#? []
6961 play B G2
#? []
6962 play W D9
#? []
6963 play B E4
#? []
6964 play W H7
#? []
6965 play B F4
#? []
6966 play W B6
#? []
6967 play B D7
#? []
6968 play W D6
#? []
6969 play B G4
#? []
6970 play W E6
#? []
6971 play B J7
#? []
6972 play W C5
#? []
6973 play B G5
#? []
6974 play W F6
#? []
6975 play B J8
#? []
6976 play W F3
#? []
6977 play B C6
#? []
6978 play W J6
#? []
6979 play B D2
#? []
6980 play W B5
#? []
6981 play B C4
#? []
6982 play W E7
#? []
6983 play B J9
#? []
6984 play W B4
#? []
6985 play B D4
#? []
6986 play W C9
#? []
6987 play B G3
#? []
6988 play W G7
#? []
6989 play B E9
#? []
6990 play W H6
#? []
6991 play B B9
#? []
6992 play W E8
#? []
6993 play B A7
#? []
6994 play W B8
#? []
6995 play B C8
#? []
6996 play W B7
#? []
6997 play B G6
#? []
6998 play W D9
#? []
6999 play B E2
#? []
7000 play W C9
#? []
7001 play B G8
#? []
7002 play W F8
#? []
7003 play B J1
#? []
7004 play W F7
#? []
7005 play B J3
#? []
7006 play W A6
#? []
7007 gogui-rules_board
#? [\. X \. \. X \. \. \. X\n\. O O O O O X \. X\nX O O O O O O O X\nO O O O O O X O O\n\. O O X O \. X \. \.\n\. O X X X X X \. \.\n\. \. \. O O O X \. X\n\. \. \. X X \. X \. \.\n\. \. \. \. \. \. \. \. X]
7008 gogui-rules_board_size
#? [9]
7009 gogui-rules_captured_count
#? [4 0]
7010 gogui-rules_side_to_move
#? [black]
7011 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
7012 gogui-rules_legal_moves
#? []
7017 gogui-rules_final_result
#? [White wins \(W\+\) by connection; Black 21, White 27]

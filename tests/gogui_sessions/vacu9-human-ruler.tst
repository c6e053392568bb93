# gtp-like 0.1.0 session of 2026-11-25 07:28:15: gtp-like --game vacu --size 9 --seed 1 --player mcts --playouts 300 --gogui
# replay: gtp-like regress --game vacu --size 9 --seed 1 --player mcts --playouts 300 --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_flips\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Vacu]
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
#? [Vacu]
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
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
29 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9 PASS]
32 gogui-rules_game_id
#? [Vacu]
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
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
45 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9 PASS]
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
58 play B A3
#? []
59 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
60 gogui-rules_board_size
#? [9]
61 gogui-rules_captured_count
#? [0 0]
62 gogui-rules_side_to_move
#? [white]
play B A3
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
70 play B A3
#? []
71 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
72 gogui-rules_board_size
#? [9]
73 gogui-rules_captured_count
#? [0 0]
74 gogui-rules_side_to_move
#? [white]
75 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
76 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9 PASS]
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
91 play B A3
#? []
92 play W A2
#? []
93 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
94 gogui-rules_board_size
#? [9]
95 gogui-rules_captured_count
#? [0 0]
96 gogui-rules_side_to_move
#? [black]
play W A2
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
105 play B A3
#? []
106 play W A2
#? []
107 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
108 gogui-rules_board_size
#? [9]
109 gogui-rules_captured_count
#? [0 0]
110 gogui-rules_side_to_move
#? [black]
111 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
112 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 B2 C2 D2 E2 F2 G2 H2 J2 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9 PASS]
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
128 play B A3
#? []
129 play W A2
#? []
130 play B B2
#? []
131 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO X \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
132 gogui-rules_board_size
#? [9]
133 gogui-rules_captured_count
#? [0 0]
134 gogui-rules_side_to_move
#? [white]
play B B2
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
144 play B A3
#? []
145 play W A2
#? []
146 play B B2
#? []
147 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO X \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
148 gogui-rules_board_size
#? [9]
149 gogui-rules_captured_count
#? [0 0]
150 gogui-rules_side_to_move
#? [white]
151 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
152 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 C2 D2 E2 F2 G2 H2 J2 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9 PASS]
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
169 play B A3
#? []
170 play W A2
#? []
171 play B B2
#? []
172 play W B1
#? []
173 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO X \. \. \. \. \. \. \.\n\. O \. \. \. \. \. \. \.]
174 gogui-rules_board_size
#? [9]
175 gogui-rules_captured_count
#? [0 0]
176 gogui-rules_side_to_move
#? [black]
play W B1
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
187 play B A3
#? []
188 play W A2
#? []
189 play B B2
#? []
190 play W B1
#? []
191 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO X \. \. \. \. \. \. \.\n\. O \. \. \. \. \. \. \.]
192 gogui-rules_board_size
#? [9]
193 gogui-rules_captured_count
#? [0 0]
194 gogui-rules_side_to_move
#? [black]
195 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
196 gogui-rules_legal_moves
#? [A1 C1 D1 E1 F1 G1 H1 J1 C2 D2 E2 F2 G2 H2 J2 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9 PASS]
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
214 play B A3
#? []
215 play W A2
#? []
216 play B B2
#? []
217 play W B1
#? []
218 play B C1
#? []
219 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO X \. \. \. \. \. \. \.\n\. O X \. \. \. \. \. \.]
220 gogui-rules_board_size
#? [9]
221 gogui-rules_captured_count
#? [0 0]
222 gogui-rules_side_to_move
#? [white]
play B C1
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
234 play B A3
#? []
235 play W A2
#? []
236 play B B2
#? []
237 play W B1
#? []
238 play B C1
#? []
239 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO X \. \. \. \. \. \. \.\n\. O X \. \. \. \. \. \.]
240 gogui-rules_board_size
#? [9]
241 gogui-rules_captured_count
#? [0 0]
242 gogui-rules_side_to_move
#? [white]
243 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
244 gogui-rules_legal_moves
#? [D1 E1 F1 G1 H1 J1 C2 D2 E2 F2 G2 H2 J2 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9 PASS]
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
263 play B A3
#? []
264 play W A2
#? []
265 play B B2
#? []
266 play W B1
#? []
267 play B C1
#? []
268 play W J9
#? []
269 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO X \. \. \. \. \. \. \.\n\. O X \. \. \. \. \. \.]
270 gogui-rules_board_size
#? [9]
271 gogui-rules_captured_count
#? [0 0]
272 gogui-rules_side_to_move
#? [black]
play W J9
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
285 play B A3
#? []
286 play W A2
#? []
287 play B B2
#? []
288 play W B1
#? []
289 play B C1
#? []
290 play W J9
#? []
291 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nO X \. \. \. \. \. \. \.\n\. O X \. \. \. \. \. \.]
292 gogui-rules_board_size
#? [9]
293 gogui-rules_captured_count
#? [0 0]
294 gogui-rules_side_to_move
#? [black]
295 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
296 gogui-rules_legal_moves
#? [A1 D1 E1 F1 G1 H1 J1 C2 D2 E2 F2 G2 H2 J2 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 PASS]
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
316 play B A3
#? []
317 play W A2
#? []
318 play B B2
#? []
319 play W B1
#? []
320 play B C1
#? []
321 play W J9
#? []
322 play B A1
#? []
323 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nX X \. \. \. \. \. \. \.\n\. X X \. \. \. \. \. \.]
324 gogui-rules_board_size
#? [9]
325 gogui-rules_captured_count
#? [0 1]
326 gogui-rules_side_to_move
#? [white]
play B A1
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
340 play B A3
#? []
341 play W A2
#? []
342 play B B2
#? []
343 play W B1
#? []
344 play B C1
#? []
345 play W J9
#? []
346 play B A1
#? []
347 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nX X \. \. \. \. \. \. \.\n\. X X \. \. \. \. \. \.]
348 gogui-rules_board_size
#? [9]
349 gogui-rules_captured_count
#? [0 1]
350 gogui-rules_side_to_move
#? [white]
351 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
352 gogui-rules_legal_moves
#? [D1 E1 F1 G1 H1 J1 C2 D2 E2 F2 G2 H2 J2 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 PASS]
357 clear_board
#? []
358 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
359 gogui-rules_board_size
#? [9]
360 gogui-rules_captured_count
#? [0 0]
361 gogui-rules_side_to_move
#? [black]
369 clear_board
#? []
370 play B A3
#? []
371 play W A2
#? []
372 play B B2
#? []
373 play W B1
#? []
374 play B C1
#? []
375 play W J9
#? []
376 play B A1
#? []
377 play W PASS
#? []
378 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nX X \. \. \. \. \. \. \.\n\. X X \. \. \. \. \. \.]
379 gogui-rules_board_size
#? [9]
380 gogui-rules_captured_count
#? [0 1]
381 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
382 clear_board
#? []
383 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
384 gogui-rules_board_size
#? [9]
385 gogui-rules_captured_count
#? [0 0]
386 gogui-rules_side_to_move
#? [black]
395 clear_board
#? []
396 play B A3
#? []
397 play W A2
#? []
398 play B B2
#? []
399 play W B1
#? []
400 play B C1
#? []
401 play W J9
#? []
402 play B A1
#? []
403 play W PASS
#? []
404 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nX X \. \. \. \. \. \. \.\n\. X X \. \. \. \. \. \.]
405 gogui-rules_board_size
#? [9]
406 gogui-rules_captured_count
#? [0 1]
407 gogui-rules_side_to_move
#? [black]
408 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
409 gogui-rules_legal_moves
#? [A1 D1 E1 F1 G1 H1 J1 C2 D2 E2 F2 G2 H2 J2 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 PASS]
414 clear_board
#? []
415 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
416 gogui-rules_board_size
#? [9]
417 gogui-rules_captured_count
#? [0 0]
418 gogui-rules_side_to_move
#? [black]
427 clear_board
#? []
428 play B A3
#? []
429 play W A2
#? []
430 play B B2
#? []
431 play W B1
#? []
432 play B C1
#? []
433 play W J9
#? []
434 play B A1
#? []
435 play W PASS
#? []
436 play B PASS
#? []
437 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nX X \. \. \. \. \. \. \.\n\. X X \. \. \. \. \. \.]
438 gogui-rules_board_size
#? [9]
439 gogui-rules_captured_count
#? [0 1]
440 gogui-rules_side_to_move
#? [white]
play B PASS
# error: illegal move: it is not black's turn
441 clear_board
#? []
442 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
443 gogui-rules_board_size
#? [9]
444 gogui-rules_captured_count
#? [0 0]
445 gogui-rules_side_to_move
#? [black]
455 clear_board
#? []
456 play B A3
#? []
457 play W A2
#? []
458 play B B2
#? []
459 play W B1
#? []
460 play B C1
#? []
461 play W J9
#? []
462 play B A1
#? []
463 play W PASS
#? []
464 play B PASS
#? []
465 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nX X \. \. \. \. \. \. \.\n\. X X \. \. \. \. \. \.]
466 gogui-rules_board_size
#? [9]
467 gogui-rules_captured_count
#? [0 1]
468 gogui-rules_side_to_move
#? [white]
469 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
470 gogui-rules_legal_moves
#? [D1 E1 F1 G1 H1 J1 C2 D2 E2 F2 G2 H2 J2 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 PASS]
474 clear_board
#? []
475 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
476 gogui-rules_board_size
#? [9]
477 gogui-rules_captured_count
#? [0 0]
478 gogui-rules_side_to_move
#? [black]
488 clear_board
#? []
489 play B A3
#? []
490 play W A2
#? []
491 play B B2
#? []
492 play W B1
#? []
493 play B C1
#? []
494 play W J9
#? []
495 play B A1
#? []
496 play W PASS
#? []
497 play B PASS
#? []
498 play W PASS
#? []
499 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nX X \. \. \. \. \. \. \.\n\. X X \. \. \. \. \. \.]
500 gogui-rules_board_size
#? [9]
501 gogui-rules_captured_count
#? [0 1]
502 gogui-rules_side_to_move
#? [black]
503 play W PASS
#? []
504 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nX X \. \. \. \. \. \. \.\n\. X X \. \. \. \. \. \.]
505 gogui-rules_board_size
#? [9]
506 gogui-rules_captured_count
#? [0 1]
507 gogui-rules_side_to_move
#? [black]
510 clear_board
#? []
511 gogui-rules_board
#? [\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.]
512 gogui-rules_board_size
#? [9]
513 gogui-rules_captured_count
#? [0 0]
514 gogui-rules_side_to_move
#? [black]
525 clear_board
#? []
526 play B A3
#? []
527 play W A2
#? []
528 play B B2
#? []
529 play W B1
#? []
530 play B C1
#? []
531 play W J9
#? []
532 play B A1
#? []
533 play W PASS
#? []
534 play B PASS
#? []
535 play W PASS
#? []
536 gogui-rules_board
#? [\. \. \. \. \. \. \. \. O\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \.\nX \. \. \. \. \. \. \. \.\nX X \. \. \. \. \. \. \.\n\. X X \. \. \. \. \. \.]
537 gogui-rules_board_size
#? [9]
538 gogui-rules_captured_count
#? [0 1]
539 gogui-rules_side_to_move
#? [black]
540 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
541 gogui-rules_legal_moves
#? []
545 gogui-rules_final_result
#? [White wins by 0\.5 \(W\+0\.5\) by two passes; Black 6, White 6\.5]

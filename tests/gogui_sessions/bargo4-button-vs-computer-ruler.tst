# gtp-like 0.1.0 session of 2026-12-02 00:38:34: gtp-like --game bargo --size 4 --seed 22 --player random --gogui
# replay: gtp-like regress --game bargo --size 4 --seed 22 --player random --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-gfx_walls\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Bargo]
4 gogui-rules_board_size
#? [7 7 hex]
5 clear_board
#? []
6 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7 gogui-rules_board_size
#? [7 7 hex]
8 gogui-rules_captured_count
#? [0 0]
9 clear_board
#? []
10 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
11 gogui-rules_board_size
#? [7 7 hex]
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
#? [A1 B1 C1 D1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7 PASS]
27 gogui-rules_side_to_move
#? [black]
28 clear_board
#? []
29 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
30 gogui-rules_board_size
#? [7 7 hex]
31 gogui-rules_captured_count
#? [0 0]
32 gogui-rules_side_to_move
#? [black]
33 clear_board
#? []
34 play B E2
#? []
35 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
36 gogui-rules_board_size
#? [7 7 hex]
37 gogui-rules_captured_count
#? [0 0]
38 gogui-rules_side_to_move
#? [black]
play B E2
# error: illegal move: E2 cannot follow E2, the move begun \(gogui-rules_legal_moves\)
39 clear_board
#? []
40 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
41 gogui-rules_board_size
#? [7 7 hex]
42 gogui-rules_captured_count
#? [0 0]
43 gogui-rules_side_to_move
#? [black]
45 clear_board
#? []
46 play B E2
#? []
47 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
48 gogui-rules_board_size
#? [7 7 hex]
49 gogui-rules_captured_count
#? [0 0]
50 gogui-rules_side_to_move
#? [black]
51 gogui-rules_board_gfx
#? [CLEAR\nLABEL F3 NE E3 NW D2 W D1 SW\nCOLOR red E2\nTEXT black's piece on E2: click the neighbouring cell its wall faces \(marked\)]
52 gogui-rules_legal_moves
#? [F3 E3 D2 D1]
60 clear_board
#? []
61 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
62 gogui-rules_board_size
#? [7 7 hex]
63 gogui-rules_captured_count
#? [0 0]
64 gogui-rules_side_to_move
#? [black]
66 clear_board
#? []
67 play B E2
#? []
68 play B E3
#? []
69 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
70 gogui-rules_board_size
#? [7 7 hex]
71 gogui-rules_captured_count
#? [0 0]
72 gogui-rules_side_to_move
#? [white]
play B E3
# error: illegal move: it is not black's turn
73 clear_board
#? []
74 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
75 gogui-rules_board_size
#? [7 7 hex]
76 gogui-rules_captured_count
#? [0 0]
77 gogui-rules_side_to_move
#? [black]
80 clear_board
#? []
81 play B E2
#? []
82 play B E3
#? []
83 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
84 gogui-rules_board_size
#? [7 7 hex]
85 gogui-rules_captured_count
#? [0 0]
86 gogui-rules_side_to_move
#? [white]
87 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW\nCOLOR red E2\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
88 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7 PASS]
99 clear_board
#? []
100 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
101 gogui-rules_board_size
#? [7 7 hex]
102 gogui-rules_captured_count
#? [0 0]
103 gogui-rules_side_to_move
#? [black]
106 clear_board
#? []
107 play B E2
#? []
108 play B E3
#? []
109 play W E7
#? []
110 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
111 gogui-rules_board_size
#? [7 7 hex]
112 gogui-rules_captured_count
#? [0 0]
113 gogui-rules_side_to_move
#? [white]
114 clear_board
#? []
115 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
116 gogui-rules_board_size
#? [7 7 hex]
117 gogui-rules_captured_count
#? [0 0]
118 gogui-rules_side_to_move
#? [black]
122 clear_board
#? []
123 play B E2
#? []
124 play B E3
#? []
125 play W E7
#? []
126 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
127 gogui-rules_board_size
#? [7 7 hex]
128 gogui-rules_captured_count
#? [0 0]
129 gogui-rules_side_to_move
#? [white]
play W E7
# error: illegal move: E7 cannot follow E7, the move begun \(gogui-rules_legal_moves\)
play W E7
# error: illegal move: E7 cannot follow E7, the move begun \(gogui-rules_legal_moves\)
130 clear_board
#? []
131 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
132 gogui-rules_board_size
#? [7 7 hex]
133 gogui-rules_captured_count
#? [0 0]
134 gogui-rules_side_to_move
#? [black]
138 clear_board
#? []
139 play B E2
#? []
140 play B E3
#? []
141 play W E7
#? []
142 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
143 gogui-rules_board_size
#? [7 7 hex]
144 gogui-rules_captured_count
#? [0 0]
145 gogui-rules_side_to_move
#? [white]
146 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW\nLABEL F7 E D7 W D6 SW E6 SE\nCOLOR red E7\nTEXT white's piece on E7: click the neighbouring cell its wall faces \(marked\)]
147 gogui-rules_legal_moves
#? [F7 D7 D6 E6]
158 clear_board
#? []
159 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
160 gogui-rules_board_size
#? [7 7 hex]
161 gogui-rules_captured_count
#? [0 0]
162 gogui-rules_side_to_move
#? [black]
166 clear_board
#? []
167 play B E2
#? []
168 play B E3
#? []
169 play W E7
#? []
170 play W D7
#? []
171 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
172 gogui-rules_board_size
#? [7 7 hex]
173 gogui-rules_captured_count
#? [0 0]
174 gogui-rules_side_to_move
#? [black]
175 clear_board
#? []
176 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
177 gogui-rules_board_size
#? [7 7 hex]
178 gogui-rules_captured_count
#? [0 0]
179 gogui-rules_side_to_move
#? [black]
184 clear_board
#? []
185 play B E2
#? []
186 play B E3
#? []
187 play W E7
#? []
188 play W D7
#? []
189 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
190 gogui-rules_board_size
#? [7 7 hex]
191 gogui-rules_captured_count
#? [0 0]
192 gogui-rules_side_to_move
#? [black]
play W D7
# error: illegal move: it is not white's turn
play W D7
# error: illegal move: it is not white's turn
193 clear_board
#? []
194 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
195 gogui-rules_board_size
#? [7 7 hex]
196 gogui-rules_captured_count
#? [0 0]
197 gogui-rules_side_to_move
#? [black]
202 clear_board
#? []
203 play B E2
#? []
204 play B E3
#? []
205 play W E7
#? []
206 play W D7
#? []
207 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
208 gogui-rules_board_size
#? [7 7 hex]
209 gogui-rules_captured_count
#? [0 0]
210 gogui-rules_side_to_move
#? [black]
211 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW E7 W\nCOLOR red E7\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
212 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
220 clear_board
#? []
221 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
222 gogui-rules_board_size
#? [7 7 hex]
223 gogui-rules_captured_count
#? [0 0]
224 gogui-rules_side_to_move
#? [black]
229 clear_board
#? []
230 play B E2
#? []
231 play B E3
#? []
232 play W E7
#? []
233 play W D7
#? []
234 play B B1
#? []
235 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
236 gogui-rules_board_size
#? [7 7 hex]
237 gogui-rules_captured_count
#? [0 0]
238 gogui-rules_side_to_move
#? [black]
play B B1
# error: illegal move: B1 cannot follow B1, the move begun \(gogui-rules_legal_moves\)
239 clear_board
#? []
240 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
241 gogui-rules_board_size
#? [7 7 hex]
242 gogui-rules_captured_count
#? [0 0]
243 gogui-rules_side_to_move
#? [black]
249 clear_board
#? []
250 play B E2
#? []
251 play B E3
#? []
252 play W E7
#? []
253 play W D7
#? []
254 play B B1
#? []
255 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
256 gogui-rules_board_size
#? [7 7 hex]
257 gogui-rules_captured_count
#? [0 0]
258 gogui-rules_side_to_move
#? [black]
259 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW E7 W\nLABEL C1 E C2 NE B2 NW A1 W\nCOLOR red B1\nTEXT black's piece on B1: click the neighbouring cell its wall faces \(marked\)]
260 gogui-rules_legal_moves
#? [C1 C2 B2 A1]
268 clear_board
#? []
269 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
270 gogui-rules_board_size
#? [7 7 hex]
271 gogui-rules_captured_count
#? [0 0]
272 gogui-rules_side_to_move
#? [black]
278 clear_board
#? []
279 play B E2
#? []
280 play B E3
#? []
281 play W E7
#? []
282 play W D7
#? []
283 play B B1
#? []
284 play B A1
#? []
285 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
286 gogui-rules_board_size
#? [7 7 hex]
287 gogui-rules_captured_count
#? [0 0]
288 gogui-rules_side_to_move
#? [white]
play B A1
# error: illegal move: it is not black's turn
289 clear_board
#? []
290 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
291 gogui-rules_board_size
#? [7 7 hex]
292 gogui-rules_captured_count
#? [0 0]
293 gogui-rules_side_to_move
#? [black]
300 clear_board
#? []
301 play B E2
#? []
302 play B E3
#? []
303 play W E7
#? []
304 play W D7
#? []
305 play B B1
#? []
306 play B A1
#? []
307 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
308 gogui-rules_board_size
#? [7 7 hex]
309 gogui-rules_captured_count
#? [0 0]
310 gogui-rules_side_to_move
#? [white]
311 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W E2 NW E7 W\nCOLOR red B1\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
312 gogui-rules_legal_moves
#? [A1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
323 clear_board
#? []
324 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
325 gogui-rules_board_size
#? [7 7 hex]
326 gogui-rules_captured_count
#? [0 0]
327 gogui-rules_side_to_move
#? [black]
334 clear_board
#? []
335 play B E2
#? []
336 play B E3
#? []
337 play W E7
#? []
338 play W D7
#? []
339 play B B1
#? []
340 play B A1
#? []
341 play W PASS
#? []
342 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
343 gogui-rules_board_size
#? [7 7 hex]
344 gogui-rules_captured_count
#? [0 0]
345 gogui-rules_side_to_move
#? [black]
346 clear_board
#? []
347 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
348 gogui-rules_board_size
#? [7 7 hex]
349 gogui-rules_captured_count
#? [0 0]
350 gogui-rules_side_to_move
#? [black]
358 clear_board
#? []
359 play B E2
#? []
360 play B E3
#? []
361 play W E7
#? []
362 play W D7
#? []
363 play B B1
#? []
364 play B A1
#? []
365 play W PASS
#? []
366 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
367 gogui-rules_board_size
#? [7 7 hex]
368 gogui-rules_captured_count
#? [0 0]
369 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
play W PASS
# error: illegal move: it is not white's turn
370 clear_board
#? []
371 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
372 gogui-rules_board_size
#? [7 7 hex]
373 gogui-rules_captured_count
#? [0 0]
374 gogui-rules_side_to_move
#? [black]
382 clear_board
#? []
383 play B E2
#? []
384 play B E3
#? []
385 play W E7
#? []
386 play W D7
#? []
387 play B B1
#? []
388 play B A1
#? []
389 play W PASS
#? []
390 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
391 gogui-rules_board_size
#? [7 7 hex]
392 gogui-rules_captured_count
#? [0 0]
393 gogui-rules_side_to_move
#? [black]
394 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W E2 NW E7 W\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
395 gogui-rules_legal_moves
#? [A1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
409 clear_board
#? []
410 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
411 gogui-rules_board_size
#? [7 7 hex]
412 gogui-rules_captured_count
#? [0 0]
413 gogui-rules_side_to_move
#? [black]
421 clear_board
#? []
422 play B E2
#? []
423 play B E3
#? []
424 play W E7
#? []
425 play W D7
#? []
426 play B B1
#? []
427 play B A1
#? []
428 play W PASS
#? []
429 play B F4
#? []
430 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
431 gogui-rules_board_size
#? [7 7 hex]
432 gogui-rules_captured_count
#? [0 0]
433 gogui-rules_side_to_move
#? [black]
play B F4
# error: illegal move: F4 cannot follow F4, the move begun \(gogui-rules_legal_moves\)
434 clear_board
#? []
435 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
436 gogui-rules_board_size
#? [7 7 hex]
437 gogui-rules_captured_count
#? [0 0]
438 gogui-rules_side_to_move
#? [black]
447 clear_board
#? []
448 play B E2
#? []
449 play B E3
#? []
450 play W E7
#? []
451 play W D7
#? []
452 play B B1
#? []
453 play B A1
#? []
454 play W PASS
#? []
455 play B F4
#? []
456 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
457 gogui-rules_board_size
#? [7 7 hex]
458 gogui-rules_captured_count
#? [0 0]
459 gogui-rules_side_to_move
#? [black]
460 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W E2 NW E7 W\nLABEL G4 E G5 NE F5 NW E4 W E3 SW F3 SE\nCOLOR red F4\nTEXT black's piece on F4: click the neighbouring cell its wall faces \(marked\)]
461 gogui-rules_legal_moves
#? [G4 G5 F5 E4 E3 F3]
469 clear_board
#? []
470 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
471 gogui-rules_board_size
#? [7 7 hex]
472 gogui-rules_captured_count
#? [0 0]
473 gogui-rules_side_to_move
#? [black]
482 clear_board
#? []
483 play B E2
#? []
484 play B E3
#? []
485 play W E7
#? []
486 play W D7
#? []
487 play B B1
#? []
488 play B A1
#? []
489 play W PASS
#? []
490 play B F4
#? []
491 play B G4
#? []
492 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
493 gogui-rules_board_size
#? [7 7 hex]
494 gogui-rules_captured_count
#? [0 0]
495 gogui-rules_side_to_move
#? [white]
play B G4
# error: illegal move: it is not black's turn
496 clear_board
#? []
497 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
498 gogui-rules_board_size
#? [7 7 hex]
499 gogui-rules_captured_count
#? [0 0]
500 gogui-rules_side_to_move
#? [black]
510 clear_board
#? []
511 play B E2
#? []
512 play B E3
#? []
513 play W E7
#? []
514 play W D7
#? []
515 play B B1
#? []
516 play B A1
#? []
517 play W PASS
#? []
518 play B F4
#? []
519 play B G4
#? []
520 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. X \. \. \? \? \?]
521 gogui-rules_board_size
#? [7 7 hex]
522 gogui-rules_captured_count
#? [0 0]
523 gogui-rules_side_to_move
#? [white]
524 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W E2 NW F4 E E7 W\nCOLOR red F4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
525 gogui-rules_legal_moves
#? [A1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
536 clear_board
#? []
537 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
538 gogui-rules_board_size
#? [7 7 hex]
539 gogui-rules_captured_count
#? [0 0]
540 gogui-rules_side_to_move
#? [black]
550 clear_board
#? []
551 play B E2
#? []
552 play B E3
#? []
553 play W E7
#? []
554 play W D7
#? []
555 play B B1
#? []
556 play B A1
#? []
557 play W PASS
#? []
558 play B F4
#? []
559 play B G4
#? []
560 play W C2
#? []
561 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X \. \. \? \? \?]
562 gogui-rules_board_size
#? [7 7 hex]
563 gogui-rules_captured_count
#? [0 0]
564 gogui-rules_side_to_move
#? [white]
565 clear_board
#? []
566 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
567 gogui-rules_board_size
#? [7 7 hex]
568 gogui-rules_captured_count
#? [0 0]
569 gogui-rules_side_to_move
#? [black]
580 clear_board
#? []
581 play B E2
#? []
582 play B E3
#? []
583 play W E7
#? []
584 play W D7
#? []
585 play B B1
#? []
586 play B A1
#? []
587 play W PASS
#? []
588 play B F4
#? []
589 play B G4
#? []
590 play W C2
#? []
591 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X \. \. \? \? \?]
592 gogui-rules_board_size
#? [7 7 hex]
593 gogui-rules_captured_count
#? [0 0]
594 gogui-rules_side_to_move
#? [white]
play W C2
# error: illegal move: C2 cannot follow C2, the move begun \(gogui-rules_legal_moves\)
play W C2
# error: illegal move: C2 cannot follow C2, the move begun \(gogui-rules_legal_moves\)
595 clear_board
#? []
596 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
597 gogui-rules_board_size
#? [7 7 hex]
598 gogui-rules_captured_count
#? [0 0]
599 gogui-rules_side_to_move
#? [black]
610 clear_board
#? []
611 play B E2
#? []
612 play B E3
#? []
613 play W E7
#? []
614 play W D7
#? []
615 play B B1
#? []
616 play B A1
#? []
617 play W PASS
#? []
618 play B F4
#? []
619 play B G4
#? []
620 play W C2
#? []
621 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X \. \. \? \? \?]
622 gogui-rules_board_size
#? [7 7 hex]
623 gogui-rules_captured_count
#? [0 0]
624 gogui-rules_side_to_move
#? [white]
625 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W E2 NW F4 E E7 W\nLABEL D2 E D3 NE C3 NW B2 W C1 SE\nCOLOR red C2\nTEXT white's piece on C2: click the neighbouring cell its wall faces \(marked\)]
626 gogui-rules_legal_moves
#? [D2 D3 C3 B2 C1]
637 clear_board
#? []
638 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
639 gogui-rules_board_size
#? [7 7 hex]
640 gogui-rules_captured_count
#? [0 0]
641 gogui-rules_side_to_move
#? [black]
652 clear_board
#? []
653 play B E2
#? []
654 play B E3
#? []
655 play W E7
#? []
656 play W D7
#? []
657 play B B1
#? []
658 play B A1
#? []
659 play W PASS
#? []
660 play B F4
#? []
661 play B G4
#? []
662 play W C2
#? []
663 play W D2
#? []
664 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X \. \. \? \? \?]
665 gogui-rules_board_size
#? [7 7 hex]
666 gogui-rules_captured_count
#? [0 0]
667 gogui-rules_side_to_move
#? [black]
668 clear_board
#? []
669 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
670 gogui-rules_board_size
#? [7 7 hex]
671 gogui-rules_captured_count
#? [0 0]
672 gogui-rules_side_to_move
#? [black]
684 clear_board
#? []
685 play B E2
#? []
686 play B E3
#? []
687 play W E7
#? []
688 play W D7
#? []
689 play B B1
#? []
690 play B A1
#? []
691 play W PASS
#? []
692 play B F4
#? []
693 play B G4
#? []
694 play W C2
#? []
695 play W D2
#? []
696 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X \. \. \? \? \?]
697 gogui-rules_board_size
#? [7 7 hex]
698 gogui-rules_captured_count
#? [0 0]
699 gogui-rules_side_to_move
#? [black]
play W D2
# error: illegal move: it is not white's turn
play W D2
# error: illegal move: it is not white's turn
700 clear_board
#? []
701 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
702 gogui-rules_board_size
#? [7 7 hex]
703 gogui-rules_captured_count
#? [0 0]
704 gogui-rules_side_to_move
#? [black]
716 clear_board
#? []
717 play B E2
#? []
718 play B E3
#? []
719 play W E7
#? []
720 play W D7
#? []
721 play B B1
#? []
722 play B A1
#? []
723 play W PASS
#? []
724 play B F4
#? []
725 play B G4
#? []
726 play W C2
#? []
727 play W D2
#? []
728 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X \. \. \? \? \?]
729 gogui-rules_board_size
#? [7 7 hex]
730 gogui-rules_captured_count
#? [0 0]
731 gogui-rules_side_to_move
#? [black]
732 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W E2 NW F4 E C2 E E7 W\nCOLOR red C2\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
733 gogui-rules_legal_moves
#? [A1 C1 D1 A2 B2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
741 clear_board
#? []
742 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
743 gogui-rules_board_size
#? [7 7 hex]
744 gogui-rules_captured_count
#? [0 0]
745 gogui-rules_side_to_move
#? [black]
757 clear_board
#? []
758 play B E2
#? []
759 play B E3
#? []
760 play W E7
#? []
761 play W D7
#? []
762 play B B1
#? []
763 play B A1
#? []
764 play W PASS
#? []
765 play B F4
#? []
766 play B G4
#? []
767 play W C2
#? []
768 play W D2
#? []
769 play B C1
#? []
770 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
771 gogui-rules_board_size
#? [7 7 hex]
772 gogui-rules_captured_count
#? [0 0]
773 gogui-rules_side_to_move
#? [black]
play B C1
# error: illegal move: C1 cannot follow C1, the move begun \(gogui-rules_legal_moves\)
774 clear_board
#? []
775 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
776 gogui-rules_board_size
#? [7 7 hex]
777 gogui-rules_captured_count
#? [0 0]
778 gogui-rules_side_to_move
#? [black]
791 clear_board
#? []
792 play B E2
#? []
793 play B E3
#? []
794 play W E7
#? []
795 play W D7
#? []
796 play B B1
#? []
797 play B A1
#? []
798 play W PASS
#? []
799 play B F4
#? []
800 play B G4
#? []
801 play W C2
#? []
802 play W D2
#? []
803 play B C1
#? []
804 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
805 gogui-rules_board_size
#? [7 7 hex]
806 gogui-rules_captured_count
#? [0 0]
807 gogui-rules_side_to_move
#? [black]
808 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W E2 NW F4 E C2 E E7 W\nLABEL D1 E D2 NE B1 W\nCOLOR red C1\nTEXT black's piece on C1: click the neighbouring cell its wall faces \(marked\)]
809 gogui-rules_legal_moves
#? [D1 D2 B1]
817 clear_board
#? []
818 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
819 gogui-rules_board_size
#? [7 7 hex]
820 gogui-rules_captured_count
#? [0 0]
821 gogui-rules_side_to_move
#? [black]
834 clear_board
#? []
835 play B E2
#? []
836 play B E3
#? []
837 play W E7
#? []
838 play W D7
#? []
839 play B B1
#? []
840 play B A1
#? []
841 play W PASS
#? []
842 play B F4
#? []
843 play B G4
#? []
844 play W C2
#? []
845 play W D2
#? []
846 play B C1
#? []
847 play B B1
#? []
848 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
849 gogui-rules_board_size
#? [7 7 hex]
850 gogui-rules_captured_count
#? [0 0]
851 gogui-rules_side_to_move
#? [white]
play B B1
# error: illegal move: it is not black's turn
852 clear_board
#? []
853 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
854 gogui-rules_board_size
#? [7 7 hex]
855 gogui-rules_captured_count
#? [0 0]
856 gogui-rules_side_to_move
#? [black]
870 clear_board
#? []
871 play B E2
#? []
872 play B E3
#? []
873 play W E7
#? []
874 play W D7
#? []
875 play B B1
#? []
876 play B A1
#? []
877 play W PASS
#? []
878 play B F4
#? []
879 play B G4
#? []
880 play W C2
#? []
881 play W D2
#? []
882 play B C1
#? []
883 play B B1
#? []
884 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
885 gogui-rules_board_size
#? [7 7 hex]
886 gogui-rules_captured_count
#? [0 0]
887 gogui-rules_side_to_move
#? [white]
888 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW F4 E C2 E E7 W\nCOLOR red C1\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
889 gogui-rules_legal_moves
#? [A1 A2 B2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
900 clear_board
#? []
901 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
902 gogui-rules_board_size
#? [7 7 hex]
903 gogui-rules_captured_count
#? [0 0]
904 gogui-rules_side_to_move
#? [black]
918 clear_board
#? []
919 play B E2
#? []
920 play B E3
#? []
921 play W E7
#? []
922 play W D7
#? []
923 play B B1
#? []
924 play B A1
#? []
925 play W PASS
#? []
926 play B F4
#? []
927 play B G4
#? []
928 play W C2
#? []
929 play W D2
#? []
930 play B C1
#? []
931 play B B1
#? []
932 play W E4
#? []
933 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
934 gogui-rules_board_size
#? [7 7 hex]
935 gogui-rules_captured_count
#? [0 0]
936 gogui-rules_side_to_move
#? [white]
937 clear_board
#? []
938 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
939 gogui-rules_board_size
#? [7 7 hex]
940 gogui-rules_captured_count
#? [0 0]
941 gogui-rules_side_to_move
#? [black]
956 clear_board
#? []
957 play B E2
#? []
958 play B E3
#? []
959 play W E7
#? []
960 play W D7
#? []
961 play B B1
#? []
962 play B A1
#? []
963 play W PASS
#? []
964 play B F4
#? []
965 play B G4
#? []
966 play W C2
#? []
967 play W D2
#? []
968 play B C1
#? []
969 play B B1
#? []
970 play W E4
#? []
971 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
972 gogui-rules_board_size
#? [7 7 hex]
973 gogui-rules_captured_count
#? [0 0]
974 gogui-rules_side_to_move
#? [white]
play W E4
# error: illegal move: E4 cannot follow E4, the move begun \(gogui-rules_legal_moves\)
play W E4
# error: illegal move: E4 cannot follow E4, the move begun \(gogui-rules_legal_moves\)
975 clear_board
#? []
976 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
977 gogui-rules_board_size
#? [7 7 hex]
978 gogui-rules_captured_count
#? [0 0]
979 gogui-rules_side_to_move
#? [black]
994 clear_board
#? []
995 play B E2
#? []
996 play B E3
#? []
997 play W E7
#? []
998 play W D7
#? []
999 play B B1
#? []
1000 play B A1
#? []
1001 play W PASS
#? []
1002 play B F4
#? []
1003 play B G4
#? []
1004 play W C2
#? []
1005 play W D2
#? []
1006 play B C1
#? []
1007 play B B1
#? []
1008 play W E4
#? []
1009 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1010 gogui-rules_board_size
#? [7 7 hex]
1011 gogui-rules_captured_count
#? [0 0]
1012 gogui-rules_side_to_move
#? [white]
1013 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW F4 E C2 E E7 W\nLABEL F5 NE E5 NW D4 W D3 SW E3 SE\nCOLOR red E4\nTEXT white's piece on E4: click the neighbouring cell its wall faces \(marked\)]
1014 gogui-rules_legal_moves
#? [F5 E5 D4 D3 E3]
1025 clear_board
#? []
1026 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1027 gogui-rules_board_size
#? [7 7 hex]
1028 gogui-rules_captured_count
#? [0 0]
1029 gogui-rules_side_to_move
#? [black]
1044 clear_board
#? []
1045 play B E2
#? []
1046 play B E3
#? []
1047 play W E7
#? []
1048 play W D7
#? []
1049 play B B1
#? []
1050 play B A1
#? []
1051 play W PASS
#? []
1052 play B F4
#? []
1053 play B G4
#? []
1054 play W C2
#? []
1055 play W D2
#? []
1056 play B C1
#? []
1057 play B B1
#? []
1058 play W E4
#? []
1059 play W D4
#? []
1060 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1061 gogui-rules_board_size
#? [7 7 hex]
1062 gogui-rules_captured_count
#? [0 0]
1063 gogui-rules_side_to_move
#? [black]
1064 clear_board
#? []
1065 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1066 gogui-rules_board_size
#? [7 7 hex]
1067 gogui-rules_captured_count
#? [0 0]
1068 gogui-rules_side_to_move
#? [black]
1084 clear_board
#? []
1085 play B E2
#? []
1086 play B E3
#? []
1087 play W E7
#? []
1088 play W D7
#? []
1089 play B B1
#? []
1090 play B A1
#? []
1091 play W PASS
#? []
1092 play B F4
#? []
1093 play B G4
#? []
1094 play W C2
#? []
1095 play W D2
#? []
1096 play B C1
#? []
1097 play B B1
#? []
1098 play W E4
#? []
1099 play W D4
#? []
1100 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1101 gogui-rules_board_size
#? [7 7 hex]
1102 gogui-rules_captured_count
#? [0 0]
1103 gogui-rules_side_to_move
#? [black]
play W D4
# error: illegal move: it is not white's turn
play W D4
# error: illegal move: it is not white's turn
1104 clear_board
#? []
1105 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1106 gogui-rules_board_size
#? [7 7 hex]
1107 gogui-rules_captured_count
#? [0 0]
1108 gogui-rules_side_to_move
#? [black]
1124 clear_board
#? []
1125 play B E2
#? []
1126 play B E3
#? []
1127 play W E7
#? []
1128 play W D7
#? []
1129 play B B1
#? []
1130 play B A1
#? []
1131 play W PASS
#? []
1132 play B F4
#? []
1133 play B G4
#? []
1134 play W C2
#? []
1135 play W D2
#? []
1136 play B C1
#? []
1137 play B B1
#? []
1138 play W E4
#? []
1139 play W D4
#? []
1140 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. \. \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1141 gogui-rules_board_size
#? [7 7 hex]
1142 gogui-rules_captured_count
#? [0 0]
1143 gogui-rules_side_to_move
#? [black]
1144 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW F4 E C2 E E4 W E7 W\nCOLOR red E4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1145 gogui-rules_legal_moves
#? [A1 D1 A2 B2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
1153 clear_board
#? []
1154 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1155 gogui-rules_board_size
#? [7 7 hex]
1156 gogui-rules_captured_count
#? [0 0]
1157 gogui-rules_side_to_move
#? [black]
1173 clear_board
#? []
1174 play B E2
#? []
1175 play B E3
#? []
1176 play W E7
#? []
1177 play W D7
#? []
1178 play B B1
#? []
1179 play B A1
#? []
1180 play W PASS
#? []
1181 play B F4
#? []
1182 play B G4
#? []
1183 play W C2
#? []
1184 play W D2
#? []
1185 play B C1
#? []
1186 play B B1
#? []
1187 play W E4
#? []
1188 play W D4
#? []
1189 play B E3
#? []
1190 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1191 gogui-rules_board_size
#? [7 7 hex]
1192 gogui-rules_captured_count
#? [0 0]
1193 gogui-rules_side_to_move
#? [black]
play B E3
# error: illegal move: E3 cannot follow E3, the move begun \(gogui-rules_legal_moves\)
1194 clear_board
#? []
1195 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1196 gogui-rules_board_size
#? [7 7 hex]
1197 gogui-rules_captured_count
#? [0 0]
1198 gogui-rules_side_to_move
#? [black]
1215 clear_board
#? []
1216 play B E2
#? []
1217 play B E3
#? []
1218 play W E7
#? []
1219 play W D7
#? []
1220 play B B1
#? []
1221 play B A1
#? []
1222 play W PASS
#? []
1223 play B F4
#? []
1224 play B G4
#? []
1225 play W C2
#? []
1226 play W D2
#? []
1227 play B C1
#? []
1228 play B B1
#? []
1229 play W E4
#? []
1230 play W D4
#? []
1231 play B E3
#? []
1232 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1233 gogui-rules_board_size
#? [7 7 hex]
1234 gogui-rules_captured_count
#? [0 0]
1235 gogui-rules_side_to_move
#? [black]
1236 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW F4 E C2 E E4 W E7 W\nLABEL F3 E F4 NE D3 W D2 SW\nCOLOR red E3\nTEXT black's piece on E3: click the neighbouring cell its wall faces \(marked\)]
1237 gogui-rules_legal_moves
#? [F3 F4 D3 D2]
1245 clear_board
#? []
1246 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1247 gogui-rules_board_size
#? [7 7 hex]
1248 gogui-rules_captured_count
#? [0 0]
1249 gogui-rules_side_to_move
#? [black]
1266 clear_board
#? []
1267 play B E2
#? []
1268 play B E3
#? []
1269 play W E7
#? []
1270 play W D7
#? []
1271 play B B1
#? []
1272 play B A1
#? []
1273 play W PASS
#? []
1274 play B F4
#? []
1275 play B G4
#? []
1276 play W C2
#? []
1277 play W D2
#? []
1278 play B C1
#? []
1279 play B B1
#? []
1280 play W E4
#? []
1281 play W D4
#? []
1282 play B E3
#? []
1283 play B D2
#? []
1284 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1285 gogui-rules_board_size
#? [7 7 hex]
1286 gogui-rules_captured_count
#? [0 0]
1287 gogui-rules_side_to_move
#? [white]
play B D2
# error: illegal move: it is not black's turn
1288 clear_board
#? []
1289 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1290 gogui-rules_board_size
#? [7 7 hex]
1291 gogui-rules_captured_count
#? [0 0]
1292 gogui-rules_side_to_move
#? [black]
1310 clear_board
#? []
1311 play B E2
#? []
1312 play B E3
#? []
1313 play W E7
#? []
1314 play W D7
#? []
1315 play B B1
#? []
1316 play B A1
#? []
1317 play W PASS
#? []
1318 play B F4
#? []
1319 play B G4
#? []
1320 play W C2
#? []
1321 play W D2
#? []
1322 play B C1
#? []
1323 play B B1
#? []
1324 play W E4
#? []
1325 play W D4
#? []
1326 play B E3
#? []
1327 play B D2
#? []
1328 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. \. \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1329 gogui-rules_board_size
#? [7 7 hex]
1330 gogui-rules_captured_count
#? [0 0]
1331 gogui-rules_side_to_move
#? [white]
1332 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW F4 E C2 E E4 W E7 W\nCOLOR red E3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1333 gogui-rules_legal_moves
#? [A1 A2 B2 D2 A3 B3 C3 D3 A4 B4 C4 D4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
1344 clear_board
#? []
1345 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1346 gogui-rules_board_size
#? [7 7 hex]
1347 gogui-rules_captured_count
#? [0 0]
1348 gogui-rules_side_to_move
#? [black]
1366 clear_board
#? []
1367 play B E2
#? []
1368 play B E3
#? []
1369 play W E7
#? []
1370 play W D7
#? []
1371 play B B1
#? []
1372 play B A1
#? []
1373 play W PASS
#? []
1374 play B F4
#? []
1375 play B G4
#? []
1376 play W C2
#? []
1377 play W D2
#? []
1378 play B C1
#? []
1379 play B B1
#? []
1380 play W E4
#? []
1381 play W D4
#? []
1382 play B E3
#? []
1383 play B D2
#? []
1384 play W B3
#? []
1385 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1386 gogui-rules_board_size
#? [7 7 hex]
1387 gogui-rules_captured_count
#? [0 0]
1388 gogui-rules_side_to_move
#? [white]
1389 clear_board
#? []
1390 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1391 gogui-rules_board_size
#? [7 7 hex]
1392 gogui-rules_captured_count
#? [0 0]
1393 gogui-rules_side_to_move
#? [black]
1412 clear_board
#? []
1413 play B E2
#? []
1414 play B E3
#? []
1415 play W E7
#? []
1416 play W D7
#? []
1417 play B B1
#? []
1418 play B A1
#? []
1419 play W PASS
#? []
1420 play B F4
#? []
1421 play B G4
#? []
1422 play W C2
#? []
1423 play W D2
#? []
1424 play B C1
#? []
1425 play B B1
#? []
1426 play W E4
#? []
1427 play W D4
#? []
1428 play B E3
#? []
1429 play B D2
#? []
1430 play W B3
#? []
1431 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1432 gogui-rules_board_size
#? [7 7 hex]
1433 gogui-rules_captured_count
#? [0 0]
1434 gogui-rules_side_to_move
#? [white]
play W B3
# error: illegal move: B3 cannot follow B3, the move begun \(gogui-rules_legal_moves\)
play W B3
# error: illegal move: B3 cannot follow B3, the move begun \(gogui-rules_legal_moves\)
1435 clear_board
#? []
1436 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1437 gogui-rules_board_size
#? [7 7 hex]
1438 gogui-rules_captured_count
#? [0 0]
1439 gogui-rules_side_to_move
#? [black]
1458 clear_board
#? []
1459 play B E2
#? []
1460 play B E3
#? []
1461 play W E7
#? []
1462 play W D7
#? []
1463 play B B1
#? []
1464 play B A1
#? []
1465 play W PASS
#? []
1466 play B F4
#? []
1467 play B G4
#? []
1468 play W C2
#? []
1469 play W D2
#? []
1470 play B C1
#? []
1471 play B B1
#? []
1472 play W E4
#? []
1473 play W D4
#? []
1474 play B E3
#? []
1475 play B D2
#? []
1476 play W B3
#? []
1477 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1478 gogui-rules_board_size
#? [7 7 hex]
1479 gogui-rules_captured_count
#? [0 0]
1480 gogui-rules_side_to_move
#? [white]
1481 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW F4 E C2 E E4 W E7 W\nLABEL C3 E C4 NE B4 NW A3 W A2 SW B2 SE\nCOLOR red B3\nTEXT white's piece on B3: click the neighbouring cell its wall faces \(marked\)]
1482 gogui-rules_legal_moves
#? [C3 C4 B4 A3 A2 B2]
1493 clear_board
#? []
1494 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1495 gogui-rules_board_size
#? [7 7 hex]
1496 gogui-rules_captured_count
#? [0 0]
1497 gogui-rules_side_to_move
#? [black]
1516 clear_board
#? []
1517 play B E2
#? []
1518 play B E3
#? []
1519 play W E7
#? []
1520 play W D7
#? []
1521 play B B1
#? []
1522 play B A1
#? []
1523 play W PASS
#? []
1524 play B F4
#? []
1525 play B G4
#? []
1526 play W C2
#? []
1527 play W D2
#? []
1528 play B C1
#? []
1529 play B B1
#? []
1530 play W E4
#? []
1531 play W D4
#? []
1532 play B E3
#? []
1533 play B D2
#? []
1534 play W B3
#? []
1535 play W C3
#? []
1536 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1537 gogui-rules_board_size
#? [7 7 hex]
1538 gogui-rules_captured_count
#? [0 0]
1539 gogui-rules_side_to_move
#? [black]
1540 clear_board
#? []
1541 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1542 gogui-rules_board_size
#? [7 7 hex]
1543 gogui-rules_captured_count
#? [0 0]
1544 gogui-rules_side_to_move
#? [black]
1564 clear_board
#? []
1565 play B E2
#? []
1566 play B E3
#? []
1567 play W E7
#? []
1568 play W D7
#? []
1569 play B B1
#? []
1570 play B A1
#? []
1571 play W PASS
#? []
1572 play B F4
#? []
1573 play B G4
#? []
1574 play W C2
#? []
1575 play W D2
#? []
1576 play B C1
#? []
1577 play B B1
#? []
1578 play W E4
#? []
1579 play W D4
#? []
1580 play B E3
#? []
1581 play B D2
#? []
1582 play W B3
#? []
1583 play W C3
#? []
1584 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1585 gogui-rules_board_size
#? [7 7 hex]
1586 gogui-rules_captured_count
#? [0 0]
1587 gogui-rules_side_to_move
#? [black]
play W C3
# error: illegal move: it is not white's turn
play W C3
# error: illegal move: it is not white's turn
1588 clear_board
#? []
1589 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1590 gogui-rules_board_size
#? [7 7 hex]
1591 gogui-rules_captured_count
#? [0 0]
1592 gogui-rules_side_to_move
#? [black]
1612 clear_board
#? []
1613 play B E2
#? []
1614 play B E3
#? []
1615 play W E7
#? []
1616 play W D7
#? []
1617 play B B1
#? []
1618 play B A1
#? []
1619 play W PASS
#? []
1620 play B F4
#? []
1621 play B G4
#? []
1622 play W C2
#? []
1623 play W D2
#? []
1624 play B C1
#? []
1625 play B B1
#? []
1626 play W E4
#? []
1627 play W D4
#? []
1628 play B E3
#? []
1629 play B D2
#? []
1630 play W B3
#? []
1631 play W C3
#? []
1632 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1633 gogui-rules_board_size
#? [7 7 hex]
1634 gogui-rules_captured_count
#? [0 0]
1635 gogui-rules_side_to_move
#? [black]
1636 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW F4 E C2 E B3 E E4 W E7 W\nCOLOR red B3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1637 gogui-rules_legal_moves
#? [A1 D1 A2 B2 D2 A3 C3 D3 F3 A4 B4 C4 D4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
1645 clear_board
#? []
1646 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1647 gogui-rules_board_size
#? [7 7 hex]
1648 gogui-rules_captured_count
#? [0 0]
1649 gogui-rules_side_to_move
#? [black]
1669 clear_board
#? []
1670 play B E2
#? []
1671 play B E3
#? []
1672 play W E7
#? []
1673 play W D7
#? []
1674 play B B1
#? []
1675 play B A1
#? []
1676 play W PASS
#? []
1677 play B F4
#? []
1678 play B G4
#? []
1679 play W C2
#? []
1680 play W D2
#? []
1681 play B C1
#? []
1682 play B B1
#? []
1683 play W E4
#? []
1684 play W D4
#? []
1685 play B E3
#? []
1686 play B D2
#? []
1687 play W B3
#? []
1688 play W C3
#? []
1689 play B D4
#? []
1690 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1691 gogui-rules_board_size
#? [7 7 hex]
1692 gogui-rules_captured_count
#? [0 0]
1693 gogui-rules_side_to_move
#? [black]
play B D4
# error: illegal move: D4 cannot follow D4, the move begun \(gogui-rules_legal_moves\)
1694 clear_board
#? []
1695 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1696 gogui-rules_board_size
#? [7 7 hex]
1697 gogui-rules_captured_count
#? [0 0]
1698 gogui-rules_side_to_move
#? [black]
1719 clear_board
#? []
1720 play B E2
#? []
1721 play B E3
#? []
1722 play W E7
#? []
1723 play W D7
#? []
1724 play B B1
#? []
1725 play B A1
#? []
1726 play W PASS
#? []
1727 play B F4
#? []
1728 play B G4
#? []
1729 play W C2
#? []
1730 play W D2
#? []
1731 play B C1
#? []
1732 play B B1
#? []
1733 play W E4
#? []
1734 play W D4
#? []
1735 play B E3
#? []
1736 play B D2
#? []
1737 play W B3
#? []
1738 play W C3
#? []
1739 play B D4
#? []
1740 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1741 gogui-rules_board_size
#? [7 7 hex]
1742 gogui-rules_captured_count
#? [0 0]
1743 gogui-rules_side_to_move
#? [black]
1744 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW F4 E C2 E B3 E E4 W E7 W\nLABEL E5 NE D5 NW C4 W C3 SW D3 SE\nCOLOR red D4\nTEXT black's piece on D4: click the neighbouring cell its wall faces \(marked\)]
1745 gogui-rules_legal_moves
#? [E5 D5 C4 C3 D3]
1753 clear_board
#? []
1754 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1755 gogui-rules_board_size
#? [7 7 hex]
1756 gogui-rules_captured_count
#? [0 0]
1757 gogui-rules_side_to_move
#? [black]
1778 clear_board
#? []
1779 play B E2
#? []
1780 play B E3
#? []
1781 play W E7
#? []
1782 play W D7
#? []
1783 play B B1
#? []
1784 play B A1
#? []
1785 play W PASS
#? []
1786 play B F4
#? []
1787 play B G4
#? []
1788 play W C2
#? []
1789 play W D2
#? []
1790 play B C1
#? []
1791 play B B1
#? []
1792 play W E4
#? []
1793 play W D4
#? []
1794 play B E3
#? []
1795 play B D2
#? []
1796 play W B3
#? []
1797 play W C3
#? []
1798 play B D4
#? []
1799 play B D3
#? []
1800 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1801 gogui-rules_board_size
#? [7 7 hex]
1802 gogui-rules_captured_count
#? [0 0]
1803 gogui-rules_side_to_move
#? [white]
play B D3
# error: illegal move: it is not black's turn
1804 clear_board
#? []
1805 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1806 gogui-rules_board_size
#? [7 7 hex]
1807 gogui-rules_captured_count
#? [0 0]
1808 gogui-rules_side_to_move
#? [black]
1830 clear_board
#? []
1831 play B E2
#? []
1832 play B E3
#? []
1833 play W E7
#? []
1834 play W D7
#? []
1835 play B B1
#? []
1836 play B A1
#? []
1837 play W PASS
#? []
1838 play B F4
#? []
1839 play B G4
#? []
1840 play W C2
#? []
1841 play W D2
#? []
1842 play B C1
#? []
1843 play B B1
#? []
1844 play W E4
#? []
1845 play W D4
#? []
1846 play B E3
#? []
1847 play B D2
#? []
1848 play W B3
#? []
1849 play W C3
#? []
1850 play B D4
#? []
1851 play B D3
#? []
1852 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1853 gogui-rules_board_size
#? [7 7 hex]
1854 gogui-rules_captured_count
#? [0 0]
1855 gogui-rules_side_to_move
#? [white]
1856 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW D4 SE F4 E C2 E B3 E E4 W E7 W\nCOLOR red D4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1857 gogui-rules_legal_moves
#? [A1 A2 B2 D2 A3 C3 D3 A4 B4 C4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
1868 clear_board
#? []
1869 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1870 gogui-rules_board_size
#? [7 7 hex]
1871 gogui-rules_captured_count
#? [0 0]
1872 gogui-rules_side_to_move
#? [black]
1894 clear_board
#? []
1895 play B E2
#? []
1896 play B E3
#? []
1897 play W E7
#? []
1898 play W D7
#? []
1899 play B B1
#? []
1900 play B A1
#? []
1901 play W PASS
#? []
1902 play B F4
#? []
1903 play B G4
#? []
1904 play W C2
#? []
1905 play W D2
#? []
1906 play B C1
#? []
1907 play B B1
#? []
1908 play W E4
#? []
1909 play W D4
#? []
1910 play B E3
#? []
1911 play B D2
#? []
1912 play W B3
#? []
1913 play W C3
#? []
1914 play B D4
#? []
1915 play B D3
#? []
1916 play W D5
#? []
1917 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1918 gogui-rules_board_size
#? [7 7 hex]
1919 gogui-rules_captured_count
#? [0 0]
1920 gogui-rules_side_to_move
#? [white]
1921 clear_board
#? []
1922 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1923 gogui-rules_board_size
#? [7 7 hex]
1924 gogui-rules_captured_count
#? [0 0]
1925 gogui-rules_side_to_move
#? [black]
1948 clear_board
#? []
1949 play B E2
#? []
1950 play B E3
#? []
1951 play W E7
#? []
1952 play W D7
#? []
1953 play B B1
#? []
1954 play B A1
#? []
1955 play W PASS
#? []
1956 play B F4
#? []
1957 play B G4
#? []
1958 play W C2
#? []
1959 play W D2
#? []
1960 play B C1
#? []
1961 play B B1
#? []
1962 play W E4
#? []
1963 play W D4
#? []
1964 play B E3
#? []
1965 play B D2
#? []
1966 play W B3
#? []
1967 play W C3
#? []
1968 play B D4
#? []
1969 play B D3
#? []
1970 play W D5
#? []
1971 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
1972 gogui-rules_board_size
#? [7 7 hex]
1973 gogui-rules_captured_count
#? [0 0]
1974 gogui-rules_side_to_move
#? [white]
play W D5
# error: illegal move: D5 cannot follow D5, the move begun \(gogui-rules_legal_moves\)
play W D5
# error: illegal move: D5 cannot follow D5, the move begun \(gogui-rules_legal_moves\)
1975 clear_board
#? []
1976 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1977 gogui-rules_board_size
#? [7 7 hex]
1978 gogui-rules_captured_count
#? [0 0]
1979 gogui-rules_side_to_move
#? [black]
2002 clear_board
#? []
2003 play B E2
#? []
2004 play B E3
#? []
2005 play W E7
#? []
2006 play W D7
#? []
2007 play B B1
#? []
2008 play B A1
#? []
2009 play W PASS
#? []
2010 play B F4
#? []
2011 play B G4
#? []
2012 play W C2
#? []
2013 play W D2
#? []
2014 play B C1
#? []
2015 play B B1
#? []
2016 play W E4
#? []
2017 play W D4
#? []
2018 play B E3
#? []
2019 play B D2
#? []
2020 play W B3
#? []
2021 play W C3
#? []
2022 play B D4
#? []
2023 play B D3
#? []
2024 play W D5
#? []
2025 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
2026 gogui-rules_board_size
#? [7 7 hex]
2027 gogui-rules_captured_count
#? [0 0]
2028 gogui-rules_side_to_move
#? [white]
2029 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW D4 SE F4 E C2 E B3 E E4 W E7 W\nLABEL E5 E E6 NE D6 NW C5 W C4 SW\nCOLOR red D5\nTEXT white's piece on D5: click the neighbouring cell its wall faces \(marked\)]
2030 gogui-rules_legal_moves
#? [E5 E6 D6 C5 C4]
2041 clear_board
#? []
2042 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2043 gogui-rules_board_size
#? [7 7 hex]
2044 gogui-rules_captured_count
#? [0 0]
2045 gogui-rules_side_to_move
#? [black]
2068 clear_board
#? []
2069 play B E2
#? []
2070 play B E3
#? []
2071 play W E7
#? []
2072 play W D7
#? []
2073 play B B1
#? []
2074 play B A1
#? []
2075 play W PASS
#? []
2076 play B F4
#? []
2077 play B G4
#? []
2078 play W C2
#? []
2079 play W D2
#? []
2080 play B C1
#? []
2081 play B B1
#? []
2082 play W E4
#? []
2083 play W D4
#? []
2084 play B E3
#? []
2085 play B D2
#? []
2086 play W B3
#? []
2087 play W C3
#? []
2088 play B D4
#? []
2089 play B D3
#? []
2090 play W D5
#? []
2091 play W E5
#? []
2092 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
2093 gogui-rules_board_size
#? [7 7 hex]
2094 gogui-rules_captured_count
#? [0 0]
2095 gogui-rules_side_to_move
#? [black]
2096 clear_board
#? []
2097 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2098 gogui-rules_board_size
#? [7 7 hex]
2099 gogui-rules_captured_count
#? [0 0]
2100 gogui-rules_side_to_move
#? [black]
2124 clear_board
#? []
2125 play B E2
#? []
2126 play B E3
#? []
2127 play W E7
#? []
2128 play W D7
#? []
2129 play B B1
#? []
2130 play B A1
#? []
2131 play W PASS
#? []
2132 play B F4
#? []
2133 play B G4
#? []
2134 play W C2
#? []
2135 play W D2
#? []
2136 play B C1
#? []
2137 play B B1
#? []
2138 play W E4
#? []
2139 play W D4
#? []
2140 play B E3
#? []
2141 play B D2
#? []
2142 play W B3
#? []
2143 play W C3
#? []
2144 play B D4
#? []
2145 play B D3
#? []
2146 play W D5
#? []
2147 play W E5
#? []
2148 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
2149 gogui-rules_board_size
#? [7 7 hex]
2150 gogui-rules_captured_count
#? [0 0]
2151 gogui-rules_side_to_move
#? [black]
play W E5
# error: illegal move: it is not white's turn
play W E5
# error: illegal move: it is not white's turn
2152 clear_board
#? []
2153 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2154 gogui-rules_board_size
#? [7 7 hex]
2155 gogui-rules_captured_count
#? [0 0]
2156 gogui-rules_side_to_move
#? [black]
2180 clear_board
#? []
2181 play B E2
#? []
2182 play B E3
#? []
2183 play W E7
#? []
2184 play W D7
#? []
2185 play B B1
#? []
2186 play B A1
#? []
2187 play W PASS
#? []
2188 play B F4
#? []
2189 play B G4
#? []
2190 play W C2
#? []
2191 play W D2
#? []
2192 play B C1
#? []
2193 play B B1
#? []
2194 play W E4
#? []
2195 play W D4
#? []
2196 play B E3
#? []
2197 play B D2
#? []
2198 play W B3
#? []
2199 play W C3
#? []
2200 play B D4
#? []
2201 play B D3
#? []
2202 play W D5
#? []
2203 play W E5
#? []
2204 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. \. X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
2205 gogui-rules_board_size
#? [7 7 hex]
2206 gogui-rules_captured_count
#? [0 0]
2207 gogui-rules_side_to_move
#? [black]
2208 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW D4 SE F4 E C2 E B3 E E4 W D5 E E7 W\nCOLOR red D5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
2209 gogui-rules_legal_moves
#? [A1 D1 A2 B2 D2 A3 C3 D3 F3 A4 B4 C4 G4 B5 C5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
2217 clear_board
#? []
2218 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2219 gogui-rules_board_size
#? [7 7 hex]
2220 gogui-rules_captured_count
#? [0 0]
2221 gogui-rules_side_to_move
#? [black]
2245 clear_board
#? []
2246 play B E2
#? []
2247 play B E3
#? []
2248 play W E7
#? []
2249 play W D7
#? []
2250 play B B1
#? []
2251 play B A1
#? []
2252 play W PASS
#? []
2253 play B F4
#? []
2254 play B G4
#? []
2255 play W C2
#? []
2256 play W D2
#? []
2257 play B C1
#? []
2258 play B B1
#? []
2259 play W E4
#? []
2260 play W D4
#? []
2261 play B E3
#? []
2262 play B D2
#? []
2263 play W B3
#? []
2264 play W C3
#? []
2265 play B D4
#? []
2266 play B D3
#? []
2267 play W D5
#? []
2268 play W E5
#? []
2269 play B C4
#? []
2270 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
2271 gogui-rules_board_size
#? [7 7 hex]
2272 gogui-rules_captured_count
#? [0 0]
2273 gogui-rules_side_to_move
#? [black]
play B C4
# error: illegal move: C4 cannot follow C4, the move begun \(gogui-rules_legal_moves\)
2274 clear_board
#? []
2275 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2276 gogui-rules_board_size
#? [7 7 hex]
2277 gogui-rules_captured_count
#? [0 0]
2278 gogui-rules_side_to_move
#? [black]
2303 clear_board
#? []
2304 play B E2
#? []
2305 play B E3
#? []
2306 play W E7
#? []
2307 play W D7
#? []
2308 play B B1
#? []
2309 play B A1
#? []
2310 play W PASS
#? []
2311 play B F4
#? []
2312 play B G4
#? []
2313 play W C2
#? []
2314 play W D2
#? []
2315 play B C1
#? []
2316 play B B1
#? []
2317 play W E4
#? []
2318 play W D4
#? []
2319 play B E3
#? []
2320 play B D2
#? []
2321 play W B3
#? []
2322 play W C3
#? []
2323 play B D4
#? []
2324 play B D3
#? []
2325 play W D5
#? []
2326 play W E5
#? []
2327 play B C4
#? []
2328 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
2329 gogui-rules_board_size
#? [7 7 hex]
2330 gogui-rules_captured_count
#? [0 0]
2331 gogui-rules_side_to_move
#? [black]
2332 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW D4 SE F4 E C2 E B3 E E4 W D5 E E7 W\nLABEL D4 E C5 NW B4 W C3 SE\nCOLOR red C4\nTEXT black's piece on C4: click the neighbouring cell its wall faces \(marked\)]
2333 gogui-rules_legal_moves
#? [D4 C5 B4 C3]
2341 clear_board
#? []
2342 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2343 gogui-rules_board_size
#? [7 7 hex]
2344 gogui-rules_captured_count
#? [0 0]
2345 gogui-rules_side_to_move
#? [black]
2370 clear_board
#? []
2371 play B E2
#? []
2372 play B E3
#? []
2373 play W E7
#? []
2374 play W D7
#? []
2375 play B B1
#? []
2376 play B A1
#? []
2377 play W PASS
#? []
2378 play B F4
#? []
2379 play B G4
#? []
2380 play W C2
#? []
2381 play W D2
#? []
2382 play B C1
#? []
2383 play B B1
#? []
2384 play W E4
#? []
2385 play W D4
#? []
2386 play B E3
#? []
2387 play B D2
#? []
2388 play W B3
#? []
2389 play W C3
#? []
2390 play B D4
#? []
2391 play B D3
#? []
2392 play W D5
#? []
2393 play W E5
#? []
2394 play B C4
#? []
2395 play B C5
#? []
2396 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
2397 gogui-rules_board_size
#? [7 7 hex]
2398 gogui-rules_captured_count
#? [0 0]
2399 gogui-rules_side_to_move
#? [white]
play B C5
# error: illegal move: it is not black's turn
2400 clear_board
#? []
2401 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2402 gogui-rules_board_size
#? [7 7 hex]
2403 gogui-rules_captured_count
#? [0 0]
2404 gogui-rules_side_to_move
#? [black]
2430 clear_board
#? []
2431 play B E2
#? []
2432 play B E3
#? []
2433 play W E7
#? []
2434 play W D7
#? []
2435 play B B1
#? []
2436 play B A1
#? []
2437 play W PASS
#? []
2438 play B F4
#? []
2439 play B G4
#? []
2440 play W C2
#? []
2441 play W D2
#? []
2442 play B C1
#? []
2443 play B B1
#? []
2444 play W E4
#? []
2445 play W D4
#? []
2446 play B E3
#? []
2447 play B D2
#? []
2448 play W B3
#? []
2449 play W C3
#? []
2450 play B D4
#? []
2451 play B D3
#? []
2452 play W D5
#? []
2453 play W E5
#? []
2454 play B C4
#? []
2455 play B C5
#? []
2456 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. \. O \. X \? \?\n\. X X \. \? \? \?]
2457 gogui-rules_board_size
#? [7 7 hex]
2458 gogui-rules_captured_count
#? [0 0]
2459 gogui-rules_side_to_move
#? [white]
2460 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW C4 NW D4 SE F4 E C2 E B3 E E4 W D5 E E7 W\nCOLOR red C4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
2461 gogui-rules_legal_moves
#? [A1 A2 B2 D2 A3 C3 D3 A4 B4 G4 B5 C5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
2472 clear_board
#? []
2473 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2474 gogui-rules_board_size
#? [7 7 hex]
2475 gogui-rules_captured_count
#? [0 0]
2476 gogui-rules_side_to_move
#? [black]
2502 clear_board
#? []
2503 play B E2
#? []
2504 play B E3
#? []
2505 play W E7
#? []
2506 play W D7
#? []
2507 play B B1
#? []
2508 play B A1
#? []
2509 play W PASS
#? []
2510 play B F4
#? []
2511 play B G4
#? []
2512 play W C2
#? []
2513 play W D2
#? []
2514 play B C1
#? []
2515 play B B1
#? []
2516 play W E4
#? []
2517 play W D4
#? []
2518 play B E3
#? []
2519 play B D2
#? []
2520 play W B3
#? []
2521 play W C3
#? []
2522 play B D4
#? []
2523 play B D3
#? []
2524 play W D5
#? []
2525 play W E5
#? []
2526 play B C4
#? []
2527 play B C5
#? []
2528 play W B2
#? []
2529 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. X X \. \? \? \?]
2530 gogui-rules_board_size
#? [7 7 hex]
2531 gogui-rules_captured_count
#? [0 0]
2532 gogui-rules_side_to_move
#? [white]
2533 clear_board
#? []
2534 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2535 gogui-rules_board_size
#? [7 7 hex]
2536 gogui-rules_captured_count
#? [0 0]
2537 gogui-rules_side_to_move
#? [black]
2564 clear_board
#? []
2565 play B E2
#? []
2566 play B E3
#? []
2567 play W E7
#? []
2568 play W D7
#? []
2569 play B B1
#? []
2570 play B A1
#? []
2571 play W PASS
#? []
2572 play B F4
#? []
2573 play B G4
#? []
2574 play W C2
#? []
2575 play W D2
#? []
2576 play B C1
#? []
2577 play B B1
#? []
2578 play W E4
#? []
2579 play W D4
#? []
2580 play B E3
#? []
2581 play B D2
#? []
2582 play W B3
#? []
2583 play W C3
#? []
2584 play B D4
#? []
2585 play B D3
#? []
2586 play W D5
#? []
2587 play W E5
#? []
2588 play B C4
#? []
2589 play B C5
#? []
2590 play W B2
#? []
2591 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. X X \. \? \? \?]
2592 gogui-rules_board_size
#? [7 7 hex]
2593 gogui-rules_captured_count
#? [0 0]
2594 gogui-rules_side_to_move
#? [white]
play W B2
# error: illegal move: B2 cannot follow B2, the move begun \(gogui-rules_legal_moves\)
play W B2
# error: illegal move: B2 cannot follow B2, the move begun \(gogui-rules_legal_moves\)
2595 clear_board
#? []
2596 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2597 gogui-rules_board_size
#? [7 7 hex]
2598 gogui-rules_captured_count
#? [0 0]
2599 gogui-rules_side_to_move
#? [black]
2626 clear_board
#? []
2627 play B E2
#? []
2628 play B E3
#? []
2629 play W E7
#? []
2630 play W D7
#? []
2631 play B B1
#? []
2632 play B A1
#? []
2633 play W PASS
#? []
2634 play B F4
#? []
2635 play B G4
#? []
2636 play W C2
#? []
2637 play W D2
#? []
2638 play B C1
#? []
2639 play B B1
#? []
2640 play W E4
#? []
2641 play W D4
#? []
2642 play B E3
#? []
2643 play B D2
#? []
2644 play W B3
#? []
2645 play W C3
#? []
2646 play B D4
#? []
2647 play B D3
#? []
2648 play W D5
#? []
2649 play W E5
#? []
2650 play B C4
#? []
2651 play B C5
#? []
2652 play W B2
#? []
2653 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. X X \. \? \? \?]
2654 gogui-rules_board_size
#? [7 7 hex]
2655 gogui-rules_captured_count
#? [0 0]
2656 gogui-rules_side_to_move
#? [white]
2657 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W C1 W E2 NW E3 SW C4 NW D4 SE F4 E C2 E B3 E E4 W D5 E E7 W\nLABEL C2 E C3 NE B3 NW A2 W A1 SW B1 SE\nCOLOR red B2\nTEXT white's piece on B2: click the neighbouring cell its wall faces \(marked\)]
2658 gogui-rules_legal_moves
#? [C2 C3 B3 A2 A1 B1]
2669 clear_board
#? []
2670 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2671 gogui-rules_board_size
#? [7 7 hex]
2672 gogui-rules_captured_count
#? [0 0]
2673 gogui-rules_side_to_move
#? [black]
2700 clear_board
#? []
2701 play B E2
#? []
2702 play B E3
#? []
2703 play W E7
#? []
2704 play W D7
#? []
2705 play B B1
#? []
2706 play B A1
#? []
2707 play W PASS
#? []
2708 play B F4
#? []
2709 play B G4
#? []
2710 play W C2
#? []
2711 play W D2
#? []
2712 play B C1
#? []
2713 play B B1
#? []
2714 play W E4
#? []
2715 play W D4
#? []
2716 play B E3
#? []
2717 play B D2
#? []
2718 play W B3
#? []
2719 play W C3
#? []
2720 play B D4
#? []
2721 play B D3
#? []
2722 play W D5
#? []
2723 play W E5
#? []
2724 play B C4
#? []
2725 play B C5
#? []
2726 play W B2
#? []
2727 play W A1
#? []
2728 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
2729 gogui-rules_board_size
#? [7 7 hex]
2730 gogui-rules_captured_count
#? [0 1]
2731 gogui-rules_side_to_move
#? [black]
2732 clear_board
#? []
2733 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2734 gogui-rules_board_size
#? [7 7 hex]
2735 gogui-rules_captured_count
#? [0 0]
2736 gogui-rules_side_to_move
#? [black]
2764 clear_board
#? []
2765 play B E2
#? []
2766 play B E3
#? []
2767 play W E7
#? []
2768 play W D7
#? []
2769 play B B1
#? []
2770 play B A1
#? []
2771 play W PASS
#? []
2772 play B F4
#? []
2773 play B G4
#? []
2774 play W C2
#? []
2775 play W D2
#? []
2776 play B C1
#? []
2777 play B B1
#? []
2778 play W E4
#? []
2779 play W D4
#? []
2780 play B E3
#? []
2781 play B D2
#? []
2782 play W B3
#? []
2783 play W C3
#? []
2784 play B D4
#? []
2785 play B D3
#? []
2786 play W D5
#? []
2787 play W E5
#? []
2788 play B C4
#? []
2789 play B C5
#? []
2790 play W B2
#? []
2791 play W A1
#? []
2792 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
2793 gogui-rules_board_size
#? [7 7 hex]
2794 gogui-rules_captured_count
#? [0 1]
2795 gogui-rules_side_to_move
#? [black]
play W A1
# error: illegal move: it is not white's turn
play W A1
# error: illegal move: it is not white's turn
2796 clear_board
#? []
2797 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2798 gogui-rules_board_size
#? [7 7 hex]
2799 gogui-rules_captured_count
#? [0 0]
2800 gogui-rules_side_to_move
#? [black]
2828 clear_board
#? []
2829 play B E2
#? []
2830 play B E3
#? []
2831 play W E7
#? []
2832 play W D7
#? []
2833 play B B1
#? []
2834 play B A1
#? []
2835 play W PASS
#? []
2836 play B F4
#? []
2837 play B G4
#? []
2838 play W C2
#? []
2839 play W D2
#? []
2840 play B C1
#? []
2841 play B B1
#? []
2842 play W E4
#? []
2843 play W D4
#? []
2844 play B E3
#? []
2845 play B D2
#? []
2846 play W B3
#? []
2847 play W C3
#? []
2848 play B D4
#? []
2849 play B D3
#? []
2850 play W D5
#? []
2851 play W E5
#? []
2852 play B C4
#? []
2853 play B C5
#? []
2854 play W B2
#? []
2855 play W A1
#? []
2856 gogui-rules_board
#? [\? \? \? \. O \. \.\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
2857 gogui-rules_board_size
#? [7 7 hex]
2858 gogui-rules_captured_count
#? [0 1]
2859 gogui-rules_side_to_move
#? [black]
2860 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW C4 NW D4 SE F4 E B2 SW C2 E B3 E E4 W D5 E E7 W\nCOLOR red B2\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
2861 gogui-rules_legal_moves
#? [A1 D1 A2 D2 A3 C3 D3 F3 A4 B4 G4 B5 C5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 G7 PASS]
2869 clear_board
#? []
2870 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2871 gogui-rules_board_size
#? [7 7 hex]
2872 gogui-rules_captured_count
#? [0 0]
2873 gogui-rules_side_to_move
#? [black]
2901 clear_board
#? []
2902 play B E2
#? []
2903 play B E3
#? []
2904 play W E7
#? []
2905 play W D7
#? []
2906 play B B1
#? []
2907 play B A1
#? []
2908 play W PASS
#? []
2909 play B F4
#? []
2910 play B G4
#? []
2911 play W C2
#? []
2912 play W D2
#? []
2913 play B C1
#? []
2914 play B B1
#? []
2915 play W E4
#? []
2916 play W D4
#? []
2917 play B E3
#? []
2918 play B D2
#? []
2919 play W B3
#? []
2920 play W C3
#? []
2921 play B D4
#? []
2922 play B D3
#? []
2923 play W D5
#? []
2924 play W E5
#? []
2925 play B C4
#? []
2926 play B C5
#? []
2927 play W B2
#? []
2928 play W A1
#? []
2929 play B G7
#? []
2930 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
2931 gogui-rules_board_size
#? [7 7 hex]
2932 gogui-rules_captured_count
#? [0 1]
2933 gogui-rules_side_to_move
#? [black]
play B G7
# error: illegal move: G7 cannot follow G7, the move begun \(gogui-rules_legal_moves\)
2934 clear_board
#? []
2935 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2936 gogui-rules_board_size
#? [7 7 hex]
2937 gogui-rules_captured_count
#? [0 0]
2938 gogui-rules_side_to_move
#? [black]
2967 clear_board
#? []
2968 play B E2
#? []
2969 play B E3
#? []
2970 play W E7
#? []
2971 play W D7
#? []
2972 play B B1
#? []
2973 play B A1
#? []
2974 play W PASS
#? []
2975 play B F4
#? []
2976 play B G4
#? []
2977 play W C2
#? []
2978 play W D2
#? []
2979 play B C1
#? []
2980 play B B1
#? []
2981 play W E4
#? []
2982 play W D4
#? []
2983 play B E3
#? []
2984 play B D2
#? []
2985 play W B3
#? []
2986 play W C3
#? []
2987 play B D4
#? []
2988 play B D3
#? []
2989 play W D5
#? []
2990 play W E5
#? []
2991 play B C4
#? []
2992 play B C5
#? []
2993 play W B2
#? []
2994 play W A1
#? []
2995 play B G7
#? []
2996 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
2997 gogui-rules_board_size
#? [7 7 hex]
2998 gogui-rules_captured_count
#? [0 1]
2999 gogui-rules_side_to_move
#? [black]
3000 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW C4 NW D4 SE F4 E B2 SW C2 E B3 E E4 W D5 E E7 W\nLABEL F7 W F6 SW G6 SE\nCOLOR red G7\nTEXT black's piece on G7: click the neighbouring cell its wall faces \(marked\)]
3001 gogui-rules_legal_moves
#? [F7 F6 G6]
3009 clear_board
#? []
3010 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3011 gogui-rules_board_size
#? [7 7 hex]
3012 gogui-rules_captured_count
#? [0 0]
3013 gogui-rules_side_to_move
#? [black]
3042 clear_board
#? []
3043 play B E2
#? []
3044 play B E3
#? []
3045 play W E7
#? []
3046 play W D7
#? []
3047 play B B1
#? []
3048 play B A1
#? []
3049 play W PASS
#? []
3050 play B F4
#? []
3051 play B G4
#? []
3052 play W C2
#? []
3053 play W D2
#? []
3054 play B C1
#? []
3055 play B B1
#? []
3056 play W E4
#? []
3057 play W D4
#? []
3058 play B E3
#? []
3059 play B D2
#? []
3060 play W B3
#? []
3061 play W C3
#? []
3062 play B D4
#? []
3063 play B D3
#? []
3064 play W D5
#? []
3065 play W E5
#? []
3066 play B C4
#? []
3067 play B C5
#? []
3068 play W B2
#? []
3069 play W A1
#? []
3070 play B G7
#? []
3071 play B F7
#? []
3072 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3073 gogui-rules_board_size
#? [7 7 hex]
3074 gogui-rules_captured_count
#? [0 1]
3075 gogui-rules_side_to_move
#? [white]
play B F7
# error: illegal move: it is not black's turn
3076 clear_board
#? []
3077 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3078 gogui-rules_board_size
#? [7 7 hex]
3079 gogui-rules_captured_count
#? [0 0]
3080 gogui-rules_side_to_move
#? [black]
3110 clear_board
#? []
3111 play B E2
#? []
3112 play B E3
#? []
3113 play W E7
#? []
3114 play W D7
#? []
3115 play B B1
#? []
3116 play B A1
#? []
3117 play W PASS
#? []
3118 play B F4
#? []
3119 play B G4
#? []
3120 play W C2
#? []
3121 play W D2
#? []
3122 play B C1
#? []
3123 play B B1
#? []
3124 play W E4
#? []
3125 play W D4
#? []
3126 play B E3
#? []
3127 play B D2
#? []
3128 play W B3
#? []
3129 play W C3
#? []
3130 play B D4
#? []
3131 play B D3
#? []
3132 play W D5
#? []
3133 play W E5
#? []
3134 play B C4
#? []
3135 play B C5
#? []
3136 play W B2
#? []
3137 play W A1
#? []
3138 play B G7
#? []
3139 play B F7
#? []
3140 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. \. O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3141 gogui-rules_board_size
#? [7 7 hex]
3142 gogui-rules_captured_count
#? [0 1]
3143 gogui-rules_side_to_move
#? [white]
3144 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W D5 E E7 W\nCOLOR red G7\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
3145 gogui-rules_legal_moves
#? [A1 B1 A2 D2 A3 C3 D3 A4 B4 G4 B5 C5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 PASS]
3156 clear_board
#? []
3157 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3158 gogui-rules_board_size
#? [7 7 hex]
3159 gogui-rules_captured_count
#? [0 0]
3160 gogui-rules_side_to_move
#? [black]
3190 clear_board
#? []
3191 play B E2
#? []
3192 play B E3
#? []
3193 play W E7
#? []
3194 play W D7
#? []
3195 play B B1
#? []
3196 play B A1
#? []
3197 play W PASS
#? []
3198 play B F4
#? []
3199 play B G4
#? []
3200 play W C2
#? []
3201 play W D2
#? []
3202 play B C1
#? []
3203 play B B1
#? []
3204 play W E4
#? []
3205 play W D4
#? []
3206 play B E3
#? []
3207 play B D2
#? []
3208 play W B3
#? []
3209 play W C3
#? []
3210 play B D4
#? []
3211 play B D3
#? []
3212 play W D5
#? []
3213 play W E5
#? []
3214 play B C4
#? []
3215 play B C5
#? []
3216 play W B2
#? []
3217 play W A1
#? []
3218 play B G7
#? []
3219 play B F7
#? []
3220 play W C5
#? []
3221 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3222 gogui-rules_board_size
#? [7 7 hex]
3223 gogui-rules_captured_count
#? [0 1]
3224 gogui-rules_side_to_move
#? [white]
3225 clear_board
#? []
3226 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3227 gogui-rules_board_size
#? [7 7 hex]
3228 gogui-rules_captured_count
#? [0 0]
3229 gogui-rules_side_to_move
#? [black]
3260 clear_board
#? []
3261 play B E2
#? []
3262 play B E3
#? []
3263 play W E7
#? []
3264 play W D7
#? []
3265 play B B1
#? []
3266 play B A1
#? []
3267 play W PASS
#? []
3268 play B F4
#? []
3269 play B G4
#? []
3270 play W C2
#? []
3271 play W D2
#? []
3272 play B C1
#? []
3273 play B B1
#? []
3274 play W E4
#? []
3275 play W D4
#? []
3276 play B E3
#? []
3277 play B D2
#? []
3278 play W B3
#? []
3279 play W C3
#? []
3280 play B D4
#? []
3281 play B D3
#? []
3282 play W D5
#? []
3283 play W E5
#? []
3284 play B C4
#? []
3285 play B C5
#? []
3286 play W B2
#? []
3287 play W A1
#? []
3288 play B G7
#? []
3289 play B F7
#? []
3290 play W C5
#? []
3291 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3292 gogui-rules_board_size
#? [7 7 hex]
3293 gogui-rules_captured_count
#? [0 1]
3294 gogui-rules_side_to_move
#? [white]
play W C5
# error: illegal move: C5 cannot follow C5, the move begun \(gogui-rules_legal_moves\)
play W C5
# error: illegal move: C5 cannot follow C5, the move begun \(gogui-rules_legal_moves\)
3295 clear_board
#? []
3296 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3297 gogui-rules_board_size
#? [7 7 hex]
3298 gogui-rules_captured_count
#? [0 0]
3299 gogui-rules_side_to_move
#? [black]
3330 clear_board
#? []
3331 play B E2
#? []
3332 play B E3
#? []
3333 play W E7
#? []
3334 play W D7
#? []
3335 play B B1
#? []
3336 play B A1
#? []
3337 play W PASS
#? []
3338 play B F4
#? []
3339 play B G4
#? []
3340 play W C2
#? []
3341 play W D2
#? []
3342 play B C1
#? []
3343 play B B1
#? []
3344 play W E4
#? []
3345 play W D4
#? []
3346 play B E3
#? []
3347 play B D2
#? []
3348 play W B3
#? []
3349 play W C3
#? []
3350 play B D4
#? []
3351 play B D3
#? []
3352 play W D5
#? []
3353 play W E5
#? []
3354 play B C4
#? []
3355 play B C5
#? []
3356 play W B2
#? []
3357 play W A1
#? []
3358 play B G7
#? []
3359 play B F7
#? []
3360 play W C5
#? []
3361 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3362 gogui-rules_board_size
#? [7 7 hex]
3363 gogui-rules_captured_count
#? [0 1]
3364 gogui-rules_side_to_move
#? [white]
3365 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W D5 E E7 W\nLABEL D5 E D6 NE C6 NW B5 W B4 SW\nCOLOR red C5\nTEXT white's piece on C5: click the neighbouring cell its wall faces \(marked\)]
3366 gogui-rules_legal_moves
#? [D5 D6 C6 B5 B4]
3377 clear_board
#? []
3378 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3379 gogui-rules_board_size
#? [7 7 hex]
3380 gogui-rules_captured_count
#? [0 0]
3381 gogui-rules_side_to_move
#? [black]
3412 clear_board
#? []
3413 play B E2
#? []
3414 play B E3
#? []
3415 play W E7
#? []
3416 play W D7
#? []
3417 play B B1
#? []
3418 play B A1
#? []
3419 play W PASS
#? []
3420 play B F4
#? []
3421 play B G4
#? []
3422 play W C2
#? []
3423 play W D2
#? []
3424 play B C1
#? []
3425 play B B1
#? []
3426 play W E4
#? []
3427 play W D4
#? []
3428 play B E3
#? []
3429 play B D2
#? []
3430 play W B3
#? []
3431 play W C3
#? []
3432 play B D4
#? []
3433 play B D3
#? []
3434 play W D5
#? []
3435 play W E5
#? []
3436 play B C4
#? []
3437 play B C5
#? []
3438 play W B2
#? []
3439 play W A1
#? []
3440 play B G7
#? []
3441 play B F7
#? []
3442 play W C5
#? []
3443 play W D6
#? []
3444 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3445 gogui-rules_board_size
#? [7 7 hex]
3446 gogui-rules_captured_count
#? [0 1]
3447 gogui-rules_side_to_move
#? [black]
3448 clear_board
#? []
3449 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3450 gogui-rules_board_size
#? [7 7 hex]
3451 gogui-rules_captured_count
#? [0 0]
3452 gogui-rules_side_to_move
#? [black]
3484 clear_board
#? []
3485 play B E2
#? []
3486 play B E3
#? []
3487 play W E7
#? []
3488 play W D7
#? []
3489 play B B1
#? []
3490 play B A1
#? []
3491 play W PASS
#? []
3492 play B F4
#? []
3493 play B G4
#? []
3494 play W C2
#? []
3495 play W D2
#? []
3496 play B C1
#? []
3497 play B B1
#? []
3498 play W E4
#? []
3499 play W D4
#? []
3500 play B E3
#? []
3501 play B D2
#? []
3502 play W B3
#? []
3503 play W C3
#? []
3504 play B D4
#? []
3505 play B D3
#? []
3506 play W D5
#? []
3507 play W E5
#? []
3508 play B C4
#? []
3509 play B C5
#? []
3510 play W B2
#? []
3511 play W A1
#? []
3512 play B G7
#? []
3513 play B F7
#? []
3514 play W C5
#? []
3515 play W D6
#? []
3516 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3517 gogui-rules_board_size
#? [7 7 hex]
3518 gogui-rules_captured_count
#? [0 1]
3519 gogui-rules_side_to_move
#? [black]
play W D6
# error: illegal move: it is not white's turn
play W D6
# error: illegal move: it is not white's turn
3520 clear_board
#? []
3521 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3522 gogui-rules_board_size
#? [7 7 hex]
3523 gogui-rules_captured_count
#? [0 0]
3524 gogui-rules_side_to_move
#? [black]
3556 clear_board
#? []
3557 play B E2
#? []
3558 play B E3
#? []
3559 play W E7
#? []
3560 play W D7
#? []
3561 play B B1
#? []
3562 play B A1
#? []
3563 play W PASS
#? []
3564 play B F4
#? []
3565 play B G4
#? []
3566 play W C2
#? []
3567 play W D2
#? []
3568 play B C1
#? []
3569 play B B1
#? []
3570 play W E4
#? []
3571 play W D4
#? []
3572 play B E3
#? []
3573 play B D2
#? []
3574 play W B3
#? []
3575 play W C3
#? []
3576 play B D4
#? []
3577 play B D3
#? []
3578 play W D5
#? []
3579 play W E5
#? []
3580 play B C4
#? []
3581 play B C5
#? []
3582 play W B2
#? []
3583 play W A1
#? []
3584 play B G7
#? []
3585 play B F7
#? []
3586 play W C5
#? []
3587 play W D6
#? []
3588 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\n\. \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3589 gogui-rules_board_size
#? [7 7 hex]
3590 gogui-rules_captured_count
#? [0 1]
3591 gogui-rules_side_to_move
#? [black]
3592 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W C5 NE D5 E E7 W\nCOLOR red C5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
3593 gogui-rules_legal_moves
#? [A1 D1 A2 D2 A3 C3 D3 F3 A4 B4 G4 B5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 PASS]
3601 clear_board
#? []
3602 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3603 gogui-rules_board_size
#? [7 7 hex]
3604 gogui-rules_captured_count
#? [0 0]
3605 gogui-rules_side_to_move
#? [black]
3637 clear_board
#? []
3638 play B E2
#? []
3639 play B E3
#? []
3640 play W E7
#? []
3641 play W D7
#? []
3642 play B B1
#? []
3643 play B A1
#? []
3644 play W PASS
#? []
3645 play B F4
#? []
3646 play B G4
#? []
3647 play W C2
#? []
3648 play W D2
#? []
3649 play B C1
#? []
3650 play B B1
#? []
3651 play W E4
#? []
3652 play W D4
#? []
3653 play B E3
#? []
3654 play B D2
#? []
3655 play W B3
#? []
3656 play W C3
#? []
3657 play B D4
#? []
3658 play B D3
#? []
3659 play W D5
#? []
3660 play W E5
#? []
3661 play B C4
#? []
3662 play B C5
#? []
3663 play W B2
#? []
3664 play W A1
#? []
3665 play B G7
#? []
3666 play B F7
#? []
3667 play W C5
#? []
3668 play W D6
#? []
3669 play B A4
#? []
3670 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3671 gogui-rules_board_size
#? [7 7 hex]
3672 gogui-rules_captured_count
#? [0 1]
3673 gogui-rules_side_to_move
#? [black]
play B A4
# error: illegal move: A4 cannot follow A4, the move begun \(gogui-rules_legal_moves\)
3674 clear_board
#? []
3675 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3676 gogui-rules_board_size
#? [7 7 hex]
3677 gogui-rules_captured_count
#? [0 0]
3678 gogui-rules_side_to_move
#? [black]
3711 clear_board
#? []
3712 play B E2
#? []
3713 play B E3
#? []
3714 play W E7
#? []
3715 play W D7
#? []
3716 play B B1
#? []
3717 play B A1
#? []
3718 play W PASS
#? []
3719 play B F4
#? []
3720 play B G4
#? []
3721 play W C2
#? []
3722 play W D2
#? []
3723 play B C1
#? []
3724 play B B1
#? []
3725 play W E4
#? []
3726 play W D4
#? []
3727 play B E3
#? []
3728 play B D2
#? []
3729 play W B3
#? []
3730 play W C3
#? []
3731 play B D4
#? []
3732 play B D3
#? []
3733 play W D5
#? []
3734 play W E5
#? []
3735 play B C4
#? []
3736 play B C5
#? []
3737 play W B2
#? []
3738 play W A1
#? []
3739 play B G7
#? []
3740 play B F7
#? []
3741 play W C5
#? []
3742 play W D6
#? []
3743 play B A4
#? []
3744 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3745 gogui-rules_board_size
#? [7 7 hex]
3746 gogui-rules_captured_count
#? [0 1]
3747 gogui-rules_side_to_move
#? [black]
3748 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W C5 NE D5 E E7 W\nLABEL B4 E B5 NE A3 SE\nCOLOR red A4\nTEXT black's piece on A4: click the neighbouring cell its wall faces \(marked\)]
3749 gogui-rules_legal_moves
#? [B4 B5 A3]
3757 clear_board
#? []
3758 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3759 gogui-rules_board_size
#? [7 7 hex]
3760 gogui-rules_captured_count
#? [0 0]
3761 gogui-rules_side_to_move
#? [black]
3794 clear_board
#? []
3795 play B E2
#? []
3796 play B E3
#? []
3797 play W E7
#? []
3798 play W D7
#? []
3799 play B B1
#? []
3800 play B A1
#? []
3801 play W PASS
#? []
3802 play B F4
#? []
3803 play B G4
#? []
3804 play W C2
#? []
3805 play W D2
#? []
3806 play B C1
#? []
3807 play B B1
#? []
3808 play W E4
#? []
3809 play W D4
#? []
3810 play B E3
#? []
3811 play B D2
#? []
3812 play W B3
#? []
3813 play W C3
#? []
3814 play B D4
#? []
3815 play B D3
#? []
3816 play W D5
#? []
3817 play W E5
#? []
3818 play B C4
#? []
3819 play B C5
#? []
3820 play W B2
#? []
3821 play W A1
#? []
3822 play B G7
#? []
3823 play B F7
#? []
3824 play W C5
#? []
3825 play W D6
#? []
3826 play B A4
#? []
3827 play B B5
#? []
3828 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3829 gogui-rules_board_size
#? [7 7 hex]
3830 gogui-rules_captured_count
#? [0 1]
3831 gogui-rules_side_to_move
#? [white]
play B B5
# error: illegal move: it is not black's turn
3832 clear_board
#? []
3833 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3834 gogui-rules_board_size
#? [7 7 hex]
3835 gogui-rules_captured_count
#? [0 0]
3836 gogui-rules_side_to_move
#? [black]
3870 clear_board
#? []
3871 play B E2
#? []
3872 play B E3
#? []
3873 play W E7
#? []
3874 play W D7
#? []
3875 play B B1
#? []
3876 play B A1
#? []
3877 play W PASS
#? []
3878 play B F4
#? []
3879 play B G4
#? []
3880 play W C2
#? []
3881 play W D2
#? []
3882 play B C1
#? []
3883 play B B1
#? []
3884 play W E4
#? []
3885 play W D4
#? []
3886 play B E3
#? []
3887 play B D2
#? []
3888 play W B3
#? []
3889 play W C3
#? []
3890 play B D4
#? []
3891 play B D3
#? []
3892 play W D5
#? []
3893 play W E5
#? []
3894 play B C4
#? []
3895 play B C5
#? []
3896 play W B2
#? []
3897 play W A1
#? []
3898 play B G7
#? []
3899 play B F7
#? []
3900 play W C5
#? []
3901 play W D6
#? []
3902 play B A4
#? []
3903 play B B5
#? []
3904 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. \. \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3905 gogui-rules_board_size
#? [7 7 hex]
3906 gogui-rules_captured_count
#? [0 1]
3907 gogui-rules_side_to_move
#? [white]
3908 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W C5 NE D5 E E7 W\nCOLOR red A4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
3909 gogui-rules_legal_moves
#? [A1 B1 A2 D2 A3 C3 D3 B4 G4 B5 E5 F5 G5 C6 D6 E6 F6 G6 D7 F7 PASS]
3920 clear_board
#? []
3921 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3922 gogui-rules_board_size
#? [7 7 hex]
3923 gogui-rules_captured_count
#? [0 0]
3924 gogui-rules_side_to_move
#? [black]
3958 clear_board
#? []
3959 play B E2
#? []
3960 play B E3
#? []
3961 play W E7
#? []
3962 play W D7
#? []
3963 play B B1
#? []
3964 play B A1
#? []
3965 play W PASS
#? []
3966 play B F4
#? []
3967 play B G4
#? []
3968 play W C2
#? []
3969 play W D2
#? []
3970 play B C1
#? []
3971 play B B1
#? []
3972 play W E4
#? []
3973 play W D4
#? []
3974 play B E3
#? []
3975 play B D2
#? []
3976 play W B3
#? []
3977 play W C3
#? []
3978 play B D4
#? []
3979 play B D3
#? []
3980 play W D5
#? []
3981 play W E5
#? []
3982 play B C4
#? []
3983 play B C5
#? []
3984 play W B2
#? []
3985 play W A1
#? []
3986 play B G7
#? []
3987 play B F7
#? []
3988 play W C5
#? []
3989 play W D6
#? []
3990 play B A4
#? []
3991 play B B5
#? []
3992 play W D6
#? []
3993 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
3994 gogui-rules_board_size
#? [7 7 hex]
3995 gogui-rules_captured_count
#? [0 1]
3996 gogui-rules_side_to_move
#? [white]
3997 clear_board
#? []
3998 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3999 gogui-rules_board_size
#? [7 7 hex]
4000 gogui-rules_captured_count
#? [0 0]
4001 gogui-rules_side_to_move
#? [black]
4036 clear_board
#? []
4037 play B E2
#? []
4038 play B E3
#? []
4039 play W E7
#? []
4040 play W D7
#? []
4041 play B B1
#? []
4042 play B A1
#? []
4043 play W PASS
#? []
4044 play B F4
#? []
4045 play B G4
#? []
4046 play W C2
#? []
4047 play W D2
#? []
4048 play B C1
#? []
4049 play B B1
#? []
4050 play W E4
#? []
4051 play W D4
#? []
4052 play B E3
#? []
4053 play B D2
#? []
4054 play W B3
#? []
4055 play W C3
#? []
4056 play B D4
#? []
4057 play B D3
#? []
4058 play W D5
#? []
4059 play W E5
#? []
4060 play B C4
#? []
4061 play B C5
#? []
4062 play W B2
#? []
4063 play W A1
#? []
4064 play B G7
#? []
4065 play B F7
#? []
4066 play W C5
#? []
4067 play W D6
#? []
4068 play B A4
#? []
4069 play B B5
#? []
4070 play W D6
#? []
4071 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
4072 gogui-rules_board_size
#? [7 7 hex]
4073 gogui-rules_captured_count
#? [0 1]
4074 gogui-rules_side_to_move
#? [white]
play W D6
# error: illegal move: D6 cannot follow D6, the move begun \(gogui-rules_legal_moves\)
play W D6
# error: illegal move: D6 cannot follow D6, the move begun \(gogui-rules_legal_moves\)
4075 clear_board
#? []
4076 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4077 gogui-rules_board_size
#? [7 7 hex]
4078 gogui-rules_captured_count
#? [0 0]
4079 gogui-rules_side_to_move
#? [black]
4114 clear_board
#? []
4115 play B E2
#? []
4116 play B E3
#? []
4117 play W E7
#? []
4118 play W D7
#? []
4119 play B B1
#? []
4120 play B A1
#? []
4121 play W PASS
#? []
4122 play B F4
#? []
4123 play B G4
#? []
4124 play W C2
#? []
4125 play W D2
#? []
4126 play B C1
#? []
4127 play B B1
#? []
4128 play W E4
#? []
4129 play W D4
#? []
4130 play B E3
#? []
4131 play B D2
#? []
4132 play W B3
#? []
4133 play W C3
#? []
4134 play B D4
#? []
4135 play B D3
#? []
4136 play W D5
#? []
4137 play W E5
#? []
4138 play B C4
#? []
4139 play B C5
#? []
4140 play W B2
#? []
4141 play W A1
#? []
4142 play B G7
#? []
4143 play B F7
#? []
4144 play W C5
#? []
4145 play W D6
#? []
4146 play B A4
#? []
4147 play B B5
#? []
4148 play W D6
#? []
4149 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
4150 gogui-rules_board_size
#? [7 7 hex]
4151 gogui-rules_captured_count
#? [0 1]
4152 gogui-rules_side_to_move
#? [white]
4153 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W C5 NE D5 E E7 W\nLABEL E6 E E7 NE D7 NW C6 W D5 SE\nCOLOR red D6\nTEXT white's piece on D6: click the neighbouring cell its wall faces \(marked\)]
4154 gogui-rules_legal_moves
#? [E6 E7 D7 C6 D5]
4165 clear_board
#? []
4166 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4167 gogui-rules_board_size
#? [7 7 hex]
4168 gogui-rules_captured_count
#? [0 0]
4169 gogui-rules_side_to_move
#? [black]
4204 clear_board
#? []
4205 play B E2
#? []
4206 play B E3
#? []
4207 play W E7
#? []
4208 play W D7
#? []
4209 play B B1
#? []
4210 play B A1
#? []
4211 play W PASS
#? []
4212 play B F4
#? []
4213 play B G4
#? []
4214 play W C2
#? []
4215 play W D2
#? []
4216 play B C1
#? []
4217 play B B1
#? []
4218 play W E4
#? []
4219 play W D4
#? []
4220 play B E3
#? []
4221 play B D2
#? []
4222 play W B3
#? []
4223 play W C3
#? []
4224 play B D4
#? []
4225 play B D3
#? []
4226 play W D5
#? []
4227 play W E5
#? []
4228 play B C4
#? []
4229 play B C5
#? []
4230 play W B2
#? []
4231 play W A1
#? []
4232 play B G7
#? []
4233 play B F7
#? []
4234 play W C5
#? []
4235 play W D6
#? []
4236 play B A4
#? []
4237 play B B5
#? []
4238 play W D6
#? []
4239 play W E7
#? []
4240 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
4241 gogui-rules_board_size
#? [7 7 hex]
4242 gogui-rules_captured_count
#? [0 1]
4243 gogui-rules_side_to_move
#? [black]
4244 clear_board
#? []
4245 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4246 gogui-rules_board_size
#? [7 7 hex]
4247 gogui-rules_captured_count
#? [0 0]
4248 gogui-rules_side_to_move
#? [black]
4284 clear_board
#? []
4285 play B E2
#? []
4286 play B E3
#? []
4287 play W E7
#? []
4288 play W D7
#? []
4289 play B B1
#? []
4290 play B A1
#? []
4291 play W PASS
#? []
4292 play B F4
#? []
4293 play B G4
#? []
4294 play W C2
#? []
4295 play W D2
#? []
4296 play B C1
#? []
4297 play B B1
#? []
4298 play W E4
#? []
4299 play W D4
#? []
4300 play B E3
#? []
4301 play B D2
#? []
4302 play W B3
#? []
4303 play W C3
#? []
4304 play B D4
#? []
4305 play B D3
#? []
4306 play W D5
#? []
4307 play W E5
#? []
4308 play B C4
#? []
4309 play B C5
#? []
4310 play W B2
#? []
4311 play W A1
#? []
4312 play B G7
#? []
4313 play B F7
#? []
4314 play W C5
#? []
4315 play W D6
#? []
4316 play B A4
#? []
4317 play B B5
#? []
4318 play W D6
#? []
4319 play W E7
#? []
4320 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
4321 gogui-rules_board_size
#? [7 7 hex]
4322 gogui-rules_captured_count
#? [0 1]
4323 gogui-rules_side_to_move
#? [black]
play W E7
# error: illegal move: it is not white's turn
play W E7
# error: illegal move: it is not white's turn
4324 clear_board
#? []
4325 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4326 gogui-rules_board_size
#? [7 7 hex]
4327 gogui-rules_captured_count
#? [0 0]
4328 gogui-rules_side_to_move
#? [black]
4364 clear_board
#? []
4365 play B E2
#? []
4366 play B E3
#? []
4367 play W E7
#? []
4368 play W D7
#? []
4369 play B B1
#? []
4370 play B A1
#? []
4371 play W PASS
#? []
4372 play B F4
#? []
4373 play B G4
#? []
4374 play W C2
#? []
4375 play W D2
#? []
4376 play B C1
#? []
4377 play B B1
#? []
4378 play W E4
#? []
4379 play W D4
#? []
4380 play B E3
#? []
4381 play B D2
#? []
4382 play W B3
#? []
4383 play W C3
#? []
4384 play B D4
#? []
4385 play B D3
#? []
4386 play W D5
#? []
4387 play W E5
#? []
4388 play B C4
#? []
4389 play B C5
#? []
4390 play W B2
#? []
4391 play W A1
#? []
4392 play B G7
#? []
4393 play B F7
#? []
4394 play W C5
#? []
4395 play W D6
#? []
4396 play B A4
#? []
4397 play B B5
#? []
4398 play W D6
#? []
4399 play W E7
#? []
4400 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\n\. \. X \. \? \? \?]
4401 gogui-rules_board_size
#? [7 7 hex]
4402 gogui-rules_captured_count
#? [0 1]
4403 gogui-rules_side_to_move
#? [black]
4404 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W C5 NE D5 E D6 NE E7 W\nCOLOR red D6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
4405 gogui-rules_legal_moves
#? [A1 D1 A2 D2 A3 C3 D3 F3 B4 G4 B5 E5 F5 G5 C6 E6 F6 G6 F7 PASS]
4413 clear_board
#? []
4414 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4415 gogui-rules_board_size
#? [7 7 hex]
4416 gogui-rules_captured_count
#? [0 0]
4417 gogui-rules_side_to_move
#? [black]
4453 clear_board
#? []
4454 play B E2
#? []
4455 play B E3
#? []
4456 play W E7
#? []
4457 play W D7
#? []
4458 play B B1
#? []
4459 play B A1
#? []
4460 play W PASS
#? []
4461 play B F4
#? []
4462 play B G4
#? []
4463 play W C2
#? []
4464 play W D2
#? []
4465 play B C1
#? []
4466 play B B1
#? []
4467 play W E4
#? []
4468 play W D4
#? []
4469 play B E3
#? []
4470 play B D2
#? []
4471 play W B3
#? []
4472 play W C3
#? []
4473 play B D4
#? []
4474 play B D3
#? []
4475 play W D5
#? []
4476 play W E5
#? []
4477 play B C4
#? []
4478 play B C5
#? []
4479 play W B2
#? []
4480 play W A1
#? []
4481 play B G7
#? []
4482 play B F7
#? []
4483 play W C5
#? []
4484 play W D6
#? []
4485 play B A4
#? []
4486 play B B5
#? []
4487 play W D6
#? []
4488 play W E7
#? []
4489 play B A1
#? []
4490 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
4491 gogui-rules_board_size
#? [7 7 hex]
4492 gogui-rules_captured_count
#? [0 1]
4493 gogui-rules_side_to_move
#? [black]
play B A1
# error: illegal move: A1 cannot follow A1, the move begun \(gogui-rules_legal_moves\)
4494 clear_board
#? []
4495 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4496 gogui-rules_board_size
#? [7 7 hex]
4497 gogui-rules_captured_count
#? [0 0]
4498 gogui-rules_side_to_move
#? [black]
4535 clear_board
#? []
4536 play B E2
#? []
4537 play B E3
#? []
4538 play W E7
#? []
4539 play W D7
#? []
4540 play B B1
#? []
4541 play B A1
#? []
4542 play W PASS
#? []
4543 play B F4
#? []
4544 play B G4
#? []
4545 play W C2
#? []
4546 play W D2
#? []
4547 play B C1
#? []
4548 play B B1
#? []
4549 play W E4
#? []
4550 play W D4
#? []
4551 play B E3
#? []
4552 play B D2
#? []
4553 play W B3
#? []
4554 play W C3
#? []
4555 play B D4
#? []
4556 play B D3
#? []
4557 play W D5
#? []
4558 play W E5
#? []
4559 play B C4
#? []
4560 play B C5
#? []
4561 play W B2
#? []
4562 play W A1
#? []
4563 play B G7
#? []
4564 play B F7
#? []
4565 play W C5
#? []
4566 play W D6
#? []
4567 play B A4
#? []
4568 play B B5
#? []
4569 play W D6
#? []
4570 play W E7
#? []
4571 play B A1
#? []
4572 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
4573 gogui-rules_board_size
#? [7 7 hex]
4574 gogui-rules_captured_count
#? [0 1]
4575 gogui-rules_side_to_move
#? [black]
4576 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W C5 NE D5 E D6 NE E7 W\nLABEL B1 E A2 NW\nCOLOR red A1\nTEXT black's piece on A1: click the neighbouring cell its wall faces \(marked\)]
4577 gogui-rules_legal_moves
#? [B1 A2]
4585 clear_board
#? []
4586 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4587 gogui-rules_board_size
#? [7 7 hex]
4588 gogui-rules_captured_count
#? [0 0]
4589 gogui-rules_side_to_move
#? [black]
4626 clear_board
#? []
4627 play B E2
#? []
4628 play B E3
#? []
4629 play W E7
#? []
4630 play W D7
#? []
4631 play B B1
#? []
4632 play B A1
#? []
4633 play W PASS
#? []
4634 play B F4
#? []
4635 play B G4
#? []
4636 play W C2
#? []
4637 play W D2
#? []
4638 play B C1
#? []
4639 play B B1
#? []
4640 play W E4
#? []
4641 play W D4
#? []
4642 play B E3
#? []
4643 play B D2
#? []
4644 play W B3
#? []
4645 play W C3
#? []
4646 play B D4
#? []
4647 play B D3
#? []
4648 play W D5
#? []
4649 play W E5
#? []
4650 play B C4
#? []
4651 play B C5
#? []
4652 play W B2
#? []
4653 play W A1
#? []
4654 play B G7
#? []
4655 play B F7
#? []
4656 play W C5
#? []
4657 play W D6
#? []
4658 play B A4
#? []
4659 play B B5
#? []
4660 play W D6
#? []
4661 play W E7
#? []
4662 play B A1
#? []
4663 play B B1
#? []
4664 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
4665 gogui-rules_board_size
#? [7 7 hex]
4666 gogui-rules_captured_count
#? [0 1]
4667 gogui-rules_side_to_move
#? [white]
play B B1
# error: illegal move: it is not black's turn
4668 clear_board
#? []
4669 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4670 gogui-rules_board_size
#? [7 7 hex]
4671 gogui-rules_captured_count
#? [0 0]
4672 gogui-rules_side_to_move
#? [black]
4710 clear_board
#? []
4711 play B E2
#? []
4712 play B E3
#? []
4713 play W E7
#? []
4714 play W D7
#? []
4715 play B B1
#? []
4716 play B A1
#? []
4717 play W PASS
#? []
4718 play B F4
#? []
4719 play B G4
#? []
4720 play W C2
#? []
4721 play W D2
#? []
4722 play B C1
#? []
4723 play B B1
#? []
4724 play W E4
#? []
4725 play W D4
#? []
4726 play B E3
#? []
4727 play B D2
#? []
4728 play W B3
#? []
4729 play W C3
#? []
4730 play B D4
#? []
4731 play B D3
#? []
4732 play W D5
#? []
4733 play W E5
#? []
4734 play B C4
#? []
4735 play B C5
#? []
4736 play W B2
#? []
4737 play W A1
#? []
4738 play B G7
#? []
4739 play B F7
#? []
4740 play W C5
#? []
4741 play W D6
#? []
4742 play B A4
#? []
4743 play B B5
#? []
4744 play W D6
#? []
4745 play W E7
#? []
4746 play B A1
#? []
4747 play B B1
#? []
4748 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X \.\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
4749 gogui-rules_board_size
#? [7 7 hex]
4750 gogui-rules_captured_count
#? [0 1]
4751 gogui-rules_side_to_move
#? [white]
4752 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W C5 NE D5 E D6 NE E7 W\nCOLOR red A1\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
4753 gogui-rules_legal_moves
#? [B1 A2 D2 A3 C3 D3 B4 G4 B5 E5 F5 G5 C6 E6 F6 G6 D7 F7 PASS]
4764 clear_board
#? []
4765 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4766 gogui-rules_board_size
#? [7 7 hex]
4767 gogui-rules_captured_count
#? [0 0]
4768 gogui-rules_side_to_move
#? [black]
4806 clear_board
#? []
4807 play B E2
#? []
4808 play B E3
#? []
4809 play W E7
#? []
4810 play W D7
#? []
4811 play B B1
#? []
4812 play B A1
#? []
4813 play W PASS
#? []
4814 play B F4
#? []
4815 play B G4
#? []
4816 play W C2
#? []
4817 play W D2
#? []
4818 play B C1
#? []
4819 play B B1
#? []
4820 play W E4
#? []
4821 play W D4
#? []
4822 play B E3
#? []
4823 play B D2
#? []
4824 play W B3
#? []
4825 play W C3
#? []
4826 play B D4
#? []
4827 play B D3
#? []
4828 play W D5
#? []
4829 play W E5
#? []
4830 play B C4
#? []
4831 play B C5
#? []
4832 play W B2
#? []
4833 play W A1
#? []
4834 play B G7
#? []
4835 play B F7
#? []
4836 play W C5
#? []
4837 play W D6
#? []
4838 play B A4
#? []
4839 play B B5
#? []
4840 play W D6
#? []
4841 play W E7
#? []
4842 play B A1
#? []
4843 play B B1
#? []
4844 play W G4
#? []
4845 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
4846 gogui-rules_board_size
#? [7 7 hex]
4847 gogui-rules_captured_count
#? [0 1]
4848 gogui-rules_side_to_move
#? [white]
4849 clear_board
#? []
4850 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4851 gogui-rules_board_size
#? [7 7 hex]
4852 gogui-rules_captured_count
#? [0 0]
4853 gogui-rules_side_to_move
#? [black]
4892 clear_board
#? []
4893 play B E2
#? []
4894 play B E3
#? []
4895 play W E7
#? []
4896 play W D7
#? []
4897 play B B1
#? []
4898 play B A1
#? []
4899 play W PASS
#? []
4900 play B F4
#? []
4901 play B G4
#? []
4902 play W C2
#? []
4903 play W D2
#? []
4904 play B C1
#? []
4905 play B B1
#? []
4906 play W E4
#? []
4907 play W D4
#? []
4908 play B E3
#? []
4909 play B D2
#? []
4910 play W B3
#? []
4911 play W C3
#? []
4912 play B D4
#? []
4913 play B D3
#? []
4914 play W D5
#? []
4915 play W E5
#? []
4916 play B C4
#? []
4917 play B C5
#? []
4918 play W B2
#? []
4919 play W A1
#? []
4920 play B G7
#? []
4921 play B F7
#? []
4922 play W C5
#? []
4923 play W D6
#? []
4924 play B A4
#? []
4925 play B B5
#? []
4926 play W D6
#? []
4927 play W E7
#? []
4928 play B A1
#? []
4929 play B B1
#? []
4930 play W G4
#? []
4931 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
4932 gogui-rules_board_size
#? [7 7 hex]
4933 gogui-rules_captured_count
#? [0 1]
4934 gogui-rules_side_to_move
#? [white]
play W G4
# error: illegal move: G4 cannot follow G4, the move begun \(gogui-rules_legal_moves\)
play W G4
# error: illegal move: G4 cannot follow G4, the move begun \(gogui-rules_legal_moves\)
4935 clear_board
#? []
4936 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4937 gogui-rules_board_size
#? [7 7 hex]
4938 gogui-rules_captured_count
#? [0 0]
4939 gogui-rules_side_to_move
#? [black]
4978 clear_board
#? []
4979 play B E2
#? []
4980 play B E3
#? []
4981 play W E7
#? []
4982 play W D7
#? []
4983 play B B1
#? []
4984 play B A1
#? []
4985 play W PASS
#? []
4986 play B F4
#? []
4987 play B G4
#? []
4988 play W C2
#? []
4989 play W D2
#? []
4990 play B C1
#? []
4991 play B B1
#? []
4992 play W E4
#? []
4993 play W D4
#? []
4994 play B E3
#? []
4995 play B D2
#? []
4996 play W B3
#? []
4997 play W C3
#? []
4998 play B D4
#? []
4999 play B D3
#? []
5000 play W D5
#? []
5001 play W E5
#? []
5002 play B C4
#? []
5003 play B C5
#? []
5004 play W B2
#? []
5005 play W A1
#? []
5006 play B G7
#? []
5007 play B F7
#? []
5008 play W C5
#? []
5009 play W D6
#? []
5010 play B A4
#? []
5011 play B B5
#? []
5012 play W D6
#? []
5013 play W E7
#? []
5014 play B A1
#? []
5015 play B B1
#? []
5016 play W G4
#? []
5017 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5018 gogui-rules_board_size
#? [7 7 hex]
5019 gogui-rules_captured_count
#? [0 1]
5020 gogui-rules_side_to_move
#? [white]
5021 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W C5 NE D5 E D6 NE E7 W\nLABEL G5 NW F3 SW\nCOLOR red G4\nTEXT white's piece on G4: click the neighbouring cell its wall faces \(marked\)]
5022 gogui-rules_legal_moves
#? [G5 F3]
5033 clear_board
#? []
5034 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5035 gogui-rules_board_size
#? [7 7 hex]
5036 gogui-rules_captured_count
#? [0 0]
5037 gogui-rules_side_to_move
#? [black]
5076 clear_board
#? []
5077 play B E2
#? []
5078 play B E3
#? []
5079 play W E7
#? []
5080 play W D7
#? []
5081 play B B1
#? []
5082 play B A1
#? []
5083 play W PASS
#? []
5084 play B F4
#? []
5085 play B G4
#? []
5086 play W C2
#? []
5087 play W D2
#? []
5088 play B C1
#? []
5089 play B B1
#? []
5090 play W E4
#? []
5091 play W D4
#? []
5092 play B E3
#? []
5093 play B D2
#? []
5094 play W B3
#? []
5095 play W C3
#? []
5096 play B D4
#? []
5097 play B D3
#? []
5098 play W D5
#? []
5099 play W E5
#? []
5100 play B C4
#? []
5101 play B C5
#? []
5102 play W B2
#? []
5103 play W A1
#? []
5104 play B G7
#? []
5105 play B F7
#? []
5106 play W C5
#? []
5107 play W D6
#? []
5108 play B A4
#? []
5109 play B B5
#? []
5110 play W D6
#? []
5111 play W E7
#? []
5112 play B A1
#? []
5113 play B B1
#? []
5114 play W G4
#? []
5115 play W F3
#? []
5116 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5117 gogui-rules_board_size
#? [7 7 hex]
5118 gogui-rules_captured_count
#? [0 1]
5119 gogui-rules_side_to_move
#? [black]
5120 clear_board
#? []
5121 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5122 gogui-rules_board_size
#? [7 7 hex]
5123 gogui-rules_captured_count
#? [0 0]
5124 gogui-rules_side_to_move
#? [black]
5164 clear_board
#? []
5165 play B E2
#? []
5166 play B E3
#? []
5167 play W E7
#? []
5168 play W D7
#? []
5169 play B B1
#? []
5170 play B A1
#? []
5171 play W PASS
#? []
5172 play B F4
#? []
5173 play B G4
#? []
5174 play W C2
#? []
5175 play W D2
#? []
5176 play B C1
#? []
5177 play B B1
#? []
5178 play W E4
#? []
5179 play W D4
#? []
5180 play B E3
#? []
5181 play B D2
#? []
5182 play W B3
#? []
5183 play W C3
#? []
5184 play B D4
#? []
5185 play B D3
#? []
5186 play W D5
#? []
5187 play W E5
#? []
5188 play B C4
#? []
5189 play B C5
#? []
5190 play W B2
#? []
5191 play W A1
#? []
5192 play B G7
#? []
5193 play B F7
#? []
5194 play W C5
#? []
5195 play W D6
#? []
5196 play B A4
#? []
5197 play B B5
#? []
5198 play W D6
#? []
5199 play W E7
#? []
5200 play B A1
#? []
5201 play B B1
#? []
5202 play W G4
#? []
5203 play W F3
#? []
5204 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5205 gogui-rules_board_size
#? [7 7 hex]
5206 gogui-rules_captured_count
#? [0 1]
5207 gogui-rules_side_to_move
#? [black]
play W F3
# error: illegal move: it is not white's turn
play W F3
# error: illegal move: it is not white's turn
5208 clear_board
#? []
5209 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5210 gogui-rules_board_size
#? [7 7 hex]
5211 gogui-rules_captured_count
#? [0 0]
5212 gogui-rules_side_to_move
#? [black]
5252 clear_board
#? []
5253 play B E2
#? []
5254 play B E3
#? []
5255 play W E7
#? []
5256 play W D7
#? []
5257 play B B1
#? []
5258 play B A1
#? []
5259 play W PASS
#? []
5260 play B F4
#? []
5261 play B G4
#? []
5262 play W C2
#? []
5263 play W D2
#? []
5264 play B C1
#? []
5265 play B B1
#? []
5266 play W E4
#? []
5267 play W D4
#? []
5268 play B E3
#? []
5269 play B D2
#? []
5270 play W B3
#? []
5271 play W C3
#? []
5272 play B D4
#? []
5273 play B D3
#? []
5274 play W D5
#? []
5275 play W E5
#? []
5276 play B C4
#? []
5277 play B C5
#? []
5278 play W B2
#? []
5279 play W A1
#? []
5280 play B G7
#? []
5281 play B F7
#? []
5282 play W C5
#? []
5283 play W D6
#? []
5284 play B A4
#? []
5285 play B B5
#? []
5286 play W D6
#? []
5287 play W E7
#? []
5288 play B A1
#? []
5289 play B B1
#? []
5290 play W G4
#? []
5291 play W F3
#? []
5292 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. \. \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5293 gogui-rules_board_size
#? [7 7 hex]
5294 gogui-rules_captured_count
#? [0 1]
5295 gogui-rules_side_to_move
#? [black]
5296 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W G4 SW C5 NE D5 E D6 NE E7 W\nCOLOR red G4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
5297 gogui-rules_legal_moves
#? [D1 A2 D2 A3 C3 D3 F3 B4 B5 E5 F5 G5 C6 E6 F6 G6 F7 PASS]
5305 clear_board
#? []
5306 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5307 gogui-rules_board_size
#? [7 7 hex]
5308 gogui-rules_captured_count
#? [0 0]
5309 gogui-rules_side_to_move
#? [black]
5349 clear_board
#? []
5350 play B E2
#? []
5351 play B E3
#? []
5352 play W E7
#? []
5353 play W D7
#? []
5354 play B B1
#? []
5355 play B A1
#? []
5356 play W PASS
#? []
5357 play B F4
#? []
5358 play B G4
#? []
5359 play W C2
#? []
5360 play W D2
#? []
5361 play B C1
#? []
5362 play B B1
#? []
5363 play W E4
#? []
5364 play W D4
#? []
5365 play B E3
#? []
5366 play B D2
#? []
5367 play W B3
#? []
5368 play W C3
#? []
5369 play B D4
#? []
5370 play B D3
#? []
5371 play W D5
#? []
5372 play W E5
#? []
5373 play B C4
#? []
5374 play B C5
#? []
5375 play W B2
#? []
5376 play W A1
#? []
5377 play B G7
#? []
5378 play B F7
#? []
5379 play W C5
#? []
5380 play W D6
#? []
5381 play B A4
#? []
5382 play B B5
#? []
5383 play W D6
#? []
5384 play W E7
#? []
5385 play B A1
#? []
5386 play B B1
#? []
5387 play W G4
#? []
5388 play W F3
#? []
5389 play B F6
#? []
5390 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5391 gogui-rules_board_size
#? [7 7 hex]
5392 gogui-rules_captured_count
#? [0 1]
5393 gogui-rules_side_to_move
#? [black]
play B F6
# error: illegal move: F6 cannot follow F6, the move begun \(gogui-rules_legal_moves\)
5394 clear_board
#? []
5395 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5396 gogui-rules_board_size
#? [7 7 hex]
5397 gogui-rules_captured_count
#? [0 0]
5398 gogui-rules_side_to_move
#? [black]
5439 clear_board
#? []
5440 play B E2
#? []
5441 play B E3
#? []
5442 play W E7
#? []
5443 play W D7
#? []
5444 play B B1
#? []
5445 play B A1
#? []
5446 play W PASS
#? []
5447 play B F4
#? []
5448 play B G4
#? []
5449 play W C2
#? []
5450 play W D2
#? []
5451 play B C1
#? []
5452 play B B1
#? []
5453 play W E4
#? []
5454 play W D4
#? []
5455 play B E3
#? []
5456 play B D2
#? []
5457 play W B3
#? []
5458 play W C3
#? []
5459 play B D4
#? []
5460 play B D3
#? []
5461 play W D5
#? []
5462 play W E5
#? []
5463 play B C4
#? []
5464 play B C5
#? []
5465 play W B2
#? []
5466 play W A1
#? []
5467 play B G7
#? []
5468 play B F7
#? []
5469 play W C5
#? []
5470 play W D6
#? []
5471 play B A4
#? []
5472 play B B5
#? []
5473 play W D6
#? []
5474 play W E7
#? []
5475 play B A1
#? []
5476 play B B1
#? []
5477 play W G4
#? []
5478 play W F3
#? []
5479 play B F6
#? []
5480 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5481 gogui-rules_board_size
#? [7 7 hex]
5482 gogui-rules_captured_count
#? [0 1]
5483 gogui-rules_side_to_move
#? [black]
5484 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G7 W B2 SW C2 E B3 E E4 W G4 SW C5 NE D5 E D6 NE E7 W\nLABEL G6 E G7 NE F7 NW E6 W E5 SW F5 SE\nCOLOR red F6\nTEXT black's piece on F6: click the neighbouring cell its wall faces \(marked\)]
5485 gogui-rules_legal_moves
#? [G6 G7 F7 E6 E5 F5]
5493 clear_board
#? []
5494 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5495 gogui-rules_board_size
#? [7 7 hex]
5496 gogui-rules_captured_count
#? [0 0]
5497 gogui-rules_side_to_move
#? [black]
5538 clear_board
#? []
5539 play B E2
#? []
5540 play B E3
#? []
5541 play W E7
#? []
5542 play W D7
#? []
5543 play B B1
#? []
5544 play B A1
#? []
5545 play W PASS
#? []
5546 play B F4
#? []
5547 play B G4
#? []
5548 play W C2
#? []
5549 play W D2
#? []
5550 play B C1
#? []
5551 play B B1
#? []
5552 play W E4
#? []
5553 play W D4
#? []
5554 play B E3
#? []
5555 play B D2
#? []
5556 play W B3
#? []
5557 play W C3
#? []
5558 play B D4
#? []
5559 play B D3
#? []
5560 play W D5
#? []
5561 play W E5
#? []
5562 play B C4
#? []
5563 play B C5
#? []
5564 play W B2
#? []
5565 play W A1
#? []
5566 play B G7
#? []
5567 play B F7
#? []
5568 play W C5
#? []
5569 play W D6
#? []
5570 play B A4
#? []
5571 play B B5
#? []
5572 play W D6
#? []
5573 play W E7
#? []
5574 play B A1
#? []
5575 play B B1
#? []
5576 play W G4
#? []
5577 play W F3
#? []
5578 play B F6
#? []
5579 play B G6
#? []
5580 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5581 gogui-rules_board_size
#? [7 7 hex]
5582 gogui-rules_captured_count
#? [0 1]
5583 gogui-rules_side_to_move
#? [white]
play B G6
# error: illegal move: it is not black's turn
5584 clear_board
#? []
5585 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5586 gogui-rules_board_size
#? [7 7 hex]
5587 gogui-rules_captured_count
#? [0 0]
5588 gogui-rules_side_to_move
#? [black]
5630 clear_board
#? []
5631 play B E2
#? []
5632 play B E3
#? []
5633 play W E7
#? []
5634 play W D7
#? []
5635 play B B1
#? []
5636 play B A1
#? []
5637 play W PASS
#? []
5638 play B F4
#? []
5639 play B G4
#? []
5640 play W C2
#? []
5641 play W D2
#? []
5642 play B C1
#? []
5643 play B B1
#? []
5644 play W E4
#? []
5645 play W D4
#? []
5646 play B E3
#? []
5647 play B D2
#? []
5648 play W B3
#? []
5649 play W C3
#? []
5650 play B D4
#? []
5651 play B D3
#? []
5652 play W D5
#? []
5653 play W E5
#? []
5654 play B C4
#? []
5655 play B C5
#? []
5656 play W B2
#? []
5657 play W A1
#? []
5658 play B G7
#? []
5659 play B F7
#? []
5660 play W C5
#? []
5661 play W D6
#? []
5662 play B A4
#? []
5663 play B B5
#? []
5664 play W D6
#? []
5665 play W E7
#? []
5666 play B A1
#? []
5667 play B B1
#? []
5668 play W G4
#? []
5669 play W F3
#? []
5670 play B F6
#? []
5671 play B G6
#? []
5672 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX \. X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5673 gogui-rules_board_size
#? [7 7 hex]
5674 gogui-rules_captured_count
#? [0 1]
5675 gogui-rules_side_to_move
#? [white]
5676 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F6 E G7 W B2 SW C2 E B3 E E4 W G4 SW C5 NE D5 E D6 NE E7 W\nCOLOR red F6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
5677 gogui-rules_legal_moves
#? [B1 A2 D2 A3 C3 D3 B4 B5 E5 F5 G5 C6 E6 G6 D7 F7 PASS]
5688 clear_board
#? []
5689 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5690 gogui-rules_board_size
#? [7 7 hex]
5691 gogui-rules_captured_count
#? [0 0]
5692 gogui-rules_side_to_move
#? [black]
5734 clear_board
#? []
5735 play B E2
#? []
5736 play B E3
#? []
5737 play W E7
#? []
5738 play W D7
#? []
5739 play B B1
#? []
5740 play B A1
#? []
5741 play W PASS
#? []
5742 play B F4
#? []
5743 play B G4
#? []
5744 play W C2
#? []
5745 play W D2
#? []
5746 play B C1
#? []
5747 play B B1
#? []
5748 play W E4
#? []
5749 play W D4
#? []
5750 play B E3
#? []
5751 play B D2
#? []
5752 play W B3
#? []
5753 play W C3
#? []
5754 play B D4
#? []
5755 play B D3
#? []
5756 play W D5
#? []
5757 play W E5
#? []
5758 play B C4
#? []
5759 play B C5
#? []
5760 play W B2
#? []
5761 play W A1
#? []
5762 play B G7
#? []
5763 play B F7
#? []
5764 play W C5
#? []
5765 play W D6
#? []
5766 play B A4
#? []
5767 play B B5
#? []
5768 play W D6
#? []
5769 play W E7
#? []
5770 play B A1
#? []
5771 play B B1
#? []
5772 play W G4
#? []
5773 play W F3
#? []
5774 play B F6
#? []
5775 play B G6
#? []
5776 play W B4
#? []
5777 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5778 gogui-rules_board_size
#? [7 7 hex]
5779 gogui-rules_captured_count
#? [0 1]
5780 gogui-rules_side_to_move
#? [white]
5781 clear_board
#? []
5782 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5783 gogui-rules_board_size
#? [7 7 hex]
5784 gogui-rules_captured_count
#? [0 0]
5785 gogui-rules_side_to_move
#? [black]
5828 clear_board
#? []
5829 play B E2
#? []
5830 play B E3
#? []
5831 play W E7
#? []
5832 play W D7
#? []
5833 play B B1
#? []
5834 play B A1
#? []
5835 play W PASS
#? []
5836 play B F4
#? []
5837 play B G4
#? []
5838 play W C2
#? []
5839 play W D2
#? []
5840 play B C1
#? []
5841 play B B1
#? []
5842 play W E4
#? []
5843 play W D4
#? []
5844 play B E3
#? []
5845 play B D2
#? []
5846 play W B3
#? []
5847 play W C3
#? []
5848 play B D4
#? []
5849 play B D3
#? []
5850 play W D5
#? []
5851 play W E5
#? []
5852 play B C4
#? []
5853 play B C5
#? []
5854 play W B2
#? []
5855 play W A1
#? []
5856 play B G7
#? []
5857 play B F7
#? []
5858 play W C5
#? []
5859 play W D6
#? []
5860 play B A4
#? []
5861 play B B5
#? []
5862 play W D6
#? []
5863 play W E7
#? []
5864 play B A1
#? []
5865 play B B1
#? []
5866 play W G4
#? []
5867 play W F3
#? []
5868 play B F6
#? []
5869 play B G6
#? []
5870 play W B4
#? []
5871 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5872 gogui-rules_board_size
#? [7 7 hex]
5873 gogui-rules_captured_count
#? [0 1]
5874 gogui-rules_side_to_move
#? [white]
play W B4
# error: illegal move: B4 cannot follow B4, the move begun \(gogui-rules_legal_moves\)
play W B4
# error: illegal move: B4 cannot follow B4, the move begun \(gogui-rules_legal_moves\)
5875 clear_board
#? []
5876 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5877 gogui-rules_board_size
#? [7 7 hex]
5878 gogui-rules_captured_count
#? [0 0]
5879 gogui-rules_side_to_move
#? [black]
5922 clear_board
#? []
5923 play B E2
#? []
5924 play B E3
#? []
5925 play W E7
#? []
5926 play W D7
#? []
5927 play B B1
#? []
5928 play B A1
#? []
5929 play W PASS
#? []
5930 play B F4
#? []
5931 play B G4
#? []
5932 play W C2
#? []
5933 play W D2
#? []
5934 play B C1
#? []
5935 play B B1
#? []
5936 play W E4
#? []
5937 play W D4
#? []
5938 play B E3
#? []
5939 play B D2
#? []
5940 play W B3
#? []
5941 play W C3
#? []
5942 play B D4
#? []
5943 play B D3
#? []
5944 play W D5
#? []
5945 play W E5
#? []
5946 play B C4
#? []
5947 play B C5
#? []
5948 play W B2
#? []
5949 play W A1
#? []
5950 play B G7
#? []
5951 play B F7
#? []
5952 play W C5
#? []
5953 play W D6
#? []
5954 play B A4
#? []
5955 play B B5
#? []
5956 play W D6
#? []
5957 play W E7
#? []
5958 play B A1
#? []
5959 play B B1
#? []
5960 play W G4
#? []
5961 play W F3
#? []
5962 play B F6
#? []
5963 play B G6
#? []
5964 play W B4
#? []
5965 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
5966 gogui-rules_board_size
#? [7 7 hex]
5967 gogui-rules_captured_count
#? [0 1]
5968 gogui-rules_side_to_move
#? [white]
5969 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F6 E G7 W B2 SW C2 E B3 E E4 W G4 SW C5 NE D5 E D6 NE E7 W\nLABEL C5 NE B5 NW A3 SW B3 SE\nCOLOR red B4\nTEXT white's piece on B4: click the neighbouring cell its wall faces \(marked\)]
5970 gogui-rules_legal_moves
#? [C5 B5 A3 B3]
5981 clear_board
#? []
5982 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5983 gogui-rules_board_size
#? [7 7 hex]
5984 gogui-rules_captured_count
#? [0 0]
5985 gogui-rules_side_to_move
#? [black]
6028 clear_board
#? []
6029 play B E2
#? []
6030 play B E3
#? []
6031 play W E7
#? []
6032 play W D7
#? []
6033 play B B1
#? []
6034 play B A1
#? []
6035 play W PASS
#? []
6036 play B F4
#? []
6037 play B G4
#? []
6038 play W C2
#? []
6039 play W D2
#? []
6040 play B C1
#? []
6041 play B B1
#? []
6042 play W E4
#? []
6043 play W D4
#? []
6044 play B E3
#? []
6045 play B D2
#? []
6046 play W B3
#? []
6047 play W C3
#? []
6048 play B D4
#? []
6049 play B D3
#? []
6050 play W D5
#? []
6051 play W E5
#? []
6052 play B C4
#? []
6053 play B C5
#? []
6054 play W B2
#? []
6055 play W A1
#? []
6056 play B G7
#? []
6057 play B F7
#? []
6058 play W C5
#? []
6059 play W D6
#? []
6060 play B A4
#? []
6061 play B B5
#? []
6062 play W D6
#? []
6063 play W E7
#? []
6064 play B A1
#? []
6065 play B B1
#? []
6066 play W G4
#? []
6067 play W F3
#? []
6068 play B F6
#? []
6069 play B G6
#? []
6070 play W B4
#? []
6071 play W A3
#? []
6072 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
6073 gogui-rules_board_size
#? [7 7 hex]
6074 gogui-rules_captured_count
#? [0 1]
6075 gogui-rules_side_to_move
#? [black]
6076 clear_board
#? []
6077 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6078 gogui-rules_board_size
#? [7 7 hex]
6079 gogui-rules_captured_count
#? [0 0]
6080 gogui-rules_side_to_move
#? [black]
6124 clear_board
#? []
6125 play B E2
#? []
6126 play B E3
#? []
6127 play W E7
#? []
6128 play W D7
#? []
6129 play B B1
#? []
6130 play B A1
#? []
6131 play W PASS
#? []
6132 play B F4
#? []
6133 play B G4
#? []
6134 play W C2
#? []
6135 play W D2
#? []
6136 play B C1
#? []
6137 play B B1
#? []
6138 play W E4
#? []
6139 play W D4
#? []
6140 play B E3
#? []
6141 play B D2
#? []
6142 play W B3
#? []
6143 play W C3
#? []
6144 play B D4
#? []
6145 play B D3
#? []
6146 play W D5
#? []
6147 play W E5
#? []
6148 play B C4
#? []
6149 play B C5
#? []
6150 play W B2
#? []
6151 play W A1
#? []
6152 play B G7
#? []
6153 play B F7
#? []
6154 play W C5
#? []
6155 play W D6
#? []
6156 play B A4
#? []
6157 play B B5
#? []
6158 play W D6
#? []
6159 play W E7
#? []
6160 play B A1
#? []
6161 play B B1
#? []
6162 play W G4
#? []
6163 play W F3
#? []
6164 play B F6
#? []
6165 play B G6
#? []
6166 play W B4
#? []
6167 play W A3
#? []
6168 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
6169 gogui-rules_board_size
#? [7 7 hex]
6170 gogui-rules_captured_count
#? [0 1]
6171 gogui-rules_side_to_move
#? [black]
play W A3
# error: illegal move: it is not white's turn
play W A3
# error: illegal move: it is not white's turn
6172 clear_board
#? []
6173 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6174 gogui-rules_board_size
#? [7 7 hex]
6175 gogui-rules_captured_count
#? [0 0]
6176 gogui-rules_side_to_move
#? [black]
6220 clear_board
#? []
6221 play B E2
#? []
6222 play B E3
#? []
6223 play W E7
#? []
6224 play W D7
#? []
6225 play B B1
#? []
6226 play B A1
#? []
6227 play W PASS
#? []
6228 play B F4
#? []
6229 play B G4
#? []
6230 play W C2
#? []
6231 play W D2
#? []
6232 play B C1
#? []
6233 play B B1
#? []
6234 play W E4
#? []
6235 play W D4
#? []
6236 play B E3
#? []
6237 play B D2
#? []
6238 play W B3
#? []
6239 play W C3
#? []
6240 play B D4
#? []
6241 play B D3
#? []
6242 play W D5
#? []
6243 play W E5
#? []
6244 play B C4
#? []
6245 play B C5
#? []
6246 play W B2
#? []
6247 play W A1
#? []
6248 play B G7
#? []
6249 play B F7
#? []
6250 play W C5
#? []
6251 play W D6
#? []
6252 play B A4
#? []
6253 play B B5
#? []
6254 play W D6
#? []
6255 play W E7
#? []
6256 play B A1
#? []
6257 play B B1
#? []
6258 play W G4
#? []
6259 play W F3
#? []
6260 play B F6
#? []
6261 play B G6
#? []
6262 play W B4
#? []
6263 play W A3
#? []
6264 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\n\. O O \. X \? \?\nX \. X \. \? \? \?]
6265 gogui-rules_board_size
#? [7 7 hex]
6266 gogui-rules_captured_count
#? [0 1]
6267 gogui-rules_side_to_move
#? [black]
6268 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F6 E G7 W B2 SW C2 E B3 E B4 SW E4 W G4 SW C5 NE D5 E D6 NE E7 W\nCOLOR red B4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
6269 gogui-rules_legal_moves
#? [D1 A2 D2 A3 C3 D3 F3 E5 F5 G5 C6 E6 G6 F7 PASS]
6277 clear_board
#? []
6278 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6279 gogui-rules_board_size
#? [7 7 hex]
6280 gogui-rules_captured_count
#? [0 0]
6281 gogui-rules_side_to_move
#? [black]
6325 clear_board
#? []
6326 play B E2
#? []
6327 play B E3
#? []
6328 play W E7
#? []
6329 play W D7
#? []
6330 play B B1
#? []
6331 play B A1
#? []
6332 play W PASS
#? []
6333 play B F4
#? []
6334 play B G4
#? []
6335 play W C2
#? []
6336 play W D2
#? []
6337 play B C1
#? []
6338 play B B1
#? []
6339 play W E4
#? []
6340 play W D4
#? []
6341 play B E3
#? []
6342 play B D2
#? []
6343 play W B3
#? []
6344 play W C3
#? []
6345 play B D4
#? []
6346 play B D3
#? []
6347 play W D5
#? []
6348 play W E5
#? []
6349 play B C4
#? []
6350 play B C5
#? []
6351 play W B2
#? []
6352 play W A1
#? []
6353 play B G7
#? []
6354 play B F7
#? []
6355 play W C5
#? []
6356 play W D6
#? []
6357 play B A4
#? []
6358 play B B5
#? []
6359 play W D6
#? []
6360 play W E7
#? []
6361 play B A1
#? []
6362 play B B1
#? []
6363 play W G4
#? []
6364 play W F3
#? []
6365 play B F6
#? []
6366 play B G6
#? []
6367 play W B4
#? []
6368 play W A3
#? []
6369 play B A2
#? []
6370 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\nX \. X \. \? \? \?]
6371 gogui-rules_board_size
#? [7 7 hex]
6372 gogui-rules_captured_count
#? [0 1]
6373 gogui-rules_side_to_move
#? [black]
play B A2
# error: illegal move: A2 cannot follow A2, the move begun \(gogui-rules_legal_moves\)
6374 clear_board
#? []
6375 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6376 gogui-rules_board_size
#? [7 7 hex]
6377 gogui-rules_captured_count
#? [0 0]
6378 gogui-rules_side_to_move
#? [black]
6423 clear_board
#? []
6424 play B E2
#? []
6425 play B E3
#? []
6426 play W E7
#? []
6427 play W D7
#? []
6428 play B B1
#? []
6429 play B A1
#? []
6430 play W PASS
#? []
6431 play B F4
#? []
6432 play B G4
#? []
6433 play W C2
#? []
6434 play W D2
#? []
6435 play B C1
#? []
6436 play B B1
#? []
6437 play W E4
#? []
6438 play W D4
#? []
6439 play B E3
#? []
6440 play B D2
#? []
6441 play W B3
#? []
6442 play W C3
#? []
6443 play B D4
#? []
6444 play B D3
#? []
6445 play W D5
#? []
6446 play W E5
#? []
6447 play B C4
#? []
6448 play B C5
#? []
6449 play W B2
#? []
6450 play W A1
#? []
6451 play B G7
#? []
6452 play B F7
#? []
6453 play W C5
#? []
6454 play W D6
#? []
6455 play B A4
#? []
6456 play B B5
#? []
6457 play W D6
#? []
6458 play W E7
#? []
6459 play B A1
#? []
6460 play B B1
#? []
6461 play W G4
#? []
6462 play W F3
#? []
6463 play B F6
#? []
6464 play B G6
#? []
6465 play W B4
#? []
6466 play W A3
#? []
6467 play B A2
#? []
6468 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\nX \. X \. \? \? \?]
6469 gogui-rules_board_size
#? [7 7 hex]
6470 gogui-rules_captured_count
#? [0 1]
6471 gogui-rules_side_to_move
#? [black]
6472 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F6 E G7 W B2 SW C2 E B3 E B4 SW E4 W G4 SW C5 NE D5 E D6 NE E7 W\nLABEL A1 SE\nCOLOR red A2\nTEXT black's piece on A2: click the neighbouring cell its wall faces \(marked\)]
6473 gogui-rules_legal_moves
#? [A1]
6481 clear_board
#? []
6482 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6483 gogui-rules_board_size
#? [7 7 hex]
6484 gogui-rules_captured_count
#? [0 0]
6485 gogui-rules_side_to_move
#? [black]
6530 clear_board
#? []
6531 play B E2
#? []
6532 play B E3
#? []
6533 play W E7
#? []
6534 play W D7
#? []
6535 play B B1
#? []
6536 play B A1
#? []
6537 play W PASS
#? []
6538 play B F4
#? []
6539 play B G4
#? []
6540 play W C2
#? []
6541 play W D2
#? []
6542 play B C1
#? []
6543 play B B1
#? []
6544 play W E4
#? []
6545 play W D4
#? []
6546 play B E3
#? []
6547 play B D2
#? []
6548 play W B3
#? []
6549 play W C3
#? []
6550 play B D4
#? []
6551 play B D3
#? []
6552 play W D5
#? []
6553 play W E5
#? []
6554 play B C4
#? []
6555 play B C5
#? []
6556 play W B2
#? []
6557 play W A1
#? []
6558 play B G7
#? []
6559 play B F7
#? []
6560 play W C5
#? []
6561 play W D6
#? []
6562 play B A4
#? []
6563 play B B5
#? []
6564 play W D6
#? []
6565 play W E7
#? []
6566 play B A1
#? []
6567 play B B1
#? []
6568 play W G4
#? []
6569 play W F3
#? []
6570 play B F6
#? []
6571 play B G6
#? []
6572 play W B4
#? []
6573 play W A3
#? []
6574 play B A2
#? []
6575 play B A1
#? []
6576 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\nX \. X \. \? \? \?]
6577 gogui-rules_board_size
#? [7 7 hex]
6578 gogui-rules_captured_count
#? [0 1]
6579 gogui-rules_side_to_move
#? [white]
play B A1
# error: illegal move: it is not black's turn
6580 clear_board
#? []
6581 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6582 gogui-rules_board_size
#? [7 7 hex]
6583 gogui-rules_captured_count
#? [0 0]
6584 gogui-rules_side_to_move
#? [black]
6630 clear_board
#? []
6631 play B E2
#? []
6632 play B E3
#? []
6633 play W E7
#? []
6634 play W D7
#? []
6635 play B B1
#? []
6636 play B A1
#? []
6637 play W PASS
#? []
6638 play B F4
#? []
6639 play B G4
#? []
6640 play W C2
#? []
6641 play W D2
#? []
6642 play B C1
#? []
6643 play B B1
#? []
6644 play W E4
#? []
6645 play W D4
#? []
6646 play B E3
#? []
6647 play B D2
#? []
6648 play W B3
#? []
6649 play W C3
#? []
6650 play B D4
#? []
6651 play B D3
#? []
6652 play W D5
#? []
6653 play W E5
#? []
6654 play B C4
#? []
6655 play B C5
#? []
6656 play W B2
#? []
6657 play W A1
#? []
6658 play B G7
#? []
6659 play B F7
#? []
6660 play W C5
#? []
6661 play W D6
#? []
6662 play B A4
#? []
6663 play B B5
#? []
6664 play W D6
#? []
6665 play W E7
#? []
6666 play B A1
#? []
6667 play B B1
#? []
6668 play W G4
#? []
6669 play W F3
#? []
6670 play B F6
#? []
6671 play B G6
#? []
6672 play W B4
#? []
6673 play W A3
#? []
6674 play B A2
#? []
6675 play B A1
#? []
6676 gogui-rules_board
#? [\? \? \? \. O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\nX \. X \. \? \? \?]
6677 gogui-rules_board_size
#? [7 7 hex]
6678 gogui-rules_captured_count
#? [0 1]
6679 gogui-rules_side_to_move
#? [white]
6680 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F6 E G7 W B2 SW C2 E B3 E B4 SW E4 W G4 SW C5 NE D5 E D6 NE E7 W\nCOLOR red A2\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
6681 gogui-rules_legal_moves
#? [B1 D2 A3 C3 D3 B5 E5 F5 G5 C6 E6 G6 D7 F7 PASS]
6692 clear_board
#? []
6693 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6694 gogui-rules_board_size
#? [7 7 hex]
6695 gogui-rules_captured_count
#? [0 0]
6696 gogui-rules_side_to_move
#? [black]
6742 clear_board
#? []
6743 play B E2
#? []
6744 play B E3
#? []
6745 play W E7
#? []
6746 play W D7
#? []
6747 play B B1
#? []
6748 play B A1
#? []
6749 play W PASS
#? []
6750 play B F4
#? []
6751 play B G4
#? []
6752 play W C2
#? []
6753 play W D2
#? []
6754 play B C1
#? []
6755 play B B1
#? []
6756 play W E4
#? []
6757 play W D4
#? []
6758 play B E3
#? []
6759 play B D2
#? []
6760 play W B3
#? []
6761 play W C3
#? []
6762 play B D4
#? []
6763 play B D3
#? []
6764 play W D5
#? []
6765 play W E5
#? []
6766 play B C4
#? []
6767 play B C5
#? []
6768 play W B2
#? []
6769 play W A1
#? []
6770 play B G7
#? []
6771 play B F7
#? []
6772 play W C5
#? []
6773 play W D6
#? []
6774 play B A4
#? []
6775 play B B5
#? []
6776 play W D6
#? []
6777 play W E7
#? []
6778 play B A1
#? []
6779 play B B1
#? []
6780 play W G4
#? []
6781 play W F3
#? []
6782 play B F6
#? []
6783 play B G6
#? []
6784 play W B4
#? []
6785 play W A3
#? []
6786 play B A2
#? []
6787 play B A1
#? []
6788 play W D7
#? []
6789 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\nX \. X \. \? \? \?]
6790 gogui-rules_board_size
#? [7 7 hex]
6791 gogui-rules_captured_count
#? [0 1]
6792 gogui-rules_side_to_move
#? [white]
6793 clear_board
#? []
6794 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6795 gogui-rules_board_size
#? [7 7 hex]
6796 gogui-rules_captured_count
#? [0 0]
6797 gogui-rules_side_to_move
#? [black]
6844 clear_board
#? []
6845 play B E2
#? []
6846 play B E3
#? []
6847 play W E7
#? []
6848 play W D7
#? []
6849 play B B1
#? []
6850 play B A1
#? []
6851 play W PASS
#? []
6852 play B F4
#? []
6853 play B G4
#? []
6854 play W C2
#? []
6855 play W D2
#? []
6856 play B C1
#? []
6857 play B B1
#? []
6858 play W E4
#? []
6859 play W D4
#? []
6860 play B E3
#? []
6861 play B D2
#? []
6862 play W B3
#? []
6863 play W C3
#? []
6864 play B D4
#? []
6865 play B D3
#? []
6866 play W D5
#? []
6867 play W E5
#? []
6868 play B C4
#? []
6869 play B C5
#? []
6870 play W B2
#? []
6871 play W A1
#? []
6872 play B G7
#? []
6873 play B F7
#? []
6874 play W C5
#? []
6875 play W D6
#? []
6876 play B A4
#? []
6877 play B B5
#? []
6878 play W D6
#? []
6879 play W E7
#? []
6880 play B A1
#? []
6881 play B B1
#? []
6882 play W G4
#? []
6883 play W F3
#? []
6884 play B F6
#? []
6885 play B G6
#? []
6886 play W B4
#? []
6887 play W A3
#? []
6888 play B A2
#? []
6889 play B A1
#? []
6890 play W D7
#? []
6891 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\nX \. X \. \? \? \?]
6892 gogui-rules_board_size
#? [7 7 hex]
6893 gogui-rules_captured_count
#? [0 1]
6894 gogui-rules_side_to_move
#? [white]
play W D7
# error: illegal move: D7 cannot follow D7, the move begun \(gogui-rules_legal_moves\)
play W D7
# error: illegal move: D7 cannot follow D7, the move begun \(gogui-rules_legal_moves\)
6895 clear_board
#? []
6896 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6897 gogui-rules_board_size
#? [7 7 hex]
6898 gogui-rules_captured_count
#? [0 0]
6899 gogui-rules_side_to_move
#? [black]
6946 clear_board
#? []
6947 play B E2
#? []
6948 play B E3
#? []
6949 play W E7
#? []
6950 play W D7
#? []
6951 play B B1
#? []
6952 play B A1
#? []
6953 play W PASS
#? []
6954 play B F4
#? []
6955 play B G4
#? []
6956 play W C2
#? []
6957 play W D2
#? []
6958 play B C1
#? []
6959 play B B1
#? []
6960 play W E4
#? []
6961 play W D4
#? []
6962 play B E3
#? []
6963 play B D2
#? []
6964 play W B3
#? []
6965 play W C3
#? []
6966 play B D4
#? []
6967 play B D3
#? []
6968 play W D5
#? []
6969 play W E5
#? []
6970 play B C4
#? []
6971 play B C5
#? []
6972 play W B2
#? []
6973 play W A1
#? []
6974 play B G7
#? []
6975 play B F7
#? []
6976 play W C5
#? []
6977 play W D6
#? []
6978 play B A4
#? []
6979 play B B5
#? []
6980 play W D6
#? []
6981 play W E7
#? []
6982 play B A1
#? []
6983 play B B1
#? []
6984 play W G4
#? []
6985 play W F3
#? []
6986 play B F6
#? []
6987 play B G6
#? []
6988 play W B4
#? []
6989 play W A3
#? []
6990 play B A2
#? []
6991 play B A1
#? []
6992 play W D7
#? []
6993 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\nX \. X \. \? \? \?]
6994 gogui-rules_board_size
#? [7 7 hex]
6995 gogui-rules_captured_count
#? [0 1]
6996 gogui-rules_side_to_move
#? [white]
6997 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E C1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F6 E G7 W B2 SW C2 E B3 E B4 SW E4 W G4 SW C5 NE D5 E D6 NE E7 W\nLABEL C6 SW D6 SE\nCOLOR red D7\nTEXT white's piece on D7: click the neighbouring cell its wall faces \(marked\)]
6998 gogui-rules_legal_moves
#? [C6 D6]
7009 clear_board
#? []
7010 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7011 gogui-rules_board_size
#? [7 7 hex]
7012 gogui-rules_captured_count
#? [0 0]
7013 gogui-rules_side_to_move
#? [black]
7060 clear_board
#? []
7061 play B E2
#? []
7062 play B E3
#? []
7063 play W E7
#? []
7064 play W D7
#? []
7065 play B B1
#? []
7066 play B A1
#? []
7067 play W PASS
#? []
7068 play B F4
#? []
7069 play B G4
#? []
7070 play W C2
#? []
7071 play W D2
#? []
7072 play B C1
#? []
7073 play B B1
#? []
7074 play W E4
#? []
7075 play W D4
#? []
7076 play B E3
#? []
7077 play B D2
#? []
7078 play W B3
#? []
7079 play W C3
#? []
7080 play B D4
#? []
7081 play B D3
#? []
7082 play W D5
#? []
7083 play W E5
#? []
7084 play B C4
#? []
7085 play B C5
#? []
7086 play W B2
#? []
7087 play W A1
#? []
7088 play B G7
#? []
7089 play B F7
#? []
7090 play W C5
#? []
7091 play W D6
#? []
7092 play B A4
#? []
7093 play B B5
#? []
7094 play W D6
#? []
7095 play W E7
#? []
7096 play B A1
#? []
7097 play B B1
#? []
7098 play W G4
#? []
7099 play W F3
#? []
7100 play B F6
#? []
7101 play B G6
#? []
7102 play W B4
#? []
7103 play W A3
#? []
7104 play B A2
#? []
7105 play B A1
#? []
7106 play W D7
#? []
7107 play W C6
#? []
7108 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. \. X \. \? \? \?]
7109 gogui-rules_board_size
#? [7 7 hex]
7110 gogui-rules_captured_count
#? [0 2]
7111 gogui-rules_side_to_move
#? [black]
7112 clear_board
#? []
7113 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7114 gogui-rules_board_size
#? [7 7 hex]
7115 gogui-rules_captured_count
#? [0 0]
7116 gogui-rules_side_to_move
#? [black]
7164 clear_board
#? []
7165 play B E2
#? []
7166 play B E3
#? []
7167 play W E7
#? []
7168 play W D7
#? []
7169 play B B1
#? []
7170 play B A1
#? []
7171 play W PASS
#? []
7172 play B F4
#? []
7173 play B G4
#? []
7174 play W C2
#? []
7175 play W D2
#? []
7176 play B C1
#? []
7177 play B B1
#? []
7178 play W E4
#? []
7179 play W D4
#? []
7180 play B E3
#? []
7181 play B D2
#? []
7182 play W B3
#? []
7183 play W C3
#? []
7184 play B D4
#? []
7185 play B D3
#? []
7186 play W D5
#? []
7187 play W E5
#? []
7188 play B C4
#? []
7189 play B C5
#? []
7190 play W B2
#? []
7191 play W A1
#? []
7192 play B G7
#? []
7193 play B F7
#? []
7194 play W C5
#? []
7195 play W D6
#? []
7196 play B A4
#? []
7197 play B B5
#? []
7198 play W D6
#? []
7199 play W E7
#? []
7200 play B A1
#? []
7201 play B B1
#? []
7202 play W G4
#? []
7203 play W F3
#? []
7204 play B F6
#? []
7205 play B G6
#? []
7206 play W B4
#? []
7207 play W A3
#? []
7208 play B A2
#? []
7209 play B A1
#? []
7210 play W D7
#? []
7211 play W C6
#? []
7212 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. \. X \. \? \? \?]
7213 gogui-rules_board_size
#? [7 7 hex]
7214 gogui-rules_captured_count
#? [0 2]
7215 gogui-rules_side_to_move
#? [black]
play W C6
# error: illegal move: it is not white's turn
play W C6
# error: illegal move: it is not white's turn
7216 clear_board
#? []
7217 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7218 gogui-rules_board_size
#? [7 7 hex]
7219 gogui-rules_captured_count
#? [0 0]
7220 gogui-rules_side_to_move
#? [black]
7268 clear_board
#? []
7269 play B E2
#? []
7270 play B E3
#? []
7271 play W E7
#? []
7272 play W D7
#? []
7273 play B B1
#? []
7274 play B A1
#? []
7275 play W PASS
#? []
7276 play B F4
#? []
7277 play B G4
#? []
7278 play W C2
#? []
7279 play W D2
#? []
7280 play B C1
#? []
7281 play B B1
#? []
7282 play W E4
#? []
7283 play W D4
#? []
7284 play B E3
#? []
7285 play B D2
#? []
7286 play W B3
#? []
7287 play W C3
#? []
7288 play B D4
#? []
7289 play B D3
#? []
7290 play W D5
#? []
7291 play W E5
#? []
7292 play B C4
#? []
7293 play B C5
#? []
7294 play W B2
#? []
7295 play W A1
#? []
7296 play B G7
#? []
7297 play B F7
#? []
7298 play W C5
#? []
7299 play W D6
#? []
7300 play B A4
#? []
7301 play B B5
#? []
7302 play W D6
#? []
7303 play W E7
#? []
7304 play B A1
#? []
7305 play B B1
#? []
7306 play W G4
#? []
7307 play W F3
#? []
7308 play B F6
#? []
7309 play B G6
#? []
7310 play W B4
#? []
7311 play W A3
#? []
7312 play B A2
#? []
7313 play B A1
#? []
7314 play W D7
#? []
7315 play W C6
#? []
7316 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. \.\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. \. X \. \? \? \?]
7317 gogui-rules_board_size
#? [7 7 hex]
7318 gogui-rules_captured_count
#? [0 2]
7319 gogui-rules_side_to_move
#? [black]
7320 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F6 E G7 W B2 SW C2 E B3 E B4 SW E4 W G4 SW C5 NE D5 E D6 NE D7 SW E7 W\nCOLOR red D7\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
7321 gogui-rules_legal_moves
#? [D1 D2 C3 D3 F3 E5 F5 G5 E6 G6 F7 PASS]
7329 clear_board
#? []
7330 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7331 gogui-rules_board_size
#? [7 7 hex]
7332 gogui-rules_captured_count
#? [0 0]
7333 gogui-rules_side_to_move
#? [black]
7381 clear_board
#? []
7382 play B E2
#? []
7383 play B E3
#? []
7384 play W E7
#? []
7385 play W D7
#? []
7386 play B B1
#? []
7387 play B A1
#? []
7388 play W PASS
#? []
7389 play B F4
#? []
7390 play B G4
#? []
7391 play W C2
#? []
7392 play W D2
#? []
7393 play B C1
#? []
7394 play B B1
#? []
7395 play W E4
#? []
7396 play W D4
#? []
7397 play B E3
#? []
7398 play B D2
#? []
7399 play W B3
#? []
7400 play W C3
#? []
7401 play B D4
#? []
7402 play B D3
#? []
7403 play W D5
#? []
7404 play W E5
#? []
7405 play B C4
#? []
7406 play B C5
#? []
7407 play W B2
#? []
7408 play W A1
#? []
7409 play B G7
#? []
7410 play B F7
#? []
7411 play W C5
#? []
7412 play W D6
#? []
7413 play B A4
#? []
7414 play B B5
#? []
7415 play W D6
#? []
7416 play W E7
#? []
7417 play B A1
#? []
7418 play B B1
#? []
7419 play W G4
#? []
7420 play W F3
#? []
7421 play B F6
#? []
7422 play B G6
#? []
7423 play W B4
#? []
7424 play W A3
#? []
7425 play B A2
#? []
7426 play B A1
#? []
7427 play W D7
#? []
7428 play W C6
#? []
7429 play B G5
#? []
7430 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. \. X \. \? \? \?]
7431 gogui-rules_board_size
#? [7 7 hex]
7432 gogui-rules_captured_count
#? [0 2]
7433 gogui-rules_side_to_move
#? [black]
play B G5
# error: illegal move: G5 cannot follow G5, the move begun \(gogui-rules_legal_moves\)
7434 clear_board
#? []
7435 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7436 gogui-rules_board_size
#? [7 7 hex]
7437 gogui-rules_captured_count
#? [0 0]
7438 gogui-rules_side_to_move
#? [black]
7487 clear_board
#? []
7488 play B E2
#? []
7489 play B E3
#? []
7490 play W E7
#? []
7491 play W D7
#? []
7492 play B B1
#? []
7493 play B A1
#? []
7494 play W PASS
#? []
7495 play B F4
#? []
7496 play B G4
#? []
7497 play W C2
#? []
7498 play W D2
#? []
7499 play B C1
#? []
7500 play B B1
#? []
7501 play W E4
#? []
7502 play W D4
#? []
7503 play B E3
#? []
7504 play B D2
#? []
7505 play W B3
#? []
7506 play W C3
#? []
7507 play B D4
#? []
7508 play B D3
#? []
7509 play W D5
#? []
7510 play W E5
#? []
7511 play B C4
#? []
7512 play B C5
#? []
7513 play W B2
#? []
7514 play W A1
#? []
7515 play B G7
#? []
7516 play B F7
#? []
7517 play W C5
#? []
7518 play W D6
#? []
7519 play B A4
#? []
7520 play B B5
#? []
7521 play W D6
#? []
7522 play W E7
#? []
7523 play B A1
#? []
7524 play B B1
#? []
7525 play W G4
#? []
7526 play W F3
#? []
7527 play B F6
#? []
7528 play B G6
#? []
7529 play W B4
#? []
7530 play W A3
#? []
7531 play B A2
#? []
7532 play B A1
#? []
7533 play W D7
#? []
7534 play W C6
#? []
7535 play B G5
#? []
7536 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X O\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. \. X \. \? \? \?]
7537 gogui-rules_board_size
#? [7 7 hex]
7538 gogui-rules_captured_count
#? [0 2]
7539 gogui-rules_side_to_move
#? [black]
7540 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F6 E G7 W B2 SW C2 E B3 E B4 SW E4 W G4 SW C5 NE D5 E D6 NE D7 SW E7 W\nLABEL G6 NW F5 W F4 SW G4 SE\nCOLOR red G5\nTEXT black's piece on G5: click the neighbouring cell its wall faces \(marked\)]
7541 gogui-rules_legal_moves
#? [G6 F5 F4 G4]
7549 clear_board
#? []
7550 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7551 gogui-rules_board_size
#? [7 7 hex]
7552 gogui-rules_captured_count
#? [0 0]
7553 gogui-rules_side_to_move
#? [black]
7602 clear_board
#? []
7603 play B E2
#? []
7604 play B E3
#? []
7605 play W E7
#? []
7606 play W D7
#? []
7607 play B B1
#? []
7608 play B A1
#? []
7609 play W PASS
#? []
7610 play B F4
#? []
7611 play B G4
#? []
7612 play W C2
#? []
7613 play W D2
#? []
7614 play B C1
#? []
7615 play B B1
#? []
7616 play W E4
#? []
7617 play W D4
#? []
7618 play B E3
#? []
7619 play B D2
#? []
7620 play W B3
#? []
7621 play W C3
#? []
7622 play B D4
#? []
7623 play B D3
#? []
7624 play W D5
#? []
7625 play W E5
#? []
7626 play B C4
#? []
7627 play B C5
#? []
7628 play W B2
#? []
7629 play W A1
#? []
7630 play B G7
#? []
7631 play B F7
#? []
7632 play W C5
#? []
7633 play W D6
#? []
7634 play B A4
#? []
7635 play B B5
#? []
7636 play W D6
#? []
7637 play W E7
#? []
7638 play B A1
#? []
7639 play B B1
#? []
7640 play W G4
#? []
7641 play W F3
#? []
7642 play B F6
#? []
7643 play B G6
#? []
7644 play W B4
#? []
7645 play W A3
#? []
7646 play B A2
#? []
7647 play B A1
#? []
7648 play W D7
#? []
7649 play W C6
#? []
7650 play B G5
#? []
7651 play B G4
#? []
7652 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. \. X \. \? \? \?]
7653 gogui-rules_board_size
#? [7 7 hex]
7654 gogui-rules_captured_count
#? [1 2]
7655 gogui-rules_side_to_move
#? [white]
play B G4
# error: illegal move: it is not black's turn
7656 clear_board
#? []
7657 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7658 gogui-rules_board_size
#? [7 7 hex]
7659 gogui-rules_captured_count
#? [0 0]
7660 gogui-rules_side_to_move
#? [black]
7710 clear_board
#? []
7711 play B E2
#? []
7712 play B E3
#? []
7713 play W E7
#? []
7714 play W D7
#? []
7715 play B B1
#? []
7716 play B A1
#? []
7717 play W PASS
#? []
7718 play B F4
#? []
7719 play B G4
#? []
7720 play W C2
#? []
7721 play W D2
#? []
7722 play B C1
#? []
7723 play B B1
#? []
7724 play W E4
#? []
7725 play W D4
#? []
7726 play B E3
#? []
7727 play B D2
#? []
7728 play W B3
#? []
7729 play W C3
#? []
7730 play B D4
#? []
7731 play B D3
#? []
7732 play W D5
#? []
7733 play W E5
#? []
7734 play B C4
#? []
7735 play B C5
#? []
7736 play W B2
#? []
7737 play W A1
#? []
7738 play B G7
#? []
7739 play B F7
#? []
7740 play W C5
#? []
7741 play W D6
#? []
7742 play B A4
#? []
7743 play B B5
#? []
7744 play W D6
#? []
7745 play W E7
#? []
7746 play B A1
#? []
7747 play B B1
#? []
7748 play W G4
#? []
7749 play W F3
#? []
7750 play B F6
#? []
7751 play B G6
#? []
7752 play W B4
#? []
7753 play W A3
#? []
7754 play B A2
#? []
7755 play B A1
#? []
7756 play W D7
#? []
7757 play W C6
#? []
7758 play B G5
#? []
7759 play B G4
#? []
7760 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. \. X \. \? \? \?]
7761 gogui-rules_board_size
#? [7 7 hex]
7762 gogui-rules_captured_count
#? [1 2]
7763 gogui-rules_side_to_move
#? [white]
7764 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G5 SE F6 E G7 W B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE D7 SW E7 W\nCOLOR red G5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
7765 gogui-rules_legal_moves
#? [B1 D2 A3 C3 D3 B5 E5 F5 C6 E6 F7 PASS]
7776 clear_board
#? []
7777 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7778 gogui-rules_board_size
#? [7 7 hex]
7779 gogui-rules_captured_count
#? [0 0]
7780 gogui-rules_side_to_move
#? [black]
7830 clear_board
#? []
7831 play B E2
#? []
7832 play B E3
#? []
7833 play W E7
#? []
7834 play W D7
#? []
7835 play B B1
#? []
7836 play B A1
#? []
7837 play W PASS
#? []
7838 play B F4
#? []
7839 play B G4
#? []
7840 play W C2
#? []
7841 play W D2
#? []
7842 play B C1
#? []
7843 play B B1
#? []
7844 play W E4
#? []
7845 play W D4
#? []
7846 play B E3
#? []
7847 play B D2
#? []
7848 play W B3
#? []
7849 play W C3
#? []
7850 play B D4
#? []
7851 play B D3
#? []
7852 play W D5
#? []
7853 play W E5
#? []
7854 play B C4
#? []
7855 play B C5
#? []
7856 play W B2
#? []
7857 play W A1
#? []
7858 play B G7
#? []
7859 play B F7
#? []
7860 play W C5
#? []
7861 play W D6
#? []
7862 play B A4
#? []
7863 play B B5
#? []
7864 play W D6
#? []
7865 play W E7
#? []
7866 play B A1
#? []
7867 play B B1
#? []
7868 play W G4
#? []
7869 play W F3
#? []
7870 play B F6
#? []
7871 play B G6
#? []
7872 play W B4
#? []
7873 play W A3
#? []
7874 play B A2
#? []
7875 play B A1
#? []
7876 play W D7
#? []
7877 play W C6
#? []
7878 play B G5
#? []
7879 play B G4
#? []
7880 play W B1
#? []
7881 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X \. \? \? \?]
7882 gogui-rules_board_size
#? [7 7 hex]
7883 gogui-rules_captured_count
#? [1 2]
7884 gogui-rules_side_to_move
#? [white]
7885 clear_board
#? []
7886 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7887 gogui-rules_board_size
#? [7 7 hex]
7888 gogui-rules_captured_count
#? [0 0]
7889 gogui-rules_side_to_move
#? [black]
7940 clear_board
#? []
7941 play B E2
#? []
7942 play B E3
#? []
7943 play W E7
#? []
7944 play W D7
#? []
7945 play B B1
#? []
7946 play B A1
#? []
7947 play W PASS
#? []
7948 play B F4
#? []
7949 play B G4
#? []
7950 play W C2
#? []
7951 play W D2
#? []
7952 play B C1
#? []
7953 play B B1
#? []
7954 play W E4
#? []
7955 play W D4
#? []
7956 play B E3
#? []
7957 play B D2
#? []
7958 play W B3
#? []
7959 play W C3
#? []
7960 play B D4
#? []
7961 play B D3
#? []
7962 play W D5
#? []
7963 play W E5
#? []
7964 play B C4
#? []
7965 play B C5
#? []
7966 play W B2
#? []
7967 play W A1
#? []
7968 play B G7
#? []
7969 play B F7
#? []
7970 play W C5
#? []
7971 play W D6
#? []
7972 play B A4
#? []
7973 play B B5
#? []
7974 play W D6
#? []
7975 play W E7
#? []
7976 play B A1
#? []
7977 play B B1
#? []
7978 play W G4
#? []
7979 play W F3
#? []
7980 play B F6
#? []
7981 play B G6
#? []
7982 play W B4
#? []
7983 play W A3
#? []
7984 play B A2
#? []
7985 play B A1
#? []
7986 play W D7
#? []
7987 play W C6
#? []
7988 play B G5
#? []
7989 play B G4
#? []
7990 play W B1
#? []
7991 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X \. \? \? \?]
7992 gogui-rules_board_size
#? [7 7 hex]
7993 gogui-rules_captured_count
#? [1 2]
7994 gogui-rules_side_to_move
#? [white]
play W B1
# error: illegal move: B1 cannot follow B1, the move begun \(gogui-rules_legal_moves\)
play W B1
# error: illegal move: B1 cannot follow B1, the move begun \(gogui-rules_legal_moves\)
7995 clear_board
#? []
7996 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
7997 gogui-rules_board_size
#? [7 7 hex]
7998 gogui-rules_captured_count
#? [0 0]
7999 gogui-rules_side_to_move
#? [black]
8050 clear_board
#? []
8051 play B E2
#? []
8052 play B E3
#? []
8053 play W E7
#? []
8054 play W D7
#? []
8055 play B B1
#? []
8056 play B A1
#? []
8057 play W PASS
#? []
8058 play B F4
#? []
8059 play B G4
#? []
8060 play W C2
#? []
8061 play W D2
#? []
8062 play B C1
#? []
8063 play B B1
#? []
8064 play W E4
#? []
8065 play W D4
#? []
8066 play B E3
#? []
8067 play B D2
#? []
8068 play W B3
#? []
8069 play W C3
#? []
8070 play B D4
#? []
8071 play B D3
#? []
8072 play W D5
#? []
8073 play W E5
#? []
8074 play B C4
#? []
8075 play B C5
#? []
8076 play W B2
#? []
8077 play W A1
#? []
8078 play B G7
#? []
8079 play B F7
#? []
8080 play W C5
#? []
8081 play W D6
#? []
8082 play B A4
#? []
8083 play B B5
#? []
8084 play W D6
#? []
8085 play W E7
#? []
8086 play B A1
#? []
8087 play B B1
#? []
8088 play W G4
#? []
8089 play W F3
#? []
8090 play B F6
#? []
8091 play B G6
#? []
8092 play W B4
#? []
8093 play W A3
#? []
8094 play B A2
#? []
8095 play B A1
#? []
8096 play W D7
#? []
8097 play W C6
#? []
8098 play B G5
#? []
8099 play B G4
#? []
8100 play W B1
#? []
8101 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X \. \? \? \?]
8102 gogui-rules_board_size
#? [7 7 hex]
8103 gogui-rules_captured_count
#? [1 2]
8104 gogui-rules_side_to_move
#? [white]
8105 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G5 SE F6 E G7 W B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE D7 SW E7 W\nLABEL C2 NE B2 NW A1 W\nCOLOR red B1\nTEXT white's piece on B1: click the neighbouring cell its wall faces \(marked\)]
8106 gogui-rules_legal_moves
#? [C2 B2 A1]
8117 clear_board
#? []
8118 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
8119 gogui-rules_board_size
#? [7 7 hex]
8120 gogui-rules_captured_count
#? [0 0]
8121 gogui-rules_side_to_move
#? [black]
8172 clear_board
#? []
8173 play B E2
#? []
8174 play B E3
#? []
8175 play W E7
#? []
8176 play W D7
#? []
8177 play B B1
#? []
8178 play B A1
#? []
8179 play W PASS
#? []
8180 play B F4
#? []
8181 play B G4
#? []
8182 play W C2
#? []
8183 play W D2
#? []
8184 play B C1
#? []
8185 play B B1
#? []
8186 play W E4
#? []
8187 play W D4
#? []
8188 play B E3
#? []
8189 play B D2
#? []
8190 play W B3
#? []
8191 play W C3
#? []
8192 play B D4
#? []
8193 play B D3
#? []
8194 play W D5
#? []
8195 play W E5
#? []
8196 play B C4
#? []
8197 play B C5
#? []
8198 play W B2
#? []
8199 play W A1
#? []
8200 play B G7
#? []
8201 play B F7
#? []
8202 play W C5
#? []
8203 play W D6
#? []
8204 play B A4
#? []
8205 play B B5
#? []
8206 play W D6
#? []
8207 play W E7
#? []
8208 play B A1
#? []
8209 play B B1
#? []
8210 play W G4
#? []
8211 play W F3
#? []
8212 play B F6
#? []
8213 play B G6
#? []
8214 play W B4
#? []
8215 play W A3
#? []
8216 play B A2
#? []
8217 play B A1
#? []
8218 play W D7
#? []
8219 play W C6
#? []
8220 play B G5
#? []
8221 play B G4
#? []
8222 play W B1
#? []
8223 play W C2
#? []
8224 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X \. \? \? \?]
8225 gogui-rules_board_size
#? [7 7 hex]
8226 gogui-rules_captured_count
#? [1 2]
8227 gogui-rules_side_to_move
#? [black]
8228 clear_board
#? []
8229 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
8230 gogui-rules_board_size
#? [7 7 hex]
8231 gogui-rules_captured_count
#? [0 0]
8232 gogui-rules_side_to_move
#? [black]
8284 clear_board
#? []
8285 play B E2
#? []
8286 play B E3
#? []
8287 play W E7
#? []
8288 play W D7
#? []
8289 play B B1
#? []
8290 play B A1
#? []
8291 play W PASS
#? []
8292 play B F4
#? []
8293 play B G4
#? []
8294 play W C2
#? []
8295 play W D2
#? []
8296 play B C1
#? []
8297 play B B1
#? []
8298 play W E4
#? []
8299 play W D4
#? []
8300 play B E3
#? []
8301 play B D2
#? []
8302 play W B3
#? []
8303 play W C3
#? []
8304 play B D4
#? []
8305 play B D3
#? []
8306 play W D5
#? []
8307 play W E5
#? []
8308 play B C4
#? []
8309 play B C5
#? []
8310 play W B2
#? []
8311 play W A1
#? []
8312 play B G7
#? []
8313 play B F7
#? []
8314 play W C5
#? []
8315 play W D6
#? []
8316 play B A4
#? []
8317 play B B5
#? []
8318 play W D6
#? []
8319 play W E7
#? []
8320 play B A1
#? []
8321 play B B1
#? []
8322 play W G4
#? []
8323 play W F3
#? []
8324 play B F6
#? []
8325 play B G6
#? []
8326 play W B4
#? []
8327 play W A3
#? []
8328 play B A2
#? []
8329 play B A1
#? []
8330 play W D7
#? []
8331 play W C6
#? []
8332 play B G5
#? []
8333 play B G4
#? []
8334 play W B1
#? []
8335 play W C2
#? []
8336 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X \. \? \? \?]
8337 gogui-rules_board_size
#? [7 7 hex]
8338 gogui-rules_captured_count
#? [1 2]
8339 gogui-rules_side_to_move
#? [black]
play W C2
# error: illegal move: it is not white's turn
play W C2
# error: illegal move: it is not white's turn
8340 clear_board
#? []
8341 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
8342 gogui-rules_board_size
#? [7 7 hex]
8343 gogui-rules_captured_count
#? [0 0]
8344 gogui-rules_side_to_move
#? [black]
8396 clear_board
#? []
8397 play B E2
#? []
8398 play B E3
#? []
8399 play W E7
#? []
8400 play W D7
#? []
8401 play B B1
#? []
8402 play B A1
#? []
8403 play W PASS
#? []
8404 play B F4
#? []
8405 play B G4
#? []
8406 play W C2
#? []
8407 play W D2
#? []
8408 play B C1
#? []
8409 play B B1
#? []
8410 play W E4
#? []
8411 play W D4
#? []
8412 play B E3
#? []
8413 play B D2
#? []
8414 play W B3
#? []
8415 play W C3
#? []
8416 play B D4
#? []
8417 play B D3
#? []
8418 play W D5
#? []
8419 play W E5
#? []
8420 play B C4
#? []
8421 play B C5
#? []
8422 play W B2
#? []
8423 play W A1
#? []
8424 play B G7
#? []
8425 play B F7
#? []
8426 play W C5
#? []
8427 play W D6
#? []
8428 play B A4
#? []
8429 play B B5
#? []
8430 play W D6
#? []
8431 play W E7
#? []
8432 play B A1
#? []
8433 play B B1
#? []
8434 play W G4
#? []
8435 play W F3
#? []
8436 play B F6
#? []
8437 play B G6
#? []
8438 play W B4
#? []
8439 play W A3
#? []
8440 play B A2
#? []
8441 play B A1
#? []
8442 play W D7
#? []
8443 play W C6
#? []
8444 play B G5
#? []
8445 play B G4
#? []
8446 play W B1
#? []
8447 play W C2
#? []
8448 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X \. \? \? \?]
8449 gogui-rules_board_size
#? [7 7 hex]
8450 gogui-rules_captured_count
#? [1 2]
8451 gogui-rules_side_to_move
#? [black]
8452 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G5 SE F6 E G7 W B1 NE B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE D7 SW E7 W\nCOLOR red B1\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
8453 gogui-rules_legal_moves
#? [D1 D2 C3 D3 F3 E5 F5 E6 G6 F7 PASS]
8461 clear_board
#? []
8462 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
8463 gogui-rules_board_size
#? [7 7 hex]
8464 gogui-rules_captured_count
#? [0 0]
8465 gogui-rules_side_to_move
#? [black]
8517 clear_board
#? []
8518 play B E2
#? []
8519 play B E3
#? []
8520 play W E7
#? []
8521 play W D7
#? []
8522 play B B1
#? []
8523 play B A1
#? []
8524 play W PASS
#? []
8525 play B F4
#? []
8526 play B G4
#? []
8527 play W C2
#? []
8528 play W D2
#? []
8529 play B C1
#? []
8530 play B B1
#? []
8531 play W E4
#? []
8532 play W D4
#? []
8533 play B E3
#? []
8534 play B D2
#? []
8535 play W B3
#? []
8536 play W C3
#? []
8537 play B D4
#? []
8538 play B D3
#? []
8539 play W D5
#? []
8540 play W E5
#? []
8541 play B C4
#? []
8542 play B C5
#? []
8543 play W B2
#? []
8544 play W A1
#? []
8545 play B G7
#? []
8546 play B F7
#? []
8547 play W C5
#? []
8548 play W D6
#? []
8549 play B A4
#? []
8550 play B B5
#? []
8551 play W D6
#? []
8552 play W E7
#? []
8553 play B A1
#? []
8554 play B B1
#? []
8555 play W G4
#? []
8556 play W F3
#? []
8557 play B F6
#? []
8558 play B G6
#? []
8559 play W B4
#? []
8560 play W A3
#? []
8561 play B A2
#? []
8562 play B A1
#? []
8563 play W D7
#? []
8564 play W C6
#? []
8565 play B G5
#? []
8566 play B G4
#? []
8567 play W B1
#? []
8568 play W C2
#? []
8569 play B D1
#? []
8570 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
8571 gogui-rules_board_size
#? [7 7 hex]
8572 gogui-rules_captured_count
#? [1 2]
8573 gogui-rules_side_to_move
#? [black]
play B D1
# error: illegal move: D1 cannot follow D1, the move begun \(gogui-rules_legal_moves\)
8574 clear_board
#? []
8575 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
8576 gogui-rules_board_size
#? [7 7 hex]
8577 gogui-rules_captured_count
#? [0 0]
8578 gogui-rules_side_to_move
#? [black]
8631 clear_board
#? []
8632 play B E2
#? []
8633 play B E3
#? []
8634 play W E7
#? []
8635 play W D7
#? []
8636 play B B1
#? []
8637 play B A1
#? []
8638 play W PASS
#? []
8639 play B F4
#? []
8640 play B G4
#? []
8641 play W C2
#? []
8642 play W D2
#? []
8643 play B C1
#? []
8644 play B B1
#? []
8645 play W E4
#? []
8646 play W D4
#? []
8647 play B E3
#? []
8648 play B D2
#? []
8649 play W B3
#? []
8650 play W C3
#? []
8651 play B D4
#? []
8652 play B D3
#? []
8653 play W D5
#? []
8654 play W E5
#? []
8655 play B C4
#? []
8656 play B C5
#? []
8657 play W B2
#? []
8658 play W A1
#? []
8659 play B G7
#? []
8660 play B F7
#? []
8661 play W C5
#? []
8662 play W D6
#? []
8663 play B A4
#? []
8664 play B B5
#? []
8665 play W D6
#? []
8666 play W E7
#? []
8667 play B A1
#? []
8668 play B B1
#? []
8669 play W G4
#? []
8670 play W F3
#? []
8671 play B F6
#? []
8672 play B G6
#? []
8673 play W B4
#? []
8674 play W A3
#? []
8675 play B A2
#? []
8676 play B A1
#? []
8677 play W D7
#? []
8678 play W C6
#? []
8679 play B G5
#? []
8680 play B G4
#? []
8681 play W B1
#? []
8682 play W C2
#? []
8683 play B D1
#? []
8684 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
8685 gogui-rules_board_size
#? [7 7 hex]
8686 gogui-rules_captured_count
#? [1 2]
8687 gogui-rules_side_to_move
#? [black]
8688 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G5 SE F6 E G7 W B1 NE B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE D7 SW E7 W\nLABEL E2 NE D2 NW C1 W\nCOLOR red D1\nTEXT black's piece on D1: click the neighbouring cell its wall faces \(marked\)]
8689 gogui-rules_legal_moves
#? [E2 D2 C1]
8697 clear_board
#? []
8698 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
8699 gogui-rules_board_size
#? [7 7 hex]
8700 gogui-rules_captured_count
#? [0 0]
8701 gogui-rules_side_to_move
#? [black]
8754 clear_board
#? []
8755 play B E2
#? []
8756 play B E3
#? []
8757 play W E7
#? []
8758 play W D7
#? []
8759 play B B1
#? []
8760 play B A1
#? []
8761 play W PASS
#? []
8762 play B F4
#? []
8763 play B G4
#? []
8764 play W C2
#? []
8765 play W D2
#? []
8766 play B C1
#? []
8767 play B B1
#? []
8768 play W E4
#? []
8769 play W D4
#? []
8770 play B E3
#? []
8771 play B D2
#? []
8772 play W B3
#? []
8773 play W C3
#? []
8774 play B D4
#? []
8775 play B D3
#? []
8776 play W D5
#? []
8777 play W E5
#? []
8778 play B C4
#? []
8779 play B C5
#? []
8780 play W B2
#? []
8781 play W A1
#? []
8782 play B G7
#? []
8783 play B F7
#? []
8784 play W C5
#? []
8785 play W D6
#? []
8786 play B A4
#? []
8787 play B B5
#? []
8788 play W D6
#? []
8789 play W E7
#? []
8790 play B A1
#? []
8791 play B B1
#? []
8792 play W G4
#? []
8793 play W F3
#? []
8794 play B F6
#? []
8795 play B G6
#? []
8796 play W B4
#? []
8797 play W A3
#? []
8798 play B A2
#? []
8799 play B A1
#? []
8800 play W D7
#? []
8801 play W C6
#? []
8802 play B G5
#? []
8803 play B G4
#? []
8804 play W B1
#? []
8805 play W C2
#? []
8806 play B D1
#? []
8807 play B C1
#? []
8808 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
8809 gogui-rules_board_size
#? [7 7 hex]
8810 gogui-rules_captured_count
#? [1 2]
8811 gogui-rules_side_to_move
#? [white]
play B C1
# error: illegal move: it is not black's turn
8812 clear_board
#? []
8813 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
8814 gogui-rules_board_size
#? [7 7 hex]
8815 gogui-rules_captured_count
#? [0 0]
8816 gogui-rules_side_to_move
#? [black]
8870 clear_board
#? []
8871 play B E2
#? []
8872 play B E3
#? []
8873 play W E7
#? []
8874 play W D7
#? []
8875 play B B1
#? []
8876 play B A1
#? []
8877 play W PASS
#? []
8878 play B F4
#? []
8879 play B G4
#? []
8880 play W C2
#? []
8881 play W D2
#? []
8882 play B C1
#? []
8883 play B B1
#? []
8884 play W E4
#? []
8885 play W D4
#? []
8886 play B E3
#? []
8887 play B D2
#? []
8888 play W B3
#? []
8889 play W C3
#? []
8890 play B D4
#? []
8891 play B D3
#? []
8892 play W D5
#? []
8893 play W E5
#? []
8894 play B C4
#? []
8895 play B C5
#? []
8896 play W B2
#? []
8897 play W A1
#? []
8898 play B G7
#? []
8899 play B F7
#? []
8900 play W C5
#? []
8901 play W D6
#? []
8902 play B A4
#? []
8903 play B B5
#? []
8904 play W D6
#? []
8905 play W E7
#? []
8906 play B A1
#? []
8907 play B B1
#? []
8908 play W G4
#? []
8909 play W F3
#? []
8910 play B F6
#? []
8911 play B G6
#? []
8912 play W B4
#? []
8913 play W A3
#? []
8914 play B A2
#? []
8915 play B A1
#? []
8916 play W D7
#? []
8917 play W C6
#? []
8918 play B G5
#? []
8919 play B G4
#? []
8920 play W B1
#? []
8921 play W C2
#? []
8922 play B D1
#? []
8923 play B C1
#? []
8924 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O \. X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
8925 gogui-rules_board_size
#? [7 7 hex]
8926 gogui-rules_captured_count
#? [1 2]
8927 gogui-rules_side_to_move
#? [white]
8928 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G5 SE F6 E G7 W B1 NE B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE D7 SW E7 W\nCOLOR red D1\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
8929 gogui-rules_legal_moves
#? [D2 A3 C3 D3 B5 E5 F5 C6 E6 F7 PASS]
8940 clear_board
#? []
8941 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
8942 gogui-rules_board_size
#? [7 7 hex]
8943 gogui-rules_captured_count
#? [0 0]
8944 gogui-rules_side_to_move
#? [black]
8998 clear_board
#? []
8999 play B E2
#? []
9000 play B E3
#? []
9001 play W E7
#? []
9002 play W D7
#? []
9003 play B B1
#? []
9004 play B A1
#? []
9005 play W PASS
#? []
9006 play B F4
#? []
9007 play B G4
#? []
9008 play W C2
#? []
9009 play W D2
#? []
9010 play B C1
#? []
9011 play B B1
#? []
9012 play W E4
#? []
9013 play W D4
#? []
9014 play B E3
#? []
9015 play B D2
#? []
9016 play W B3
#? []
9017 play W C3
#? []
9018 play B D4
#? []
9019 play B D3
#? []
9020 play W D5
#? []
9021 play W E5
#? []
9022 play B C4
#? []
9023 play B C5
#? []
9024 play W B2
#? []
9025 play W A1
#? []
9026 play B G7
#? []
9027 play B F7
#? []
9028 play W C5
#? []
9029 play W D6
#? []
9030 play B A4
#? []
9031 play B B5
#? []
9032 play W D6
#? []
9033 play W E7
#? []
9034 play B A1
#? []
9035 play B B1
#? []
9036 play W G4
#? []
9037 play W F3
#? []
9038 play B F6
#? []
9039 play B G6
#? []
9040 play W B4
#? []
9041 play W A3
#? []
9042 play B A2
#? []
9043 play B A1
#? []
9044 play W D7
#? []
9045 play W C6
#? []
9046 play B G5
#? []
9047 play B G4
#? []
9048 play W B1
#? []
9049 play W C2
#? []
9050 play B D1
#? []
9051 play B C1
#? []
9052 play W E6
#? []
9053 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
9054 gogui-rules_board_size
#? [7 7 hex]
9055 gogui-rules_captured_count
#? [1 2]
9056 gogui-rules_side_to_move
#? [white]
9057 clear_board
#? []
9058 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
9059 gogui-rules_board_size
#? [7 7 hex]
9060 gogui-rules_captured_count
#? [0 0]
9061 gogui-rules_side_to_move
#? [black]
9116 clear_board
#? []
9117 play B E2
#? []
9118 play B E3
#? []
9119 play W E7
#? []
9120 play W D7
#? []
9121 play B B1
#? []
9122 play B A1
#? []
9123 play W PASS
#? []
9124 play B F4
#? []
9125 play B G4
#? []
9126 play W C2
#? []
9127 play W D2
#? []
9128 play B C1
#? []
9129 play B B1
#? []
9130 play W E4
#? []
9131 play W D4
#? []
9132 play B E3
#? []
9133 play B D2
#? []
9134 play W B3
#? []
9135 play W C3
#? []
9136 play B D4
#? []
9137 play B D3
#? []
9138 play W D5
#? []
9139 play W E5
#? []
9140 play B C4
#? []
9141 play B C5
#? []
9142 play W B2
#? []
9143 play W A1
#? []
9144 play B G7
#? []
9145 play B F7
#? []
9146 play W C5
#? []
9147 play W D6
#? []
9148 play B A4
#? []
9149 play B B5
#? []
9150 play W D6
#? []
9151 play W E7
#? []
9152 play B A1
#? []
9153 play B B1
#? []
9154 play W G4
#? []
9155 play W F3
#? []
9156 play B F6
#? []
9157 play B G6
#? []
9158 play W B4
#? []
9159 play W A3
#? []
9160 play B A2
#? []
9161 play B A1
#? []
9162 play W D7
#? []
9163 play W C6
#? []
9164 play B G5
#? []
9165 play B G4
#? []
9166 play W B1
#? []
9167 play W C2
#? []
9168 play B D1
#? []
9169 play B C1
#? []
9170 play W E6
#? []
9171 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
9172 gogui-rules_board_size
#? [7 7 hex]
9173 gogui-rules_captured_count
#? [1 2]
9174 gogui-rules_side_to_move
#? [white]
play W E6
# error: illegal move: E6 cannot follow E6, the move begun \(gogui-rules_legal_moves\)
play W E6
# error: illegal move: E6 cannot follow E6, the move begun \(gogui-rules_legal_moves\)
9175 clear_board
#? []
9176 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
9177 gogui-rules_board_size
#? [7 7 hex]
9178 gogui-rules_captured_count
#? [0 0]
9179 gogui-rules_side_to_move
#? [black]
9234 clear_board
#? []
9235 play B E2
#? []
9236 play B E3
#? []
9237 play W E7
#? []
9238 play W D7
#? []
9239 play B B1
#? []
9240 play B A1
#? []
9241 play W PASS
#? []
9242 play B F4
#? []
9243 play B G4
#? []
9244 play W C2
#? []
9245 play W D2
#? []
9246 play B C1
#? []
9247 play B B1
#? []
9248 play W E4
#? []
9249 play W D4
#? []
9250 play B E3
#? []
9251 play B D2
#? []
9252 play W B3
#? []
9253 play W C3
#? []
9254 play B D4
#? []
9255 play B D3
#? []
9256 play W D5
#? []
9257 play W E5
#? []
9258 play B C4
#? []
9259 play B C5
#? []
9260 play W B2
#? []
9261 play W A1
#? []
9262 play B G7
#? []
9263 play B F7
#? []
9264 play W C5
#? []
9265 play W D6
#? []
9266 play B A4
#? []
9267 play B B5
#? []
9268 play W D6
#? []
9269 play W E7
#? []
9270 play B A1
#? []
9271 play B B1
#? []
9272 play W G4
#? []
9273 play W F3
#? []
9274 play B F6
#? []
9275 play B G6
#? []
9276 play W B4
#? []
9277 play W A3
#? []
9278 play B A2
#? []
9279 play B A1
#? []
9280 play W D7
#? []
9281 play W C6
#? []
9282 play B G5
#? []
9283 play B G4
#? []
9284 play W B1
#? []
9285 play W C2
#? []
9286 play B D1
#? []
9287 play B C1
#? []
9288 play W E6
#? []
9289 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
9290 gogui-rules_board_size
#? [7 7 hex]
9291 gogui-rules_captured_count
#? [1 2]
9292 gogui-rules_side_to_move
#? [white]
9293 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G5 SE F6 E G7 W B1 NE B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE D7 SW E7 W\nLABEL F7 NE E7 NW D6 W D5 SW E5 SE\nCOLOR red E6\nTEXT white's piece on E6: click the neighbouring cell its wall faces \(marked\)]
9294 gogui-rules_legal_moves
#? [F7 E7 D6 D5 E5]
9305 clear_board
#? []
9306 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
9307 gogui-rules_board_size
#? [7 7 hex]
9308 gogui-rules_captured_count
#? [0 0]
9309 gogui-rules_side_to_move
#? [black]
9364 clear_board
#? []
9365 play B E2
#? []
9366 play B E3
#? []
9367 play W E7
#? []
9368 play W D7
#? []
9369 play B B1
#? []
9370 play B A1
#? []
9371 play W PASS
#? []
9372 play B F4
#? []
9373 play B G4
#? []
9374 play W C2
#? []
9375 play W D2
#? []
9376 play B C1
#? []
9377 play B B1
#? []
9378 play W E4
#? []
9379 play W D4
#? []
9380 play B E3
#? []
9381 play B D2
#? []
9382 play W B3
#? []
9383 play W C3
#? []
9384 play B D4
#? []
9385 play B D3
#? []
9386 play W D5
#? []
9387 play W E5
#? []
9388 play B C4
#? []
9389 play B C5
#? []
9390 play W B2
#? []
9391 play W A1
#? []
9392 play B G7
#? []
9393 play B F7
#? []
9394 play W C5
#? []
9395 play W D6
#? []
9396 play B A4
#? []
9397 play B B5
#? []
9398 play W D6
#? []
9399 play W E7
#? []
9400 play B A1
#? []
9401 play B B1
#? []
9402 play W G4
#? []
9403 play W F3
#? []
9404 play B F6
#? []
9405 play B G6
#? []
9406 play W B4
#? []
9407 play W A3
#? []
9408 play B A2
#? []
9409 play B A1
#? []
9410 play W D7
#? []
9411 play W C6
#? []
9412 play B G5
#? []
9413 play B G4
#? []
9414 play W B1
#? []
9415 play W C2
#? []
9416 play B D1
#? []
9417 play B C1
#? []
9418 play W E6
#? []
9419 play W F7
#? []
9420 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
9421 gogui-rules_board_size
#? [7 7 hex]
9422 gogui-rules_captured_count
#? [1 2]
9423 gogui-rules_side_to_move
#? [black]
9424 clear_board
#? []
9425 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
9426 gogui-rules_board_size
#? [7 7 hex]
9427 gogui-rules_captured_count
#? [0 0]
9428 gogui-rules_side_to_move
#? [black]
9484 clear_board
#? []
9485 play B E2
#? []
9486 play B E3
#? []
9487 play W E7
#? []
9488 play W D7
#? []
9489 play B B1
#? []
9490 play B A1
#? []
9491 play W PASS
#? []
9492 play B F4
#? []
9493 play B G4
#? []
9494 play W C2
#? []
9495 play W D2
#? []
9496 play B C1
#? []
9497 play B B1
#? []
9498 play W E4
#? []
9499 play W D4
#? []
9500 play B E3
#? []
9501 play B D2
#? []
9502 play W B3
#? []
9503 play W C3
#? []
9504 play B D4
#? []
9505 play B D3
#? []
9506 play W D5
#? []
9507 play W E5
#? []
9508 play B C4
#? []
9509 play B C5
#? []
9510 play W B2
#? []
9511 play W A1
#? []
9512 play B G7
#? []
9513 play B F7
#? []
9514 play W C5
#? []
9515 play W D6
#? []
9516 play B A4
#? []
9517 play B B5
#? []
9518 play W D6
#? []
9519 play W E7
#? []
9520 play B A1
#? []
9521 play B B1
#? []
9522 play W G4
#? []
9523 play W F3
#? []
9524 play B F6
#? []
9525 play B G6
#? []
9526 play W B4
#? []
9527 play W A3
#? []
9528 play B A2
#? []
9529 play B A1
#? []
9530 play W D7
#? []
9531 play W C6
#? []
9532 play B G5
#? []
9533 play B G4
#? []
9534 play W B1
#? []
9535 play W C2
#? []
9536 play B D1
#? []
9537 play B C1
#? []
9538 play W E6
#? []
9539 play W F7
#? []
9540 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
9541 gogui-rules_board_size
#? [7 7 hex]
9542 gogui-rules_captured_count
#? [1 2]
9543 gogui-rules_side_to_move
#? [black]
play W F7
# error: illegal move: it is not white's turn
play W F7
# error: illegal move: it is not white's turn
9544 clear_board
#? []
9545 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
9546 gogui-rules_board_size
#? [7 7 hex]
9547 gogui-rules_captured_count
#? [0 0]
9548 gogui-rules_side_to_move
#? [black]
9604 clear_board
#? []
9605 play B E2
#? []
9606 play B E3
#? []
9607 play W E7
#? []
9608 play W D7
#? []
9609 play B B1
#? []
9610 play B A1
#? []
9611 play W PASS
#? []
9612 play B F4
#? []
9613 play B G4
#? []
9614 play W C2
#? []
9615 play W D2
#? []
9616 play B C1
#? []
9617 play B B1
#? []
9618 play W E4
#? []
9619 play W D4
#? []
9620 play B E3
#? []
9621 play B D2
#? []
9622 play W B3
#? []
9623 play W C3
#? []
9624 play B D4
#? []
9625 play B D3
#? []
9626 play W D5
#? []
9627 play W E5
#? []
9628 play B C4
#? []
9629 play B C5
#? []
9630 play W B2
#? []
9631 play W A1
#? []
9632 play B G7
#? []
9633 play B F7
#? []
9634 play W C5
#? []
9635 play W D6
#? []
9636 play B A4
#? []
9637 play B B5
#? []
9638 play W D6
#? []
9639 play W E7
#? []
9640 play B A1
#? []
9641 play B B1
#? []
9642 play W G4
#? []
9643 play W F3
#? []
9644 play B F6
#? []
9645 play B G6
#? []
9646 play W B4
#? []
9647 play W A3
#? []
9648 play B A2
#? []
9649 play B A1
#? []
9650 play W D7
#? []
9651 play W C6
#? []
9652 play B G5
#? []
9653 play B G4
#? []
9654 play W B1
#? []
9655 play W C2
#? []
9656 play B D1
#? []
9657 play B C1
#? []
9658 play W E6
#? []
9659 play W F7
#? []
9660 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. \. X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
9661 gogui-rules_board_size
#? [7 7 hex]
9662 gogui-rules_captured_count
#? [1 2]
9663 gogui-rules_side_to_move
#? [black]
9664 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G5 SE F6 E G7 W B1 NE B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nCOLOR red E6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
9665 gogui-rules_legal_moves
#? [D2 C3 D3 F3 E5 F5 G6 PASS]
9673 clear_board
#? []
9674 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
9675 gogui-rules_board_size
#? [7 7 hex]
9676 gogui-rules_captured_count
#? [0 0]
9677 gogui-rules_side_to_move
#? [black]
9733 clear_board
#? []
9734 play B E2
#? []
9735 play B E3
#? []
9736 play W E7
#? []
9737 play W D7
#? []
9738 play B B1
#? []
9739 play B A1
#? []
9740 play W PASS
#? []
9741 play B F4
#? []
9742 play B G4
#? []
9743 play W C2
#? []
9744 play W D2
#? []
9745 play B C1
#? []
9746 play B B1
#? []
9747 play W E4
#? []
9748 play W D4
#? []
9749 play B E3
#? []
9750 play B D2
#? []
9751 play W B3
#? []
9752 play W C3
#? []
9753 play B D4
#? []
9754 play B D3
#? []
9755 play W D5
#? []
9756 play W E5
#? []
9757 play B C4
#? []
9758 play B C5
#? []
9759 play W B2
#? []
9760 play W A1
#? []
9761 play B G7
#? []
9762 play B F7
#? []
9763 play W C5
#? []
9764 play W D6
#? []
9765 play B A4
#? []
9766 play B B5
#? []
9767 play W D6
#? []
9768 play W E7
#? []
9769 play B A1
#? []
9770 play B B1
#? []
9771 play W G4
#? []
9772 play W F3
#? []
9773 play B F6
#? []
9774 play B G6
#? []
9775 play W B4
#? []
9776 play W A3
#? []
9777 play B A2
#? []
9778 play B A1
#? []
9779 play W D7
#? []
9780 play W C6
#? []
9781 play B G5
#? []
9782 play B G4
#? []
9783 play W B1
#? []
9784 play W C2
#? []
9785 play B D1
#? []
9786 play B C1
#? []
9787 play W E6
#? []
9788 play W F7
#? []
9789 play B F5
#? []
9790 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
9791 gogui-rules_board_size
#? [7 7 hex]
9792 gogui-rules_captured_count
#? [1 2]
9793 gogui-rules_side_to_move
#? [black]
play B F5
# error: illegal move: F5 cannot follow F5, the move begun \(gogui-rules_legal_moves\)
9794 clear_board
#? []
9795 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
9796 gogui-rules_board_size
#? [7 7 hex]
9797 gogui-rules_captured_count
#? [0 0]
9798 gogui-rules_side_to_move
#? [black]
9855 clear_board
#? []
9856 play B E2
#? []
9857 play B E3
#? []
9858 play W E7
#? []
9859 play W D7
#? []
9860 play B B1
#? []
9861 play B A1
#? []
9862 play W PASS
#? []
9863 play B F4
#? []
9864 play B G4
#? []
9865 play W C2
#? []
9866 play W D2
#? []
9867 play B C1
#? []
9868 play B B1
#? []
9869 play W E4
#? []
9870 play W D4
#? []
9871 play B E3
#? []
9872 play B D2
#? []
9873 play W B3
#? []
9874 play W C3
#? []
9875 play B D4
#? []
9876 play B D3
#? []
9877 play W D5
#? []
9878 play W E5
#? []
9879 play B C4
#? []
9880 play B C5
#? []
9881 play W B2
#? []
9882 play W A1
#? []
9883 play B G7
#? []
9884 play B F7
#? []
9885 play W C5
#? []
9886 play W D6
#? []
9887 play B A4
#? []
9888 play B B5
#? []
9889 play W D6
#? []
9890 play W E7
#? []
9891 play B A1
#? []
9892 play B B1
#? []
9893 play W G4
#? []
9894 play W F3
#? []
9895 play B F6
#? []
9896 play B G6
#? []
9897 play W B4
#? []
9898 play W A3
#? []
9899 play B A2
#? []
9900 play B A1
#? []
9901 play W D7
#? []
9902 play W C6
#? []
9903 play B G5
#? []
9904 play B G4
#? []
9905 play W B1
#? []
9906 play W C2
#? []
9907 play B D1
#? []
9908 play B C1
#? []
9909 play W E6
#? []
9910 play W F7
#? []
9911 play B F5
#? []
9912 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
9913 gogui-rules_board_size
#? [7 7 hex]
9914 gogui-rules_captured_count
#? [1 2]
9915 gogui-rules_side_to_move
#? [black]
9916 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E G5 SE F6 E G7 W B1 NE B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nLABEL G5 E G6 NE F6 NW E5 W F4 SE\nCOLOR red F5\nTEXT black's piece on F5: click the neighbouring cell its wall faces \(marked\)]
9917 gogui-rules_legal_moves
#? [G5 G6 F6 E5 F4]
9925 clear_board
#? []
9926 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
9927 gogui-rules_board_size
#? [7 7 hex]
9928 gogui-rules_captured_count
#? [0 0]
9929 gogui-rules_side_to_move
#? [black]
9986 clear_board
#? []
9987 play B E2
#? []
9988 play B E3
#? []
9989 play W E7
#? []
9990 play W D7
#? []
9991 play B B1
#? []
9992 play B A1
#? []
9993 play W PASS
#? []
9994 play B F4
#? []
9995 play B G4
#? []
9996 play W C2
#? []
9997 play W D2
#? []
9998 play B C1
#? []
9999 play B B1
#? []
10000 play W E4
#? []
10001 play W D4
#? []
10002 play B E3
#? []
10003 play B D2
#? []
10004 play W B3
#? []
10005 play W C3
#? []
10006 play B D4
#? []
10007 play B D3
#? []
10008 play W D5
#? []
10009 play W E5
#? []
10010 play B C4
#? []
10011 play B C5
#? []
10012 play W B2
#? []
10013 play W A1
#? []
10014 play B G7
#? []
10015 play B F7
#? []
10016 play W C5
#? []
10017 play W D6
#? []
10018 play B A4
#? []
10019 play B B5
#? []
10020 play W D6
#? []
10021 play W E7
#? []
10022 play B A1
#? []
10023 play B B1
#? []
10024 play W G4
#? []
10025 play W F3
#? []
10026 play B F6
#? []
10027 play B G6
#? []
10028 play W B4
#? []
10029 play W A3
#? []
10030 play B A2
#? []
10031 play B A1
#? []
10032 play W D7
#? []
10033 play W C6
#? []
10034 play B G5
#? []
10035 play B G4
#? []
10036 play W B1
#? []
10037 play W C2
#? []
10038 play B D1
#? []
10039 play B C1
#? []
10040 play W E6
#? []
10041 play W F7
#? []
10042 play B F5
#? []
10043 play B E5
#? []
10044 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
10045 gogui-rules_board_size
#? [7 7 hex]
10046 gogui-rules_captured_count
#? [1 2]
10047 gogui-rules_side_to_move
#? [white]
play B E5
# error: illegal move: it is not black's turn
10048 clear_board
#? []
10049 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
10050 gogui-rules_board_size
#? [7 7 hex]
10051 gogui-rules_captured_count
#? [0 0]
10052 gogui-rules_side_to_move
#? [black]
10110 clear_board
#? []
10111 play B E2
#? []
10112 play B E3
#? []
10113 play W E7
#? []
10114 play W D7
#? []
10115 play B B1
#? []
10116 play B A1
#? []
10117 play W PASS
#? []
10118 play B F4
#? []
10119 play B G4
#? []
10120 play W C2
#? []
10121 play W D2
#? []
10122 play B C1
#? []
10123 play B B1
#? []
10124 play W E4
#? []
10125 play W D4
#? []
10126 play B E3
#? []
10127 play B D2
#? []
10128 play W B3
#? []
10129 play W C3
#? []
10130 play B D4
#? []
10131 play B D3
#? []
10132 play W D5
#? []
10133 play W E5
#? []
10134 play B C4
#? []
10135 play B C5
#? []
10136 play W B2
#? []
10137 play W A1
#? []
10138 play B G7
#? []
10139 play B F7
#? []
10140 play W C5
#? []
10141 play W D6
#? []
10142 play B A4
#? []
10143 play B B5
#? []
10144 play W D6
#? []
10145 play W E7
#? []
10146 play B A1
#? []
10147 play B B1
#? []
10148 play W G4
#? []
10149 play W F3
#? []
10150 play B F6
#? []
10151 play B G6
#? []
10152 play W B4
#? []
10153 play W A3
#? []
10154 play B A2
#? []
10155 play B A1
#? []
10156 play W D7
#? []
10157 play W C6
#? []
10158 play B G5
#? []
10159 play B G4
#? []
10160 play W B1
#? []
10161 play W C2
#? []
10162 play B D1
#? []
10163 play B C1
#? []
10164 play W E6
#? []
10165 play W F7
#? []
10166 play B F5
#? []
10167 play B E5
#? []
10168 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nX O X X O X \.\n\. O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
10169 gogui-rules_board_size
#? [7 7 hex]
10170 gogui-rules_captured_count
#? [1 2]
10171 gogui-rules_side_to_move
#? [white]
10172 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nCOLOR red F5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
10173 gogui-rules_legal_moves
#? [D2 A3 C3 D3 B5 E5 C6 PASS]
10184 clear_board
#? []
10185 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
10186 gogui-rules_board_size
#? [7 7 hex]
10187 gogui-rules_captured_count
#? [0 0]
10188 gogui-rules_side_to_move
#? [black]
10246 clear_board
#? []
10247 play B E2
#? []
10248 play B E3
#? []
10249 play W E7
#? []
10250 play W D7
#? []
10251 play B B1
#? []
10252 play B A1
#? []
10253 play W PASS
#? []
10254 play B F4
#? []
10255 play B G4
#? []
10256 play W C2
#? []
10257 play W D2
#? []
10258 play B C1
#? []
10259 play B B1
#? []
10260 play W E4
#? []
10261 play W D4
#? []
10262 play B E3
#? []
10263 play B D2
#? []
10264 play W B3
#? []
10265 play W C3
#? []
10266 play B D4
#? []
10267 play B D3
#? []
10268 play W D5
#? []
10269 play W E5
#? []
10270 play B C4
#? []
10271 play B C5
#? []
10272 play W B2
#? []
10273 play W A1
#? []
10274 play B G7
#? []
10275 play B F7
#? []
10276 play W C5
#? []
10277 play W D6
#? []
10278 play B A4
#? []
10279 play B B5
#? []
10280 play W D6
#? []
10281 play W E7
#? []
10282 play B A1
#? []
10283 play B B1
#? []
10284 play W G4
#? []
10285 play W F3
#? []
10286 play B F6
#? []
10287 play B G6
#? []
10288 play W B4
#? []
10289 play W A3
#? []
10290 play B A2
#? []
10291 play B A1
#? []
10292 play W D7
#? []
10293 play W C6
#? []
10294 play B G5
#? []
10295 play B G4
#? []
10296 play W B1
#? []
10297 play W C2
#? []
10298 play B D1
#? []
10299 play B C1
#? []
10300 play W E6
#? []
10301 play W F7
#? []
10302 play B F5
#? []
10303 play B E5
#? []
10304 play W A3
#? []
10305 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nX O X X O X \.\nO O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
10306 gogui-rules_board_size
#? [7 7 hex]
10307 gogui-rules_captured_count
#? [1 2]
10308 gogui-rules_side_to_move
#? [white]
10309 clear_board
#? []
10310 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
10311 gogui-rules_board_size
#? [7 7 hex]
10312 gogui-rules_captured_count
#? [0 0]
10313 gogui-rules_side_to_move
#? [black]
10372 clear_board
#? []
10373 play B E2
#? []
10374 play B E3
#? []
10375 play W E7
#? []
10376 play W D7
#? []
10377 play B B1
#? []
10378 play B A1
#? []
10379 play W PASS
#? []
10380 play B F4
#? []
10381 play B G4
#? []
10382 play W C2
#? []
10383 play W D2
#? []
10384 play B C1
#? []
10385 play B B1
#? []
10386 play W E4
#? []
10387 play W D4
#? []
10388 play B E3
#? []
10389 play B D2
#? []
10390 play W B3
#? []
10391 play W C3
#? []
10392 play B D4
#? []
10393 play B D3
#? []
10394 play W D5
#? []
10395 play W E5
#? []
10396 play B C4
#? []
10397 play B C5
#? []
10398 play W B2
#? []
10399 play W A1
#? []
10400 play B G7
#? []
10401 play B F7
#? []
10402 play W C5
#? []
10403 play W D6
#? []
10404 play B A4
#? []
10405 play B B5
#? []
10406 play W D6
#? []
10407 play W E7
#? []
10408 play B A1
#? []
10409 play B B1
#? []
10410 play W G4
#? []
10411 play W F3
#? []
10412 play B F6
#? []
10413 play B G6
#? []
10414 play W B4
#? []
10415 play W A3
#? []
10416 play B A2
#? []
10417 play B A1
#? []
10418 play W D7
#? []
10419 play W C6
#? []
10420 play B G5
#? []
10421 play B G4
#? []
10422 play W B1
#? []
10423 play W C2
#? []
10424 play B D1
#? []
10425 play B C1
#? []
10426 play W E6
#? []
10427 play W F7
#? []
10428 play B F5
#? []
10429 play B E5
#? []
10430 play W A3
#? []
10431 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nX O X X O X \.\nO O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
10432 gogui-rules_board_size
#? [7 7 hex]
10433 gogui-rules_captured_count
#? [1 2]
10434 gogui-rules_side_to_move
#? [white]
play W A3
# error: illegal move: A3 cannot follow A3, the move begun \(gogui-rules_legal_moves\)
play W A3
# error: illegal move: A3 cannot follow A3, the move begun \(gogui-rules_legal_moves\)
10435 clear_board
#? []
10436 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
10437 gogui-rules_board_size
#? [7 7 hex]
10438 gogui-rules_captured_count
#? [0 0]
10439 gogui-rules_side_to_move
#? [black]
10498 clear_board
#? []
10499 play B E2
#? []
10500 play B E3
#? []
10501 play W E7
#? []
10502 play W D7
#? []
10503 play B B1
#? []
10504 play B A1
#? []
10505 play W PASS
#? []
10506 play B F4
#? []
10507 play B G4
#? []
10508 play W C2
#? []
10509 play W D2
#? []
10510 play B C1
#? []
10511 play B B1
#? []
10512 play W E4
#? []
10513 play W D4
#? []
10514 play B E3
#? []
10515 play B D2
#? []
10516 play W B3
#? []
10517 play W C3
#? []
10518 play B D4
#? []
10519 play B D3
#? []
10520 play W D5
#? []
10521 play W E5
#? []
10522 play B C4
#? []
10523 play B C5
#? []
10524 play W B2
#? []
10525 play W A1
#? []
10526 play B G7
#? []
10527 play B F7
#? []
10528 play W C5
#? []
10529 play W D6
#? []
10530 play B A4
#? []
10531 play B B5
#? []
10532 play W D6
#? []
10533 play W E7
#? []
10534 play B A1
#? []
10535 play B B1
#? []
10536 play W G4
#? []
10537 play W F3
#? []
10538 play B F6
#? []
10539 play B G6
#? []
10540 play W B4
#? []
10541 play W A3
#? []
10542 play B A2
#? []
10543 play B A1
#? []
10544 play W D7
#? []
10545 play W C6
#? []
10546 play B G5
#? []
10547 play B G4
#? []
10548 play W B1
#? []
10549 play W C2
#? []
10550 play B D1
#? []
10551 play B C1
#? []
10552 play W E6
#? []
10553 play W F7
#? []
10554 play B F5
#? []
10555 play B E5
#? []
10556 play W A3
#? []
10557 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nX O X X O X \.\nO O \. \. X \. \?\nX O O \. X \? \?\n\. O X X \? \? \?]
10558 gogui-rules_board_size
#? [7 7 hex]
10559 gogui-rules_captured_count
#? [1 2]
10560 gogui-rules_side_to_move
#? [white]
10561 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W A2 SE E2 NW E3 SW A4 NE C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E B3 E B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nLABEL B3 E A4 NW A2 SE\nCOLOR red A3\nTEXT white's piece on A3: click the neighbouring cell its wall faces \(marked\)]
10562 gogui-rules_legal_moves
#? [B3 A4 A2]
10573 clear_board
#? []
10574 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
10575 gogui-rules_board_size
#? [7 7 hex]
10576 gogui-rules_captured_count
#? [0 0]
10577 gogui-rules_side_to_move
#? [black]
10636 clear_board
#? []
10637 play B E2
#? []
10638 play B E3
#? []
10639 play W E7
#? []
10640 play W D7
#? []
10641 play B B1
#? []
10642 play B A1
#? []
10643 play W PASS
#? []
10644 play B F4
#? []
10645 play B G4
#? []
10646 play W C2
#? []
10647 play W D2
#? []
10648 play B C1
#? []
10649 play B B1
#? []
10650 play W E4
#? []
10651 play W D4
#? []
10652 play B E3
#? []
10653 play B D2
#? []
10654 play W B3
#? []
10655 play W C3
#? []
10656 play B D4
#? []
10657 play B D3
#? []
10658 play W D5
#? []
10659 play W E5
#? []
10660 play B C4
#? []
10661 play B C5
#? []
10662 play W B2
#? []
10663 play W A1
#? []
10664 play B G7
#? []
10665 play B F7
#? []
10666 play W C5
#? []
10667 play W D6
#? []
10668 play B A4
#? []
10669 play B B5
#? []
10670 play W D6
#? []
10671 play W E7
#? []
10672 play B A1
#? []
10673 play B B1
#? []
10674 play W G4
#? []
10675 play W F3
#? []
10676 play B F6
#? []
10677 play B G6
#? []
10678 play W B4
#? []
10679 play W A3
#? []
10680 play B A2
#? []
10681 play B A1
#? []
10682 play W D7
#? []
10683 play W C6
#? []
10684 play B G5
#? []
10685 play B G4
#? []
10686 play W B1
#? []
10687 play W C2
#? []
10688 play B D1
#? []
10689 play B C1
#? []
10690 play W E6
#? []
10691 play W F7
#? []
10692 play B F5
#? []
10693 play B E5
#? []
10694 play W A3
#? []
10695 play W A4
#? []
10696 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\n\. O X X O X \.\nO O \. \. X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
10697 gogui-rules_board_size
#? [7 7 hex]
10698 gogui-rules_captured_count
#? [1 4]
10699 gogui-rules_side_to_move
#? [black]
10700 clear_board
#? []
10701 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
10702 gogui-rules_board_size
#? [7 7 hex]
10703 gogui-rules_captured_count
#? [0 0]
10704 gogui-rules_side_to_move
#? [black]
10764 clear_board
#? []
10765 play B E2
#? []
10766 play B E3
#? []
10767 play W E7
#? []
10768 play W D7
#? []
10769 play B B1
#? []
10770 play B A1
#? []
10771 play W PASS
#? []
10772 play B F4
#? []
10773 play B G4
#? []
10774 play W C2
#? []
10775 play W D2
#? []
10776 play B C1
#? []
10777 play B B1
#? []
10778 play W E4
#? []
10779 play W D4
#? []
10780 play B E3
#? []
10781 play B D2
#? []
10782 play W B3
#? []
10783 play W C3
#? []
10784 play B D4
#? []
10785 play B D3
#? []
10786 play W D5
#? []
10787 play W E5
#? []
10788 play B C4
#? []
10789 play B C5
#? []
10790 play W B2
#? []
10791 play W A1
#? []
10792 play B G7
#? []
10793 play B F7
#? []
10794 play W C5
#? []
10795 play W D6
#? []
10796 play B A4
#? []
10797 play B B5
#? []
10798 play W D6
#? []
10799 play W E7
#? []
10800 play B A1
#? []
10801 play B B1
#? []
10802 play W G4
#? []
10803 play W F3
#? []
10804 play B F6
#? []
10805 play B G6
#? []
10806 play W B4
#? []
10807 play W A3
#? []
10808 play B A2
#? []
10809 play B A1
#? []
10810 play W D7
#? []
10811 play W C6
#? []
10812 play B G5
#? []
10813 play B G4
#? []
10814 play W B1
#? []
10815 play W C2
#? []
10816 play B D1
#? []
10817 play B C1
#? []
10818 play W E6
#? []
10819 play W F7
#? []
10820 play B F5
#? []
10821 play B E5
#? []
10822 play W A3
#? []
10823 play W A4
#? []
10824 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\n\. O X X O X \.\nO O \. \. X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
10825 gogui-rules_board_size
#? [7 7 hex]
10826 gogui-rules_captured_count
#? [1 4]
10827 gogui-rules_side_to_move
#? [black]
play W A4
# error: illegal move: it is not white's turn
play W A4
# error: illegal move: it is not white's turn
10828 clear_board
#? []
10829 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
10830 gogui-rules_board_size
#? [7 7 hex]
10831 gogui-rules_captured_count
#? [0 0]
10832 gogui-rules_side_to_move
#? [black]
10892 clear_board
#? []
10893 play B E2
#? []
10894 play B E3
#? []
10895 play W E7
#? []
10896 play W D7
#? []
10897 play B B1
#? []
10898 play B A1
#? []
10899 play W PASS
#? []
10900 play B F4
#? []
10901 play B G4
#? []
10902 play W C2
#? []
10903 play W D2
#? []
10904 play B C1
#? []
10905 play B B1
#? []
10906 play W E4
#? []
10907 play W D4
#? []
10908 play B E3
#? []
10909 play B D2
#? []
10910 play W B3
#? []
10911 play W C3
#? []
10912 play B D4
#? []
10913 play B D3
#? []
10914 play W D5
#? []
10915 play W E5
#? []
10916 play B C4
#? []
10917 play B C5
#? []
10918 play W B2
#? []
10919 play W A1
#? []
10920 play B G7
#? []
10921 play B F7
#? []
10922 play W C5
#? []
10923 play W D6
#? []
10924 play B A4
#? []
10925 play B B5
#? []
10926 play W D6
#? []
10927 play W E7
#? []
10928 play B A1
#? []
10929 play B B1
#? []
10930 play W G4
#? []
10931 play W F3
#? []
10932 play B F6
#? []
10933 play B G6
#? []
10934 play W B4
#? []
10935 play W A3
#? []
10936 play B A2
#? []
10937 play B A1
#? []
10938 play W D7
#? []
10939 play W C6
#? []
10940 play B G5
#? []
10941 play B G4
#? []
10942 play W B1
#? []
10943 play W C2
#? []
10944 play B D1
#? []
10945 play B C1
#? []
10946 play W E6
#? []
10947 play W F7
#? []
10948 play B F5
#? []
10949 play B E5
#? []
10950 play W A3
#? []
10951 play W A4
#? []
10952 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\n\. O X X O X \.\nO O \. \. X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
10953 gogui-rules_board_size
#? [7 7 hex]
10954 gogui-rules_captured_count
#? [1 4]
10955 gogui-rules_side_to_move
#? [black]
10956 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nCOLOR red A3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
10957 gogui-rules_legal_moves
#? [D2 C3 D3 F3 B5 E5 G6 PASS]
10965 clear_board
#? []
10966 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
10967 gogui-rules_board_size
#? [7 7 hex]
10968 gogui-rules_captured_count
#? [0 0]
10969 gogui-rules_side_to_move
#? [black]
11029 clear_board
#? []
11030 play B E2
#? []
11031 play B E3
#? []
11032 play W E7
#? []
11033 play W D7
#? []
11034 play B B1
#? []
11035 play B A1
#? []
11036 play W PASS
#? []
11037 play B F4
#? []
11038 play B G4
#? []
11039 play W C2
#? []
11040 play W D2
#? []
11041 play B C1
#? []
11042 play B B1
#? []
11043 play W E4
#? []
11044 play W D4
#? []
11045 play B E3
#? []
11046 play B D2
#? []
11047 play W B3
#? []
11048 play W C3
#? []
11049 play B D4
#? []
11050 play B D3
#? []
11051 play W D5
#? []
11052 play W E5
#? []
11053 play B C4
#? []
11054 play B C5
#? []
11055 play W B2
#? []
11056 play W A1
#? []
11057 play B G7
#? []
11058 play B F7
#? []
11059 play W C5
#? []
11060 play W D6
#? []
11061 play B A4
#? []
11062 play B B5
#? []
11063 play W D6
#? []
11064 play W E7
#? []
11065 play B A1
#? []
11066 play B B1
#? []
11067 play W G4
#? []
11068 play W F3
#? []
11069 play B F6
#? []
11070 play B G6
#? []
11071 play W B4
#? []
11072 play W A3
#? []
11073 play B A2
#? []
11074 play B A1
#? []
11075 play W D7
#? []
11076 play W C6
#? []
11077 play B G5
#? []
11078 play B G4
#? []
11079 play W B1
#? []
11080 play W C2
#? []
11081 play B D1
#? []
11082 play B C1
#? []
11083 play W E6
#? []
11084 play W F7
#? []
11085 play B F5
#? []
11086 play B E5
#? []
11087 play W A3
#? []
11088 play W A4
#? []
11089 play B D3
#? []
11090 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\n\. O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
11091 gogui-rules_board_size
#? [7 7 hex]
11092 gogui-rules_captured_count
#? [1 4]
11093 gogui-rules_side_to_move
#? [black]
play B D3
# error: illegal move: D3 cannot follow D3, the move begun \(gogui-rules_legal_moves\)
11094 clear_board
#? []
11095 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
11096 gogui-rules_board_size
#? [7 7 hex]
11097 gogui-rules_captured_count
#? [0 0]
11098 gogui-rules_side_to_move
#? [black]
11159 clear_board
#? []
11160 play B E2
#? []
11161 play B E3
#? []
11162 play W E7
#? []
11163 play W D7
#? []
11164 play B B1
#? []
11165 play B A1
#? []
11166 play W PASS
#? []
11167 play B F4
#? []
11168 play B G4
#? []
11169 play W C2
#? []
11170 play W D2
#? []
11171 play B C1
#? []
11172 play B B1
#? []
11173 play W E4
#? []
11174 play W D4
#? []
11175 play B E3
#? []
11176 play B D2
#? []
11177 play W B3
#? []
11178 play W C3
#? []
11179 play B D4
#? []
11180 play B D3
#? []
11181 play W D5
#? []
11182 play W E5
#? []
11183 play B C4
#? []
11184 play B C5
#? []
11185 play W B2
#? []
11186 play W A1
#? []
11187 play B G7
#? []
11188 play B F7
#? []
11189 play W C5
#? []
11190 play W D6
#? []
11191 play B A4
#? []
11192 play B B5
#? []
11193 play W D6
#? []
11194 play W E7
#? []
11195 play B A1
#? []
11196 play B B1
#? []
11197 play W G4
#? []
11198 play W F3
#? []
11199 play B F6
#? []
11200 play B G6
#? []
11201 play W B4
#? []
11202 play W A3
#? []
11203 play B A2
#? []
11204 play B A1
#? []
11205 play W D7
#? []
11206 play W C6
#? []
11207 play B G5
#? []
11208 play B G4
#? []
11209 play W B1
#? []
11210 play W C2
#? []
11211 play B D1
#? []
11212 play B C1
#? []
11213 play W E6
#? []
11214 play W F7
#? []
11215 play B F5
#? []
11216 play B E5
#? []
11217 play W A3
#? []
11218 play W A4
#? []
11219 play B D3
#? []
11220 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\n\. O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
11221 gogui-rules_board_size
#? [7 7 hex]
11222 gogui-rules_captured_count
#? [1 4]
11223 gogui-rules_side_to_move
#? [black]
11224 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nLABEL E3 E C3 W D2 SE\nCOLOR red D3\nTEXT black's piece on D3: click the neighbouring cell its wall faces \(marked\)]
11225 gogui-rules_legal_moves
#? [E3 C3 D2]
11233 clear_board
#? []
11234 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
11235 gogui-rules_board_size
#? [7 7 hex]
11236 gogui-rules_captured_count
#? [0 0]
11237 gogui-rules_side_to_move
#? [black]
11298 clear_board
#? []
11299 play B E2
#? []
11300 play B E3
#? []
11301 play W E7
#? []
11302 play W D7
#? []
11303 play B B1
#? []
11304 play B A1
#? []
11305 play W PASS
#? []
11306 play B F4
#? []
11307 play B G4
#? []
11308 play W C2
#? []
11309 play W D2
#? []
11310 play B C1
#? []
11311 play B B1
#? []
11312 play W E4
#? []
11313 play W D4
#? []
11314 play B E3
#? []
11315 play B D2
#? []
11316 play W B3
#? []
11317 play W C3
#? []
11318 play B D4
#? []
11319 play B D3
#? []
11320 play W D5
#? []
11321 play W E5
#? []
11322 play B C4
#? []
11323 play B C5
#? []
11324 play W B2
#? []
11325 play W A1
#? []
11326 play B G7
#? []
11327 play B F7
#? []
11328 play W C5
#? []
11329 play W D6
#? []
11330 play B A4
#? []
11331 play B B5
#? []
11332 play W D6
#? []
11333 play W E7
#? []
11334 play B A1
#? []
11335 play B B1
#? []
11336 play W G4
#? []
11337 play W F3
#? []
11338 play B F6
#? []
11339 play B G6
#? []
11340 play W B4
#? []
11341 play W A3
#? []
11342 play B A2
#? []
11343 play B A1
#? []
11344 play W D7
#? []
11345 play W C6
#? []
11346 play B G5
#? []
11347 play B G4
#? []
11348 play W B1
#? []
11349 play W C2
#? []
11350 play B D1
#? []
11351 play B C1
#? []
11352 play W E6
#? []
11353 play W F7
#? []
11354 play B F5
#? []
11355 play B E5
#? []
11356 play W A3
#? []
11357 play W A4
#? []
11358 play B D3
#? []
11359 play B E3
#? []
11360 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\n\. O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
11361 gogui-rules_board_size
#? [7 7 hex]
11362 gogui-rules_captured_count
#? [1 4]
11363 gogui-rules_side_to_move
#? [white]
play B E3
# error: illegal move: it is not black's turn
11364 clear_board
#? []
11365 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
11366 gogui-rules_board_size
#? [7 7 hex]
11367 gogui-rules_captured_count
#? [0 0]
11368 gogui-rules_side_to_move
#? [black]
11430 clear_board
#? []
11431 play B E2
#? []
11432 play B E3
#? []
11433 play W E7
#? []
11434 play W D7
#? []
11435 play B B1
#? []
11436 play B A1
#? []
11437 play W PASS
#? []
11438 play B F4
#? []
11439 play B G4
#? []
11440 play W C2
#? []
11441 play W D2
#? []
11442 play B C1
#? []
11443 play B B1
#? []
11444 play W E4
#? []
11445 play W D4
#? []
11446 play B E3
#? []
11447 play B D2
#? []
11448 play W B3
#? []
11449 play W C3
#? []
11450 play B D4
#? []
11451 play B D3
#? []
11452 play W D5
#? []
11453 play W E5
#? []
11454 play B C4
#? []
11455 play B C5
#? []
11456 play W B2
#? []
11457 play W A1
#? []
11458 play B G7
#? []
11459 play B F7
#? []
11460 play W C5
#? []
11461 play W D6
#? []
11462 play B A4
#? []
11463 play B B5
#? []
11464 play W D6
#? []
11465 play W E7
#? []
11466 play B A1
#? []
11467 play B B1
#? []
11468 play W G4
#? []
11469 play W F3
#? []
11470 play B F6
#? []
11471 play B G6
#? []
11472 play W B4
#? []
11473 play W A3
#? []
11474 play B A2
#? []
11475 play B A1
#? []
11476 play W D7
#? []
11477 play W C6
#? []
11478 play B G5
#? []
11479 play B G4
#? []
11480 play W B1
#? []
11481 play W C2
#? []
11482 play B D1
#? []
11483 play B C1
#? []
11484 play W E6
#? []
11485 play W F7
#? []
11486 play B F5
#? []
11487 play B E5
#? []
11488 play W A3
#? []
11489 play W A4
#? []
11490 play B D3
#? []
11491 play B E3
#? []
11492 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\n\. O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
11493 gogui-rules_board_size
#? [7 7 hex]
11494 gogui-rules_captured_count
#? [1 4]
11495 gogui-rules_side_to_move
#? [white]
11496 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW D3 E E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nCOLOR red D3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
11497 gogui-rules_legal_moves
#? [A1 A2 C3 A4 B5 E5 C6 PASS]
11508 clear_board
#? []
11509 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
11510 gogui-rules_board_size
#? [7 7 hex]
11511 gogui-rules_captured_count
#? [0 0]
11512 gogui-rules_side_to_move
#? [black]
11574 clear_board
#? []
11575 play B E2
#? []
11576 play B E3
#? []
11577 play W E7
#? []
11578 play W D7
#? []
11579 play B B1
#? []
11580 play B A1
#? []
11581 play W PASS
#? []
11582 play B F4
#? []
11583 play B G4
#? []
11584 play W C2
#? []
11585 play W D2
#? []
11586 play B C1
#? []
11587 play B B1
#? []
11588 play W E4
#? []
11589 play W D4
#? []
11590 play B E3
#? []
11591 play B D2
#? []
11592 play W B3
#? []
11593 play W C3
#? []
11594 play B D4
#? []
11595 play B D3
#? []
11596 play W D5
#? []
11597 play W E5
#? []
11598 play B C4
#? []
11599 play B C5
#? []
11600 play W B2
#? []
11601 play W A1
#? []
11602 play B G7
#? []
11603 play B F7
#? []
11604 play W C5
#? []
11605 play W D6
#? []
11606 play B A4
#? []
11607 play B B5
#? []
11608 play W D6
#? []
11609 play W E7
#? []
11610 play B A1
#? []
11611 play B B1
#? []
11612 play W G4
#? []
11613 play W F3
#? []
11614 play B F6
#? []
11615 play B G6
#? []
11616 play W B4
#? []
11617 play W A3
#? []
11618 play B A2
#? []
11619 play B A1
#? []
11620 play W D7
#? []
11621 play W C6
#? []
11622 play B G5
#? []
11623 play B G4
#? []
11624 play W B1
#? []
11625 play W C2
#? []
11626 play B D1
#? []
11627 play B C1
#? []
11628 play W E6
#? []
11629 play W F7
#? []
11630 play B F5
#? []
11631 play B E5
#? []
11632 play W A3
#? []
11633 play W A4
#? []
11634 play B D3
#? []
11635 play B E3
#? []
11636 play W A4
#? []
11637 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
11638 gogui-rules_board_size
#? [7 7 hex]
11639 gogui-rules_captured_count
#? [1 4]
11640 gogui-rules_side_to_move
#? [white]
11641 clear_board
#? []
11642 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
11643 gogui-rules_board_size
#? [7 7 hex]
11644 gogui-rules_captured_count
#? [0 0]
11645 gogui-rules_side_to_move
#? [black]
11708 clear_board
#? []
11709 play B E2
#? []
11710 play B E3
#? []
11711 play W E7
#? []
11712 play W D7
#? []
11713 play B B1
#? []
11714 play B A1
#? []
11715 play W PASS
#? []
11716 play B F4
#? []
11717 play B G4
#? []
11718 play W C2
#? []
11719 play W D2
#? []
11720 play B C1
#? []
11721 play B B1
#? []
11722 play W E4
#? []
11723 play W D4
#? []
11724 play B E3
#? []
11725 play B D2
#? []
11726 play W B3
#? []
11727 play W C3
#? []
11728 play B D4
#? []
11729 play B D3
#? []
11730 play W D5
#? []
11731 play W E5
#? []
11732 play B C4
#? []
11733 play B C5
#? []
11734 play W B2
#? []
11735 play W A1
#? []
11736 play B G7
#? []
11737 play B F7
#? []
11738 play W C5
#? []
11739 play W D6
#? []
11740 play B A4
#? []
11741 play B B5
#? []
11742 play W D6
#? []
11743 play W E7
#? []
11744 play B A1
#? []
11745 play B B1
#? []
11746 play W G4
#? []
11747 play W F3
#? []
11748 play B F6
#? []
11749 play B G6
#? []
11750 play W B4
#? []
11751 play W A3
#? []
11752 play B A2
#? []
11753 play B A1
#? []
11754 play W D7
#? []
11755 play W C6
#? []
11756 play B G5
#? []
11757 play B G4
#? []
11758 play W B1
#? []
11759 play W C2
#? []
11760 play B D1
#? []
11761 play B C1
#? []
11762 play W E6
#? []
11763 play W F7
#? []
11764 play B F5
#? []
11765 play B E5
#? []
11766 play W A3
#? []
11767 play W A4
#? []
11768 play B D3
#? []
11769 play B E3
#? []
11770 play W A4
#? []
11771 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
11772 gogui-rules_board_size
#? [7 7 hex]
11773 gogui-rules_captured_count
#? [1 4]
11774 gogui-rules_side_to_move
#? [white]
play W A4
# error: illegal move: A4 cannot follow A4, the move begun \(gogui-rules_legal_moves\)
play W A4
# error: illegal move: A4 cannot follow A4, the move begun \(gogui-rules_legal_moves\)
11775 clear_board
#? []
11776 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
11777 gogui-rules_board_size
#? [7 7 hex]
11778 gogui-rules_captured_count
#? [0 0]
11779 gogui-rules_side_to_move
#? [black]
11842 clear_board
#? []
11843 play B E2
#? []
11844 play B E3
#? []
11845 play W E7
#? []
11846 play W D7
#? []
11847 play B B1
#? []
11848 play B A1
#? []
11849 play W PASS
#? []
11850 play B F4
#? []
11851 play B G4
#? []
11852 play W C2
#? []
11853 play W D2
#? []
11854 play B C1
#? []
11855 play B B1
#? []
11856 play W E4
#? []
11857 play W D4
#? []
11858 play B E3
#? []
11859 play B D2
#? []
11860 play W B3
#? []
11861 play W C3
#? []
11862 play B D4
#? []
11863 play B D3
#? []
11864 play W D5
#? []
11865 play W E5
#? []
11866 play B C4
#? []
11867 play B C5
#? []
11868 play W B2
#? []
11869 play W A1
#? []
11870 play B G7
#? []
11871 play B F7
#? []
11872 play W C5
#? []
11873 play W D6
#? []
11874 play B A4
#? []
11875 play B B5
#? []
11876 play W D6
#? []
11877 play W E7
#? []
11878 play B A1
#? []
11879 play B B1
#? []
11880 play W G4
#? []
11881 play W F3
#? []
11882 play B F6
#? []
11883 play B G6
#? []
11884 play W B4
#? []
11885 play W A3
#? []
11886 play B A2
#? []
11887 play B A1
#? []
11888 play W D7
#? []
11889 play W C6
#? []
11890 play B G5
#? []
11891 play B G4
#? []
11892 play W B1
#? []
11893 play W C2
#? []
11894 play B D1
#? []
11895 play B C1
#? []
11896 play W E6
#? []
11897 play W F7
#? []
11898 play B F5
#? []
11899 play B E5
#? []
11900 play W A3
#? []
11901 play W A4
#? []
11902 play B D3
#? []
11903 play B E3
#? []
11904 play W A4
#? []
11905 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
11906 gogui-rules_board_size
#? [7 7 hex]
11907 gogui-rules_captured_count
#? [1 4]
11908 gogui-rules_side_to_move
#? [white]
11909 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW D3 E E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nLABEL B4 E B5 NE\nCOLOR red A4\nTEXT white's piece on A4: click the neighbouring cell its wall faces \(marked\)]
11910 gogui-rules_legal_moves
#? [B4 B5]
11921 clear_board
#? []
11922 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
11923 gogui-rules_board_size
#? [7 7 hex]
11924 gogui-rules_captured_count
#? [0 0]
11925 gogui-rules_side_to_move
#? [black]
11988 clear_board
#? []
11989 play B E2
#? []
11990 play B E3
#? []
11991 play W E7
#? []
11992 play W D7
#? []
11993 play B B1
#? []
11994 play B A1
#? []
11995 play W PASS
#? []
11996 play B F4
#? []
11997 play B G4
#? []
11998 play W C2
#? []
11999 play W D2
#? []
12000 play B C1
#? []
12001 play B B1
#? []
12002 play W E4
#? []
12003 play W D4
#? []
12004 play B E3
#? []
12005 play B D2
#? []
12006 play W B3
#? []
12007 play W C3
#? []
12008 play B D4
#? []
12009 play B D3
#? []
12010 play W D5
#? []
12011 play W E5
#? []
12012 play B C4
#? []
12013 play B C5
#? []
12014 play W B2
#? []
12015 play W A1
#? []
12016 play B G7
#? []
12017 play B F7
#? []
12018 play W C5
#? []
12019 play W D6
#? []
12020 play B A4
#? []
12021 play B B5
#? []
12022 play W D6
#? []
12023 play W E7
#? []
12024 play B A1
#? []
12025 play B B1
#? []
12026 play W G4
#? []
12027 play W F3
#? []
12028 play B F6
#? []
12029 play B G6
#? []
12030 play W B4
#? []
12031 play W A3
#? []
12032 play B A2
#? []
12033 play B A1
#? []
12034 play W D7
#? []
12035 play W C6
#? []
12036 play B G5
#? []
12037 play B G4
#? []
12038 play W B1
#? []
12039 play W C2
#? []
12040 play B D1
#? []
12041 play B C1
#? []
12042 play W E6
#? []
12043 play W F7
#? []
12044 play B F5
#? []
12045 play B E5
#? []
12046 play W A3
#? []
12047 play W A4
#? []
12048 play B D3
#? []
12049 play B E3
#? []
12050 play W A4
#? []
12051 play W B5
#? []
12052 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
12053 gogui-rules_board_size
#? [7 7 hex]
12054 gogui-rules_captured_count
#? [1 4]
12055 gogui-rules_side_to_move
#? [black]
12056 clear_board
#? []
12057 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
12058 gogui-rules_board_size
#? [7 7 hex]
12059 gogui-rules_captured_count
#? [0 0]
12060 gogui-rules_side_to_move
#? [black]
12124 clear_board
#? []
12125 play B E2
#? []
12126 play B E3
#? []
12127 play W E7
#? []
12128 play W D7
#? []
12129 play B B1
#? []
12130 play B A1
#? []
12131 play W PASS
#? []
12132 play B F4
#? []
12133 play B G4
#? []
12134 play W C2
#? []
12135 play W D2
#? []
12136 play B C1
#? []
12137 play B B1
#? []
12138 play W E4
#? []
12139 play W D4
#? []
12140 play B E3
#? []
12141 play B D2
#? []
12142 play W B3
#? []
12143 play W C3
#? []
12144 play B D4
#? []
12145 play B D3
#? []
12146 play W D5
#? []
12147 play W E5
#? []
12148 play B C4
#? []
12149 play B C5
#? []
12150 play W B2
#? []
12151 play W A1
#? []
12152 play B G7
#? []
12153 play B F7
#? []
12154 play W C5
#? []
12155 play W D6
#? []
12156 play B A4
#? []
12157 play B B5
#? []
12158 play W D6
#? []
12159 play W E7
#? []
12160 play B A1
#? []
12161 play B B1
#? []
12162 play W G4
#? []
12163 play W F3
#? []
12164 play B F6
#? []
12165 play B G6
#? []
12166 play W B4
#? []
12167 play W A3
#? []
12168 play B A2
#? []
12169 play B A1
#? []
12170 play W D7
#? []
12171 play W C6
#? []
12172 play B G5
#? []
12173 play B G4
#? []
12174 play W B1
#? []
12175 play W C2
#? []
12176 play B D1
#? []
12177 play B C1
#? []
12178 play W E6
#? []
12179 play W F7
#? []
12180 play B F5
#? []
12181 play B E5
#? []
12182 play W A3
#? []
12183 play W A4
#? []
12184 play B D3
#? []
12185 play B E3
#? []
12186 play W A4
#? []
12187 play W B5
#? []
12188 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
12189 gogui-rules_board_size
#? [7 7 hex]
12190 gogui-rules_captured_count
#? [1 4]
12191 gogui-rules_side_to_move
#? [black]
play W B5
# error: illegal move: it is not white's turn
play W B5
# error: illegal move: it is not white's turn
12192 clear_board
#? []
12193 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
12194 gogui-rules_board_size
#? [7 7 hex]
12195 gogui-rules_captured_count
#? [0 0]
12196 gogui-rules_side_to_move
#? [black]
12260 clear_board
#? []
12261 play B E2
#? []
12262 play B E3
#? []
12263 play W E7
#? []
12264 play W D7
#? []
12265 play B B1
#? []
12266 play B A1
#? []
12267 play W PASS
#? []
12268 play B F4
#? []
12269 play B G4
#? []
12270 play W C2
#? []
12271 play W D2
#? []
12272 play B C1
#? []
12273 play B B1
#? []
12274 play W E4
#? []
12275 play W D4
#? []
12276 play B E3
#? []
12277 play B D2
#? []
12278 play W B3
#? []
12279 play W C3
#? []
12280 play B D4
#? []
12281 play B D3
#? []
12282 play W D5
#? []
12283 play W E5
#? []
12284 play B C4
#? []
12285 play B C5
#? []
12286 play W B2
#? []
12287 play W A1
#? []
12288 play B G7
#? []
12289 play B F7
#? []
12290 play W C5
#? []
12291 play W D6
#? []
12292 play B A4
#? []
12293 play B B5
#? []
12294 play W D6
#? []
12295 play W E7
#? []
12296 play B A1
#? []
12297 play B B1
#? []
12298 play W G4
#? []
12299 play W F3
#? []
12300 play B F6
#? []
12301 play B G6
#? []
12302 play W B4
#? []
12303 play W A3
#? []
12304 play B A2
#? []
12305 play B A1
#? []
12306 play W D7
#? []
12307 play W C6
#? []
12308 play B G5
#? []
12309 play B G4
#? []
12310 play W B1
#? []
12311 play W C2
#? []
12312 play B D1
#? []
12313 play B C1
#? []
12314 play W E6
#? []
12315 play W F7
#? []
12316 play B F5
#? []
12317 play B E5
#? []
12318 play W A3
#? []
12319 play W A4
#? []
12320 play B D3
#? []
12321 play B E3
#? []
12322 play W A4
#? []
12323 play W B5
#? []
12324 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O \. X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
12325 gogui-rules_board_size
#? [7 7 hex]
12326 gogui-rules_captured_count
#? [1 4]
12327 gogui-rules_side_to_move
#? [black]
12328 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW D3 E E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nCOLOR red A4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
12329 gogui-rules_legal_moves
#? [D2 C3 F3 E5 G6 PASS]
12337 clear_board
#? []
12338 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
12339 gogui-rules_board_size
#? [7 7 hex]
12340 gogui-rules_captured_count
#? [0 0]
12341 gogui-rules_side_to_move
#? [black]
12405 clear_board
#? []
12406 play B E2
#? []
12407 play B E3
#? []
12408 play W E7
#? []
12409 play W D7
#? []
12410 play B B1
#? []
12411 play B A1
#? []
12412 play W PASS
#? []
12413 play B F4
#? []
12414 play B G4
#? []
12415 play W C2
#? []
12416 play W D2
#? []
12417 play B C1
#? []
12418 play B B1
#? []
12419 play W E4
#? []
12420 play W D4
#? []
12421 play B E3
#? []
12422 play B D2
#? []
12423 play W B3
#? []
12424 play W C3
#? []
12425 play B D4
#? []
12426 play B D3
#? []
12427 play W D5
#? []
12428 play W E5
#? []
12429 play B C4
#? []
12430 play B C5
#? []
12431 play W B2
#? []
12432 play W A1
#? []
12433 play B G7
#? []
12434 play B F7
#? []
12435 play W C5
#? []
12436 play W D6
#? []
12437 play B A4
#? []
12438 play B B5
#? []
12439 play W D6
#? []
12440 play W E7
#? []
12441 play B A1
#? []
12442 play B B1
#? []
12443 play W G4
#? []
12444 play W F3
#? []
12445 play B F6
#? []
12446 play B G6
#? []
12447 play W B4
#? []
12448 play W A3
#? []
12449 play B A2
#? []
12450 play B A1
#? []
12451 play W D7
#? []
12452 play W C6
#? []
12453 play B G5
#? []
12454 play B G4
#? []
12455 play W B1
#? []
12456 play W C2
#? []
12457 play B D1
#? []
12458 play B C1
#? []
12459 play W E6
#? []
12460 play W F7
#? []
12461 play B F5
#? []
12462 play B E5
#? []
12463 play W A3
#? []
12464 play W A4
#? []
12465 play B D3
#? []
12466 play B E3
#? []
12467 play W A4
#? []
12468 play W B5
#? []
12469 play B C3
#? []
12470 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
12471 gogui-rules_board_size
#? [7 7 hex]
12472 gogui-rules_captured_count
#? [1 4]
12473 gogui-rules_side_to_move
#? [black]
play B C3
# error: illegal move: C3 cannot follow C3, the move begun \(gogui-rules_legal_moves\)
12474 clear_board
#? []
12475 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
12476 gogui-rules_board_size
#? [7 7 hex]
12477 gogui-rules_captured_count
#? [0 0]
12478 gogui-rules_side_to_move
#? [black]
12543 clear_board
#? []
12544 play B E2
#? []
12545 play B E3
#? []
12546 play W E7
#? []
12547 play W D7
#? []
12548 play B B1
#? []
12549 play B A1
#? []
12550 play W PASS
#? []
12551 play B F4
#? []
12552 play B G4
#? []
12553 play W C2
#? []
12554 play W D2
#? []
12555 play B C1
#? []
12556 play B B1
#? []
12557 play W E4
#? []
12558 play W D4
#? []
12559 play B E3
#? []
12560 play B D2
#? []
12561 play W B3
#? []
12562 play W C3
#? []
12563 play B D4
#? []
12564 play B D3
#? []
12565 play W D5
#? []
12566 play W E5
#? []
12567 play B C4
#? []
12568 play B C5
#? []
12569 play W B2
#? []
12570 play W A1
#? []
12571 play B G7
#? []
12572 play B F7
#? []
12573 play W C5
#? []
12574 play W D6
#? []
12575 play B A4
#? []
12576 play B B5
#? []
12577 play W D6
#? []
12578 play W E7
#? []
12579 play B A1
#? []
12580 play B B1
#? []
12581 play W G4
#? []
12582 play W F3
#? []
12583 play B F6
#? []
12584 play B G6
#? []
12585 play W B4
#? []
12586 play W A3
#? []
12587 play B A2
#? []
12588 play B A1
#? []
12589 play W D7
#? []
12590 play W C6
#? []
12591 play B G5
#? []
12592 play B G4
#? []
12593 play W B1
#? []
12594 play W C2
#? []
12595 play B D1
#? []
12596 play B C1
#? []
12597 play W E6
#? []
12598 play W F7
#? []
12599 play B F5
#? []
12600 play B E5
#? []
12601 play W A3
#? []
12602 play W A4
#? []
12603 play B D3
#? []
12604 play B E3
#? []
12605 play W A4
#? []
12606 play W B5
#? []
12607 play B C3
#? []
12608 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
12609 gogui-rules_board_size
#? [7 7 hex]
12610 gogui-rules_captured_count
#? [1 4]
12611 gogui-rules_side_to_move
#? [black]
12612 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW D3 E E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nLABEL D3 E D4 NE C4 NW\nCOLOR red C3\nTEXT black's piece on C3: click the neighbouring cell its wall faces \(marked\)]
12613 gogui-rules_legal_moves
#? [D3 D4 C4]
12621 clear_board
#? []
12622 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
12623 gogui-rules_board_size
#? [7 7 hex]
12624 gogui-rules_captured_count
#? [0 0]
12625 gogui-rules_side_to_move
#? [black]
12690 clear_board
#? []
12691 play B E2
#? []
12692 play B E3
#? []
12693 play W E7
#? []
12694 play W D7
#? []
12695 play B B1
#? []
12696 play B A1
#? []
12697 play W PASS
#? []
12698 play B F4
#? []
12699 play B G4
#? []
12700 play W C2
#? []
12701 play W D2
#? []
12702 play B C1
#? []
12703 play B B1
#? []
12704 play W E4
#? []
12705 play W D4
#? []
12706 play B E3
#? []
12707 play B D2
#? []
12708 play W B3
#? []
12709 play W C3
#? []
12710 play B D4
#? []
12711 play B D3
#? []
12712 play W D5
#? []
12713 play W E5
#? []
12714 play B C4
#? []
12715 play B C5
#? []
12716 play W B2
#? []
12717 play W A1
#? []
12718 play B G7
#? []
12719 play B F7
#? []
12720 play W C5
#? []
12721 play W D6
#? []
12722 play B A4
#? []
12723 play B B5
#? []
12724 play W D6
#? []
12725 play W E7
#? []
12726 play B A1
#? []
12727 play B B1
#? []
12728 play W G4
#? []
12729 play W F3
#? []
12730 play B F6
#? []
12731 play B G6
#? []
12732 play W B4
#? []
12733 play W A3
#? []
12734 play B A2
#? []
12735 play B A1
#? []
12736 play W D7
#? []
12737 play W C6
#? []
12738 play B G5
#? []
12739 play B G4
#? []
12740 play W B1
#? []
12741 play W C2
#? []
12742 play B D1
#? []
12743 play B C1
#? []
12744 play W E6
#? []
12745 play W F7
#? []
12746 play B F5
#? []
12747 play B E5
#? []
12748 play W A3
#? []
12749 play W A4
#? []
12750 play B D3
#? []
12751 play B E3
#? []
12752 play W A4
#? []
12753 play W B5
#? []
12754 play B C3
#? []
12755 play B D3
#? []
12756 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
12757 gogui-rules_board_size
#? [7 7 hex]
12758 gogui-rules_captured_count
#? [1 4]
12759 gogui-rules_side_to_move
#? [white]
play B D3
# error: illegal move: it is not black's turn
12760 clear_board
#? []
12761 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
12762 gogui-rules_board_size
#? [7 7 hex]
12763 gogui-rules_captured_count
#? [0 0]
12764 gogui-rules_side_to_move
#? [black]
12830 clear_board
#? []
12831 play B E2
#? []
12832 play B E3
#? []
12833 play W E7
#? []
12834 play W D7
#? []
12835 play B B1
#? []
12836 play B A1
#? []
12837 play W PASS
#? []
12838 play B F4
#? []
12839 play B G4
#? []
12840 play W C2
#? []
12841 play W D2
#? []
12842 play B C1
#? []
12843 play B B1
#? []
12844 play W E4
#? []
12845 play W D4
#? []
12846 play B E3
#? []
12847 play B D2
#? []
12848 play W B3
#? []
12849 play W C3
#? []
12850 play B D4
#? []
12851 play B D3
#? []
12852 play W D5
#? []
12853 play W E5
#? []
12854 play B C4
#? []
12855 play B C5
#? []
12856 play W B2
#? []
12857 play W A1
#? []
12858 play B G7
#? []
12859 play B F7
#? []
12860 play W C5
#? []
12861 play W D6
#? []
12862 play B A4
#? []
12863 play B B5
#? []
12864 play W D6
#? []
12865 play W E7
#? []
12866 play B A1
#? []
12867 play B B1
#? []
12868 play W G4
#? []
12869 play W F3
#? []
12870 play B F6
#? []
12871 play B G6
#? []
12872 play W B4
#? []
12873 play W A3
#? []
12874 play B A2
#? []
12875 play B A1
#? []
12876 play W D7
#? []
12877 play W C6
#? []
12878 play B G5
#? []
12879 play B G4
#? []
12880 play W B1
#? []
12881 play W C2
#? []
12882 play B D1
#? []
12883 play B C1
#? []
12884 play W E6
#? []
12885 play W F7
#? []
12886 play B F5
#? []
12887 play B E5
#? []
12888 play W A3
#? []
12889 play W A4
#? []
12890 play B D3
#? []
12891 play B E3
#? []
12892 play W A4
#? []
12893 play W B5
#? []
12894 play B C3
#? []
12895 play B D3
#? []
12896 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? \. O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
12897 gogui-rules_board_size
#? [7 7 hex]
12898 gogui-rules_captured_count
#? [1 4]
12899 gogui-rules_side_to_move
#? [white]
12900 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nCOLOR red C3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
12901 gogui-rules_legal_moves
#? [A1 A2 D2 B5 E5 C6 PASS]
12912 clear_board
#? []
12913 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
12914 gogui-rules_board_size
#? [7 7 hex]
12915 gogui-rules_captured_count
#? [0 0]
12916 gogui-rules_side_to_move
#? [black]
12982 clear_board
#? []
12983 play B E2
#? []
12984 play B E3
#? []
12985 play W E7
#? []
12986 play W D7
#? []
12987 play B B1
#? []
12988 play B A1
#? []
12989 play W PASS
#? []
12990 play B F4
#? []
12991 play B G4
#? []
12992 play W C2
#? []
12993 play W D2
#? []
12994 play B C1
#? []
12995 play B B1
#? []
12996 play W E4
#? []
12997 play W D4
#? []
12998 play B E3
#? []
12999 play B D2
#? []
13000 play W B3
#? []
13001 play W C3
#? []
13002 play B D4
#? []
13003 play B D3
#? []
13004 play W D5
#? []
13005 play W E5
#? []
13006 play B C4
#? []
13007 play B C5
#? []
13008 play W B2
#? []
13009 play W A1
#? []
13010 play B G7
#? []
13011 play B F7
#? []
13012 play W C5
#? []
13013 play W D6
#? []
13014 play B A4
#? []
13015 play B B5
#? []
13016 play W D6
#? []
13017 play W E7
#? []
13018 play B A1
#? []
13019 play B B1
#? []
13020 play W G4
#? []
13021 play W F3
#? []
13022 play B F6
#? []
13023 play B G6
#? []
13024 play W B4
#? []
13025 play W A3
#? []
13026 play B A2
#? []
13027 play B A1
#? []
13028 play W D7
#? []
13029 play W C6
#? []
13030 play B G5
#? []
13031 play B G4
#? []
13032 play W B1
#? []
13033 play W C2
#? []
13034 play B D1
#? []
13035 play B C1
#? []
13036 play W E6
#? []
13037 play W F7
#? []
13038 play B F5
#? []
13039 play B E5
#? []
13040 play W A3
#? []
13041 play W A4
#? []
13042 play B D3
#? []
13043 play B E3
#? []
13044 play W A4
#? []
13045 play W B5
#? []
13046 play B C3
#? []
13047 play B D3
#? []
13048 play W C6
#? []
13049 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
13050 gogui-rules_board_size
#? [7 7 hex]
13051 gogui-rules_captured_count
#? [1 4]
13052 gogui-rules_side_to_move
#? [white]
13053 clear_board
#? []
13054 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
13055 gogui-rules_board_size
#? [7 7 hex]
13056 gogui-rules_captured_count
#? [0 0]
13057 gogui-rules_side_to_move
#? [black]
13124 clear_board
#? []
13125 play B E2
#? []
13126 play B E3
#? []
13127 play W E7
#? []
13128 play W D7
#? []
13129 play B B1
#? []
13130 play B A1
#? []
13131 play W PASS
#? []
13132 play B F4
#? []
13133 play B G4
#? []
13134 play W C2
#? []
13135 play W D2
#? []
13136 play B C1
#? []
13137 play B B1
#? []
13138 play W E4
#? []
13139 play W D4
#? []
13140 play B E3
#? []
13141 play B D2
#? []
13142 play W B3
#? []
13143 play W C3
#? []
13144 play B D4
#? []
13145 play B D3
#? []
13146 play W D5
#? []
13147 play W E5
#? []
13148 play B C4
#? []
13149 play B C5
#? []
13150 play W B2
#? []
13151 play W A1
#? []
13152 play B G7
#? []
13153 play B F7
#? []
13154 play W C5
#? []
13155 play W D6
#? []
13156 play B A4
#? []
13157 play B B5
#? []
13158 play W D6
#? []
13159 play W E7
#? []
13160 play B A1
#? []
13161 play B B1
#? []
13162 play W G4
#? []
13163 play W F3
#? []
13164 play B F6
#? []
13165 play B G6
#? []
13166 play W B4
#? []
13167 play W A3
#? []
13168 play B A2
#? []
13169 play B A1
#? []
13170 play W D7
#? []
13171 play W C6
#? []
13172 play B G5
#? []
13173 play B G4
#? []
13174 play W B1
#? []
13175 play W C2
#? []
13176 play B D1
#? []
13177 play B C1
#? []
13178 play W E6
#? []
13179 play W F7
#? []
13180 play B F5
#? []
13181 play B E5
#? []
13182 play W A3
#? []
13183 play W A4
#? []
13184 play B D3
#? []
13185 play B E3
#? []
13186 play W A4
#? []
13187 play W B5
#? []
13188 play B C3
#? []
13189 play B D3
#? []
13190 play W C6
#? []
13191 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
13192 gogui-rules_board_size
#? [7 7 hex]
13193 gogui-rules_captured_count
#? [1 4]
13194 gogui-rules_side_to_move
#? [white]
play W C6
# error: illegal move: C6 cannot follow C6, the move begun \(gogui-rules_legal_moves\)
play W C6
# error: illegal move: C6 cannot follow C6, the move begun \(gogui-rules_legal_moves\)
13195 clear_board
#? []
13196 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
13197 gogui-rules_board_size
#? [7 7 hex]
13198 gogui-rules_captured_count
#? [0 0]
13199 gogui-rules_side_to_move
#? [black]
13266 clear_board
#? []
13267 play B E2
#? []
13268 play B E3
#? []
13269 play W E7
#? []
13270 play W D7
#? []
13271 play B B1
#? []
13272 play B A1
#? []
13273 play W PASS
#? []
13274 play B F4
#? []
13275 play B G4
#? []
13276 play W C2
#? []
13277 play W D2
#? []
13278 play B C1
#? []
13279 play B B1
#? []
13280 play W E4
#? []
13281 play W D4
#? []
13282 play B E3
#? []
13283 play B D2
#? []
13284 play W B3
#? []
13285 play W C3
#? []
13286 play B D4
#? []
13287 play B D3
#? []
13288 play W D5
#? []
13289 play W E5
#? []
13290 play B C4
#? []
13291 play B C5
#? []
13292 play W B2
#? []
13293 play W A1
#? []
13294 play B G7
#? []
13295 play B F7
#? []
13296 play W C5
#? []
13297 play W D6
#? []
13298 play B A4
#? []
13299 play B B5
#? []
13300 play W D6
#? []
13301 play W E7
#? []
13302 play B A1
#? []
13303 play B B1
#? []
13304 play W G4
#? []
13305 play W F3
#? []
13306 play B F6
#? []
13307 play B G6
#? []
13308 play W B4
#? []
13309 play W A3
#? []
13310 play B A2
#? []
13311 play B A1
#? []
13312 play W D7
#? []
13313 play W C6
#? []
13314 play B G5
#? []
13315 play B G4
#? []
13316 play W B1
#? []
13317 play W C2
#? []
13318 play B D1
#? []
13319 play B C1
#? []
13320 play W E6
#? []
13321 play W F7
#? []
13322 play B F5
#? []
13323 play B E5
#? []
13324 play W A3
#? []
13325 play W A4
#? []
13326 play B D3
#? []
13327 play B E3
#? []
13328 play W A4
#? []
13329 play W B5
#? []
13330 play B C3
#? []
13331 play B D3
#? []
13332 play W C6
#? []
13333 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
13334 gogui-rules_board_size
#? [7 7 hex]
13335 gogui-rules_captured_count
#? [1 4]
13336 gogui-rules_side_to_move
#? [white]
13337 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW E4 W C5 NE D5 E D6 NE E6 NE D7 SW E7 W\nLABEL D6 E B5 SW C5 SE\nCOLOR red C6\nTEXT white's piece on C6: click the neighbouring cell its wall faces \(marked\)]
13338 gogui-rules_legal_moves
#? [D6 B5 C5]
13349 clear_board
#? []
13350 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
13351 gogui-rules_board_size
#? [7 7 hex]
13352 gogui-rules_captured_count
#? [0 0]
13353 gogui-rules_side_to_move
#? [black]
13420 clear_board
#? []
13421 play B E2
#? []
13422 play B E3
#? []
13423 play W E7
#? []
13424 play W D7
#? []
13425 play B B1
#? []
13426 play B A1
#? []
13427 play W PASS
#? []
13428 play B F4
#? []
13429 play B G4
#? []
13430 play W C2
#? []
13431 play W D2
#? []
13432 play B C1
#? []
13433 play B B1
#? []
13434 play W E4
#? []
13435 play W D4
#? []
13436 play B E3
#? []
13437 play B D2
#? []
13438 play W B3
#? []
13439 play W C3
#? []
13440 play B D4
#? []
13441 play B D3
#? []
13442 play W D5
#? []
13443 play W E5
#? []
13444 play B C4
#? []
13445 play B C5
#? []
13446 play W B2
#? []
13447 play W A1
#? []
13448 play B G7
#? []
13449 play B F7
#? []
13450 play W C5
#? []
13451 play W D6
#? []
13452 play B A4
#? []
13453 play B B5
#? []
13454 play W D6
#? []
13455 play W E7
#? []
13456 play B A1
#? []
13457 play B B1
#? []
13458 play W G4
#? []
13459 play W F3
#? []
13460 play B F6
#? []
13461 play B G6
#? []
13462 play W B4
#? []
13463 play W A3
#? []
13464 play B A2
#? []
13465 play B A1
#? []
13466 play W D7
#? []
13467 play W C6
#? []
13468 play B G5
#? []
13469 play B G4
#? []
13470 play W B1
#? []
13471 play W C2
#? []
13472 play B D1
#? []
13473 play B C1
#? []
13474 play W E6
#? []
13475 play W F7
#? []
13476 play B F5
#? []
13477 play B E5
#? []
13478 play W A3
#? []
13479 play W A4
#? []
13480 play B D3
#? []
13481 play B E3
#? []
13482 play W A4
#? []
13483 play W B5
#? []
13484 play B C3
#? []
13485 play B D3
#? []
13486 play W C6
#? []
13487 play W B5
#? []
13488 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
13489 gogui-rules_board_size
#? [7 7 hex]
13490 gogui-rules_captured_count
#? [1 4]
13491 gogui-rules_side_to_move
#? [black]
13492 clear_board
#? []
13493 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
13494 gogui-rules_board_size
#? [7 7 hex]
13495 gogui-rules_captured_count
#? [0 0]
13496 gogui-rules_side_to_move
#? [black]
13564 clear_board
#? []
13565 play B E2
#? []
13566 play B E3
#? []
13567 play W E7
#? []
13568 play W D7
#? []
13569 play B B1
#? []
13570 play B A1
#? []
13571 play W PASS
#? []
13572 play B F4
#? []
13573 play B G4
#? []
13574 play W C2
#? []
13575 play W D2
#? []
13576 play B C1
#? []
13577 play B B1
#? []
13578 play W E4
#? []
13579 play W D4
#? []
13580 play B E3
#? []
13581 play B D2
#? []
13582 play W B3
#? []
13583 play W C3
#? []
13584 play B D4
#? []
13585 play B D3
#? []
13586 play W D5
#? []
13587 play W E5
#? []
13588 play B C4
#? []
13589 play B C5
#? []
13590 play W B2
#? []
13591 play W A1
#? []
13592 play B G7
#? []
13593 play B F7
#? []
13594 play W C5
#? []
13595 play W D6
#? []
13596 play B A4
#? []
13597 play B B5
#? []
13598 play W D6
#? []
13599 play W E7
#? []
13600 play B A1
#? []
13601 play B B1
#? []
13602 play W G4
#? []
13603 play W F3
#? []
13604 play B F6
#? []
13605 play B G6
#? []
13606 play W B4
#? []
13607 play W A3
#? []
13608 play B A2
#? []
13609 play B A1
#? []
13610 play W D7
#? []
13611 play W C6
#? []
13612 play B G5
#? []
13613 play B G4
#? []
13614 play W B1
#? []
13615 play W C2
#? []
13616 play B D1
#? []
13617 play B C1
#? []
13618 play W E6
#? []
13619 play W F7
#? []
13620 play B F5
#? []
13621 play B E5
#? []
13622 play W A3
#? []
13623 play W A4
#? []
13624 play B D3
#? []
13625 play B E3
#? []
13626 play W A4
#? []
13627 play W B5
#? []
13628 play B C3
#? []
13629 play B D3
#? []
13630 play W C6
#? []
13631 play W B5
#? []
13632 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
13633 gogui-rules_board_size
#? [7 7 hex]
13634 gogui-rules_captured_count
#? [1 4]
13635 gogui-rules_side_to_move
#? [black]
play W B5
# error: illegal move: it is not white's turn
play W B5
# error: illegal move: it is not white's turn
13636 clear_board
#? []
13637 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
13638 gogui-rules_board_size
#? [7 7 hex]
13639 gogui-rules_captured_count
#? [0 0]
13640 gogui-rules_side_to_move
#? [black]
13708 clear_board
#? []
13709 play B E2
#? []
13710 play B E3
#? []
13711 play W E7
#? []
13712 play W D7
#? []
13713 play B B1
#? []
13714 play B A1
#? []
13715 play W PASS
#? []
13716 play B F4
#? []
13717 play B G4
#? []
13718 play W C2
#? []
13719 play W D2
#? []
13720 play B C1
#? []
13721 play B B1
#? []
13722 play W E4
#? []
13723 play W D4
#? []
13724 play B E3
#? []
13725 play B D2
#? []
13726 play W B3
#? []
13727 play W C3
#? []
13728 play B D4
#? []
13729 play B D3
#? []
13730 play W D5
#? []
13731 play W E5
#? []
13732 play B C4
#? []
13733 play B C5
#? []
13734 play W B2
#? []
13735 play W A1
#? []
13736 play B G7
#? []
13737 play B F7
#? []
13738 play W C5
#? []
13739 play W D6
#? []
13740 play B A4
#? []
13741 play B B5
#? []
13742 play W D6
#? []
13743 play W E7
#? []
13744 play B A1
#? []
13745 play B B1
#? []
13746 play W G4
#? []
13747 play W F3
#? []
13748 play B F6
#? []
13749 play B G6
#? []
13750 play W B4
#? []
13751 play W A3
#? []
13752 play B A2
#? []
13753 play B A1
#? []
13754 play W D7
#? []
13755 play W C6
#? []
13756 play B G5
#? []
13757 play B G4
#? []
13758 play W B1
#? []
13759 play W C2
#? []
13760 play B D1
#? []
13761 play B C1
#? []
13762 play W E6
#? []
13763 play W F7
#? []
13764 play B F5
#? []
13765 play B E5
#? []
13766 play W A3
#? []
13767 play W A4
#? []
13768 play B D3
#? []
13769 play B E3
#? []
13770 play W A4
#? []
13771 play W B5
#? []
13772 play B C3
#? []
13773 play B D3
#? []
13774 play W C6
#? []
13775 play W B5
#? []
13776 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O \. X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
13777 gogui-rules_board_size
#? [7 7 hex]
13778 gogui-rules_captured_count
#? [1 4]
13779 gogui-rules_side_to_move
#? [black]
13780 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW E4 W C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nCOLOR red C6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
13781 gogui-rules_legal_moves
#? [D2 F3 E5 G6 PASS]
13789 clear_board
#? []
13790 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
13791 gogui-rules_board_size
#? [7 7 hex]
13792 gogui-rules_captured_count
#? [0 0]
13793 gogui-rules_side_to_move
#? [black]
13861 clear_board
#? []
13862 play B E2
#? []
13863 play B E3
#? []
13864 play W E7
#? []
13865 play W D7
#? []
13866 play B B1
#? []
13867 play B A1
#? []
13868 play W PASS
#? []
13869 play B F4
#? []
13870 play B G4
#? []
13871 play W C2
#? []
13872 play W D2
#? []
13873 play B C1
#? []
13874 play B B1
#? []
13875 play W E4
#? []
13876 play W D4
#? []
13877 play B E3
#? []
13878 play B D2
#? []
13879 play W B3
#? []
13880 play W C3
#? []
13881 play B D4
#? []
13882 play B D3
#? []
13883 play W D5
#? []
13884 play W E5
#? []
13885 play B C4
#? []
13886 play B C5
#? []
13887 play W B2
#? []
13888 play W A1
#? []
13889 play B G7
#? []
13890 play B F7
#? []
13891 play W C5
#? []
13892 play W D6
#? []
13893 play B A4
#? []
13894 play B B5
#? []
13895 play W D6
#? []
13896 play W E7
#? []
13897 play B A1
#? []
13898 play B B1
#? []
13899 play W G4
#? []
13900 play W F3
#? []
13901 play B F6
#? []
13902 play B G6
#? []
13903 play W B4
#? []
13904 play W A3
#? []
13905 play B A2
#? []
13906 play B A1
#? []
13907 play W D7
#? []
13908 play W C6
#? []
13909 play B G5
#? []
13910 play B G4
#? []
13911 play W B1
#? []
13912 play W C2
#? []
13913 play B D1
#? []
13914 play B C1
#? []
13915 play W E6
#? []
13916 play W F7
#? []
13917 play B F5
#? []
13918 play B E5
#? []
13919 play W A3
#? []
13920 play W A4
#? []
13921 play B D3
#? []
13922 play B E3
#? []
13923 play W A4
#? []
13924 play W B5
#? []
13925 play B C3
#? []
13926 play B D3
#? []
13927 play W C6
#? []
13928 play W B5
#? []
13929 play B E5
#? []
13930 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O X X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
13931 gogui-rules_board_size
#? [7 7 hex]
13932 gogui-rules_captured_count
#? [1 4]
13933 gogui-rules_side_to_move
#? [black]
play B E5
# error: illegal move: E5 cannot follow E5, the move begun \(gogui-rules_legal_moves\)
13934 clear_board
#? []
13935 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
13936 gogui-rules_board_size
#? [7 7 hex]
13937 gogui-rules_captured_count
#? [0 0]
13938 gogui-rules_side_to_move
#? [black]
14007 clear_board
#? []
14008 play B E2
#? []
14009 play B E3
#? []
14010 play W E7
#? []
14011 play W D7
#? []
14012 play B B1
#? []
14013 play B A1
#? []
14014 play W PASS
#? []
14015 play B F4
#? []
14016 play B G4
#? []
14017 play W C2
#? []
14018 play W D2
#? []
14019 play B C1
#? []
14020 play B B1
#? []
14021 play W E4
#? []
14022 play W D4
#? []
14023 play B E3
#? []
14024 play B D2
#? []
14025 play W B3
#? []
14026 play W C3
#? []
14027 play B D4
#? []
14028 play B D3
#? []
14029 play W D5
#? []
14030 play W E5
#? []
14031 play B C4
#? []
14032 play B C5
#? []
14033 play W B2
#? []
14034 play W A1
#? []
14035 play B G7
#? []
14036 play B F7
#? []
14037 play W C5
#? []
14038 play W D6
#? []
14039 play B A4
#? []
14040 play B B5
#? []
14041 play W D6
#? []
14042 play W E7
#? []
14043 play B A1
#? []
14044 play B B1
#? []
14045 play W G4
#? []
14046 play W F3
#? []
14047 play B F6
#? []
14048 play B G6
#? []
14049 play W B4
#? []
14050 play W A3
#? []
14051 play B A2
#? []
14052 play B A1
#? []
14053 play W D7
#? []
14054 play W C6
#? []
14055 play B G5
#? []
14056 play B G4
#? []
14057 play W B1
#? []
14058 play W C2
#? []
14059 play B D1
#? []
14060 play B C1
#? []
14061 play W E6
#? []
14062 play W F7
#? []
14063 play B F5
#? []
14064 play B E5
#? []
14065 play W A3
#? []
14066 play W A4
#? []
14067 play B D3
#? []
14068 play B E3
#? []
14069 play W A4
#? []
14070 play W B5
#? []
14071 play B C3
#? []
14072 play B D3
#? []
14073 play W C6
#? []
14074 play W B5
#? []
14075 play B E5
#? []
14076 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O X X X\nO O X X O X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
14077 gogui-rules_board_size
#? [7 7 hex]
14078 gogui-rules_captured_count
#? [1 4]
14079 gogui-rules_side_to_move
#? [black]
14080 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW C4 NW D4 SE F4 E F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW E4 W C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nLABEL F6 NE D4 SW E4 SE\nCOLOR red E5\nTEXT black's piece on E5: click the neighbouring cell its wall faces \(marked\)]
14081 gogui-rules_legal_moves
#? [F6 D4 E4]
14089 clear_board
#? []
14090 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
14091 gogui-rules_board_size
#? [7 7 hex]
14092 gogui-rules_captured_count
#? [0 0]
14093 gogui-rules_side_to_move
#? [black]
14162 clear_board
#? []
14163 play B E2
#? []
14164 play B E3
#? []
14165 play W E7
#? []
14166 play W D7
#? []
14167 play B B1
#? []
14168 play B A1
#? []
14169 play W PASS
#? []
14170 play B F4
#? []
14171 play B G4
#? []
14172 play W C2
#? []
14173 play W D2
#? []
14174 play B C1
#? []
14175 play B B1
#? []
14176 play W E4
#? []
14177 play W D4
#? []
14178 play B E3
#? []
14179 play B D2
#? []
14180 play W B3
#? []
14181 play W C3
#? []
14182 play B D4
#? []
14183 play B D3
#? []
14184 play W D5
#? []
14185 play W E5
#? []
14186 play B C4
#? []
14187 play B C5
#? []
14188 play W B2
#? []
14189 play W A1
#? []
14190 play B G7
#? []
14191 play B F7
#? []
14192 play W C5
#? []
14193 play W D6
#? []
14194 play B A4
#? []
14195 play B B5
#? []
14196 play W D6
#? []
14197 play W E7
#? []
14198 play B A1
#? []
14199 play B B1
#? []
14200 play W G4
#? []
14201 play W F3
#? []
14202 play B F6
#? []
14203 play B G6
#? []
14204 play W B4
#? []
14205 play W A3
#? []
14206 play B A2
#? []
14207 play B A1
#? []
14208 play W D7
#? []
14209 play W C6
#? []
14210 play B G5
#? []
14211 play B G4
#? []
14212 play W B1
#? []
14213 play W C2
#? []
14214 play B D1
#? []
14215 play B C1
#? []
14216 play W E6
#? []
14217 play W F7
#? []
14218 play B F5
#? []
14219 play B E5
#? []
14220 play W A3
#? []
14221 play W A4
#? []
14222 play B D3
#? []
14223 play B E3
#? []
14224 play W A4
#? []
14225 play W B5
#? []
14226 play B C3
#? []
14227 play B D3
#? []
14228 play W C6
#? []
14229 play W B5
#? []
14230 play B E5
#? []
14231 play B E4
#? []
14232 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O X X X\nO O X X \. X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
14233 gogui-rules_board_size
#? [7 7 hex]
14234 gogui-rules_captured_count
#? [2 4]
14235 gogui-rules_side_to_move
#? [white]
play B E4
# error: illegal move: it is not black's turn
14236 clear_board
#? []
14237 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
14238 gogui-rules_board_size
#? [7 7 hex]
14239 gogui-rules_captured_count
#? [0 0]
14240 gogui-rules_side_to_move
#? [black]
14310 clear_board
#? []
14311 play B E2
#? []
14312 play B E3
#? []
14313 play W E7
#? []
14314 play W D7
#? []
14315 play B B1
#? []
14316 play B A1
#? []
14317 play W PASS
#? []
14318 play B F4
#? []
14319 play B G4
#? []
14320 play W C2
#? []
14321 play W D2
#? []
14322 play B C1
#? []
14323 play B B1
#? []
14324 play W E4
#? []
14325 play W D4
#? []
14326 play B E3
#? []
14327 play B D2
#? []
14328 play W B3
#? []
14329 play W C3
#? []
14330 play B D4
#? []
14331 play B D3
#? []
14332 play W D5
#? []
14333 play W E5
#? []
14334 play B C4
#? []
14335 play B C5
#? []
14336 play W B2
#? []
14337 play W A1
#? []
14338 play B G7
#? []
14339 play B F7
#? []
14340 play W C5
#? []
14341 play W D6
#? []
14342 play B A4
#? []
14343 play B B5
#? []
14344 play W D6
#? []
14345 play W E7
#? []
14346 play B A1
#? []
14347 play B B1
#? []
14348 play W G4
#? []
14349 play W F3
#? []
14350 play B F6
#? []
14351 play B G6
#? []
14352 play W B4
#? []
14353 play W A3
#? []
14354 play B A2
#? []
14355 play B A1
#? []
14356 play W D7
#? []
14357 play W C6
#? []
14358 play B G5
#? []
14359 play B G4
#? []
14360 play W B1
#? []
14361 play W C2
#? []
14362 play B D1
#? []
14363 play B C1
#? []
14364 play W E6
#? []
14365 play W F7
#? []
14366 play B F5
#? []
14367 play B E5
#? []
14368 play W A3
#? []
14369 play W A4
#? []
14370 play B D3
#? []
14371 play B E3
#? []
14372 play W A4
#? []
14373 play W B5
#? []
14374 play B C3
#? []
14375 play B D3
#? []
14376 play W C6
#? []
14377 play W B5
#? []
14378 play B E5
#? []
14379 play B E4
#? []
14380 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? \. O O X X X\nO O X X \. X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
14381 gogui-rules_board_size
#? [7 7 hex]
14382 gogui-rules_captured_count
#? [2 4]
14383 gogui-rules_side_to_move
#? [white]
14384 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nCOLOR red E5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
14385 gogui-rules_legal_moves
#? [A1 A2 B5 PASS]
14396 clear_board
#? []
14397 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
14398 gogui-rules_board_size
#? [7 7 hex]
14399 gogui-rules_captured_count
#? [0 0]
14400 gogui-rules_side_to_move
#? [black]
14470 clear_board
#? []
14471 play B E2
#? []
14472 play B E3
#? []
14473 play W E7
#? []
14474 play W D7
#? []
14475 play B B1
#? []
14476 play B A1
#? []
14477 play W PASS
#? []
14478 play B F4
#? []
14479 play B G4
#? []
14480 play W C2
#? []
14481 play W D2
#? []
14482 play B C1
#? []
14483 play B B1
#? []
14484 play W E4
#? []
14485 play W D4
#? []
14486 play B E3
#? []
14487 play B D2
#? []
14488 play W B3
#? []
14489 play W C3
#? []
14490 play B D4
#? []
14491 play B D3
#? []
14492 play W D5
#? []
14493 play W E5
#? []
14494 play B C4
#? []
14495 play B C5
#? []
14496 play W B2
#? []
14497 play W A1
#? []
14498 play B G7
#? []
14499 play B F7
#? []
14500 play W C5
#? []
14501 play W D6
#? []
14502 play B A4
#? []
14503 play B B5
#? []
14504 play W D6
#? []
14505 play W E7
#? []
14506 play B A1
#? []
14507 play B B1
#? []
14508 play W G4
#? []
14509 play W F3
#? []
14510 play B F6
#? []
14511 play B G6
#? []
14512 play W B4
#? []
14513 play W A3
#? []
14514 play B A2
#? []
14515 play B A1
#? []
14516 play W D7
#? []
14517 play W C6
#? []
14518 play B G5
#? []
14519 play B G4
#? []
14520 play W B1
#? []
14521 play W C2
#? []
14522 play B D1
#? []
14523 play B C1
#? []
14524 play W E6
#? []
14525 play W F7
#? []
14526 play B F5
#? []
14527 play B E5
#? []
14528 play W A3
#? []
14529 play W A4
#? []
14530 play B D3
#? []
14531 play B E3
#? []
14532 play W A4
#? []
14533 play W B5
#? []
14534 play B C3
#? []
14535 play B D3
#? []
14536 play W C6
#? []
14537 play W B5
#? []
14538 play B E5
#? []
14539 play B E4
#? []
14540 play W B5
#? []
14541 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
14542 gogui-rules_board_size
#? [7 7 hex]
14543 gogui-rules_captured_count
#? [2 4]
14544 gogui-rules_side_to_move
#? [white]
14545 clear_board
#? []
14546 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
14547 gogui-rules_board_size
#? [7 7 hex]
14548 gogui-rules_captured_count
#? [0 0]
14549 gogui-rules_side_to_move
#? [black]
14620 clear_board
#? []
14621 play B E2
#? []
14622 play B E3
#? []
14623 play W E7
#? []
14624 play W D7
#? []
14625 play B B1
#? []
14626 play B A1
#? []
14627 play W PASS
#? []
14628 play B F4
#? []
14629 play B G4
#? []
14630 play W C2
#? []
14631 play W D2
#? []
14632 play B C1
#? []
14633 play B B1
#? []
14634 play W E4
#? []
14635 play W D4
#? []
14636 play B E3
#? []
14637 play B D2
#? []
14638 play W B3
#? []
14639 play W C3
#? []
14640 play B D4
#? []
14641 play B D3
#? []
14642 play W D5
#? []
14643 play W E5
#? []
14644 play B C4
#? []
14645 play B C5
#? []
14646 play W B2
#? []
14647 play W A1
#? []
14648 play B G7
#? []
14649 play B F7
#? []
14650 play W C5
#? []
14651 play W D6
#? []
14652 play B A4
#? []
14653 play B B5
#? []
14654 play W D6
#? []
14655 play W E7
#? []
14656 play B A1
#? []
14657 play B B1
#? []
14658 play W G4
#? []
14659 play W F3
#? []
14660 play B F6
#? []
14661 play B G6
#? []
14662 play W B4
#? []
14663 play W A3
#? []
14664 play B A2
#? []
14665 play B A1
#? []
14666 play W D7
#? []
14667 play W C6
#? []
14668 play B G5
#? []
14669 play B G4
#? []
14670 play W B1
#? []
14671 play W C2
#? []
14672 play B D1
#? []
14673 play B C1
#? []
14674 play W E6
#? []
14675 play W F7
#? []
14676 play B F5
#? []
14677 play B E5
#? []
14678 play W A3
#? []
14679 play W A4
#? []
14680 play B D3
#? []
14681 play B E3
#? []
14682 play W A4
#? []
14683 play W B5
#? []
14684 play B C3
#? []
14685 play B D3
#? []
14686 play W C6
#? []
14687 play W B5
#? []
14688 play B E5
#? []
14689 play B E4
#? []
14690 play W B5
#? []
14691 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
14692 gogui-rules_board_size
#? [7 7 hex]
14693 gogui-rules_captured_count
#? [2 4]
14694 gogui-rules_side_to_move
#? [white]
play W B5
# error: illegal move: B5 cannot follow B5, the move begun \(gogui-rules_legal_moves\)
play W B5
# error: illegal move: B5 cannot follow B5, the move begun \(gogui-rules_legal_moves\)
14695 clear_board
#? []
14696 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
14697 gogui-rules_board_size
#? [7 7 hex]
14698 gogui-rules_captured_count
#? [0 0]
14699 gogui-rules_side_to_move
#? [black]
14770 clear_board
#? []
14771 play B E2
#? []
14772 play B E3
#? []
14773 play W E7
#? []
14774 play W D7
#? []
14775 play B B1
#? []
14776 play B A1
#? []
14777 play W PASS
#? []
14778 play B F4
#? []
14779 play B G4
#? []
14780 play W C2
#? []
14781 play W D2
#? []
14782 play B C1
#? []
14783 play B B1
#? []
14784 play W E4
#? []
14785 play W D4
#? []
14786 play B E3
#? []
14787 play B D2
#? []
14788 play W B3
#? []
14789 play W C3
#? []
14790 play B D4
#? []
14791 play B D3
#? []
14792 play W D5
#? []
14793 play W E5
#? []
14794 play B C4
#? []
14795 play B C5
#? []
14796 play W B2
#? []
14797 play W A1
#? []
14798 play B G7
#? []
14799 play B F7
#? []
14800 play W C5
#? []
14801 play W D6
#? []
14802 play B A4
#? []
14803 play B B5
#? []
14804 play W D6
#? []
14805 play W E7
#? []
14806 play B A1
#? []
14807 play B B1
#? []
14808 play W G4
#? []
14809 play W F3
#? []
14810 play B F6
#? []
14811 play B G6
#? []
14812 play W B4
#? []
14813 play W A3
#? []
14814 play B A2
#? []
14815 play B A1
#? []
14816 play W D7
#? []
14817 play W C6
#? []
14818 play B G5
#? []
14819 play B G4
#? []
14820 play W B1
#? []
14821 play W C2
#? []
14822 play B D1
#? []
14823 play B C1
#? []
14824 play W E6
#? []
14825 play W F7
#? []
14826 play B F5
#? []
14827 play B E5
#? []
14828 play W A3
#? []
14829 play W A4
#? []
14830 play B D3
#? []
14831 play B E3
#? []
14832 play W A4
#? []
14833 play W B5
#? []
14834 play B C3
#? []
14835 play B D3
#? []
14836 play W C6
#? []
14837 play W B5
#? []
14838 play B E5
#? []
14839 play B E4
#? []
14840 play W B5
#? []
14841 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
14842 gogui-rules_board_size
#? [7 7 hex]
14843 gogui-rules_captured_count
#? [2 4]
14844 gogui-rules_side_to_move
#? [white]
14845 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nLABEL C5 E B4 SE\nCOLOR red B5\nTEXT white's piece on B5: click the neighbouring cell its wall faces \(marked\)]
14846 gogui-rules_legal_moves
#? [C5 B4]
14857 clear_board
#? []
14858 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
14859 gogui-rules_board_size
#? [7 7 hex]
14860 gogui-rules_captured_count
#? [0 0]
14861 gogui-rules_side_to_move
#? [black]
14932 clear_board
#? []
14933 play B E2
#? []
14934 play B E3
#? []
14935 play W E7
#? []
14936 play W D7
#? []
14937 play B B1
#? []
14938 play B A1
#? []
14939 play W PASS
#? []
14940 play B F4
#? []
14941 play B G4
#? []
14942 play W C2
#? []
14943 play W D2
#? []
14944 play B C1
#? []
14945 play B B1
#? []
14946 play W E4
#? []
14947 play W D4
#? []
14948 play B E3
#? []
14949 play B D2
#? []
14950 play W B3
#? []
14951 play W C3
#? []
14952 play B D4
#? []
14953 play B D3
#? []
14954 play W D5
#? []
14955 play W E5
#? []
14956 play B C4
#? []
14957 play B C5
#? []
14958 play W B2
#? []
14959 play W A1
#? []
14960 play B G7
#? []
14961 play B F7
#? []
14962 play W C5
#? []
14963 play W D6
#? []
14964 play B A4
#? []
14965 play B B5
#? []
14966 play W D6
#? []
14967 play W E7
#? []
14968 play B A1
#? []
14969 play B B1
#? []
14970 play W G4
#? []
14971 play W F3
#? []
14972 play B F6
#? []
14973 play B G6
#? []
14974 play W B4
#? []
14975 play W A3
#? []
14976 play B A2
#? []
14977 play B A1
#? []
14978 play W D7
#? []
14979 play W C6
#? []
14980 play B G5
#? []
14981 play B G4
#? []
14982 play W B1
#? []
14983 play W C2
#? []
14984 play B D1
#? []
14985 play B C1
#? []
14986 play W E6
#? []
14987 play W F7
#? []
14988 play B F5
#? []
14989 play B E5
#? []
14990 play W A3
#? []
14991 play W A4
#? []
14992 play B D3
#? []
14993 play B E3
#? []
14994 play W A4
#? []
14995 play W B5
#? []
14996 play B C3
#? []
14997 play B D3
#? []
14998 play W C6
#? []
14999 play W B5
#? []
15000 play B E5
#? []
15001 play B E4
#? []
15002 play W B5
#? []
15003 play W B4
#? []
15004 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
15005 gogui-rules_board_size
#? [7 7 hex]
15006 gogui-rules_captured_count
#? [2 4]
15007 gogui-rules_side_to_move
#? [black]
15008 clear_board
#? []
15009 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
15010 gogui-rules_board_size
#? [7 7 hex]
15011 gogui-rules_captured_count
#? [0 0]
15012 gogui-rules_side_to_move
#? [black]
15084 clear_board
#? []
15085 play B E2
#? []
15086 play B E3
#? []
15087 play W E7
#? []
15088 play W D7
#? []
15089 play B B1
#? []
15090 play B A1
#? []
15091 play W PASS
#? []
15092 play B F4
#? []
15093 play B G4
#? []
15094 play W C2
#? []
15095 play W D2
#? []
15096 play B C1
#? []
15097 play B B1
#? []
15098 play W E4
#? []
15099 play W D4
#? []
15100 play B E3
#? []
15101 play B D2
#? []
15102 play W B3
#? []
15103 play W C3
#? []
15104 play B D4
#? []
15105 play B D3
#? []
15106 play W D5
#? []
15107 play W E5
#? []
15108 play B C4
#? []
15109 play B C5
#? []
15110 play W B2
#? []
15111 play W A1
#? []
15112 play B G7
#? []
15113 play B F7
#? []
15114 play W C5
#? []
15115 play W D6
#? []
15116 play B A4
#? []
15117 play B B5
#? []
15118 play W D6
#? []
15119 play W E7
#? []
15120 play B A1
#? []
15121 play B B1
#? []
15122 play W G4
#? []
15123 play W F3
#? []
15124 play B F6
#? []
15125 play B G6
#? []
15126 play W B4
#? []
15127 play W A3
#? []
15128 play B A2
#? []
15129 play B A1
#? []
15130 play W D7
#? []
15131 play W C6
#? []
15132 play B G5
#? []
15133 play B G4
#? []
15134 play W B1
#? []
15135 play W C2
#? []
15136 play B D1
#? []
15137 play B C1
#? []
15138 play W E6
#? []
15139 play W F7
#? []
15140 play B F5
#? []
15141 play B E5
#? []
15142 play W A3
#? []
15143 play W A4
#? []
15144 play B D3
#? []
15145 play B E3
#? []
15146 play W A4
#? []
15147 play W B5
#? []
15148 play B C3
#? []
15149 play B D3
#? []
15150 play W C6
#? []
15151 play W B5
#? []
15152 play B E5
#? []
15153 play B E4
#? []
15154 play W B5
#? []
15155 play W B4
#? []
15156 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
15157 gogui-rules_board_size
#? [7 7 hex]
15158 gogui-rules_captured_count
#? [2 4]
15159 gogui-rules_side_to_move
#? [black]
play W B4
# error: illegal move: it is not white's turn
play W B4
# error: illegal move: it is not white's turn
15160 clear_board
#? []
15161 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
15162 gogui-rules_board_size
#? [7 7 hex]
15163 gogui-rules_captured_count
#? [0 0]
15164 gogui-rules_side_to_move
#? [black]
15236 clear_board
#? []
15237 play B E2
#? []
15238 play B E3
#? []
15239 play W E7
#? []
15240 play W D7
#? []
15241 play B B1
#? []
15242 play B A1
#? []
15243 play W PASS
#? []
15244 play B F4
#? []
15245 play B G4
#? []
15246 play W C2
#? []
15247 play W D2
#? []
15248 play B C1
#? []
15249 play B B1
#? []
15250 play W E4
#? []
15251 play W D4
#? []
15252 play B E3
#? []
15253 play B D2
#? []
15254 play W B3
#? []
15255 play W C3
#? []
15256 play B D4
#? []
15257 play B D3
#? []
15258 play W D5
#? []
15259 play W E5
#? []
15260 play B C4
#? []
15261 play B C5
#? []
15262 play W B2
#? []
15263 play W A1
#? []
15264 play B G7
#? []
15265 play B F7
#? []
15266 play W C5
#? []
15267 play W D6
#? []
15268 play B A4
#? []
15269 play B B5
#? []
15270 play W D6
#? []
15271 play W E7
#? []
15272 play B A1
#? []
15273 play B B1
#? []
15274 play W G4
#? []
15275 play W F3
#? []
15276 play B F6
#? []
15277 play B G6
#? []
15278 play W B4
#? []
15279 play W A3
#? []
15280 play B A2
#? []
15281 play B A1
#? []
15282 play W D7
#? []
15283 play W C6
#? []
15284 play B G5
#? []
15285 play B G4
#? []
15286 play W B1
#? []
15287 play W C2
#? []
15288 play B D1
#? []
15289 play B C1
#? []
15290 play W E6
#? []
15291 play W F7
#? []
15292 play B F5
#? []
15293 play B E5
#? []
15294 play W A3
#? []
15295 play W A4
#? []
15296 play B D3
#? []
15297 play B E3
#? []
15298 play W A4
#? []
15299 play W B5
#? []
15300 play B C3
#? []
15301 play B D3
#? []
15302 play W C6
#? []
15303 play W B5
#? []
15304 play B E5
#? []
15305 play B E4
#? []
15306 play W B5
#? []
15307 play W B4
#? []
15308 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X \. \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
15309 gogui-rules_board_size
#? [7 7 hex]
15310 gogui-rules_captured_count
#? [2 4]
15311 gogui-rules_side_to_move
#? [black]
15312 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nCOLOR red B5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
15313 gogui-rules_legal_moves
#? [D2 F3 E4 G6 PASS]
15321 clear_board
#? []
15322 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
15323 gogui-rules_board_size
#? [7 7 hex]
15324 gogui-rules_captured_count
#? [0 0]
15325 gogui-rules_side_to_move
#? [black]
15397 clear_board
#? []
15398 play B E2
#? []
15399 play B E3
#? []
15400 play W E7
#? []
15401 play W D7
#? []
15402 play B B1
#? []
15403 play B A1
#? []
15404 play W PASS
#? []
15405 play B F4
#? []
15406 play B G4
#? []
15407 play W C2
#? []
15408 play W D2
#? []
15409 play B C1
#? []
15410 play B B1
#? []
15411 play W E4
#? []
15412 play W D4
#? []
15413 play B E3
#? []
15414 play B D2
#? []
15415 play W B3
#? []
15416 play W C3
#? []
15417 play B D4
#? []
15418 play B D3
#? []
15419 play W D5
#? []
15420 play W E5
#? []
15421 play B C4
#? []
15422 play B C5
#? []
15423 play W B2
#? []
15424 play W A1
#? []
15425 play B G7
#? []
15426 play B F7
#? []
15427 play W C5
#? []
15428 play W D6
#? []
15429 play B A4
#? []
15430 play B B5
#? []
15431 play W D6
#? []
15432 play W E7
#? []
15433 play B A1
#? []
15434 play B B1
#? []
15435 play W G4
#? []
15436 play W F3
#? []
15437 play B F6
#? []
15438 play B G6
#? []
15439 play W B4
#? []
15440 play W A3
#? []
15441 play B A2
#? []
15442 play B A1
#? []
15443 play W D7
#? []
15444 play W C6
#? []
15445 play B G5
#? []
15446 play B G4
#? []
15447 play W B1
#? []
15448 play W C2
#? []
15449 play B D1
#? []
15450 play B C1
#? []
15451 play W E6
#? []
15452 play W F7
#? []
15453 play B F5
#? []
15454 play B E5
#? []
15455 play W A3
#? []
15456 play W A4
#? []
15457 play B D3
#? []
15458 play B E3
#? []
15459 play W A4
#? []
15460 play W B5
#? []
15461 play B C3
#? []
15462 play B D3
#? []
15463 play W C6
#? []
15464 play W B5
#? []
15465 play B E5
#? []
15466 play B E4
#? []
15467 play W B5
#? []
15468 play W B4
#? []
15469 play B F3
#? []
15470 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
15471 gogui-rules_board_size
#? [7 7 hex]
15472 gogui-rules_captured_count
#? [2 4]
15473 gogui-rules_side_to_move
#? [black]
play B F3
# error: illegal move: F3 cannot follow F3, the move begun \(gogui-rules_legal_moves\)
15474 clear_board
#? []
15475 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
15476 gogui-rules_board_size
#? [7 7 hex]
15477 gogui-rules_captured_count
#? [0 0]
15478 gogui-rules_side_to_move
#? [black]
15551 clear_board
#? []
15552 play B E2
#? []
15553 play B E3
#? []
15554 play W E7
#? []
15555 play W D7
#? []
15556 play B B1
#? []
15557 play B A1
#? []
15558 play W PASS
#? []
15559 play B F4
#? []
15560 play B G4
#? []
15561 play W C2
#? []
15562 play W D2
#? []
15563 play B C1
#? []
15564 play B B1
#? []
15565 play W E4
#? []
15566 play W D4
#? []
15567 play B E3
#? []
15568 play B D2
#? []
15569 play W B3
#? []
15570 play W C3
#? []
15571 play B D4
#? []
15572 play B D3
#? []
15573 play W D5
#? []
15574 play W E5
#? []
15575 play B C4
#? []
15576 play B C5
#? []
15577 play W B2
#? []
15578 play W A1
#? []
15579 play B G7
#? []
15580 play B F7
#? []
15581 play W C5
#? []
15582 play W D6
#? []
15583 play B A4
#? []
15584 play B B5
#? []
15585 play W D6
#? []
15586 play W E7
#? []
15587 play B A1
#? []
15588 play B B1
#? []
15589 play W G4
#? []
15590 play W F3
#? []
15591 play B F6
#? []
15592 play B G6
#? []
15593 play W B4
#? []
15594 play W A3
#? []
15595 play B A2
#? []
15596 play B A1
#? []
15597 play W D7
#? []
15598 play W C6
#? []
15599 play B G5
#? []
15600 play B G4
#? []
15601 play W B1
#? []
15602 play W C2
#? []
15603 play B D1
#? []
15604 play B C1
#? []
15605 play W E6
#? []
15606 play W F7
#? []
15607 play B F5
#? []
15608 play B E5
#? []
15609 play W A3
#? []
15610 play W A4
#? []
15611 play B D3
#? []
15612 play B E3
#? []
15613 play W A4
#? []
15614 play W B5
#? []
15615 play B C3
#? []
15616 play B D3
#? []
15617 play W C6
#? []
15618 play W B5
#? []
15619 play B E5
#? []
15620 play B E4
#? []
15621 play W B5
#? []
15622 play W B4
#? []
15623 play B F3
#? []
15624 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
15625 gogui-rules_board_size
#? [7 7 hex]
15626 gogui-rules_captured_count
#? [2 4]
15627 gogui-rules_side_to_move
#? [black]
15628 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nLABEL G4 NE F4 NW E3 W E2 SW\nCOLOR red F3\nTEXT black's piece on F3: click the neighbouring cell its wall faces \(marked\)]
15629 gogui-rules_legal_moves
#? [G4 F4 E3 E2]
15637 clear_board
#? []
15638 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
15639 gogui-rules_board_size
#? [7 7 hex]
15640 gogui-rules_captured_count
#? [0 0]
15641 gogui-rules_side_to_move
#? [black]
15714 clear_board
#? []
15715 play B E2
#? []
15716 play B E3
#? []
15717 play W E7
#? []
15718 play W D7
#? []
15719 play B B1
#? []
15720 play B A1
#? []
15721 play W PASS
#? []
15722 play B F4
#? []
15723 play B G4
#? []
15724 play W C2
#? []
15725 play W D2
#? []
15726 play B C1
#? []
15727 play B B1
#? []
15728 play W E4
#? []
15729 play W D4
#? []
15730 play B E3
#? []
15731 play B D2
#? []
15732 play W B3
#? []
15733 play W C3
#? []
15734 play B D4
#? []
15735 play B D3
#? []
15736 play W D5
#? []
15737 play W E5
#? []
15738 play B C4
#? []
15739 play B C5
#? []
15740 play W B2
#? []
15741 play W A1
#? []
15742 play B G7
#? []
15743 play B F7
#? []
15744 play W C5
#? []
15745 play W D6
#? []
15746 play B A4
#? []
15747 play B B5
#? []
15748 play W D6
#? []
15749 play W E7
#? []
15750 play B A1
#? []
15751 play B B1
#? []
15752 play W G4
#? []
15753 play W F3
#? []
15754 play B F6
#? []
15755 play B G6
#? []
15756 play W B4
#? []
15757 play W A3
#? []
15758 play B A2
#? []
15759 play B A1
#? []
15760 play W D7
#? []
15761 play W C6
#? []
15762 play B G5
#? []
15763 play B G4
#? []
15764 play W B1
#? []
15765 play W C2
#? []
15766 play B D1
#? []
15767 play B C1
#? []
15768 play W E6
#? []
15769 play W F7
#? []
15770 play B F5
#? []
15771 play B E5
#? []
15772 play W A3
#? []
15773 play W A4
#? []
15774 play B D3
#? []
15775 play B E3
#? []
15776 play W A4
#? []
15777 play W B5
#? []
15778 play B C3
#? []
15779 play B D3
#? []
15780 play W C6
#? []
15781 play W B5
#? []
15782 play B E5
#? []
15783 play B E4
#? []
15784 play W B5
#? []
15785 play W B4
#? []
15786 play B F3
#? []
15787 play B F4
#? []
15788 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
15789 gogui-rules_board_size
#? [7 7 hex]
15790 gogui-rules_captured_count
#? [2 4]
15791 gogui-rules_side_to_move
#? [white]
play B F4
# error: illegal move: it is not black's turn
15792 clear_board
#? []
15793 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
15794 gogui-rules_board_size
#? [7 7 hex]
15795 gogui-rules_captured_count
#? [0 0]
15796 gogui-rules_side_to_move
#? [black]
15870 clear_board
#? []
15871 play B E2
#? []
15872 play B E3
#? []
15873 play W E7
#? []
15874 play W D7
#? []
15875 play B B1
#? []
15876 play B A1
#? []
15877 play W PASS
#? []
15878 play B F4
#? []
15879 play B G4
#? []
15880 play W C2
#? []
15881 play W D2
#? []
15882 play B C1
#? []
15883 play B B1
#? []
15884 play W E4
#? []
15885 play W D4
#? []
15886 play B E3
#? []
15887 play B D2
#? []
15888 play W B3
#? []
15889 play W C3
#? []
15890 play B D4
#? []
15891 play B D3
#? []
15892 play W D5
#? []
15893 play W E5
#? []
15894 play B C4
#? []
15895 play B C5
#? []
15896 play W B2
#? []
15897 play W A1
#? []
15898 play B G7
#? []
15899 play B F7
#? []
15900 play W C5
#? []
15901 play W D6
#? []
15902 play B A4
#? []
15903 play B B5
#? []
15904 play W D6
#? []
15905 play W E7
#? []
15906 play B A1
#? []
15907 play B B1
#? []
15908 play W G4
#? []
15909 play W F3
#? []
15910 play B F6
#? []
15911 play B G6
#? []
15912 play W B4
#? []
15913 play W A3
#? []
15914 play B A2
#? []
15915 play B A1
#? []
15916 play W D7
#? []
15917 play W C6
#? []
15918 play B G5
#? []
15919 play B G4
#? []
15920 play W B1
#? []
15921 play W C2
#? []
15922 play B D1
#? []
15923 play B C1
#? []
15924 play W E6
#? []
15925 play W F7
#? []
15926 play B F5
#? []
15927 play B E5
#? []
15928 play W A3
#? []
15929 play W A4
#? []
15930 play B D3
#? []
15931 play B E3
#? []
15932 play W A4
#? []
15933 play W B5
#? []
15934 play B C3
#? []
15935 play B D3
#? []
15936 play W C6
#? []
15937 play W B5
#? []
15938 play B E5
#? []
15939 play B E4
#? []
15940 play W B5
#? []
15941 play W B4
#? []
15942 play B F3
#? []
15943 play B F4
#? []
15944 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\n\. O O \. X \? \?\n\. O X X \? \? \?]
15945 gogui-rules_board_size
#? [7 7 hex]
15946 gogui-rules_captured_count
#? [2 4]
15947 gogui-rules_side_to_move
#? [white]
15948 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nCOLOR red F3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
15949 gogui-rules_legal_moves
#? [A1 A2 PASS]
15960 clear_board
#? []
15961 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
15962 gogui-rules_board_size
#? [7 7 hex]
15963 gogui-rules_captured_count
#? [0 0]
15964 gogui-rules_side_to_move
#? [black]
16038 clear_board
#? []
16039 play B E2
#? []
16040 play B E3
#? []
16041 play W E7
#? []
16042 play W D7
#? []
16043 play B B1
#? []
16044 play B A1
#? []
16045 play W PASS
#? []
16046 play B F4
#? []
16047 play B G4
#? []
16048 play W C2
#? []
16049 play W D2
#? []
16050 play B C1
#? []
16051 play B B1
#? []
16052 play W E4
#? []
16053 play W D4
#? []
16054 play B E3
#? []
16055 play B D2
#? []
16056 play W B3
#? []
16057 play W C3
#? []
16058 play B D4
#? []
16059 play B D3
#? []
16060 play W D5
#? []
16061 play W E5
#? []
16062 play B C4
#? []
16063 play B C5
#? []
16064 play W B2
#? []
16065 play W A1
#? []
16066 play B G7
#? []
16067 play B F7
#? []
16068 play W C5
#? []
16069 play W D6
#? []
16070 play B A4
#? []
16071 play B B5
#? []
16072 play W D6
#? []
16073 play W E7
#? []
16074 play B A1
#? []
16075 play B B1
#? []
16076 play W G4
#? []
16077 play W F3
#? []
16078 play B F6
#? []
16079 play B G6
#? []
16080 play W B4
#? []
16081 play W A3
#? []
16082 play B A2
#? []
16083 play B A1
#? []
16084 play W D7
#? []
16085 play W C6
#? []
16086 play B G5
#? []
16087 play B G4
#? []
16088 play W B1
#? []
16089 play W C2
#? []
16090 play B D1
#? []
16091 play B C1
#? []
16092 play W E6
#? []
16093 play W F7
#? []
16094 play B F5
#? []
16095 play B E5
#? []
16096 play W A3
#? []
16097 play W A4
#? []
16098 play B D3
#? []
16099 play B E3
#? []
16100 play W A4
#? []
16101 play W B5
#? []
16102 play B C3
#? []
16103 play B D3
#? []
16104 play W C6
#? []
16105 play W B5
#? []
16106 play B E5
#? []
16107 play B E4
#? []
16108 play W B5
#? []
16109 play W B4
#? []
16110 play B F3
#? []
16111 play B F4
#? []
16112 play W A2
#? []
16113 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
16114 gogui-rules_board_size
#? [7 7 hex]
16115 gogui-rules_captured_count
#? [2 4]
16116 gogui-rules_side_to_move
#? [white]
16117 clear_board
#? []
16118 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
16119 gogui-rules_board_size
#? [7 7 hex]
16120 gogui-rules_captured_count
#? [0 0]
16121 gogui-rules_side_to_move
#? [black]
16196 clear_board
#? []
16197 play B E2
#? []
16198 play B E3
#? []
16199 play W E7
#? []
16200 play W D7
#? []
16201 play B B1
#? []
16202 play B A1
#? []
16203 play W PASS
#? []
16204 play B F4
#? []
16205 play B G4
#? []
16206 play W C2
#? []
16207 play W D2
#? []
16208 play B C1
#? []
16209 play B B1
#? []
16210 play W E4
#? []
16211 play W D4
#? []
16212 play B E3
#? []
16213 play B D2
#? []
16214 play W B3
#? []
16215 play W C3
#? []
16216 play B D4
#? []
16217 play B D3
#? []
16218 play W D5
#? []
16219 play W E5
#? []
16220 play B C4
#? []
16221 play B C5
#? []
16222 play W B2
#? []
16223 play W A1
#? []
16224 play B G7
#? []
16225 play B F7
#? []
16226 play W C5
#? []
16227 play W D6
#? []
16228 play B A4
#? []
16229 play B B5
#? []
16230 play W D6
#? []
16231 play W E7
#? []
16232 play B A1
#? []
16233 play B B1
#? []
16234 play W G4
#? []
16235 play W F3
#? []
16236 play B F6
#? []
16237 play B G6
#? []
16238 play W B4
#? []
16239 play W A3
#? []
16240 play B A2
#? []
16241 play B A1
#? []
16242 play W D7
#? []
16243 play W C6
#? []
16244 play B G5
#? []
16245 play B G4
#? []
16246 play W B1
#? []
16247 play W C2
#? []
16248 play B D1
#? []
16249 play B C1
#? []
16250 play W E6
#? []
16251 play W F7
#? []
16252 play B F5
#? []
16253 play B E5
#? []
16254 play W A3
#? []
16255 play W A4
#? []
16256 play B D3
#? []
16257 play B E3
#? []
16258 play W A4
#? []
16259 play W B5
#? []
16260 play B C3
#? []
16261 play B D3
#? []
16262 play W C6
#? []
16263 play W B5
#? []
16264 play B E5
#? []
16265 play B E4
#? []
16266 play W B5
#? []
16267 play W B4
#? []
16268 play B F3
#? []
16269 play B F4
#? []
16270 play W A2
#? []
16271 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
16272 gogui-rules_board_size
#? [7 7 hex]
16273 gogui-rules_captured_count
#? [2 4]
16274 gogui-rules_side_to_move
#? [white]
play W A2
# error: illegal move: A2 cannot follow A2, the move begun \(gogui-rules_legal_moves\)
play W A2
# error: illegal move: A2 cannot follow A2, the move begun \(gogui-rules_legal_moves\)
16275 clear_board
#? []
16276 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
16277 gogui-rules_board_size
#? [7 7 hex]
16278 gogui-rules_captured_count
#? [0 0]
16279 gogui-rules_side_to_move
#? [black]
16354 clear_board
#? []
16355 play B E2
#? []
16356 play B E3
#? []
16357 play W E7
#? []
16358 play W D7
#? []
16359 play B B1
#? []
16360 play B A1
#? []
16361 play W PASS
#? []
16362 play B F4
#? []
16363 play B G4
#? []
16364 play W C2
#? []
16365 play W D2
#? []
16366 play B C1
#? []
16367 play B B1
#? []
16368 play W E4
#? []
16369 play W D4
#? []
16370 play B E3
#? []
16371 play B D2
#? []
16372 play W B3
#? []
16373 play W C3
#? []
16374 play B D4
#? []
16375 play B D3
#? []
16376 play W D5
#? []
16377 play W E5
#? []
16378 play B C4
#? []
16379 play B C5
#? []
16380 play W B2
#? []
16381 play W A1
#? []
16382 play B G7
#? []
16383 play B F7
#? []
16384 play W C5
#? []
16385 play W D6
#? []
16386 play B A4
#? []
16387 play B B5
#? []
16388 play W D6
#? []
16389 play W E7
#? []
16390 play B A1
#? []
16391 play B B1
#? []
16392 play W G4
#? []
16393 play W F3
#? []
16394 play B F6
#? []
16395 play B G6
#? []
16396 play W B4
#? []
16397 play W A3
#? []
16398 play B A2
#? []
16399 play B A1
#? []
16400 play W D7
#? []
16401 play W C6
#? []
16402 play B G5
#? []
16403 play B G4
#? []
16404 play W B1
#? []
16405 play W C2
#? []
16406 play B D1
#? []
16407 play B C1
#? []
16408 play W E6
#? []
16409 play W F7
#? []
16410 play B F5
#? []
16411 play B E5
#? []
16412 play W A3
#? []
16413 play W A4
#? []
16414 play B D3
#? []
16415 play B E3
#? []
16416 play W A4
#? []
16417 play W B5
#? []
16418 play B C3
#? []
16419 play B D3
#? []
16420 play W C6
#? []
16421 play W B5
#? []
16422 play B E5
#? []
16423 play B E4
#? []
16424 play W B5
#? []
16425 play W B4
#? []
16426 play B F3
#? []
16427 play B F4
#? []
16428 play W A2
#? []
16429 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
16430 gogui-rules_board_size
#? [7 7 hex]
16431 gogui-rules_captured_count
#? [2 4]
16432 gogui-rules_side_to_move
#? [white]
16433 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G7 W B1 NE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nLABEL B2 E B3 NE A3 NW A1 SE\nCOLOR red A2\nTEXT white's piece on A2: click the neighbouring cell its wall faces \(marked\)]
16434 gogui-rules_legal_moves
#? [B2 B3 A3 A1]
16445 clear_board
#? []
16446 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
16447 gogui-rules_board_size
#? [7 7 hex]
16448 gogui-rules_captured_count
#? [0 0]
16449 gogui-rules_side_to_move
#? [black]
16524 clear_board
#? []
16525 play B E2
#? []
16526 play B E3
#? []
16527 play W E7
#? []
16528 play W D7
#? []
16529 play B B1
#? []
16530 play B A1
#? []
16531 play W PASS
#? []
16532 play B F4
#? []
16533 play B G4
#? []
16534 play W C2
#? []
16535 play W D2
#? []
16536 play B C1
#? []
16537 play B B1
#? []
16538 play W E4
#? []
16539 play W D4
#? []
16540 play B E3
#? []
16541 play B D2
#? []
16542 play W B3
#? []
16543 play W C3
#? []
16544 play B D4
#? []
16545 play B D3
#? []
16546 play W D5
#? []
16547 play W E5
#? []
16548 play B C4
#? []
16549 play B C5
#? []
16550 play W B2
#? []
16551 play W A1
#? []
16552 play B G7
#? []
16553 play B F7
#? []
16554 play W C5
#? []
16555 play W D6
#? []
16556 play B A4
#? []
16557 play B B5
#? []
16558 play W D6
#? []
16559 play W E7
#? []
16560 play B A1
#? []
16561 play B B1
#? []
16562 play W G4
#? []
16563 play W F3
#? []
16564 play B F6
#? []
16565 play B G6
#? []
16566 play W B4
#? []
16567 play W A3
#? []
16568 play B A2
#? []
16569 play B A1
#? []
16570 play W D7
#? []
16571 play W C6
#? []
16572 play B G5
#? []
16573 play B G4
#? []
16574 play W B1
#? []
16575 play W C2
#? []
16576 play B D1
#? []
16577 play B C1
#? []
16578 play W E6
#? []
16579 play W F7
#? []
16580 play B F5
#? []
16581 play B E5
#? []
16582 play W A3
#? []
16583 play W A4
#? []
16584 play B D3
#? []
16585 play B E3
#? []
16586 play W A4
#? []
16587 play W B5
#? []
16588 play B C3
#? []
16589 play B D3
#? []
16590 play W C6
#? []
16591 play W B5
#? []
16592 play B E5
#? []
16593 play B E4
#? []
16594 play W B5
#? []
16595 play W B4
#? []
16596 play B F3
#? []
16597 play B F4
#? []
16598 play W A2
#? []
16599 play W A1
#? []
16600 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
16601 gogui-rules_board_size
#? [7 7 hex]
16602 gogui-rules_captured_count
#? [2 4]
16603 gogui-rules_side_to_move
#? [black]
16604 clear_board
#? []
16605 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
16606 gogui-rules_board_size
#? [7 7 hex]
16607 gogui-rules_captured_count
#? [0 0]
16608 gogui-rules_side_to_move
#? [black]
16684 clear_board
#? []
16685 play B E2
#? []
16686 play B E3
#? []
16687 play W E7
#? []
16688 play W D7
#? []
16689 play B B1
#? []
16690 play B A1
#? []
16691 play W PASS
#? []
16692 play B F4
#? []
16693 play B G4
#? []
16694 play W C2
#? []
16695 play W D2
#? []
16696 play B C1
#? []
16697 play B B1
#? []
16698 play W E4
#? []
16699 play W D4
#? []
16700 play B E3
#? []
16701 play B D2
#? []
16702 play W B3
#? []
16703 play W C3
#? []
16704 play B D4
#? []
16705 play B D3
#? []
16706 play W D5
#? []
16707 play W E5
#? []
16708 play B C4
#? []
16709 play B C5
#? []
16710 play W B2
#? []
16711 play W A1
#? []
16712 play B G7
#? []
16713 play B F7
#? []
16714 play W C5
#? []
16715 play W D6
#? []
16716 play B A4
#? []
16717 play B B5
#? []
16718 play W D6
#? []
16719 play W E7
#? []
16720 play B A1
#? []
16721 play B B1
#? []
16722 play W G4
#? []
16723 play W F3
#? []
16724 play B F6
#? []
16725 play B G6
#? []
16726 play W B4
#? []
16727 play W A3
#? []
16728 play B A2
#? []
16729 play B A1
#? []
16730 play W D7
#? []
16731 play W C6
#? []
16732 play B G5
#? []
16733 play B G4
#? []
16734 play W B1
#? []
16735 play W C2
#? []
16736 play B D1
#? []
16737 play B C1
#? []
16738 play W E6
#? []
16739 play W F7
#? []
16740 play B F5
#? []
16741 play B E5
#? []
16742 play W A3
#? []
16743 play W A4
#? []
16744 play B D3
#? []
16745 play B E3
#? []
16746 play W A4
#? []
16747 play W B5
#? []
16748 play B C3
#? []
16749 play B D3
#? []
16750 play W C6
#? []
16751 play W B5
#? []
16752 play B E5
#? []
16753 play B E4
#? []
16754 play W B5
#? []
16755 play W B4
#? []
16756 play B F3
#? []
16757 play B F4
#? []
16758 play W A2
#? []
16759 play W A1
#? []
16760 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
16761 gogui-rules_board_size
#? [7 7 hex]
16762 gogui-rules_captured_count
#? [2 4]
16763 gogui-rules_side_to_move
#? [black]
play W A1
# error: illegal move: it is not white's turn
play W A1
# error: illegal move: it is not white's turn
16764 clear_board
#? []
16765 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
16766 gogui-rules_board_size
#? [7 7 hex]
16767 gogui-rules_captured_count
#? [0 0]
16768 gogui-rules_side_to_move
#? [black]
16844 clear_board
#? []
16845 play B E2
#? []
16846 play B E3
#? []
16847 play W E7
#? []
16848 play W D7
#? []
16849 play B B1
#? []
16850 play B A1
#? []
16851 play W PASS
#? []
16852 play B F4
#? []
16853 play B G4
#? []
16854 play W C2
#? []
16855 play W D2
#? []
16856 play B C1
#? []
16857 play B B1
#? []
16858 play W E4
#? []
16859 play W D4
#? []
16860 play B E3
#? []
16861 play B D2
#? []
16862 play W B3
#? []
16863 play W C3
#? []
16864 play B D4
#? []
16865 play B D3
#? []
16866 play W D5
#? []
16867 play W E5
#? []
16868 play B C4
#? []
16869 play B C5
#? []
16870 play W B2
#? []
16871 play W A1
#? []
16872 play B G7
#? []
16873 play B F7
#? []
16874 play W C5
#? []
16875 play W D6
#? []
16876 play B A4
#? []
16877 play B B5
#? []
16878 play W D6
#? []
16879 play W E7
#? []
16880 play B A1
#? []
16881 play B B1
#? []
16882 play W G4
#? []
16883 play W F3
#? []
16884 play B F6
#? []
16885 play B G6
#? []
16886 play W B4
#? []
16887 play W A3
#? []
16888 play B A2
#? []
16889 play B A1
#? []
16890 play W D7
#? []
16891 play W C6
#? []
16892 play B G5
#? []
16893 play B G4
#? []
16894 play W B1
#? []
16895 play W C2
#? []
16896 play B D1
#? []
16897 play B C1
#? []
16898 play W E6
#? []
16899 play W F7
#? []
16900 play B F5
#? []
16901 play B E5
#? []
16902 play W A3
#? []
16903 play W A4
#? []
16904 play B D3
#? []
16905 play B E3
#? []
16906 play W A4
#? []
16907 play W B5
#? []
16908 play B C3
#? []
16909 play B D3
#? []
16910 play W C6
#? []
16911 play W B5
#? []
16912 play B E5
#? []
16913 play B E4
#? []
16914 play W B5
#? []
16915 play W B4
#? []
16916 play B F3
#? []
16917 play B F4
#? []
16918 play W A2
#? []
16919 play W A1
#? []
16920 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X \.\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
16921 gogui-rules_board_size
#? [7 7 hex]
16922 gogui-rules_captured_count
#? [2 4]
16923 gogui-rules_side_to_move
#? [black]
16924 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nCOLOR red A2\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
16925 gogui-rules_legal_moves
#? [D2 E4 G6 PASS]
16933 clear_board
#? []
16934 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
16935 gogui-rules_board_size
#? [7 7 hex]
16936 gogui-rules_captured_count
#? [0 0]
16937 gogui-rules_side_to_move
#? [black]
17013 clear_board
#? []
17014 play B E2
#? []
17015 play B E3
#? []
17016 play W E7
#? []
17017 play W D7
#? []
17018 play B B1
#? []
17019 play B A1
#? []
17020 play W PASS
#? []
17021 play B F4
#? []
17022 play B G4
#? []
17023 play W C2
#? []
17024 play W D2
#? []
17025 play B C1
#? []
17026 play B B1
#? []
17027 play W E4
#? []
17028 play W D4
#? []
17029 play B E3
#? []
17030 play B D2
#? []
17031 play W B3
#? []
17032 play W C3
#? []
17033 play B D4
#? []
17034 play B D3
#? []
17035 play W D5
#? []
17036 play W E5
#? []
17037 play B C4
#? []
17038 play B C5
#? []
17039 play W B2
#? []
17040 play W A1
#? []
17041 play B G7
#? []
17042 play B F7
#? []
17043 play W C5
#? []
17044 play W D6
#? []
17045 play B A4
#? []
17046 play B B5
#? []
17047 play W D6
#? []
17048 play W E7
#? []
17049 play B A1
#? []
17050 play B B1
#? []
17051 play W G4
#? []
17052 play W F3
#? []
17053 play B F6
#? []
17054 play B G6
#? []
17055 play W B4
#? []
17056 play W A3
#? []
17057 play B A2
#? []
17058 play B A1
#? []
17059 play W D7
#? []
17060 play W C6
#? []
17061 play B G5
#? []
17062 play B G4
#? []
17063 play W B1
#? []
17064 play W C2
#? []
17065 play B D1
#? []
17066 play B C1
#? []
17067 play W E6
#? []
17068 play W F7
#? []
17069 play B F5
#? []
17070 play B E5
#? []
17071 play W A3
#? []
17072 play W A4
#? []
17073 play B D3
#? []
17074 play B E3
#? []
17075 play W A4
#? []
17076 play W B5
#? []
17077 play B C3
#? []
17078 play B D3
#? []
17079 play W C6
#? []
17080 play W B5
#? []
17081 play B E5
#? []
17082 play B E4
#? []
17083 play W B5
#? []
17084 play W B4
#? []
17085 play B F3
#? []
17086 play B F4
#? []
17087 play W A2
#? []
17088 play W A1
#? []
17089 play B G6
#? []
17090 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
17091 gogui-rules_board_size
#? [7 7 hex]
17092 gogui-rules_captured_count
#? [2 4]
17093 gogui-rules_side_to_move
#? [black]
play B G6
# error: illegal move: G6 cannot follow G6, the move begun \(gogui-rules_legal_moves\)
17094 clear_board
#? []
17095 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
17096 gogui-rules_board_size
#? [7 7 hex]
17097 gogui-rules_captured_count
#? [0 0]
17098 gogui-rules_side_to_move
#? [black]
17175 clear_board
#? []
17176 play B E2
#? []
17177 play B E3
#? []
17178 play W E7
#? []
17179 play W D7
#? []
17180 play B B1
#? []
17181 play B A1
#? []
17182 play W PASS
#? []
17183 play B F4
#? []
17184 play B G4
#? []
17185 play W C2
#? []
17186 play W D2
#? []
17187 play B C1
#? []
17188 play B B1
#? []
17189 play W E4
#? []
17190 play W D4
#? []
17191 play B E3
#? []
17192 play B D2
#? []
17193 play W B3
#? []
17194 play W C3
#? []
17195 play B D4
#? []
17196 play B D3
#? []
17197 play W D5
#? []
17198 play W E5
#? []
17199 play B C4
#? []
17200 play B C5
#? []
17201 play W B2
#? []
17202 play W A1
#? []
17203 play B G7
#? []
17204 play B F7
#? []
17205 play W C5
#? []
17206 play W D6
#? []
17207 play B A4
#? []
17208 play B B5
#? []
17209 play W D6
#? []
17210 play W E7
#? []
17211 play B A1
#? []
17212 play B B1
#? []
17213 play W G4
#? []
17214 play W F3
#? []
17215 play B F6
#? []
17216 play B G6
#? []
17217 play W B4
#? []
17218 play W A3
#? []
17219 play B A2
#? []
17220 play B A1
#? []
17221 play W D7
#? []
17222 play W C6
#? []
17223 play B G5
#? []
17224 play B G4
#? []
17225 play W B1
#? []
17226 play W C2
#? []
17227 play B D1
#? []
17228 play B C1
#? []
17229 play W E6
#? []
17230 play W F7
#? []
17231 play B F5
#? []
17232 play B E5
#? []
17233 play W A3
#? []
17234 play W A4
#? []
17235 play B D3
#? []
17236 play B E3
#? []
17237 play W A4
#? []
17238 play W B5
#? []
17239 play B C3
#? []
17240 play B D3
#? []
17241 play W C6
#? []
17242 play W B5
#? []
17243 play B E5
#? []
17244 play B E4
#? []
17245 play W B5
#? []
17246 play W B4
#? []
17247 play B F3
#? []
17248 play B F4
#? []
17249 play W A2
#? []
17250 play W A1
#? []
17251 play B G6
#? []
17252 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
17253 gogui-rules_board_size
#? [7 7 hex]
17254 gogui-rules_captured_count
#? [2 4]
17255 gogui-rules_side_to_move
#? [black]
17256 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nLABEL G7 NW F5 SW G5 SE\nCOLOR red G6\nTEXT black's piece on G6: click the neighbouring cell its wall faces \(marked\)]
17257 gogui-rules_legal_moves
#? [G7 F5 G5]
17265 clear_board
#? []
17266 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
17267 gogui-rules_board_size
#? [7 7 hex]
17268 gogui-rules_captured_count
#? [0 0]
17269 gogui-rules_side_to_move
#? [black]
17346 clear_board
#? []
17347 play B E2
#? []
17348 play B E3
#? []
17349 play W E7
#? []
17350 play W D7
#? []
17351 play B B1
#? []
17352 play B A1
#? []
17353 play W PASS
#? []
17354 play B F4
#? []
17355 play B G4
#? []
17356 play W C2
#? []
17357 play W D2
#? []
17358 play B C1
#? []
17359 play B B1
#? []
17360 play W E4
#? []
17361 play W D4
#? []
17362 play B E3
#? []
17363 play B D2
#? []
17364 play W B3
#? []
17365 play W C3
#? []
17366 play B D4
#? []
17367 play B D3
#? []
17368 play W D5
#? []
17369 play W E5
#? []
17370 play B C4
#? []
17371 play B C5
#? []
17372 play W B2
#? []
17373 play W A1
#? []
17374 play B G7
#? []
17375 play B F7
#? []
17376 play W C5
#? []
17377 play W D6
#? []
17378 play B A4
#? []
17379 play B B5
#? []
17380 play W D6
#? []
17381 play W E7
#? []
17382 play B A1
#? []
17383 play B B1
#? []
17384 play W G4
#? []
17385 play W F3
#? []
17386 play B F6
#? []
17387 play B G6
#? []
17388 play W B4
#? []
17389 play W A3
#? []
17390 play B A2
#? []
17391 play B A1
#? []
17392 play W D7
#? []
17393 play W C6
#? []
17394 play B G5
#? []
17395 play B G4
#? []
17396 play W B1
#? []
17397 play W C2
#? []
17398 play B D1
#? []
17399 play B C1
#? []
17400 play W E6
#? []
17401 play W F7
#? []
17402 play B F5
#? []
17403 play B E5
#? []
17404 play W A3
#? []
17405 play W A4
#? []
17406 play B D3
#? []
17407 play B E3
#? []
17408 play W A4
#? []
17409 play W B5
#? []
17410 play B C3
#? []
17411 play B D3
#? []
17412 play W C6
#? []
17413 play W B5
#? []
17414 play B E5
#? []
17415 play B E4
#? []
17416 play W B5
#? []
17417 play W B4
#? []
17418 play B F3
#? []
17419 play B F4
#? []
17420 play W A2
#? []
17421 play W A1
#? []
17422 play B G6
#? []
17423 play B F5
#? []
17424 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
17425 gogui-rules_board_size
#? [7 7 hex]
17426 gogui-rules_captured_count
#? [2 4]
17427 gogui-rules_side_to_move
#? [white]
play B F5
# error: illegal move: it is not black's turn
17428 clear_board
#? []
17429 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
17430 gogui-rules_board_size
#? [7 7 hex]
17431 gogui-rules_captured_count
#? [0 0]
17432 gogui-rules_side_to_move
#? [black]
17510 clear_board
#? []
17511 play B E2
#? []
17512 play B E3
#? []
17513 play W E7
#? []
17514 play W D7
#? []
17515 play B B1
#? []
17516 play B A1
#? []
17517 play W PASS
#? []
17518 play B F4
#? []
17519 play B G4
#? []
17520 play W C2
#? []
17521 play W D2
#? []
17522 play B C1
#? []
17523 play B B1
#? []
17524 play W E4
#? []
17525 play W D4
#? []
17526 play B E3
#? []
17527 play B D2
#? []
17528 play W B3
#? []
17529 play W C3
#? []
17530 play B D4
#? []
17531 play B D3
#? []
17532 play W D5
#? []
17533 play W E5
#? []
17534 play B C4
#? []
17535 play B C5
#? []
17536 play W B2
#? []
17537 play W A1
#? []
17538 play B G7
#? []
17539 play B F7
#? []
17540 play W C5
#? []
17541 play W D6
#? []
17542 play B A4
#? []
17543 play B B5
#? []
17544 play W D6
#? []
17545 play W E7
#? []
17546 play B A1
#? []
17547 play B B1
#? []
17548 play W G4
#? []
17549 play W F3
#? []
17550 play B F6
#? []
17551 play B G6
#? []
17552 play W B4
#? []
17553 play W A3
#? []
17554 play B A2
#? []
17555 play B A1
#? []
17556 play W D7
#? []
17557 play W C6
#? []
17558 play B G5
#? []
17559 play B G4
#? []
17560 play W B1
#? []
17561 play W C2
#? []
17562 play B D1
#? []
17563 play B C1
#? []
17564 play W E6
#? []
17565 play W F7
#? []
17566 play B F5
#? []
17567 play B E5
#? []
17568 play W A3
#? []
17569 play W A4
#? []
17570 play B D3
#? []
17571 play B E3
#? []
17572 play W A4
#? []
17573 play W B5
#? []
17574 play B C3
#? []
17575 play B D3
#? []
17576 play W C6
#? []
17577 play W B5
#? []
17578 play B E5
#? []
17579 play B E4
#? []
17580 play W B5
#? []
17581 play W B4
#? []
17582 play B F3
#? []
17583 play B F4
#? []
17584 play W A2
#? []
17585 play W A1
#? []
17586 play B G6
#? []
17587 play B F5
#? []
17588 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
17589 gogui-rules_board_size
#? [7 7 hex]
17590 gogui-rules_captured_count
#? [2 4]
17591 gogui-rules_side_to_move
#? [white]
17592 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G6 SW G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nCOLOR red G6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
17593 gogui-rules_legal_moves
#? [PASS]
17604 clear_board
#? []
17605 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
17606 gogui-rules_board_size
#? [7 7 hex]
17607 gogui-rules_captured_count
#? [0 0]
17608 gogui-rules_side_to_move
#? [black]
17686 clear_board
#? []
17687 play B E2
#? []
17688 play B E3
#? []
17689 play W E7
#? []
17690 play W D7
#? []
17691 play B B1
#? []
17692 play B A1
#? []
17693 play W PASS
#? []
17694 play B F4
#? []
17695 play B G4
#? []
17696 play W C2
#? []
17697 play W D2
#? []
17698 play B C1
#? []
17699 play B B1
#? []
17700 play W E4
#? []
17701 play W D4
#? []
17702 play B E3
#? []
17703 play B D2
#? []
17704 play W B3
#? []
17705 play W C3
#? []
17706 play B D4
#? []
17707 play B D3
#? []
17708 play W D5
#? []
17709 play W E5
#? []
17710 play B C4
#? []
17711 play B C5
#? []
17712 play W B2
#? []
17713 play W A1
#? []
17714 play B G7
#? []
17715 play B F7
#? []
17716 play W C5
#? []
17717 play W D6
#? []
17718 play B A4
#? []
17719 play B B5
#? []
17720 play W D6
#? []
17721 play W E7
#? []
17722 play B A1
#? []
17723 play B B1
#? []
17724 play W G4
#? []
17725 play W F3
#? []
17726 play B F6
#? []
17727 play B G6
#? []
17728 play W B4
#? []
17729 play W A3
#? []
17730 play B A2
#? []
17731 play B A1
#? []
17732 play W D7
#? []
17733 play W C6
#? []
17734 play B G5
#? []
17735 play B G4
#? []
17736 play W B1
#? []
17737 play W C2
#? []
17738 play B D1
#? []
17739 play B C1
#? []
17740 play W E6
#? []
17741 play W F7
#? []
17742 play B F5
#? []
17743 play B E5
#? []
17744 play W A3
#? []
17745 play W A4
#? []
17746 play B D3
#? []
17747 play B E3
#? []
17748 play W A4
#? []
17749 play W B5
#? []
17750 play B C3
#? []
17751 play B D3
#? []
17752 play W C6
#? []
17753 play W B5
#? []
17754 play B E5
#? []
17755 play B E4
#? []
17756 play W B5
#? []
17757 play W B4
#? []
17758 play B F3
#? []
17759 play B F4
#? []
17760 play W A2
#? []
17761 play W A1
#? []
17762 play B G6
#? []
17763 play B F5
#? []
17764 play W PASS
#? []
17765 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
17766 gogui-rules_board_size
#? [7 7 hex]
17767 gogui-rules_captured_count
#? [2 4]
17768 gogui-rules_side_to_move
#? [black]
17769 clear_board
#? []
17770 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
17771 gogui-rules_board_size
#? [7 7 hex]
17772 gogui-rules_captured_count
#? [0 0]
17773 gogui-rules_side_to_move
#? [black]
17852 clear_board
#? []
17853 play B E2
#? []
17854 play B E3
#? []
17855 play W E7
#? []
17856 play W D7
#? []
17857 play B B1
#? []
17858 play B A1
#? []
17859 play W PASS
#? []
17860 play B F4
#? []
17861 play B G4
#? []
17862 play W C2
#? []
17863 play W D2
#? []
17864 play B C1
#? []
17865 play B B1
#? []
17866 play W E4
#? []
17867 play W D4
#? []
17868 play B E3
#? []
17869 play B D2
#? []
17870 play W B3
#? []
17871 play W C3
#? []
17872 play B D4
#? []
17873 play B D3
#? []
17874 play W D5
#? []
17875 play W E5
#? []
17876 play B C4
#? []
17877 play B C5
#? []
17878 play W B2
#? []
17879 play W A1
#? []
17880 play B G7
#? []
17881 play B F7
#? []
17882 play W C5
#? []
17883 play W D6
#? []
17884 play B A4
#? []
17885 play B B5
#? []
17886 play W D6
#? []
17887 play W E7
#? []
17888 play B A1
#? []
17889 play B B1
#? []
17890 play W G4
#? []
17891 play W F3
#? []
17892 play B F6
#? []
17893 play B G6
#? []
17894 play W B4
#? []
17895 play W A3
#? []
17896 play B A2
#? []
17897 play B A1
#? []
17898 play W D7
#? []
17899 play W C6
#? []
17900 play B G5
#? []
17901 play B G4
#? []
17902 play W B1
#? []
17903 play W C2
#? []
17904 play B D1
#? []
17905 play B C1
#? []
17906 play W E6
#? []
17907 play W F7
#? []
17908 play B F5
#? []
17909 play B E5
#? []
17910 play W A3
#? []
17911 play W A4
#? []
17912 play B D3
#? []
17913 play B E3
#? []
17914 play W A4
#? []
17915 play W B5
#? []
17916 play B C3
#? []
17917 play B D3
#? []
17918 play W C6
#? []
17919 play W B5
#? []
17920 play B E5
#? []
17921 play B E4
#? []
17922 play W B5
#? []
17923 play W B4
#? []
17924 play B F3
#? []
17925 play B F4
#? []
17926 play W A2
#? []
17927 play W A1
#? []
17928 play B G6
#? []
17929 play B F5
#? []
17930 play W PASS
#? []
17931 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
17932 gogui-rules_board_size
#? [7 7 hex]
17933 gogui-rules_captured_count
#? [2 4]
17934 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
play W PASS
# error: illegal move: it is not white's turn
17935 clear_board
#? []
17936 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
17937 gogui-rules_board_size
#? [7 7 hex]
17938 gogui-rules_captured_count
#? [0 0]
17939 gogui-rules_side_to_move
#? [black]
18018 clear_board
#? []
18019 play B E2
#? []
18020 play B E3
#? []
18021 play W E7
#? []
18022 play W D7
#? []
18023 play B B1
#? []
18024 play B A1
#? []
18025 play W PASS
#? []
18026 play B F4
#? []
18027 play B G4
#? []
18028 play W C2
#? []
18029 play W D2
#? []
18030 play B C1
#? []
18031 play B B1
#? []
18032 play W E4
#? []
18033 play W D4
#? []
18034 play B E3
#? []
18035 play B D2
#? []
18036 play W B3
#? []
18037 play W C3
#? []
18038 play B D4
#? []
18039 play B D3
#? []
18040 play W D5
#? []
18041 play W E5
#? []
18042 play B C4
#? []
18043 play B C5
#? []
18044 play W B2
#? []
18045 play W A1
#? []
18046 play B G7
#? []
18047 play B F7
#? []
18048 play W C5
#? []
18049 play W D6
#? []
18050 play B A4
#? []
18051 play B B5
#? []
18052 play W D6
#? []
18053 play W E7
#? []
18054 play B A1
#? []
18055 play B B1
#? []
18056 play W G4
#? []
18057 play W F3
#? []
18058 play B F6
#? []
18059 play B G6
#? []
18060 play W B4
#? []
18061 play W A3
#? []
18062 play B A2
#? []
18063 play B A1
#? []
18064 play W D7
#? []
18065 play W C6
#? []
18066 play B G5
#? []
18067 play B G4
#? []
18068 play W B1
#? []
18069 play W C2
#? []
18070 play B D1
#? []
18071 play B C1
#? []
18072 play W E6
#? []
18073 play W F7
#? []
18074 play B F5
#? []
18075 play B E5
#? []
18076 play W A3
#? []
18077 play W A4
#? []
18078 play B D3
#? []
18079 play B E3
#? []
18080 play W A4
#? []
18081 play W B5
#? []
18082 play B C3
#? []
18083 play B D3
#? []
18084 play W C6
#? []
18085 play W B5
#? []
18086 play B E5
#? []
18087 play B E4
#? []
18088 play W B5
#? []
18089 play W B4
#? []
18090 play B F3
#? []
18091 play B F4
#? []
18092 play W A2
#? []
18093 play W A1
#? []
18094 play B G6
#? []
18095 play B F5
#? []
18096 play W PASS
#? []
18097 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X \. X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
18098 gogui-rules_board_size
#? [7 7 hex]
18099 gogui-rules_captured_count
#? [2 4]
18100 gogui-rules_side_to_move
#? [black]
18101 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G6 SW G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
18102 gogui-rules_legal_moves
#? [D2 E4 PASS]
18110 clear_board
#? []
18111 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
18112 gogui-rules_board_size
#? [7 7 hex]
18113 gogui-rules_captured_count
#? [0 0]
18114 gogui-rules_side_to_move
#? [black]
18193 clear_board
#? []
18194 play B E2
#? []
18195 play B E3
#? []
18196 play W E7
#? []
18197 play W D7
#? []
18198 play B B1
#? []
18199 play B A1
#? []
18200 play W PASS
#? []
18201 play B F4
#? []
18202 play B G4
#? []
18203 play W C2
#? []
18204 play W D2
#? []
18205 play B C1
#? []
18206 play B B1
#? []
18207 play W E4
#? []
18208 play W D4
#? []
18209 play B E3
#? []
18210 play B D2
#? []
18211 play W B3
#? []
18212 play W C3
#? []
18213 play B D4
#? []
18214 play B D3
#? []
18215 play W D5
#? []
18216 play W E5
#? []
18217 play B C4
#? []
18218 play B C5
#? []
18219 play W B2
#? []
18220 play W A1
#? []
18221 play B G7
#? []
18222 play B F7
#? []
18223 play W C5
#? []
18224 play W D6
#? []
18225 play B A4
#? []
18226 play B B5
#? []
18227 play W D6
#? []
18228 play W E7
#? []
18229 play B A1
#? []
18230 play B B1
#? []
18231 play W G4
#? []
18232 play W F3
#? []
18233 play B F6
#? []
18234 play B G6
#? []
18235 play W B4
#? []
18236 play W A3
#? []
18237 play B A2
#? []
18238 play B A1
#? []
18239 play W D7
#? []
18240 play W C6
#? []
18241 play B G5
#? []
18242 play B G4
#? []
18243 play W B1
#? []
18244 play W C2
#? []
18245 play B D1
#? []
18246 play B C1
#? []
18247 play W E6
#? []
18248 play W F7
#? []
18249 play B F5
#? []
18250 play B E5
#? []
18251 play W A3
#? []
18252 play W A4
#? []
18253 play B D3
#? []
18254 play B E3
#? []
18255 play W A4
#? []
18256 play W B5
#? []
18257 play B C3
#? []
18258 play B D3
#? []
18259 play W C6
#? []
18260 play W B5
#? []
18261 play B E5
#? []
18262 play B E4
#? []
18263 play W B5
#? []
18264 play W B4
#? []
18265 play B F3
#? []
18266 play B F4
#? []
18267 play W A2
#? []
18268 play W A1
#? []
18269 play B G6
#? []
18270 play B F5
#? []
18271 play W PASS
#? []
18272 play B E4
#? []
18273 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
18274 gogui-rules_board_size
#? [7 7 hex]
18275 gogui-rules_captured_count
#? [2 4]
18276 gogui-rules_side_to_move
#? [black]
play B E4
# error: illegal move: E4 cannot follow E4, the move begun \(gogui-rules_legal_moves\)
18277 clear_board
#? []
18278 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
18279 gogui-rules_board_size
#? [7 7 hex]
18280 gogui-rules_captured_count
#? [0 0]
18281 gogui-rules_side_to_move
#? [black]
18361 clear_board
#? []
18362 play B E2
#? []
18363 play B E3
#? []
18364 play W E7
#? []
18365 play W D7
#? []
18366 play B B1
#? []
18367 play B A1
#? []
18368 play W PASS
#? []
18369 play B F4
#? []
18370 play B G4
#? []
18371 play W C2
#? []
18372 play W D2
#? []
18373 play B C1
#? []
18374 play B B1
#? []
18375 play W E4
#? []
18376 play W D4
#? []
18377 play B E3
#? []
18378 play B D2
#? []
18379 play W B3
#? []
18380 play W C3
#? []
18381 play B D4
#? []
18382 play B D3
#? []
18383 play W D5
#? []
18384 play W E5
#? []
18385 play B C4
#? []
18386 play B C5
#? []
18387 play W B2
#? []
18388 play W A1
#? []
18389 play B G7
#? []
18390 play B F7
#? []
18391 play W C5
#? []
18392 play W D6
#? []
18393 play B A4
#? []
18394 play B B5
#? []
18395 play W D6
#? []
18396 play W E7
#? []
18397 play B A1
#? []
18398 play B B1
#? []
18399 play W G4
#? []
18400 play W F3
#? []
18401 play B F6
#? []
18402 play B G6
#? []
18403 play W B4
#? []
18404 play W A3
#? []
18405 play B A2
#? []
18406 play B A1
#? []
18407 play W D7
#? []
18408 play W C6
#? []
18409 play B G5
#? []
18410 play B G4
#? []
18411 play W B1
#? []
18412 play W C2
#? []
18413 play B D1
#? []
18414 play B C1
#? []
18415 play W E6
#? []
18416 play W F7
#? []
18417 play B F5
#? []
18418 play B E5
#? []
18419 play W A3
#? []
18420 play W A4
#? []
18421 play B D3
#? []
18422 play B E3
#? []
18423 play W A4
#? []
18424 play W B5
#? []
18425 play B C3
#? []
18426 play B D3
#? []
18427 play W C6
#? []
18428 play W B5
#? []
18429 play B E5
#? []
18430 play B E4
#? []
18431 play W B5
#? []
18432 play W B4
#? []
18433 play B F3
#? []
18434 play B F4
#? []
18435 play W A2
#? []
18436 play W A1
#? []
18437 play B G6
#? []
18438 play B F5
#? []
18439 play W PASS
#? []
18440 play B E4
#? []
18441 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
18442 gogui-rules_board_size
#? [7 7 hex]
18443 gogui-rules_captured_count
#? [2 4]
18444 gogui-rules_side_to_move
#? [black]
18445 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE F4 E E5 SE F5 W G5 SE F6 E G6 SW G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nLABEL F4 E F5 NE D4 W D3 SW E3 SE\nCOLOR red E4\nTEXT black's piece on E4: click the neighbouring cell its wall faces \(marked\)]
18446 gogui-rules_legal_moves
#? [F4 F5 D4 D3 E3]
18454 clear_board
#? []
18455 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
18456 gogui-rules_board_size
#? [7 7 hex]
18457 gogui-rules_captured_count
#? [0 0]
18458 gogui-rules_side_to_move
#? [black]
18538 clear_board
#? []
18539 play B E2
#? []
18540 play B E3
#? []
18541 play W E7
#? []
18542 play W D7
#? []
18543 play B B1
#? []
18544 play B A1
#? []
18545 play W PASS
#? []
18546 play B F4
#? []
18547 play B G4
#? []
18548 play W C2
#? []
18549 play W D2
#? []
18550 play B C1
#? []
18551 play B B1
#? []
18552 play W E4
#? []
18553 play W D4
#? []
18554 play B E3
#? []
18555 play B D2
#? []
18556 play W B3
#? []
18557 play W C3
#? []
18558 play B D4
#? []
18559 play B D3
#? []
18560 play W D5
#? []
18561 play W E5
#? []
18562 play B C4
#? []
18563 play B C5
#? []
18564 play W B2
#? []
18565 play W A1
#? []
18566 play B G7
#? []
18567 play B F7
#? []
18568 play W C5
#? []
18569 play W D6
#? []
18570 play B A4
#? []
18571 play B B5
#? []
18572 play W D6
#? []
18573 play W E7
#? []
18574 play B A1
#? []
18575 play B B1
#? []
18576 play W G4
#? []
18577 play W F3
#? []
18578 play B F6
#? []
18579 play B G6
#? []
18580 play W B4
#? []
18581 play W A3
#? []
18582 play B A2
#? []
18583 play B A1
#? []
18584 play W D7
#? []
18585 play W C6
#? []
18586 play B G5
#? []
18587 play B G4
#? []
18588 play W B1
#? []
18589 play W C2
#? []
18590 play B D1
#? []
18591 play B C1
#? []
18592 play W E6
#? []
18593 play W F7
#? []
18594 play B F5
#? []
18595 play B E5
#? []
18596 play W A3
#? []
18597 play W A4
#? []
18598 play B D3
#? []
18599 play B E3
#? []
18600 play W A4
#? []
18601 play W B5
#? []
18602 play B C3
#? []
18603 play B D3
#? []
18604 play W C6
#? []
18605 play W B5
#? []
18606 play B E5
#? []
18607 play B E4
#? []
18608 play W B5
#? []
18609 play W B4
#? []
18610 play B F3
#? []
18611 play B F4
#? []
18612 play W A2
#? []
18613 play W A1
#? []
18614 play B G6
#? []
18615 play B F5
#? []
18616 play W PASS
#? []
18617 play B E4
#? []
18618 play B E3
#? []
18619 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
18620 gogui-rules_board_size
#? [7 7 hex]
18621 gogui-rules_captured_count
#? [2 4]
18622 gogui-rules_side_to_move
#? [white]
play B E3
# error: illegal move: it is not black's turn
18623 clear_board
#? []
18624 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
18625 gogui-rules_board_size
#? [7 7 hex]
18626 gogui-rules_captured_count
#? [0 0]
18627 gogui-rules_side_to_move
#? [black]
18708 clear_board
#? []
18709 play B E2
#? []
18710 play B E3
#? []
18711 play W E7
#? []
18712 play W D7
#? []
18713 play B B1
#? []
18714 play B A1
#? []
18715 play W PASS
#? []
18716 play B F4
#? []
18717 play B G4
#? []
18718 play W C2
#? []
18719 play W D2
#? []
18720 play B C1
#? []
18721 play B B1
#? []
18722 play W E4
#? []
18723 play W D4
#? []
18724 play B E3
#? []
18725 play B D2
#? []
18726 play W B3
#? []
18727 play W C3
#? []
18728 play B D4
#? []
18729 play B D3
#? []
18730 play W D5
#? []
18731 play W E5
#? []
18732 play B C4
#? []
18733 play B C5
#? []
18734 play W B2
#? []
18735 play W A1
#? []
18736 play B G7
#? []
18737 play B F7
#? []
18738 play W C5
#? []
18739 play W D6
#? []
18740 play B A4
#? []
18741 play B B5
#? []
18742 play W D6
#? []
18743 play W E7
#? []
18744 play B A1
#? []
18745 play B B1
#? []
18746 play W G4
#? []
18747 play W F3
#? []
18748 play B F6
#? []
18749 play B G6
#? []
18750 play W B4
#? []
18751 play W A3
#? []
18752 play B A2
#? []
18753 play B A1
#? []
18754 play W D7
#? []
18755 play W C6
#? []
18756 play B G5
#? []
18757 play B G4
#? []
18758 play W B1
#? []
18759 play W C2
#? []
18760 play B D1
#? []
18761 play B C1
#? []
18762 play W E6
#? []
18763 play W F7
#? []
18764 play B F5
#? []
18765 play B E5
#? []
18766 play W A3
#? []
18767 play W A4
#? []
18768 play B D3
#? []
18769 play B E3
#? []
18770 play W A4
#? []
18771 play W B5
#? []
18772 play B C3
#? []
18773 play B D3
#? []
18774 play W C6
#? []
18775 play W B5
#? []
18776 play B E5
#? []
18777 play B E4
#? []
18778 play W B5
#? []
18779 play W B4
#? []
18780 play B F3
#? []
18781 play B F4
#? []
18782 play W A2
#? []
18783 play W A1
#? []
18784 play B G6
#? []
18785 play B F5
#? []
18786 play W PASS
#? []
18787 play B E4
#? []
18788 play B E3
#? []
18789 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
18790 gogui-rules_board_size
#? [7 7 hex]
18791 gogui-rules_captured_count
#? [2 4]
18792 gogui-rules_side_to_move
#? [white]
18793 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE E4 SE F4 E E5 SE F5 W G5 SE F6 E G6 SW G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nCOLOR red E4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
18794 gogui-rules_legal_moves
#? [PASS]
18805 clear_board
#? []
18806 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
18807 gogui-rules_board_size
#? [7 7 hex]
18808 gogui-rules_captured_count
#? [0 0]
18809 gogui-rules_side_to_move
#? [black]
18890 clear_board
#? []
18891 play B E2
#? []
18892 play B E3
#? []
18893 play W E7
#? []
18894 play W D7
#? []
18895 play B B1
#? []
18896 play B A1
#? []
18897 play W PASS
#? []
18898 play B F4
#? []
18899 play B G4
#? []
18900 play W C2
#? []
18901 play W D2
#? []
18902 play B C1
#? []
18903 play B B1
#? []
18904 play W E4
#? []
18905 play W D4
#? []
18906 play B E3
#? []
18907 play B D2
#? []
18908 play W B3
#? []
18909 play W C3
#? []
18910 play B D4
#? []
18911 play B D3
#? []
18912 play W D5
#? []
18913 play W E5
#? []
18914 play B C4
#? []
18915 play B C5
#? []
18916 play W B2
#? []
18917 play W A1
#? []
18918 play B G7
#? []
18919 play B F7
#? []
18920 play W C5
#? []
18921 play W D6
#? []
18922 play B A4
#? []
18923 play B B5
#? []
18924 play W D6
#? []
18925 play W E7
#? []
18926 play B A1
#? []
18927 play B B1
#? []
18928 play W G4
#? []
18929 play W F3
#? []
18930 play B F6
#? []
18931 play B G6
#? []
18932 play W B4
#? []
18933 play W A3
#? []
18934 play B A2
#? []
18935 play B A1
#? []
18936 play W D7
#? []
18937 play W C6
#? []
18938 play B G5
#? []
18939 play B G4
#? []
18940 play W B1
#? []
18941 play W C2
#? []
18942 play B D1
#? []
18943 play B C1
#? []
18944 play W E6
#? []
18945 play W F7
#? []
18946 play B F5
#? []
18947 play B E5
#? []
18948 play W A3
#? []
18949 play W A4
#? []
18950 play B D3
#? []
18951 play B E3
#? []
18952 play W A4
#? []
18953 play W B5
#? []
18954 play B C3
#? []
18955 play B D3
#? []
18956 play W C6
#? []
18957 play W B5
#? []
18958 play B E5
#? []
18959 play B E4
#? []
18960 play W B5
#? []
18961 play W B4
#? []
18962 play B F3
#? []
18963 play B F4
#? []
18964 play W A2
#? []
18965 play W A1
#? []
18966 play B G6
#? []
18967 play B F5
#? []
18968 play W PASS
#? []
18969 play B E4
#? []
18970 play B E3
#? []
18971 play W PASS
#? []
18972 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
18973 gogui-rules_board_size
#? [7 7 hex]
18974 gogui-rules_captured_count
#? [2 4]
18975 gogui-rules_side_to_move
#? [black]
18976 clear_board
#? []
18977 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
18978 gogui-rules_board_size
#? [7 7 hex]
18979 gogui-rules_captured_count
#? [0 0]
18980 gogui-rules_side_to_move
#? [black]
19062 clear_board
#? []
19063 play B E2
#? []
19064 play B E3
#? []
19065 play W E7
#? []
19066 play W D7
#? []
19067 play B B1
#? []
19068 play B A1
#? []
19069 play W PASS
#? []
19070 play B F4
#? []
19071 play B G4
#? []
19072 play W C2
#? []
19073 play W D2
#? []
19074 play B C1
#? []
19075 play B B1
#? []
19076 play W E4
#? []
19077 play W D4
#? []
19078 play B E3
#? []
19079 play B D2
#? []
19080 play W B3
#? []
19081 play W C3
#? []
19082 play B D4
#? []
19083 play B D3
#? []
19084 play W D5
#? []
19085 play W E5
#? []
19086 play B C4
#? []
19087 play B C5
#? []
19088 play W B2
#? []
19089 play W A1
#? []
19090 play B G7
#? []
19091 play B F7
#? []
19092 play W C5
#? []
19093 play W D6
#? []
19094 play B A4
#? []
19095 play B B5
#? []
19096 play W D6
#? []
19097 play W E7
#? []
19098 play B A1
#? []
19099 play B B1
#? []
19100 play W G4
#? []
19101 play W F3
#? []
19102 play B F6
#? []
19103 play B G6
#? []
19104 play W B4
#? []
19105 play W A3
#? []
19106 play B A2
#? []
19107 play B A1
#? []
19108 play W D7
#? []
19109 play W C6
#? []
19110 play B G5
#? []
19111 play B G4
#? []
19112 play W B1
#? []
19113 play W C2
#? []
19114 play B D1
#? []
19115 play B C1
#? []
19116 play W E6
#? []
19117 play W F7
#? []
19118 play B F5
#? []
19119 play B E5
#? []
19120 play W A3
#? []
19121 play W A4
#? []
19122 play B D3
#? []
19123 play B E3
#? []
19124 play W A4
#? []
19125 play W B5
#? []
19126 play B C3
#? []
19127 play B D3
#? []
19128 play W C6
#? []
19129 play W B5
#? []
19130 play B E5
#? []
19131 play B E4
#? []
19132 play W B5
#? []
19133 play W B4
#? []
19134 play B F3
#? []
19135 play B F4
#? []
19136 play W A2
#? []
19137 play W A1
#? []
19138 play B G6
#? []
19139 play B F5
#? []
19140 play W PASS
#? []
19141 play B E4
#? []
19142 play B E3
#? []
19143 play W PASS
#? []
19144 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
19145 gogui-rules_board_size
#? [7 7 hex]
19146 gogui-rules_captured_count
#? [2 4]
19147 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
play W PASS
# error: illegal move: it is not white's turn
19148 clear_board
#? []
19149 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
19150 gogui-rules_board_size
#? [7 7 hex]
19151 gogui-rules_captured_count
#? [0 0]
19152 gogui-rules_side_to_move
#? [black]
19234 clear_board
#? []
19235 play B E2
#? []
19236 play B E3
#? []
19237 play W E7
#? []
19238 play W D7
#? []
19239 play B B1
#? []
19240 play B A1
#? []
19241 play W PASS
#? []
19242 play B F4
#? []
19243 play B G4
#? []
19244 play W C2
#? []
19245 play W D2
#? []
19246 play B C1
#? []
19247 play B B1
#? []
19248 play W E4
#? []
19249 play W D4
#? []
19250 play B E3
#? []
19251 play B D2
#? []
19252 play W B3
#? []
19253 play W C3
#? []
19254 play B D4
#? []
19255 play B D3
#? []
19256 play W D5
#? []
19257 play W E5
#? []
19258 play B C4
#? []
19259 play B C5
#? []
19260 play W B2
#? []
19261 play W A1
#? []
19262 play B G7
#? []
19263 play B F7
#? []
19264 play W C5
#? []
19265 play W D6
#? []
19266 play B A4
#? []
19267 play B B5
#? []
19268 play W D6
#? []
19269 play W E7
#? []
19270 play B A1
#? []
19271 play B B1
#? []
19272 play W G4
#? []
19273 play W F3
#? []
19274 play B F6
#? []
19275 play B G6
#? []
19276 play W B4
#? []
19277 play W A3
#? []
19278 play B A2
#? []
19279 play B A1
#? []
19280 play W D7
#? []
19281 play W C6
#? []
19282 play B G5
#? []
19283 play B G4
#? []
19284 play W B1
#? []
19285 play W C2
#? []
19286 play B D1
#? []
19287 play B C1
#? []
19288 play W E6
#? []
19289 play W F7
#? []
19290 play B F5
#? []
19291 play B E5
#? []
19292 play W A3
#? []
19293 play W A4
#? []
19294 play B D3
#? []
19295 play B E3
#? []
19296 play W A4
#? []
19297 play W B5
#? []
19298 play B C3
#? []
19299 play B D3
#? []
19300 play W C6
#? []
19301 play W B5
#? []
19302 play B E5
#? []
19303 play B E4
#? []
19304 play W B5
#? []
19305 play W B4
#? []
19306 play B F3
#? []
19307 play B F4
#? []
19308 play W A2
#? []
19309 play W A1
#? []
19310 play B G6
#? []
19311 play B F5
#? []
19312 play W PASS
#? []
19313 play B E4
#? []
19314 play B E3
#? []
19315 play W PASS
#? []
19316 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O \. X \? \?\n\. O X X \? \? \?]
19317 gogui-rules_board_size
#? [7 7 hex]
19318 gogui-rules_captured_count
#? [2 4]
19319 gogui-rules_side_to_move
#? [black]
19320 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE E4 SE F4 E E5 SE F5 W G5 SE F6 E G6 SW G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
19321 gogui-rules_legal_moves
#? [D2 PASS]
19329 clear_board
#? []
19330 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
19331 gogui-rules_board_size
#? [7 7 hex]
19332 gogui-rules_captured_count
#? [0 0]
19333 gogui-rules_side_to_move
#? [black]
19415 clear_board
#? []
19416 play B E2
#? []
19417 play B E3
#? []
19418 play W E7
#? []
19419 play W D7
#? []
19420 play B B1
#? []
19421 play B A1
#? []
19422 play W PASS
#? []
19423 play B F4
#? []
19424 play B G4
#? []
19425 play W C2
#? []
19426 play W D2
#? []
19427 play B C1
#? []
19428 play B B1
#? []
19429 play W E4
#? []
19430 play W D4
#? []
19431 play B E3
#? []
19432 play B D2
#? []
19433 play W B3
#? []
19434 play W C3
#? []
19435 play B D4
#? []
19436 play B D3
#? []
19437 play W D5
#? []
19438 play W E5
#? []
19439 play B C4
#? []
19440 play B C5
#? []
19441 play W B2
#? []
19442 play W A1
#? []
19443 play B G7
#? []
19444 play B F7
#? []
19445 play W C5
#? []
19446 play W D6
#? []
19447 play B A4
#? []
19448 play B B5
#? []
19449 play W D6
#? []
19450 play W E7
#? []
19451 play B A1
#? []
19452 play B B1
#? []
19453 play W G4
#? []
19454 play W F3
#? []
19455 play B F6
#? []
19456 play B G6
#? []
19457 play W B4
#? []
19458 play W A3
#? []
19459 play B A2
#? []
19460 play B A1
#? []
19461 play W D7
#? []
19462 play W C6
#? []
19463 play B G5
#? []
19464 play B G4
#? []
19465 play W B1
#? []
19466 play W C2
#? []
19467 play B D1
#? []
19468 play B C1
#? []
19469 play W E6
#? []
19470 play W F7
#? []
19471 play B F5
#? []
19472 play B E5
#? []
19473 play W A3
#? []
19474 play W A4
#? []
19475 play B D3
#? []
19476 play B E3
#? []
19477 play W A4
#? []
19478 play W B5
#? []
19479 play B C3
#? []
19480 play B D3
#? []
19481 play W C6
#? []
19482 play W B5
#? []
19483 play B E5
#? []
19484 play B E4
#? []
19485 play W B5
#? []
19486 play W B4
#? []
19487 play B F3
#? []
19488 play B F4
#? []
19489 play W A2
#? []
19490 play W A1
#? []
19491 play B G6
#? []
19492 play B F5
#? []
19493 play W PASS
#? []
19494 play B E4
#? []
19495 play B E3
#? []
19496 play W PASS
#? []
19497 play B D2
#? []
19498 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
19499 gogui-rules_board_size
#? [7 7 hex]
19500 gogui-rules_captured_count
#? [2 4]
19501 gogui-rules_side_to_move
#? [black]
play B D2
# error: illegal move: D2 cannot follow D2, the move begun \(gogui-rules_legal_moves\)
19502 clear_board
#? []
19503 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
19504 gogui-rules_board_size
#? [7 7 hex]
19505 gogui-rules_captured_count
#? [0 0]
19506 gogui-rules_side_to_move
#? [black]
19589 clear_board
#? []
19590 play B E2
#? []
19591 play B E3
#? []
19592 play W E7
#? []
19593 play W D7
#? []
19594 play B B1
#? []
19595 play B A1
#? []
19596 play W PASS
#? []
19597 play B F4
#? []
19598 play B G4
#? []
19599 play W C2
#? []
19600 play W D2
#? []
19601 play B C1
#? []
19602 play B B1
#? []
19603 play W E4
#? []
19604 play W D4
#? []
19605 play B E3
#? []
19606 play B D2
#? []
19607 play W B3
#? []
19608 play W C3
#? []
19609 play B D4
#? []
19610 play B D3
#? []
19611 play W D5
#? []
19612 play W E5
#? []
19613 play B C4
#? []
19614 play B C5
#? []
19615 play W B2
#? []
19616 play W A1
#? []
19617 play B G7
#? []
19618 play B F7
#? []
19619 play W C5
#? []
19620 play W D6
#? []
19621 play B A4
#? []
19622 play B B5
#? []
19623 play W D6
#? []
19624 play W E7
#? []
19625 play B A1
#? []
19626 play B B1
#? []
19627 play W G4
#? []
19628 play W F3
#? []
19629 play B F6
#? []
19630 play B G6
#? []
19631 play W B4
#? []
19632 play W A3
#? []
19633 play B A2
#? []
19634 play B A1
#? []
19635 play W D7
#? []
19636 play W C6
#? []
19637 play B G5
#? []
19638 play B G4
#? []
19639 play W B1
#? []
19640 play W C2
#? []
19641 play B D1
#? []
19642 play B C1
#? []
19643 play W E6
#? []
19644 play W F7
#? []
19645 play B F5
#? []
19646 play B E5
#? []
19647 play W A3
#? []
19648 play W A4
#? []
19649 play B D3
#? []
19650 play B E3
#? []
19651 play W A4
#? []
19652 play W B5
#? []
19653 play B C3
#? []
19654 play B D3
#? []
19655 play W C6
#? []
19656 play W B5
#? []
19657 play B E5
#? []
19658 play B E4
#? []
19659 play W B5
#? []
19660 play W B4
#? []
19661 play B F3
#? []
19662 play B F4
#? []
19663 play W A2
#? []
19664 play W A1
#? []
19665 play B G6
#? []
19666 play B F5
#? []
19667 play W PASS
#? []
19668 play B E4
#? []
19669 play B E3
#? []
19670 play W PASS
#? []
19671 play B D2
#? []
19672 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
19673 gogui-rules_board_size
#? [7 7 hex]
19674 gogui-rules_captured_count
#? [2 4]
19675 gogui-rules_side_to_move
#? [black]
19676 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE E4 SE F4 E E5 SE F5 W G5 SE F6 E G6 SW G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nLABEL E2 E D3 NW C1 SW D1 SE\nCOLOR red D2\nTEXT black's piece on D2: click the neighbouring cell its wall faces \(marked\)]
19677 gogui-rules_legal_moves
#? [E2 D3 C1 D1]
19685 clear_board
#? []
19686 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
19687 gogui-rules_board_size
#? [7 7 hex]
19688 gogui-rules_captured_count
#? [0 0]
19689 gogui-rules_side_to_move
#? [black]
19772 clear_board
#? []
19773 play B E2
#? []
19774 play B E3
#? []
19775 play W E7
#? []
19776 play W D7
#? []
19777 play B B1
#? []
19778 play B A1
#? []
19779 play W PASS
#? []
19780 play B F4
#? []
19781 play B G4
#? []
19782 play W C2
#? []
19783 play W D2
#? []
19784 play B C1
#? []
19785 play B B1
#? []
19786 play W E4
#? []
19787 play W D4
#? []
19788 play B E3
#? []
19789 play B D2
#? []
19790 play W B3
#? []
19791 play W C3
#? []
19792 play B D4
#? []
19793 play B D3
#? []
19794 play W D5
#? []
19795 play W E5
#? []
19796 play B C4
#? []
19797 play B C5
#? []
19798 play W B2
#? []
19799 play W A1
#? []
19800 play B G7
#? []
19801 play B F7
#? []
19802 play W C5
#? []
19803 play W D6
#? []
19804 play B A4
#? []
19805 play B B5
#? []
19806 play W D6
#? []
19807 play W E7
#? []
19808 play B A1
#? []
19809 play B B1
#? []
19810 play W G4
#? []
19811 play W F3
#? []
19812 play B F6
#? []
19813 play B G6
#? []
19814 play W B4
#? []
19815 play W A3
#? []
19816 play B A2
#? []
19817 play B A1
#? []
19818 play W D7
#? []
19819 play W C6
#? []
19820 play B G5
#? []
19821 play B G4
#? []
19822 play W B1
#? []
19823 play W C2
#? []
19824 play B D1
#? []
19825 play B C1
#? []
19826 play W E6
#? []
19827 play W F7
#? []
19828 play B F5
#? []
19829 play B E5
#? []
19830 play W A3
#? []
19831 play W A4
#? []
19832 play B D3
#? []
19833 play B E3
#? []
19834 play W A4
#? []
19835 play W B5
#? []
19836 play B C3
#? []
19837 play B D3
#? []
19838 play W C6
#? []
19839 play W B5
#? []
19840 play B E5
#? []
19841 play B E4
#? []
19842 play W B5
#? []
19843 play W B4
#? []
19844 play B F3
#? []
19845 play B F4
#? []
19846 play W A2
#? []
19847 play W A1
#? []
19848 play B G6
#? []
19849 play B F5
#? []
19850 play W PASS
#? []
19851 play B E4
#? []
19852 play B E3
#? []
19853 play W PASS
#? []
19854 play B D2
#? []
19855 play B D3
#? []
19856 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
19857 gogui-rules_board_size
#? [7 7 hex]
19858 gogui-rules_captured_count
#? [2 4]
19859 gogui-rules_side_to_move
#? [white]
play B D3
# error: illegal move: it is not black's turn
19860 clear_board
#? []
19861 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
19862 gogui-rules_board_size
#? [7 7 hex]
19863 gogui-rules_captured_count
#? [0 0]
19864 gogui-rules_side_to_move
#? [black]
19948 clear_board
#? []
19949 play B E2
#? []
19950 play B E3
#? []
19951 play W E7
#? []
19952 play W D7
#? []
19953 play B B1
#? []
19954 play B A1
#? []
19955 play W PASS
#? []
19956 play B F4
#? []
19957 play B G4
#? []
19958 play W C2
#? []
19959 play W D2
#? []
19960 play B C1
#? []
19961 play B B1
#? []
19962 play W E4
#? []
19963 play W D4
#? []
19964 play B E3
#? []
19965 play B D2
#? []
19966 play W B3
#? []
19967 play W C3
#? []
19968 play B D4
#? []
19969 play B D3
#? []
19970 play W D5
#? []
19971 play W E5
#? []
19972 play B C4
#? []
19973 play B C5
#? []
19974 play W B2
#? []
19975 play W A1
#? []
19976 play B G7
#? []
19977 play B F7
#? []
19978 play W C5
#? []
19979 play W D6
#? []
19980 play B A4
#? []
19981 play B B5
#? []
19982 play W D6
#? []
19983 play W E7
#? []
19984 play B A1
#? []
19985 play B B1
#? []
19986 play W G4
#? []
19987 play W F3
#? []
19988 play B F6
#? []
19989 play B G6
#? []
19990 play W B4
#? []
19991 play W A3
#? []
19992 play B A2
#? []
19993 play B A1
#? []
19994 play W D7
#? []
19995 play W C6
#? []
19996 play B G5
#? []
19997 play B G4
#? []
19998 play W B1
#? []
19999 play W C2
#? []
20000 play B D1
#? []
20001 play B C1
#? []
20002 play W E6
#? []
20003 play W F7
#? []
20004 play B F5
#? []
20005 play B E5
#? []
20006 play W A3
#? []
20007 play W A4
#? []
20008 play B D3
#? []
20009 play B E3
#? []
20010 play W A4
#? []
20011 play W B5
#? []
20012 play B C3
#? []
20013 play B D3
#? []
20014 play W C6
#? []
20015 play W B5
#? []
20016 play B E5
#? []
20017 play B E4
#? []
20018 play W B5
#? []
20019 play W B4
#? []
20020 play B F3
#? []
20021 play B F4
#? []
20022 play W A2
#? []
20023 play W A1
#? []
20024 play B G6
#? []
20025 play B F5
#? []
20026 play W PASS
#? []
20027 play B E4
#? []
20028 play B E3
#? []
20029 play W PASS
#? []
20030 play B D2
#? []
20031 play B D3
#? []
20032 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
20033 gogui-rules_board_size
#? [7 7 hex]
20034 gogui-rules_captured_count
#? [2 4]
20035 gogui-rules_side_to_move
#? [white]
20036 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W D2 NW E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE E4 SE F4 E E5 SE F5 W G5 SE F6 E G6 SW G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nCOLOR red D2\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
20037 gogui-rules_legal_moves
#? [PASS]
20048 clear_board
#? []
20049 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
20050 gogui-rules_board_size
#? [7 7 hex]
20051 gogui-rules_captured_count
#? [0 0]
20052 gogui-rules_side_to_move
#? [black]
20136 clear_board
#? []
20137 play B E2
#? []
20138 play B E3
#? []
20139 play W E7
#? []
20140 play W D7
#? []
20141 play B B1
#? []
20142 play B A1
#? []
20143 play W PASS
#? []
20144 play B F4
#? []
20145 play B G4
#? []
20146 play W C2
#? []
20147 play W D2
#? []
20148 play B C1
#? []
20149 play B B1
#? []
20150 play W E4
#? []
20151 play W D4
#? []
20152 play B E3
#? []
20153 play B D2
#? []
20154 play W B3
#? []
20155 play W C3
#? []
20156 play B D4
#? []
20157 play B D3
#? []
20158 play W D5
#? []
20159 play W E5
#? []
20160 play B C4
#? []
20161 play B C5
#? []
20162 play W B2
#? []
20163 play W A1
#? []
20164 play B G7
#? []
20165 play B F7
#? []
20166 play W C5
#? []
20167 play W D6
#? []
20168 play B A4
#? []
20169 play B B5
#? []
20170 play W D6
#? []
20171 play W E7
#? []
20172 play B A1
#? []
20173 play B B1
#? []
20174 play W G4
#? []
20175 play W F3
#? []
20176 play B F6
#? []
20177 play B G6
#? []
20178 play W B4
#? []
20179 play W A3
#? []
20180 play B A2
#? []
20181 play B A1
#? []
20182 play W D7
#? []
20183 play W C6
#? []
20184 play B G5
#? []
20185 play B G4
#? []
20186 play W B1
#? []
20187 play W C2
#? []
20188 play B D1
#? []
20189 play B C1
#? []
20190 play W E6
#? []
20191 play W F7
#? []
20192 play B F5
#? []
20193 play B E5
#? []
20194 play W A3
#? []
20195 play W A4
#? []
20196 play B D3
#? []
20197 play B E3
#? []
20198 play W A4
#? []
20199 play W B5
#? []
20200 play B C3
#? []
20201 play B D3
#? []
20202 play W C6
#? []
20203 play W B5
#? []
20204 play B E5
#? []
20205 play B E4
#? []
20206 play W B5
#? []
20207 play W B4
#? []
20208 play B F3
#? []
20209 play B F4
#? []
20210 play W A2
#? []
20211 play W A1
#? []
20212 play B G6
#? []
20213 play B F5
#? []
20214 play W PASS
#? []
20215 play B E4
#? []
20216 play B E3
#? []
20217 play W PASS
#? []
20218 play B D2
#? []
20219 play B D3
#? []
20220 play W PASS
#? []
20221 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
20222 gogui-rules_board_size
#? [7 7 hex]
20223 gogui-rules_captured_count
#? [2 4]
20224 gogui-rules_side_to_move
#? [black]
20225 clear_board
#? []
20226 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
20227 gogui-rules_board_size
#? [7 7 hex]
20228 gogui-rules_captured_count
#? [0 0]
20229 gogui-rules_side_to_move
#? [black]
20314 clear_board
#? []
20315 play B E2
#? []
20316 play B E3
#? []
20317 play W E7
#? []
20318 play W D7
#? []
20319 play B B1
#? []
20320 play B A1
#? []
20321 play W PASS
#? []
20322 play B F4
#? []
20323 play B G4
#? []
20324 play W C2
#? []
20325 play W D2
#? []
20326 play B C1
#? []
20327 play B B1
#? []
20328 play W E4
#? []
20329 play W D4
#? []
20330 play B E3
#? []
20331 play B D2
#? []
20332 play W B3
#? []
20333 play W C3
#? []
20334 play B D4
#? []
20335 play B D3
#? []
20336 play W D5
#? []
20337 play W E5
#? []
20338 play B C4
#? []
20339 play B C5
#? []
20340 play W B2
#? []
20341 play W A1
#? []
20342 play B G7
#? []
20343 play B F7
#? []
20344 play W C5
#? []
20345 play W D6
#? []
20346 play B A4
#? []
20347 play B B5
#? []
20348 play W D6
#? []
20349 play W E7
#? []
20350 play B A1
#? []
20351 play B B1
#? []
20352 play W G4
#? []
20353 play W F3
#? []
20354 play B F6
#? []
20355 play B G6
#? []
20356 play W B4
#? []
20357 play W A3
#? []
20358 play B A2
#? []
20359 play B A1
#? []
20360 play W D7
#? []
20361 play W C6
#? []
20362 play B G5
#? []
20363 play B G4
#? []
20364 play W B1
#? []
20365 play W C2
#? []
20366 play B D1
#? []
20367 play B C1
#? []
20368 play W E6
#? []
20369 play W F7
#? []
20370 play B F5
#? []
20371 play B E5
#? []
20372 play W A3
#? []
20373 play W A4
#? []
20374 play B D3
#? []
20375 play B E3
#? []
20376 play W A4
#? []
20377 play W B5
#? []
20378 play B C3
#? []
20379 play B D3
#? []
20380 play W C6
#? []
20381 play W B5
#? []
20382 play B E5
#? []
20383 play B E4
#? []
20384 play W B5
#? []
20385 play W B4
#? []
20386 play B F3
#? []
20387 play B F4
#? []
20388 play W A2
#? []
20389 play W A1
#? []
20390 play B G6
#? []
20391 play B F5
#? []
20392 play W PASS
#? []
20393 play B E4
#? []
20394 play B E3
#? []
20395 play W PASS
#? []
20396 play B D2
#? []
20397 play B D3
#? []
20398 play W PASS
#? []
20399 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
20400 gogui-rules_board_size
#? [7 7 hex]
20401 gogui-rules_captured_count
#? [2 4]
20402 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
play W PASS
# error: illegal move: it is not white's turn
20403 clear_board
#? []
20404 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
20405 gogui-rules_board_size
#? [7 7 hex]
20406 gogui-rules_captured_count
#? [0 0]
20407 gogui-rules_side_to_move
#? [black]
20492 clear_board
#? []
20493 play B E2
#? []
20494 play B E3
#? []
20495 play W E7
#? []
20496 play W D7
#? []
20497 play B B1
#? []
20498 play B A1
#? []
20499 play W PASS
#? []
20500 play B F4
#? []
20501 play B G4
#? []
20502 play W C2
#? []
20503 play W D2
#? []
20504 play B C1
#? []
20505 play B B1
#? []
20506 play W E4
#? []
20507 play W D4
#? []
20508 play B E3
#? []
20509 play B D2
#? []
20510 play W B3
#? []
20511 play W C3
#? []
20512 play B D4
#? []
20513 play B D3
#? []
20514 play W D5
#? []
20515 play W E5
#? []
20516 play B C4
#? []
20517 play B C5
#? []
20518 play W B2
#? []
20519 play W A1
#? []
20520 play B G7
#? []
20521 play B F7
#? []
20522 play W C5
#? []
20523 play W D6
#? []
20524 play B A4
#? []
20525 play B B5
#? []
20526 play W D6
#? []
20527 play W E7
#? []
20528 play B A1
#? []
20529 play B B1
#? []
20530 play W G4
#? []
20531 play W F3
#? []
20532 play B F6
#? []
20533 play B G6
#? []
20534 play W B4
#? []
20535 play W A3
#? []
20536 play B A2
#? []
20537 play B A1
#? []
20538 play W D7
#? []
20539 play W C6
#? []
20540 play B G5
#? []
20541 play B G4
#? []
20542 play W B1
#? []
20543 play W C2
#? []
20544 play B D1
#? []
20545 play B C1
#? []
20546 play W E6
#? []
20547 play W F7
#? []
20548 play B F5
#? []
20549 play B E5
#? []
20550 play W A3
#? []
20551 play W A4
#? []
20552 play B D3
#? []
20553 play B E3
#? []
20554 play W A4
#? []
20555 play W B5
#? []
20556 play B C3
#? []
20557 play B D3
#? []
20558 play W C6
#? []
20559 play W B5
#? []
20560 play B E5
#? []
20561 play B E4
#? []
20562 play W B5
#? []
20563 play W B4
#? []
20564 play B F3
#? []
20565 play B F4
#? []
20566 play W A2
#? []
20567 play W A1
#? []
20568 play B G6
#? []
20569 play B F5
#? []
20570 play W PASS
#? []
20571 play B E4
#? []
20572 play B E3
#? []
20573 play W PASS
#? []
20574 play B D2
#? []
20575 play B D3
#? []
20576 play W PASS
#? []
20577 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
20578 gogui-rules_board_size
#? [7 7 hex]
20579 gogui-rules_captured_count
#? [2 4]
20580 gogui-rules_side_to_move
#? [black]
20581 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W D2 NW E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE E4 SE F4 E E5 SE F5 W G5 SE F6 E G6 SW G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
20582 gogui-rules_legal_moves
#? [PASS]
20587 clear_board
#? []
20588 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
20589 gogui-rules_board_size
#? [7 7 hex]
20590 gogui-rules_captured_count
#? [0 0]
20591 gogui-rules_side_to_move
#? [black]
20676 clear_board
#? []
20677 play B E2
#? []
20678 play B E3
#? []
20679 play W E7
#? []
20680 play W D7
#? []
20681 play B B1
#? []
20682 play B A1
#? []
20683 play W PASS
#? []
20684 play B F4
#? []
20685 play B G4
#? []
20686 play W C2
#? []
20687 play W D2
#? []
20688 play B C1
#? []
20689 play B B1
#? []
20690 play W E4
#? []
20691 play W D4
#? []
20692 play B E3
#? []
20693 play B D2
#? []
20694 play W B3
#? []
20695 play W C3
#? []
20696 play B D4
#? []
20697 play B D3
#? []
20698 play W D5
#? []
20699 play W E5
#? []
20700 play B C4
#? []
20701 play B C5
#? []
20702 play W B2
#? []
20703 play W A1
#? []
20704 play B G7
#? []
20705 play B F7
#? []
20706 play W C5
#? []
20707 play W D6
#? []
20708 play B A4
#? []
20709 play B B5
#? []
20710 play W D6
#? []
20711 play W E7
#? []
20712 play B A1
#? []
20713 play B B1
#? []
20714 play W G4
#? []
20715 play W F3
#? []
20716 play B F6
#? []
20717 play B G6
#? []
20718 play W B4
#? []
20719 play W A3
#? []
20720 play B A2
#? []
20721 play B A1
#? []
20722 play W D7
#? []
20723 play W C6
#? []
20724 play B G5
#? []
20725 play B G4
#? []
20726 play W B1
#? []
20727 play W C2
#? []
20728 play B D1
#? []
20729 play B C1
#? []
20730 play W E6
#? []
20731 play W F7
#? []
20732 play B F5
#? []
20733 play B E5
#? []
20734 play W A3
#? []
20735 play W A4
#? []
20736 play B D3
#? []
20737 play B E3
#? []
20738 play W A4
#? []
20739 play W B5
#? []
20740 play B C3
#? []
20741 play B D3
#? []
20742 play W C6
#? []
20743 play W B5
#? []
20744 play B E5
#? []
20745 play B E4
#? []
20746 play W B5
#? []
20747 play W B4
#? []
20748 play B F3
#? []
20749 play B F4
#? []
20750 play W A2
#? []
20751 play W A1
#? []
20752 play B G6
#? []
20753 play B F5
#? []
20754 play W PASS
#? []
20755 play B E4
#? []
20756 play B E3
#? []
20757 play W PASS
#? []
20758 play B D2
#? []
20759 play B D3
#? []
20760 play W PASS
#? []
20761 play B PASS
#? []
20762 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
20763 gogui-rules_board_size
#? [7 7 hex]
20764 gogui-rules_captured_count
#? [2 4]
20765 gogui-rules_side_to_move
#? [white]
20766 play B PASS
#? []
20767 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
20768 gogui-rules_board_size
#? [7 7 hex]
20769 gogui-rules_captured_count
#? [2 4]
20770 gogui-rules_side_to_move
#? [white]
20773 clear_board
#? []
20774 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
20775 gogui-rules_board_size
#? [7 7 hex]
20776 gogui-rules_captured_count
#? [0 0]
20777 gogui-rules_side_to_move
#? [black]
20863 clear_board
#? []
20864 play B E2
#? []
20865 play B E3
#? []
20866 play W E7
#? []
20867 play W D7
#? []
20868 play B B1
#? []
20869 play B A1
#? []
20870 play W PASS
#? []
20871 play B F4
#? []
20872 play B G4
#? []
20873 play W C2
#? []
20874 play W D2
#? []
20875 play B C1
#? []
20876 play B B1
#? []
20877 play W E4
#? []
20878 play W D4
#? []
20879 play B E3
#? []
20880 play B D2
#? []
20881 play W B3
#? []
20882 play W C3
#? []
20883 play B D4
#? []
20884 play B D3
#? []
20885 play W D5
#? []
20886 play W E5
#? []
20887 play B C4
#? []
20888 play B C5
#? []
20889 play W B2
#? []
20890 play W A1
#? []
20891 play B G7
#? []
20892 play B F7
#? []
20893 play W C5
#? []
20894 play W D6
#? []
20895 play B A4
#? []
20896 play B B5
#? []
20897 play W D6
#? []
20898 play W E7
#? []
20899 play B A1
#? []
20900 play B B1
#? []
20901 play W G4
#? []
20902 play W F3
#? []
20903 play B F6
#? []
20904 play B G6
#? []
20905 play W B4
#? []
20906 play W A3
#? []
20907 play B A2
#? []
20908 play B A1
#? []
20909 play W D7
#? []
20910 play W C6
#? []
20911 play B G5
#? []
20912 play B G4
#? []
20913 play W B1
#? []
20914 play W C2
#? []
20915 play B D1
#? []
20916 play B C1
#? []
20917 play W E6
#? []
20918 play W F7
#? []
20919 play B F5
#? []
20920 play B E5
#? []
20921 play W A3
#? []
20922 play W A4
#? []
20923 play B D3
#? []
20924 play B E3
#? []
20925 play W A4
#? []
20926 play W B5
#? []
20927 play B C3
#? []
20928 play B D3
#? []
20929 play W C6
#? []
20930 play W B5
#? []
20931 play B E5
#? []
20932 play B E4
#? []
20933 play W B5
#? []
20934 play W B4
#? []
20935 play B F3
#? []
20936 play B F4
#? []
20937 play W A2
#? []
20938 play W A1
#? []
20939 play B G6
#? []
20940 play B F5
#? []
20941 play W PASS
#? []
20942 play B E4
#? []
20943 play B E3
#? []
20944 play W PASS
#? []
20945 play B D2
#? []
20946 play B D3
#? []
20947 play W PASS
#? []
20948 play B PASS
#? []
20949 gogui-rules_board
#? [\? \? \? O O \. X\n\? \? O O O X X\n\? O O O X X X\nO O X X X X \.\nO O X X X X \?\nO O O X X \? \?\n\. O X X \? \? \?]
20950 gogui-rules_board_size
#? [7 7 hex]
20951 gogui-rules_captured_count
#? [2 4]
20952 gogui-rules_side_to_move
#? [white]
20953 gogui-rules_board_gfx
#? [CLEAR\nLABEL C1 W D1 W D2 NW E2 NW C3 E D3 E E3 SW F3 NW C4 NW D4 SE E4 SE F4 E E5 SE F5 W G5 SE F6 E G6 SW G7 W B1 NE A2 SE B2 SW C2 E A3 NW B3 E A4 NE B4 SW B5 SE C5 NE D5 E C6 SW D6 NE E6 NE D7 SW E7 W\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
20954 gogui-rules_legal_moves
#? []
20958 gogui-rules_final_result
#? [White wins by 0\.5 \(W\+0\.5\) by two passes; Black 19, White 19\.5]

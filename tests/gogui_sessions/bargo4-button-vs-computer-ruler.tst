# gtp-like 0.1.0 session of 2026-12-02 06:41:15: gtp-like --game bargo --size 4 --seed 44 --player random --gogui
# replay: gtp-like regress --game bargo --size 4 --seed 44 --player random --gogui FILE
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
109 play W E5
#? []
110 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
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
125 play W E5
#? []
126 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
127 gogui-rules_board_size
#? [7 7 hex]
128 gogui-rules_captured_count
#? [0 0]
129 gogui-rules_side_to_move
#? [white]
play W E5
# error: illegal move: E5 cannot follow E5, the move begun \(gogui-rules_legal_moves\)
play W E5
# error: illegal move: E5 cannot follow E5, the move begun \(gogui-rules_legal_moves\)
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
141 play W E5
#? []
142 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
143 gogui-rules_board_size
#? [7 7 hex]
144 gogui-rules_captured_count
#? [0 0]
145 gogui-rules_side_to_move
#? [white]
146 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW\nLABEL F5 E F6 NE E6 NW D5 W D4 SW E4 SE\nCOLOR red E5\nTEXT white's piece on E5: click the neighbouring cell its wall faces \(marked\)]
147 gogui-rules_legal_moves
#? [F5 F6 E6 D5 D4 E4]
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
169 play W E5
#? []
170 play W F5
#? []
171 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
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
187 play W E5
#? []
188 play W F5
#? []
189 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
190 gogui-rules_board_size
#? [7 7 hex]
191 gogui-rules_captured_count
#? [0 0]
192 gogui-rules_side_to_move
#? [black]
play W F5
# error: illegal move: it is not white's turn
play W F5
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
205 play W E5
#? []
206 play W F5
#? []
207 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
208 gogui-rules_board_size
#? [7 7 hex]
209 gogui-rules_captured_count
#? [0 0]
210 gogui-rules_side_to_move
#? [black]
211 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW E5 E\nCOLOR red E5\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
212 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7 PASS]
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
232 play W E5
#? []
233 play W F5
#? []
234 play B D4
#? []
235 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
236 gogui-rules_board_size
#? [7 7 hex]
237 gogui-rules_captured_count
#? [0 0]
238 gogui-rules_side_to_move
#? [black]
play B D4
# error: illegal move: D4 cannot follow D4, the move begun \(gogui-rules_legal_moves\)
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
252 play W E5
#? []
253 play W F5
#? []
254 play B D4
#? []
255 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
256 gogui-rules_board_size
#? [7 7 hex]
257 gogui-rules_captured_count
#? [0 0]
258 gogui-rules_side_to_move
#? [black]
259 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW E5 E\nLABEL E4 E D5 NW C4 W C3 SW D3 SE\nCOLOR red D4\nTEXT black's piece on D4: click the neighbouring cell its wall faces \(marked\)]
260 gogui-rules_legal_moves
#? [E4 D5 C4 C3 D3]
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
281 play W E5
#? []
282 play W F5
#? []
283 play B D4
#? []
284 play B C4
#? []
285 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
286 gogui-rules_board_size
#? [7 7 hex]
287 gogui-rules_captured_count
#? [0 0]
288 gogui-rules_side_to_move
#? [white]
play B C4
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
303 play W E5
#? []
304 play W F5
#? []
305 play B D4
#? []
306 play B C4
#? []
307 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
308 gogui-rules_board_size
#? [7 7 hex]
309 gogui-rules_captured_count
#? [0 0]
310 gogui-rules_side_to_move
#? [white]
311 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW D4 W E5 E\nCOLOR red D4\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
312 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 E4 F4 G4 B5 C5 D5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7 PASS]
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
337 play W E5
#? []
338 play W F5
#? []
339 play B D4
#? []
340 play B C4
#? []
341 play W PASS
#? []
342 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
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
361 play W E5
#? []
362 play W F5
#? []
363 play B D4
#? []
364 play B C4
#? []
365 play W PASS
#? []
366 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
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
385 play W E5
#? []
386 play W F5
#? []
387 play B D4
#? []
388 play B C4
#? []
389 play W PASS
#? []
390 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. X \? \?\n\. \. \. \. \? \? \?]
391 gogui-rules_board_size
#? [7 7 hex]
392 gogui-rules_captured_count
#? [0 0]
393 gogui-rules_side_to_move
#? [black]
394 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW D4 W E5 E\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
395 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 E4 F4 G4 B5 C5 D5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7 PASS]
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
424 play W E5
#? []
425 play W F5
#? []
426 play B D4
#? []
427 play B C4
#? []
428 play W PASS
#? []
429 play B B2
#? []
430 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
431 gogui-rules_board_size
#? [7 7 hex]
432 gogui-rules_captured_count
#? [0 0]
433 gogui-rules_side_to_move
#? [black]
play B B2
# error: illegal move: B2 cannot follow B2, the move begun \(gogui-rules_legal_moves\)
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
450 play W E5
#? []
451 play W F5
#? []
452 play B D4
#? []
453 play B C4
#? []
454 play W PASS
#? []
455 play B B2
#? []
456 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
457 gogui-rules_board_size
#? [7 7 hex]
458 gogui-rules_captured_count
#? [0 0]
459 gogui-rules_side_to_move
#? [black]
460 gogui-rules_board_gfx
#? [CLEAR\nLABEL E2 NW D4 W E5 E\nLABEL C2 E C3 NE B3 NW A2 W A1 SW B1 SE\nCOLOR red B2\nTEXT black's piece on B2: click the neighbouring cell its wall faces \(marked\)]
461 gogui-rules_legal_moves
#? [C2 C3 B3 A2 A1 B1]
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
485 play W E5
#? []
486 play W F5
#? []
487 play B D4
#? []
488 play B C4
#? []
489 play W PASS
#? []
490 play B B2
#? []
491 play B A2
#? []
492 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
493 gogui-rules_board_size
#? [7 7 hex]
494 gogui-rules_captured_count
#? [0 0]
495 gogui-rules_side_to_move
#? [white]
play B A2
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
513 play W E5
#? []
514 play W F5
#? []
515 play B D4
#? []
516 play B C4
#? []
517 play W PASS
#? []
518 play B B2
#? []
519 play B A2
#? []
520 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. \. X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
521 gogui-rules_board_size
#? [7 7 hex]
522 gogui-rules_captured_count
#? [0 0]
523 gogui-rules_side_to_move
#? [white]
524 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 W E2 NW D4 W E5 E\nCOLOR red B2\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
525 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 E4 F4 G4 B5 C5 D5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7 PASS]
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
553 play W E5
#? []
554 play W F5
#? []
555 play B D4
#? []
556 play B C4
#? []
557 play W PASS
#? []
558 play B B2
#? []
559 play B A2
#? []
560 play W C4
#? []
561 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
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
583 play W E5
#? []
584 play W F5
#? []
585 play B D4
#? []
586 play B C4
#? []
587 play W PASS
#? []
588 play B B2
#? []
589 play B A2
#? []
590 play W C4
#? []
591 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
592 gogui-rules_board_size
#? [7 7 hex]
593 gogui-rules_captured_count
#? [0 0]
594 gogui-rules_side_to_move
#? [white]
play W C4
# error: illegal move: C4 cannot follow C4, the move begun \(gogui-rules_legal_moves\)
play W C4
# error: illegal move: C4 cannot follow C4, the move begun \(gogui-rules_legal_moves\)
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
613 play W E5
#? []
614 play W F5
#? []
615 play B D4
#? []
616 play B C4
#? []
617 play W PASS
#? []
618 play B B2
#? []
619 play B A2
#? []
620 play W C4
#? []
621 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
622 gogui-rules_board_size
#? [7 7 hex]
623 gogui-rules_captured_count
#? [0 0]
624 gogui-rules_side_to_move
#? [white]
625 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 W E2 NW D4 W E5 E\nLABEL D5 NE C5 NW B4 W B3 SW C3 SE\nCOLOR red C4\nTEXT white's piece on C4: click the neighbouring cell its wall faces \(marked\)]
626 gogui-rules_legal_moves
#? [D5 C5 B4 B3 C3]
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
655 play W E5
#? []
656 play W F5
#? []
657 play B D4
#? []
658 play B C4
#? []
659 play W PASS
#? []
660 play B B2
#? []
661 play B A2
#? []
662 play W C4
#? []
663 play W C5
#? []
664 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
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
687 play W E5
#? []
688 play W F5
#? []
689 play B D4
#? []
690 play B C4
#? []
691 play W PASS
#? []
692 play B B2
#? []
693 play B A2
#? []
694 play W C4
#? []
695 play W C5
#? []
696 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
697 gogui-rules_board_size
#? [7 7 hex]
698 gogui-rules_captured_count
#? [0 0]
699 gogui-rules_side_to_move
#? [black]
play W C5
# error: illegal move: it is not white's turn
play W C5
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
719 play W E5
#? []
720 play W F5
#? []
721 play B D4
#? []
722 play B C4
#? []
723 play W PASS
#? []
724 play B B2
#? []
725 play B A2
#? []
726 play W C4
#? []
727 play W C5
#? []
728 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. \. \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
729 gogui-rules_board_size
#? [7 7 hex]
730 gogui-rules_captured_count
#? [0 0]
731 gogui-rules_side_to_move
#? [black]
732 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 W E2 NW D4 W C4 NW E5 E\nCOLOR red C4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
733 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 E4 F4 G4 B5 C5 D5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7 PASS]
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
760 play W E5
#? []
761 play W F5
#? []
762 play B D4
#? []
763 play B C4
#? []
764 play W PASS
#? []
765 play B B2
#? []
766 play B A2
#? []
767 play W C4
#? []
768 play W C5
#? []
769 play B F4
#? []
770 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
771 gogui-rules_board_size
#? [7 7 hex]
772 gogui-rules_captured_count
#? [0 0]
773 gogui-rules_side_to_move
#? [black]
play B F4
# error: illegal move: F4 cannot follow F4, the move begun \(gogui-rules_legal_moves\)
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
794 play W E5
#? []
795 play W F5
#? []
796 play B D4
#? []
797 play B C4
#? []
798 play W PASS
#? []
799 play B B2
#? []
800 play B A2
#? []
801 play W C4
#? []
802 play W C5
#? []
803 play B F4
#? []
804 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
805 gogui-rules_board_size
#? [7 7 hex]
806 gogui-rules_captured_count
#? [0 0]
807 gogui-rules_side_to_move
#? [black]
808 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 W E2 NW D4 W C4 NW E5 E\nLABEL G4 E G5 NE F5 NW E4 W E3 SW F3 SE\nCOLOR red F4\nTEXT black's piece on F4: click the neighbouring cell its wall faces \(marked\)]
809 gogui-rules_legal_moves
#? [G4 G5 F5 E4 E3 F3]
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
837 play W E5
#? []
838 play W F5
#? []
839 play B D4
#? []
840 play B C4
#? []
841 play W PASS
#? []
842 play B B2
#? []
843 play B A2
#? []
844 play W C4
#? []
845 play W C5
#? []
846 play B F4
#? []
847 play B G4
#? []
848 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
849 gogui-rules_board_size
#? [7 7 hex]
850 gogui-rules_captured_count
#? [0 0]
851 gogui-rules_side_to_move
#? [white]
play B G4
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
873 play W E5
#? []
874 play W F5
#? []
875 play B D4
#? []
876 play B C4
#? []
877 play W PASS
#? []
878 play B B2
#? []
879 play B A2
#? []
880 play W C4
#? []
881 play W C5
#? []
882 play B F4
#? []
883 play B G4
#? []
884 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
885 gogui-rules_board_size
#? [7 7 hex]
886 gogui-rules_captured_count
#? [0 0]
887 gogui-rules_side_to_move
#? [white]
888 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 W E2 NW D4 W F4 E C4 NW E5 E\nCOLOR red F4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
889 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 E4 G4 B5 C5 D5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7 PASS]
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
921 play W E5
#? []
922 play W F5
#? []
923 play B D4
#? []
924 play B C4
#? []
925 play W PASS
#? []
926 play B B2
#? []
927 play B A2
#? []
928 play W C4
#? []
929 play W C5
#? []
930 play B F4
#? []
931 play B G4
#? []
932 play W E6
#? []
933 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
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
959 play W E5
#? []
960 play W F5
#? []
961 play B D4
#? []
962 play B C4
#? []
963 play W PASS
#? []
964 play B B2
#? []
965 play B A2
#? []
966 play W C4
#? []
967 play W C5
#? []
968 play B F4
#? []
969 play B G4
#? []
970 play W E6
#? []
971 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
972 gogui-rules_board_size
#? [7 7 hex]
973 gogui-rules_captured_count
#? [0 0]
974 gogui-rules_side_to_move
#? [white]
play W E6
# error: illegal move: E6 cannot follow E6, the move begun \(gogui-rules_legal_moves\)
play W E6
# error: illegal move: E6 cannot follow E6, the move begun \(gogui-rules_legal_moves\)
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
997 play W E5
#? []
998 play W F5
#? []
999 play B D4
#? []
1000 play B C4
#? []
1001 play W PASS
#? []
1002 play B B2
#? []
1003 play B A2
#? []
1004 play W C4
#? []
1005 play W C5
#? []
1006 play B F4
#? []
1007 play B G4
#? []
1008 play W E6
#? []
1009 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
1010 gogui-rules_board_size
#? [7 7 hex]
1011 gogui-rules_captured_count
#? [0 0]
1012 gogui-rules_side_to_move
#? [white]
1013 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 W E2 NW D4 W F4 E C4 NW E5 E\nLABEL F6 E F7 NE E7 NW D6 W D5 SW E5 SE\nCOLOR red E6\nTEXT white's piece on E6: click the neighbouring cell its wall faces \(marked\)]
1014 gogui-rules_legal_moves
#? [F6 F7 E7 D6 D5 E5]
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
1047 play W E5
#? []
1048 play W F5
#? []
1049 play B D4
#? []
1050 play B C4
#? []
1051 play W PASS
#? []
1052 play B B2
#? []
1053 play B A2
#? []
1054 play W C4
#? []
1055 play W C5
#? []
1056 play B F4
#? []
1057 play B G4
#? []
1058 play W E6
#? []
1059 play W E7
#? []
1060 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
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
1087 play W E5
#? []
1088 play W F5
#? []
1089 play B D4
#? []
1090 play B C4
#? []
1091 play W PASS
#? []
1092 play B B2
#? []
1093 play B A2
#? []
1094 play W C4
#? []
1095 play W C5
#? []
1096 play B F4
#? []
1097 play B G4
#? []
1098 play W E6
#? []
1099 play W E7
#? []
1100 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
1101 gogui-rules_board_size
#? [7 7 hex]
1102 gogui-rules_captured_count
#? [0 0]
1103 gogui-rules_side_to_move
#? [black]
play W E7
# error: illegal move: it is not white's turn
play W E7
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
1127 play W E5
#? []
1128 play W F5
#? []
1129 play B D4
#? []
1130 play B C4
#? []
1131 play W PASS
#? []
1132 play B B2
#? []
1133 play B A2
#? []
1134 play W C4
#? []
1135 play W C5
#? []
1136 play B F4
#? []
1137 play B G4
#? []
1138 play W E6
#? []
1139 play W E7
#? []
1140 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\n\. \. \. \. \? \? \?]
1141 gogui-rules_board_size
#? [7 7 hex]
1142 gogui-rules_captured_count
#? [0 0]
1143 gogui-rules_side_to_move
#? [black]
1144 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 W E2 NW D4 W F4 E C4 NW E5 E E6 NW\nCOLOR red E6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1145 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 E4 G4 B5 C5 D5 F5 G5 C6 D6 F6 G6 D7 E7 F7 G7 PASS]
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
1176 play W E5
#? []
1177 play W F5
#? []
1178 play B D4
#? []
1179 play B C4
#? []
1180 play W PASS
#? []
1181 play B B2
#? []
1182 play B A2
#? []
1183 play W C4
#? []
1184 play W C5
#? []
1185 play B F4
#? []
1186 play B G4
#? []
1187 play W E6
#? []
1188 play W E7
#? []
1189 play B A1
#? []
1190 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1191 gogui-rules_board_size
#? [7 7 hex]
1192 gogui-rules_captured_count
#? [0 0]
1193 gogui-rules_side_to_move
#? [black]
play B A1
# error: illegal move: A1 cannot follow A1, the move begun \(gogui-rules_legal_moves\)
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
1218 play W E5
#? []
1219 play W F5
#? []
1220 play B D4
#? []
1221 play B C4
#? []
1222 play W PASS
#? []
1223 play B B2
#? []
1224 play B A2
#? []
1225 play W C4
#? []
1226 play W C5
#? []
1227 play B F4
#? []
1228 play B G4
#? []
1229 play W E6
#? []
1230 play W E7
#? []
1231 play B A1
#? []
1232 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1233 gogui-rules_board_size
#? [7 7 hex]
1234 gogui-rules_captured_count
#? [0 0]
1235 gogui-rules_side_to_move
#? [black]
1236 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 W E2 NW D4 W F4 E C4 NW E5 E E6 NW\nLABEL B1 E B2 NE A2 NW\nCOLOR red A1\nTEXT black's piece on A1: click the neighbouring cell its wall faces \(marked\)]
1237 gogui-rules_legal_moves
#? [B1 B2 A2]
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
1269 play W E5
#? []
1270 play W F5
#? []
1271 play B D4
#? []
1272 play B C4
#? []
1273 play W PASS
#? []
1274 play B B2
#? []
1275 play B A2
#? []
1276 play W C4
#? []
1277 play W C5
#? []
1278 play B F4
#? []
1279 play B G4
#? []
1280 play W E6
#? []
1281 play W E7
#? []
1282 play B A1
#? []
1283 play B B1
#? []
1284 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1285 gogui-rules_board_size
#? [7 7 hex]
1286 gogui-rules_captured_count
#? [0 0]
1287 gogui-rules_side_to_move
#? [white]
play B B1
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
1313 play W E5
#? []
1314 play W F5
#? []
1315 play B D4
#? []
1316 play B C4
#? []
1317 play W PASS
#? []
1318 play B B2
#? []
1319 play B A2
#? []
1320 play W C4
#? []
1321 play W C5
#? []
1322 play B F4
#? []
1323 play B G4
#? []
1324 play W E6
#? []
1325 play W E7
#? []
1326 play B A1
#? []
1327 play B B1
#? []
1328 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. \.\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1329 gogui-rules_board_size
#? [7 7 hex]
1330 gogui-rules_captured_count
#? [0 0]
1331 gogui-rules_side_to_move
#? [white]
1332 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C4 NW E5 E E6 NW\nCOLOR red A1\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1333 gogui-rules_legal_moves
#? [B1 C1 D1 A2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 E4 G4 B5 C5 D5 F5 G5 C6 D6 F6 G6 D7 E7 F7 G7 PASS]
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
1369 play W E5
#? []
1370 play W F5
#? []
1371 play B D4
#? []
1372 play B C4
#? []
1373 play W PASS
#? []
1374 play B B2
#? []
1375 play B A2
#? []
1376 play W C4
#? []
1377 play W C5
#? []
1378 play B F4
#? []
1379 play B G4
#? []
1380 play W E6
#? []
1381 play W E7
#? []
1382 play B A1
#? []
1383 play B B1
#? []
1384 play W G6
#? []
1385 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
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
1415 play W E5
#? []
1416 play W F5
#? []
1417 play B D4
#? []
1418 play B C4
#? []
1419 play W PASS
#? []
1420 play B B2
#? []
1421 play B A2
#? []
1422 play W C4
#? []
1423 play W C5
#? []
1424 play B F4
#? []
1425 play B G4
#? []
1426 play W E6
#? []
1427 play W E7
#? []
1428 play B A1
#? []
1429 play B B1
#? []
1430 play W G6
#? []
1431 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1432 gogui-rules_board_size
#? [7 7 hex]
1433 gogui-rules_captured_count
#? [0 0]
1434 gogui-rules_side_to_move
#? [white]
play W G6
# error: illegal move: G6 cannot follow G6, the move begun \(gogui-rules_legal_moves\)
play W G6
# error: illegal move: G6 cannot follow G6, the move begun \(gogui-rules_legal_moves\)
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
1461 play W E5
#? []
1462 play W F5
#? []
1463 play B D4
#? []
1464 play B C4
#? []
1465 play W PASS
#? []
1466 play B B2
#? []
1467 play B A2
#? []
1468 play W C4
#? []
1469 play W C5
#? []
1470 play B F4
#? []
1471 play B G4
#? []
1472 play W E6
#? []
1473 play W E7
#? []
1474 play B A1
#? []
1475 play B B1
#? []
1476 play W G6
#? []
1477 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1478 gogui-rules_board_size
#? [7 7 hex]
1479 gogui-rules_captured_count
#? [0 0]
1480 gogui-rules_side_to_move
#? [white]
1481 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C4 NW E5 E E6 NW\nLABEL G7 NW F6 W F5 SW G5 SE\nCOLOR red G6\nTEXT white's piece on G6: click the neighbouring cell its wall faces \(marked\)]
1482 gogui-rules_legal_moves
#? [G7 F6 F5 G5]
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
1519 play W E5
#? []
1520 play W F5
#? []
1521 play B D4
#? []
1522 play B C4
#? []
1523 play W PASS
#? []
1524 play B B2
#? []
1525 play B A2
#? []
1526 play W C4
#? []
1527 play W C5
#? []
1528 play B F4
#? []
1529 play B G4
#? []
1530 play W E6
#? []
1531 play W E7
#? []
1532 play B A1
#? []
1533 play B B1
#? []
1534 play W G6
#? []
1535 play W G5
#? []
1536 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
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
1567 play W E5
#? []
1568 play W F5
#? []
1569 play B D4
#? []
1570 play B C4
#? []
1571 play W PASS
#? []
1572 play B B2
#? []
1573 play B A2
#? []
1574 play W C4
#? []
1575 play W C5
#? []
1576 play B F4
#? []
1577 play B G4
#? []
1578 play W E6
#? []
1579 play W E7
#? []
1580 play B A1
#? []
1581 play B B1
#? []
1582 play W G6
#? []
1583 play W G5
#? []
1584 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1585 gogui-rules_board_size
#? [7 7 hex]
1586 gogui-rules_captured_count
#? [0 0]
1587 gogui-rules_side_to_move
#? [black]
play W G5
# error: illegal move: it is not white's turn
play W G5
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
1615 play W E5
#? []
1616 play W F5
#? []
1617 play B D4
#? []
1618 play B C4
#? []
1619 play W PASS
#? []
1620 play B B2
#? []
1621 play B A2
#? []
1622 play W C4
#? []
1623 play W C5
#? []
1624 play B F4
#? []
1625 play B G4
#? []
1626 play W E6
#? []
1627 play W E7
#? []
1628 play B A1
#? []
1629 play B B1
#? []
1630 play W G6
#? []
1631 play W G5
#? []
1632 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1633 gogui-rules_board_size
#? [7 7 hex]
1634 gogui-rules_captured_count
#? [0 0]
1635 gogui-rules_side_to_move
#? [black]
1636 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C4 NW E5 E E6 NW G6 SE\nCOLOR red G6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1637 gogui-rules_legal_moves
#? [B1 C1 D1 A2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 E4 G4 B5 C5 D5 F5 G5 C6 D6 F6 D7 E7 F7 G7 PASS]
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
1672 play W E5
#? []
1673 play W F5
#? []
1674 play B D4
#? []
1675 play B C4
#? []
1676 play W PASS
#? []
1677 play B B2
#? []
1678 play B A2
#? []
1679 play W C4
#? []
1680 play W C5
#? []
1681 play B F4
#? []
1682 play B G4
#? []
1683 play W E6
#? []
1684 play W E7
#? []
1685 play B A1
#? []
1686 play B B1
#? []
1687 play W G6
#? []
1688 play W G5
#? []
1689 play B C6
#? []
1690 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1691 gogui-rules_board_size
#? [7 7 hex]
1692 gogui-rules_captured_count
#? [0 0]
1693 gogui-rules_side_to_move
#? [black]
play B C6
# error: illegal move: C6 cannot follow C6, the move begun \(gogui-rules_legal_moves\)
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
1722 play W E5
#? []
1723 play W F5
#? []
1724 play B D4
#? []
1725 play B C4
#? []
1726 play W PASS
#? []
1727 play B B2
#? []
1728 play B A2
#? []
1729 play W C4
#? []
1730 play W C5
#? []
1731 play B F4
#? []
1732 play B G4
#? []
1733 play W E6
#? []
1734 play W E7
#? []
1735 play B A1
#? []
1736 play B B1
#? []
1737 play W G6
#? []
1738 play W G5
#? []
1739 play B C6
#? []
1740 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1741 gogui-rules_board_size
#? [7 7 hex]
1742 gogui-rules_captured_count
#? [0 0]
1743 gogui-rules_side_to_move
#? [black]
1744 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C4 NW E5 E E6 NW G6 SE\nLABEL D6 E D7 NE B5 SW C5 SE\nCOLOR red C6\nTEXT black's piece on C6: click the neighbouring cell its wall faces \(marked\)]
1745 gogui-rules_legal_moves
#? [D6 D7 B5 C5]
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
1781 play W E5
#? []
1782 play W F5
#? []
1783 play B D4
#? []
1784 play B C4
#? []
1785 play W PASS
#? []
1786 play B B2
#? []
1787 play B A2
#? []
1788 play W C4
#? []
1789 play W C5
#? []
1790 play B F4
#? []
1791 play B G4
#? []
1792 play W E6
#? []
1793 play W E7
#? []
1794 play B A1
#? []
1795 play B B1
#? []
1796 play W G6
#? []
1797 play W G5
#? []
1798 play B C6
#? []
1799 play B C5
#? []
1800 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1801 gogui-rules_board_size
#? [7 7 hex]
1802 gogui-rules_captured_count
#? [0 0]
1803 gogui-rules_side_to_move
#? [white]
play B C5
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
1833 play W E5
#? []
1834 play W F5
#? []
1835 play B D4
#? []
1836 play B C4
#? []
1837 play W PASS
#? []
1838 play B B2
#? []
1839 play B A2
#? []
1840 play W C4
#? []
1841 play W C5
#? []
1842 play B F4
#? []
1843 play B G4
#? []
1844 play W E6
#? []
1845 play W E7
#? []
1846 play B A1
#? []
1847 play B B1
#? []
1848 play W G6
#? []
1849 play W G5
#? []
1850 play B C6
#? []
1851 play B C5
#? []
1852 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\n\. \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1853 gogui-rules_board_size
#? [7 7 hex]
1854 gogui-rules_captured_count
#? [0 0]
1855 gogui-rules_side_to_move
#? [white]
1856 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C6 SE C4 NW E5 E E6 NW G6 SE\nCOLOR red C6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1857 gogui-rules_legal_moves
#? [B1 C1 D1 A2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 E4 G4 B5 C5 D5 F5 G5 D6 F6 D7 E7 F7 G7 PASS]
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
1897 play W E5
#? []
1898 play W F5
#? []
1899 play B D4
#? []
1900 play B C4
#? []
1901 play W PASS
#? []
1902 play B B2
#? []
1903 play B A2
#? []
1904 play W C4
#? []
1905 play W C5
#? []
1906 play B F4
#? []
1907 play B G4
#? []
1908 play W E6
#? []
1909 play W E7
#? []
1910 play B A1
#? []
1911 play B B1
#? []
1912 play W G6
#? []
1913 play W G5
#? []
1914 play B C6
#? []
1915 play B C5
#? []
1916 play W A3
#? []
1917 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
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
1951 play W E5
#? []
1952 play W F5
#? []
1953 play B D4
#? []
1954 play B C4
#? []
1955 play W PASS
#? []
1956 play B B2
#? []
1957 play B A2
#? []
1958 play W C4
#? []
1959 play W C5
#? []
1960 play B F4
#? []
1961 play B G4
#? []
1962 play W E6
#? []
1963 play W E7
#? []
1964 play B A1
#? []
1965 play B B1
#? []
1966 play W G6
#? []
1967 play W G5
#? []
1968 play B C6
#? []
1969 play B C5
#? []
1970 play W A3
#? []
1971 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
1972 gogui-rules_board_size
#? [7 7 hex]
1973 gogui-rules_captured_count
#? [0 0]
1974 gogui-rules_side_to_move
#? [white]
play W A3
# error: illegal move: A3 cannot follow A3, the move begun \(gogui-rules_legal_moves\)
play W A3
# error: illegal move: A3 cannot follow A3, the move begun \(gogui-rules_legal_moves\)
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
2005 play W E5
#? []
2006 play W F5
#? []
2007 play B D4
#? []
2008 play B C4
#? []
2009 play W PASS
#? []
2010 play B B2
#? []
2011 play B A2
#? []
2012 play W C4
#? []
2013 play W C5
#? []
2014 play B F4
#? []
2015 play B G4
#? []
2016 play W E6
#? []
2017 play W E7
#? []
2018 play B A1
#? []
2019 play B B1
#? []
2020 play W G6
#? []
2021 play W G5
#? []
2022 play B C6
#? []
2023 play B C5
#? []
2024 play W A3
#? []
2025 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2026 gogui-rules_board_size
#? [7 7 hex]
2027 gogui-rules_captured_count
#? [0 0]
2028 gogui-rules_side_to_move
#? [white]
2029 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C6 SE C4 NW E5 E E6 NW G6 SE\nLABEL B3 E B4 NE A4 NW A2 SE\nCOLOR red A3\nTEXT white's piece on A3: click the neighbouring cell its wall faces \(marked\)]
2030 gogui-rules_legal_moves
#? [B3 B4 A4 A2]
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
2071 play W E5
#? []
2072 play W F5
#? []
2073 play B D4
#? []
2074 play B C4
#? []
2075 play W PASS
#? []
2076 play B B2
#? []
2077 play B A2
#? []
2078 play W C4
#? []
2079 play W C5
#? []
2080 play B F4
#? []
2081 play B G4
#? []
2082 play W E6
#? []
2083 play W E7
#? []
2084 play B A1
#? []
2085 play B B1
#? []
2086 play W G6
#? []
2087 play W G5
#? []
2088 play B C6
#? []
2089 play B C5
#? []
2090 play W A3
#? []
2091 play W A4
#? []
2092 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
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
2127 play W E5
#? []
2128 play W F5
#? []
2129 play B D4
#? []
2130 play B C4
#? []
2131 play W PASS
#? []
2132 play B B2
#? []
2133 play B A2
#? []
2134 play W C4
#? []
2135 play W C5
#? []
2136 play B F4
#? []
2137 play B G4
#? []
2138 play W E6
#? []
2139 play W E7
#? []
2140 play B A1
#? []
2141 play B B1
#? []
2142 play W G6
#? []
2143 play W G5
#? []
2144 play B C6
#? []
2145 play B C5
#? []
2146 play W A3
#? []
2147 play W A4
#? []
2148 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2149 gogui-rules_board_size
#? [7 7 hex]
2150 gogui-rules_captured_count
#? [0 0]
2151 gogui-rules_side_to_move
#? [black]
play W A4
# error: illegal move: it is not white's turn
play W A4
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
2183 play W E5
#? []
2184 play W F5
#? []
2185 play B D4
#? []
2186 play B C4
#? []
2187 play W PASS
#? []
2188 play B B2
#? []
2189 play B A2
#? []
2190 play W C4
#? []
2191 play W C5
#? []
2192 play B F4
#? []
2193 play B G4
#? []
2194 play W E6
#? []
2195 play W E7
#? []
2196 play B A1
#? []
2197 play B B1
#? []
2198 play W G6
#? []
2199 play W G5
#? []
2200 play B C6
#? []
2201 play B C5
#? []
2202 play W A3
#? []
2203 play W A4
#? []
2204 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2205 gogui-rules_board_size
#? [7 7 hex]
2206 gogui-rules_captured_count
#? [0 0]
2207 gogui-rules_side_to_move
#? [black]
2208 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C6 SE A3 NW C4 NW E5 E E6 NW G6 SE\nCOLOR red A3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
2209 gogui-rules_legal_moves
#? [B1 C1 D1 A2 C2 D2 B3 C3 D3 E3 F3 A4 B4 E4 G4 B5 C5 D5 F5 G5 D6 F6 D7 E7 F7 G7 PASS]
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
2248 play W E5
#? []
2249 play W F5
#? []
2250 play B D4
#? []
2251 play B C4
#? []
2252 play W PASS
#? []
2253 play B B2
#? []
2254 play B A2
#? []
2255 play W C4
#? []
2256 play W C5
#? []
2257 play B F4
#? []
2258 play B G4
#? []
2259 play W E6
#? []
2260 play W E7
#? []
2261 play B A1
#? []
2262 play B B1
#? []
2263 play W G6
#? []
2264 play W G5
#? []
2265 play B C6
#? []
2266 play B C5
#? []
2267 play W A3
#? []
2268 play W A4
#? []
2269 play B F7
#? []
2270 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2271 gogui-rules_board_size
#? [7 7 hex]
2272 gogui-rules_captured_count
#? [0 0]
2273 gogui-rules_side_to_move
#? [black]
play B F7
# error: illegal move: F7 cannot follow F7, the move begun \(gogui-rules_legal_moves\)
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
2306 play W E5
#? []
2307 play W F5
#? []
2308 play B D4
#? []
2309 play B C4
#? []
2310 play W PASS
#? []
2311 play B B2
#? []
2312 play B A2
#? []
2313 play W C4
#? []
2314 play W C5
#? []
2315 play B F4
#? []
2316 play B G4
#? []
2317 play W E6
#? []
2318 play W E7
#? []
2319 play B A1
#? []
2320 play B B1
#? []
2321 play W G6
#? []
2322 play W G5
#? []
2323 play B C6
#? []
2324 play B C5
#? []
2325 play W A3
#? []
2326 play W A4
#? []
2327 play B F7
#? []
2328 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2329 gogui-rules_board_size
#? [7 7 hex]
2330 gogui-rules_captured_count
#? [0 0]
2331 gogui-rules_side_to_move
#? [black]
2332 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C6 SE A3 NW C4 NW E5 E E6 NW G6 SE\nLABEL G7 E E7 W F6 SE\nCOLOR red F7\nTEXT black's piece on F7: click the neighbouring cell its wall faces \(marked\)]
2333 gogui-rules_legal_moves
#? [G7 E7 F6]
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
2373 play W E5
#? []
2374 play W F5
#? []
2375 play B D4
#? []
2376 play B C4
#? []
2377 play W PASS
#? []
2378 play B B2
#? []
2379 play B A2
#? []
2380 play W C4
#? []
2381 play W C5
#? []
2382 play B F4
#? []
2383 play B G4
#? []
2384 play W E6
#? []
2385 play W E7
#? []
2386 play B A1
#? []
2387 play B B1
#? []
2388 play W G6
#? []
2389 play W G5
#? []
2390 play B C6
#? []
2391 play B C5
#? []
2392 play W A3
#? []
2393 play W A4
#? []
2394 play B F7
#? []
2395 play B F6
#? []
2396 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2397 gogui-rules_board_size
#? [7 7 hex]
2398 gogui-rules_captured_count
#? [0 0]
2399 gogui-rules_side_to_move
#? [white]
play B F6
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
2433 play W E5
#? []
2434 play W F5
#? []
2435 play B D4
#? []
2436 play B C4
#? []
2437 play W PASS
#? []
2438 play B B2
#? []
2439 play B A2
#? []
2440 play W C4
#? []
2441 play W C5
#? []
2442 play B F4
#? []
2443 play B G4
#? []
2444 play W E6
#? []
2445 play W E7
#? []
2446 play B A1
#? []
2447 play B B1
#? []
2448 play W G6
#? []
2449 play W G5
#? []
2450 play B C6
#? []
2451 play B C5
#? []
2452 play W A3
#? []
2453 play W A4
#? []
2454 play B F7
#? []
2455 play B F6
#? []
2456 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X \. X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2457 gogui-rules_board_size
#? [7 7 hex]
2458 gogui-rules_captured_count
#? [0 0]
2459 gogui-rules_side_to_move
#? [white]
2460 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C6 SE F7 SE A3 NW C4 NW E5 E E6 NW G6 SE\nCOLOR red F7\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
2461 gogui-rules_legal_moves
#? [B1 C1 D1 A2 C2 D2 B3 C3 D3 E3 F3 A4 B4 E4 G4 B5 C5 D5 F5 G5 D6 F6 D7 E7 G7 PASS]
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
2505 play W E5
#? []
2506 play W F5
#? []
2507 play B D4
#? []
2508 play B C4
#? []
2509 play W PASS
#? []
2510 play B B2
#? []
2511 play B A2
#? []
2512 play W C4
#? []
2513 play W C5
#? []
2514 play B F4
#? []
2515 play B G4
#? []
2516 play W E6
#? []
2517 play W E7
#? []
2518 play B A1
#? []
2519 play B B1
#? []
2520 play W G6
#? []
2521 play W G5
#? []
2522 play B C6
#? []
2523 play B C5
#? []
2524 play W A3
#? []
2525 play W A4
#? []
2526 play B F7
#? []
2527 play B F6
#? []
2528 play W E4
#? []
2529 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
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
2567 play W E5
#? []
2568 play W F5
#? []
2569 play B D4
#? []
2570 play B C4
#? []
2571 play W PASS
#? []
2572 play B B2
#? []
2573 play B A2
#? []
2574 play W C4
#? []
2575 play W C5
#? []
2576 play B F4
#? []
2577 play B G4
#? []
2578 play W E6
#? []
2579 play W E7
#? []
2580 play B A1
#? []
2581 play B B1
#? []
2582 play W G6
#? []
2583 play W G5
#? []
2584 play B C6
#? []
2585 play B C5
#? []
2586 play W A3
#? []
2587 play W A4
#? []
2588 play B F7
#? []
2589 play B F6
#? []
2590 play W E4
#? []
2591 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2592 gogui-rules_board_size
#? [7 7 hex]
2593 gogui-rules_captured_count
#? [0 0]
2594 gogui-rules_side_to_move
#? [white]
play W E4
# error: illegal move: E4 cannot follow E4, the move begun \(gogui-rules_legal_moves\)
play W E4
# error: illegal move: E4 cannot follow E4, the move begun \(gogui-rules_legal_moves\)
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
2629 play W E5
#? []
2630 play W F5
#? []
2631 play B D4
#? []
2632 play B C4
#? []
2633 play W PASS
#? []
2634 play B B2
#? []
2635 play B A2
#? []
2636 play W C4
#? []
2637 play W C5
#? []
2638 play B F4
#? []
2639 play B G4
#? []
2640 play W E6
#? []
2641 play W E7
#? []
2642 play B A1
#? []
2643 play B B1
#? []
2644 play W G6
#? []
2645 play W G5
#? []
2646 play B C6
#? []
2647 play B C5
#? []
2648 play W A3
#? []
2649 play W A4
#? []
2650 play B F7
#? []
2651 play B F6
#? []
2652 play W E4
#? []
2653 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2654 gogui-rules_board_size
#? [7 7 hex]
2655 gogui-rules_captured_count
#? [0 0]
2656 gogui-rules_side_to_move
#? [white]
2657 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C6 SE F7 SE A3 NW C4 NW E5 E E6 NW G6 SE\nLABEL F5 NE E5 NW D3 SW E3 SE\nCOLOR red E4\nTEXT white's piece on E4: click the neighbouring cell its wall faces \(marked\)]
2658 gogui-rules_legal_moves
#? [F5 E5 D3 E3]
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
2703 play W E5
#? []
2704 play W F5
#? []
2705 play B D4
#? []
2706 play B C4
#? []
2707 play W PASS
#? []
2708 play B B2
#? []
2709 play B A2
#? []
2710 play W C4
#? []
2711 play W C5
#? []
2712 play B F4
#? []
2713 play B G4
#? []
2714 play W E6
#? []
2715 play W E7
#? []
2716 play B A1
#? []
2717 play B B1
#? []
2718 play W G6
#? []
2719 play W G5
#? []
2720 play B C6
#? []
2721 play B C5
#? []
2722 play W A3
#? []
2723 play W A4
#? []
2724 play B F7
#? []
2725 play B F6
#? []
2726 play W E4
#? []
2727 play W E3
#? []
2728 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2729 gogui-rules_board_size
#? [7 7 hex]
2730 gogui-rules_captured_count
#? [0 0]
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
2767 play W E5
#? []
2768 play W F5
#? []
2769 play B D4
#? []
2770 play B C4
#? []
2771 play W PASS
#? []
2772 play B B2
#? []
2773 play B A2
#? []
2774 play W C4
#? []
2775 play W C5
#? []
2776 play B F4
#? []
2777 play B G4
#? []
2778 play W E6
#? []
2779 play W E7
#? []
2780 play B A1
#? []
2781 play B B1
#? []
2782 play W G6
#? []
2783 play W G5
#? []
2784 play B C6
#? []
2785 play B C5
#? []
2786 play W A3
#? []
2787 play W A4
#? []
2788 play B F7
#? []
2789 play B F6
#? []
2790 play W E4
#? []
2791 play W E3
#? []
2792 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2793 gogui-rules_board_size
#? [7 7 hex]
2794 gogui-rules_captured_count
#? [0 0]
2795 gogui-rules_side_to_move
#? [black]
play W E3
# error: illegal move: it is not white's turn
play W E3
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
2831 play W E5
#? []
2832 play W F5
#? []
2833 play B D4
#? []
2834 play B C4
#? []
2835 play W PASS
#? []
2836 play B B2
#? []
2837 play B A2
#? []
2838 play W C4
#? []
2839 play W C5
#? []
2840 play B F4
#? []
2841 play B G4
#? []
2842 play W E6
#? []
2843 play W E7
#? []
2844 play B A1
#? []
2845 play B B1
#? []
2846 play W G6
#? []
2847 play W G5
#? []
2848 play B C6
#? []
2849 play B C5
#? []
2850 play W A3
#? []
2851 play W A4
#? []
2852 play B F7
#? []
2853 play B F6
#? []
2854 play W E4
#? []
2855 play W E3
#? []
2856 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\n\. \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2857 gogui-rules_board_size
#? [7 7 hex]
2858 gogui-rules_captured_count
#? [0 0]
2859 gogui-rules_side_to_move
#? [black]
2860 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C6 SE F7 SE A3 NW C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red E4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
2861 gogui-rules_legal_moves
#? [B1 C1 D1 A2 C2 D2 B3 C3 D3 E3 F3 A4 B4 G4 B5 C5 D5 F5 G5 D6 F6 D7 E7 G7 PASS]
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
2904 play W E5
#? []
2905 play W F5
#? []
2906 play B D4
#? []
2907 play B C4
#? []
2908 play W PASS
#? []
2909 play B B2
#? []
2910 play B A2
#? []
2911 play W C4
#? []
2912 play W C5
#? []
2913 play B F4
#? []
2914 play B G4
#? []
2915 play W E6
#? []
2916 play W E7
#? []
2917 play B A1
#? []
2918 play B B1
#? []
2919 play W G6
#? []
2920 play W G5
#? []
2921 play B C6
#? []
2922 play B C5
#? []
2923 play W A3
#? []
2924 play W A4
#? []
2925 play B F7
#? []
2926 play B F6
#? []
2927 play W E4
#? []
2928 play W E3
#? []
2929 play B A4
#? []
2930 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2931 gogui-rules_board_size
#? [7 7 hex]
2932 gogui-rules_captured_count
#? [0 0]
2933 gogui-rules_side_to_move
#? [black]
play B A4
# error: illegal move: A4 cannot follow A4, the move begun \(gogui-rules_legal_moves\)
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
2970 play W E5
#? []
2971 play W F5
#? []
2972 play B D4
#? []
2973 play B C4
#? []
2974 play W PASS
#? []
2975 play B B2
#? []
2976 play B A2
#? []
2977 play W C4
#? []
2978 play W C5
#? []
2979 play B F4
#? []
2980 play B G4
#? []
2981 play W E6
#? []
2982 play W E7
#? []
2983 play B A1
#? []
2984 play B B1
#? []
2985 play W G6
#? []
2986 play W G5
#? []
2987 play B C6
#? []
2988 play B C5
#? []
2989 play W A3
#? []
2990 play W A4
#? []
2991 play B F7
#? []
2992 play B F6
#? []
2993 play W E4
#? []
2994 play W E3
#? []
2995 play B A4
#? []
2996 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
2997 gogui-rules_board_size
#? [7 7 hex]
2998 gogui-rules_captured_count
#? [0 0]
2999 gogui-rules_side_to_move
#? [black]
3000 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW D4 W F4 E C6 SE F7 SE A3 NW C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL B4 E B5 NE\nCOLOR red A4\nTEXT black's piece on A4: click the neighbouring cell its wall faces \(marked\)]
3001 gogui-rules_legal_moves
#? [B4 B5]
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
3045 play W E5
#? []
3046 play W F5
#? []
3047 play B D4
#? []
3048 play B C4
#? []
3049 play W PASS
#? []
3050 play B B2
#? []
3051 play B A2
#? []
3052 play W C4
#? []
3053 play W C5
#? []
3054 play B F4
#? []
3055 play B G4
#? []
3056 play W E6
#? []
3057 play W E7
#? []
3058 play B A1
#? []
3059 play B B1
#? []
3060 play W G6
#? []
3061 play W G5
#? []
3062 play B C6
#? []
3063 play B C5
#? []
3064 play W A3
#? []
3065 play W A4
#? []
3066 play B F7
#? []
3067 play B F6
#? []
3068 play W E4
#? []
3069 play W E3
#? []
3070 play B A4
#? []
3071 play B B5
#? []
3072 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
3073 gogui-rules_board_size
#? [7 7 hex]
3074 gogui-rules_captured_count
#? [0 0]
3075 gogui-rules_side_to_move
#? [white]
play B B5
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
3113 play W E5
#? []
3114 play W F5
#? []
3115 play B D4
#? []
3116 play B C4
#? []
3117 play W PASS
#? []
3118 play B B2
#? []
3119 play B A2
#? []
3120 play W C4
#? []
3121 play W C5
#? []
3122 play B F4
#? []
3123 play B G4
#? []
3124 play W E6
#? []
3125 play W E7
#? []
3126 play B A1
#? []
3127 play B B1
#? []
3128 play W G6
#? []
3129 play W G5
#? []
3130 play B C6
#? []
3131 play B C5
#? []
3132 play W A3
#? []
3133 play W A4
#? []
3134 play B F7
#? []
3135 play B F6
#? []
3136 play W E4
#? []
3137 play W E3
#? []
3138 play B A4
#? []
3139 play B B5
#? []
3140 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. \. \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
3141 gogui-rules_board_size
#? [7 7 hex]
3142 gogui-rules_captured_count
#? [0 0]
3143 gogui-rules_side_to_move
#? [white]
3144 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW A4 NE D4 W F4 E C6 SE F7 SE A3 NW C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red A4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
3145 gogui-rules_legal_moves
#? [B1 C1 D1 A2 C2 D2 B3 C3 D3 E3 F3 B4 G4 B5 C5 D5 F5 G5 D6 F6 D7 E7 G7 PASS]
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
3193 play W E5
#? []
3194 play W F5
#? []
3195 play B D4
#? []
3196 play B C4
#? []
3197 play W PASS
#? []
3198 play B B2
#? []
3199 play B A2
#? []
3200 play W C4
#? []
3201 play W C5
#? []
3202 play B F4
#? []
3203 play B G4
#? []
3204 play W E6
#? []
3205 play W E7
#? []
3206 play B A1
#? []
3207 play B B1
#? []
3208 play W G6
#? []
3209 play W G5
#? []
3210 play B C6
#? []
3211 play B C5
#? []
3212 play W A3
#? []
3213 play W A4
#? []
3214 play B F7
#? []
3215 play B F6
#? []
3216 play W E4
#? []
3217 play W E3
#? []
3218 play B A4
#? []
3219 play B B5
#? []
3220 play W D3
#? []
3221 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
3222 gogui-rules_board_size
#? [7 7 hex]
3223 gogui-rules_captured_count
#? [0 0]
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
3263 play W E5
#? []
3264 play W F5
#? []
3265 play B D4
#? []
3266 play B C4
#? []
3267 play W PASS
#? []
3268 play B B2
#? []
3269 play B A2
#? []
3270 play W C4
#? []
3271 play W C5
#? []
3272 play B F4
#? []
3273 play B G4
#? []
3274 play W E6
#? []
3275 play W E7
#? []
3276 play B A1
#? []
3277 play B B1
#? []
3278 play W G6
#? []
3279 play W G5
#? []
3280 play B C6
#? []
3281 play B C5
#? []
3282 play W A3
#? []
3283 play W A4
#? []
3284 play B F7
#? []
3285 play B F6
#? []
3286 play W E4
#? []
3287 play W E3
#? []
3288 play B A4
#? []
3289 play B B5
#? []
3290 play W D3
#? []
3291 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
3292 gogui-rules_board_size
#? [7 7 hex]
3293 gogui-rules_captured_count
#? [0 0]
3294 gogui-rules_side_to_move
#? [white]
play W D3
# error: illegal move: D3 cannot follow D3, the move begun \(gogui-rules_legal_moves\)
play W D3
# error: illegal move: D3 cannot follow D3, the move begun \(gogui-rules_legal_moves\)
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
3333 play W E5
#? []
3334 play W F5
#? []
3335 play B D4
#? []
3336 play B C4
#? []
3337 play W PASS
#? []
3338 play B B2
#? []
3339 play B A2
#? []
3340 play W C4
#? []
3341 play W C5
#? []
3342 play B F4
#? []
3343 play B G4
#? []
3344 play W E6
#? []
3345 play W E7
#? []
3346 play B A1
#? []
3347 play B B1
#? []
3348 play W G6
#? []
3349 play W G5
#? []
3350 play B C6
#? []
3351 play B C5
#? []
3352 play W A3
#? []
3353 play W A4
#? []
3354 play B F7
#? []
3355 play B F6
#? []
3356 play W E4
#? []
3357 play W E3
#? []
3358 play B A4
#? []
3359 play B B5
#? []
3360 play W D3
#? []
3361 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
3362 gogui-rules_board_size
#? [7 7 hex]
3363 gogui-rules_captured_count
#? [0 0]
3364 gogui-rules_side_to_move
#? [white]
3365 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW A4 NE D4 W F4 E C6 SE F7 SE A3 NW C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL E3 E E4 NE C3 W C2 SW D2 SE\nCOLOR red D3\nTEXT white's piece on D3: click the neighbouring cell its wall faces \(marked\)]
3366 gogui-rules_legal_moves
#? [E3 E4 C3 C2 D2]
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
3415 play W E5
#? []
3416 play W F5
#? []
3417 play B D4
#? []
3418 play B C4
#? []
3419 play W PASS
#? []
3420 play B B2
#? []
3421 play B A2
#? []
3422 play W C4
#? []
3423 play W C5
#? []
3424 play B F4
#? []
3425 play B G4
#? []
3426 play W E6
#? []
3427 play W E7
#? []
3428 play B A1
#? []
3429 play B B1
#? []
3430 play W G6
#? []
3431 play W G5
#? []
3432 play B C6
#? []
3433 play B C5
#? []
3434 play W A3
#? []
3435 play W A4
#? []
3436 play B F7
#? []
3437 play B F6
#? []
3438 play W E4
#? []
3439 play W E3
#? []
3440 play B A4
#? []
3441 play B B5
#? []
3442 play W D3
#? []
3443 play W C3
#? []
3444 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
3445 gogui-rules_board_size
#? [7 7 hex]
3446 gogui-rules_captured_count
#? [0 0]
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
3487 play W E5
#? []
3488 play W F5
#? []
3489 play B D4
#? []
3490 play B C4
#? []
3491 play W PASS
#? []
3492 play B B2
#? []
3493 play B A2
#? []
3494 play W C4
#? []
3495 play W C5
#? []
3496 play B F4
#? []
3497 play B G4
#? []
3498 play W E6
#? []
3499 play W E7
#? []
3500 play B A1
#? []
3501 play B B1
#? []
3502 play W G6
#? []
3503 play W G5
#? []
3504 play B C6
#? []
3505 play B C5
#? []
3506 play W A3
#? []
3507 play W A4
#? []
3508 play B F7
#? []
3509 play B F6
#? []
3510 play W E4
#? []
3511 play W E3
#? []
3512 play B A4
#? []
3513 play B B5
#? []
3514 play W D3
#? []
3515 play W C3
#? []
3516 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
3517 gogui-rules_board_size
#? [7 7 hex]
3518 gogui-rules_captured_count
#? [0 0]
3519 gogui-rules_side_to_move
#? [black]
play W C3
# error: illegal move: it is not white's turn
play W C3
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
3559 play W E5
#? []
3560 play W F5
#? []
3561 play B D4
#? []
3562 play B C4
#? []
3563 play W PASS
#? []
3564 play B B2
#? []
3565 play B A2
#? []
3566 play W C4
#? []
3567 play W C5
#? []
3568 play B F4
#? []
3569 play B G4
#? []
3570 play W E6
#? []
3571 play W E7
#? []
3572 play B A1
#? []
3573 play B B1
#? []
3574 play W G6
#? []
3575 play W G5
#? []
3576 play B C6
#? []
3577 play B C5
#? []
3578 play W A3
#? []
3579 play W A4
#? []
3580 play B F7
#? []
3581 play B F6
#? []
3582 play W E4
#? []
3583 play W E3
#? []
3584 play B A4
#? []
3585 play B B5
#? []
3586 play W D3
#? []
3587 play W C3
#? []
3588 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX \. \. \. \? \? \?]
3589 gogui-rules_board_size
#? [7 7 hex]
3590 gogui-rules_captured_count
#? [0 0]
3591 gogui-rules_side_to_move
#? [black]
3592 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW A4 NE D4 W F4 E C6 SE F7 SE A3 NW D3 W C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red D3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
3593 gogui-rules_legal_moves
#? [B1 C1 D1 A2 C2 D2 B3 C3 E3 F3 B4 G4 B5 C5 D5 F5 G5 D6 F6 D7 E7 G7 PASS]
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
3640 play W E5
#? []
3641 play W F5
#? []
3642 play B D4
#? []
3643 play B C4
#? []
3644 play W PASS
#? []
3645 play B B2
#? []
3646 play B A2
#? []
3647 play W C4
#? []
3648 play W C5
#? []
3649 play B F4
#? []
3650 play B G4
#? []
3651 play W E6
#? []
3652 play W E7
#? []
3653 play B A1
#? []
3654 play B B1
#? []
3655 play W G6
#? []
3656 play W G5
#? []
3657 play B C6
#? []
3658 play B C5
#? []
3659 play W A3
#? []
3660 play W A4
#? []
3661 play B F7
#? []
3662 play B F6
#? []
3663 play W E4
#? []
3664 play W E3
#? []
3665 play B A4
#? []
3666 play B B5
#? []
3667 play W D3
#? []
3668 play W C3
#? []
3669 play B B1
#? []
3670 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX X \. \. \? \? \?]
3671 gogui-rules_board_size
#? [7 7 hex]
3672 gogui-rules_captured_count
#? [0 0]
3673 gogui-rules_side_to_move
#? [black]
play B B1
# error: illegal move: B1 cannot follow B1, the move begun \(gogui-rules_legal_moves\)
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
3714 play W E5
#? []
3715 play W F5
#? []
3716 play B D4
#? []
3717 play B C4
#? []
3718 play W PASS
#? []
3719 play B B2
#? []
3720 play B A2
#? []
3721 play W C4
#? []
3722 play W C5
#? []
3723 play B F4
#? []
3724 play B G4
#? []
3725 play W E6
#? []
3726 play W E7
#? []
3727 play B A1
#? []
3728 play B B1
#? []
3729 play W G6
#? []
3730 play W G5
#? []
3731 play B C6
#? []
3732 play B C5
#? []
3733 play W A3
#? []
3734 play W A4
#? []
3735 play B F7
#? []
3736 play B F6
#? []
3737 play W E4
#? []
3738 play W E3
#? []
3739 play B A4
#? []
3740 play B B5
#? []
3741 play W D3
#? []
3742 play W C3
#? []
3743 play B B1
#? []
3744 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX X \. \. \? \? \?]
3745 gogui-rules_board_size
#? [7 7 hex]
3746 gogui-rules_captured_count
#? [0 0]
3747 gogui-rules_side_to_move
#? [black]
3748 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B2 W E2 NW A4 NE D4 W F4 E C6 SE F7 SE A3 NW D3 W C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL C1 E C2 NE B2 NW\nCOLOR red B1\nTEXT black's piece on B1: click the neighbouring cell its wall faces \(marked\)]
3749 gogui-rules_legal_moves
#? [C1 C2 B2]
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
3797 play W E5
#? []
3798 play W F5
#? []
3799 play B D4
#? []
3800 play B C4
#? []
3801 play W PASS
#? []
3802 play B B2
#? []
3803 play B A2
#? []
3804 play W C4
#? []
3805 play W C5
#? []
3806 play B F4
#? []
3807 play B G4
#? []
3808 play W E6
#? []
3809 play W E7
#? []
3810 play B A1
#? []
3811 play B B1
#? []
3812 play W G6
#? []
3813 play W G5
#? []
3814 play B C6
#? []
3815 play B C5
#? []
3816 play W A3
#? []
3817 play W A4
#? []
3818 play B F7
#? []
3819 play B F6
#? []
3820 play W E4
#? []
3821 play W E3
#? []
3822 play B A4
#? []
3823 play B B5
#? []
3824 play W D3
#? []
3825 play W C3
#? []
3826 play B B1
#? []
3827 play B C2
#? []
3828 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX X \. \. \? \? \?]
3829 gogui-rules_board_size
#? [7 7 hex]
3830 gogui-rules_captured_count
#? [0 0]
3831 gogui-rules_side_to_move
#? [white]
play B C2
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
3873 play W E5
#? []
3874 play W F5
#? []
3875 play B D4
#? []
3876 play B C4
#? []
3877 play W PASS
#? []
3878 play B B2
#? []
3879 play B A2
#? []
3880 play W C4
#? []
3881 play W C5
#? []
3882 play B F4
#? []
3883 play B G4
#? []
3884 play W E6
#? []
3885 play W E7
#? []
3886 play B A1
#? []
3887 play B B1
#? []
3888 play W G6
#? []
3889 play W G5
#? []
3890 play B C6
#? []
3891 play B C5
#? []
3892 play W A3
#? []
3893 play W A4
#? []
3894 play B F7
#? []
3895 play B F6
#? []
3896 play W E4
#? []
3897 play W E3
#? []
3898 play B A4
#? []
3899 play B B5
#? []
3900 play W D3
#? []
3901 play W C3
#? []
3902 play B B1
#? []
3903 play B C2
#? []
3904 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. \. X \? \?\nX X \. \. \? \? \?]
3905 gogui-rules_board_size
#? [7 7 hex]
3906 gogui-rules_captured_count
#? [0 0]
3907 gogui-rules_side_to_move
#? [white]
3908 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E C6 SE F7 SE A3 NW D3 W C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red B1\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
3909 gogui-rules_legal_moves
#? [C1 D1 A2 C2 D2 B3 C3 E3 F3 B4 G4 B5 C5 D5 F5 G5 D6 F6 D7 E7 G7 PASS]
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
3961 play W E5
#? []
3962 play W F5
#? []
3963 play B D4
#? []
3964 play B C4
#? []
3965 play W PASS
#? []
3966 play B B2
#? []
3967 play B A2
#? []
3968 play W C4
#? []
3969 play W C5
#? []
3970 play B F4
#? []
3971 play B G4
#? []
3972 play W E6
#? []
3973 play W E7
#? []
3974 play B A1
#? []
3975 play B B1
#? []
3976 play W G6
#? []
3977 play W G5
#? []
3978 play B C6
#? []
3979 play B C5
#? []
3980 play W A3
#? []
3981 play W A4
#? []
3982 play B F7
#? []
3983 play B F6
#? []
3984 play W E4
#? []
3985 play W E3
#? []
3986 play B A4
#? []
3987 play B B5
#? []
3988 play W D3
#? []
3989 play W C3
#? []
3990 play B B1
#? []
3991 play B C2
#? []
3992 play W D2
#? []
3993 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
3994 gogui-rules_board_size
#? [7 7 hex]
3995 gogui-rules_captured_count
#? [0 0]
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
4039 play W E5
#? []
4040 play W F5
#? []
4041 play B D4
#? []
4042 play B C4
#? []
4043 play W PASS
#? []
4044 play B B2
#? []
4045 play B A2
#? []
4046 play W C4
#? []
4047 play W C5
#? []
4048 play B F4
#? []
4049 play B G4
#? []
4050 play W E6
#? []
4051 play W E7
#? []
4052 play B A1
#? []
4053 play B B1
#? []
4054 play W G6
#? []
4055 play W G5
#? []
4056 play B C6
#? []
4057 play B C5
#? []
4058 play W A3
#? []
4059 play W A4
#? []
4060 play B F7
#? []
4061 play B F6
#? []
4062 play W E4
#? []
4063 play W E3
#? []
4064 play B A4
#? []
4065 play B B5
#? []
4066 play W D3
#? []
4067 play W C3
#? []
4068 play B B1
#? []
4069 play B C2
#? []
4070 play W D2
#? []
4071 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4072 gogui-rules_board_size
#? [7 7 hex]
4073 gogui-rules_captured_count
#? [0 0]
4074 gogui-rules_side_to_move
#? [white]
play W D2
# error: illegal move: D2 cannot follow D2, the move begun \(gogui-rules_legal_moves\)
play W D2
# error: illegal move: D2 cannot follow D2, the move begun \(gogui-rules_legal_moves\)
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
4117 play W E5
#? []
4118 play W F5
#? []
4119 play B D4
#? []
4120 play B C4
#? []
4121 play W PASS
#? []
4122 play B B2
#? []
4123 play B A2
#? []
4124 play W C4
#? []
4125 play W C5
#? []
4126 play B F4
#? []
4127 play B G4
#? []
4128 play W E6
#? []
4129 play W E7
#? []
4130 play B A1
#? []
4131 play B B1
#? []
4132 play W G6
#? []
4133 play W G5
#? []
4134 play B C6
#? []
4135 play B C5
#? []
4136 play W A3
#? []
4137 play W A4
#? []
4138 play B F7
#? []
4139 play B F6
#? []
4140 play W E4
#? []
4141 play W E3
#? []
4142 play B A4
#? []
4143 play B B5
#? []
4144 play W D3
#? []
4145 play W C3
#? []
4146 play B B1
#? []
4147 play B C2
#? []
4148 play W D2
#? []
4149 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4150 gogui-rules_board_size
#? [7 7 hex]
4151 gogui-rules_captured_count
#? [0 0]
4152 gogui-rules_side_to_move
#? [white]
4153 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E C6 SE F7 SE A3 NW D3 W C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL E3 NE D3 NW C2 W C1 SW D1 SE\nCOLOR red D2\nTEXT white's piece on D2: click the neighbouring cell its wall faces \(marked\)]
4154 gogui-rules_legal_moves
#? [E3 D3 C2 C1 D1]
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
4207 play W E5
#? []
4208 play W F5
#? []
4209 play B D4
#? []
4210 play B C4
#? []
4211 play W PASS
#? []
4212 play B B2
#? []
4213 play B A2
#? []
4214 play W C4
#? []
4215 play W C5
#? []
4216 play B F4
#? []
4217 play B G4
#? []
4218 play W E6
#? []
4219 play W E7
#? []
4220 play B A1
#? []
4221 play B B1
#? []
4222 play W G6
#? []
4223 play W G5
#? []
4224 play B C6
#? []
4225 play B C5
#? []
4226 play W A3
#? []
4227 play W A4
#? []
4228 play B F7
#? []
4229 play B F6
#? []
4230 play W E4
#? []
4231 play W E3
#? []
4232 play B A4
#? []
4233 play B B5
#? []
4234 play W D3
#? []
4235 play W C3
#? []
4236 play B B1
#? []
4237 play B C2
#? []
4238 play W D2
#? []
4239 play W C2
#? []
4240 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4241 gogui-rules_board_size
#? [7 7 hex]
4242 gogui-rules_captured_count
#? [0 0]
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
4287 play W E5
#? []
4288 play W F5
#? []
4289 play B D4
#? []
4290 play B C4
#? []
4291 play W PASS
#? []
4292 play B B2
#? []
4293 play B A2
#? []
4294 play W C4
#? []
4295 play W C5
#? []
4296 play B F4
#? []
4297 play B G4
#? []
4298 play W E6
#? []
4299 play W E7
#? []
4300 play B A1
#? []
4301 play B B1
#? []
4302 play W G6
#? []
4303 play W G5
#? []
4304 play B C6
#? []
4305 play B C5
#? []
4306 play W A3
#? []
4307 play W A4
#? []
4308 play B F7
#? []
4309 play B F6
#? []
4310 play W E4
#? []
4311 play W E3
#? []
4312 play B A4
#? []
4313 play B B5
#? []
4314 play W D3
#? []
4315 play W C3
#? []
4316 play B B1
#? []
4317 play B C2
#? []
4318 play W D2
#? []
4319 play W C2
#? []
4320 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4321 gogui-rules_board_size
#? [7 7 hex]
4322 gogui-rules_captured_count
#? [0 0]
4323 gogui-rules_side_to_move
#? [black]
play W C2
# error: illegal move: it is not white's turn
play W C2
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
4367 play W E5
#? []
4368 play W F5
#? []
4369 play B D4
#? []
4370 play B C4
#? []
4371 play W PASS
#? []
4372 play B B2
#? []
4373 play B A2
#? []
4374 play W C4
#? []
4375 play W C5
#? []
4376 play B F4
#? []
4377 play B G4
#? []
4378 play W E6
#? []
4379 play W E7
#? []
4380 play B A1
#? []
4381 play B B1
#? []
4382 play W G6
#? []
4383 play W G5
#? []
4384 play B C6
#? []
4385 play B C5
#? []
4386 play W A3
#? []
4387 play W A4
#? []
4388 play B F7
#? []
4389 play B F6
#? []
4390 play W E4
#? []
4391 play W E3
#? []
4392 play B A4
#? []
4393 play B B5
#? []
4394 play W D3
#? []
4395 play W C3
#? []
4396 play B B1
#? []
4397 play B C2
#? []
4398 play W D2
#? []
4399 play W C2
#? []
4400 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X \. O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4401 gogui-rules_board_size
#? [7 7 hex]
4402 gogui-rules_captured_count
#? [0 0]
4403 gogui-rules_side_to_move
#? [black]
4404 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E C6 SE F7 SE D2 W A3 NW D3 W C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red D2\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
4405 gogui-rules_legal_moves
#? [C1 D1 A2 C2 B3 C3 E3 F3 B4 G4 B5 C5 D5 F5 G5 D6 F6 D7 E7 G7 PASS]
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
4456 play W E5
#? []
4457 play W F5
#? []
4458 play B D4
#? []
4459 play B C4
#? []
4460 play W PASS
#? []
4461 play B B2
#? []
4462 play B A2
#? []
4463 play W C4
#? []
4464 play W C5
#? []
4465 play B F4
#? []
4466 play B G4
#? []
4467 play W E6
#? []
4468 play W E7
#? []
4469 play B A1
#? []
4470 play B B1
#? []
4471 play W G6
#? []
4472 play W G5
#? []
4473 play B C6
#? []
4474 play B C5
#? []
4475 play W A3
#? []
4476 play W A4
#? []
4477 play B F7
#? []
4478 play B F6
#? []
4479 play W E4
#? []
4480 play W E3
#? []
4481 play B A4
#? []
4482 play B B5
#? []
4483 play W D3
#? []
4484 play W C3
#? []
4485 play B B1
#? []
4486 play B C2
#? []
4487 play W D2
#? []
4488 play W C2
#? []
4489 play B D6
#? []
4490 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4491 gogui-rules_board_size
#? [7 7 hex]
4492 gogui-rules_captured_count
#? [0 0]
4493 gogui-rules_side_to_move
#? [black]
play B D6
# error: illegal move: D6 cannot follow D6, the move begun \(gogui-rules_legal_moves\)
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
4538 play W E5
#? []
4539 play W F5
#? []
4540 play B D4
#? []
4541 play B C4
#? []
4542 play W PASS
#? []
4543 play B B2
#? []
4544 play B A2
#? []
4545 play W C4
#? []
4546 play W C5
#? []
4547 play B F4
#? []
4548 play B G4
#? []
4549 play W E6
#? []
4550 play W E7
#? []
4551 play B A1
#? []
4552 play B B1
#? []
4553 play W G6
#? []
4554 play W G5
#? []
4555 play B C6
#? []
4556 play B C5
#? []
4557 play W A3
#? []
4558 play W A4
#? []
4559 play B F7
#? []
4560 play B F6
#? []
4561 play W E4
#? []
4562 play W E3
#? []
4563 play B A4
#? []
4564 play B B5
#? []
4565 play W D3
#? []
4566 play W C3
#? []
4567 play B B1
#? []
4568 play B C2
#? []
4569 play W D2
#? []
4570 play W C2
#? []
4571 play B D6
#? []
4572 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4573 gogui-rules_board_size
#? [7 7 hex]
4574 gogui-rules_captured_count
#? [0 0]
4575 gogui-rules_side_to_move
#? [black]
4576 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E C6 SE F7 SE D2 W A3 NW D3 W C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL E7 NE D7 NW C6 W C5 SW D5 SE\nCOLOR red D6\nTEXT black's piece on D6: click the neighbouring cell its wall faces \(marked\)]
4577 gogui-rules_legal_moves
#? [E7 D7 C6 C5 D5]
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
4629 play W E5
#? []
4630 play W F5
#? []
4631 play B D4
#? []
4632 play B C4
#? []
4633 play W PASS
#? []
4634 play B B2
#? []
4635 play B A2
#? []
4636 play W C4
#? []
4637 play W C5
#? []
4638 play B F4
#? []
4639 play B G4
#? []
4640 play W E6
#? []
4641 play W E7
#? []
4642 play B A1
#? []
4643 play B B1
#? []
4644 play W G6
#? []
4645 play W G5
#? []
4646 play B C6
#? []
4647 play B C5
#? []
4648 play W A3
#? []
4649 play W A4
#? []
4650 play B F7
#? []
4651 play B F6
#? []
4652 play W E4
#? []
4653 play W E3
#? []
4654 play B A4
#? []
4655 play B B5
#? []
4656 play W D3
#? []
4657 play W C3
#? []
4658 play B B1
#? []
4659 play B C2
#? []
4660 play W D2
#? []
4661 play W C2
#? []
4662 play B D6
#? []
4663 play B D7
#? []
4664 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4665 gogui-rules_board_size
#? [7 7 hex]
4666 gogui-rules_captured_count
#? [0 0]
4667 gogui-rules_side_to_move
#? [white]
play B D7
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
4713 play W E5
#? []
4714 play W F5
#? []
4715 play B D4
#? []
4716 play B C4
#? []
4717 play W PASS
#? []
4718 play B B2
#? []
4719 play B A2
#? []
4720 play W C4
#? []
4721 play W C5
#? []
4722 play B F4
#? []
4723 play B G4
#? []
4724 play W E6
#? []
4725 play W E7
#? []
4726 play B A1
#? []
4727 play B B1
#? []
4728 play W G6
#? []
4729 play W G5
#? []
4730 play B C6
#? []
4731 play B C5
#? []
4732 play W A3
#? []
4733 play W A4
#? []
4734 play B F7
#? []
4735 play B F6
#? []
4736 play W E4
#? []
4737 play W E3
#? []
4738 play B A4
#? []
4739 play B B5
#? []
4740 play W D3
#? []
4741 play W C3
#? []
4742 play B B1
#? []
4743 play B C2
#? []
4744 play W D2
#? []
4745 play W C2
#? []
4746 play B D6
#? []
4747 play B D7
#? []
4748 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O \. \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4749 gogui-rules_board_size
#? [7 7 hex]
4750 gogui-rules_captured_count
#? [0 0]
4751 gogui-rules_side_to_move
#? [white]
4752 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E C6 SE D6 NW F7 SE D2 W A3 NW D3 W C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red D6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
4753 gogui-rules_legal_moves
#? [C1 D1 A2 C2 B3 C3 E3 F3 B4 G4 B5 C5 D5 F5 G5 F6 G7 PASS]
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
4809 play W E5
#? []
4810 play W F5
#? []
4811 play B D4
#? []
4812 play B C4
#? []
4813 play W PASS
#? []
4814 play B B2
#? []
4815 play B A2
#? []
4816 play W C4
#? []
4817 play W C5
#? []
4818 play B F4
#? []
4819 play B G4
#? []
4820 play W E6
#? []
4821 play W E7
#? []
4822 play B A1
#? []
4823 play B B1
#? []
4824 play W G6
#? []
4825 play W G5
#? []
4826 play B C6
#? []
4827 play B C5
#? []
4828 play W A3
#? []
4829 play W A4
#? []
4830 play B F7
#? []
4831 play B F6
#? []
4832 play W E4
#? []
4833 play W E3
#? []
4834 play B A4
#? []
4835 play B B5
#? []
4836 play W D3
#? []
4837 play W C3
#? []
4838 play B B1
#? []
4839 play B C2
#? []
4840 play W D2
#? []
4841 play W C2
#? []
4842 play B D6
#? []
4843 play B D7
#? []
4844 play W E3
#? []
4845 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4846 gogui-rules_board_size
#? [7 7 hex]
4847 gogui-rules_captured_count
#? [0 0]
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
4895 play W E5
#? []
4896 play W F5
#? []
4897 play B D4
#? []
4898 play B C4
#? []
4899 play W PASS
#? []
4900 play B B2
#? []
4901 play B A2
#? []
4902 play W C4
#? []
4903 play W C5
#? []
4904 play B F4
#? []
4905 play B G4
#? []
4906 play W E6
#? []
4907 play W E7
#? []
4908 play B A1
#? []
4909 play B B1
#? []
4910 play W G6
#? []
4911 play W G5
#? []
4912 play B C6
#? []
4913 play B C5
#? []
4914 play W A3
#? []
4915 play W A4
#? []
4916 play B F7
#? []
4917 play B F6
#? []
4918 play W E4
#? []
4919 play W E3
#? []
4920 play B A4
#? []
4921 play B B5
#? []
4922 play W D3
#? []
4923 play W C3
#? []
4924 play B B1
#? []
4925 play B C2
#? []
4926 play W D2
#? []
4927 play W C2
#? []
4928 play B D6
#? []
4929 play B D7
#? []
4930 play W E3
#? []
4931 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
4932 gogui-rules_board_size
#? [7 7 hex]
4933 gogui-rules_captured_count
#? [0 0]
4934 gogui-rules_side_to_move
#? [white]
play W E3
# error: illegal move: E3 cannot follow E3, the move begun \(gogui-rules_legal_moves\)
play W E3
# error: illegal move: E3 cannot follow E3, the move begun \(gogui-rules_legal_moves\)
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
4981 play W E5
#? []
4982 play W F5
#? []
4983 play B D4
#? []
4984 play B C4
#? []
4985 play W PASS
#? []
4986 play B B2
#? []
4987 play B A2
#? []
4988 play W C4
#? []
4989 play W C5
#? []
4990 play B F4
#? []
4991 play B G4
#? []
4992 play W E6
#? []
4993 play W E7
#? []
4994 play B A1
#? []
4995 play B B1
#? []
4996 play W G6
#? []
4997 play W G5
#? []
4998 play B C6
#? []
4999 play B C5
#? []
5000 play W A3
#? []
5001 play W A4
#? []
5002 play B F7
#? []
5003 play B F6
#? []
5004 play W E4
#? []
5005 play W E3
#? []
5006 play B A4
#? []
5007 play B B5
#? []
5008 play W D3
#? []
5009 play W C3
#? []
5010 play B B1
#? []
5011 play B C2
#? []
5012 play W D2
#? []
5013 play W C2
#? []
5014 play B D6
#? []
5015 play B D7
#? []
5016 play W E3
#? []
5017 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5018 gogui-rules_board_size
#? [7 7 hex]
5019 gogui-rules_captured_count
#? [0 0]
5020 gogui-rules_side_to_move
#? [white]
5021 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E C6 SE D6 NW F7 SE D2 W A3 NW D3 W C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL F3 E D3 W D2 SW\nCOLOR red E3\nTEXT white's piece on E3: click the neighbouring cell its wall faces \(marked\)]
5022 gogui-rules_legal_moves
#? [F3 D3 D2]
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
5079 play W E5
#? []
5080 play W F5
#? []
5081 play B D4
#? []
5082 play B C4
#? []
5083 play W PASS
#? []
5084 play B B2
#? []
5085 play B A2
#? []
5086 play W C4
#? []
5087 play W C5
#? []
5088 play B F4
#? []
5089 play B G4
#? []
5090 play W E6
#? []
5091 play W E7
#? []
5092 play B A1
#? []
5093 play B B1
#? []
5094 play W G6
#? []
5095 play W G5
#? []
5096 play B C6
#? []
5097 play B C5
#? []
5098 play W A3
#? []
5099 play W A4
#? []
5100 play B F7
#? []
5101 play B F6
#? []
5102 play W E4
#? []
5103 play W E3
#? []
5104 play B A4
#? []
5105 play B B5
#? []
5106 play W D3
#? []
5107 play W C3
#? []
5108 play B B1
#? []
5109 play B C2
#? []
5110 play W D2
#? []
5111 play W C2
#? []
5112 play B D6
#? []
5113 play B D7
#? []
5114 play W E3
#? []
5115 play W D3
#? []
5116 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5117 gogui-rules_board_size
#? [7 7 hex]
5118 gogui-rules_captured_count
#? [0 0]
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
5167 play W E5
#? []
5168 play W F5
#? []
5169 play B D4
#? []
5170 play B C4
#? []
5171 play W PASS
#? []
5172 play B B2
#? []
5173 play B A2
#? []
5174 play W C4
#? []
5175 play W C5
#? []
5176 play B F4
#? []
5177 play B G4
#? []
5178 play W E6
#? []
5179 play W E7
#? []
5180 play B A1
#? []
5181 play B B1
#? []
5182 play W G6
#? []
5183 play W G5
#? []
5184 play B C6
#? []
5185 play B C5
#? []
5186 play W A3
#? []
5187 play W A4
#? []
5188 play B F7
#? []
5189 play B F6
#? []
5190 play W E4
#? []
5191 play W E3
#? []
5192 play B A4
#? []
5193 play B B5
#? []
5194 play W D3
#? []
5195 play W C3
#? []
5196 play B B1
#? []
5197 play B C2
#? []
5198 play W D2
#? []
5199 play W C2
#? []
5200 play B D6
#? []
5201 play B D7
#? []
5202 play W E3
#? []
5203 play W D3
#? []
5204 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5205 gogui-rules_board_size
#? [7 7 hex]
5206 gogui-rules_captured_count
#? [0 0]
5207 gogui-rules_side_to_move
#? [black]
play W D3
# error: illegal move: it is not white's turn
play W D3
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
5255 play W E5
#? []
5256 play W F5
#? []
5257 play B D4
#? []
5258 play B C4
#? []
5259 play W PASS
#? []
5260 play B B2
#? []
5261 play B A2
#? []
5262 play W C4
#? []
5263 play W C5
#? []
5264 play B F4
#? []
5265 play B G4
#? []
5266 play W E6
#? []
5267 play W E7
#? []
5268 play B A1
#? []
5269 play B B1
#? []
5270 play W G6
#? []
5271 play W G5
#? []
5272 play B C6
#? []
5273 play B C5
#? []
5274 play W A3
#? []
5275 play W A4
#? []
5276 play B F7
#? []
5277 play B F6
#? []
5278 play W E4
#? []
5279 play W E3
#? []
5280 play B A4
#? []
5281 play B B5
#? []
5282 play W D3
#? []
5283 play W C3
#? []
5284 play B B1
#? []
5285 play B C2
#? []
5286 play W D2
#? []
5287 play W C2
#? []
5288 play B D6
#? []
5289 play B D7
#? []
5290 play W E3
#? []
5291 play W D3
#? []
5292 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. \.\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5293 gogui-rules_board_size
#? [7 7 hex]
5294 gogui-rules_captured_count
#? [0 0]
5295 gogui-rules_side_to_move
#? [black]
5296 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E C6 SE D6 NW F7 SE D2 W A3 NW D3 W E3 W C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red E3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
5297 gogui-rules_legal_moves
#? [C1 D1 A2 C2 B3 C3 F3 B4 G4 B5 C5 D5 F5 G5 F6 D7 E7 G7 PASS]
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
5352 play W E5
#? []
5353 play W F5
#? []
5354 play B D4
#? []
5355 play B C4
#? []
5356 play W PASS
#? []
5357 play B B2
#? []
5358 play B A2
#? []
5359 play W C4
#? []
5360 play W C5
#? []
5361 play B F4
#? []
5362 play B G4
#? []
5363 play W E6
#? []
5364 play W E7
#? []
5365 play B A1
#? []
5366 play B B1
#? []
5367 play W G6
#? []
5368 play W G5
#? []
5369 play B C6
#? []
5370 play B C5
#? []
5371 play W A3
#? []
5372 play W A4
#? []
5373 play B F7
#? []
5374 play B F6
#? []
5375 play W E4
#? []
5376 play W E3
#? []
5377 play B A4
#? []
5378 play B B5
#? []
5379 play W D3
#? []
5380 play W C3
#? []
5381 play B B1
#? []
5382 play B C2
#? []
5383 play W D2
#? []
5384 play W C2
#? []
5385 play B D6
#? []
5386 play B D7
#? []
5387 play W E3
#? []
5388 play W D3
#? []
5389 play B G5
#? []
5390 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5391 gogui-rules_board_size
#? [7 7 hex]
5392 gogui-rules_captured_count
#? [0 0]
5393 gogui-rules_side_to_move
#? [black]
play B G5
# error: illegal move: G5 cannot follow G5, the move begun \(gogui-rules_legal_moves\)
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
5442 play W E5
#? []
5443 play W F5
#? []
5444 play B D4
#? []
5445 play B C4
#? []
5446 play W PASS
#? []
5447 play B B2
#? []
5448 play B A2
#? []
5449 play W C4
#? []
5450 play W C5
#? []
5451 play B F4
#? []
5452 play B G4
#? []
5453 play W E6
#? []
5454 play W E7
#? []
5455 play B A1
#? []
5456 play B B1
#? []
5457 play W G6
#? []
5458 play W G5
#? []
5459 play B C6
#? []
5460 play B C5
#? []
5461 play W A3
#? []
5462 play W A4
#? []
5463 play B F7
#? []
5464 play B F6
#? []
5465 play W E4
#? []
5466 play W E3
#? []
5467 play B A4
#? []
5468 play B B5
#? []
5469 play W D3
#? []
5470 play W C3
#? []
5471 play B B1
#? []
5472 play B C2
#? []
5473 play W D2
#? []
5474 play W C2
#? []
5475 play B D6
#? []
5476 play B D7
#? []
5477 play W E3
#? []
5478 play W D3
#? []
5479 play B G5
#? []
5480 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5481 gogui-rules_board_size
#? [7 7 hex]
5482 gogui-rules_captured_count
#? [0 0]
5483 gogui-rules_side_to_move
#? [black]
5484 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E C6 SE D6 NW F7 SE D2 W A3 NW D3 W E3 W C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL F5 W F4 SW G4 SE\nCOLOR red G5\nTEXT black's piece on G5: click the neighbouring cell its wall faces \(marked\)]
5485 gogui-rules_legal_moves
#? [F5 F4 G4]
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
5541 play W E5
#? []
5542 play W F5
#? []
5543 play B D4
#? []
5544 play B C4
#? []
5545 play W PASS
#? []
5546 play B B2
#? []
5547 play B A2
#? []
5548 play W C4
#? []
5549 play W C5
#? []
5550 play B F4
#? []
5551 play B G4
#? []
5552 play W E6
#? []
5553 play W E7
#? []
5554 play B A1
#? []
5555 play B B1
#? []
5556 play W G6
#? []
5557 play W G5
#? []
5558 play B C6
#? []
5559 play B C5
#? []
5560 play W A3
#? []
5561 play W A4
#? []
5562 play B F7
#? []
5563 play B F6
#? []
5564 play W E4
#? []
5565 play W E3
#? []
5566 play B A4
#? []
5567 play B B5
#? []
5568 play W D3
#? []
5569 play W C3
#? []
5570 play B B1
#? []
5571 play B C2
#? []
5572 play W D2
#? []
5573 play W C2
#? []
5574 play B D6
#? []
5575 play B D7
#? []
5576 play W E3
#? []
5577 play W D3
#? []
5578 play B G5
#? []
5579 play B G4
#? []
5580 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5581 gogui-rules_board_size
#? [7 7 hex]
5582 gogui-rules_captured_count
#? [0 0]
5583 gogui-rules_side_to_move
#? [white]
play B G4
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
5633 play W E5
#? []
5634 play W F5
#? []
5635 play B D4
#? []
5636 play B C4
#? []
5637 play W PASS
#? []
5638 play B B2
#? []
5639 play B A2
#? []
5640 play W C4
#? []
5641 play W C5
#? []
5642 play B F4
#? []
5643 play B G4
#? []
5644 play W E6
#? []
5645 play W E7
#? []
5646 play B A1
#? []
5647 play B B1
#? []
5648 play W G6
#? []
5649 play W G5
#? []
5650 play B C6
#? []
5651 play B C5
#? []
5652 play W A3
#? []
5653 play W A4
#? []
5654 play B F7
#? []
5655 play B F6
#? []
5656 play W E4
#? []
5657 play W E3
#? []
5658 play B A4
#? []
5659 play B B5
#? []
5660 play W D3
#? []
5661 play W C3
#? []
5662 play B B1
#? []
5663 play B C2
#? []
5664 play W D2
#? []
5665 play W C2
#? []
5666 play B D6
#? []
5667 play B D7
#? []
5668 play W E3
#? []
5669 play W D3
#? []
5670 play B G5
#? []
5671 play B G4
#? []
5672 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO \. \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5673 gogui-rules_board_size
#? [7 7 hex]
5674 gogui-rules_captured_count
#? [0 0]
5675 gogui-rules_side_to_move
#? [white]
5676 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E G5 SE C6 SE D6 NW F7 SE D2 W A3 NW D3 W E3 W C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red G5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
5677 gogui-rules_legal_moves
#? [C1 D1 A2 C2 B3 C3 F3 B4 B5 C5 D5 F5 F6 G7 PASS]
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
5737 play W E5
#? []
5738 play W F5
#? []
5739 play B D4
#? []
5740 play B C4
#? []
5741 play W PASS
#? []
5742 play B B2
#? []
5743 play B A2
#? []
5744 play W C4
#? []
5745 play W C5
#? []
5746 play B F4
#? []
5747 play B G4
#? []
5748 play W E6
#? []
5749 play W E7
#? []
5750 play B A1
#? []
5751 play B B1
#? []
5752 play W G6
#? []
5753 play W G5
#? []
5754 play B C6
#? []
5755 play B C5
#? []
5756 play W A3
#? []
5757 play W A4
#? []
5758 play B F7
#? []
5759 play B F6
#? []
5760 play W E4
#? []
5761 play W E3
#? []
5762 play B A4
#? []
5763 play B B5
#? []
5764 play W D3
#? []
5765 play W C3
#? []
5766 play B B1
#? []
5767 play B C2
#? []
5768 play W D2
#? []
5769 play W C2
#? []
5770 play B D6
#? []
5771 play B D7
#? []
5772 play W E3
#? []
5773 play W D3
#? []
5774 play B G5
#? []
5775 play B G4
#? []
5776 play W B3
#? []
5777 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5778 gogui-rules_board_size
#? [7 7 hex]
5779 gogui-rules_captured_count
#? [0 0]
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
5831 play W E5
#? []
5832 play W F5
#? []
5833 play B D4
#? []
5834 play B C4
#? []
5835 play W PASS
#? []
5836 play B B2
#? []
5837 play B A2
#? []
5838 play W C4
#? []
5839 play W C5
#? []
5840 play B F4
#? []
5841 play B G4
#? []
5842 play W E6
#? []
5843 play W E7
#? []
5844 play B A1
#? []
5845 play B B1
#? []
5846 play W G6
#? []
5847 play W G5
#? []
5848 play B C6
#? []
5849 play B C5
#? []
5850 play W A3
#? []
5851 play W A4
#? []
5852 play B F7
#? []
5853 play B F6
#? []
5854 play W E4
#? []
5855 play W E3
#? []
5856 play B A4
#? []
5857 play B B5
#? []
5858 play W D3
#? []
5859 play W C3
#? []
5860 play B B1
#? []
5861 play B C2
#? []
5862 play W D2
#? []
5863 play W C2
#? []
5864 play B D6
#? []
5865 play B D7
#? []
5866 play W E3
#? []
5867 play W D3
#? []
5868 play B G5
#? []
5869 play B G4
#? []
5870 play W B3
#? []
5871 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5872 gogui-rules_board_size
#? [7 7 hex]
5873 gogui-rules_captured_count
#? [0 0]
5874 gogui-rules_side_to_move
#? [white]
play W B3
# error: illegal move: B3 cannot follow B3, the move begun \(gogui-rules_legal_moves\)
play W B3
# error: illegal move: B3 cannot follow B3, the move begun \(gogui-rules_legal_moves\)
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
5925 play W E5
#? []
5926 play W F5
#? []
5927 play B D4
#? []
5928 play B C4
#? []
5929 play W PASS
#? []
5930 play B B2
#? []
5931 play B A2
#? []
5932 play W C4
#? []
5933 play W C5
#? []
5934 play B F4
#? []
5935 play B G4
#? []
5936 play W E6
#? []
5937 play W E7
#? []
5938 play B A1
#? []
5939 play B B1
#? []
5940 play W G6
#? []
5941 play W G5
#? []
5942 play B C6
#? []
5943 play B C5
#? []
5944 play W A3
#? []
5945 play W A4
#? []
5946 play B F7
#? []
5947 play B F6
#? []
5948 play W E4
#? []
5949 play W E3
#? []
5950 play B A4
#? []
5951 play B B5
#? []
5952 play W D3
#? []
5953 play W C3
#? []
5954 play B B1
#? []
5955 play B C2
#? []
5956 play W D2
#? []
5957 play W C2
#? []
5958 play B D6
#? []
5959 play B D7
#? []
5960 play W E3
#? []
5961 play W D3
#? []
5962 play B G5
#? []
5963 play B G4
#? []
5964 play W B3
#? []
5965 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
5966 gogui-rules_board_size
#? [7 7 hex]
5967 gogui-rules_captured_count
#? [0 0]
5968 gogui-rules_side_to_move
#? [white]
5969 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E G5 SE C6 SE D6 NW F7 SE D2 W A3 NW D3 W E3 W C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL C3 E C4 NE B4 NW A3 W A2 SW\nCOLOR red B3\nTEXT white's piece on B3: click the neighbouring cell its wall faces \(marked\)]
5970 gogui-rules_legal_moves
#? [C3 C4 B4 A3 A2]
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
6031 play W E5
#? []
6032 play W F5
#? []
6033 play B D4
#? []
6034 play B C4
#? []
6035 play W PASS
#? []
6036 play B B2
#? []
6037 play B A2
#? []
6038 play W C4
#? []
6039 play W C5
#? []
6040 play B F4
#? []
6041 play B G4
#? []
6042 play W E6
#? []
6043 play W E7
#? []
6044 play B A1
#? []
6045 play B B1
#? []
6046 play W G6
#? []
6047 play W G5
#? []
6048 play B C6
#? []
6049 play B C5
#? []
6050 play W A3
#? []
6051 play W A4
#? []
6052 play B F7
#? []
6053 play B F6
#? []
6054 play W E4
#? []
6055 play W E3
#? []
6056 play B A4
#? []
6057 play B B5
#? []
6058 play W D3
#? []
6059 play W C3
#? []
6060 play B B1
#? []
6061 play B C2
#? []
6062 play W D2
#? []
6063 play W C2
#? []
6064 play B D6
#? []
6065 play B D7
#? []
6066 play W E3
#? []
6067 play W D3
#? []
6068 play B G5
#? []
6069 play B G4
#? []
6070 play W B3
#? []
6071 play W A2
#? []
6072 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6073 gogui-rules_board_size
#? [7 7 hex]
6074 gogui-rules_captured_count
#? [0 0]
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
6127 play W E5
#? []
6128 play W F5
#? []
6129 play B D4
#? []
6130 play B C4
#? []
6131 play W PASS
#? []
6132 play B B2
#? []
6133 play B A2
#? []
6134 play W C4
#? []
6135 play W C5
#? []
6136 play B F4
#? []
6137 play B G4
#? []
6138 play W E6
#? []
6139 play W E7
#? []
6140 play B A1
#? []
6141 play B B1
#? []
6142 play W G6
#? []
6143 play W G5
#? []
6144 play B C6
#? []
6145 play B C5
#? []
6146 play W A3
#? []
6147 play W A4
#? []
6148 play B F7
#? []
6149 play B F6
#? []
6150 play W E4
#? []
6151 play W E3
#? []
6152 play B A4
#? []
6153 play B B5
#? []
6154 play W D3
#? []
6155 play W C3
#? []
6156 play B B1
#? []
6157 play B C2
#? []
6158 play W D2
#? []
6159 play W C2
#? []
6160 play B D6
#? []
6161 play B D7
#? []
6162 play W E3
#? []
6163 play W D3
#? []
6164 play B G5
#? []
6165 play B G4
#? []
6166 play W B3
#? []
6167 play W A2
#? []
6168 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6169 gogui-rules_board_size
#? [7 7 hex]
6170 gogui-rules_captured_count
#? [0 0]
6171 gogui-rules_side_to_move
#? [black]
play W A2
# error: illegal move: it is not white's turn
play W A2
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
6223 play W E5
#? []
6224 play W F5
#? []
6225 play B D4
#? []
6226 play B C4
#? []
6227 play W PASS
#? []
6228 play B B2
#? []
6229 play B A2
#? []
6230 play W C4
#? []
6231 play W C5
#? []
6232 play B F4
#? []
6233 play B G4
#? []
6234 play W E6
#? []
6235 play W E7
#? []
6236 play B A1
#? []
6237 play B B1
#? []
6238 play W G6
#? []
6239 play W G5
#? []
6240 play B C6
#? []
6241 play B C5
#? []
6242 play W A3
#? []
6243 play W A4
#? []
6244 play B F7
#? []
6245 play B F6
#? []
6246 play W E4
#? []
6247 play W E3
#? []
6248 play B A4
#? []
6249 play B B5
#? []
6250 play W D3
#? []
6251 play W C3
#? []
6252 play B B1
#? []
6253 play B C2
#? []
6254 play W D2
#? []
6255 play W C2
#? []
6256 play B D6
#? []
6257 play B D7
#? []
6258 play W E3
#? []
6259 play W D3
#? []
6260 play B G5
#? []
6261 play B G4
#? []
6262 play W B3
#? []
6263 play W A2
#? []
6264 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. \. O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6265 gogui-rules_board_size
#? [7 7 hex]
6266 gogui-rules_captured_count
#? [0 0]
6267 gogui-rules_side_to_move
#? [black]
6268 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E G5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red B3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
6269 gogui-rules_legal_moves
#? [C1 D1 C2 C3 F3 B4 B5 C5 D5 F5 F6 D7 E7 G7 PASS]
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
6328 play W E5
#? []
6329 play W F5
#? []
6330 play B D4
#? []
6331 play B C4
#? []
6332 play W PASS
#? []
6333 play B B2
#? []
6334 play B A2
#? []
6335 play W C4
#? []
6336 play W C5
#? []
6337 play B F4
#? []
6338 play B G4
#? []
6339 play W E6
#? []
6340 play W E7
#? []
6341 play B A1
#? []
6342 play B B1
#? []
6343 play W G6
#? []
6344 play W G5
#? []
6345 play B C6
#? []
6346 play B C5
#? []
6347 play W A3
#? []
6348 play W A4
#? []
6349 play B F7
#? []
6350 play B F6
#? []
6351 play W E4
#? []
6352 play W E3
#? []
6353 play B A4
#? []
6354 play B B5
#? []
6355 play W D3
#? []
6356 play W C3
#? []
6357 play B B1
#? []
6358 play B C2
#? []
6359 play W D2
#? []
6360 play W C2
#? []
6361 play B D6
#? []
6362 play B D7
#? []
6363 play W E3
#? []
6364 play W D3
#? []
6365 play B G5
#? []
6366 play B G4
#? []
6367 play W B3
#? []
6368 play W A2
#? []
6369 play B D5
#? []
6370 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6371 gogui-rules_board_size
#? [7 7 hex]
6372 gogui-rules_captured_count
#? [0 0]
6373 gogui-rules_side_to_move
#? [black]
play B D5
# error: illegal move: D5 cannot follow D5, the move begun \(gogui-rules_legal_moves\)
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
6426 play W E5
#? []
6427 play W F5
#? []
6428 play B D4
#? []
6429 play B C4
#? []
6430 play W PASS
#? []
6431 play B B2
#? []
6432 play B A2
#? []
6433 play W C4
#? []
6434 play W C5
#? []
6435 play B F4
#? []
6436 play B G4
#? []
6437 play W E6
#? []
6438 play W E7
#? []
6439 play B A1
#? []
6440 play B B1
#? []
6441 play W G6
#? []
6442 play W G5
#? []
6443 play B C6
#? []
6444 play B C5
#? []
6445 play W A3
#? []
6446 play W A4
#? []
6447 play B F7
#? []
6448 play B F6
#? []
6449 play W E4
#? []
6450 play W E3
#? []
6451 play B A4
#? []
6452 play B B5
#? []
6453 play W D3
#? []
6454 play W C3
#? []
6455 play B B1
#? []
6456 play B C2
#? []
6457 play W D2
#? []
6458 play W C2
#? []
6459 play B D6
#? []
6460 play B D7
#? []
6461 play W E3
#? []
6462 play W D3
#? []
6463 play B G5
#? []
6464 play B G4
#? []
6465 play W B3
#? []
6466 play W A2
#? []
6467 play B D5
#? []
6468 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6469 gogui-rules_board_size
#? [7 7 hex]
6470 gogui-rules_captured_count
#? [0 0]
6471 gogui-rules_side_to_move
#? [black]
6472 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E G5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL D6 NW C5 W D4 SE\nCOLOR red D5\nTEXT black's piece on D5: click the neighbouring cell its wall faces \(marked\)]
6473 gogui-rules_legal_moves
#? [D6 C5 D4]
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
6533 play W E5
#? []
6534 play W F5
#? []
6535 play B D4
#? []
6536 play B C4
#? []
6537 play W PASS
#? []
6538 play B B2
#? []
6539 play B A2
#? []
6540 play W C4
#? []
6541 play W C5
#? []
6542 play B F4
#? []
6543 play B G4
#? []
6544 play W E6
#? []
6545 play W E7
#? []
6546 play B A1
#? []
6547 play B B1
#? []
6548 play W G6
#? []
6549 play W G5
#? []
6550 play B C6
#? []
6551 play B C5
#? []
6552 play W A3
#? []
6553 play W A4
#? []
6554 play B F7
#? []
6555 play B F6
#? []
6556 play W E4
#? []
6557 play W E3
#? []
6558 play B A4
#? []
6559 play B B5
#? []
6560 play W D3
#? []
6561 play W C3
#? []
6562 play B B1
#? []
6563 play B C2
#? []
6564 play W D2
#? []
6565 play W C2
#? []
6566 play B D6
#? []
6567 play B D7
#? []
6568 play W E3
#? []
6569 play W D3
#? []
6570 play B G5
#? []
6571 play B G4
#? []
6572 play W B3
#? []
6573 play W A2
#? []
6574 play B D5
#? []
6575 play B D4
#? []
6576 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6577 gogui-rules_board_size
#? [7 7 hex]
6578 gogui-rules_captured_count
#? [0 0]
6579 gogui-rules_side_to_move
#? [white]
play B D4
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
6633 play W E5
#? []
6634 play W F5
#? []
6635 play B D4
#? []
6636 play B C4
#? []
6637 play W PASS
#? []
6638 play B B2
#? []
6639 play B A2
#? []
6640 play W C4
#? []
6641 play W C5
#? []
6642 play B F4
#? []
6643 play B G4
#? []
6644 play W E6
#? []
6645 play W E7
#? []
6646 play B A1
#? []
6647 play B B1
#? []
6648 play W G6
#? []
6649 play W G5
#? []
6650 play B C6
#? []
6651 play B C5
#? []
6652 play W A3
#? []
6653 play W A4
#? []
6654 play B F7
#? []
6655 play B F6
#? []
6656 play W E4
#? []
6657 play W E3
#? []
6658 play B A4
#? []
6659 play B B5
#? []
6660 play W D3
#? []
6661 play W C3
#? []
6662 play B B1
#? []
6663 play B C2
#? []
6664 play W D2
#? []
6665 play W C2
#? []
6666 play B D6
#? []
6667 play B D7
#? []
6668 play W E3
#? []
6669 play W D3
#? []
6670 play B G5
#? []
6671 play B G4
#? []
6672 play W B3
#? []
6673 play W A2
#? []
6674 play B D5
#? []
6675 play B D4
#? []
6676 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O \. \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6677 gogui-rules_board_size
#? [7 7 hex]
6678 gogui-rules_captured_count
#? [0 0]
6679 gogui-rules_side_to_move
#? [white]
6680 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E D5 SE G5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red D5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
6681 gogui-rules_legal_moves
#? [C1 D1 C2 C3 F3 B4 B5 C5 F5 F6 G7 PASS]
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
6745 play W E5
#? []
6746 play W F5
#? []
6747 play B D4
#? []
6748 play B C4
#? []
6749 play W PASS
#? []
6750 play B B2
#? []
6751 play B A2
#? []
6752 play W C4
#? []
6753 play W C5
#? []
6754 play B F4
#? []
6755 play B G4
#? []
6756 play W E6
#? []
6757 play W E7
#? []
6758 play B A1
#? []
6759 play B B1
#? []
6760 play W G6
#? []
6761 play W G5
#? []
6762 play B C6
#? []
6763 play B C5
#? []
6764 play W A3
#? []
6765 play W A4
#? []
6766 play B F7
#? []
6767 play B F6
#? []
6768 play W E4
#? []
6769 play W E3
#? []
6770 play B A4
#? []
6771 play B B5
#? []
6772 play W D3
#? []
6773 play W C3
#? []
6774 play B B1
#? []
6775 play B C2
#? []
6776 play W D2
#? []
6777 play W C2
#? []
6778 play B D6
#? []
6779 play B D7
#? []
6780 play W E3
#? []
6781 play W D3
#? []
6782 play B G5
#? []
6783 play B G4
#? []
6784 play W B3
#? []
6785 play W A2
#? []
6786 play B D5
#? []
6787 play B D4
#? []
6788 play W F3
#? []
6789 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6790 gogui-rules_board_size
#? [7 7 hex]
6791 gogui-rules_captured_count
#? [0 0]
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
6847 play W E5
#? []
6848 play W F5
#? []
6849 play B D4
#? []
6850 play B C4
#? []
6851 play W PASS
#? []
6852 play B B2
#? []
6853 play B A2
#? []
6854 play W C4
#? []
6855 play W C5
#? []
6856 play B F4
#? []
6857 play B G4
#? []
6858 play W E6
#? []
6859 play W E7
#? []
6860 play B A1
#? []
6861 play B B1
#? []
6862 play W G6
#? []
6863 play W G5
#? []
6864 play B C6
#? []
6865 play B C5
#? []
6866 play W A3
#? []
6867 play W A4
#? []
6868 play B F7
#? []
6869 play B F6
#? []
6870 play W E4
#? []
6871 play W E3
#? []
6872 play B A4
#? []
6873 play B B5
#? []
6874 play W D3
#? []
6875 play W C3
#? []
6876 play B B1
#? []
6877 play B C2
#? []
6878 play W D2
#? []
6879 play W C2
#? []
6880 play B D6
#? []
6881 play B D7
#? []
6882 play W E3
#? []
6883 play W D3
#? []
6884 play B G5
#? []
6885 play B G4
#? []
6886 play W B3
#? []
6887 play W A2
#? []
6888 play B D5
#? []
6889 play B D4
#? []
6890 play W F3
#? []
6891 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6892 gogui-rules_board_size
#? [7 7 hex]
6893 gogui-rules_captured_count
#? [0 0]
6894 gogui-rules_side_to_move
#? [white]
play W F3
# error: illegal move: F3 cannot follow F3, the move begun \(gogui-rules_legal_moves\)
play W F3
# error: illegal move: F3 cannot follow F3, the move begun \(gogui-rules_legal_moves\)
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
6949 play W E5
#? []
6950 play W F5
#? []
6951 play B D4
#? []
6952 play B C4
#? []
6953 play W PASS
#? []
6954 play B B2
#? []
6955 play B A2
#? []
6956 play W C4
#? []
6957 play W C5
#? []
6958 play B F4
#? []
6959 play B G4
#? []
6960 play W E6
#? []
6961 play W E7
#? []
6962 play B A1
#? []
6963 play B B1
#? []
6964 play W G6
#? []
6965 play W G5
#? []
6966 play B C6
#? []
6967 play B C5
#? []
6968 play W A3
#? []
6969 play W A4
#? []
6970 play B F7
#? []
6971 play B F6
#? []
6972 play W E4
#? []
6973 play W E3
#? []
6974 play B A4
#? []
6975 play B B5
#? []
6976 play W D3
#? []
6977 play W C3
#? []
6978 play B B1
#? []
6979 play B C2
#? []
6980 play W D2
#? []
6981 play W C2
#? []
6982 play B D6
#? []
6983 play B D7
#? []
6984 play W E3
#? []
6985 play W D3
#? []
6986 play B G5
#? []
6987 play B G4
#? []
6988 play W B3
#? []
6989 play W A2
#? []
6990 play B D5
#? []
6991 play B D4
#? []
6992 play W F3
#? []
6993 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
6994 gogui-rules_board_size
#? [7 7 hex]
6995 gogui-rules_captured_count
#? [0 0]
6996 gogui-rules_side_to_move
#? [white]
6997 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E D5 SE G5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL G4 NE E3 W\nCOLOR red F3\nTEXT white's piece on F3: click the neighbouring cell its wall faces \(marked\)]
6998 gogui-rules_legal_moves
#? [G4 E3]
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
7063 play W E5
#? []
7064 play W F5
#? []
7065 play B D4
#? []
7066 play B C4
#? []
7067 play W PASS
#? []
7068 play B B2
#? []
7069 play B A2
#? []
7070 play W C4
#? []
7071 play W C5
#? []
7072 play B F4
#? []
7073 play B G4
#? []
7074 play W E6
#? []
7075 play W E7
#? []
7076 play B A1
#? []
7077 play B B1
#? []
7078 play W G6
#? []
7079 play W G5
#? []
7080 play B C6
#? []
7081 play B C5
#? []
7082 play W A3
#? []
7083 play W A4
#? []
7084 play B F7
#? []
7085 play B F6
#? []
7086 play W E4
#? []
7087 play W E3
#? []
7088 play B A4
#? []
7089 play B B5
#? []
7090 play W D3
#? []
7091 play W C3
#? []
7092 play B B1
#? []
7093 play B C2
#? []
7094 play W D2
#? []
7095 play W C2
#? []
7096 play B D6
#? []
7097 play B D7
#? []
7098 play W E3
#? []
7099 play W D3
#? []
7100 play B G5
#? []
7101 play B G4
#? []
7102 play W B3
#? []
7103 play W A2
#? []
7104 play B D5
#? []
7105 play B D4
#? []
7106 play W F3
#? []
7107 play W G4
#? []
7108 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
7109 gogui-rules_board_size
#? [7 7 hex]
7110 gogui-rules_captured_count
#? [0 0]
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
7167 play W E5
#? []
7168 play W F5
#? []
7169 play B D4
#? []
7170 play B C4
#? []
7171 play W PASS
#? []
7172 play B B2
#? []
7173 play B A2
#? []
7174 play W C4
#? []
7175 play W C5
#? []
7176 play B F4
#? []
7177 play B G4
#? []
7178 play W E6
#? []
7179 play W E7
#? []
7180 play B A1
#? []
7181 play B B1
#? []
7182 play W G6
#? []
7183 play W G5
#? []
7184 play B C6
#? []
7185 play B C5
#? []
7186 play W A3
#? []
7187 play W A4
#? []
7188 play B F7
#? []
7189 play B F6
#? []
7190 play W E4
#? []
7191 play W E3
#? []
7192 play B A4
#? []
7193 play B B5
#? []
7194 play W D3
#? []
7195 play W C3
#? []
7196 play B B1
#? []
7197 play B C2
#? []
7198 play W D2
#? []
7199 play W C2
#? []
7200 play B D6
#? []
7201 play B D7
#? []
7202 play W E3
#? []
7203 play W D3
#? []
7204 play B G5
#? []
7205 play B G4
#? []
7206 play W B3
#? []
7207 play W A2
#? []
7208 play B D5
#? []
7209 play B D4
#? []
7210 play W F3
#? []
7211 play W G4
#? []
7212 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
7213 gogui-rules_board_size
#? [7 7 hex]
7214 gogui-rules_captured_count
#? [0 0]
7215 gogui-rules_side_to_move
#? [black]
play W G4
# error: illegal move: it is not white's turn
play W G4
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
7271 play W E5
#? []
7272 play W F5
#? []
7273 play B D4
#? []
7274 play B C4
#? []
7275 play W PASS
#? []
7276 play B B2
#? []
7277 play B A2
#? []
7278 play W C4
#? []
7279 play W C5
#? []
7280 play B F4
#? []
7281 play B G4
#? []
7282 play W E6
#? []
7283 play W E7
#? []
7284 play B A1
#? []
7285 play B B1
#? []
7286 play W G6
#? []
7287 play W G5
#? []
7288 play B C6
#? []
7289 play B C5
#? []
7290 play W A3
#? []
7291 play W A4
#? []
7292 play B F7
#? []
7293 play B F6
#? []
7294 play W E4
#? []
7295 play W E3
#? []
7296 play B A4
#? []
7297 play B B5
#? []
7298 play W D3
#? []
7299 play W C3
#? []
7300 play B B1
#? []
7301 play B C2
#? []
7302 play W D2
#? []
7303 play W C2
#? []
7304 play B D6
#? []
7305 play B D7
#? []
7306 play W E3
#? []
7307 play W D3
#? []
7308 play B G5
#? []
7309 play B G4
#? []
7310 play W B3
#? []
7311 play W A2
#? []
7312 play B D5
#? []
7313 play B D4
#? []
7314 play W F3
#? []
7315 play W G4
#? []
7316 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. \. \? \? \?]
7317 gogui-rules_board_size
#? [7 7 hex]
7318 gogui-rules_captured_count
#? [0 0]
7319 gogui-rules_side_to_move
#? [black]
7320 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E D5 SE G5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red F3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
7321 gogui-rules_legal_moves
#? [C1 D1 C2 C3 B4 B5 C5 F5 F6 D7 E7 G7 PASS]
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
7384 play W E5
#? []
7385 play W F5
#? []
7386 play B D4
#? []
7387 play B C4
#? []
7388 play W PASS
#? []
7389 play B B2
#? []
7390 play B A2
#? []
7391 play W C4
#? []
7392 play W C5
#? []
7393 play B F4
#? []
7394 play B G4
#? []
7395 play W E6
#? []
7396 play W E7
#? []
7397 play B A1
#? []
7398 play B B1
#? []
7399 play W G6
#? []
7400 play W G5
#? []
7401 play B C6
#? []
7402 play B C5
#? []
7403 play W A3
#? []
7404 play W A4
#? []
7405 play B F7
#? []
7406 play B F6
#? []
7407 play W E4
#? []
7408 play W E3
#? []
7409 play B A4
#? []
7410 play B B5
#? []
7411 play W D3
#? []
7412 play W C3
#? []
7413 play B B1
#? []
7414 play B C2
#? []
7415 play W D2
#? []
7416 play W C2
#? []
7417 play B D6
#? []
7418 play B D7
#? []
7419 play W E3
#? []
7420 play W D3
#? []
7421 play B G5
#? []
7422 play B G4
#? []
7423 play W B3
#? []
7424 play W A2
#? []
7425 play B D5
#? []
7426 play B D4
#? []
7427 play W F3
#? []
7428 play W G4
#? []
7429 play B D1
#? []
7430 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. X \? \? \?]
7431 gogui-rules_board_size
#? [7 7 hex]
7432 gogui-rules_captured_count
#? [0 0]
7433 gogui-rules_side_to_move
#? [black]
play B D1
# error: illegal move: D1 cannot follow D1, the move begun \(gogui-rules_legal_moves\)
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
7490 play W E5
#? []
7491 play W F5
#? []
7492 play B D4
#? []
7493 play B C4
#? []
7494 play W PASS
#? []
7495 play B B2
#? []
7496 play B A2
#? []
7497 play W C4
#? []
7498 play W C5
#? []
7499 play B F4
#? []
7500 play B G4
#? []
7501 play W E6
#? []
7502 play W E7
#? []
7503 play B A1
#? []
7504 play B B1
#? []
7505 play W G6
#? []
7506 play W G5
#? []
7507 play B C6
#? []
7508 play B C5
#? []
7509 play W A3
#? []
7510 play W A4
#? []
7511 play B F7
#? []
7512 play B F6
#? []
7513 play W E4
#? []
7514 play W E3
#? []
7515 play B A4
#? []
7516 play B B5
#? []
7517 play W D3
#? []
7518 play W C3
#? []
7519 play B B1
#? []
7520 play B C2
#? []
7521 play W D2
#? []
7522 play W C2
#? []
7523 play B D6
#? []
7524 play B D7
#? []
7525 play W E3
#? []
7526 play W D3
#? []
7527 play B G5
#? []
7528 play B G4
#? []
7529 play W B3
#? []
7530 play W A2
#? []
7531 play B D5
#? []
7532 play B D4
#? []
7533 play W F3
#? []
7534 play W G4
#? []
7535 play B D1
#? []
7536 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. X \? \? \?]
7537 gogui-rules_board_size
#? [7 7 hex]
7538 gogui-rules_captured_count
#? [0 0]
7539 gogui-rules_side_to_move
#? [black]
7540 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W E2 NW A4 NE D4 W F4 E D5 SE G5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL E2 NE\nCOLOR red D1\nTEXT black's piece on D1: click the neighbouring cell its wall faces \(marked\)]
7541 gogui-rules_legal_moves
#? [E2]
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
7605 play W E5
#? []
7606 play W F5
#? []
7607 play B D4
#? []
7608 play B C4
#? []
7609 play W PASS
#? []
7610 play B B2
#? []
7611 play B A2
#? []
7612 play W C4
#? []
7613 play W C5
#? []
7614 play B F4
#? []
7615 play B G4
#? []
7616 play W E6
#? []
7617 play W E7
#? []
7618 play B A1
#? []
7619 play B B1
#? []
7620 play W G6
#? []
7621 play W G5
#? []
7622 play B C6
#? []
7623 play B C5
#? []
7624 play W A3
#? []
7625 play W A4
#? []
7626 play B F7
#? []
7627 play B F6
#? []
7628 play W E4
#? []
7629 play W E3
#? []
7630 play B A4
#? []
7631 play B B5
#? []
7632 play W D3
#? []
7633 play W C3
#? []
7634 play B B1
#? []
7635 play B C2
#? []
7636 play W D2
#? []
7637 play W C2
#? []
7638 play B D6
#? []
7639 play B D7
#? []
7640 play W E3
#? []
7641 play W D3
#? []
7642 play B G5
#? []
7643 play B G4
#? []
7644 play W B3
#? []
7645 play W A2
#? []
7646 play B D5
#? []
7647 play B D4
#? []
7648 play W F3
#? []
7649 play W G4
#? []
7650 play B D1
#? []
7651 play B E2
#? []
7652 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. X \? \? \?]
7653 gogui-rules_board_size
#? [7 7 hex]
7654 gogui-rules_captured_count
#? [0 0]
7655 gogui-rules_side_to_move
#? [white]
play B E2
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
7713 play W E5
#? []
7714 play W F5
#? []
7715 play B D4
#? []
7716 play B C4
#? []
7717 play W PASS
#? []
7718 play B B2
#? []
7719 play B A2
#? []
7720 play W C4
#? []
7721 play W C5
#? []
7722 play B F4
#? []
7723 play B G4
#? []
7724 play W E6
#? []
7725 play W E7
#? []
7726 play B A1
#? []
7727 play B B1
#? []
7728 play W G6
#? []
7729 play W G5
#? []
7730 play B C6
#? []
7731 play B C5
#? []
7732 play W A3
#? []
7733 play W A4
#? []
7734 play B F7
#? []
7735 play B F6
#? []
7736 play W E4
#? []
7737 play W E3
#? []
7738 play B A4
#? []
7739 play B B5
#? []
7740 play W D3
#? []
7741 play W C3
#? []
7742 play B B1
#? []
7743 play B C2
#? []
7744 play W D2
#? []
7745 play W C2
#? []
7746 play B D6
#? []
7747 play B D7
#? []
7748 play W E3
#? []
7749 play W D3
#? []
7750 play B G5
#? []
7751 play B G4
#? []
7752 play W B3
#? []
7753 play W A2
#? []
7754 play B D5
#? []
7755 play B D4
#? []
7756 play W F3
#? []
7757 play W G4
#? []
7758 play B D1
#? []
7759 play B E2
#? []
7760 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O \. X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. X \? \? \?]
7761 gogui-rules_board_size
#? [7 7 hex]
7762 gogui-rules_captured_count
#? [0 0]
7763 gogui-rules_side_to_move
#? [white]
7764 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W E2 NW A4 NE D4 W F4 E D5 SE G5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E E6 NW G6 SE\nCOLOR red D1\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
7765 gogui-rules_legal_moves
#? [C1 C2 C3 B4 B5 C5 F5 F6 G7 PASS]
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
7833 play W E5
#? []
7834 play W F5
#? []
7835 play B D4
#? []
7836 play B C4
#? []
7837 play W PASS
#? []
7838 play B B2
#? []
7839 play B A2
#? []
7840 play W C4
#? []
7841 play W C5
#? []
7842 play B F4
#? []
7843 play B G4
#? []
7844 play W E6
#? []
7845 play W E7
#? []
7846 play B A1
#? []
7847 play B B1
#? []
7848 play W G6
#? []
7849 play W G5
#? []
7850 play B C6
#? []
7851 play B C5
#? []
7852 play W A3
#? []
7853 play W A4
#? []
7854 play B F7
#? []
7855 play B F6
#? []
7856 play W E4
#? []
7857 play W E3
#? []
7858 play B A4
#? []
7859 play B B5
#? []
7860 play W D3
#? []
7861 play W C3
#? []
7862 play B B1
#? []
7863 play B C2
#? []
7864 play W D2
#? []
7865 play W C2
#? []
7866 play B D6
#? []
7867 play B D7
#? []
7868 play W E3
#? []
7869 play W D3
#? []
7870 play B G5
#? []
7871 play B G4
#? []
7872 play W B3
#? []
7873 play W A2
#? []
7874 play B D5
#? []
7875 play B D4
#? []
7876 play W F3
#? []
7877 play W G4
#? []
7878 play B D1
#? []
7879 play B E2
#? []
7880 play W F5
#? []
7881 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O O X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. X \? \? \?]
7882 gogui-rules_board_size
#? [7 7 hex]
7883 gogui-rules_captured_count
#? [0 0]
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
7943 play W E5
#? []
7944 play W F5
#? []
7945 play B D4
#? []
7946 play B C4
#? []
7947 play W PASS
#? []
7948 play B B2
#? []
7949 play B A2
#? []
7950 play W C4
#? []
7951 play W C5
#? []
7952 play B F4
#? []
7953 play B G4
#? []
7954 play W E6
#? []
7955 play W E7
#? []
7956 play B A1
#? []
7957 play B B1
#? []
7958 play W G6
#? []
7959 play W G5
#? []
7960 play B C6
#? []
7961 play B C5
#? []
7962 play W A3
#? []
7963 play W A4
#? []
7964 play B F7
#? []
7965 play B F6
#? []
7966 play W E4
#? []
7967 play W E3
#? []
7968 play B A4
#? []
7969 play B B5
#? []
7970 play W D3
#? []
7971 play W C3
#? []
7972 play B B1
#? []
7973 play B C2
#? []
7974 play W D2
#? []
7975 play W C2
#? []
7976 play B D6
#? []
7977 play B D7
#? []
7978 play W E3
#? []
7979 play W D3
#? []
7980 play B G5
#? []
7981 play B G4
#? []
7982 play W B3
#? []
7983 play W A2
#? []
7984 play B D5
#? []
7985 play B D4
#? []
7986 play W F3
#? []
7987 play W G4
#? []
7988 play B D1
#? []
7989 play B E2
#? []
7990 play W F5
#? []
7991 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O O X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. X \? \? \?]
7992 gogui-rules_board_size
#? [7 7 hex]
7993 gogui-rules_captured_count
#? [0 0]
7994 gogui-rules_side_to_move
#? [white]
play W F5
# error: illegal move: F5 cannot follow F5, the move begun \(gogui-rules_legal_moves\)
play W F5
# error: illegal move: F5 cannot follow F5, the move begun \(gogui-rules_legal_moves\)
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
8053 play W E5
#? []
8054 play W F5
#? []
8055 play B D4
#? []
8056 play B C4
#? []
8057 play W PASS
#? []
8058 play B B2
#? []
8059 play B A2
#? []
8060 play W C4
#? []
8061 play W C5
#? []
8062 play B F4
#? []
8063 play B G4
#? []
8064 play W E6
#? []
8065 play W E7
#? []
8066 play B A1
#? []
8067 play B B1
#? []
8068 play W G6
#? []
8069 play W G5
#? []
8070 play B C6
#? []
8071 play B C5
#? []
8072 play W A3
#? []
8073 play W A4
#? []
8074 play B F7
#? []
8075 play B F6
#? []
8076 play W E4
#? []
8077 play W E3
#? []
8078 play B A4
#? []
8079 play B B5
#? []
8080 play W D3
#? []
8081 play W C3
#? []
8082 play B B1
#? []
8083 play B C2
#? []
8084 play W D2
#? []
8085 play W C2
#? []
8086 play B D6
#? []
8087 play B D7
#? []
8088 play W E3
#? []
8089 play W D3
#? []
8090 play B G5
#? []
8091 play B G4
#? []
8092 play W B3
#? []
8093 play W A2
#? []
8094 play B D5
#? []
8095 play B D4
#? []
8096 play W F3
#? []
8097 play W G4
#? []
8098 play B D1
#? []
8099 play B E2
#? []
8100 play W F5
#? []
8101 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O O X\nX \. O X O X \.\nO O \. O O O \?\n\. X \. O X \? \?\nX X \. X \? \? \?]
8102 gogui-rules_board_size
#? [7 7 hex]
8103 gogui-rules_captured_count
#? [0 0]
8104 gogui-rules_side_to_move
#? [white]
8105 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W E2 NW A4 NE D4 W F4 E D5 SE G5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E E6 NW G6 SE\nLABEL G5 E G6 NE F6 NW E4 SW F4 SE\nCOLOR red F5\nTEXT white's piece on F5: click the neighbouring cell its wall faces \(marked\)]
8106 gogui-rules_legal_moves
#? [G5 G6 F6 E4 F4]
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
8175 play W E5
#? []
8176 play W F5
#? []
8177 play B D4
#? []
8178 play B C4
#? []
8179 play W PASS
#? []
8180 play B B2
#? []
8181 play B A2
#? []
8182 play W C4
#? []
8183 play W C5
#? []
8184 play B F4
#? []
8185 play B G4
#? []
8186 play W E6
#? []
8187 play W E7
#? []
8188 play B A1
#? []
8189 play B B1
#? []
8190 play W G6
#? []
8191 play W G5
#? []
8192 play B C6
#? []
8193 play B C5
#? []
8194 play W A3
#? []
8195 play W A4
#? []
8196 play B F7
#? []
8197 play B F6
#? []
8198 play W E4
#? []
8199 play W E3
#? []
8200 play B A4
#? []
8201 play B B5
#? []
8202 play W D3
#? []
8203 play W C3
#? []
8204 play B B1
#? []
8205 play B C2
#? []
8206 play W D2
#? []
8207 play W C2
#? []
8208 play B D6
#? []
8209 play B D7
#? []
8210 play W E3
#? []
8211 play W D3
#? []
8212 play B G5
#? []
8213 play B G4
#? []
8214 play W B3
#? []
8215 play W A2
#? []
8216 play B D5
#? []
8217 play B D4
#? []
8218 play W F3
#? []
8219 play W G4
#? []
8220 play B D1
#? []
8221 play B E2
#? []
8222 play W F5
#? []
8223 play W F4
#? []
8224 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O O \.\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
8225 gogui-rules_board_size
#? [7 7 hex]
8226 gogui-rules_captured_count
#? [0 3]
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
8287 play W E5
#? []
8288 play W F5
#? []
8289 play B D4
#? []
8290 play B C4
#? []
8291 play W PASS
#? []
8292 play B B2
#? []
8293 play B A2
#? []
8294 play W C4
#? []
8295 play W C5
#? []
8296 play B F4
#? []
8297 play B G4
#? []
8298 play W E6
#? []
8299 play W E7
#? []
8300 play B A1
#? []
8301 play B B1
#? []
8302 play W G6
#? []
8303 play W G5
#? []
8304 play B C6
#? []
8305 play B C5
#? []
8306 play W A3
#? []
8307 play W A4
#? []
8308 play B F7
#? []
8309 play B F6
#? []
8310 play W E4
#? []
8311 play W E3
#? []
8312 play B A4
#? []
8313 play B B5
#? []
8314 play W D3
#? []
8315 play W C3
#? []
8316 play B B1
#? []
8317 play B C2
#? []
8318 play W D2
#? []
8319 play W C2
#? []
8320 play B D6
#? []
8321 play B D7
#? []
8322 play W E3
#? []
8323 play W D3
#? []
8324 play B G5
#? []
8325 play B G4
#? []
8326 play W B3
#? []
8327 play W A2
#? []
8328 play B D5
#? []
8329 play B D4
#? []
8330 play W F3
#? []
8331 play W G4
#? []
8332 play B D1
#? []
8333 play B E2
#? []
8334 play W F5
#? []
8335 play W F4
#? []
8336 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O O \.\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
8337 gogui-rules_board_size
#? [7 7 hex]
8338 gogui-rules_captured_count
#? [0 3]
8339 gogui-rules_side_to_move
#? [black]
play W F4
# error: illegal move: it is not white's turn
play W F4
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
8399 play W E5
#? []
8400 play W F5
#? []
8401 play B D4
#? []
8402 play B C4
#? []
8403 play W PASS
#? []
8404 play B B2
#? []
8405 play B A2
#? []
8406 play W C4
#? []
8407 play W C5
#? []
8408 play B F4
#? []
8409 play B G4
#? []
8410 play W E6
#? []
8411 play W E7
#? []
8412 play B A1
#? []
8413 play B B1
#? []
8414 play W G6
#? []
8415 play W G5
#? []
8416 play B C6
#? []
8417 play B C5
#? []
8418 play W A3
#? []
8419 play W A4
#? []
8420 play B F7
#? []
8421 play B F6
#? []
8422 play W E4
#? []
8423 play W E3
#? []
8424 play B A4
#? []
8425 play B B5
#? []
8426 play W D3
#? []
8427 play W C3
#? []
8428 play B B1
#? []
8429 play B C2
#? []
8430 play W D2
#? []
8431 play W C2
#? []
8432 play B D6
#? []
8433 play B D7
#? []
8434 play W E3
#? []
8435 play W D3
#? []
8436 play B G5
#? []
8437 play B G4
#? []
8438 play W B3
#? []
8439 play W A2
#? []
8440 play B D5
#? []
8441 play B D4
#? []
8442 play W F3
#? []
8443 play W G4
#? []
8444 play B D1
#? []
8445 play B E2
#? []
8446 play W F5
#? []
8447 play W F4
#? []
8448 gogui-rules_board
#? [\? \? \? \. \. X \.\n\? \? X X O \. O\n\? \. \. X O O \.\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
8449 gogui-rules_board_size
#? [7 7 hex]
8450 gogui-rules_captured_count
#? [0 3]
8451 gogui-rules_side_to_move
#? [black]
8452 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W A4 NE D4 W D5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E F5 SE E6 NW G6 SE\nCOLOR red F5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
8453 gogui-rules_legal_moves
#? [C1 C2 C3 B4 F4 G4 B5 C5 G5 D7 E7 G7 PASS]
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
8520 play W E5
#? []
8521 play W F5
#? []
8522 play B D4
#? []
8523 play B C4
#? []
8524 play W PASS
#? []
8525 play B B2
#? []
8526 play B A2
#? []
8527 play W C4
#? []
8528 play W C5
#? []
8529 play B F4
#? []
8530 play B G4
#? []
8531 play W E6
#? []
8532 play W E7
#? []
8533 play B A1
#? []
8534 play B B1
#? []
8535 play W G6
#? []
8536 play W G5
#? []
8537 play B C6
#? []
8538 play B C5
#? []
8539 play W A3
#? []
8540 play W A4
#? []
8541 play B F7
#? []
8542 play B F6
#? []
8543 play W E4
#? []
8544 play W E3
#? []
8545 play B A4
#? []
8546 play B B5
#? []
8547 play W D3
#? []
8548 play W C3
#? []
8549 play B B1
#? []
8550 play B C2
#? []
8551 play W D2
#? []
8552 play W C2
#? []
8553 play B D6
#? []
8554 play B D7
#? []
8555 play W E3
#? []
8556 play W D3
#? []
8557 play B G5
#? []
8558 play B G4
#? []
8559 play W B3
#? []
8560 play W A2
#? []
8561 play B D5
#? []
8562 play B D4
#? []
8563 play W F3
#? []
8564 play W G4
#? []
8565 play B D1
#? []
8566 play B E2
#? []
8567 play W F5
#? []
8568 play W F4
#? []
8569 play B D7
#? []
8570 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O \.\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
8571 gogui-rules_board_size
#? [7 7 hex]
8572 gogui-rules_captured_count
#? [0 3]
8573 gogui-rules_side_to_move
#? [black]
play B D7
# error: illegal move: D7 cannot follow D7, the move begun \(gogui-rules_legal_moves\)
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
8634 play W E5
#? []
8635 play W F5
#? []
8636 play B D4
#? []
8637 play B C4
#? []
8638 play W PASS
#? []
8639 play B B2
#? []
8640 play B A2
#? []
8641 play W C4
#? []
8642 play W C5
#? []
8643 play B F4
#? []
8644 play B G4
#? []
8645 play W E6
#? []
8646 play W E7
#? []
8647 play B A1
#? []
8648 play B B1
#? []
8649 play W G6
#? []
8650 play W G5
#? []
8651 play B C6
#? []
8652 play B C5
#? []
8653 play W A3
#? []
8654 play W A4
#? []
8655 play B F7
#? []
8656 play B F6
#? []
8657 play W E4
#? []
8658 play W E3
#? []
8659 play B A4
#? []
8660 play B B5
#? []
8661 play W D3
#? []
8662 play W C3
#? []
8663 play B B1
#? []
8664 play B C2
#? []
8665 play W D2
#? []
8666 play W C2
#? []
8667 play B D6
#? []
8668 play B D7
#? []
8669 play W E3
#? []
8670 play W D3
#? []
8671 play B G5
#? []
8672 play B G4
#? []
8673 play W B3
#? []
8674 play W A2
#? []
8675 play B D5
#? []
8676 play B D4
#? []
8677 play W F3
#? []
8678 play W G4
#? []
8679 play B D1
#? []
8680 play B E2
#? []
8681 play W F5
#? []
8682 play W F4
#? []
8683 play B D7
#? []
8684 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O \.\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
8685 gogui-rules_board_size
#? [7 7 hex]
8686 gogui-rules_captured_count
#? [0 3]
8687 gogui-rules_side_to_move
#? [black]
8688 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W A4 NE D4 W D5 SE C6 SE D6 NW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E F5 SE E6 NW G6 SE\nLABEL E7 E C6 SW\nCOLOR red D7\nTEXT black's piece on D7: click the neighbouring cell its wall faces \(marked\)]
8689 gogui-rules_legal_moves
#? [E7 C6]
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
8757 play W E5
#? []
8758 play W F5
#? []
8759 play B D4
#? []
8760 play B C4
#? []
8761 play W PASS
#? []
8762 play B B2
#? []
8763 play B A2
#? []
8764 play W C4
#? []
8765 play W C5
#? []
8766 play B F4
#? []
8767 play B G4
#? []
8768 play W E6
#? []
8769 play W E7
#? []
8770 play B A1
#? []
8771 play B B1
#? []
8772 play W G6
#? []
8773 play W G5
#? []
8774 play B C6
#? []
8775 play B C5
#? []
8776 play W A3
#? []
8777 play W A4
#? []
8778 play B F7
#? []
8779 play B F6
#? []
8780 play W E4
#? []
8781 play W E3
#? []
8782 play B A4
#? []
8783 play B B5
#? []
8784 play W D3
#? []
8785 play W C3
#? []
8786 play B B1
#? []
8787 play B C2
#? []
8788 play W D2
#? []
8789 play W C2
#? []
8790 play B D6
#? []
8791 play B D7
#? []
8792 play W E3
#? []
8793 play W D3
#? []
8794 play B G5
#? []
8795 play B G4
#? []
8796 play W B3
#? []
8797 play W A2
#? []
8798 play B D5
#? []
8799 play B D4
#? []
8800 play W F3
#? []
8801 play W G4
#? []
8802 play B D1
#? []
8803 play B E2
#? []
8804 play W F5
#? []
8805 play W F4
#? []
8806 play B D7
#? []
8807 play B C6
#? []
8808 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O \.\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
8809 gogui-rules_board_size
#? [7 7 hex]
8810 gogui-rules_captured_count
#? [0 3]
8811 gogui-rules_side_to_move
#? [white]
play B C6
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
8873 play W E5
#? []
8874 play W F5
#? []
8875 play B D4
#? []
8876 play B C4
#? []
8877 play W PASS
#? []
8878 play B B2
#? []
8879 play B A2
#? []
8880 play W C4
#? []
8881 play W C5
#? []
8882 play B F4
#? []
8883 play B G4
#? []
8884 play W E6
#? []
8885 play W E7
#? []
8886 play B A1
#? []
8887 play B B1
#? []
8888 play W G6
#? []
8889 play W G5
#? []
8890 play B C6
#? []
8891 play B C5
#? []
8892 play W A3
#? []
8893 play W A4
#? []
8894 play B F7
#? []
8895 play B F6
#? []
8896 play W E4
#? []
8897 play W E3
#? []
8898 play B A4
#? []
8899 play B B5
#? []
8900 play W D3
#? []
8901 play W C3
#? []
8902 play B B1
#? []
8903 play B C2
#? []
8904 play W D2
#? []
8905 play W C2
#? []
8906 play B D6
#? []
8907 play B D7
#? []
8908 play W E3
#? []
8909 play W D3
#? []
8910 play B G5
#? []
8911 play B G4
#? []
8912 play W B3
#? []
8913 play W A2
#? []
8914 play B D5
#? []
8915 play B D4
#? []
8916 play W F3
#? []
8917 play W G4
#? []
8918 play B D1
#? []
8919 play B E2
#? []
8920 play W F5
#? []
8921 play W F4
#? []
8922 play B D7
#? []
8923 play B C6
#? []
8924 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O \.\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
8925 gogui-rules_board_size
#? [7 7 hex]
8926 gogui-rules_captured_count
#? [0 3]
8927 gogui-rules_side_to_move
#? [white]
8928 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W A4 NE D4 W D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E F5 SE E6 NW G6 SE\nCOLOR red D7\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
8929 gogui-rules_legal_moves
#? [C1 C2 E2 C3 B4 F4 G4 B5 C5 G5 F6 G7 PASS]
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
9001 play W E5
#? []
9002 play W F5
#? []
9003 play B D4
#? []
9004 play B C4
#? []
9005 play W PASS
#? []
9006 play B B2
#? []
9007 play B A2
#? []
9008 play W C4
#? []
9009 play W C5
#? []
9010 play B F4
#? []
9011 play B G4
#? []
9012 play W E6
#? []
9013 play W E7
#? []
9014 play B A1
#? []
9015 play B B1
#? []
9016 play W G6
#? []
9017 play W G5
#? []
9018 play B C6
#? []
9019 play B C5
#? []
9020 play W A3
#? []
9021 play W A4
#? []
9022 play B F7
#? []
9023 play B F6
#? []
9024 play W E4
#? []
9025 play W E3
#? []
9026 play B A4
#? []
9027 play B B5
#? []
9028 play W D3
#? []
9029 play W C3
#? []
9030 play B B1
#? []
9031 play B C2
#? []
9032 play W D2
#? []
9033 play W C2
#? []
9034 play B D6
#? []
9035 play B D7
#? []
9036 play W E3
#? []
9037 play W D3
#? []
9038 play B G5
#? []
9039 play B G4
#? []
9040 play W B3
#? []
9041 play W A2
#? []
9042 play B D5
#? []
9043 play B D4
#? []
9044 play W F3
#? []
9045 play W G4
#? []
9046 play B D1
#? []
9047 play B E2
#? []
9048 play W F5
#? []
9049 play W F4
#? []
9050 play B D7
#? []
9051 play B C6
#? []
9052 play W G5
#? []
9053 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
9054 gogui-rules_board_size
#? [7 7 hex]
9055 gogui-rules_captured_count
#? [0 3]
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
9119 play W E5
#? []
9120 play W F5
#? []
9121 play B D4
#? []
9122 play B C4
#? []
9123 play W PASS
#? []
9124 play B B2
#? []
9125 play B A2
#? []
9126 play W C4
#? []
9127 play W C5
#? []
9128 play B F4
#? []
9129 play B G4
#? []
9130 play W E6
#? []
9131 play W E7
#? []
9132 play B A1
#? []
9133 play B B1
#? []
9134 play W G6
#? []
9135 play W G5
#? []
9136 play B C6
#? []
9137 play B C5
#? []
9138 play W A3
#? []
9139 play W A4
#? []
9140 play B F7
#? []
9141 play B F6
#? []
9142 play W E4
#? []
9143 play W E3
#? []
9144 play B A4
#? []
9145 play B B5
#? []
9146 play W D3
#? []
9147 play W C3
#? []
9148 play B B1
#? []
9149 play B C2
#? []
9150 play W D2
#? []
9151 play W C2
#? []
9152 play B D6
#? []
9153 play B D7
#? []
9154 play W E3
#? []
9155 play W D3
#? []
9156 play B G5
#? []
9157 play B G4
#? []
9158 play W B3
#? []
9159 play W A2
#? []
9160 play B D5
#? []
9161 play B D4
#? []
9162 play W F3
#? []
9163 play W G4
#? []
9164 play B D1
#? []
9165 play B E2
#? []
9166 play W F5
#? []
9167 play W F4
#? []
9168 play B D7
#? []
9169 play B C6
#? []
9170 play W G5
#? []
9171 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
9172 gogui-rules_board_size
#? [7 7 hex]
9173 gogui-rules_captured_count
#? [0 3]
9174 gogui-rules_side_to_move
#? [white]
play W G5
# error: illegal move: G5 cannot follow G5, the move begun \(gogui-rules_legal_moves\)
play W G5
# error: illegal move: G5 cannot follow G5, the move begun \(gogui-rules_legal_moves\)
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
9237 play W E5
#? []
9238 play W F5
#? []
9239 play B D4
#? []
9240 play B C4
#? []
9241 play W PASS
#? []
9242 play B B2
#? []
9243 play B A2
#? []
9244 play W C4
#? []
9245 play W C5
#? []
9246 play B F4
#? []
9247 play B G4
#? []
9248 play W E6
#? []
9249 play W E7
#? []
9250 play B A1
#? []
9251 play B B1
#? []
9252 play W G6
#? []
9253 play W G5
#? []
9254 play B C6
#? []
9255 play B C5
#? []
9256 play W A3
#? []
9257 play W A4
#? []
9258 play B F7
#? []
9259 play B F6
#? []
9260 play W E4
#? []
9261 play W E3
#? []
9262 play B A4
#? []
9263 play B B5
#? []
9264 play W D3
#? []
9265 play W C3
#? []
9266 play B B1
#? []
9267 play B C2
#? []
9268 play W D2
#? []
9269 play W C2
#? []
9270 play B D6
#? []
9271 play B D7
#? []
9272 play W E3
#? []
9273 play W D3
#? []
9274 play B G5
#? []
9275 play B G4
#? []
9276 play W B3
#? []
9277 play W A2
#? []
9278 play B D5
#? []
9279 play B D4
#? []
9280 play W F3
#? []
9281 play W G4
#? []
9282 play B D1
#? []
9283 play B E2
#? []
9284 play W F5
#? []
9285 play W F4
#? []
9286 play B D7
#? []
9287 play B C6
#? []
9288 play W G5
#? []
9289 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
9290 gogui-rules_board_size
#? [7 7 hex]
9291 gogui-rules_captured_count
#? [0 3]
9292 gogui-rules_side_to_move
#? [white]
9293 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W A4 NE D4 W D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E F5 SE E6 NW G6 SE\nLABEL F5 W F4 SW G4 SE\nCOLOR red G5\nTEXT white's piece on G5: click the neighbouring cell its wall faces \(marked\)]
9294 gogui-rules_legal_moves
#? [F5 F4 G4]
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
9367 play W E5
#? []
9368 play W F5
#? []
9369 play B D4
#? []
9370 play B C4
#? []
9371 play W PASS
#? []
9372 play B B2
#? []
9373 play B A2
#? []
9374 play W C4
#? []
9375 play W C5
#? []
9376 play B F4
#? []
9377 play B G4
#? []
9378 play W E6
#? []
9379 play W E7
#? []
9380 play B A1
#? []
9381 play B B1
#? []
9382 play W G6
#? []
9383 play W G5
#? []
9384 play B C6
#? []
9385 play B C5
#? []
9386 play W A3
#? []
9387 play W A4
#? []
9388 play B F7
#? []
9389 play B F6
#? []
9390 play W E4
#? []
9391 play W E3
#? []
9392 play B A4
#? []
9393 play B B5
#? []
9394 play W D3
#? []
9395 play W C3
#? []
9396 play B B1
#? []
9397 play B C2
#? []
9398 play W D2
#? []
9399 play W C2
#? []
9400 play B D6
#? []
9401 play B D7
#? []
9402 play W E3
#? []
9403 play W D3
#? []
9404 play B G5
#? []
9405 play B G4
#? []
9406 play W B3
#? []
9407 play W A2
#? []
9408 play B D5
#? []
9409 play B D4
#? []
9410 play W F3
#? []
9411 play W G4
#? []
9412 play B D1
#? []
9413 play B E2
#? []
9414 play W F5
#? []
9415 play W F4
#? []
9416 play B D7
#? []
9417 play B C6
#? []
9418 play W G5
#? []
9419 play W F4
#? []
9420 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
9421 gogui-rules_board_size
#? [7 7 hex]
9422 gogui-rules_captured_count
#? [0 3]
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
9487 play W E5
#? []
9488 play W F5
#? []
9489 play B D4
#? []
9490 play B C4
#? []
9491 play W PASS
#? []
9492 play B B2
#? []
9493 play B A2
#? []
9494 play W C4
#? []
9495 play W C5
#? []
9496 play B F4
#? []
9497 play B G4
#? []
9498 play W E6
#? []
9499 play W E7
#? []
9500 play B A1
#? []
9501 play B B1
#? []
9502 play W G6
#? []
9503 play W G5
#? []
9504 play B C6
#? []
9505 play B C5
#? []
9506 play W A3
#? []
9507 play W A4
#? []
9508 play B F7
#? []
9509 play B F6
#? []
9510 play W E4
#? []
9511 play W E3
#? []
9512 play B A4
#? []
9513 play B B5
#? []
9514 play W D3
#? []
9515 play W C3
#? []
9516 play B B1
#? []
9517 play B C2
#? []
9518 play W D2
#? []
9519 play W C2
#? []
9520 play B D6
#? []
9521 play B D7
#? []
9522 play W E3
#? []
9523 play W D3
#? []
9524 play B G5
#? []
9525 play B G4
#? []
9526 play W B3
#? []
9527 play W A2
#? []
9528 play B D5
#? []
9529 play B D4
#? []
9530 play W F3
#? []
9531 play W G4
#? []
9532 play B D1
#? []
9533 play B E2
#? []
9534 play W F5
#? []
9535 play W F4
#? []
9536 play B D7
#? []
9537 play B C6
#? []
9538 play W G5
#? []
9539 play W F4
#? []
9540 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
9541 gogui-rules_board_size
#? [7 7 hex]
9542 gogui-rules_captured_count
#? [0 3]
9543 gogui-rules_side_to_move
#? [black]
play W F4
# error: illegal move: it is not white's turn
play W F4
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
9607 play W E5
#? []
9608 play W F5
#? []
9609 play B D4
#? []
9610 play B C4
#? []
9611 play W PASS
#? []
9612 play B B2
#? []
9613 play B A2
#? []
9614 play W C4
#? []
9615 play W C5
#? []
9616 play B F4
#? []
9617 play B G4
#? []
9618 play W E6
#? []
9619 play W E7
#? []
9620 play B A1
#? []
9621 play B B1
#? []
9622 play W G6
#? []
9623 play W G5
#? []
9624 play B C6
#? []
9625 play B C5
#? []
9626 play W A3
#? []
9627 play W A4
#? []
9628 play B F7
#? []
9629 play B F6
#? []
9630 play W E4
#? []
9631 play W E3
#? []
9632 play B A4
#? []
9633 play B B5
#? []
9634 play W D3
#? []
9635 play W C3
#? []
9636 play B B1
#? []
9637 play B C2
#? []
9638 play W D2
#? []
9639 play W C2
#? []
9640 play B D6
#? []
9641 play B D7
#? []
9642 play W E3
#? []
9643 play W D3
#? []
9644 play B G5
#? []
9645 play B G4
#? []
9646 play W B3
#? []
9647 play W A2
#? []
9648 play B D5
#? []
9649 play B D4
#? []
9650 play W F3
#? []
9651 play W G4
#? []
9652 play B D1
#? []
9653 play B E2
#? []
9654 play W F5
#? []
9655 play W F4
#? []
9656 play B D7
#? []
9657 play B C6
#? []
9658 play W G5
#? []
9659 play W F4
#? []
9660 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X \. O \. \? \?\nX X \. X \? \? \?]
9661 gogui-rules_board_size
#? [7 7 hex]
9662 gogui-rules_captured_count
#? [0 3]
9663 gogui-rules_side_to_move
#? [black]
9664 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W A4 NE D4 W D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nCOLOR red G5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
9665 gogui-rules_legal_moves
#? [C1 C2 C3 B4 B5 C5 E7 G7 PASS]
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
9736 play W E5
#? []
9737 play W F5
#? []
9738 play B D4
#? []
9739 play B C4
#? []
9740 play W PASS
#? []
9741 play B B2
#? []
9742 play B A2
#? []
9743 play W C4
#? []
9744 play W C5
#? []
9745 play B F4
#? []
9746 play B G4
#? []
9747 play W E6
#? []
9748 play W E7
#? []
9749 play B A1
#? []
9750 play B B1
#? []
9751 play W G6
#? []
9752 play W G5
#? []
9753 play B C6
#? []
9754 play B C5
#? []
9755 play W A3
#? []
9756 play W A4
#? []
9757 play B F7
#? []
9758 play B F6
#? []
9759 play W E4
#? []
9760 play W E3
#? []
9761 play B A4
#? []
9762 play B B5
#? []
9763 play W D3
#? []
9764 play W C3
#? []
9765 play B B1
#? []
9766 play B C2
#? []
9767 play W D2
#? []
9768 play W C2
#? []
9769 play B D6
#? []
9770 play B D7
#? []
9771 play W E3
#? []
9772 play W D3
#? []
9773 play B G5
#? []
9774 play B G4
#? []
9775 play W B3
#? []
9776 play W A2
#? []
9777 play B D5
#? []
9778 play B D4
#? []
9779 play W F3
#? []
9780 play W G4
#? []
9781 play B D1
#? []
9782 play B E2
#? []
9783 play W F5
#? []
9784 play W F4
#? []
9785 play B D7
#? []
9786 play B C6
#? []
9787 play W G5
#? []
9788 play W F4
#? []
9789 play B C2
#? []
9790 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
9791 gogui-rules_board_size
#? [7 7 hex]
9792 gogui-rules_captured_count
#? [0 3]
9793 gogui-rules_side_to_move
#? [black]
play B C2
# error: illegal move: C2 cannot follow C2, the move begun \(gogui-rules_legal_moves\)
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
9858 play W E5
#? []
9859 play W F5
#? []
9860 play B D4
#? []
9861 play B C4
#? []
9862 play W PASS
#? []
9863 play B B2
#? []
9864 play B A2
#? []
9865 play W C4
#? []
9866 play W C5
#? []
9867 play B F4
#? []
9868 play B G4
#? []
9869 play W E6
#? []
9870 play W E7
#? []
9871 play B A1
#? []
9872 play B B1
#? []
9873 play W G6
#? []
9874 play W G5
#? []
9875 play B C6
#? []
9876 play B C5
#? []
9877 play W A3
#? []
9878 play W A4
#? []
9879 play B F7
#? []
9880 play B F6
#? []
9881 play W E4
#? []
9882 play W E3
#? []
9883 play B A4
#? []
9884 play B B5
#? []
9885 play W D3
#? []
9886 play W C3
#? []
9887 play B B1
#? []
9888 play B C2
#? []
9889 play W D2
#? []
9890 play W C2
#? []
9891 play B D6
#? []
9892 play B D7
#? []
9893 play W E3
#? []
9894 play W D3
#? []
9895 play B G5
#? []
9896 play B G4
#? []
9897 play W B3
#? []
9898 play W A2
#? []
9899 play B D5
#? []
9900 play B D4
#? []
9901 play W F3
#? []
9902 play W G4
#? []
9903 play B D1
#? []
9904 play B E2
#? []
9905 play W F5
#? []
9906 play W F4
#? []
9907 play B D7
#? []
9908 play B C6
#? []
9909 play W G5
#? []
9910 play W F4
#? []
9911 play B C2
#? []
9912 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
9913 gogui-rules_board_size
#? [7 7 hex]
9914 gogui-rules_captured_count
#? [0 3]
9915 gogui-rules_side_to_move
#? [black]
9916 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W A4 NE D4 W D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nLABEL C3 NW B2 W C1 SE\nCOLOR red C2\nTEXT black's piece on C2: click the neighbouring cell its wall faces \(marked\)]
9917 gogui-rules_legal_moves
#? [C3 B2 C1]
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
9989 play W E5
#? []
9990 play W F5
#? []
9991 play B D4
#? []
9992 play B C4
#? []
9993 play W PASS
#? []
9994 play B B2
#? []
9995 play B A2
#? []
9996 play W C4
#? []
9997 play W C5
#? []
9998 play B F4
#? []
9999 play B G4
#? []
10000 play W E6
#? []
10001 play W E7
#? []
10002 play B A1
#? []
10003 play B B1
#? []
10004 play W G6
#? []
10005 play W G5
#? []
10006 play B C6
#? []
10007 play B C5
#? []
10008 play W A3
#? []
10009 play W A4
#? []
10010 play B F7
#? []
10011 play B F6
#? []
10012 play W E4
#? []
10013 play W E3
#? []
10014 play B A4
#? []
10015 play B B5
#? []
10016 play W D3
#? []
10017 play W C3
#? []
10018 play B B1
#? []
10019 play B C2
#? []
10020 play W D2
#? []
10021 play W C2
#? []
10022 play B D6
#? []
10023 play B D7
#? []
10024 play W E3
#? []
10025 play W D3
#? []
10026 play B G5
#? []
10027 play B G4
#? []
10028 play W B3
#? []
10029 play W A2
#? []
10030 play B D5
#? []
10031 play B D4
#? []
10032 play W F3
#? []
10033 play W G4
#? []
10034 play B D1
#? []
10035 play B E2
#? []
10036 play W F5
#? []
10037 play W F4
#? []
10038 play B D7
#? []
10039 play B C6
#? []
10040 play W G5
#? []
10041 play W F4
#? []
10042 play B C2
#? []
10043 play B B2
#? []
10044 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
10045 gogui-rules_board_size
#? [7 7 hex]
10046 gogui-rules_captured_count
#? [0 3]
10047 gogui-rules_side_to_move
#? [white]
play B B2
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
10113 play W E5
#? []
10114 play W F5
#? []
10115 play B D4
#? []
10116 play B C4
#? []
10117 play W PASS
#? []
10118 play B B2
#? []
10119 play B A2
#? []
10120 play W C4
#? []
10121 play W C5
#? []
10122 play B F4
#? []
10123 play B G4
#? []
10124 play W E6
#? []
10125 play W E7
#? []
10126 play B A1
#? []
10127 play B B1
#? []
10128 play W G6
#? []
10129 play W G5
#? []
10130 play B C6
#? []
10131 play B C5
#? []
10132 play W A3
#? []
10133 play W A4
#? []
10134 play B F7
#? []
10135 play B F6
#? []
10136 play W E4
#? []
10137 play W E3
#? []
10138 play B A4
#? []
10139 play B B5
#? []
10140 play W D3
#? []
10141 play W C3
#? []
10142 play B B1
#? []
10143 play B C2
#? []
10144 play W D2
#? []
10145 play W C2
#? []
10146 play B D6
#? []
10147 play B D7
#? []
10148 play W E3
#? []
10149 play W D3
#? []
10150 play B G5
#? []
10151 play B G4
#? []
10152 play W B3
#? []
10153 play W A2
#? []
10154 play B D5
#? []
10155 play B D4
#? []
10156 play W F3
#? []
10157 play W G4
#? []
10158 play B D1
#? []
10159 play B E2
#? []
10160 play W F5
#? []
10161 play W F4
#? []
10162 play B D7
#? []
10163 play B C6
#? []
10164 play W G5
#? []
10165 play W F4
#? []
10166 play B C2
#? []
10167 play B B2
#? []
10168 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX \. O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
10169 gogui-rules_board_size
#? [7 7 hex]
10170 gogui-rules_captured_count
#? [0 3]
10171 gogui-rules_side_to_move
#? [white]
10172 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W A4 NE D4 W D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nCOLOR red C2\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
10173 gogui-rules_legal_moves
#? [C1 E2 C3 B4 F4 G4 B5 C5 F6 G7 PASS]
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
10249 play W E5
#? []
10250 play W F5
#? []
10251 play B D4
#? []
10252 play B C4
#? []
10253 play W PASS
#? []
10254 play B B2
#? []
10255 play B A2
#? []
10256 play W C4
#? []
10257 play W C5
#? []
10258 play B F4
#? []
10259 play B G4
#? []
10260 play W E6
#? []
10261 play W E7
#? []
10262 play B A1
#? []
10263 play B B1
#? []
10264 play W G6
#? []
10265 play W G5
#? []
10266 play B C6
#? []
10267 play B C5
#? []
10268 play W A3
#? []
10269 play W A4
#? []
10270 play B F7
#? []
10271 play B F6
#? []
10272 play W E4
#? []
10273 play W E3
#? []
10274 play B A4
#? []
10275 play B B5
#? []
10276 play W D3
#? []
10277 play W C3
#? []
10278 play B B1
#? []
10279 play B C2
#? []
10280 play W D2
#? []
10281 play W C2
#? []
10282 play B D6
#? []
10283 play B D7
#? []
10284 play W E3
#? []
10285 play W D3
#? []
10286 play B G5
#? []
10287 play B G4
#? []
10288 play W B3
#? []
10289 play W A2
#? []
10290 play B D5
#? []
10291 play B D4
#? []
10292 play W F3
#? []
10293 play W G4
#? []
10294 play B D1
#? []
10295 play B E2
#? []
10296 play W F5
#? []
10297 play W F4
#? []
10298 play B D7
#? []
10299 play B C6
#? []
10300 play W G5
#? []
10301 play W F4
#? []
10302 play B C2
#? []
10303 play B B2
#? []
10304 play W B4
#? []
10305 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
10306 gogui-rules_board_size
#? [7 7 hex]
10307 gogui-rules_captured_count
#? [0 3]
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
10375 play W E5
#? []
10376 play W F5
#? []
10377 play B D4
#? []
10378 play B C4
#? []
10379 play W PASS
#? []
10380 play B B2
#? []
10381 play B A2
#? []
10382 play W C4
#? []
10383 play W C5
#? []
10384 play B F4
#? []
10385 play B G4
#? []
10386 play W E6
#? []
10387 play W E7
#? []
10388 play B A1
#? []
10389 play B B1
#? []
10390 play W G6
#? []
10391 play W G5
#? []
10392 play B C6
#? []
10393 play B C5
#? []
10394 play W A3
#? []
10395 play W A4
#? []
10396 play B F7
#? []
10397 play B F6
#? []
10398 play W E4
#? []
10399 play W E3
#? []
10400 play B A4
#? []
10401 play B B5
#? []
10402 play W D3
#? []
10403 play W C3
#? []
10404 play B B1
#? []
10405 play B C2
#? []
10406 play W D2
#? []
10407 play W C2
#? []
10408 play B D6
#? []
10409 play B D7
#? []
10410 play W E3
#? []
10411 play W D3
#? []
10412 play B G5
#? []
10413 play B G4
#? []
10414 play W B3
#? []
10415 play W A2
#? []
10416 play B D5
#? []
10417 play B D4
#? []
10418 play W F3
#? []
10419 play W G4
#? []
10420 play B D1
#? []
10421 play B E2
#? []
10422 play W F5
#? []
10423 play W F4
#? []
10424 play B D7
#? []
10425 play B C6
#? []
10426 play W G5
#? []
10427 play W F4
#? []
10428 play B C2
#? []
10429 play B B2
#? []
10430 play W B4
#? []
10431 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
10432 gogui-rules_board_size
#? [7 7 hex]
10433 gogui-rules_captured_count
#? [0 3]
10434 gogui-rules_side_to_move
#? [white]
play W B4
# error: illegal move: B4 cannot follow B4, the move begun \(gogui-rules_legal_moves\)
play W B4
# error: illegal move: B4 cannot follow B4, the move begun \(gogui-rules_legal_moves\)
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
10501 play W E5
#? []
10502 play W F5
#? []
10503 play B D4
#? []
10504 play B C4
#? []
10505 play W PASS
#? []
10506 play B B2
#? []
10507 play B A2
#? []
10508 play W C4
#? []
10509 play W C5
#? []
10510 play B F4
#? []
10511 play B G4
#? []
10512 play W E6
#? []
10513 play W E7
#? []
10514 play B A1
#? []
10515 play B B1
#? []
10516 play W G6
#? []
10517 play W G5
#? []
10518 play B C6
#? []
10519 play B C5
#? []
10520 play W A3
#? []
10521 play W A4
#? []
10522 play B F7
#? []
10523 play B F6
#? []
10524 play W E4
#? []
10525 play W E3
#? []
10526 play B A4
#? []
10527 play B B5
#? []
10528 play W D3
#? []
10529 play W C3
#? []
10530 play B B1
#? []
10531 play B C2
#? []
10532 play W D2
#? []
10533 play W C2
#? []
10534 play B D6
#? []
10535 play B D7
#? []
10536 play W E3
#? []
10537 play W D3
#? []
10538 play B G5
#? []
10539 play B G4
#? []
10540 play W B3
#? []
10541 play W A2
#? []
10542 play B D5
#? []
10543 play B D4
#? []
10544 play W F3
#? []
10545 play W G4
#? []
10546 play B D1
#? []
10547 play B E2
#? []
10548 play W F5
#? []
10549 play W F4
#? []
10550 play B D7
#? []
10551 play B C6
#? []
10552 play W G5
#? []
10553 play W F4
#? []
10554 play B C2
#? []
10555 play B B2
#? []
10556 play W B4
#? []
10557 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\nX O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
10558 gogui-rules_board_size
#? [7 7 hex]
10559 gogui-rules_captured_count
#? [0 3]
10560 gogui-rules_side_to_move
#? [white]
10561 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W A4 NE D4 W D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nLABEL C4 E C5 NE B5 NW A4 W A3 SW B3 SE\nCOLOR red B4\nTEXT white's piece on B4: click the neighbouring cell its wall faces \(marked\)]
10562 gogui-rules_legal_moves
#? [C4 C5 B5 A4 A3 B3]
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
10639 play W E5
#? []
10640 play W F5
#? []
10641 play B D4
#? []
10642 play B C4
#? []
10643 play W PASS
#? []
10644 play B B2
#? []
10645 play B A2
#? []
10646 play W C4
#? []
10647 play W C5
#? []
10648 play B F4
#? []
10649 play B G4
#? []
10650 play W E6
#? []
10651 play W E7
#? []
10652 play B A1
#? []
10653 play B B1
#? []
10654 play W G6
#? []
10655 play W G5
#? []
10656 play B C6
#? []
10657 play B C5
#? []
10658 play W A3
#? []
10659 play W A4
#? []
10660 play B F7
#? []
10661 play B F6
#? []
10662 play W E4
#? []
10663 play W E3
#? []
10664 play B A4
#? []
10665 play B B5
#? []
10666 play W D3
#? []
10667 play W C3
#? []
10668 play B B1
#? []
10669 play B C2
#? []
10670 play W D2
#? []
10671 play W C2
#? []
10672 play B D6
#? []
10673 play B D7
#? []
10674 play W E3
#? []
10675 play W D3
#? []
10676 play B G5
#? []
10677 play B G4
#? []
10678 play W B3
#? []
10679 play W A2
#? []
10680 play B D5
#? []
10681 play B D4
#? []
10682 play W F3
#? []
10683 play W G4
#? []
10684 play B D1
#? []
10685 play B E2
#? []
10686 play W F5
#? []
10687 play W F4
#? []
10688 play B D7
#? []
10689 play B C6
#? []
10690 play W G5
#? []
10691 play W F4
#? []
10692 play B C2
#? []
10693 play B B2
#? []
10694 play W B4
#? []
10695 play W C4
#? []
10696 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
10697 gogui-rules_board_size
#? [7 7 hex]
10698 gogui-rules_captured_count
#? [0 4]
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
10767 play W E5
#? []
10768 play W F5
#? []
10769 play B D4
#? []
10770 play B C4
#? []
10771 play W PASS
#? []
10772 play B B2
#? []
10773 play B A2
#? []
10774 play W C4
#? []
10775 play W C5
#? []
10776 play B F4
#? []
10777 play B G4
#? []
10778 play W E6
#? []
10779 play W E7
#? []
10780 play B A1
#? []
10781 play B B1
#? []
10782 play W G6
#? []
10783 play W G5
#? []
10784 play B C6
#? []
10785 play B C5
#? []
10786 play W A3
#? []
10787 play W A4
#? []
10788 play B F7
#? []
10789 play B F6
#? []
10790 play W E4
#? []
10791 play W E3
#? []
10792 play B A4
#? []
10793 play B B5
#? []
10794 play W D3
#? []
10795 play W C3
#? []
10796 play B B1
#? []
10797 play B C2
#? []
10798 play W D2
#? []
10799 play W C2
#? []
10800 play B D6
#? []
10801 play B D7
#? []
10802 play W E3
#? []
10803 play W D3
#? []
10804 play B G5
#? []
10805 play B G4
#? []
10806 play W B3
#? []
10807 play W A2
#? []
10808 play B D5
#? []
10809 play B D4
#? []
10810 play W F3
#? []
10811 play W G4
#? []
10812 play B D1
#? []
10813 play B E2
#? []
10814 play W F5
#? []
10815 play W F4
#? []
10816 play B D7
#? []
10817 play B C6
#? []
10818 play W G5
#? []
10819 play W F4
#? []
10820 play B C2
#? []
10821 play B B2
#? []
10822 play W B4
#? []
10823 play W C4
#? []
10824 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
10825 gogui-rules_board_size
#? [7 7 hex]
10826 gogui-rules_captured_count
#? [0 4]
10827 gogui-rules_side_to_move
#? [black]
play W C4
# error: illegal move: it is not white's turn
play W C4
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
10895 play W E5
#? []
10896 play W F5
#? []
10897 play B D4
#? []
10898 play B C4
#? []
10899 play W PASS
#? []
10900 play B B2
#? []
10901 play B A2
#? []
10902 play W C4
#? []
10903 play W C5
#? []
10904 play B F4
#? []
10905 play B G4
#? []
10906 play W E6
#? []
10907 play W E7
#? []
10908 play B A1
#? []
10909 play B B1
#? []
10910 play W G6
#? []
10911 play W G5
#? []
10912 play B C6
#? []
10913 play B C5
#? []
10914 play W A3
#? []
10915 play W A4
#? []
10916 play B F7
#? []
10917 play B F6
#? []
10918 play W E4
#? []
10919 play W E3
#? []
10920 play B A4
#? []
10921 play B B5
#? []
10922 play W D3
#? []
10923 play W C3
#? []
10924 play B B1
#? []
10925 play B C2
#? []
10926 play W D2
#? []
10927 play W C2
#? []
10928 play B D6
#? []
10929 play B D7
#? []
10930 play W E3
#? []
10931 play W D3
#? []
10932 play B G5
#? []
10933 play B G4
#? []
10934 play W B3
#? []
10935 play W A2
#? []
10936 play B D5
#? []
10937 play B D4
#? []
10938 play W F3
#? []
10939 play W G4
#? []
10940 play B D1
#? []
10941 play B E2
#? []
10942 play W F5
#? []
10943 play W F4
#? []
10944 play B D7
#? []
10945 play B C6
#? []
10946 play W G5
#? []
10947 play W F4
#? []
10948 play B C2
#? []
10949 play B B2
#? []
10950 play W B4
#? []
10951 play W C4
#? []
10952 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? \. \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
10953 gogui-rules_board_size
#? [7 7 hex]
10954 gogui-rules_captured_count
#? [0 4]
10955 gogui-rules_side_to_move
#? [black]
10956 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W D4 W D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nCOLOR red B4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
10957 gogui-rules_legal_moves
#? [C1 C3 B5 C5 E7 G7 PASS]
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
11032 play W E5
#? []
11033 play W F5
#? []
11034 play B D4
#? []
11035 play B C4
#? []
11036 play W PASS
#? []
11037 play B B2
#? []
11038 play B A2
#? []
11039 play W C4
#? []
11040 play W C5
#? []
11041 play B F4
#? []
11042 play B G4
#? []
11043 play W E6
#? []
11044 play W E7
#? []
11045 play B A1
#? []
11046 play B B1
#? []
11047 play W G6
#? []
11048 play W G5
#? []
11049 play B C6
#? []
11050 play B C5
#? []
11051 play W A3
#? []
11052 play W A4
#? []
11053 play B F7
#? []
11054 play B F6
#? []
11055 play W E4
#? []
11056 play W E3
#? []
11057 play B A4
#? []
11058 play B B5
#? []
11059 play W D3
#? []
11060 play W C3
#? []
11061 play B B1
#? []
11062 play B C2
#? []
11063 play W D2
#? []
11064 play W C2
#? []
11065 play B D6
#? []
11066 play B D7
#? []
11067 play W E3
#? []
11068 play W D3
#? []
11069 play B G5
#? []
11070 play B G4
#? []
11071 play W B3
#? []
11072 play W A2
#? []
11073 play B D5
#? []
11074 play B D4
#? []
11075 play W F3
#? []
11076 play W G4
#? []
11077 play B D1
#? []
11078 play B E2
#? []
11079 play W F5
#? []
11080 play W F4
#? []
11081 play B D7
#? []
11082 play B C6
#? []
11083 play W G5
#? []
11084 play W F4
#? []
11085 play B C2
#? []
11086 play B B2
#? []
11087 play W B4
#? []
11088 play W C4
#? []
11089 play B B5
#? []
11090 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
11091 gogui-rules_board_size
#? [7 7 hex]
11092 gogui-rules_captured_count
#? [0 4]
11093 gogui-rules_side_to_move
#? [black]
play B B5
# error: illegal move: B5 cannot follow B5, the move begun \(gogui-rules_legal_moves\)
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
11162 play W E5
#? []
11163 play W F5
#? []
11164 play B D4
#? []
11165 play B C4
#? []
11166 play W PASS
#? []
11167 play B B2
#? []
11168 play B A2
#? []
11169 play W C4
#? []
11170 play W C5
#? []
11171 play B F4
#? []
11172 play B G4
#? []
11173 play W E6
#? []
11174 play W E7
#? []
11175 play B A1
#? []
11176 play B B1
#? []
11177 play W G6
#? []
11178 play W G5
#? []
11179 play B C6
#? []
11180 play B C5
#? []
11181 play W A3
#? []
11182 play W A4
#? []
11183 play B F7
#? []
11184 play B F6
#? []
11185 play W E4
#? []
11186 play W E3
#? []
11187 play B A4
#? []
11188 play B B5
#? []
11189 play W D3
#? []
11190 play W C3
#? []
11191 play B B1
#? []
11192 play B C2
#? []
11193 play W D2
#? []
11194 play W C2
#? []
11195 play B D6
#? []
11196 play B D7
#? []
11197 play W E3
#? []
11198 play W D3
#? []
11199 play B G5
#? []
11200 play B G4
#? []
11201 play W B3
#? []
11202 play W A2
#? []
11203 play B D5
#? []
11204 play B D4
#? []
11205 play W F3
#? []
11206 play W G4
#? []
11207 play B D1
#? []
11208 play B E2
#? []
11209 play W F5
#? []
11210 play W F4
#? []
11211 play B D7
#? []
11212 play B C6
#? []
11213 play W G5
#? []
11214 play W F4
#? []
11215 play B C2
#? []
11216 play B B2
#? []
11217 play W B4
#? []
11218 play W C4
#? []
11219 play B B5
#? []
11220 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
11221 gogui-rules_board_size
#? [7 7 hex]
11222 gogui-rules_captured_count
#? [0 4]
11223 gogui-rules_side_to_move
#? [black]
11224 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W D4 W D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nLABEL C5 E C6 NE A4 SW\nCOLOR red B5\nTEXT black's piece on B5: click the neighbouring cell its wall faces \(marked\)]
11225 gogui-rules_legal_moves
#? [C5 C6 A4]
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
11301 play W E5
#? []
11302 play W F5
#? []
11303 play B D4
#? []
11304 play B C4
#? []
11305 play W PASS
#? []
11306 play B B2
#? []
11307 play B A2
#? []
11308 play W C4
#? []
11309 play W C5
#? []
11310 play B F4
#? []
11311 play B G4
#? []
11312 play W E6
#? []
11313 play W E7
#? []
11314 play B A1
#? []
11315 play B B1
#? []
11316 play W G6
#? []
11317 play W G5
#? []
11318 play B C6
#? []
11319 play B C5
#? []
11320 play W A3
#? []
11321 play W A4
#? []
11322 play B F7
#? []
11323 play B F6
#? []
11324 play W E4
#? []
11325 play W E3
#? []
11326 play B A4
#? []
11327 play B B5
#? []
11328 play W D3
#? []
11329 play W C3
#? []
11330 play B B1
#? []
11331 play B C2
#? []
11332 play W D2
#? []
11333 play W C2
#? []
11334 play B D6
#? []
11335 play B D7
#? []
11336 play W E3
#? []
11337 play W D3
#? []
11338 play B G5
#? []
11339 play B G4
#? []
11340 play W B3
#? []
11341 play W A2
#? []
11342 play B D5
#? []
11343 play B D4
#? []
11344 play W F3
#? []
11345 play W G4
#? []
11346 play B D1
#? []
11347 play B E2
#? []
11348 play W F5
#? []
11349 play W F4
#? []
11350 play B D7
#? []
11351 play B C6
#? []
11352 play W G5
#? []
11353 play W F4
#? []
11354 play B C2
#? []
11355 play B B2
#? []
11356 play W B4
#? []
11357 play W C4
#? []
11358 play B B5
#? []
11359 play B C5
#? []
11360 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
11361 gogui-rules_board_size
#? [7 7 hex]
11362 gogui-rules_captured_count
#? [0 4]
11363 gogui-rules_side_to_move
#? [white]
play B C5
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
11433 play W E5
#? []
11434 play W F5
#? []
11435 play B D4
#? []
11436 play B C4
#? []
11437 play W PASS
#? []
11438 play B B2
#? []
11439 play B A2
#? []
11440 play W C4
#? []
11441 play W C5
#? []
11442 play B F4
#? []
11443 play B G4
#? []
11444 play W E6
#? []
11445 play W E7
#? []
11446 play B A1
#? []
11447 play B B1
#? []
11448 play W G6
#? []
11449 play W G5
#? []
11450 play B C6
#? []
11451 play B C5
#? []
11452 play W A3
#? []
11453 play W A4
#? []
11454 play B F7
#? []
11455 play B F6
#? []
11456 play W E4
#? []
11457 play W E3
#? []
11458 play B A4
#? []
11459 play B B5
#? []
11460 play W D3
#? []
11461 play W C3
#? []
11462 play B B1
#? []
11463 play B C2
#? []
11464 play W D2
#? []
11465 play W C2
#? []
11466 play B D6
#? []
11467 play B D7
#? []
11468 play W E3
#? []
11469 play W D3
#? []
11470 play B G5
#? []
11471 play B G4
#? []
11472 play W B3
#? []
11473 play W A2
#? []
11474 play B D5
#? []
11475 play B D4
#? []
11476 play W F3
#? []
11477 play W G4
#? []
11478 play B D1
#? []
11479 play B E2
#? []
11480 play W F5
#? []
11481 play W F4
#? []
11482 play B D7
#? []
11483 play B C6
#? []
11484 play W G5
#? []
11485 play W F4
#? []
11486 play B C2
#? []
11487 play B B2
#? []
11488 play W B4
#? []
11489 play W C4
#? []
11490 play B B5
#? []
11491 play B C5
#? []
11492 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O \. \? \?\nX X \. X \? \? \?]
11493 gogui-rules_board_size
#? [7 7 hex]
11494 gogui-rules_captured_count
#? [0 4]
11495 gogui-rules_side_to_move
#? [white]
11496 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W D4 W B5 E D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nCOLOR red B5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
11497 gogui-rules_legal_moves
#? [C1 E2 C3 F4 G4 F6 G7 PASS]
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
11577 play W E5
#? []
11578 play W F5
#? []
11579 play B D4
#? []
11580 play B C4
#? []
11581 play W PASS
#? []
11582 play B B2
#? []
11583 play B A2
#? []
11584 play W C4
#? []
11585 play W C5
#? []
11586 play B F4
#? []
11587 play B G4
#? []
11588 play W E6
#? []
11589 play W E7
#? []
11590 play B A1
#? []
11591 play B B1
#? []
11592 play W G6
#? []
11593 play W G5
#? []
11594 play B C6
#? []
11595 play B C5
#? []
11596 play W A3
#? []
11597 play W A4
#? []
11598 play B F7
#? []
11599 play B F6
#? []
11600 play W E4
#? []
11601 play W E3
#? []
11602 play B A4
#? []
11603 play B B5
#? []
11604 play W D3
#? []
11605 play W C3
#? []
11606 play B B1
#? []
11607 play B C2
#? []
11608 play W D2
#? []
11609 play W C2
#? []
11610 play B D6
#? []
11611 play B D7
#? []
11612 play W E3
#? []
11613 play W D3
#? []
11614 play B G5
#? []
11615 play B G4
#? []
11616 play W B3
#? []
11617 play W A2
#? []
11618 play B D5
#? []
11619 play B D4
#? []
11620 play W F3
#? []
11621 play W G4
#? []
11622 play B D1
#? []
11623 play B E2
#? []
11624 play W F5
#? []
11625 play W F4
#? []
11626 play B D7
#? []
11627 play B C6
#? []
11628 play W G5
#? []
11629 play W F4
#? []
11630 play B C2
#? []
11631 play B B2
#? []
11632 play W B4
#? []
11633 play W C4
#? []
11634 play B B5
#? []
11635 play B C5
#? []
11636 play W E2
#? []
11637 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
11638 gogui-rules_board_size
#? [7 7 hex]
11639 gogui-rules_captured_count
#? [0 4]
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
11711 play W E5
#? []
11712 play W F5
#? []
11713 play B D4
#? []
11714 play B C4
#? []
11715 play W PASS
#? []
11716 play B B2
#? []
11717 play B A2
#? []
11718 play W C4
#? []
11719 play W C5
#? []
11720 play B F4
#? []
11721 play B G4
#? []
11722 play W E6
#? []
11723 play W E7
#? []
11724 play B A1
#? []
11725 play B B1
#? []
11726 play W G6
#? []
11727 play W G5
#? []
11728 play B C6
#? []
11729 play B C5
#? []
11730 play W A3
#? []
11731 play W A4
#? []
11732 play B F7
#? []
11733 play B F6
#? []
11734 play W E4
#? []
11735 play W E3
#? []
11736 play B A4
#? []
11737 play B B5
#? []
11738 play W D3
#? []
11739 play W C3
#? []
11740 play B B1
#? []
11741 play B C2
#? []
11742 play W D2
#? []
11743 play W C2
#? []
11744 play B D6
#? []
11745 play B D7
#? []
11746 play W E3
#? []
11747 play W D3
#? []
11748 play B G5
#? []
11749 play B G4
#? []
11750 play W B3
#? []
11751 play W A2
#? []
11752 play B D5
#? []
11753 play B D4
#? []
11754 play W F3
#? []
11755 play W G4
#? []
11756 play B D1
#? []
11757 play B E2
#? []
11758 play W F5
#? []
11759 play W F4
#? []
11760 play B D7
#? []
11761 play B C6
#? []
11762 play W G5
#? []
11763 play W F4
#? []
11764 play B C2
#? []
11765 play B B2
#? []
11766 play W B4
#? []
11767 play W C4
#? []
11768 play B B5
#? []
11769 play B C5
#? []
11770 play W E2
#? []
11771 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
11772 gogui-rules_board_size
#? [7 7 hex]
11773 gogui-rules_captured_count
#? [0 4]
11774 gogui-rules_side_to_move
#? [white]
play W E2
# error: illegal move: E2 cannot follow E2, the move begun \(gogui-rules_legal_moves\)
play W E2
# error: illegal move: E2 cannot follow E2, the move begun \(gogui-rules_legal_moves\)
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
11845 play W E5
#? []
11846 play W F5
#? []
11847 play B D4
#? []
11848 play B C4
#? []
11849 play W PASS
#? []
11850 play B B2
#? []
11851 play B A2
#? []
11852 play W C4
#? []
11853 play W C5
#? []
11854 play B F4
#? []
11855 play B G4
#? []
11856 play W E6
#? []
11857 play W E7
#? []
11858 play B A1
#? []
11859 play B B1
#? []
11860 play W G6
#? []
11861 play W G5
#? []
11862 play B C6
#? []
11863 play B C5
#? []
11864 play W A3
#? []
11865 play W A4
#? []
11866 play B F7
#? []
11867 play B F6
#? []
11868 play W E4
#? []
11869 play W E3
#? []
11870 play B A4
#? []
11871 play B B5
#? []
11872 play W D3
#? []
11873 play W C3
#? []
11874 play B B1
#? []
11875 play B C2
#? []
11876 play W D2
#? []
11877 play W C2
#? []
11878 play B D6
#? []
11879 play B D7
#? []
11880 play W E3
#? []
11881 play W D3
#? []
11882 play B G5
#? []
11883 play B G4
#? []
11884 play W B3
#? []
11885 play W A2
#? []
11886 play B D5
#? []
11887 play B D4
#? []
11888 play W F3
#? []
11889 play W G4
#? []
11890 play B D1
#? []
11891 play B E2
#? []
11892 play W F5
#? []
11893 play W F4
#? []
11894 play B D7
#? []
11895 play B C6
#? []
11896 play W G5
#? []
11897 play W F4
#? []
11898 play B C2
#? []
11899 play B B2
#? []
11900 play W B4
#? []
11901 play W C4
#? []
11902 play B B5
#? []
11903 play B C5
#? []
11904 play W E2
#? []
11905 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
11906 gogui-rules_board_size
#? [7 7 hex]
11907 gogui-rules_captured_count
#? [0 4]
11908 gogui-rules_side_to_move
#? [white]
11909 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W D4 W B5 E D5 SE C6 SE D6 NW D7 SW F7 SE D2 W A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nLABEL F3 NE E3 NW D2 W\nCOLOR red E2\nTEXT white's piece on E2: click the neighbouring cell its wall faces \(marked\)]
11910 gogui-rules_legal_moves
#? [F3 E3 D2]
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
11991 play W E5
#? []
11992 play W F5
#? []
11993 play B D4
#? []
11994 play B C4
#? []
11995 play W PASS
#? []
11996 play B B2
#? []
11997 play B A2
#? []
11998 play W C4
#? []
11999 play W C5
#? []
12000 play B F4
#? []
12001 play B G4
#? []
12002 play W E6
#? []
12003 play W E7
#? []
12004 play B A1
#? []
12005 play B B1
#? []
12006 play W G6
#? []
12007 play W G5
#? []
12008 play B C6
#? []
12009 play B C5
#? []
12010 play W A3
#? []
12011 play W A4
#? []
12012 play B F7
#? []
12013 play B F6
#? []
12014 play W E4
#? []
12015 play W E3
#? []
12016 play B A4
#? []
12017 play B B5
#? []
12018 play W D3
#? []
12019 play W C3
#? []
12020 play B B1
#? []
12021 play B C2
#? []
12022 play W D2
#? []
12023 play W C2
#? []
12024 play B D6
#? []
12025 play B D7
#? []
12026 play W E3
#? []
12027 play W D3
#? []
12028 play B G5
#? []
12029 play B G4
#? []
12030 play W B3
#? []
12031 play W A2
#? []
12032 play B D5
#? []
12033 play B D4
#? []
12034 play W F3
#? []
12035 play W G4
#? []
12036 play B D1
#? []
12037 play B E2
#? []
12038 play W F5
#? []
12039 play W F4
#? []
12040 play B D7
#? []
12041 play B C6
#? []
12042 play W G5
#? []
12043 play W F4
#? []
12044 play B C2
#? []
12045 play B B2
#? []
12046 play W B4
#? []
12047 play W C4
#? []
12048 play B B5
#? []
12049 play B C5
#? []
12050 play W E2
#? []
12051 play W F3
#? []
12052 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
12053 gogui-rules_board_size
#? [7 7 hex]
12054 gogui-rules_captured_count
#? [0 4]
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
12127 play W E5
#? []
12128 play W F5
#? []
12129 play B D4
#? []
12130 play B C4
#? []
12131 play W PASS
#? []
12132 play B B2
#? []
12133 play B A2
#? []
12134 play W C4
#? []
12135 play W C5
#? []
12136 play B F4
#? []
12137 play B G4
#? []
12138 play W E6
#? []
12139 play W E7
#? []
12140 play B A1
#? []
12141 play B B1
#? []
12142 play W G6
#? []
12143 play W G5
#? []
12144 play B C6
#? []
12145 play B C5
#? []
12146 play W A3
#? []
12147 play W A4
#? []
12148 play B F7
#? []
12149 play B F6
#? []
12150 play W E4
#? []
12151 play W E3
#? []
12152 play B A4
#? []
12153 play B B5
#? []
12154 play W D3
#? []
12155 play W C3
#? []
12156 play B B1
#? []
12157 play B C2
#? []
12158 play W D2
#? []
12159 play W C2
#? []
12160 play B D6
#? []
12161 play B D7
#? []
12162 play W E3
#? []
12163 play W D3
#? []
12164 play B G5
#? []
12165 play B G4
#? []
12166 play W B3
#? []
12167 play W A2
#? []
12168 play B D5
#? []
12169 play B D4
#? []
12170 play W F3
#? []
12171 play W G4
#? []
12172 play B D1
#? []
12173 play B E2
#? []
12174 play W F5
#? []
12175 play W F4
#? []
12176 play B D7
#? []
12177 play B C6
#? []
12178 play W G5
#? []
12179 play W F4
#? []
12180 play B C2
#? []
12181 play B B2
#? []
12182 play W B4
#? []
12183 play W C4
#? []
12184 play B B5
#? []
12185 play B C5
#? []
12186 play W E2
#? []
12187 play W F3
#? []
12188 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
12189 gogui-rules_board_size
#? [7 7 hex]
12190 gogui-rules_captured_count
#? [0 4]
12191 gogui-rules_side_to_move
#? [black]
play W F3
# error: illegal move: it is not white's turn
play W F3
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
12263 play W E5
#? []
12264 play W F5
#? []
12265 play B D4
#? []
12266 play B C4
#? []
12267 play W PASS
#? []
12268 play B B2
#? []
12269 play B A2
#? []
12270 play W C4
#? []
12271 play W C5
#? []
12272 play B F4
#? []
12273 play B G4
#? []
12274 play W E6
#? []
12275 play W E7
#? []
12276 play B A1
#? []
12277 play B B1
#? []
12278 play W G6
#? []
12279 play W G5
#? []
12280 play B C6
#? []
12281 play B C5
#? []
12282 play W A3
#? []
12283 play W A4
#? []
12284 play B F7
#? []
12285 play B F6
#? []
12286 play W E4
#? []
12287 play W E3
#? []
12288 play B A4
#? []
12289 play B B5
#? []
12290 play W D3
#? []
12291 play W C3
#? []
12292 play B B1
#? []
12293 play B C2
#? []
12294 play W D2
#? []
12295 play W C2
#? []
12296 play B D6
#? []
12297 play B D7
#? []
12298 play W E3
#? []
12299 play W D3
#? []
12300 play B G5
#? []
12301 play B G4
#? []
12302 play W B3
#? []
12303 play W A2
#? []
12304 play B D5
#? []
12305 play B D4
#? []
12306 play W F3
#? []
12307 play W G4
#? []
12308 play B D1
#? []
12309 play B E2
#? []
12310 play W F5
#? []
12311 play W F4
#? []
12312 play B D7
#? []
12313 play B C6
#? []
12314 play W G5
#? []
12315 play W F4
#? []
12316 play B C2
#? []
12317 play B B2
#? []
12318 play W B4
#? []
12319 play W C4
#? []
12320 play B B5
#? []
12321 play B C5
#? []
12322 play W E2
#? []
12323 play W F3
#? []
12324 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X \. X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
12325 gogui-rules_board_size
#? [7 7 hex]
12326 gogui-rules_captured_count
#? [0 4]
12327 gogui-rules_side_to_move
#? [black]
12328 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W D4 W B5 E D5 SE C6 SE D6 NW D7 SW F7 SE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nCOLOR red E2\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
12329 gogui-rules_legal_moves
#? [C1 C3 C5 E7 G7 PASS]
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
12408 play W E5
#? []
12409 play W F5
#? []
12410 play B D4
#? []
12411 play B C4
#? []
12412 play W PASS
#? []
12413 play B B2
#? []
12414 play B A2
#? []
12415 play W C4
#? []
12416 play W C5
#? []
12417 play B F4
#? []
12418 play B G4
#? []
12419 play W E6
#? []
12420 play W E7
#? []
12421 play B A1
#? []
12422 play B B1
#? []
12423 play W G6
#? []
12424 play W G5
#? []
12425 play B C6
#? []
12426 play B C5
#? []
12427 play W A3
#? []
12428 play W A4
#? []
12429 play B F7
#? []
12430 play B F6
#? []
12431 play W E4
#? []
12432 play W E3
#? []
12433 play B A4
#? []
12434 play B B5
#? []
12435 play W D3
#? []
12436 play W C3
#? []
12437 play B B1
#? []
12438 play B C2
#? []
12439 play W D2
#? []
12440 play W C2
#? []
12441 play B D6
#? []
12442 play B D7
#? []
12443 play W E3
#? []
12444 play W D3
#? []
12445 play B G5
#? []
12446 play B G4
#? []
12447 play W B3
#? []
12448 play W A2
#? []
12449 play B D5
#? []
12450 play B D4
#? []
12451 play W F3
#? []
12452 play W G4
#? []
12453 play B D1
#? []
12454 play B E2
#? []
12455 play W F5
#? []
12456 play W F4
#? []
12457 play B D7
#? []
12458 play B C6
#? []
12459 play W G5
#? []
12460 play W F4
#? []
12461 play B C2
#? []
12462 play B B2
#? []
12463 play W B4
#? []
12464 play W C4
#? []
12465 play B B5
#? []
12466 play B C5
#? []
12467 play W E2
#? []
12468 play W F3
#? []
12469 play B C5
#? []
12470 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
12471 gogui-rules_board_size
#? [7 7 hex]
12472 gogui-rules_captured_count
#? [0 4]
12473 gogui-rules_side_to_move
#? [black]
play B C5
# error: illegal move: C5 cannot follow C5, the move begun \(gogui-rules_legal_moves\)
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
12546 play W E5
#? []
12547 play W F5
#? []
12548 play B D4
#? []
12549 play B C4
#? []
12550 play W PASS
#? []
12551 play B B2
#? []
12552 play B A2
#? []
12553 play W C4
#? []
12554 play W C5
#? []
12555 play B F4
#? []
12556 play B G4
#? []
12557 play W E6
#? []
12558 play W E7
#? []
12559 play B A1
#? []
12560 play B B1
#? []
12561 play W G6
#? []
12562 play W G5
#? []
12563 play B C6
#? []
12564 play B C5
#? []
12565 play W A3
#? []
12566 play W A4
#? []
12567 play B F7
#? []
12568 play B F6
#? []
12569 play W E4
#? []
12570 play W E3
#? []
12571 play B A4
#? []
12572 play B B5
#? []
12573 play W D3
#? []
12574 play W C3
#? []
12575 play B B1
#? []
12576 play B C2
#? []
12577 play W D2
#? []
12578 play W C2
#? []
12579 play B D6
#? []
12580 play B D7
#? []
12581 play W E3
#? []
12582 play W D3
#? []
12583 play B G5
#? []
12584 play B G4
#? []
12585 play W B3
#? []
12586 play W A2
#? []
12587 play B D5
#? []
12588 play B D4
#? []
12589 play W F3
#? []
12590 play W G4
#? []
12591 play B D1
#? []
12592 play B E2
#? []
12593 play W F5
#? []
12594 play W F4
#? []
12595 play B D7
#? []
12596 play B C6
#? []
12597 play W G5
#? []
12598 play W F4
#? []
12599 play B C2
#? []
12600 play B B2
#? []
12601 play W B4
#? []
12602 play W C4
#? []
12603 play B B5
#? []
12604 play B C5
#? []
12605 play W E2
#? []
12606 play W F3
#? []
12607 play B C5
#? []
12608 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
12609 gogui-rules_board_size
#? [7 7 hex]
12610 gogui-rules_captured_count
#? [0 4]
12611 gogui-rules_side_to_move
#? [black]
12612 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W D4 W B5 E D5 SE C6 SE D6 NW D7 SW F7 SE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nLABEL D5 E D6 NE\nCOLOR red C5\nTEXT black's piece on C5: click the neighbouring cell its wall faces \(marked\)]
12613 gogui-rules_legal_moves
#? [D5 D6]
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
12693 play W E5
#? []
12694 play W F5
#? []
12695 play B D4
#? []
12696 play B C4
#? []
12697 play W PASS
#? []
12698 play B B2
#? []
12699 play B A2
#? []
12700 play W C4
#? []
12701 play W C5
#? []
12702 play B F4
#? []
12703 play B G4
#? []
12704 play W E6
#? []
12705 play W E7
#? []
12706 play B A1
#? []
12707 play B B1
#? []
12708 play W G6
#? []
12709 play W G5
#? []
12710 play B C6
#? []
12711 play B C5
#? []
12712 play W A3
#? []
12713 play W A4
#? []
12714 play B F7
#? []
12715 play B F6
#? []
12716 play W E4
#? []
12717 play W E3
#? []
12718 play B A4
#? []
12719 play B B5
#? []
12720 play W D3
#? []
12721 play W C3
#? []
12722 play B B1
#? []
12723 play B C2
#? []
12724 play W D2
#? []
12725 play W C2
#? []
12726 play B D6
#? []
12727 play B D7
#? []
12728 play W E3
#? []
12729 play W D3
#? []
12730 play B G5
#? []
12731 play B G4
#? []
12732 play W B3
#? []
12733 play W A2
#? []
12734 play B D5
#? []
12735 play B D4
#? []
12736 play W F3
#? []
12737 play W G4
#? []
12738 play B D1
#? []
12739 play B E2
#? []
12740 play W F5
#? []
12741 play W F4
#? []
12742 play B D7
#? []
12743 play B C6
#? []
12744 play W G5
#? []
12745 play W F4
#? []
12746 play B C2
#? []
12747 play B B2
#? []
12748 play W B4
#? []
12749 play W C4
#? []
12750 play B B5
#? []
12751 play B C5
#? []
12752 play W E2
#? []
12753 play W F3
#? []
12754 play B C5
#? []
12755 play B D6
#? []
12756 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
12757 gogui-rules_board_size
#? [7 7 hex]
12758 gogui-rules_captured_count
#? [0 4]
12759 gogui-rules_side_to_move
#? [white]
play B D6
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
12833 play W E5
#? []
12834 play W F5
#? []
12835 play B D4
#? []
12836 play B C4
#? []
12837 play W PASS
#? []
12838 play B B2
#? []
12839 play B A2
#? []
12840 play W C4
#? []
12841 play W C5
#? []
12842 play B F4
#? []
12843 play B G4
#? []
12844 play W E6
#? []
12845 play W E7
#? []
12846 play B A1
#? []
12847 play B B1
#? []
12848 play W G6
#? []
12849 play W G5
#? []
12850 play B C6
#? []
12851 play B C5
#? []
12852 play W A3
#? []
12853 play W A4
#? []
12854 play B F7
#? []
12855 play B F6
#? []
12856 play W E4
#? []
12857 play W E3
#? []
12858 play B A4
#? []
12859 play B B5
#? []
12860 play W D3
#? []
12861 play W C3
#? []
12862 play B B1
#? []
12863 play B C2
#? []
12864 play W D2
#? []
12865 play W C2
#? []
12866 play B D6
#? []
12867 play B D7
#? []
12868 play W E3
#? []
12869 play W D3
#? []
12870 play B G5
#? []
12871 play B G4
#? []
12872 play W B3
#? []
12873 play W A2
#? []
12874 play B D5
#? []
12875 play B D4
#? []
12876 play W F3
#? []
12877 play W G4
#? []
12878 play B D1
#? []
12879 play B E2
#? []
12880 play W F5
#? []
12881 play W F4
#? []
12882 play B D7
#? []
12883 play B C6
#? []
12884 play W G5
#? []
12885 play W F4
#? []
12886 play B C2
#? []
12887 play B B2
#? []
12888 play W B4
#? []
12889 play W C4
#? []
12890 play B B5
#? []
12891 play B C5
#? []
12892 play W E2
#? []
12893 play W F3
#? []
12894 play B C5
#? []
12895 play B D6
#? []
12896 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X \. X \? \? \?]
12897 gogui-rules_board_size
#? [7 7 hex]
12898 gogui-rules_captured_count
#? [0 4]
12899 gogui-rules_side_to_move
#? [white]
12900 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W D4 W B5 E C5 NE D5 SE C6 SE D6 NW D7 SW F7 SE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nCOLOR red C5\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
12901 gogui-rules_legal_moves
#? [C1 C3 F4 G4 F6 G7 PASS]
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
12985 play W E5
#? []
12986 play W F5
#? []
12987 play B D4
#? []
12988 play B C4
#? []
12989 play W PASS
#? []
12990 play B B2
#? []
12991 play B A2
#? []
12992 play W C4
#? []
12993 play W C5
#? []
12994 play B F4
#? []
12995 play B G4
#? []
12996 play W E6
#? []
12997 play W E7
#? []
12998 play B A1
#? []
12999 play B B1
#? []
13000 play W G6
#? []
13001 play W G5
#? []
13002 play B C6
#? []
13003 play B C5
#? []
13004 play W A3
#? []
13005 play W A4
#? []
13006 play B F7
#? []
13007 play B F6
#? []
13008 play W E4
#? []
13009 play W E3
#? []
13010 play B A4
#? []
13011 play B B5
#? []
13012 play W D3
#? []
13013 play W C3
#? []
13014 play B B1
#? []
13015 play B C2
#? []
13016 play W D2
#? []
13017 play W C2
#? []
13018 play B D6
#? []
13019 play B D7
#? []
13020 play W E3
#? []
13021 play W D3
#? []
13022 play B G5
#? []
13023 play B G4
#? []
13024 play W B3
#? []
13025 play W A2
#? []
13026 play B D5
#? []
13027 play B D4
#? []
13028 play W F3
#? []
13029 play W G4
#? []
13030 play B D1
#? []
13031 play B E2
#? []
13032 play W F5
#? []
13033 play W F4
#? []
13034 play B D7
#? []
13035 play B C6
#? []
13036 play W G5
#? []
13037 play W F4
#? []
13038 play B C2
#? []
13039 play B B2
#? []
13040 play W B4
#? []
13041 play W C4
#? []
13042 play B B5
#? []
13043 play B C5
#? []
13044 play W E2
#? []
13045 play W F3
#? []
13046 play B C5
#? []
13047 play B D6
#? []
13048 play W C1
#? []
13049 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O X \? \? \?]
13050 gogui-rules_board_size
#? [7 7 hex]
13051 gogui-rules_captured_count
#? [0 4]
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
13127 play W E5
#? []
13128 play W F5
#? []
13129 play B D4
#? []
13130 play B C4
#? []
13131 play W PASS
#? []
13132 play B B2
#? []
13133 play B A2
#? []
13134 play W C4
#? []
13135 play W C5
#? []
13136 play B F4
#? []
13137 play B G4
#? []
13138 play W E6
#? []
13139 play W E7
#? []
13140 play B A1
#? []
13141 play B B1
#? []
13142 play W G6
#? []
13143 play W G5
#? []
13144 play B C6
#? []
13145 play B C5
#? []
13146 play W A3
#? []
13147 play W A4
#? []
13148 play B F7
#? []
13149 play B F6
#? []
13150 play W E4
#? []
13151 play W E3
#? []
13152 play B A4
#? []
13153 play B B5
#? []
13154 play W D3
#? []
13155 play W C3
#? []
13156 play B B1
#? []
13157 play B C2
#? []
13158 play W D2
#? []
13159 play W C2
#? []
13160 play B D6
#? []
13161 play B D7
#? []
13162 play W E3
#? []
13163 play W D3
#? []
13164 play B G5
#? []
13165 play B G4
#? []
13166 play W B3
#? []
13167 play W A2
#? []
13168 play B D5
#? []
13169 play B D4
#? []
13170 play W F3
#? []
13171 play W G4
#? []
13172 play B D1
#? []
13173 play B E2
#? []
13174 play W F5
#? []
13175 play W F4
#? []
13176 play B D7
#? []
13177 play B C6
#? []
13178 play W G5
#? []
13179 play W F4
#? []
13180 play B C2
#? []
13181 play B B2
#? []
13182 play W B4
#? []
13183 play W C4
#? []
13184 play B B5
#? []
13185 play B C5
#? []
13186 play W E2
#? []
13187 play W F3
#? []
13188 play B C5
#? []
13189 play B D6
#? []
13190 play W C1
#? []
13191 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O X \? \? \?]
13192 gogui-rules_board_size
#? [7 7 hex]
13193 gogui-rules_captured_count
#? [0 4]
13194 gogui-rules_side_to_move
#? [white]
play W C1
# error: illegal move: C1 cannot follow C1, the move begun \(gogui-rules_legal_moves\)
play W C1
# error: illegal move: C1 cannot follow C1, the move begun \(gogui-rules_legal_moves\)
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
13269 play W E5
#? []
13270 play W F5
#? []
13271 play B D4
#? []
13272 play B C4
#? []
13273 play W PASS
#? []
13274 play B B2
#? []
13275 play B A2
#? []
13276 play W C4
#? []
13277 play W C5
#? []
13278 play B F4
#? []
13279 play B G4
#? []
13280 play W E6
#? []
13281 play W E7
#? []
13282 play B A1
#? []
13283 play B B1
#? []
13284 play W G6
#? []
13285 play W G5
#? []
13286 play B C6
#? []
13287 play B C5
#? []
13288 play W A3
#? []
13289 play W A4
#? []
13290 play B F7
#? []
13291 play B F6
#? []
13292 play W E4
#? []
13293 play W E3
#? []
13294 play B A4
#? []
13295 play B B5
#? []
13296 play W D3
#? []
13297 play W C3
#? []
13298 play B B1
#? []
13299 play B C2
#? []
13300 play W D2
#? []
13301 play W C2
#? []
13302 play B D6
#? []
13303 play B D7
#? []
13304 play W E3
#? []
13305 play W D3
#? []
13306 play B G5
#? []
13307 play B G4
#? []
13308 play W B3
#? []
13309 play W A2
#? []
13310 play B D5
#? []
13311 play B D4
#? []
13312 play W F3
#? []
13313 play W G4
#? []
13314 play B D1
#? []
13315 play B E2
#? []
13316 play W F5
#? []
13317 play W F4
#? []
13318 play B D7
#? []
13319 play B C6
#? []
13320 play W G5
#? []
13321 play W F4
#? []
13322 play B C2
#? []
13323 play B B2
#? []
13324 play W B4
#? []
13325 play W C4
#? []
13326 play B B5
#? []
13327 play B C5
#? []
13328 play W E2
#? []
13329 play W F3
#? []
13330 play B C5
#? []
13331 play B D6
#? []
13332 play W C1
#? []
13333 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O X \? \? \?]
13334 gogui-rules_board_size
#? [7 7 hex]
13335 gogui-rules_captured_count
#? [0 4]
13336 gogui-rules_side_to_move
#? [white]
13337 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE D1 NE B2 W C2 W D4 W B5 E C5 NE D5 SE C6 SE D6 NW D7 SW F7 SE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nLABEL D1 E D2 NE\nCOLOR red C1\nTEXT white's piece on C1: click the neighbouring cell its wall faces \(marked\)]
13338 gogui-rules_legal_moves
#? [D1 D2]
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
13423 play W E5
#? []
13424 play W F5
#? []
13425 play B D4
#? []
13426 play B C4
#? []
13427 play W PASS
#? []
13428 play B B2
#? []
13429 play B A2
#? []
13430 play W C4
#? []
13431 play W C5
#? []
13432 play B F4
#? []
13433 play B G4
#? []
13434 play W E6
#? []
13435 play W E7
#? []
13436 play B A1
#? []
13437 play B B1
#? []
13438 play W G6
#? []
13439 play W G5
#? []
13440 play B C6
#? []
13441 play B C5
#? []
13442 play W A3
#? []
13443 play W A4
#? []
13444 play B F7
#? []
13445 play B F6
#? []
13446 play W E4
#? []
13447 play W E3
#? []
13448 play B A4
#? []
13449 play B B5
#? []
13450 play W D3
#? []
13451 play W C3
#? []
13452 play B B1
#? []
13453 play B C2
#? []
13454 play W D2
#? []
13455 play W C2
#? []
13456 play B D6
#? []
13457 play B D7
#? []
13458 play W E3
#? []
13459 play W D3
#? []
13460 play B G5
#? []
13461 play B G4
#? []
13462 play W B3
#? []
13463 play W A2
#? []
13464 play B D5
#? []
13465 play B D4
#? []
13466 play W F3
#? []
13467 play W G4
#? []
13468 play B D1
#? []
13469 play B E2
#? []
13470 play W F5
#? []
13471 play W F4
#? []
13472 play B D7
#? []
13473 play B C6
#? []
13474 play W G5
#? []
13475 play W F4
#? []
13476 play B C2
#? []
13477 play B B2
#? []
13478 play W B4
#? []
13479 play W C4
#? []
13480 play B B5
#? []
13481 play B C5
#? []
13482 play W E2
#? []
13483 play W F3
#? []
13484 play B C5
#? []
13485 play B D6
#? []
13486 play W C1
#? []
13487 play W D2
#? []
13488 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
13489 gogui-rules_board_size
#? [7 7 hex]
13490 gogui-rules_captured_count
#? [0 5]
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
13567 play W E5
#? []
13568 play W F5
#? []
13569 play B D4
#? []
13570 play B C4
#? []
13571 play W PASS
#? []
13572 play B B2
#? []
13573 play B A2
#? []
13574 play W C4
#? []
13575 play W C5
#? []
13576 play B F4
#? []
13577 play B G4
#? []
13578 play W E6
#? []
13579 play W E7
#? []
13580 play B A1
#? []
13581 play B B1
#? []
13582 play W G6
#? []
13583 play W G5
#? []
13584 play B C6
#? []
13585 play B C5
#? []
13586 play W A3
#? []
13587 play W A4
#? []
13588 play B F7
#? []
13589 play B F6
#? []
13590 play W E4
#? []
13591 play W E3
#? []
13592 play B A4
#? []
13593 play B B5
#? []
13594 play W D3
#? []
13595 play W C3
#? []
13596 play B B1
#? []
13597 play B C2
#? []
13598 play W D2
#? []
13599 play W C2
#? []
13600 play B D6
#? []
13601 play B D7
#? []
13602 play W E3
#? []
13603 play W D3
#? []
13604 play B G5
#? []
13605 play B G4
#? []
13606 play W B3
#? []
13607 play W A2
#? []
13608 play B D5
#? []
13609 play B D4
#? []
13610 play W F3
#? []
13611 play W G4
#? []
13612 play B D1
#? []
13613 play B E2
#? []
13614 play W F5
#? []
13615 play W F4
#? []
13616 play B D7
#? []
13617 play B C6
#? []
13618 play W G5
#? []
13619 play W F4
#? []
13620 play B C2
#? []
13621 play B B2
#? []
13622 play W B4
#? []
13623 play W C4
#? []
13624 play B B5
#? []
13625 play B C5
#? []
13626 play W E2
#? []
13627 play W F3
#? []
13628 play B C5
#? []
13629 play B D6
#? []
13630 play W C1
#? []
13631 play W D2
#? []
13632 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
13633 gogui-rules_board_size
#? [7 7 hex]
13634 gogui-rules_captured_count
#? [0 5]
13635 gogui-rules_side_to_move
#? [black]
play W D2
# error: illegal move: it is not white's turn
play W D2
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
13711 play W E5
#? []
13712 play W F5
#? []
13713 play B D4
#? []
13714 play B C4
#? []
13715 play W PASS
#? []
13716 play B B2
#? []
13717 play B A2
#? []
13718 play W C4
#? []
13719 play W C5
#? []
13720 play B F4
#? []
13721 play B G4
#? []
13722 play W E6
#? []
13723 play W E7
#? []
13724 play B A1
#? []
13725 play B B1
#? []
13726 play W G6
#? []
13727 play W G5
#? []
13728 play B C6
#? []
13729 play B C5
#? []
13730 play W A3
#? []
13731 play W A4
#? []
13732 play B F7
#? []
13733 play B F6
#? []
13734 play W E4
#? []
13735 play W E3
#? []
13736 play B A4
#? []
13737 play B B5
#? []
13738 play W D3
#? []
13739 play W C3
#? []
13740 play B B1
#? []
13741 play B C2
#? []
13742 play W D2
#? []
13743 play W C2
#? []
13744 play B D6
#? []
13745 play B D7
#? []
13746 play W E3
#? []
13747 play W D3
#? []
13748 play B G5
#? []
13749 play B G4
#? []
13750 play W B3
#? []
13751 play W A2
#? []
13752 play B D5
#? []
13753 play B D4
#? []
13754 play W F3
#? []
13755 play W G4
#? []
13756 play B D1
#? []
13757 play B E2
#? []
13758 play W F5
#? []
13759 play W F4
#? []
13760 play B D7
#? []
13761 play B C6
#? []
13762 play W G5
#? []
13763 play W F4
#? []
13764 play B C2
#? []
13765 play B B2
#? []
13766 play W B4
#? []
13767 play W C4
#? []
13768 play B B5
#? []
13769 play B C5
#? []
13770 play W E2
#? []
13771 play W F3
#? []
13772 play B C5
#? []
13773 play B D6
#? []
13774 play W C1
#? []
13775 play W D2
#? []
13776 gogui-rules_board
#? [\? \? \? X \. X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
13777 gogui-rules_board_size
#? [7 7 hex]
13778 gogui-rules_captured_count
#? [0 5]
13779 gogui-rules_side_to_move
#? [black]
13780 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W D4 W B5 E C5 NE D5 SE C6 SE D6 NW D7 SW F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nCOLOR red C1\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
13781 gogui-rules_legal_moves
#? [C3 E7 G7 PASS]
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
13864 play W E5
#? []
13865 play W F5
#? []
13866 play B D4
#? []
13867 play B C4
#? []
13868 play W PASS
#? []
13869 play B B2
#? []
13870 play B A2
#? []
13871 play W C4
#? []
13872 play W C5
#? []
13873 play B F4
#? []
13874 play B G4
#? []
13875 play W E6
#? []
13876 play W E7
#? []
13877 play B A1
#? []
13878 play B B1
#? []
13879 play W G6
#? []
13880 play W G5
#? []
13881 play B C6
#? []
13882 play B C5
#? []
13883 play W A3
#? []
13884 play W A4
#? []
13885 play B F7
#? []
13886 play B F6
#? []
13887 play W E4
#? []
13888 play W E3
#? []
13889 play B A4
#? []
13890 play B B5
#? []
13891 play W D3
#? []
13892 play W C3
#? []
13893 play B B1
#? []
13894 play B C2
#? []
13895 play W D2
#? []
13896 play W C2
#? []
13897 play B D6
#? []
13898 play B D7
#? []
13899 play W E3
#? []
13900 play W D3
#? []
13901 play B G5
#? []
13902 play B G4
#? []
13903 play W B3
#? []
13904 play W A2
#? []
13905 play B D5
#? []
13906 play B D4
#? []
13907 play W F3
#? []
13908 play W G4
#? []
13909 play B D1
#? []
13910 play B E2
#? []
13911 play W F5
#? []
13912 play W F4
#? []
13913 play B D7
#? []
13914 play B C6
#? []
13915 play W G5
#? []
13916 play W F4
#? []
13917 play B C2
#? []
13918 play B B2
#? []
13919 play W B4
#? []
13920 play W C4
#? []
13921 play B B5
#? []
13922 play B C5
#? []
13923 play W E2
#? []
13924 play W F3
#? []
13925 play B C5
#? []
13926 play B D6
#? []
13927 play W C1
#? []
13928 play W D2
#? []
13929 play B E7
#? []
13930 gogui-rules_board
#? [\? \? \? X X X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
13931 gogui-rules_board_size
#? [7 7 hex]
13932 gogui-rules_captured_count
#? [0 5]
13933 gogui-rules_side_to_move
#? [black]
play B E7
# error: illegal move: E7 cannot follow E7, the move begun \(gogui-rules_legal_moves\)
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
14010 play W E5
#? []
14011 play W F5
#? []
14012 play B D4
#? []
14013 play B C4
#? []
14014 play W PASS
#? []
14015 play B B2
#? []
14016 play B A2
#? []
14017 play W C4
#? []
14018 play W C5
#? []
14019 play B F4
#? []
14020 play B G4
#? []
14021 play W E6
#? []
14022 play W E7
#? []
14023 play B A1
#? []
14024 play B B1
#? []
14025 play W G6
#? []
14026 play W G5
#? []
14027 play B C6
#? []
14028 play B C5
#? []
14029 play W A3
#? []
14030 play W A4
#? []
14031 play B F7
#? []
14032 play B F6
#? []
14033 play W E4
#? []
14034 play W E3
#? []
14035 play B A4
#? []
14036 play B B5
#? []
14037 play W D3
#? []
14038 play W C3
#? []
14039 play B B1
#? []
14040 play B C2
#? []
14041 play W D2
#? []
14042 play W C2
#? []
14043 play B D6
#? []
14044 play B D7
#? []
14045 play W E3
#? []
14046 play W D3
#? []
14047 play B G5
#? []
14048 play B G4
#? []
14049 play W B3
#? []
14050 play W A2
#? []
14051 play B D5
#? []
14052 play B D4
#? []
14053 play W F3
#? []
14054 play W G4
#? []
14055 play B D1
#? []
14056 play B E2
#? []
14057 play W F5
#? []
14058 play W F4
#? []
14059 play B D7
#? []
14060 play B C6
#? []
14061 play W G5
#? []
14062 play W F4
#? []
14063 play B C2
#? []
14064 play B B2
#? []
14065 play W B4
#? []
14066 play W C4
#? []
14067 play B B5
#? []
14068 play B C5
#? []
14069 play W E2
#? []
14070 play W F3
#? []
14071 play B C5
#? []
14072 play B D6
#? []
14073 play W C1
#? []
14074 play W D2
#? []
14075 play B E7
#? []
14076 gogui-rules_board
#? [\? \? \? X X X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
14077 gogui-rules_board_size
#? [7 7 hex]
14078 gogui-rules_captured_count
#? [0 5]
14079 gogui-rules_side_to_move
#? [black]
14080 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W D4 W B5 E C5 NE D5 SE C6 SE D6 NW D7 SW F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nLABEL F7 E D7 W D6 SW\nCOLOR red E7\nTEXT black's piece on E7: click the neighbouring cell its wall faces \(marked\)]
14081 gogui-rules_legal_moves
#? [F7 D7 D6]
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
14165 play W E5
#? []
14166 play W F5
#? []
14167 play B D4
#? []
14168 play B C4
#? []
14169 play W PASS
#? []
14170 play B B2
#? []
14171 play B A2
#? []
14172 play W C4
#? []
14173 play W C5
#? []
14174 play B F4
#? []
14175 play B G4
#? []
14176 play W E6
#? []
14177 play W E7
#? []
14178 play B A1
#? []
14179 play B B1
#? []
14180 play W G6
#? []
14181 play W G5
#? []
14182 play B C6
#? []
14183 play B C5
#? []
14184 play W A3
#? []
14185 play W A4
#? []
14186 play B F7
#? []
14187 play B F6
#? []
14188 play W E4
#? []
14189 play W E3
#? []
14190 play B A4
#? []
14191 play B B5
#? []
14192 play W D3
#? []
14193 play W C3
#? []
14194 play B B1
#? []
14195 play B C2
#? []
14196 play W D2
#? []
14197 play W C2
#? []
14198 play B D6
#? []
14199 play B D7
#? []
14200 play W E3
#? []
14201 play W D3
#? []
14202 play B G5
#? []
14203 play B G4
#? []
14204 play W B3
#? []
14205 play W A2
#? []
14206 play B D5
#? []
14207 play B D4
#? []
14208 play W F3
#? []
14209 play W G4
#? []
14210 play B D1
#? []
14211 play B E2
#? []
14212 play W F5
#? []
14213 play W F4
#? []
14214 play B D7
#? []
14215 play B C6
#? []
14216 play W G5
#? []
14217 play W F4
#? []
14218 play B C2
#? []
14219 play B B2
#? []
14220 play W B4
#? []
14221 play W C4
#? []
14222 play B B5
#? []
14223 play B C5
#? []
14224 play W E2
#? []
14225 play W F3
#? []
14226 play B C5
#? []
14227 play B D6
#? []
14228 play W C1
#? []
14229 play W D2
#? []
14230 play B E7
#? []
14231 play B D7
#? []
14232 gogui-rules_board
#? [\? \? \? X X X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
14233 gogui-rules_board_size
#? [7 7 hex]
14234 gogui-rules_captured_count
#? [0 5]
14235 gogui-rules_side_to_move
#? [white]
play B D7
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
14313 play W E5
#? []
14314 play W F5
#? []
14315 play B D4
#? []
14316 play B C4
#? []
14317 play W PASS
#? []
14318 play B B2
#? []
14319 play B A2
#? []
14320 play W C4
#? []
14321 play W C5
#? []
14322 play B F4
#? []
14323 play B G4
#? []
14324 play W E6
#? []
14325 play W E7
#? []
14326 play B A1
#? []
14327 play B B1
#? []
14328 play W G6
#? []
14329 play W G5
#? []
14330 play B C6
#? []
14331 play B C5
#? []
14332 play W A3
#? []
14333 play W A4
#? []
14334 play B F7
#? []
14335 play B F6
#? []
14336 play W E4
#? []
14337 play W E3
#? []
14338 play B A4
#? []
14339 play B B5
#? []
14340 play W D3
#? []
14341 play W C3
#? []
14342 play B B1
#? []
14343 play B C2
#? []
14344 play W D2
#? []
14345 play W C2
#? []
14346 play B D6
#? []
14347 play B D7
#? []
14348 play W E3
#? []
14349 play W D3
#? []
14350 play B G5
#? []
14351 play B G4
#? []
14352 play W B3
#? []
14353 play W A2
#? []
14354 play B D5
#? []
14355 play B D4
#? []
14356 play W F3
#? []
14357 play W G4
#? []
14358 play B D1
#? []
14359 play B E2
#? []
14360 play W F5
#? []
14361 play W F4
#? []
14362 play B D7
#? []
14363 play B C6
#? []
14364 play W G5
#? []
14365 play W F4
#? []
14366 play B C2
#? []
14367 play B B2
#? []
14368 play W B4
#? []
14369 play W C4
#? []
14370 play B B5
#? []
14371 play B C5
#? []
14372 play W E2
#? []
14373 play W F3
#? []
14374 play B C5
#? []
14375 play B D6
#? []
14376 play W C1
#? []
14377 play W D2
#? []
14378 play B E7
#? []
14379 play B D7
#? []
14380 gogui-rules_board
#? [\? \? \? X X X \.\n\? \? X X O \. O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
14381 gogui-rules_board_size
#? [7 7 hex]
14382 gogui-rules_captured_count
#? [0 5]
14383 gogui-rules_side_to_move
#? [white]
14384 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W D4 W B5 E C5 NE D5 SE C6 SE D6 NW D7 SW E7 W F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nCOLOR red E7\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
14385 gogui-rules_legal_moves
#? [D1 C3 F4 G4 F6 G7 PASS]
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
14473 play W E5
#? []
14474 play W F5
#? []
14475 play B D4
#? []
14476 play B C4
#? []
14477 play W PASS
#? []
14478 play B B2
#? []
14479 play B A2
#? []
14480 play W C4
#? []
14481 play W C5
#? []
14482 play B F4
#? []
14483 play B G4
#? []
14484 play W E6
#? []
14485 play W E7
#? []
14486 play B A1
#? []
14487 play B B1
#? []
14488 play W G6
#? []
14489 play W G5
#? []
14490 play B C6
#? []
14491 play B C5
#? []
14492 play W A3
#? []
14493 play W A4
#? []
14494 play B F7
#? []
14495 play B F6
#? []
14496 play W E4
#? []
14497 play W E3
#? []
14498 play B A4
#? []
14499 play B B5
#? []
14500 play W D3
#? []
14501 play W C3
#? []
14502 play B B1
#? []
14503 play B C2
#? []
14504 play W D2
#? []
14505 play W C2
#? []
14506 play B D6
#? []
14507 play B D7
#? []
14508 play W E3
#? []
14509 play W D3
#? []
14510 play B G5
#? []
14511 play B G4
#? []
14512 play W B3
#? []
14513 play W A2
#? []
14514 play B D5
#? []
14515 play B D4
#? []
14516 play W F3
#? []
14517 play W G4
#? []
14518 play B D1
#? []
14519 play B E2
#? []
14520 play W F5
#? []
14521 play W F4
#? []
14522 play B D7
#? []
14523 play B C6
#? []
14524 play W G5
#? []
14525 play W F4
#? []
14526 play B C2
#? []
14527 play B B2
#? []
14528 play W B4
#? []
14529 play W C4
#? []
14530 play B B5
#? []
14531 play B C5
#? []
14532 play W E2
#? []
14533 play W F3
#? []
14534 play B C5
#? []
14535 play B D6
#? []
14536 play W C1
#? []
14537 play W D2
#? []
14538 play B E7
#? []
14539 play B D7
#? []
14540 play W F6
#? []
14541 gogui-rules_board
#? [\? \? \? X X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
14542 gogui-rules_board_size
#? [7 7 hex]
14543 gogui-rules_captured_count
#? [0 5]
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
14623 play W E5
#? []
14624 play W F5
#? []
14625 play B D4
#? []
14626 play B C4
#? []
14627 play W PASS
#? []
14628 play B B2
#? []
14629 play B A2
#? []
14630 play W C4
#? []
14631 play W C5
#? []
14632 play B F4
#? []
14633 play B G4
#? []
14634 play W E6
#? []
14635 play W E7
#? []
14636 play B A1
#? []
14637 play B B1
#? []
14638 play W G6
#? []
14639 play W G5
#? []
14640 play B C6
#? []
14641 play B C5
#? []
14642 play W A3
#? []
14643 play W A4
#? []
14644 play B F7
#? []
14645 play B F6
#? []
14646 play W E4
#? []
14647 play W E3
#? []
14648 play B A4
#? []
14649 play B B5
#? []
14650 play W D3
#? []
14651 play W C3
#? []
14652 play B B1
#? []
14653 play B C2
#? []
14654 play W D2
#? []
14655 play W C2
#? []
14656 play B D6
#? []
14657 play B D7
#? []
14658 play W E3
#? []
14659 play W D3
#? []
14660 play B G5
#? []
14661 play B G4
#? []
14662 play W B3
#? []
14663 play W A2
#? []
14664 play B D5
#? []
14665 play B D4
#? []
14666 play W F3
#? []
14667 play W G4
#? []
14668 play B D1
#? []
14669 play B E2
#? []
14670 play W F5
#? []
14671 play W F4
#? []
14672 play B D7
#? []
14673 play B C6
#? []
14674 play W G5
#? []
14675 play W F4
#? []
14676 play B C2
#? []
14677 play B B2
#? []
14678 play W B4
#? []
14679 play W C4
#? []
14680 play B B5
#? []
14681 play B C5
#? []
14682 play W E2
#? []
14683 play W F3
#? []
14684 play B C5
#? []
14685 play B D6
#? []
14686 play W C1
#? []
14687 play W D2
#? []
14688 play B E7
#? []
14689 play B D7
#? []
14690 play W F6
#? []
14691 gogui-rules_board
#? [\? \? \? X X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
14692 gogui-rules_board_size
#? [7 7 hex]
14693 gogui-rules_captured_count
#? [0 5]
14694 gogui-rules_side_to_move
#? [white]
play W F6
# error: illegal move: F6 cannot follow F6, the move begun \(gogui-rules_legal_moves\)
play W F6
# error: illegal move: F6 cannot follow F6, the move begun \(gogui-rules_legal_moves\)
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
14773 play W E5
#? []
14774 play W F5
#? []
14775 play B D4
#? []
14776 play B C4
#? []
14777 play W PASS
#? []
14778 play B B2
#? []
14779 play B A2
#? []
14780 play W C4
#? []
14781 play W C5
#? []
14782 play B F4
#? []
14783 play B G4
#? []
14784 play W E6
#? []
14785 play W E7
#? []
14786 play B A1
#? []
14787 play B B1
#? []
14788 play W G6
#? []
14789 play W G5
#? []
14790 play B C6
#? []
14791 play B C5
#? []
14792 play W A3
#? []
14793 play W A4
#? []
14794 play B F7
#? []
14795 play B F6
#? []
14796 play W E4
#? []
14797 play W E3
#? []
14798 play B A4
#? []
14799 play B B5
#? []
14800 play W D3
#? []
14801 play W C3
#? []
14802 play B B1
#? []
14803 play B C2
#? []
14804 play W D2
#? []
14805 play W C2
#? []
14806 play B D6
#? []
14807 play B D7
#? []
14808 play W E3
#? []
14809 play W D3
#? []
14810 play B G5
#? []
14811 play B G4
#? []
14812 play W B3
#? []
14813 play W A2
#? []
14814 play B D5
#? []
14815 play B D4
#? []
14816 play W F3
#? []
14817 play W G4
#? []
14818 play B D1
#? []
14819 play B E2
#? []
14820 play W F5
#? []
14821 play W F4
#? []
14822 play B D7
#? []
14823 play B C6
#? []
14824 play W G5
#? []
14825 play W F4
#? []
14826 play B C2
#? []
14827 play B B2
#? []
14828 play W B4
#? []
14829 play W C4
#? []
14830 play B B5
#? []
14831 play B C5
#? []
14832 play W E2
#? []
14833 play W F3
#? []
14834 play B C5
#? []
14835 play B D6
#? []
14836 play W C1
#? []
14837 play W D2
#? []
14838 play B E7
#? []
14839 play B D7
#? []
14840 play W F6
#? []
14841 gogui-rules_board
#? [\? \? \? X X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
14842 gogui-rules_board_size
#? [7 7 hex]
14843 gogui-rules_captured_count
#? [0 5]
14844 gogui-rules_side_to_move
#? [white]
14845 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W D4 W B5 E C5 NE D5 SE C6 SE D6 NW D7 SW E7 W F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW G6 SE\nLABEL G6 E G7 NE E6 W E5 SW F5 SE\nCOLOR red F6\nTEXT white's piece on F6: click the neighbouring cell its wall faces \(marked\)]
14846 gogui-rules_legal_moves
#? [G6 G7 E6 E5 F5]
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
14935 play W E5
#? []
14936 play W F5
#? []
14937 play B D4
#? []
14938 play B C4
#? []
14939 play W PASS
#? []
14940 play B B2
#? []
14941 play B A2
#? []
14942 play W C4
#? []
14943 play W C5
#? []
14944 play B F4
#? []
14945 play B G4
#? []
14946 play W E6
#? []
14947 play W E7
#? []
14948 play B A1
#? []
14949 play B B1
#? []
14950 play W G6
#? []
14951 play W G5
#? []
14952 play B C6
#? []
14953 play B C5
#? []
14954 play W A3
#? []
14955 play W A4
#? []
14956 play B F7
#? []
14957 play B F6
#? []
14958 play W E4
#? []
14959 play W E3
#? []
14960 play B A4
#? []
14961 play B B5
#? []
14962 play W D3
#? []
14963 play W C3
#? []
14964 play B B1
#? []
14965 play B C2
#? []
14966 play W D2
#? []
14967 play W C2
#? []
14968 play B D6
#? []
14969 play B D7
#? []
14970 play W E3
#? []
14971 play W D3
#? []
14972 play B G5
#? []
14973 play B G4
#? []
14974 play W B3
#? []
14975 play W A2
#? []
14976 play B D5
#? []
14977 play B D4
#? []
14978 play W F3
#? []
14979 play W G4
#? []
14980 play B D1
#? []
14981 play B E2
#? []
14982 play W F5
#? []
14983 play W F4
#? []
14984 play B D7
#? []
14985 play B C6
#? []
14986 play W G5
#? []
14987 play W F4
#? []
14988 play B C2
#? []
14989 play B B2
#? []
14990 play W B4
#? []
14991 play W C4
#? []
14992 play B B5
#? []
14993 play B C5
#? []
14994 play W E2
#? []
14995 play W F3
#? []
14996 play B C5
#? []
14997 play B D6
#? []
14998 play W C1
#? []
14999 play W D2
#? []
15000 play B E7
#? []
15001 play B D7
#? []
15002 play W F6
#? []
15003 play W E6
#? []
15004 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
15005 gogui-rules_board_size
#? [7 7 hex]
15006 gogui-rules_captured_count
#? [0 6]
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
15087 play W E5
#? []
15088 play W F5
#? []
15089 play B D4
#? []
15090 play B C4
#? []
15091 play W PASS
#? []
15092 play B B2
#? []
15093 play B A2
#? []
15094 play W C4
#? []
15095 play W C5
#? []
15096 play B F4
#? []
15097 play B G4
#? []
15098 play W E6
#? []
15099 play W E7
#? []
15100 play B A1
#? []
15101 play B B1
#? []
15102 play W G6
#? []
15103 play W G5
#? []
15104 play B C6
#? []
15105 play B C5
#? []
15106 play W A3
#? []
15107 play W A4
#? []
15108 play B F7
#? []
15109 play B F6
#? []
15110 play W E4
#? []
15111 play W E3
#? []
15112 play B A4
#? []
15113 play B B5
#? []
15114 play W D3
#? []
15115 play W C3
#? []
15116 play B B1
#? []
15117 play B C2
#? []
15118 play W D2
#? []
15119 play W C2
#? []
15120 play B D6
#? []
15121 play B D7
#? []
15122 play W E3
#? []
15123 play W D3
#? []
15124 play B G5
#? []
15125 play B G4
#? []
15126 play W B3
#? []
15127 play W A2
#? []
15128 play B D5
#? []
15129 play B D4
#? []
15130 play W F3
#? []
15131 play W G4
#? []
15132 play B D1
#? []
15133 play B E2
#? []
15134 play W F5
#? []
15135 play W F4
#? []
15136 play B D7
#? []
15137 play B C6
#? []
15138 play W G5
#? []
15139 play W F4
#? []
15140 play B C2
#? []
15141 play B B2
#? []
15142 play W B4
#? []
15143 play W C4
#? []
15144 play B B5
#? []
15145 play B C5
#? []
15146 play W E2
#? []
15147 play W F3
#? []
15148 play B C5
#? []
15149 play B D6
#? []
15150 play W C1
#? []
15151 play W D2
#? []
15152 play B E7
#? []
15153 play B D7
#? []
15154 play W F6
#? []
15155 play W E6
#? []
15156 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
15157 gogui-rules_board_size
#? [7 7 hex]
15158 gogui-rules_captured_count
#? [0 6]
15159 gogui-rules_side_to_move
#? [black]
play W E6
# error: illegal move: it is not white's turn
play W E6
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
15239 play W E5
#? []
15240 play W F5
#? []
15241 play B D4
#? []
15242 play B C4
#? []
15243 play W PASS
#? []
15244 play B B2
#? []
15245 play B A2
#? []
15246 play W C4
#? []
15247 play W C5
#? []
15248 play B F4
#? []
15249 play B G4
#? []
15250 play W E6
#? []
15251 play W E7
#? []
15252 play B A1
#? []
15253 play B B1
#? []
15254 play W G6
#? []
15255 play W G5
#? []
15256 play B C6
#? []
15257 play B C5
#? []
15258 play W A3
#? []
15259 play W A4
#? []
15260 play B F7
#? []
15261 play B F6
#? []
15262 play W E4
#? []
15263 play W E3
#? []
15264 play B A4
#? []
15265 play B B5
#? []
15266 play W D3
#? []
15267 play W C3
#? []
15268 play B B1
#? []
15269 play B C2
#? []
15270 play W D2
#? []
15271 play W C2
#? []
15272 play B D6
#? []
15273 play B D7
#? []
15274 play W E3
#? []
15275 play W D3
#? []
15276 play B G5
#? []
15277 play B G4
#? []
15278 play W B3
#? []
15279 play W A2
#? []
15280 play B D5
#? []
15281 play B D4
#? []
15282 play W F3
#? []
15283 play W G4
#? []
15284 play B D1
#? []
15285 play B E2
#? []
15286 play W F5
#? []
15287 play W F4
#? []
15288 play B D7
#? []
15289 play B C6
#? []
15290 play W G5
#? []
15291 play W F4
#? []
15292 play B C2
#? []
15293 play B B2
#? []
15294 play W B4
#? []
15295 play W C4
#? []
15296 play B B5
#? []
15297 play B C5
#? []
15298 play W E2
#? []
15299 play W F3
#? []
15300 play B C5
#? []
15301 play B D6
#? []
15302 play W C1
#? []
15303 play W D2
#? []
15304 play B E7
#? []
15305 play B D7
#? []
15306 play W F6
#? []
15307 play W E6
#? []
15308 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O \. O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
15309 gogui-rules_board_size
#? [7 7 hex]
15310 gogui-rules_captured_count
#? [0 6]
15311 gogui-rules_side_to_move
#? [black]
15312 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W D4 W B5 E C5 NE D5 SE C6 SE D6 NW E7 W F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW F6 W G6 SE\nCOLOR red F6\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
15313 gogui-rules_legal_moves
#? [C3 PASS]
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
15400 play W E5
#? []
15401 play W F5
#? []
15402 play B D4
#? []
15403 play B C4
#? []
15404 play W PASS
#? []
15405 play B B2
#? []
15406 play B A2
#? []
15407 play W C4
#? []
15408 play W C5
#? []
15409 play B F4
#? []
15410 play B G4
#? []
15411 play W E6
#? []
15412 play W E7
#? []
15413 play B A1
#? []
15414 play B B1
#? []
15415 play W G6
#? []
15416 play W G5
#? []
15417 play B C6
#? []
15418 play B C5
#? []
15419 play W A3
#? []
15420 play W A4
#? []
15421 play B F7
#? []
15422 play B F6
#? []
15423 play W E4
#? []
15424 play W E3
#? []
15425 play B A4
#? []
15426 play B B5
#? []
15427 play W D3
#? []
15428 play W C3
#? []
15429 play B B1
#? []
15430 play B C2
#? []
15431 play W D2
#? []
15432 play W C2
#? []
15433 play B D6
#? []
15434 play B D7
#? []
15435 play W E3
#? []
15436 play W D3
#? []
15437 play B G5
#? []
15438 play B G4
#? []
15439 play W B3
#? []
15440 play W A2
#? []
15441 play B D5
#? []
15442 play B D4
#? []
15443 play W F3
#? []
15444 play W G4
#? []
15445 play B D1
#? []
15446 play B E2
#? []
15447 play W F5
#? []
15448 play W F4
#? []
15449 play B D7
#? []
15450 play B C6
#? []
15451 play W G5
#? []
15452 play W F4
#? []
15453 play B C2
#? []
15454 play B B2
#? []
15455 play W B4
#? []
15456 play W C4
#? []
15457 play B B5
#? []
15458 play B C5
#? []
15459 play W E2
#? []
15460 play W F3
#? []
15461 play B C5
#? []
15462 play B D6
#? []
15463 play W C1
#? []
15464 play W D2
#? []
15465 play B E7
#? []
15466 play B D7
#? []
15467 play W F6
#? []
15468 play W E6
#? []
15469 play B C3
#? []
15470 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
15471 gogui-rules_board_size
#? [7 7 hex]
15472 gogui-rules_captured_count
#? [0 6]
15473 gogui-rules_side_to_move
#? [black]
play B C3
# error: illegal move: C3 cannot follow C3, the move begun \(gogui-rules_legal_moves\)
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
15554 play W E5
#? []
15555 play W F5
#? []
15556 play B D4
#? []
15557 play B C4
#? []
15558 play W PASS
#? []
15559 play B B2
#? []
15560 play B A2
#? []
15561 play W C4
#? []
15562 play W C5
#? []
15563 play B F4
#? []
15564 play B G4
#? []
15565 play W E6
#? []
15566 play W E7
#? []
15567 play B A1
#? []
15568 play B B1
#? []
15569 play W G6
#? []
15570 play W G5
#? []
15571 play B C6
#? []
15572 play B C5
#? []
15573 play W A3
#? []
15574 play W A4
#? []
15575 play B F7
#? []
15576 play B F6
#? []
15577 play W E4
#? []
15578 play W E3
#? []
15579 play B A4
#? []
15580 play B B5
#? []
15581 play W D3
#? []
15582 play W C3
#? []
15583 play B B1
#? []
15584 play B C2
#? []
15585 play W D2
#? []
15586 play W C2
#? []
15587 play B D6
#? []
15588 play B D7
#? []
15589 play W E3
#? []
15590 play W D3
#? []
15591 play B G5
#? []
15592 play B G4
#? []
15593 play W B3
#? []
15594 play W A2
#? []
15595 play B D5
#? []
15596 play B D4
#? []
15597 play W F3
#? []
15598 play W G4
#? []
15599 play B D1
#? []
15600 play B E2
#? []
15601 play W F5
#? []
15602 play W F4
#? []
15603 play B D7
#? []
15604 play B C6
#? []
15605 play W G5
#? []
15606 play W F4
#? []
15607 play B C2
#? []
15608 play B B2
#? []
15609 play W B4
#? []
15610 play W C4
#? []
15611 play B B5
#? []
15612 play B C5
#? []
15613 play W E2
#? []
15614 play W F3
#? []
15615 play B C5
#? []
15616 play B D6
#? []
15617 play W C1
#? []
15618 play W D2
#? []
15619 play B E7
#? []
15620 play B D7
#? []
15621 play W F6
#? []
15622 play W E6
#? []
15623 play B C3
#? []
15624 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
15625 gogui-rules_board_size
#? [7 7 hex]
15626 gogui-rules_captured_count
#? [0 6]
15627 gogui-rules_side_to_move
#? [black]
15628 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W D4 W B5 E C5 NE D5 SE C6 SE D6 NW E7 W F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW F6 W G6 SE\nLABEL D4 NE C2 SE\nCOLOR red C3\nTEXT black's piece on C3: click the neighbouring cell its wall faces \(marked\)]
15629 gogui-rules_legal_moves
#? [D4 C2]
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
15717 play W E5
#? []
15718 play W F5
#? []
15719 play B D4
#? []
15720 play B C4
#? []
15721 play W PASS
#? []
15722 play B B2
#? []
15723 play B A2
#? []
15724 play W C4
#? []
15725 play W C5
#? []
15726 play B F4
#? []
15727 play B G4
#? []
15728 play W E6
#? []
15729 play W E7
#? []
15730 play B A1
#? []
15731 play B B1
#? []
15732 play W G6
#? []
15733 play W G5
#? []
15734 play B C6
#? []
15735 play B C5
#? []
15736 play W A3
#? []
15737 play W A4
#? []
15738 play B F7
#? []
15739 play B F6
#? []
15740 play W E4
#? []
15741 play W E3
#? []
15742 play B A4
#? []
15743 play B B5
#? []
15744 play W D3
#? []
15745 play W C3
#? []
15746 play B B1
#? []
15747 play B C2
#? []
15748 play W D2
#? []
15749 play W C2
#? []
15750 play B D6
#? []
15751 play B D7
#? []
15752 play W E3
#? []
15753 play W D3
#? []
15754 play B G5
#? []
15755 play B G4
#? []
15756 play W B3
#? []
15757 play W A2
#? []
15758 play B D5
#? []
15759 play B D4
#? []
15760 play W F3
#? []
15761 play W G4
#? []
15762 play B D1
#? []
15763 play B E2
#? []
15764 play W F5
#? []
15765 play W F4
#? []
15766 play B D7
#? []
15767 play B C6
#? []
15768 play W G5
#? []
15769 play W F4
#? []
15770 play B C2
#? []
15771 play B B2
#? []
15772 play W B4
#? []
15773 play W C4
#? []
15774 play B B5
#? []
15775 play B C5
#? []
15776 play W E2
#? []
15777 play W F3
#? []
15778 play B C5
#? []
15779 play B D6
#? []
15780 play W C1
#? []
15781 play W D2
#? []
15782 play B E7
#? []
15783 play B D7
#? []
15784 play W F6
#? []
15785 play W E6
#? []
15786 play B C3
#? []
15787 play B D4
#? []
15788 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
15789 gogui-rules_board_size
#? [7 7 hex]
15790 gogui-rules_captured_count
#? [0 6]
15791 gogui-rules_side_to_move
#? [white]
play B D4
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
15873 play W E5
#? []
15874 play W F5
#? []
15875 play B D4
#? []
15876 play B C4
#? []
15877 play W PASS
#? []
15878 play B B2
#? []
15879 play B A2
#? []
15880 play W C4
#? []
15881 play W C5
#? []
15882 play B F4
#? []
15883 play B G4
#? []
15884 play W E6
#? []
15885 play W E7
#? []
15886 play B A1
#? []
15887 play B B1
#? []
15888 play W G6
#? []
15889 play W G5
#? []
15890 play B C6
#? []
15891 play B C5
#? []
15892 play W A3
#? []
15893 play W A4
#? []
15894 play B F7
#? []
15895 play B F6
#? []
15896 play W E4
#? []
15897 play W E3
#? []
15898 play B A4
#? []
15899 play B B5
#? []
15900 play W D3
#? []
15901 play W C3
#? []
15902 play B B1
#? []
15903 play B C2
#? []
15904 play W D2
#? []
15905 play W C2
#? []
15906 play B D6
#? []
15907 play B D7
#? []
15908 play W E3
#? []
15909 play W D3
#? []
15910 play B G5
#? []
15911 play B G4
#? []
15912 play W B3
#? []
15913 play W A2
#? []
15914 play B D5
#? []
15915 play B D4
#? []
15916 play W F3
#? []
15917 play W G4
#? []
15918 play B D1
#? []
15919 play B E2
#? []
15920 play W F5
#? []
15921 play W F4
#? []
15922 play B D7
#? []
15923 play B C6
#? []
15924 play W G5
#? []
15925 play W F4
#? []
15926 play B C2
#? []
15927 play B B2
#? []
15928 play W B4
#? []
15929 play W C4
#? []
15930 play B B5
#? []
15931 play B C5
#? []
15932 play W E2
#? []
15933 play W F3
#? []
15934 play B C5
#? []
15935 play B D6
#? []
15936 play W C1
#? []
15937 play W D2
#? []
15938 play B E7
#? []
15939 play B D7
#? []
15940 play W F6
#? []
15941 play W E6
#? []
15942 play B C3
#? []
15943 play B D4
#? []
15944 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. \.\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
15945 gogui-rules_board_size
#? [7 7 hex]
15946 gogui-rules_captured_count
#? [0 6]
15947 gogui-rules_side_to_move
#? [white]
15948 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W C3 NE D4 W B5 E C5 NE D5 SE C6 SE D6 NW E7 W F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW F6 W G6 SE\nCOLOR red C3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
15949 gogui-rules_legal_moves
#? [D1 A2 F4 G4 G7 PASS]
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
16041 play W E5
#? []
16042 play W F5
#? []
16043 play B D4
#? []
16044 play B C4
#? []
16045 play W PASS
#? []
16046 play B B2
#? []
16047 play B A2
#? []
16048 play W C4
#? []
16049 play W C5
#? []
16050 play B F4
#? []
16051 play B G4
#? []
16052 play W E6
#? []
16053 play W E7
#? []
16054 play B A1
#? []
16055 play B B1
#? []
16056 play W G6
#? []
16057 play W G5
#? []
16058 play B C6
#? []
16059 play B C5
#? []
16060 play W A3
#? []
16061 play W A4
#? []
16062 play B F7
#? []
16063 play B F6
#? []
16064 play W E4
#? []
16065 play W E3
#? []
16066 play B A4
#? []
16067 play B B5
#? []
16068 play W D3
#? []
16069 play W C3
#? []
16070 play B B1
#? []
16071 play B C2
#? []
16072 play W D2
#? []
16073 play W C2
#? []
16074 play B D6
#? []
16075 play B D7
#? []
16076 play W E3
#? []
16077 play W D3
#? []
16078 play B G5
#? []
16079 play B G4
#? []
16080 play W B3
#? []
16081 play W A2
#? []
16082 play B D5
#? []
16083 play B D4
#? []
16084 play W F3
#? []
16085 play W G4
#? []
16086 play B D1
#? []
16087 play B E2
#? []
16088 play W F5
#? []
16089 play W F4
#? []
16090 play B D7
#? []
16091 play B C6
#? []
16092 play W G5
#? []
16093 play W F4
#? []
16094 play B C2
#? []
16095 play B B2
#? []
16096 play W B4
#? []
16097 play W C4
#? []
16098 play B B5
#? []
16099 play B C5
#? []
16100 play W E2
#? []
16101 play W F3
#? []
16102 play B C5
#? []
16103 play B D6
#? []
16104 play W C1
#? []
16105 play W D2
#? []
16106 play B E7
#? []
16107 play B D7
#? []
16108 play W F6
#? []
16109 play W E6
#? []
16110 play B C3
#? []
16111 play B D4
#? []
16112 play W G4
#? []
16113 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
16114 gogui-rules_board_size
#? [7 7 hex]
16115 gogui-rules_captured_count
#? [0 6]
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
16199 play W E5
#? []
16200 play W F5
#? []
16201 play B D4
#? []
16202 play B C4
#? []
16203 play W PASS
#? []
16204 play B B2
#? []
16205 play B A2
#? []
16206 play W C4
#? []
16207 play W C5
#? []
16208 play B F4
#? []
16209 play B G4
#? []
16210 play W E6
#? []
16211 play W E7
#? []
16212 play B A1
#? []
16213 play B B1
#? []
16214 play W G6
#? []
16215 play W G5
#? []
16216 play B C6
#? []
16217 play B C5
#? []
16218 play W A3
#? []
16219 play W A4
#? []
16220 play B F7
#? []
16221 play B F6
#? []
16222 play W E4
#? []
16223 play W E3
#? []
16224 play B A4
#? []
16225 play B B5
#? []
16226 play W D3
#? []
16227 play W C3
#? []
16228 play B B1
#? []
16229 play B C2
#? []
16230 play W D2
#? []
16231 play W C2
#? []
16232 play B D6
#? []
16233 play B D7
#? []
16234 play W E3
#? []
16235 play W D3
#? []
16236 play B G5
#? []
16237 play B G4
#? []
16238 play W B3
#? []
16239 play W A2
#? []
16240 play B D5
#? []
16241 play B D4
#? []
16242 play W F3
#? []
16243 play W G4
#? []
16244 play B D1
#? []
16245 play B E2
#? []
16246 play W F5
#? []
16247 play W F4
#? []
16248 play B D7
#? []
16249 play B C6
#? []
16250 play W G5
#? []
16251 play W F4
#? []
16252 play B C2
#? []
16253 play B B2
#? []
16254 play W B4
#? []
16255 play W C4
#? []
16256 play B B5
#? []
16257 play B C5
#? []
16258 play W E2
#? []
16259 play W F3
#? []
16260 play B C5
#? []
16261 play B D6
#? []
16262 play W C1
#? []
16263 play W D2
#? []
16264 play B E7
#? []
16265 play B D7
#? []
16266 play W F6
#? []
16267 play W E6
#? []
16268 play B C3
#? []
16269 play B D4
#? []
16270 play W G4
#? []
16271 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
16272 gogui-rules_board_size
#? [7 7 hex]
16273 gogui-rules_captured_count
#? [0 6]
16274 gogui-rules_side_to_move
#? [white]
play W G4
# error: illegal move: G4 cannot follow G4, the move begun \(gogui-rules_legal_moves\)
play W G4
# error: illegal move: G4 cannot follow G4, the move begun \(gogui-rules_legal_moves\)
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
16357 play W E5
#? []
16358 play W F5
#? []
16359 play B D4
#? []
16360 play B C4
#? []
16361 play W PASS
#? []
16362 play B B2
#? []
16363 play B A2
#? []
16364 play W C4
#? []
16365 play W C5
#? []
16366 play B F4
#? []
16367 play B G4
#? []
16368 play W E6
#? []
16369 play W E7
#? []
16370 play B A1
#? []
16371 play B B1
#? []
16372 play W G6
#? []
16373 play W G5
#? []
16374 play B C6
#? []
16375 play B C5
#? []
16376 play W A3
#? []
16377 play W A4
#? []
16378 play B F7
#? []
16379 play B F6
#? []
16380 play W E4
#? []
16381 play W E3
#? []
16382 play B A4
#? []
16383 play B B5
#? []
16384 play W D3
#? []
16385 play W C3
#? []
16386 play B B1
#? []
16387 play B C2
#? []
16388 play W D2
#? []
16389 play W C2
#? []
16390 play B D6
#? []
16391 play B D7
#? []
16392 play W E3
#? []
16393 play W D3
#? []
16394 play B G5
#? []
16395 play B G4
#? []
16396 play W B3
#? []
16397 play W A2
#? []
16398 play B D5
#? []
16399 play B D4
#? []
16400 play W F3
#? []
16401 play W G4
#? []
16402 play B D1
#? []
16403 play B E2
#? []
16404 play W F5
#? []
16405 play W F4
#? []
16406 play B D7
#? []
16407 play B C6
#? []
16408 play W G5
#? []
16409 play W F4
#? []
16410 play B C2
#? []
16411 play B B2
#? []
16412 play W B4
#? []
16413 play W C4
#? []
16414 play B B5
#? []
16415 play B C5
#? []
16416 play W E2
#? []
16417 play W F3
#? []
16418 play B C5
#? []
16419 play B D6
#? []
16420 play W C1
#? []
16421 play W D2
#? []
16422 play B E7
#? []
16423 play B D7
#? []
16424 play W F6
#? []
16425 play W E6
#? []
16426 play B C3
#? []
16427 play B D4
#? []
16428 play W G4
#? []
16429 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O X O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
16430 gogui-rules_board_size
#? [7 7 hex]
16431 gogui-rules_captured_count
#? [0 6]
16432 gogui-rules_side_to_move
#? [white]
16433 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W C3 NE D4 W B5 E C5 NE D5 SE C6 SE D6 NW E7 W F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE E5 E F5 SE G5 SW E6 NW F6 W G6 SE\nLABEL G5 NW F4 W\nCOLOR red G4\nTEXT white's piece on G4: click the neighbouring cell its wall faces \(marked\)]
16434 gogui-rules_legal_moves
#? [G5 F4]
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
16527 play W E5
#? []
16528 play W F5
#? []
16529 play B D4
#? []
16530 play B C4
#? []
16531 play W PASS
#? []
16532 play B B2
#? []
16533 play B A2
#? []
16534 play W C4
#? []
16535 play W C5
#? []
16536 play B F4
#? []
16537 play B G4
#? []
16538 play W E6
#? []
16539 play W E7
#? []
16540 play B A1
#? []
16541 play B B1
#? []
16542 play W G6
#? []
16543 play W G5
#? []
16544 play B C6
#? []
16545 play B C5
#? []
16546 play W A3
#? []
16547 play W A4
#? []
16548 play B F7
#? []
16549 play B F6
#? []
16550 play W E4
#? []
16551 play W E3
#? []
16552 play B A4
#? []
16553 play B B5
#? []
16554 play W D3
#? []
16555 play W C3
#? []
16556 play B B1
#? []
16557 play B C2
#? []
16558 play W D2
#? []
16559 play W C2
#? []
16560 play B D6
#? []
16561 play B D7
#? []
16562 play W E3
#? []
16563 play W D3
#? []
16564 play B G5
#? []
16565 play B G4
#? []
16566 play W B3
#? []
16567 play W A2
#? []
16568 play B D5
#? []
16569 play B D4
#? []
16570 play W F3
#? []
16571 play W G4
#? []
16572 play B D1
#? []
16573 play B E2
#? []
16574 play W F5
#? []
16575 play W F4
#? []
16576 play B D7
#? []
16577 play B C6
#? []
16578 play W G5
#? []
16579 play W F4
#? []
16580 play B C2
#? []
16581 play B B2
#? []
16582 play W B4
#? []
16583 play W C4
#? []
16584 play B B5
#? []
16585 play B C5
#? []
16586 play W E2
#? []
16587 play W F3
#? []
16588 play B C5
#? []
16589 play B D6
#? []
16590 play W C1
#? []
16591 play W D2
#? []
16592 play B E7
#? []
16593 play B D7
#? []
16594 play W F6
#? []
16595 play W E6
#? []
16596 play B C3
#? []
16597 play B D4
#? []
16598 play W G4
#? []
16599 play W G5
#? []
16600 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
16601 gogui-rules_board_size
#? [7 7 hex]
16602 gogui-rules_captured_count
#? [0 7]
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
16687 play W E5
#? []
16688 play W F5
#? []
16689 play B D4
#? []
16690 play B C4
#? []
16691 play W PASS
#? []
16692 play B B2
#? []
16693 play B A2
#? []
16694 play W C4
#? []
16695 play W C5
#? []
16696 play B F4
#? []
16697 play B G4
#? []
16698 play W E6
#? []
16699 play W E7
#? []
16700 play B A1
#? []
16701 play B B1
#? []
16702 play W G6
#? []
16703 play W G5
#? []
16704 play B C6
#? []
16705 play B C5
#? []
16706 play W A3
#? []
16707 play W A4
#? []
16708 play B F7
#? []
16709 play B F6
#? []
16710 play W E4
#? []
16711 play W E3
#? []
16712 play B A4
#? []
16713 play B B5
#? []
16714 play W D3
#? []
16715 play W C3
#? []
16716 play B B1
#? []
16717 play B C2
#? []
16718 play W D2
#? []
16719 play W C2
#? []
16720 play B D6
#? []
16721 play B D7
#? []
16722 play W E3
#? []
16723 play W D3
#? []
16724 play B G5
#? []
16725 play B G4
#? []
16726 play W B3
#? []
16727 play W A2
#? []
16728 play B D5
#? []
16729 play B D4
#? []
16730 play W F3
#? []
16731 play W G4
#? []
16732 play B D1
#? []
16733 play B E2
#? []
16734 play W F5
#? []
16735 play W F4
#? []
16736 play B D7
#? []
16737 play B C6
#? []
16738 play W G5
#? []
16739 play W F4
#? []
16740 play B C2
#? []
16741 play B B2
#? []
16742 play W B4
#? []
16743 play W C4
#? []
16744 play B B5
#? []
16745 play B C5
#? []
16746 play W E2
#? []
16747 play W F3
#? []
16748 play B C5
#? []
16749 play B D6
#? []
16750 play W C1
#? []
16751 play W D2
#? []
16752 play B E7
#? []
16753 play B D7
#? []
16754 play W F6
#? []
16755 play W E6
#? []
16756 play B C3
#? []
16757 play B D4
#? []
16758 play W G4
#? []
16759 play W G5
#? []
16760 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
16761 gogui-rules_board_size
#? [7 7 hex]
16762 gogui-rules_captured_count
#? [0 7]
16763 gogui-rules_side_to_move
#? [black]
play W G5
# error: illegal move: it is not white's turn
play W G5
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
16847 play W E5
#? []
16848 play W F5
#? []
16849 play B D4
#? []
16850 play B C4
#? []
16851 play W PASS
#? []
16852 play B B2
#? []
16853 play B A2
#? []
16854 play W C4
#? []
16855 play W C5
#? []
16856 play B F4
#? []
16857 play B G4
#? []
16858 play W E6
#? []
16859 play W E7
#? []
16860 play B A1
#? []
16861 play B B1
#? []
16862 play W G6
#? []
16863 play W G5
#? []
16864 play B C6
#? []
16865 play B C5
#? []
16866 play W A3
#? []
16867 play W A4
#? []
16868 play B F7
#? []
16869 play B F6
#? []
16870 play W E4
#? []
16871 play W E3
#? []
16872 play B A4
#? []
16873 play B B5
#? []
16874 play W D3
#? []
16875 play W C3
#? []
16876 play B B1
#? []
16877 play B C2
#? []
16878 play W D2
#? []
16879 play W C2
#? []
16880 play B D6
#? []
16881 play B D7
#? []
16882 play W E3
#? []
16883 play W D3
#? []
16884 play B G5
#? []
16885 play B G4
#? []
16886 play W B3
#? []
16887 play W A2
#? []
16888 play B D5
#? []
16889 play B D4
#? []
16890 play W F3
#? []
16891 play W G4
#? []
16892 play B D1
#? []
16893 play B E2
#? []
16894 play W F5
#? []
16895 play W F4
#? []
16896 play B D7
#? []
16897 play B C6
#? []
16898 play W G5
#? []
16899 play W F4
#? []
16900 play B C2
#? []
16901 play B B2
#? []
16902 play W B4
#? []
16903 play W C4
#? []
16904 play B B5
#? []
16905 play B C5
#? []
16906 play W E2
#? []
16907 play W F3
#? []
16908 play B C5
#? []
16909 play B D6
#? []
16910 play W C1
#? []
16911 play W D2
#? []
16912 play B E7
#? []
16913 play B D7
#? []
16914 play W F6
#? []
16915 play W E6
#? []
16916 play B C3
#? []
16917 play B D4
#? []
16918 play W G4
#? []
16919 play W G5
#? []
16920 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
16921 gogui-rules_board_size
#? [7 7 hex]
16922 gogui-rules_captured_count
#? [0 7]
16923 gogui-rules_side_to_move
#? [black]
16924 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W C3 NE B5 E C5 NE D5 SE C6 SE D6 NW E7 W F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE G4 NW E5 E F5 SE G5 SW E6 NW F6 W G6 SE\nCOLOR red G4\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
16925 gogui-rules_legal_moves
#? [PASS]
16930 clear_board
#? []
16931 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
16932 gogui-rules_board_size
#? [7 7 hex]
16933 gogui-rules_captured_count
#? [0 0]
16934 gogui-rules_side_to_move
#? [black]
17010 clear_board
#? []
17011 play B E2
#? []
17012 play B E3
#? []
17013 play W E5
#? []
17014 play W F5
#? []
17015 play B D4
#? []
17016 play B C4
#? []
17017 play W PASS
#? []
17018 play B B2
#? []
17019 play B A2
#? []
17020 play W C4
#? []
17021 play W C5
#? []
17022 play B F4
#? []
17023 play B G4
#? []
17024 play W E6
#? []
17025 play W E7
#? []
17026 play B A1
#? []
17027 play B B1
#? []
17028 play W G6
#? []
17029 play W G5
#? []
17030 play B C6
#? []
17031 play B C5
#? []
17032 play W A3
#? []
17033 play W A4
#? []
17034 play B F7
#? []
17035 play B F6
#? []
17036 play W E4
#? []
17037 play W E3
#? []
17038 play B A4
#? []
17039 play B B5
#? []
17040 play W D3
#? []
17041 play W C3
#? []
17042 play B B1
#? []
17043 play B C2
#? []
17044 play W D2
#? []
17045 play W C2
#? []
17046 play B D6
#? []
17047 play B D7
#? []
17048 play W E3
#? []
17049 play W D3
#? []
17050 play B G5
#? []
17051 play B G4
#? []
17052 play W B3
#? []
17053 play W A2
#? []
17054 play B D5
#? []
17055 play B D4
#? []
17056 play W F3
#? []
17057 play W G4
#? []
17058 play B D1
#? []
17059 play B E2
#? []
17060 play W F5
#? []
17061 play W F4
#? []
17062 play B D7
#? []
17063 play B C6
#? []
17064 play W G5
#? []
17065 play W F4
#? []
17066 play B C2
#? []
17067 play B B2
#? []
17068 play W B4
#? []
17069 play W C4
#? []
17070 play B B5
#? []
17071 play B C5
#? []
17072 play W E2
#? []
17073 play W F3
#? []
17074 play B C5
#? []
17075 play B D6
#? []
17076 play W C1
#? []
17077 play W D2
#? []
17078 play B E7
#? []
17079 play B D7
#? []
17080 play W F6
#? []
17081 play W E6
#? []
17082 play B C3
#? []
17083 play B D4
#? []
17084 play W G4
#? []
17085 play W G5
#? []
17086 play B PASS
#? []
17087 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
17088 gogui-rules_board_size
#? [7 7 hex]
17089 gogui-rules_captured_count
#? [0 7]
17090 gogui-rules_side_to_move
#? [white]
play B PASS
# error: illegal move: it is not black's turn
17091 clear_board
#? []
17092 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
17093 gogui-rules_board_size
#? [7 7 hex]
17094 gogui-rules_captured_count
#? [0 0]
17095 gogui-rules_side_to_move
#? [black]
17172 clear_board
#? []
17173 play B E2
#? []
17174 play B E3
#? []
17175 play W E5
#? []
17176 play W F5
#? []
17177 play B D4
#? []
17178 play B C4
#? []
17179 play W PASS
#? []
17180 play B B2
#? []
17181 play B A2
#? []
17182 play W C4
#? []
17183 play W C5
#? []
17184 play B F4
#? []
17185 play B G4
#? []
17186 play W E6
#? []
17187 play W E7
#? []
17188 play B A1
#? []
17189 play B B1
#? []
17190 play W G6
#? []
17191 play W G5
#? []
17192 play B C6
#? []
17193 play B C5
#? []
17194 play W A3
#? []
17195 play W A4
#? []
17196 play B F7
#? []
17197 play B F6
#? []
17198 play W E4
#? []
17199 play W E3
#? []
17200 play B A4
#? []
17201 play B B5
#? []
17202 play W D3
#? []
17203 play W C3
#? []
17204 play B B1
#? []
17205 play B C2
#? []
17206 play W D2
#? []
17207 play W C2
#? []
17208 play B D6
#? []
17209 play B D7
#? []
17210 play W E3
#? []
17211 play W D3
#? []
17212 play B G5
#? []
17213 play B G4
#? []
17214 play W B3
#? []
17215 play W A2
#? []
17216 play B D5
#? []
17217 play B D4
#? []
17218 play W F3
#? []
17219 play W G4
#? []
17220 play B D1
#? []
17221 play B E2
#? []
17222 play W F5
#? []
17223 play W F4
#? []
17224 play B D7
#? []
17225 play B C6
#? []
17226 play W G5
#? []
17227 play W F4
#? []
17228 play B C2
#? []
17229 play B B2
#? []
17230 play W B4
#? []
17231 play W C4
#? []
17232 play B B5
#? []
17233 play B C5
#? []
17234 play W E2
#? []
17235 play W F3
#? []
17236 play B C5
#? []
17237 play B D6
#? []
17238 play W C1
#? []
17239 play W D2
#? []
17240 play B E7
#? []
17241 play B D7
#? []
17242 play W F6
#? []
17243 play W E6
#? []
17244 play B C3
#? []
17245 play B D4
#? []
17246 play W G4
#? []
17247 play W G5
#? []
17248 play B PASS
#? []
17249 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
17250 gogui-rules_board_size
#? [7 7 hex]
17251 gogui-rules_captured_count
#? [0 7]
17252 gogui-rules_side_to_move
#? [white]
17253 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W C3 NE B5 E C5 NE D5 SE C6 SE D6 NW E7 W F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE G4 NW E5 E F5 SE G5 SW E6 NW F6 W G6 SE\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
17254 gogui-rules_legal_moves
#? [D1 A2 D4 F4 G7 PASS]
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
17349 play W E5
#? []
17350 play W F5
#? []
17351 play B D4
#? []
17352 play B C4
#? []
17353 play W PASS
#? []
17354 play B B2
#? []
17355 play B A2
#? []
17356 play W C4
#? []
17357 play W C5
#? []
17358 play B F4
#? []
17359 play B G4
#? []
17360 play W E6
#? []
17361 play W E7
#? []
17362 play B A1
#? []
17363 play B B1
#? []
17364 play W G6
#? []
17365 play W G5
#? []
17366 play B C6
#? []
17367 play B C5
#? []
17368 play W A3
#? []
17369 play W A4
#? []
17370 play B F7
#? []
17371 play B F6
#? []
17372 play W E4
#? []
17373 play W E3
#? []
17374 play B A4
#? []
17375 play B B5
#? []
17376 play W D3
#? []
17377 play W C3
#? []
17378 play B B1
#? []
17379 play B C2
#? []
17380 play W D2
#? []
17381 play W C2
#? []
17382 play B D6
#? []
17383 play B D7
#? []
17384 play W E3
#? []
17385 play W D3
#? []
17386 play B G5
#? []
17387 play B G4
#? []
17388 play W B3
#? []
17389 play W A2
#? []
17390 play B D5
#? []
17391 play B D4
#? []
17392 play W F3
#? []
17393 play W G4
#? []
17394 play B D1
#? []
17395 play B E2
#? []
17396 play W F5
#? []
17397 play W F4
#? []
17398 play B D7
#? []
17399 play B C6
#? []
17400 play W G5
#? []
17401 play W F4
#? []
17402 play B C2
#? []
17403 play B B2
#? []
17404 play W B4
#? []
17405 play W C4
#? []
17406 play B B5
#? []
17407 play B C5
#? []
17408 play W E2
#? []
17409 play W F3
#? []
17410 play B C5
#? []
17411 play B D6
#? []
17412 play W C1
#? []
17413 play W D2
#? []
17414 play B E7
#? []
17415 play B D7
#? []
17416 play W F6
#? []
17417 play W E6
#? []
17418 play B C3
#? []
17419 play B D4
#? []
17420 play W G4
#? []
17421 play W G5
#? []
17422 play B PASS
#? []
17423 play W PASS
#? []
17424 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
17425 gogui-rules_board_size
#? [7 7 hex]
17426 gogui-rules_captured_count
#? [0 7]
17427 gogui-rules_side_to_move
#? [black]
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
17513 play W E5
#? []
17514 play W F5
#? []
17515 play B D4
#? []
17516 play B C4
#? []
17517 play W PASS
#? []
17518 play B B2
#? []
17519 play B A2
#? []
17520 play W C4
#? []
17521 play W C5
#? []
17522 play B F4
#? []
17523 play B G4
#? []
17524 play W E6
#? []
17525 play W E7
#? []
17526 play B A1
#? []
17527 play B B1
#? []
17528 play W G6
#? []
17529 play W G5
#? []
17530 play B C6
#? []
17531 play B C5
#? []
17532 play W A3
#? []
17533 play W A4
#? []
17534 play B F7
#? []
17535 play B F6
#? []
17536 play W E4
#? []
17537 play W E3
#? []
17538 play B A4
#? []
17539 play B B5
#? []
17540 play W D3
#? []
17541 play W C3
#? []
17542 play B B1
#? []
17543 play B C2
#? []
17544 play W D2
#? []
17545 play W C2
#? []
17546 play B D6
#? []
17547 play B D7
#? []
17548 play W E3
#? []
17549 play W D3
#? []
17550 play B G5
#? []
17551 play B G4
#? []
17552 play W B3
#? []
17553 play W A2
#? []
17554 play B D5
#? []
17555 play B D4
#? []
17556 play W F3
#? []
17557 play W G4
#? []
17558 play B D1
#? []
17559 play B E2
#? []
17560 play W F5
#? []
17561 play W F4
#? []
17562 play B D7
#? []
17563 play B C6
#? []
17564 play W G5
#? []
17565 play W F4
#? []
17566 play B C2
#? []
17567 play B B2
#? []
17568 play W B4
#? []
17569 play W C4
#? []
17570 play B B5
#? []
17571 play B C5
#? []
17572 play W E2
#? []
17573 play W F3
#? []
17574 play B C5
#? []
17575 play B D6
#? []
17576 play W C1
#? []
17577 play W D2
#? []
17578 play B E7
#? []
17579 play B D7
#? []
17580 play W F6
#? []
17581 play W E6
#? []
17582 play B C3
#? []
17583 play B D4
#? []
17584 play W G4
#? []
17585 play W G5
#? []
17586 play B PASS
#? []
17587 play W PASS
#? []
17588 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
17589 gogui-rules_board_size
#? [7 7 hex]
17590 gogui-rules_captured_count
#? [0 7]
17591 gogui-rules_side_to_move
#? [black]
17592 play W PASS
#? []
17593 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
17594 gogui-rules_board_size
#? [7 7 hex]
17595 gogui-rules_captured_count
#? [0 7]
17596 gogui-rules_side_to_move
#? [black]
17599 play W PASS
#? []
17600 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
17601 gogui-rules_board_size
#? [7 7 hex]
17602 gogui-rules_captured_count
#? [0 7]
17603 gogui-rules_side_to_move
#? [black]
17606 clear_board
#? []
17607 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
17608 gogui-rules_board_size
#? [7 7 hex]
17609 gogui-rules_captured_count
#? [0 0]
17610 gogui-rules_side_to_move
#? [black]
17688 clear_board
#? []
17689 play B E2
#? []
17690 play B E3
#? []
17691 play W E5
#? []
17692 play W F5
#? []
17693 play B D4
#? []
17694 play B C4
#? []
17695 play W PASS
#? []
17696 play B B2
#? []
17697 play B A2
#? []
17698 play W C4
#? []
17699 play W C5
#? []
17700 play B F4
#? []
17701 play B G4
#? []
17702 play W E6
#? []
17703 play W E7
#? []
17704 play B A1
#? []
17705 play B B1
#? []
17706 play W G6
#? []
17707 play W G5
#? []
17708 play B C6
#? []
17709 play B C5
#? []
17710 play W A3
#? []
17711 play W A4
#? []
17712 play B F7
#? []
17713 play B F6
#? []
17714 play W E4
#? []
17715 play W E3
#? []
17716 play B A4
#? []
17717 play B B5
#? []
17718 play W D3
#? []
17719 play W C3
#? []
17720 play B B1
#? []
17721 play B C2
#? []
17722 play W D2
#? []
17723 play W C2
#? []
17724 play B D6
#? []
17725 play B D7
#? []
17726 play W E3
#? []
17727 play W D3
#? []
17728 play B G5
#? []
17729 play B G4
#? []
17730 play W B3
#? []
17731 play W A2
#? []
17732 play B D5
#? []
17733 play B D4
#? []
17734 play W F3
#? []
17735 play W G4
#? []
17736 play B D1
#? []
17737 play B E2
#? []
17738 play W F5
#? []
17739 play W F4
#? []
17740 play B D7
#? []
17741 play B C6
#? []
17742 play W G5
#? []
17743 play W F4
#? []
17744 play B C2
#? []
17745 play B B2
#? []
17746 play W B4
#? []
17747 play W C4
#? []
17748 play B B5
#? []
17749 play B C5
#? []
17750 play W E2
#? []
17751 play W F3
#? []
17752 play B C5
#? []
17753 play B D6
#? []
17754 play W C1
#? []
17755 play W D2
#? []
17756 play B E7
#? []
17757 play B D7
#? []
17758 play W F6
#? []
17759 play W E6
#? []
17760 play B C3
#? []
17761 play B D4
#? []
17762 play W G4
#? []
17763 play W G5
#? []
17764 play B PASS
#? []
17765 play W PASS
#? []
17766 gogui-rules_board
#? [\? \? \? \. X X \.\n\? \? X X O O O\n\? X X X O O O\n\. O O \. O \. O\nO O X O O O \?\n\. X X O O \? \?\nX X O \. \? \? \?]
17767 gogui-rules_board_size
#? [7 7 hex]
17768 gogui-rules_captured_count
#? [0 7]
17769 gogui-rules_side_to_move
#? [black]
17770 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 E B1 NE B2 W C2 W C3 NE B5 E C5 NE D5 SE C6 SE D6 NW E7 W F7 SE C1 NE D2 W E2 NE A3 NW B3 SW D3 W E3 W F3 NE B4 E C4 NW E4 SE G4 NW E5 E F5 SE G5 SW E6 NW F6 W G6 SE\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
17771 gogui-rules_legal_moves
#? []
17775 gogui-rules_final_result
#? [White wins by 10\.5 \(W\+10\.5\) by two passes; Black 13, White 23\.5]

# gtp-like 0.1.0 session of 2026-11-25 07:32:50: gtp-like --game vadus --size 4 --seed 1 --player random --gogui
# replay: gtp-like regress --game vadus --size 4 --seed 1 --player random --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_groups\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngl-values\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Vadus]
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
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_groups\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngl-values\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
16 gogui-rules_board_gfx
#? [TEXT black to move: 1 stone to place]
17 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7]
32 clear_board
#? []
33 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
34 gogui-rules_board_size
#? [7 7 hex]
35 gogui-rules_captured_count
#? [0 0]
36 gogui-rules_side_to_move
#? [black]
37 clear_board
#? []
38 play B A2
#? []
39 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
40 gogui-rules_board_size
#? [7 7 hex]
41 gogui-rules_captured_count
#? [0 0]
42 gogui-rules_side_to_move
#? [white]
43 clear_board
#? []
44 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
45 gogui-rules_board_size
#? [7 7 hex]
46 gogui-rules_captured_count
#? [0 0]
47 gogui-rules_side_to_move
#? [black]
49 clear_board
#? []
50 play B A2
#? []
51 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
52 gogui-rules_board_size
#? [7 7 hex]
53 gogui-rules_captured_count
#? [0 0]
54 gogui-rules_side_to_move
#? [white]
play B A2
# error: illegal move: it is not black's turn
play B A2
# error: illegal move: it is not black's turn
55 clear_board
#? []
56 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
57 gogui-rules_board_size
#? [7 7 hex]
58 gogui-rules_captured_count
#? [0 0]
59 gogui-rules_side_to_move
#? [black]
61 clear_board
#? []
62 play B A2
#? []
63 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
64 gogui-rules_board_size
#? [7 7 hex]
65 gogui-rules_captured_count
#? [0 0]
66 gogui-rules_side_to_move
#? [white]
67 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
68 gogui-rules_legal_moves
#? [A1 B1 C1 D1 B2 C2 D2 E2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 F6 G6 D7 E7 F7 G7 PASS]
80 clear_board
#? []
81 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
82 gogui-rules_board_size
#? [7 7 hex]
83 gogui-rules_captured_count
#? [0 0]
84 gogui-rules_side_to_move
#? [black]
86 clear_board
#? []
87 play B A2
#? []
88 play W F6
#? []
89 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
90 gogui-rules_board_size
#? [7 7 hex]
91 gogui-rules_captured_count
#? [0 0]
92 gogui-rules_side_to_move
#? [white]
93 clear_board
#? []
94 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
95 gogui-rules_board_size
#? [7 7 hex]
96 gogui-rules_captured_count
#? [0 0]
97 gogui-rules_side_to_move
#? [black]
100 clear_board
#? []
101 play B A2
#? []
102 play W F6
#? []
103 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
104 gogui-rules_board_size
#? [7 7 hex]
105 gogui-rules_captured_count
#? [0 0]
106 gogui-rules_side_to_move
#? [white]
play W F6
# error: illegal move: F6 is occupied
play W F6
# error: illegal move: F6 is occupied
107 clear_board
#? []
108 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
109 gogui-rules_board_size
#? [7 7 hex]
110 gogui-rules_captured_count
#? [0 0]
111 gogui-rules_side_to_move
#? [black]
114 clear_board
#? []
115 play B A2
#? []
116 play W F6
#? []
117 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
118 gogui-rules_board_size
#? [7 7 hex]
119 gogui-rules_captured_count
#? [0 0]
120 gogui-rules_side_to_move
#? [white]
121 gogui-rules_board_gfx
#? [LABEL F6 1/2\nTEXT white to move: 1 stone to place]
122 gogui-rules_legal_moves
#? [A1 B1 C1 D1 B2 C2 D2 E2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 F5 G5 C6 D6 E6 G6 D7 E7 F7 G7]
132 clear_board
#? []
133 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
134 gogui-rules_board_size
#? [7 7 hex]
135 gogui-rules_captured_count
#? [0 0]
136 gogui-rules_side_to_move
#? [black]
139 clear_board
#? []
140 play B A2
#? []
141 play W F6
#? []
142 play W F5
#? []
143 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
144 gogui-rules_board_size
#? [7 7 hex]
145 gogui-rules_captured_count
#? [0 0]
146 gogui-rules_side_to_move
#? [black]
147 clear_board
#? []
148 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
149 gogui-rules_board_size
#? [7 7 hex]
150 gogui-rules_captured_count
#? [0 0]
151 gogui-rules_side_to_move
#? [black]
155 clear_board
#? []
156 play B A2
#? []
157 play W F6
#? []
158 play W F5
#? []
159 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
160 gogui-rules_board_size
#? [7 7 hex]
161 gogui-rules_captured_count
#? [0 0]
162 gogui-rules_side_to_move
#? [black]
play W F5
# error: illegal move: it is not white's turn
play W F5
# error: illegal move: it is not white's turn
163 clear_board
#? []
164 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
165 gogui-rules_board_size
#? [7 7 hex]
166 gogui-rules_captured_count
#? [0 0]
167 gogui-rules_side_to_move
#? [black]
171 clear_board
#? []
172 play B A2
#? []
173 play W F6
#? []
174 play W F5
#? []
175 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
176 gogui-rules_board_size
#? [7 7 hex]
177 gogui-rules_captured_count
#? [0 0]
178 gogui-rules_side_to_move
#? [black]
179 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
180 gogui-rules_legal_moves
#? [A1 B1 C1 D1 B2 C2 D2 E2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7 PASS]
190 clear_board
#? []
191 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
192 gogui-rules_board_size
#? [7 7 hex]
193 gogui-rules_captured_count
#? [0 0]
194 gogui-rules_side_to_move
#? [black]
198 clear_board
#? []
199 play B A2
#? []
200 play W F6
#? []
201 play W F5
#? []
202 play B E2
#? []
203 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
204 gogui-rules_board_size
#? [7 7 hex]
205 gogui-rules_captured_count
#? [0 0]
206 gogui-rules_side_to_move
#? [black]
207 clear_board
#? []
208 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
209 gogui-rules_board_size
#? [7 7 hex]
210 gogui-rules_captured_count
#? [0 0]
211 gogui-rules_side_to_move
#? [black]
216 clear_board
#? []
217 play B A2
#? []
218 play W F6
#? []
219 play W F5
#? []
220 play B E2
#? []
221 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
222 gogui-rules_board_size
#? [7 7 hex]
223 gogui-rules_captured_count
#? [0 0]
224 gogui-rules_side_to_move
#? [black]
play B E2
# error: illegal move: E2 is occupied
play B E2
# error: illegal move: E2 is occupied
225 clear_board
#? []
226 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
227 gogui-rules_board_size
#? [7 7 hex]
228 gogui-rules_captured_count
#? [0 0]
229 gogui-rules_side_to_move
#? [black]
234 clear_board
#? []
235 play B A2
#? []
236 play W F6
#? []
237 play W F5
#? []
238 play B E2
#? []
239 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
240 gogui-rules_board_size
#? [7 7 hex]
241 gogui-rules_captured_count
#? [0 0]
242 gogui-rules_side_to_move
#? [black]
243 gogui-rules_board_gfx
#? [LABEL E2 1/2\nTEXT black to move: 1 stone to place]
244 gogui-rules_legal_moves
#? [A1 B1 C1 D1 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 B4 C4 D4 E4 F4 G4 B5 C5 D5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7]
254 clear_board
#? []
255 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
256 gogui-rules_board_size
#? [7 7 hex]
257 gogui-rules_captured_count
#? [0 0]
258 gogui-rules_side_to_move
#? [black]
263 clear_board
#? []
264 play B A2
#? []
265 play W F6
#? []
266 play W F5
#? []
267 play B E2
#? []
268 play B B4
#? []
269 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. X \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
270 gogui-rules_board_size
#? [7 7 hex]
271 gogui-rules_captured_count
#? [0 0]
272 gogui-rules_side_to_move
#? [white]
273 clear_board
#? []
274 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
275 gogui-rules_board_size
#? [7 7 hex]
276 gogui-rules_captured_count
#? [0 0]
277 gogui-rules_side_to_move
#? [black]
283 clear_board
#? []
284 play B A2
#? []
285 play W F6
#? []
286 play W F5
#? []
287 play B E2
#? []
288 play B B4
#? []
289 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. X \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
290 gogui-rules_board_size
#? [7 7 hex]
291 gogui-rules_captured_count
#? [0 0]
292 gogui-rules_side_to_move
#? [white]
play B B4
# error: illegal move: it is not black's turn
play B B4
# error: illegal move: it is not black's turn
293 clear_board
#? []
294 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
295 gogui-rules_board_size
#? [7 7 hex]
296 gogui-rules_captured_count
#? [0 0]
297 gogui-rules_side_to_move
#? [black]
303 clear_board
#? []
304 play B A2
#? []
305 play W F6
#? []
306 play W F5
#? []
307 play B E2
#? []
308 play B B4
#? []
309 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. X \. \. \. \. \.\n\. \. \. \. \. \. \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
310 gogui-rules_board_size
#? [7 7 hex]
311 gogui-rules_captured_count
#? [0 0]
312 gogui-rules_side_to_move
#? [white]
313 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
314 gogui-rules_legal_moves
#? [A1 B1 C1 D1 B2 C2 D2 A3 B3 C3 D3 E3 F3 A4 C4 D4 E4 F4 G4 B5 C5 D5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7 PASS]
324 clear_board
#? []
325 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
326 gogui-rules_board_size
#? [7 7 hex]
327 gogui-rules_captured_count
#? [0 0]
328 gogui-rules_side_to_move
#? [black]
334 clear_board
#? []
335 play B A2
#? []
336 play W F6
#? []
337 play W F5
#? []
338 play B E2
#? []
339 play B B4
#? []
340 play W F3
#? []
341 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. X \. \. \. \. \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
342 gogui-rules_board_size
#? [7 7 hex]
343 gogui-rules_captured_count
#? [0 0]
344 gogui-rules_side_to_move
#? [white]
345 clear_board
#? []
346 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
347 gogui-rules_board_size
#? [7 7 hex]
348 gogui-rules_captured_count
#? [0 0]
349 gogui-rules_side_to_move
#? [black]
356 clear_board
#? []
357 play B A2
#? []
358 play W F6
#? []
359 play W F5
#? []
360 play B E2
#? []
361 play B B4
#? []
362 play W F3
#? []
363 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. X \. \. \. \. \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
364 gogui-rules_board_size
#? [7 7 hex]
365 gogui-rules_captured_count
#? [0 0]
366 gogui-rules_side_to_move
#? [white]
play W F3
# error: illegal move: F3 is occupied
play W F3
# error: illegal move: F3 is occupied
367 clear_board
#? []
368 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
369 gogui-rules_board_size
#? [7 7 hex]
370 gogui-rules_captured_count
#? [0 0]
371 gogui-rules_side_to_move
#? [black]
378 clear_board
#? []
379 play B A2
#? []
380 play W F6
#? []
381 play W F5
#? []
382 play B E2
#? []
383 play B B4
#? []
384 play W F3
#? []
385 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. X \. \. \. \. \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
386 gogui-rules_board_size
#? [7 7 hex]
387 gogui-rules_captured_count
#? [0 0]
388 gogui-rules_side_to_move
#? [white]
389 gogui-rules_board_gfx
#? [LABEL F3 1/2\nTEXT white to move: 1 stone to place]
390 gogui-rules_legal_moves
#? [A1 B1 C1 D1 B2 C2 D2 A3 B3 C3 D3 E3 A4 C4 D4 E4 F4 G4 B5 C5 D5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7]
400 clear_board
#? []
401 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
402 gogui-rules_board_size
#? [7 7 hex]
403 gogui-rules_captured_count
#? [0 0]
404 gogui-rules_side_to_move
#? [black]
411 clear_board
#? []
412 play B A2
#? []
413 play W F6
#? []
414 play W F5
#? []
415 play B E2
#? []
416 play B B4
#? []
417 play W F3
#? []
418 play W F4
#? []
419 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
420 gogui-rules_board_size
#? [7 7 hex]
421 gogui-rules_captured_count
#? [0 0]
422 gogui-rules_side_to_move
#? [black]
423 clear_board
#? []
424 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
425 gogui-rules_board_size
#? [7 7 hex]
426 gogui-rules_captured_count
#? [0 0]
427 gogui-rules_side_to_move
#? [black]
435 clear_board
#? []
436 play B A2
#? []
437 play W F6
#? []
438 play W F5
#? []
439 play B E2
#? []
440 play B B4
#? []
441 play W F3
#? []
442 play W F4
#? []
443 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
444 gogui-rules_board_size
#? [7 7 hex]
445 gogui-rules_captured_count
#? [0 0]
446 gogui-rules_side_to_move
#? [black]
play W F4
# error: illegal move: it is not white's turn
play W F4
# error: illegal move: it is not white's turn
447 clear_board
#? []
448 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
449 gogui-rules_board_size
#? [7 7 hex]
450 gogui-rules_captured_count
#? [0 0]
451 gogui-rules_side_to_move
#? [black]
459 clear_board
#? []
460 play B A2
#? []
461 play W F6
#? []
462 play W F5
#? []
463 play B E2
#? []
464 play B B4
#? []
465 play W F3
#? []
466 play W F4
#? []
467 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. \. \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
468 gogui-rules_board_size
#? [7 7 hex]
469 gogui-rules_captured_count
#? [0 0]
470 gogui-rules_side_to_move
#? [black]
471 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
472 gogui-rules_legal_moves
#? [A1 B1 C1 D1 B2 C2 D2 A3 B3 C3 D3 E3 A4 C4 D4 E4 G4 B5 C5 D5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7 PASS]
482 clear_board
#? []
483 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
484 gogui-rules_board_size
#? [7 7 hex]
485 gogui-rules_captured_count
#? [0 0]
486 gogui-rules_side_to_move
#? [black]
494 clear_board
#? []
495 play B A2
#? []
496 play W F6
#? []
497 play W F5
#? []
498 play B E2
#? []
499 play B B4
#? []
500 play W F3
#? []
501 play W F4
#? []
502 play B D5
#? []
503 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
504 gogui-rules_board_size
#? [7 7 hex]
505 gogui-rules_captured_count
#? [0 0]
506 gogui-rules_side_to_move
#? [black]
507 clear_board
#? []
508 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
509 gogui-rules_board_size
#? [7 7 hex]
510 gogui-rules_captured_count
#? [0 0]
511 gogui-rules_side_to_move
#? [black]
520 clear_board
#? []
521 play B A2
#? []
522 play W F6
#? []
523 play W F5
#? []
524 play B E2
#? []
525 play B B4
#? []
526 play W F3
#? []
527 play W F4
#? []
528 play B D5
#? []
529 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
530 gogui-rules_board_size
#? [7 7 hex]
531 gogui-rules_captured_count
#? [0 0]
532 gogui-rules_side_to_move
#? [black]
play B D5
# error: illegal move: D5 is occupied
play B D5
# error: illegal move: D5 is occupied
533 clear_board
#? []
534 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
535 gogui-rules_board_size
#? [7 7 hex]
536 gogui-rules_captured_count
#? [0 0]
537 gogui-rules_side_to_move
#? [black]
546 clear_board
#? []
547 play B A2
#? []
548 play W F6
#? []
549 play W F5
#? []
550 play B E2
#? []
551 play B B4
#? []
552 play W F3
#? []
553 play W F4
#? []
554 play B D5
#? []
555 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. \. \. \? \? \?]
556 gogui-rules_board_size
#? [7 7 hex]
557 gogui-rules_captured_count
#? [0 0]
558 gogui-rules_side_to_move
#? [black]
559 gogui-rules_board_gfx
#? [LABEL D5 1/2\nTEXT black to move: 1 stone to place]
560 gogui-rules_legal_moves
#? [A1 B1 C1 D1 B2 C2 D2 A3 B3 C3 D3 E3 A4 C4 D4 E4 G4 B5 C5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7]
570 clear_board
#? []
571 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
572 gogui-rules_board_size
#? [7 7 hex]
573 gogui-rules_captured_count
#? [0 0]
574 gogui-rules_side_to_move
#? [black]
583 clear_board
#? []
584 play B A2
#? []
585 play W F6
#? []
586 play W F5
#? []
587 play B E2
#? []
588 play B B4
#? []
589 play W F3
#? []
590 play W F4
#? []
591 play B D5
#? []
592 play B C1
#? []
593 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. X \. \? \? \?]
594 gogui-rules_board_size
#? [7 7 hex]
595 gogui-rules_captured_count
#? [0 0]
596 gogui-rules_side_to_move
#? [white]
597 clear_board
#? []
598 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
599 gogui-rules_board_size
#? [7 7 hex]
600 gogui-rules_captured_count
#? [0 0]
601 gogui-rules_side_to_move
#? [black]
611 clear_board
#? []
612 play B A2
#? []
613 play W F6
#? []
614 play W F5
#? []
615 play B E2
#? []
616 play B B4
#? []
617 play W F3
#? []
618 play W F4
#? []
619 play B D5
#? []
620 play B C1
#? []
621 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. X \. \? \? \?]
622 gogui-rules_board_size
#? [7 7 hex]
623 gogui-rules_captured_count
#? [0 0]
624 gogui-rules_side_to_move
#? [white]
play B C1
# error: illegal move: it is not black's turn
play B C1
# error: illegal move: it is not black's turn
625 clear_board
#? []
626 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
627 gogui-rules_board_size
#? [7 7 hex]
628 gogui-rules_captured_count
#? [0 0]
629 gogui-rules_side_to_move
#? [black]
639 clear_board
#? []
640 play B A2
#? []
641 play W F6
#? []
642 play W F5
#? []
643 play B E2
#? []
644 play B B4
#? []
645 play W F3
#? []
646 play W F4
#? []
647 play B D5
#? []
648 play B C1
#? []
649 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\n\. \. X \. \? \? \?]
650 gogui-rules_board_size
#? [7 7 hex]
651 gogui-rules_captured_count
#? [0 0]
652 gogui-rules_side_to_move
#? [white]
653 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
654 gogui-rules_legal_moves
#? [A1 B1 D1 B2 C2 D2 A3 B3 C3 D3 E3 A4 C4 D4 E4 G4 B5 C5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7 PASS]
664 clear_board
#? []
665 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
666 gogui-rules_board_size
#? [7 7 hex]
667 gogui-rules_captured_count
#? [0 0]
668 gogui-rules_side_to_move
#? [black]
678 clear_board
#? []
679 play B A2
#? []
680 play W F6
#? []
681 play W F5
#? []
682 play B E2
#? []
683 play B B4
#? []
684 play W F3
#? []
685 play W F4
#? []
686 play B D5
#? []
687 play B C1
#? []
688 play W A1
#? []
689 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
690 gogui-rules_board_size
#? [7 7 hex]
691 gogui-rules_captured_count
#? [0 0]
692 gogui-rules_side_to_move
#? [white]
693 clear_board
#? []
694 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
695 gogui-rules_board_size
#? [7 7 hex]
696 gogui-rules_captured_count
#? [0 0]
697 gogui-rules_side_to_move
#? [black]
708 clear_board
#? []
709 play B A2
#? []
710 play W F6
#? []
711 play W F5
#? []
712 play B E2
#? []
713 play B B4
#? []
714 play W F3
#? []
715 play W F4
#? []
716 play B D5
#? []
717 play B C1
#? []
718 play W A1
#? []
719 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
720 gogui-rules_board_size
#? [7 7 hex]
721 gogui-rules_captured_count
#? [0 0]
722 gogui-rules_side_to_move
#? [white]
play W A1
# error: illegal move: A1 is occupied
play W A1
# error: illegal move: A1 is occupied
723 clear_board
#? []
724 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
725 gogui-rules_board_size
#? [7 7 hex]
726 gogui-rules_captured_count
#? [0 0]
727 gogui-rules_side_to_move
#? [black]
738 clear_board
#? []
739 play B A2
#? []
740 play W F6
#? []
741 play W F5
#? []
742 play B E2
#? []
743 play B B4
#? []
744 play W F3
#? []
745 play W F4
#? []
746 play B D5
#? []
747 play B C1
#? []
748 play W A1
#? []
749 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? \. \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
750 gogui-rules_board_size
#? [7 7 hex]
751 gogui-rules_captured_count
#? [0 0]
752 gogui-rules_side_to_move
#? [white]
753 gogui-rules_board_gfx
#? [LABEL A1 1/2\nTEXT white to move: 1 stone to place]
754 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 B3 C3 D3 E3 A4 C4 D4 E4 G4 B5 C5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7]
764 clear_board
#? []
765 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
766 gogui-rules_board_size
#? [7 7 hex]
767 gogui-rules_captured_count
#? [0 0]
768 gogui-rules_side_to_move
#? [black]
779 clear_board
#? []
780 play B A2
#? []
781 play W F6
#? []
782 play W F5
#? []
783 play B E2
#? []
784 play B B4
#? []
785 play W F3
#? []
786 play W F4
#? []
787 play B D5
#? []
788 play B C1
#? []
789 play W A1
#? []
790 play W B5
#? []
791 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
792 gogui-rules_board_size
#? [7 7 hex]
793 gogui-rules_captured_count
#? [0 0]
794 gogui-rules_side_to_move
#? [black]
795 clear_board
#? []
796 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
797 gogui-rules_board_size
#? [7 7 hex]
798 gogui-rules_captured_count
#? [0 0]
799 gogui-rules_side_to_move
#? [black]
811 clear_board
#? []
812 play B A2
#? []
813 play W F6
#? []
814 play W F5
#? []
815 play B E2
#? []
816 play B B4
#? []
817 play W F3
#? []
818 play W F4
#? []
819 play B D5
#? []
820 play B C1
#? []
821 play W A1
#? []
822 play W B5
#? []
823 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
824 gogui-rules_board_size
#? [7 7 hex]
825 gogui-rules_captured_count
#? [0 0]
826 gogui-rules_side_to_move
#? [black]
play W B5
# error: illegal move: it is not white's turn
play W B5
# error: illegal move: it is not white's turn
827 clear_board
#? []
828 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
829 gogui-rules_board_size
#? [7 7 hex]
830 gogui-rules_captured_count
#? [0 0]
831 gogui-rules_side_to_move
#? [black]
843 clear_board
#? []
844 play B A2
#? []
845 play W F6
#? []
846 play W F5
#? []
847 play B E2
#? []
848 play B B4
#? []
849 play W F3
#? []
850 play W F4
#? []
851 play B D5
#? []
852 play B C1
#? []
853 play W A1
#? []
854 play W B5
#? []
855 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O \.\n\. X \. \. \. O \.\n\. \. \. \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
856 gogui-rules_board_size
#? [7 7 hex]
857 gogui-rules_captured_count
#? [0 0]
858 gogui-rules_side_to_move
#? [black]
859 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
860 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 B3 C3 D3 E3 A4 C4 D4 E4 G4 C5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7 PASS]
870 clear_board
#? []
871 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
872 gogui-rules_board_size
#? [7 7 hex]
873 gogui-rules_captured_count
#? [0 0]
874 gogui-rules_side_to_move
#? [black]
886 clear_board
#? []
887 play B A2
#? []
888 play W F6
#? []
889 play W F5
#? []
890 play B E2
#? []
891 play B B4
#? []
892 play W F3
#? []
893 play W F4
#? []
894 play B D5
#? []
895 play B C1
#? []
896 play W A1
#? []
897 play W B5
#? []
898 play B C3
#? []
899 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O \.\n\. X \. \. \. O \.\n\. \. X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
900 gogui-rules_board_size
#? [7 7 hex]
901 gogui-rules_captured_count
#? [0 0]
902 gogui-rules_side_to_move
#? [black]
903 clear_board
#? []
904 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
905 gogui-rules_board_size
#? [7 7 hex]
906 gogui-rules_captured_count
#? [0 0]
907 gogui-rules_side_to_move
#? [black]
920 clear_board
#? []
921 play B A2
#? []
922 play W F6
#? []
923 play W F5
#? []
924 play B E2
#? []
925 play B B4
#? []
926 play W F3
#? []
927 play W F4
#? []
928 play B D5
#? []
929 play B C1
#? []
930 play W A1
#? []
931 play W B5
#? []
932 play B C3
#? []
933 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O \.\n\. X \. \. \. O \.\n\. \. X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
934 gogui-rules_board_size
#? [7 7 hex]
935 gogui-rules_captured_count
#? [0 0]
936 gogui-rules_side_to_move
#? [black]
play B C3
# error: illegal move: C3 is occupied
play B C3
# error: illegal move: C3 is occupied
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
954 clear_board
#? []
955 play B A2
#? []
956 play W F6
#? []
957 play W F5
#? []
958 play B E2
#? []
959 play B B4
#? []
960 play W F3
#? []
961 play W F4
#? []
962 play B D5
#? []
963 play B C1
#? []
964 play W A1
#? []
965 play W B5
#? []
966 play B C3
#? []
967 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O \.\n\. X \. \. \. O \.\n\. \. X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
968 gogui-rules_board_size
#? [7 7 hex]
969 gogui-rules_captured_count
#? [0 0]
970 gogui-rules_side_to_move
#? [black]
971 gogui-rules_board_gfx
#? [LABEL C3 1/2\nTEXT black to move: 1 stone to place]
972 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 B3 D3 E3 A4 C4 D4 E4 G4 C5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7]
982 clear_board
#? []
983 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
984 gogui-rules_board_size
#? [7 7 hex]
985 gogui-rules_captured_count
#? [0 0]
986 gogui-rules_side_to_move
#? [black]
999 clear_board
#? []
1000 play B A2
#? []
1001 play W F6
#? []
1002 play W F5
#? []
1003 play B E2
#? []
1004 play B B4
#? []
1005 play W F3
#? []
1006 play W F4
#? []
1007 play B D5
#? []
1008 play B C1
#? []
1009 play W A1
#? []
1010 play W B5
#? []
1011 play B C3
#? []
1012 play B E4
#? []
1013 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O \.\n\. X \. \. X O \.\n\. \. X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1014 gogui-rules_board_size
#? [7 7 hex]
1015 gogui-rules_captured_count
#? [0 0]
1016 gogui-rules_side_to_move
#? [white]
1017 clear_board
#? []
1018 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1019 gogui-rules_board_size
#? [7 7 hex]
1020 gogui-rules_captured_count
#? [0 0]
1021 gogui-rules_side_to_move
#? [black]
1035 clear_board
#? []
1036 play B A2
#? []
1037 play W F6
#? []
1038 play W F5
#? []
1039 play B E2
#? []
1040 play B B4
#? []
1041 play W F3
#? []
1042 play W F4
#? []
1043 play B D5
#? []
1044 play B C1
#? []
1045 play W A1
#? []
1046 play W B5
#? []
1047 play B C3
#? []
1048 play B E4
#? []
1049 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O \.\n\. X \. \. X O \.\n\. \. X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1050 gogui-rules_board_size
#? [7 7 hex]
1051 gogui-rules_captured_count
#? [0 0]
1052 gogui-rules_side_to_move
#? [white]
play B E4
# error: illegal move: it is not black's turn
play B E4
# error: illegal move: it is not black's turn
1053 clear_board
#? []
1054 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1055 gogui-rules_board_size
#? [7 7 hex]
1056 gogui-rules_captured_count
#? [0 0]
1057 gogui-rules_side_to_move
#? [black]
1071 clear_board
#? []
1072 play B A2
#? []
1073 play W F6
#? []
1074 play W F5
#? []
1075 play B E2
#? []
1076 play B B4
#? []
1077 play W F3
#? []
1078 play W F4
#? []
1079 play B D5
#? []
1080 play B C1
#? []
1081 play W A1
#? []
1082 play W B5
#? []
1083 play B C3
#? []
1084 play B E4
#? []
1085 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O \.\n\. X \. \. X O \.\n\. \. X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1086 gogui-rules_board_size
#? [7 7 hex]
1087 gogui-rules_captured_count
#? [0 0]
1088 gogui-rules_side_to_move
#? [white]
1089 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
1090 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 B3 D3 E3 A4 C4 D4 G4 C5 E5 G5 C6 D6 E6 G6 D7 E7 F7 G7 PASS]
1100 clear_board
#? []
1101 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1102 gogui-rules_board_size
#? [7 7 hex]
1103 gogui-rules_captured_count
#? [0 0]
1104 gogui-rules_side_to_move
#? [black]
1118 clear_board
#? []
1119 play B A2
#? []
1120 play W F6
#? []
1121 play W F5
#? []
1122 play B E2
#? []
1123 play B B4
#? []
1124 play W F3
#? []
1125 play W F4
#? []
1126 play B D5
#? []
1127 play B C1
#? []
1128 play W A1
#? []
1129 play W B5
#? []
1130 play B C3
#? []
1131 play B E4
#? []
1132 play W G5
#? []
1133 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O O\n\. X \. \. X O \.\n\. \. X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1134 gogui-rules_board_size
#? [7 7 hex]
1135 gogui-rules_captured_count
#? [0 0]
1136 gogui-rules_side_to_move
#? [white]
1137 clear_board
#? []
1138 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1139 gogui-rules_board_size
#? [7 7 hex]
1140 gogui-rules_captured_count
#? [0 0]
1141 gogui-rules_side_to_move
#? [black]
1156 clear_board
#? []
1157 play B A2
#? []
1158 play W F6
#? []
1159 play W F5
#? []
1160 play B E2
#? []
1161 play B B4
#? []
1162 play W F3
#? []
1163 play W F4
#? []
1164 play B D5
#? []
1165 play B C1
#? []
1166 play W A1
#? []
1167 play W B5
#? []
1168 play B C3
#? []
1169 play B E4
#? []
1170 play W G5
#? []
1171 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O O\n\. X \. \. X O \.\n\. \. X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1172 gogui-rules_board_size
#? [7 7 hex]
1173 gogui-rules_captured_count
#? [0 0]
1174 gogui-rules_side_to_move
#? [white]
play W G5
# error: illegal move: G5 is occupied
play W G5
# error: illegal move: G5 is occupied
1175 clear_board
#? []
1176 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1177 gogui-rules_board_size
#? [7 7 hex]
1178 gogui-rules_captured_count
#? [0 0]
1179 gogui-rules_side_to_move
#? [black]
1194 clear_board
#? []
1195 play B A2
#? []
1196 play W F6
#? []
1197 play W F5
#? []
1198 play B E2
#? []
1199 play B B4
#? []
1200 play W F3
#? []
1201 play W F4
#? []
1202 play B D5
#? []
1203 play B C1
#? []
1204 play W A1
#? []
1205 play W B5
#? []
1206 play B C3
#? []
1207 play B E4
#? []
1208 play W G5
#? []
1209 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O O\n\. X \. \. X O \.\n\. \. X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1210 gogui-rules_board_size
#? [7 7 hex]
1211 gogui-rules_captured_count
#? [0 0]
1212 gogui-rules_side_to_move
#? [white]
1213 gogui-rules_board_gfx
#? [LABEL G5 1/2\nTEXT white to move: 1 stone to place]
1214 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 B3 D3 E3 A4 C4 D4 G4 C5 E5 C6 D6 E6 G6 D7 E7 F7 G7]
1224 clear_board
#? []
1225 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1226 gogui-rules_board_size
#? [7 7 hex]
1227 gogui-rules_captured_count
#? [0 0]
1228 gogui-rules_side_to_move
#? [black]
1243 clear_board
#? []
1244 play B A2
#? []
1245 play W F6
#? []
1246 play W F5
#? []
1247 play B E2
#? []
1248 play B B4
#? []
1249 play W F3
#? []
1250 play W F4
#? []
1251 play B D5
#? []
1252 play B C1
#? []
1253 play W A1
#? []
1254 play W B5
#? []
1255 play B C3
#? []
1256 play B E4
#? []
1257 play W G5
#? []
1258 play W B3
#? []
1259 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1260 gogui-rules_board_size
#? [7 7 hex]
1261 gogui-rules_captured_count
#? [0 0]
1262 gogui-rules_side_to_move
#? [black]
1263 clear_board
#? []
1264 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1265 gogui-rules_board_size
#? [7 7 hex]
1266 gogui-rules_captured_count
#? [0 0]
1267 gogui-rules_side_to_move
#? [black]
1283 clear_board
#? []
1284 play B A2
#? []
1285 play W F6
#? []
1286 play W F5
#? []
1287 play B E2
#? []
1288 play B B4
#? []
1289 play W F3
#? []
1290 play W F4
#? []
1291 play B D5
#? []
1292 play B C1
#? []
1293 play W A1
#? []
1294 play W B5
#? []
1295 play B C3
#? []
1296 play B E4
#? []
1297 play W G5
#? []
1298 play W B3
#? []
1299 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1300 gogui-rules_board_size
#? [7 7 hex]
1301 gogui-rules_captured_count
#? [0 0]
1302 gogui-rules_side_to_move
#? [black]
play W B3
# error: illegal move: it is not white's turn
play W B3
# error: illegal move: it is not white's turn
1303 clear_board
#? []
1304 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1305 gogui-rules_board_size
#? [7 7 hex]
1306 gogui-rules_captured_count
#? [0 0]
1307 gogui-rules_side_to_move
#? [black]
1323 clear_board
#? []
1324 play B A2
#? []
1325 play W F6
#? []
1326 play W F5
#? []
1327 play B E2
#? []
1328 play B B4
#? []
1329 play W F3
#? []
1330 play W F4
#? []
1331 play B D5
#? []
1332 play B C1
#? []
1333 play W A1
#? []
1334 play W B5
#? []
1335 play B C3
#? []
1336 play B E4
#? []
1337 play W G5
#? []
1338 play W B3
#? []
1339 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O \.\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1340 gogui-rules_board_size
#? [7 7 hex]
1341 gogui-rules_captured_count
#? [0 0]
1342 gogui-rules_side_to_move
#? [black]
1343 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
1344 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 D3 E3 A4 C4 D4 G4 C5 E5 C6 D6 E6 G6 D7 E7 F7 G7 PASS]
1354 clear_board
#? []
1355 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1356 gogui-rules_board_size
#? [7 7 hex]
1357 gogui-rules_captured_count
#? [0 0]
1358 gogui-rules_side_to_move
#? [black]
1374 clear_board
#? []
1375 play B A2
#? []
1376 play W F6
#? []
1377 play W F5
#? []
1378 play B E2
#? []
1379 play B B4
#? []
1380 play W F3
#? []
1381 play W F4
#? []
1382 play B D5
#? []
1383 play B C1
#? []
1384 play W A1
#? []
1385 play W B5
#? []
1386 play B C3
#? []
1387 play B E4
#? []
1388 play W G5
#? []
1389 play W B3
#? []
1390 play B G6
#? []
1391 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O X\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1392 gogui-rules_board_size
#? [7 7 hex]
1393 gogui-rules_captured_count
#? [0 0]
1394 gogui-rules_side_to_move
#? [black]
1395 clear_board
#? []
1396 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1397 gogui-rules_board_size
#? [7 7 hex]
1398 gogui-rules_captured_count
#? [0 0]
1399 gogui-rules_side_to_move
#? [black]
1416 clear_board
#? []
1417 play B A2
#? []
1418 play W F6
#? []
1419 play W F5
#? []
1420 play B E2
#? []
1421 play B B4
#? []
1422 play W F3
#? []
1423 play W F4
#? []
1424 play B D5
#? []
1425 play B C1
#? []
1426 play W A1
#? []
1427 play W B5
#? []
1428 play B C3
#? []
1429 play B E4
#? []
1430 play W G5
#? []
1431 play W B3
#? []
1432 play B G6
#? []
1433 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O X\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1434 gogui-rules_board_size
#? [7 7 hex]
1435 gogui-rules_captured_count
#? [0 0]
1436 gogui-rules_side_to_move
#? [black]
play B G6
# error: illegal move: G6 is occupied
play B G6
# error: illegal move: G6 is occupied
1437 clear_board
#? []
1438 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1439 gogui-rules_board_size
#? [7 7 hex]
1440 gogui-rules_captured_count
#? [0 0]
1441 gogui-rules_side_to_move
#? [black]
1458 clear_board
#? []
1459 play B A2
#? []
1460 play W F6
#? []
1461 play W F5
#? []
1462 play B E2
#? []
1463 play B B4
#? []
1464 play W F3
#? []
1465 play W F4
#? []
1466 play B D5
#? []
1467 play B C1
#? []
1468 play W A1
#? []
1469 play W B5
#? []
1470 play B C3
#? []
1471 play B E4
#? []
1472 play W G5
#? []
1473 play W B3
#? []
1474 play B G6
#? []
1475 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. O X\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1476 gogui-rules_board_size
#? [7 7 hex]
1477 gogui-rules_captured_count
#? [0 0]
1478 gogui-rules_side_to_move
#? [black]
1479 gogui-rules_board_gfx
#? [LABEL G6 1/2\nTEXT black to move: 1 stone to place]
1480 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 D3 E3 A4 C4 D4 G4 C5 E5 C6 D6 E6 D7 E7 F7 G7]
1490 clear_board
#? []
1491 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1492 gogui-rules_board_size
#? [7 7 hex]
1493 gogui-rules_captured_count
#? [0 0]
1494 gogui-rules_side_to_move
#? [black]
1511 clear_board
#? []
1512 play B A2
#? []
1513 play W F6
#? []
1514 play W F5
#? []
1515 play B E2
#? []
1516 play B B4
#? []
1517 play W F3
#? []
1518 play W F4
#? []
1519 play B D5
#? []
1520 play B C1
#? []
1521 play W A1
#? []
1522 play W B5
#? []
1523 play B C3
#? []
1524 play B E4
#? []
1525 play W G5
#? []
1526 play W B3
#? []
1527 play B G6
#? []
1528 play B G7
#? []
1529 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. \. \. O X\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1530 gogui-rules_board_size
#? [7 7 hex]
1531 gogui-rules_captured_count
#? [0 0]
1532 gogui-rules_side_to_move
#? [white]
1533 clear_board
#? []
1534 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1535 gogui-rules_board_size
#? [7 7 hex]
1536 gogui-rules_captured_count
#? [0 0]
1537 gogui-rules_side_to_move
#? [black]
1555 clear_board
#? []
1556 play B A2
#? []
1557 play W F6
#? []
1558 play W F5
#? []
1559 play B E2
#? []
1560 play B B4
#? []
1561 play W F3
#? []
1562 play W F4
#? []
1563 play B D5
#? []
1564 play B C1
#? []
1565 play W A1
#? []
1566 play W B5
#? []
1567 play B C3
#? []
1568 play B E4
#? []
1569 play W G5
#? []
1570 play W B3
#? []
1571 play B G6
#? []
1572 play B G7
#? []
1573 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. \. \. O X\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1574 gogui-rules_board_size
#? [7 7 hex]
1575 gogui-rules_captured_count
#? [0 0]
1576 gogui-rules_side_to_move
#? [white]
play B G7
# error: illegal move: it is not black's turn
play B G7
# error: illegal move: it is not black's turn
1577 clear_board
#? []
1578 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1579 gogui-rules_board_size
#? [7 7 hex]
1580 gogui-rules_captured_count
#? [0 0]
1581 gogui-rules_side_to_move
#? [black]
1599 clear_board
#? []
1600 play B A2
#? []
1601 play W F6
#? []
1602 play W F5
#? []
1603 play B E2
#? []
1604 play B B4
#? []
1605 play W F3
#? []
1606 play W F4
#? []
1607 play B D5
#? []
1608 play B C1
#? []
1609 play W A1
#? []
1610 play W B5
#? []
1611 play B C3
#? []
1612 play B E4
#? []
1613 play W G5
#? []
1614 play W B3
#? []
1615 play B G6
#? []
1616 play B G7
#? []
1617 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. \. \. O X\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1618 gogui-rules_board_size
#? [7 7 hex]
1619 gogui-rules_captured_count
#? [0 0]
1620 gogui-rules_side_to_move
#? [white]
1621 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
1622 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 D3 E3 A4 C4 D4 G4 C5 E5 C6 D6 E6 D7 E7 F7 PASS]
1632 clear_board
#? []
1633 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1634 gogui-rules_board_size
#? [7 7 hex]
1635 gogui-rules_captured_count
#? [0 0]
1636 gogui-rules_side_to_move
#? [black]
1654 clear_board
#? []
1655 play B A2
#? []
1656 play W F6
#? []
1657 play W F5
#? []
1658 play B E2
#? []
1659 play B B4
#? []
1660 play W F3
#? []
1661 play W F4
#? []
1662 play B D5
#? []
1663 play B C1
#? []
1664 play W A1
#? []
1665 play W B5
#? []
1666 play B C3
#? []
1667 play B E4
#? []
1668 play W G5
#? []
1669 play W B3
#? []
1670 play B G6
#? []
1671 play B G7
#? []
1672 play W D6
#? []
1673 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1674 gogui-rules_board_size
#? [7 7 hex]
1675 gogui-rules_captured_count
#? [0 0]
1676 gogui-rules_side_to_move
#? [white]
1677 clear_board
#? []
1678 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1679 gogui-rules_board_size
#? [7 7 hex]
1680 gogui-rules_captured_count
#? [0 0]
1681 gogui-rules_side_to_move
#? [black]
1700 clear_board
#? []
1701 play B A2
#? []
1702 play W F6
#? []
1703 play W F5
#? []
1704 play B E2
#? []
1705 play B B4
#? []
1706 play W F3
#? []
1707 play W F4
#? []
1708 play B D5
#? []
1709 play B C1
#? []
1710 play W A1
#? []
1711 play W B5
#? []
1712 play B C3
#? []
1713 play B E4
#? []
1714 play W G5
#? []
1715 play W B3
#? []
1716 play B G6
#? []
1717 play B G7
#? []
1718 play W D6
#? []
1719 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1720 gogui-rules_board_size
#? [7 7 hex]
1721 gogui-rules_captured_count
#? [0 0]
1722 gogui-rules_side_to_move
#? [white]
play W D6
# error: illegal move: D6 is occupied
play W D6
# error: illegal move: D6 is occupied
1723 clear_board
#? []
1724 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1725 gogui-rules_board_size
#? [7 7 hex]
1726 gogui-rules_captured_count
#? [0 0]
1727 gogui-rules_side_to_move
#? [black]
1746 clear_board
#? []
1747 play B A2
#? []
1748 play W F6
#? []
1749 play W F5
#? []
1750 play B E2
#? []
1751 play B B4
#? []
1752 play W F3
#? []
1753 play W F4
#? []
1754 play B D5
#? []
1755 play B C1
#? []
1756 play W A1
#? []
1757 play W B5
#? []
1758 play B C3
#? []
1759 play B E4
#? []
1760 play W G5
#? []
1761 play W B3
#? []
1762 play B G6
#? []
1763 play B G7
#? []
1764 play W D6
#? []
1765 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O \. X \. O O\n\. X \. \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1766 gogui-rules_board_size
#? [7 7 hex]
1767 gogui-rules_captured_count
#? [0 0]
1768 gogui-rules_side_to_move
#? [white]
1769 gogui-rules_board_gfx
#? [LABEL D6 1/2\nTEXT white to move: 1 stone to place]
1770 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 D3 E3 A4 C4 D4 G4 C5 E5 C6 E6 D7 E7 F7]
1780 clear_board
#? []
1781 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1782 gogui-rules_board_size
#? [7 7 hex]
1783 gogui-rules_captured_count
#? [0 0]
1784 gogui-rules_side_to_move
#? [black]
1803 clear_board
#? []
1804 play B A2
#? []
1805 play W F6
#? []
1806 play W F5
#? []
1807 play B E2
#? []
1808 play B B4
#? []
1809 play W F3
#? []
1810 play W F4
#? []
1811 play B D5
#? []
1812 play B C1
#? []
1813 play W A1
#? []
1814 play W B5
#? []
1815 play B C3
#? []
1816 play B E4
#? []
1817 play W G5
#? []
1818 play W B3
#? []
1819 play B G6
#? []
1820 play B G7
#? []
1821 play W D6
#? []
1822 play W C4
#? []
1823 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O \. X \. O O\n\. X O \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1824 gogui-rules_board_size
#? [7 7 hex]
1825 gogui-rules_captured_count
#? [0 0]
1826 gogui-rules_side_to_move
#? [black]
1827 clear_board
#? []
1828 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1829 gogui-rules_board_size
#? [7 7 hex]
1830 gogui-rules_captured_count
#? [0 0]
1831 gogui-rules_side_to_move
#? [black]
1851 clear_board
#? []
1852 play B A2
#? []
1853 play W F6
#? []
1854 play W F5
#? []
1855 play B E2
#? []
1856 play B B4
#? []
1857 play W F3
#? []
1858 play W F4
#? []
1859 play B D5
#? []
1860 play B C1
#? []
1861 play W A1
#? []
1862 play W B5
#? []
1863 play B C3
#? []
1864 play B E4
#? []
1865 play W G5
#? []
1866 play W B3
#? []
1867 play B G6
#? []
1868 play B G7
#? []
1869 play W D6
#? []
1870 play W C4
#? []
1871 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O \. X \. O O\n\. X O \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1872 gogui-rules_board_size
#? [7 7 hex]
1873 gogui-rules_captured_count
#? [0 0]
1874 gogui-rules_side_to_move
#? [black]
play W C4
# error: illegal move: it is not white's turn
play W C4
# error: illegal move: it is not white's turn
1875 clear_board
#? []
1876 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1877 gogui-rules_board_size
#? [7 7 hex]
1878 gogui-rules_captured_count
#? [0 0]
1879 gogui-rules_side_to_move
#? [black]
1899 clear_board
#? []
1900 play B A2
#? []
1901 play W F6
#? []
1902 play W F5
#? []
1903 play B E2
#? []
1904 play B B4
#? []
1905 play W F3
#? []
1906 play W F4
#? []
1907 play B D5
#? []
1908 play B C1
#? []
1909 play W A1
#? []
1910 play W B5
#? []
1911 play B C3
#? []
1912 play B E4
#? []
1913 play W G5
#? []
1914 play W B3
#? []
1915 play B G6
#? []
1916 play B G7
#? []
1917 play W D6
#? []
1918 play W C4
#? []
1919 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O \. X \. O O\n\. X O \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1920 gogui-rules_board_size
#? [7 7 hex]
1921 gogui-rules_captured_count
#? [0 0]
1922 gogui-rules_side_to_move
#? [black]
1923 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
1924 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 D3 E3 A4 D4 G4 C5 E5 C6 E6 D7 E7 F7 PASS]
1934 clear_board
#? []
1935 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1936 gogui-rules_board_size
#? [7 7 hex]
1937 gogui-rules_captured_count
#? [0 0]
1938 gogui-rules_side_to_move
#? [black]
1958 clear_board
#? []
1959 play B A2
#? []
1960 play W F6
#? []
1961 play W F5
#? []
1962 play B E2
#? []
1963 play B B4
#? []
1964 play W F3
#? []
1965 play W F4
#? []
1966 play B D5
#? []
1967 play B C1
#? []
1968 play W A1
#? []
1969 play W B5
#? []
1970 play B C3
#? []
1971 play B E4
#? []
1972 play W G5
#? []
1973 play W B3
#? []
1974 play B G6
#? []
1975 play B G7
#? []
1976 play W D6
#? []
1977 play W C4
#? []
1978 play B C5
#? []
1979 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
1980 gogui-rules_board_size
#? [7 7 hex]
1981 gogui-rules_captured_count
#? [0 0]
1982 gogui-rules_side_to_move
#? [black]
1983 clear_board
#? []
1984 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
1985 gogui-rules_board_size
#? [7 7 hex]
1986 gogui-rules_captured_count
#? [0 0]
1987 gogui-rules_side_to_move
#? [black]
2008 clear_board
#? []
2009 play B A2
#? []
2010 play W F6
#? []
2011 play W F5
#? []
2012 play B E2
#? []
2013 play B B4
#? []
2014 play W F3
#? []
2015 play W F4
#? []
2016 play B D5
#? []
2017 play B C1
#? []
2018 play W A1
#? []
2019 play W B5
#? []
2020 play B C3
#? []
2021 play B E4
#? []
2022 play W G5
#? []
2023 play W B3
#? []
2024 play B G6
#? []
2025 play B G7
#? []
2026 play W D6
#? []
2027 play W C4
#? []
2028 play B C5
#? []
2029 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2030 gogui-rules_board_size
#? [7 7 hex]
2031 gogui-rules_captured_count
#? [0 0]
2032 gogui-rules_side_to_move
#? [black]
play B C5
# error: illegal move: C5 is occupied
play B C5
# error: illegal move: C5 is occupied
2033 clear_board
#? []
2034 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2035 gogui-rules_board_size
#? [7 7 hex]
2036 gogui-rules_captured_count
#? [0 0]
2037 gogui-rules_side_to_move
#? [black]
2058 clear_board
#? []
2059 play B A2
#? []
2060 play W F6
#? []
2061 play W F5
#? []
2062 play B E2
#? []
2063 play B B4
#? []
2064 play W F3
#? []
2065 play W F4
#? []
2066 play B D5
#? []
2067 play B C1
#? []
2068 play W A1
#? []
2069 play W B5
#? []
2070 play B C3
#? []
2071 play B E4
#? []
2072 play W G5
#? []
2073 play W B3
#? []
2074 play B G6
#? []
2075 play B G7
#? []
2076 play W D6
#? []
2077 play W C4
#? []
2078 play B C5
#? []
2079 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O \. X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2080 gogui-rules_board_size
#? [7 7 hex]
2081 gogui-rules_captured_count
#? [0 0]
2082 gogui-rules_side_to_move
#? [black]
2083 gogui-rules_board_gfx
#? [LABEL C5 1/2\nTEXT black to move: 1 stone to place]
2084 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 D3 E3 A4 D4 G4 E5 C6 E6 D7 E7 F7]
2094 clear_board
#? []
2095 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2096 gogui-rules_board_size
#? [7 7 hex]
2097 gogui-rules_captured_count
#? [0 0]
2098 gogui-rules_side_to_move
#? [black]
2119 clear_board
#? []
2120 play B A2
#? []
2121 play W F6
#? []
2122 play W F5
#? []
2123 play B E2
#? []
2124 play B B4
#? []
2125 play W F3
#? []
2126 play W F4
#? []
2127 play B D5
#? []
2128 play B C1
#? []
2129 play W A1
#? []
2130 play W B5
#? []
2131 play B C3
#? []
2132 play B E4
#? []
2133 play W G5
#? []
2134 play W B3
#? []
2135 play B G6
#? []
2136 play B G7
#? []
2137 play W D6
#? []
2138 play W C4
#? []
2139 play B C5
#? []
2140 play B D4
#? []
2141 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2142 gogui-rules_board_size
#? [7 7 hex]
2143 gogui-rules_captured_count
#? [0 0]
2144 gogui-rules_side_to_move
#? [white]
2145 clear_board
#? []
2146 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2147 gogui-rules_board_size
#? [7 7 hex]
2148 gogui-rules_captured_count
#? [0 0]
2149 gogui-rules_side_to_move
#? [black]
2171 clear_board
#? []
2172 play B A2
#? []
2173 play W F6
#? []
2174 play W F5
#? []
2175 play B E2
#? []
2176 play B B4
#? []
2177 play W F3
#? []
2178 play W F4
#? []
2179 play B D5
#? []
2180 play B C1
#? []
2181 play W A1
#? []
2182 play W B5
#? []
2183 play B C3
#? []
2184 play B E4
#? []
2185 play W G5
#? []
2186 play W B3
#? []
2187 play B G6
#? []
2188 play B G7
#? []
2189 play W D6
#? []
2190 play W C4
#? []
2191 play B C5
#? []
2192 play B D4
#? []
2193 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2194 gogui-rules_board_size
#? [7 7 hex]
2195 gogui-rules_captured_count
#? [0 0]
2196 gogui-rules_side_to_move
#? [white]
play B D4
# error: illegal move: it is not black's turn
play B D4
# error: illegal move: it is not black's turn
2197 clear_board
#? []
2198 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2199 gogui-rules_board_size
#? [7 7 hex]
2200 gogui-rules_captured_count
#? [0 0]
2201 gogui-rules_side_to_move
#? [black]
2223 clear_board
#? []
2224 play B A2
#? []
2225 play W F6
#? []
2226 play W F5
#? []
2227 play B E2
#? []
2228 play B B4
#? []
2229 play W F3
#? []
2230 play W F4
#? []
2231 play B D5
#? []
2232 play B C1
#? []
2233 play W A1
#? []
2234 play W B5
#? []
2235 play B C3
#? []
2236 play B E4
#? []
2237 play W G5
#? []
2238 play W B3
#? []
2239 play B G6
#? []
2240 play B G7
#? []
2241 play W D6
#? []
2242 play W C4
#? []
2243 play B C5
#? []
2244 play B D4
#? []
2245 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\n\. O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2246 gogui-rules_board_size
#? [7 7 hex]
2247 gogui-rules_captured_count
#? [0 0]
2248 gogui-rules_side_to_move
#? [white]
2249 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
2250 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 A3 D3 E3 A4 G4 E5 C6 E6 D7 E7 F7 PASS]
2260 clear_board
#? []
2261 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2262 gogui-rules_board_size
#? [7 7 hex]
2263 gogui-rules_captured_count
#? [0 0]
2264 gogui-rules_side_to_move
#? [black]
2286 clear_board
#? []
2287 play B A2
#? []
2288 play W F6
#? []
2289 play W F5
#? []
2290 play B E2
#? []
2291 play B B4
#? []
2292 play W F3
#? []
2293 play W F4
#? []
2294 play B D5
#? []
2295 play B C1
#? []
2296 play W A1
#? []
2297 play W B5
#? []
2298 play B C3
#? []
2299 play B E4
#? []
2300 play W G5
#? []
2301 play W B3
#? []
2302 play B G6
#? []
2303 play B G7
#? []
2304 play W D6
#? []
2305 play W C4
#? []
2306 play B C5
#? []
2307 play B D4
#? []
2308 play W A3
#? []
2309 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2310 gogui-rules_board_size
#? [7 7 hex]
2311 gogui-rules_captured_count
#? [0 0]
2312 gogui-rules_side_to_move
#? [white]
2313 clear_board
#? []
2314 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2315 gogui-rules_board_size
#? [7 7 hex]
2316 gogui-rules_captured_count
#? [0 0]
2317 gogui-rules_side_to_move
#? [black]
2340 clear_board
#? []
2341 play B A2
#? []
2342 play W F6
#? []
2343 play W F5
#? []
2344 play B E2
#? []
2345 play B B4
#? []
2346 play W F3
#? []
2347 play W F4
#? []
2348 play B D5
#? []
2349 play B C1
#? []
2350 play W A1
#? []
2351 play W B5
#? []
2352 play B C3
#? []
2353 play B E4
#? []
2354 play W G5
#? []
2355 play W B3
#? []
2356 play B G6
#? []
2357 play B G7
#? []
2358 play W D6
#? []
2359 play W C4
#? []
2360 play B C5
#? []
2361 play B D4
#? []
2362 play W A3
#? []
2363 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2364 gogui-rules_board_size
#? [7 7 hex]
2365 gogui-rules_captured_count
#? [0 0]
2366 gogui-rules_side_to_move
#? [white]
play W A3
# error: illegal move: A3 is occupied
play W A3
# error: illegal move: A3 is occupied
2367 clear_board
#? []
2368 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2369 gogui-rules_board_size
#? [7 7 hex]
2370 gogui-rules_captured_count
#? [0 0]
2371 gogui-rules_side_to_move
#? [black]
2394 clear_board
#? []
2395 play B A2
#? []
2396 play W F6
#? []
2397 play W F5
#? []
2398 play B E2
#? []
2399 play B B4
#? []
2400 play W F3
#? []
2401 play W F4
#? []
2402 play B D5
#? []
2403 play B C1
#? []
2404 play W A1
#? []
2405 play W B5
#? []
2406 play B C3
#? []
2407 play B E4
#? []
2408 play W G5
#? []
2409 play W B3
#? []
2410 play B G6
#? []
2411 play B G7
#? []
2412 play W D6
#? []
2413 play W C4
#? []
2414 play B C5
#? []
2415 play B D4
#? []
2416 play W A3
#? []
2417 gogui-rules_board
#? [\? \? \? \. \. \. X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2418 gogui-rules_board_size
#? [7 7 hex]
2419 gogui-rules_captured_count
#? [0 0]
2420 gogui-rules_side_to_move
#? [white]
2421 gogui-rules_board_gfx
#? [LABEL A3 1/2\nTEXT white to move: 1 stone to place]
2422 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 D3 E3 A4 G4 E5 C6 E6 D7 E7 F7]
2432 clear_board
#? []
2433 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2434 gogui-rules_board_size
#? [7 7 hex]
2435 gogui-rules_captured_count
#? [0 0]
2436 gogui-rules_side_to_move
#? [black]
2459 clear_board
#? []
2460 play B A2
#? []
2461 play W F6
#? []
2462 play W F5
#? []
2463 play B E2
#? []
2464 play B B4
#? []
2465 play W F3
#? []
2466 play W F4
#? []
2467 play B D5
#? []
2468 play B C1
#? []
2469 play W A1
#? []
2470 play W B5
#? []
2471 play B C3
#? []
2472 play B E4
#? []
2473 play W G5
#? []
2474 play W B3
#? []
2475 play B G6
#? []
2476 play B G7
#? []
2477 play W D6
#? []
2478 play W C4
#? []
2479 play B C5
#? []
2480 play B D4
#? []
2481 play W A3
#? []
2482 play W F7
#? []
2483 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2484 gogui-rules_board_size
#? [7 7 hex]
2485 gogui-rules_captured_count
#? [0 0]
2486 gogui-rules_side_to_move
#? [black]
2487 clear_board
#? []
2488 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2489 gogui-rules_board_size
#? [7 7 hex]
2490 gogui-rules_captured_count
#? [0 0]
2491 gogui-rules_side_to_move
#? [black]
2515 clear_board
#? []
2516 play B A2
#? []
2517 play W F6
#? []
2518 play W F5
#? []
2519 play B E2
#? []
2520 play B B4
#? []
2521 play W F3
#? []
2522 play W F4
#? []
2523 play B D5
#? []
2524 play B C1
#? []
2525 play W A1
#? []
2526 play W B5
#? []
2527 play B C3
#? []
2528 play B E4
#? []
2529 play W G5
#? []
2530 play W B3
#? []
2531 play B G6
#? []
2532 play B G7
#? []
2533 play W D6
#? []
2534 play W C4
#? []
2535 play B C5
#? []
2536 play B D4
#? []
2537 play W A3
#? []
2538 play W F7
#? []
2539 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2540 gogui-rules_board_size
#? [7 7 hex]
2541 gogui-rules_captured_count
#? [0 0]
2542 gogui-rules_side_to_move
#? [black]
play W F7
# error: illegal move: it is not white's turn
play W F7
# error: illegal move: it is not white's turn
2543 clear_board
#? []
2544 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2545 gogui-rules_board_size
#? [7 7 hex]
2546 gogui-rules_captured_count
#? [0 0]
2547 gogui-rules_side_to_move
#? [black]
2571 clear_board
#? []
2572 play B A2
#? []
2573 play W F6
#? []
2574 play W F5
#? []
2575 play B E2
#? []
2576 play B B4
#? []
2577 play W F3
#? []
2578 play W F4
#? []
2579 play B D5
#? []
2580 play B C1
#? []
2581 play W A1
#? []
2582 play W B5
#? []
2583 play B C3
#? []
2584 play B E4
#? []
2585 play W G5
#? []
2586 play W B3
#? []
2587 play B G6
#? []
2588 play B G7
#? []
2589 play W D6
#? []
2590 play W C4
#? []
2591 play B C5
#? []
2592 play B D4
#? []
2593 play W A3
#? []
2594 play W F7
#? []
2595 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX \. \. \. X \? \?\nO \. X \. \? \? \?]
2596 gogui-rules_board_size
#? [7 7 hex]
2597 gogui-rules_captured_count
#? [0 0]
2598 gogui-rules_side_to_move
#? [black]
2599 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
2600 gogui-rules_legal_moves
#? [B1 D1 B2 C2 D2 D3 E3 A4 G4 E5 C6 E6 D7 E7 PASS]
2610 clear_board
#? []
2611 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2612 gogui-rules_board_size
#? [7 7 hex]
2613 gogui-rules_captured_count
#? [0 0]
2614 gogui-rules_side_to_move
#? [black]
2638 clear_board
#? []
2639 play B A2
#? []
2640 play W F6
#? []
2641 play W F5
#? []
2642 play B E2
#? []
2643 play B B4
#? []
2644 play W F3
#? []
2645 play W F4
#? []
2646 play B D5
#? []
2647 play B C1
#? []
2648 play W A1
#? []
2649 play W B5
#? []
2650 play B C3
#? []
2651 play B E4
#? []
2652 play W G5
#? []
2653 play W B3
#? []
2654 play B G6
#? []
2655 play B G7
#? []
2656 play W D6
#? []
2657 play W C4
#? []
2658 play B C5
#? []
2659 play B D4
#? []
2660 play W A3
#? []
2661 play W F7
#? []
2662 play B B2
#? []
2663 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
2664 gogui-rules_board_size
#? [7 7 hex]
2665 gogui-rules_captured_count
#? [0 0]
2666 gogui-rules_side_to_move
#? [black]
2667 clear_board
#? []
2668 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2669 gogui-rules_board_size
#? [7 7 hex]
2670 gogui-rules_captured_count
#? [0 0]
2671 gogui-rules_side_to_move
#? [black]
2696 clear_board
#? []
2697 play B A2
#? []
2698 play W F6
#? []
2699 play W F5
#? []
2700 play B E2
#? []
2701 play B B4
#? []
2702 play W F3
#? []
2703 play W F4
#? []
2704 play B D5
#? []
2705 play B C1
#? []
2706 play W A1
#? []
2707 play W B5
#? []
2708 play B C3
#? []
2709 play B E4
#? []
2710 play W G5
#? []
2711 play W B3
#? []
2712 play B G6
#? []
2713 play B G7
#? []
2714 play W D6
#? []
2715 play W C4
#? []
2716 play B C5
#? []
2717 play B D4
#? []
2718 play W A3
#? []
2719 play W F7
#? []
2720 play B B2
#? []
2721 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
2722 gogui-rules_board_size
#? [7 7 hex]
2723 gogui-rules_captured_count
#? [0 0]
2724 gogui-rules_side_to_move
#? [black]
play B B2
# error: illegal move: B2 is occupied
play B B2
# error: illegal move: B2 is occupied
2725 clear_board
#? []
2726 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2727 gogui-rules_board_size
#? [7 7 hex]
2728 gogui-rules_captured_count
#? [0 0]
2729 gogui-rules_side_to_move
#? [black]
2754 clear_board
#? []
2755 play B A2
#? []
2756 play W F6
#? []
2757 play W F5
#? []
2758 play B E2
#? []
2759 play B B4
#? []
2760 play W F3
#? []
2761 play W F4
#? []
2762 play B D5
#? []
2763 play B C1
#? []
2764 play W A1
#? []
2765 play W B5
#? []
2766 play B C3
#? []
2767 play B E4
#? []
2768 play W G5
#? []
2769 play W B3
#? []
2770 play B G6
#? []
2771 play B G7
#? []
2772 play W D6
#? []
2773 play W C4
#? []
2774 play B C5
#? []
2775 play B D4
#? []
2776 play W A3
#? []
2777 play W F7
#? []
2778 play B B2
#? []
2779 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? \. O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
2780 gogui-rules_board_size
#? [7 7 hex]
2781 gogui-rules_captured_count
#? [0 0]
2782 gogui-rules_side_to_move
#? [black]
2783 gogui-rules_board_gfx
#? [LABEL B2 1/2\nTEXT black to move: 1 stone to place]
2784 gogui-rules_legal_moves
#? [B1 D1 C2 D2 D3 E3 A4 G4 E5 C6 E6 D7 E7]
2794 clear_board
#? []
2795 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2796 gogui-rules_board_size
#? [7 7 hex]
2797 gogui-rules_captured_count
#? [0 0]
2798 gogui-rules_side_to_move
#? [black]
2823 clear_board
#? []
2824 play B A2
#? []
2825 play W F6
#? []
2826 play W F5
#? []
2827 play B E2
#? []
2828 play B B4
#? []
2829 play W F3
#? []
2830 play W F4
#? []
2831 play B D5
#? []
2832 play B C1
#? []
2833 play W A1
#? []
2834 play W B5
#? []
2835 play B C3
#? []
2836 play B E4
#? []
2837 play W G5
#? []
2838 play W B3
#? []
2839 play B G6
#? []
2840 play B G7
#? []
2841 play W D6
#? []
2842 play W C4
#? []
2843 play B C5
#? []
2844 play B D4
#? []
2845 play W A3
#? []
2846 play W F7
#? []
2847 play B B2
#? []
2848 play B C6
#? []
2849 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
2850 gogui-rules_board_size
#? [7 7 hex]
2851 gogui-rules_captured_count
#? [0 0]
2852 gogui-rules_side_to_move
#? [white]
2853 clear_board
#? []
2854 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2855 gogui-rules_board_size
#? [7 7 hex]
2856 gogui-rules_captured_count
#? [0 0]
2857 gogui-rules_side_to_move
#? [black]
2883 clear_board
#? []
2884 play B A2
#? []
2885 play W F6
#? []
2886 play W F5
#? []
2887 play B E2
#? []
2888 play B B4
#? []
2889 play W F3
#? []
2890 play W F4
#? []
2891 play B D5
#? []
2892 play B C1
#? []
2893 play W A1
#? []
2894 play W B5
#? []
2895 play B C3
#? []
2896 play B E4
#? []
2897 play W G5
#? []
2898 play W B3
#? []
2899 play B G6
#? []
2900 play B G7
#? []
2901 play W D6
#? []
2902 play W C4
#? []
2903 play B C5
#? []
2904 play B D4
#? []
2905 play W A3
#? []
2906 play W F7
#? []
2907 play B B2
#? []
2908 play B C6
#? []
2909 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
2910 gogui-rules_board_size
#? [7 7 hex]
2911 gogui-rules_captured_count
#? [0 0]
2912 gogui-rules_side_to_move
#? [white]
play B C6
# error: illegal move: it is not black's turn
play B C6
# error: illegal move: it is not black's turn
2913 clear_board
#? []
2914 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2915 gogui-rules_board_size
#? [7 7 hex]
2916 gogui-rules_captured_count
#? [0 0]
2917 gogui-rules_side_to_move
#? [black]
2943 clear_board
#? []
2944 play B A2
#? []
2945 play W F6
#? []
2946 play W F5
#? []
2947 play B E2
#? []
2948 play B B4
#? []
2949 play W F3
#? []
2950 play W F4
#? []
2951 play B D5
#? []
2952 play B C1
#? []
2953 play W A1
#? []
2954 play W B5
#? []
2955 play B C3
#? []
2956 play B E4
#? []
2957 play W G5
#? []
2958 play W B3
#? []
2959 play B G6
#? []
2960 play B G7
#? []
2961 play W D6
#? []
2962 play W C4
#? []
2963 play B C5
#? []
2964 play B D4
#? []
2965 play W A3
#? []
2966 play W F7
#? []
2967 play B B2
#? []
2968 play B C6
#? []
2969 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. \. O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
2970 gogui-rules_board_size
#? [7 7 hex]
2971 gogui-rules_captured_count
#? [0 0]
2972 gogui-rules_side_to_move
#? [white]
2973 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
2974 gogui-rules_legal_moves
#? [B1 D1 C2 D2 D3 E3 A4 G4 E5 E6 D7 E7 PASS]
2984 clear_board
#? []
2985 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
2986 gogui-rules_board_size
#? [7 7 hex]
2987 gogui-rules_captured_count
#? [0 0]
2988 gogui-rules_side_to_move
#? [black]
3014 clear_board
#? []
3015 play B A2
#? []
3016 play W F6
#? []
3017 play W F5
#? []
3018 play B E2
#? []
3019 play B B4
#? []
3020 play W F3
#? []
3021 play W F4
#? []
3022 play B D5
#? []
3023 play B C1
#? []
3024 play W A1
#? []
3025 play W B5
#? []
3026 play B C3
#? []
3027 play B E4
#? []
3028 play W G5
#? []
3029 play W B3
#? []
3030 play B G6
#? []
3031 play B G7
#? []
3032 play W D6
#? []
3033 play W C4
#? []
3034 play B C5
#? []
3035 play B D4
#? []
3036 play W A3
#? []
3037 play W F7
#? []
3038 play B B2
#? []
3039 play B C6
#? []
3040 play W E3
#? []
3041 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. O O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
3042 gogui-rules_board_size
#? [7 7 hex]
3043 gogui-rules_captured_count
#? [0 0]
3044 gogui-rules_side_to_move
#? [white]
3045 clear_board
#? []
3046 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3047 gogui-rules_board_size
#? [7 7 hex]
3048 gogui-rules_captured_count
#? [0 0]
3049 gogui-rules_side_to_move
#? [black]
3076 clear_board
#? []
3077 play B A2
#? []
3078 play W F6
#? []
3079 play W F5
#? []
3080 play B E2
#? []
3081 play B B4
#? []
3082 play W F3
#? []
3083 play W F4
#? []
3084 play B D5
#? []
3085 play B C1
#? []
3086 play W A1
#? []
3087 play W B5
#? []
3088 play B C3
#? []
3089 play B E4
#? []
3090 play W G5
#? []
3091 play W B3
#? []
3092 play B G6
#? []
3093 play B G7
#? []
3094 play W D6
#? []
3095 play W C4
#? []
3096 play B C5
#? []
3097 play B D4
#? []
3098 play W A3
#? []
3099 play W F7
#? []
3100 play B B2
#? []
3101 play B C6
#? []
3102 play W E3
#? []
3103 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. O O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
3104 gogui-rules_board_size
#? [7 7 hex]
3105 gogui-rules_captured_count
#? [0 0]
3106 gogui-rules_side_to_move
#? [white]
play W E3
# error: illegal move: E3 is occupied
play W E3
# error: illegal move: E3 is occupied
3107 clear_board
#? []
3108 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3109 gogui-rules_board_size
#? [7 7 hex]
3110 gogui-rules_captured_count
#? [0 0]
3111 gogui-rules_side_to_move
#? [black]
3138 clear_board
#? []
3139 play B A2
#? []
3140 play W F6
#? []
3141 play W F5
#? []
3142 play B E2
#? []
3143 play B B4
#? []
3144 play W F3
#? []
3145 play W F4
#? []
3146 play B D5
#? []
3147 play B C1
#? []
3148 play W A1
#? []
3149 play W B5
#? []
3150 play B C3
#? []
3151 play B E4
#? []
3152 play W G5
#? []
3153 play W B3
#? []
3154 play B G6
#? []
3155 play B G7
#? []
3156 play W D6
#? []
3157 play W C4
#? []
3158 play B C5
#? []
3159 play B D4
#? []
3160 play W A3
#? []
3161 play W F7
#? []
3162 play B B2
#? []
3163 play B C6
#? []
3164 play W E3
#? []
3165 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O \.\nO O X \. O O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
3166 gogui-rules_board_size
#? [7 7 hex]
3167 gogui-rules_captured_count
#? [0 0]
3168 gogui-rules_side_to_move
#? [white]
3169 gogui-rules_board_gfx
#? [LABEL E3 1/2\nTEXT white to move: 1 stone to place]
3170 gogui-rules_legal_moves
#? [B1 D1 C2 D2 D3 A4 G4 E5 E6 D7 E7]
3180 clear_board
#? []
3181 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3182 gogui-rules_board_size
#? [7 7 hex]
3183 gogui-rules_captured_count
#? [0 0]
3184 gogui-rules_side_to_move
#? [black]
3211 clear_board
#? []
3212 play B A2
#? []
3213 play W F6
#? []
3214 play W F5
#? []
3215 play B E2
#? []
3216 play B B4
#? []
3217 play W F3
#? []
3218 play W F4
#? []
3219 play B D5
#? []
3220 play B C1
#? []
3221 play W A1
#? []
3222 play W B5
#? []
3223 play B C3
#? []
3224 play B E4
#? []
3225 play W G5
#? []
3226 play W B3
#? []
3227 play B G6
#? []
3228 play B G7
#? []
3229 play W D6
#? []
3230 play W C4
#? []
3231 play B C5
#? []
3232 play B D4
#? []
3233 play W A3
#? []
3234 play W F7
#? []
3235 play B B2
#? []
3236 play B C6
#? []
3237 play W E3
#? []
3238 play W G4
#? []
3239 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O O\nO O X \. O O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
3240 gogui-rules_board_size
#? [7 7 hex]
3241 gogui-rules_captured_count
#? [0 0]
3242 gogui-rules_side_to_move
#? [black]
3243 clear_board
#? []
3244 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3245 gogui-rules_board_size
#? [7 7 hex]
3246 gogui-rules_captured_count
#? [0 0]
3247 gogui-rules_side_to_move
#? [black]
3275 clear_board
#? []
3276 play B A2
#? []
3277 play W F6
#? []
3278 play W F5
#? []
3279 play B E2
#? []
3280 play B B4
#? []
3281 play W F3
#? []
3282 play W F4
#? []
3283 play B D5
#? []
3284 play B C1
#? []
3285 play W A1
#? []
3286 play W B5
#? []
3287 play B C3
#? []
3288 play B E4
#? []
3289 play W G5
#? []
3290 play W B3
#? []
3291 play B G6
#? []
3292 play B G7
#? []
3293 play W D6
#? []
3294 play W C4
#? []
3295 play B C5
#? []
3296 play B D4
#? []
3297 play W A3
#? []
3298 play W F7
#? []
3299 play B B2
#? []
3300 play B C6
#? []
3301 play W E3
#? []
3302 play W G4
#? []
3303 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O O\nO O X \. O O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
3304 gogui-rules_board_size
#? [7 7 hex]
3305 gogui-rules_captured_count
#? [0 0]
3306 gogui-rules_side_to_move
#? [black]
play W G4
# error: illegal move: it is not white's turn
play W G4
# error: illegal move: it is not white's turn
3307 clear_board
#? []
3308 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3309 gogui-rules_board_size
#? [7 7 hex]
3310 gogui-rules_captured_count
#? [0 0]
3311 gogui-rules_side_to_move
#? [black]
3339 clear_board
#? []
3340 play B A2
#? []
3341 play W F6
#? []
3342 play W F5
#? []
3343 play B E2
#? []
3344 play B B4
#? []
3345 play W F3
#? []
3346 play W F4
#? []
3347 play B D5
#? []
3348 play B C1
#? []
3349 play W A1
#? []
3350 play W B5
#? []
3351 play B C3
#? []
3352 play B E4
#? []
3353 play W G5
#? []
3354 play W B3
#? []
3355 play B G6
#? []
3356 play B G7
#? []
3357 play W D6
#? []
3358 play W C4
#? []
3359 play B C5
#? []
3360 play B D4
#? []
3361 play W A3
#? []
3362 play W F7
#? []
3363 play B B2
#? []
3364 play B C6
#? []
3365 play W E3
#? []
3366 play W G4
#? []
3367 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O O\nO O X \. O O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
3368 gogui-rules_board_size
#? [7 7 hex]
3369 gogui-rules_captured_count
#? [0 0]
3370 gogui-rules_side_to_move
#? [black]
3371 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
3372 gogui-rules_legal_moves
#? [B1 D1 C2 D2 D3 A4 E5 E6 D7 E7 PASS]
3382 clear_board
#? []
3383 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3384 gogui-rules_board_size
#? [7 7 hex]
3385 gogui-rules_captured_count
#? [0 0]
3386 gogui-rules_side_to_move
#? [black]
3414 clear_board
#? []
3415 play B A2
#? []
3416 play W F6
#? []
3417 play W F5
#? []
3418 play B E2
#? []
3419 play B B4
#? []
3420 play W F3
#? []
3421 play W F4
#? []
3422 play B D5
#? []
3423 play B C1
#? []
3424 play W A1
#? []
3425 play W B5
#? []
3426 play B C3
#? []
3427 play B E4
#? []
3428 play W G5
#? []
3429 play W B3
#? []
3430 play B G6
#? []
3431 play B G7
#? []
3432 play W D6
#? []
3433 play W C4
#? []
3434 play B C5
#? []
3435 play B D4
#? []
3436 play W A3
#? []
3437 play W F7
#? []
3438 play B B2
#? []
3439 play B C6
#? []
3440 play W E3
#? []
3441 play W G4
#? []
3442 play B D3
#? []
3443 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
3444 gogui-rules_board_size
#? [7 7 hex]
3445 gogui-rules_captured_count
#? [0 0]
3446 gogui-rules_side_to_move
#? [black]
3447 clear_board
#? []
3448 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3449 gogui-rules_board_size
#? [7 7 hex]
3450 gogui-rules_captured_count
#? [0 0]
3451 gogui-rules_side_to_move
#? [black]
3480 clear_board
#? []
3481 play B A2
#? []
3482 play W F6
#? []
3483 play W F5
#? []
3484 play B E2
#? []
3485 play B B4
#? []
3486 play W F3
#? []
3487 play W F4
#? []
3488 play B D5
#? []
3489 play B C1
#? []
3490 play W A1
#? []
3491 play W B5
#? []
3492 play B C3
#? []
3493 play B E4
#? []
3494 play W G5
#? []
3495 play W B3
#? []
3496 play B G6
#? []
3497 play B G7
#? []
3498 play W D6
#? []
3499 play W C4
#? []
3500 play B C5
#? []
3501 play B D4
#? []
3502 play W A3
#? []
3503 play W F7
#? []
3504 play B B2
#? []
3505 play B C6
#? []
3506 play W E3
#? []
3507 play W G4
#? []
3508 play B D3
#? []
3509 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
3510 gogui-rules_board_size
#? [7 7 hex]
3511 gogui-rules_captured_count
#? [0 0]
3512 gogui-rules_side_to_move
#? [black]
play B D3
# error: illegal move: D3 is occupied
play B D3
# error: illegal move: D3 is occupied
3513 clear_board
#? []
3514 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3515 gogui-rules_board_size
#? [7 7 hex]
3516 gogui-rules_captured_count
#? [0 0]
3517 gogui-rules_side_to_move
#? [black]
3546 clear_board
#? []
3547 play B A2
#? []
3548 play W F6
#? []
3549 play W F5
#? []
3550 play B E2
#? []
3551 play B B4
#? []
3552 play W F3
#? []
3553 play W F4
#? []
3554 play B D5
#? []
3555 play B C1
#? []
3556 play W A1
#? []
3557 play W B5
#? []
3558 play B C3
#? []
3559 play B E4
#? []
3560 play W G5
#? []
3561 play W B3
#? []
3562 play B G6
#? []
3563 play B G7
#? []
3564 play W D6
#? []
3565 play W C4
#? []
3566 play B C5
#? []
3567 play B D4
#? []
3568 play W A3
#? []
3569 play W F7
#? []
3570 play B B2
#? []
3571 play B C6
#? []
3572 play W E3
#? []
3573 play W G4
#? []
3574 play B D3
#? []
3575 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO \. X \. \? \? \?]
3576 gogui-rules_board_size
#? [7 7 hex]
3577 gogui-rules_captured_count
#? [0 0]
3578 gogui-rules_side_to_move
#? [black]
3579 gogui-rules_board_gfx
#? [LABEL D3 1/2\nTEXT black to move: 1 stone to place]
3580 gogui-rules_legal_moves
#? [B1 D1 C2 D2 A4 E5 E6 D7 E7]
3590 clear_board
#? []
3591 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3592 gogui-rules_board_size
#? [7 7 hex]
3593 gogui-rules_captured_count
#? [0 0]
3594 gogui-rules_side_to_move
#? [black]
3623 clear_board
#? []
3624 play B A2
#? []
3625 play W F6
#? []
3626 play W F5
#? []
3627 play B E2
#? []
3628 play B B4
#? []
3629 play W F3
#? []
3630 play W F4
#? []
3631 play B D5
#? []
3632 play B C1
#? []
3633 play W A1
#? []
3634 play W B5
#? []
3635 play B C3
#? []
3636 play B E4
#? []
3637 play W G5
#? []
3638 play W B3
#? []
3639 play B G6
#? []
3640 play B G7
#? []
3641 play W D6
#? []
3642 play W C4
#? []
3643 play B C5
#? []
3644 play B D4
#? []
3645 play W A3
#? []
3646 play W F7
#? []
3647 play B B2
#? []
3648 play B C6
#? []
3649 play W E3
#? []
3650 play W G4
#? []
3651 play B D3
#? []
3652 play B D1
#? []
3653 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO \. X X \? \? \?]
3654 gogui-rules_board_size
#? [7 7 hex]
3655 gogui-rules_captured_count
#? [0 0]
3656 gogui-rules_side_to_move
#? [white]
3657 clear_board
#? []
3658 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3659 gogui-rules_board_size
#? [7 7 hex]
3660 gogui-rules_captured_count
#? [0 0]
3661 gogui-rules_side_to_move
#? [black]
3691 clear_board
#? []
3692 play B A2
#? []
3693 play W F6
#? []
3694 play W F5
#? []
3695 play B E2
#? []
3696 play B B4
#? []
3697 play W F3
#? []
3698 play W F4
#? []
3699 play B D5
#? []
3700 play B C1
#? []
3701 play W A1
#? []
3702 play W B5
#? []
3703 play B C3
#? []
3704 play B E4
#? []
3705 play W G5
#? []
3706 play W B3
#? []
3707 play B G6
#? []
3708 play B G7
#? []
3709 play W D6
#? []
3710 play W C4
#? []
3711 play B C5
#? []
3712 play B D4
#? []
3713 play W A3
#? []
3714 play W F7
#? []
3715 play B B2
#? []
3716 play B C6
#? []
3717 play W E3
#? []
3718 play W G4
#? []
3719 play B D3
#? []
3720 play B D1
#? []
3721 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO \. X X \? \? \?]
3722 gogui-rules_board_size
#? [7 7 hex]
3723 gogui-rules_captured_count
#? [0 0]
3724 gogui-rules_side_to_move
#? [white]
play B D1
# error: illegal move: it is not black's turn
play B D1
# error: illegal move: it is not black's turn
3725 clear_board
#? []
3726 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3727 gogui-rules_board_size
#? [7 7 hex]
3728 gogui-rules_captured_count
#? [0 0]
3729 gogui-rules_side_to_move
#? [black]
3759 clear_board
#? []
3760 play B A2
#? []
3761 play W F6
#? []
3762 play W F5
#? []
3763 play B E2
#? []
3764 play B B4
#? []
3765 play W F3
#? []
3766 play W F4
#? []
3767 play B D5
#? []
3768 play B C1
#? []
3769 play W A1
#? []
3770 play W B5
#? []
3771 play B C3
#? []
3772 play B E4
#? []
3773 play W G5
#? []
3774 play W B3
#? []
3775 play B G6
#? []
3776 play B G7
#? []
3777 play W D6
#? []
3778 play W C4
#? []
3779 play B C5
#? []
3780 play B D4
#? []
3781 play W A3
#? []
3782 play W F7
#? []
3783 play B B2
#? []
3784 play B C6
#? []
3785 play W E3
#? []
3786 play W G4
#? []
3787 play B D3
#? []
3788 play B D1
#? []
3789 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O \. O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO \. X X \? \? \?]
3790 gogui-rules_board_size
#? [7 7 hex]
3791 gogui-rules_captured_count
#? [0 0]
3792 gogui-rules_side_to_move
#? [white]
3793 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
3794 gogui-rules_legal_moves
#? [B1 C2 D2 A4 E5 E6 D7 E7 PASS]
3804 clear_board
#? []
3805 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3806 gogui-rules_board_size
#? [7 7 hex]
3807 gogui-rules_captured_count
#? [0 0]
3808 gogui-rules_side_to_move
#? [black]
3838 clear_board
#? []
3839 play B A2
#? []
3840 play W F6
#? []
3841 play W F5
#? []
3842 play B E2
#? []
3843 play B B4
#? []
3844 play W F3
#? []
3845 play W F4
#? []
3846 play B D5
#? []
3847 play B C1
#? []
3848 play W A1
#? []
3849 play W B5
#? []
3850 play B C3
#? []
3851 play B E4
#? []
3852 play W G5
#? []
3853 play W B3
#? []
3854 play B G6
#? []
3855 play B G7
#? []
3856 play W D6
#? []
3857 play W C4
#? []
3858 play B C5
#? []
3859 play B D4
#? []
3860 play W A3
#? []
3861 play W F7
#? []
3862 play B B2
#? []
3863 play B C6
#? []
3864 play W E3
#? []
3865 play W G4
#? []
3866 play B D3
#? []
3867 play B D1
#? []
3868 play W E6
#? []
3869 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO \. X X \? \? \?]
3870 gogui-rules_board_size
#? [7 7 hex]
3871 gogui-rules_captured_count
#? [0 0]
3872 gogui-rules_side_to_move
#? [white]
3873 clear_board
#? []
3874 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3875 gogui-rules_board_size
#? [7 7 hex]
3876 gogui-rules_captured_count
#? [0 0]
3877 gogui-rules_side_to_move
#? [black]
3908 clear_board
#? []
3909 play B A2
#? []
3910 play W F6
#? []
3911 play W F5
#? []
3912 play B E2
#? []
3913 play B B4
#? []
3914 play W F3
#? []
3915 play W F4
#? []
3916 play B D5
#? []
3917 play B C1
#? []
3918 play W A1
#? []
3919 play W B5
#? []
3920 play B C3
#? []
3921 play B E4
#? []
3922 play W G5
#? []
3923 play W B3
#? []
3924 play B G6
#? []
3925 play B G7
#? []
3926 play W D6
#? []
3927 play W C4
#? []
3928 play B C5
#? []
3929 play B D4
#? []
3930 play W A3
#? []
3931 play W F7
#? []
3932 play B B2
#? []
3933 play B C6
#? []
3934 play W E3
#? []
3935 play W G4
#? []
3936 play B D3
#? []
3937 play B D1
#? []
3938 play W E6
#? []
3939 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO \. X X \? \? \?]
3940 gogui-rules_board_size
#? [7 7 hex]
3941 gogui-rules_captured_count
#? [0 0]
3942 gogui-rules_side_to_move
#? [white]
play W E6
# error: illegal move: E6 is occupied
play W E6
# error: illegal move: E6 is occupied
3943 clear_board
#? []
3944 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
3945 gogui-rules_board_size
#? [7 7 hex]
3946 gogui-rules_captured_count
#? [0 0]
3947 gogui-rules_side_to_move
#? [black]
3978 clear_board
#? []
3979 play B A2
#? []
3980 play W F6
#? []
3981 play W F5
#? []
3982 play B E2
#? []
3983 play B B4
#? []
3984 play W F3
#? []
3985 play W F4
#? []
3986 play B D5
#? []
3987 play B C1
#? []
3988 play W A1
#? []
3989 play W B5
#? []
3990 play B C3
#? []
3991 play B E4
#? []
3992 play W G5
#? []
3993 play W B3
#? []
3994 play B G6
#? []
3995 play B G7
#? []
3996 play W D6
#? []
3997 play W C4
#? []
3998 play B C5
#? []
3999 play B D4
#? []
4000 play W A3
#? []
4001 play W F7
#? []
4002 play B B2
#? []
4003 play B C6
#? []
4004 play W E3
#? []
4005 play W G4
#? []
4006 play B D3
#? []
4007 play B D1
#? []
4008 play W E6
#? []
4009 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO \. X X \? \? \?]
4010 gogui-rules_board_size
#? [7 7 hex]
4011 gogui-rules_captured_count
#? [0 0]
4012 gogui-rules_side_to_move
#? [white]
4013 gogui-rules_board_gfx
#? [LABEL E6 1/2\nTEXT white to move: 1 stone to place]
4014 gogui-rules_legal_moves
#? [B1 C2 D2 A4 E5 D7 E7]
4024 clear_board
#? []
4025 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4026 gogui-rules_board_size
#? [7 7 hex]
4027 gogui-rules_captured_count
#? [0 0]
4028 gogui-rules_side_to_move
#? [black]
4059 clear_board
#? []
4060 play B A2
#? []
4061 play W F6
#? []
4062 play W F5
#? []
4063 play B E2
#? []
4064 play B B4
#? []
4065 play W F3
#? []
4066 play W F4
#? []
4067 play B D5
#? []
4068 play B C1
#? []
4069 play W A1
#? []
4070 play W B5
#? []
4071 play B C3
#? []
4072 play B E4
#? []
4073 play W G5
#? []
4074 play W B3
#? []
4075 play B G6
#? []
4076 play B G7
#? []
4077 play W D6
#? []
4078 play W C4
#? []
4079 play B C5
#? []
4080 play B D4
#? []
4081 play W A3
#? []
4082 play W F7
#? []
4083 play B B2
#? []
4084 play B C6
#? []
4085 play W E3
#? []
4086 play W G4
#? []
4087 play B D3
#? []
4088 play B D1
#? []
4089 play W E6
#? []
4090 play W B1
#? []
4091 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO O X X \? \? \?]
4092 gogui-rules_board_size
#? [7 7 hex]
4093 gogui-rules_captured_count
#? [0 0]
4094 gogui-rules_side_to_move
#? [black]
4095 clear_board
#? []
4096 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4097 gogui-rules_board_size
#? [7 7 hex]
4098 gogui-rules_captured_count
#? [0 0]
4099 gogui-rules_side_to_move
#? [black]
4131 clear_board
#? []
4132 play B A2
#? []
4133 play W F6
#? []
4134 play W F5
#? []
4135 play B E2
#? []
4136 play B B4
#? []
4137 play W F3
#? []
4138 play W F4
#? []
4139 play B D5
#? []
4140 play B C1
#? []
4141 play W A1
#? []
4142 play W B5
#? []
4143 play B C3
#? []
4144 play B E4
#? []
4145 play W G5
#? []
4146 play W B3
#? []
4147 play B G6
#? []
4148 play B G7
#? []
4149 play W D6
#? []
4150 play W C4
#? []
4151 play B C5
#? []
4152 play B D4
#? []
4153 play W A3
#? []
4154 play W F7
#? []
4155 play B B2
#? []
4156 play B C6
#? []
4157 play W E3
#? []
4158 play W G4
#? []
4159 play B D3
#? []
4160 play B D1
#? []
4161 play W E6
#? []
4162 play W B1
#? []
4163 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO O X X \? \? \?]
4164 gogui-rules_board_size
#? [7 7 hex]
4165 gogui-rules_captured_count
#? [0 0]
4166 gogui-rules_side_to_move
#? [black]
play W B1
# error: illegal move: it is not white's turn
play W B1
# error: illegal move: it is not white's turn
4167 clear_board
#? []
4168 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4169 gogui-rules_board_size
#? [7 7 hex]
4170 gogui-rules_captured_count
#? [0 0]
4171 gogui-rules_side_to_move
#? [black]
4203 clear_board
#? []
4204 play B A2
#? []
4205 play W F6
#? []
4206 play W F5
#? []
4207 play B E2
#? []
4208 play B B4
#? []
4209 play W F3
#? []
4210 play W F4
#? []
4211 play B D5
#? []
4212 play B C1
#? []
4213 play W A1
#? []
4214 play W B5
#? []
4215 play B C3
#? []
4216 play B E4
#? []
4217 play W G5
#? []
4218 play W B3
#? []
4219 play B G6
#? []
4220 play B G7
#? []
4221 play W D6
#? []
4222 play W C4
#? []
4223 play B C5
#? []
4224 play B D4
#? []
4225 play W A3
#? []
4226 play W F7
#? []
4227 play B B2
#? []
4228 play B C6
#? []
4229 play W E3
#? []
4230 play W G4
#? []
4231 play B D3
#? []
4232 play B D1
#? []
4233 play W E6
#? []
4234 play W B1
#? []
4235 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X \. \. X \? \?\nO O X X \? \? \?]
4236 gogui-rules_board_size
#? [7 7 hex]
4237 gogui-rules_captured_count
#? [0 0]
4238 gogui-rules_side_to_move
#? [black]
4239 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
4240 gogui-rules_legal_moves
#? [C2 D2 A4 E5 D7 E7 PASS]
4250 clear_board
#? []
4251 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4252 gogui-rules_board_size
#? [7 7 hex]
4253 gogui-rules_captured_count
#? [0 0]
4254 gogui-rules_side_to_move
#? [black]
4286 clear_board
#? []
4287 play B A2
#? []
4288 play W F6
#? []
4289 play W F5
#? []
4290 play B E2
#? []
4291 play B B4
#? []
4292 play W F3
#? []
4293 play W F4
#? []
4294 play B D5
#? []
4295 play B C1
#? []
4296 play W A1
#? []
4297 play W B5
#? []
4298 play B C3
#? []
4299 play B E4
#? []
4300 play W G5
#? []
4301 play W B3
#? []
4302 play B G6
#? []
4303 play B G7
#? []
4304 play W D6
#? []
4305 play W C4
#? []
4306 play B C5
#? []
4307 play B D4
#? []
4308 play W A3
#? []
4309 play W F7
#? []
4310 play B B2
#? []
4311 play B C6
#? []
4312 play W E3
#? []
4313 play W G4
#? []
4314 play B D3
#? []
4315 play B D1
#? []
4316 play W E6
#? []
4317 play W B1
#? []
4318 play B C2
#? []
4319 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
4320 gogui-rules_board_size
#? [7 7 hex]
4321 gogui-rules_captured_count
#? [0 0]
4322 gogui-rules_side_to_move
#? [black]
4323 clear_board
#? []
4324 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4325 gogui-rules_board_size
#? [7 7 hex]
4326 gogui-rules_captured_count
#? [0 0]
4327 gogui-rules_side_to_move
#? [black]
4360 clear_board
#? []
4361 play B A2
#? []
4362 play W F6
#? []
4363 play W F5
#? []
4364 play B E2
#? []
4365 play B B4
#? []
4366 play W F3
#? []
4367 play W F4
#? []
4368 play B D5
#? []
4369 play B C1
#? []
4370 play W A1
#? []
4371 play W B5
#? []
4372 play B C3
#? []
4373 play B E4
#? []
4374 play W G5
#? []
4375 play W B3
#? []
4376 play B G6
#? []
4377 play B G7
#? []
4378 play W D6
#? []
4379 play W C4
#? []
4380 play B C5
#? []
4381 play B D4
#? []
4382 play W A3
#? []
4383 play W F7
#? []
4384 play B B2
#? []
4385 play B C6
#? []
4386 play W E3
#? []
4387 play W G4
#? []
4388 play B D3
#? []
4389 play B D1
#? []
4390 play W E6
#? []
4391 play W B1
#? []
4392 play B C2
#? []
4393 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
4394 gogui-rules_board_size
#? [7 7 hex]
4395 gogui-rules_captured_count
#? [0 0]
4396 gogui-rules_side_to_move
#? [black]
play B C2
# error: illegal move: C2 is occupied
play B C2
# error: illegal move: C2 is occupied
4397 clear_board
#? []
4398 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4399 gogui-rules_board_size
#? [7 7 hex]
4400 gogui-rules_captured_count
#? [0 0]
4401 gogui-rules_side_to_move
#? [black]
4434 clear_board
#? []
4435 play B A2
#? []
4436 play W F6
#? []
4437 play W F5
#? []
4438 play B E2
#? []
4439 play B B4
#? []
4440 play W F3
#? []
4441 play W F4
#? []
4442 play B D5
#? []
4443 play B C1
#? []
4444 play W A1
#? []
4445 play W B5
#? []
4446 play B C3
#? []
4447 play B E4
#? []
4448 play W G5
#? []
4449 play W B3
#? []
4450 play B G6
#? []
4451 play B G7
#? []
4452 play W D6
#? []
4453 play W C4
#? []
4454 play B C5
#? []
4455 play B D4
#? []
4456 play W A3
#? []
4457 play W F7
#? []
4458 play B B2
#? []
4459 play B C6
#? []
4460 play W E3
#? []
4461 play W G4
#? []
4462 play B D3
#? []
4463 play B D1
#? []
4464 play W E6
#? []
4465 play W B1
#? []
4466 play B C2
#? []
4467 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X \. O O\n\. X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
4468 gogui-rules_board_size
#? [7 7 hex]
4469 gogui-rules_captured_count
#? [0 0]
4470 gogui-rules_side_to_move
#? [black]
4471 gogui-rules_board_gfx
#? [LABEL C2 1/2\nTEXT black to move: 1 stone to place]
4472 gogui-rules_legal_moves
#? [D2 A4 E5 D7 E7]
4482 clear_board
#? []
4483 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4484 gogui-rules_board_size
#? [7 7 hex]
4485 gogui-rules_captured_count
#? [0 0]
4486 gogui-rules_side_to_move
#? [black]
4519 clear_board
#? []
4520 play B A2
#? []
4521 play W F6
#? []
4522 play W F5
#? []
4523 play B E2
#? []
4524 play B B4
#? []
4525 play W F3
#? []
4526 play W F4
#? []
4527 play B D5
#? []
4528 play B C1
#? []
4529 play W A1
#? []
4530 play W B5
#? []
4531 play B C3
#? []
4532 play B E4
#? []
4533 play W G5
#? []
4534 play W B3
#? []
4535 play B G6
#? []
4536 play B G7
#? []
4537 play W D6
#? []
4538 play W C4
#? []
4539 play B C5
#? []
4540 play B D4
#? []
4541 play W A3
#? []
4542 play W F7
#? []
4543 play B B2
#? []
4544 play B C6
#? []
4545 play W E3
#? []
4546 play W G4
#? []
4547 play B D3
#? []
4548 play B D1
#? []
4549 play W E6
#? []
4550 play W B1
#? []
4551 play B C2
#? []
4552 play B E5
#? []
4553 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X X O O\n\. X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
4554 gogui-rules_board_size
#? [7 7 hex]
4555 gogui-rules_captured_count
#? [0 0]
4556 gogui-rules_side_to_move
#? [white]
4557 clear_board
#? []
4558 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4559 gogui-rules_board_size
#? [7 7 hex]
4560 gogui-rules_captured_count
#? [0 0]
4561 gogui-rules_side_to_move
#? [black]
4595 clear_board
#? []
4596 play B A2
#? []
4597 play W F6
#? []
4598 play W F5
#? []
4599 play B E2
#? []
4600 play B B4
#? []
4601 play W F3
#? []
4602 play W F4
#? []
4603 play B D5
#? []
4604 play B C1
#? []
4605 play W A1
#? []
4606 play W B5
#? []
4607 play B C3
#? []
4608 play B E4
#? []
4609 play W G5
#? []
4610 play W B3
#? []
4611 play B G6
#? []
4612 play B G7
#? []
4613 play W D6
#? []
4614 play W C4
#? []
4615 play B C5
#? []
4616 play B D4
#? []
4617 play W A3
#? []
4618 play W F7
#? []
4619 play B B2
#? []
4620 play B C6
#? []
4621 play W E3
#? []
4622 play W G4
#? []
4623 play B D3
#? []
4624 play B D1
#? []
4625 play W E6
#? []
4626 play W B1
#? []
4627 play B C2
#? []
4628 play B E5
#? []
4629 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X X O O\n\. X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
4630 gogui-rules_board_size
#? [7 7 hex]
4631 gogui-rules_captured_count
#? [0 0]
4632 gogui-rules_side_to_move
#? [white]
play B E5
# error: illegal move: it is not black's turn
play B E5
# error: illegal move: it is not black's turn
4633 clear_board
#? []
4634 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4635 gogui-rules_board_size
#? [7 7 hex]
4636 gogui-rules_captured_count
#? [0 0]
4637 gogui-rules_side_to_move
#? [black]
4671 clear_board
#? []
4672 play B A2
#? []
4673 play W F6
#? []
4674 play W F5
#? []
4675 play B E2
#? []
4676 play B B4
#? []
4677 play W F3
#? []
4678 play W F4
#? []
4679 play B D5
#? []
4680 play B C1
#? []
4681 play W A1
#? []
4682 play W B5
#? []
4683 play B C3
#? []
4684 play B E4
#? []
4685 play W G5
#? []
4686 play W B3
#? []
4687 play B G6
#? []
4688 play B G7
#? []
4689 play W D6
#? []
4690 play W C4
#? []
4691 play B C5
#? []
4692 play B D4
#? []
4693 play W A3
#? []
4694 play W F7
#? []
4695 play B B2
#? []
4696 play B C6
#? []
4697 play W E3
#? []
4698 play W G4
#? []
4699 play B D3
#? []
4700 play B D1
#? []
4701 play W E6
#? []
4702 play W B1
#? []
4703 play B C2
#? []
4704 play B E5
#? []
4705 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X X O O\n\. X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
4706 gogui-rules_board_size
#? [7 7 hex]
4707 gogui-rules_captured_count
#? [0 0]
4708 gogui-rules_side_to_move
#? [white]
4709 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
4710 gogui-rules_legal_moves
#? [D2 A4 D7 E7 PASS]
4720 clear_board
#? []
4721 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4722 gogui-rules_board_size
#? [7 7 hex]
4723 gogui-rules_captured_count
#? [0 0]
4724 gogui-rules_side_to_move
#? [black]
4758 clear_board
#? []
4759 play B A2
#? []
4760 play W F6
#? []
4761 play W F5
#? []
4762 play B E2
#? []
4763 play B B4
#? []
4764 play W F3
#? []
4765 play W F4
#? []
4766 play B D5
#? []
4767 play B C1
#? []
4768 play W A1
#? []
4769 play W B5
#? []
4770 play B C3
#? []
4771 play B E4
#? []
4772 play W G5
#? []
4773 play W B3
#? []
4774 play B G6
#? []
4775 play B G7
#? []
4776 play W D6
#? []
4777 play W C4
#? []
4778 play B C5
#? []
4779 play B D4
#? []
4780 play W A3
#? []
4781 play W F7
#? []
4782 play B B2
#? []
4783 play B C6
#? []
4784 play W E3
#? []
4785 play W G4
#? []
4786 play B D3
#? []
4787 play B D1
#? []
4788 play W E6
#? []
4789 play W B1
#? []
4790 play B C2
#? []
4791 play B E5
#? []
4792 play W A4
#? []
4793 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
4794 gogui-rules_board_size
#? [7 7 hex]
4795 gogui-rules_captured_count
#? [0 0]
4796 gogui-rules_side_to_move
#? [white]
4797 clear_board
#? []
4798 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4799 gogui-rules_board_size
#? [7 7 hex]
4800 gogui-rules_captured_count
#? [0 0]
4801 gogui-rules_side_to_move
#? [black]
4836 clear_board
#? []
4837 play B A2
#? []
4838 play W F6
#? []
4839 play W F5
#? []
4840 play B E2
#? []
4841 play B B4
#? []
4842 play W F3
#? []
4843 play W F4
#? []
4844 play B D5
#? []
4845 play B C1
#? []
4846 play W A1
#? []
4847 play W B5
#? []
4848 play B C3
#? []
4849 play B E4
#? []
4850 play W G5
#? []
4851 play W B3
#? []
4852 play B G6
#? []
4853 play B G7
#? []
4854 play W D6
#? []
4855 play W C4
#? []
4856 play B C5
#? []
4857 play B D4
#? []
4858 play W A3
#? []
4859 play W F7
#? []
4860 play B B2
#? []
4861 play B C6
#? []
4862 play W E3
#? []
4863 play W G4
#? []
4864 play B D3
#? []
4865 play B D1
#? []
4866 play W E6
#? []
4867 play W B1
#? []
4868 play B C2
#? []
4869 play B E5
#? []
4870 play W A4
#? []
4871 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
4872 gogui-rules_board_size
#? [7 7 hex]
4873 gogui-rules_captured_count
#? [0 0]
4874 gogui-rules_side_to_move
#? [white]
play W A4
# error: illegal move: A4 is occupied
play W A4
# error: illegal move: A4 is occupied
4875 clear_board
#? []
4876 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4877 gogui-rules_board_size
#? [7 7 hex]
4878 gogui-rules_captured_count
#? [0 0]
4879 gogui-rules_side_to_move
#? [black]
4914 clear_board
#? []
4915 play B A2
#? []
4916 play W F6
#? []
4917 play W F5
#? []
4918 play B E2
#? []
4919 play B B4
#? []
4920 play W F3
#? []
4921 play W F4
#? []
4922 play B D5
#? []
4923 play B C1
#? []
4924 play W A1
#? []
4925 play W B5
#? []
4926 play B C3
#? []
4927 play B E4
#? []
4928 play W G5
#? []
4929 play W B3
#? []
4930 play B G6
#? []
4931 play B G7
#? []
4932 play W D6
#? []
4933 play W C4
#? []
4934 play B C5
#? []
4935 play B D4
#? []
4936 play W A3
#? []
4937 play W F7
#? []
4938 play B B2
#? []
4939 play B C6
#? []
4940 play W E3
#? []
4941 play W G4
#? []
4942 play B D3
#? []
4943 play B D1
#? []
4944 play W E6
#? []
4945 play W B1
#? []
4946 play B C2
#? []
4947 play B E5
#? []
4948 play W A4
#? []
4949 gogui-rules_board
#? [\? \? \? \. \. O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
4950 gogui-rules_board_size
#? [7 7 hex]
4951 gogui-rules_captured_count
#? [0 0]
4952 gogui-rules_side_to_move
#? [white]
4953 gogui-rules_board_gfx
#? [LABEL A4 1/2\nTEXT white to move: 1 stone to place]
4954 gogui-rules_legal_moves
#? [D2 D7 E7]
4964 clear_board
#? []
4965 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
4966 gogui-rules_board_size
#? [7 7 hex]
4967 gogui-rules_captured_count
#? [0 0]
4968 gogui-rules_side_to_move
#? [black]
5003 clear_board
#? []
5004 play B A2
#? []
5005 play W F6
#? []
5006 play W F5
#? []
5007 play B E2
#? []
5008 play B B4
#? []
5009 play W F3
#? []
5010 play W F4
#? []
5011 play B D5
#? []
5012 play B C1
#? []
5013 play W A1
#? []
5014 play W B5
#? []
5015 play B C3
#? []
5016 play B E4
#? []
5017 play W G5
#? []
5018 play W B3
#? []
5019 play B G6
#? []
5020 play B G7
#? []
5021 play W D6
#? []
5022 play W C4
#? []
5023 play B C5
#? []
5024 play B D4
#? []
5025 play W A3
#? []
5026 play W F7
#? []
5027 play B B2
#? []
5028 play B C6
#? []
5029 play W E3
#? []
5030 play W G4
#? []
5031 play B D3
#? []
5032 play B D1
#? []
5033 play W E6
#? []
5034 play W B1
#? []
5035 play B C2
#? []
5036 play B E5
#? []
5037 play W A4
#? []
5038 play W E7
#? []
5039 gogui-rules_board
#? [\? \? \? \. O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
5040 gogui-rules_board_size
#? [7 7 hex]
5041 gogui-rules_captured_count
#? [0 0]
5042 gogui-rules_side_to_move
#? [black]
5043 clear_board
#? []
5044 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5045 gogui-rules_board_size
#? [7 7 hex]
5046 gogui-rules_captured_count
#? [0 0]
5047 gogui-rules_side_to_move
#? [black]
5083 clear_board
#? []
5084 play B A2
#? []
5085 play W F6
#? []
5086 play W F5
#? []
5087 play B E2
#? []
5088 play B B4
#? []
5089 play W F3
#? []
5090 play W F4
#? []
5091 play B D5
#? []
5092 play B C1
#? []
5093 play W A1
#? []
5094 play W B5
#? []
5095 play B C3
#? []
5096 play B E4
#? []
5097 play W G5
#? []
5098 play W B3
#? []
5099 play B G6
#? []
5100 play B G7
#? []
5101 play W D6
#? []
5102 play W C4
#? []
5103 play B C5
#? []
5104 play B D4
#? []
5105 play W A3
#? []
5106 play W F7
#? []
5107 play B B2
#? []
5108 play B C6
#? []
5109 play W E3
#? []
5110 play W G4
#? []
5111 play B D3
#? []
5112 play B D1
#? []
5113 play W E6
#? []
5114 play W B1
#? []
5115 play B C2
#? []
5116 play B E5
#? []
5117 play W A4
#? []
5118 play W E7
#? []
5119 gogui-rules_board
#? [\? \? \? \. O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
5120 gogui-rules_board_size
#? [7 7 hex]
5121 gogui-rules_captured_count
#? [0 0]
5122 gogui-rules_side_to_move
#? [black]
play W E7
# error: illegal move: it is not white's turn
play W E7
# error: illegal move: it is not white's turn
5123 clear_board
#? []
5124 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5125 gogui-rules_board_size
#? [7 7 hex]
5126 gogui-rules_captured_count
#? [0 0]
5127 gogui-rules_side_to_move
#? [black]
5163 clear_board
#? []
5164 play B A2
#? []
5165 play W F6
#? []
5166 play W F5
#? []
5167 play B E2
#? []
5168 play B B4
#? []
5169 play W F3
#? []
5170 play W F4
#? []
5171 play B D5
#? []
5172 play B C1
#? []
5173 play W A1
#? []
5174 play W B5
#? []
5175 play B C3
#? []
5176 play B E4
#? []
5177 play W G5
#? []
5178 play W B3
#? []
5179 play B G6
#? []
5180 play B G7
#? []
5181 play W D6
#? []
5182 play W C4
#? []
5183 play B C5
#? []
5184 play B D4
#? []
5185 play W A3
#? []
5186 play W F7
#? []
5187 play B B2
#? []
5188 play B C6
#? []
5189 play W E3
#? []
5190 play W G4
#? []
5191 play B D3
#? []
5192 play B D1
#? []
5193 play W E6
#? []
5194 play W B1
#? []
5195 play B C2
#? []
5196 play B E5
#? []
5197 play W A4
#? []
5198 play W E7
#? []
5199 gogui-rules_board
#? [\? \? \? \. O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
5200 gogui-rules_board_size
#? [7 7 hex]
5201 gogui-rules_captured_count
#? [0 0]
5202 gogui-rules_side_to_move
#? [black]
5203 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
5204 gogui-rules_legal_moves
#? [D2 D7 PASS]
5214 clear_board
#? []
5215 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5216 gogui-rules_board_size
#? [7 7 hex]
5217 gogui-rules_captured_count
#? [0 0]
5218 gogui-rules_side_to_move
#? [black]
5254 clear_board
#? []
5255 play B A2
#? []
5256 play W F6
#? []
5257 play W F5
#? []
5258 play B E2
#? []
5259 play B B4
#? []
5260 play W F3
#? []
5261 play W F4
#? []
5262 play B D5
#? []
5263 play B C1
#? []
5264 play W A1
#? []
5265 play W B5
#? []
5266 play B C3
#? []
5267 play B E4
#? []
5268 play W G5
#? []
5269 play W B3
#? []
5270 play B G6
#? []
5271 play B G7
#? []
5272 play W D6
#? []
5273 play W C4
#? []
5274 play B C5
#? []
5275 play B D4
#? []
5276 play W A3
#? []
5277 play W F7
#? []
5278 play B B2
#? []
5279 play B C6
#? []
5280 play W E3
#? []
5281 play W G4
#? []
5282 play B D3
#? []
5283 play B D1
#? []
5284 play W E6
#? []
5285 play W B1
#? []
5286 play B C2
#? []
5287 play B E5
#? []
5288 play W A4
#? []
5289 play W E7
#? []
5290 play B D7
#? []
5291 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
5292 gogui-rules_board_size
#? [7 7 hex]
5293 gogui-rules_captured_count
#? [0 0]
5294 gogui-rules_side_to_move
#? [black]
5295 clear_board
#? []
5296 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5297 gogui-rules_board_size
#? [7 7 hex]
5298 gogui-rules_captured_count
#? [0 0]
5299 gogui-rules_side_to_move
#? [black]
5336 clear_board
#? []
5337 play B A2
#? []
5338 play W F6
#? []
5339 play W F5
#? []
5340 play B E2
#? []
5341 play B B4
#? []
5342 play W F3
#? []
5343 play W F4
#? []
5344 play B D5
#? []
5345 play B C1
#? []
5346 play W A1
#? []
5347 play W B5
#? []
5348 play B C3
#? []
5349 play B E4
#? []
5350 play W G5
#? []
5351 play W B3
#? []
5352 play B G6
#? []
5353 play B G7
#? []
5354 play W D6
#? []
5355 play W C4
#? []
5356 play B C5
#? []
5357 play B D4
#? []
5358 play W A3
#? []
5359 play W F7
#? []
5360 play B B2
#? []
5361 play B C6
#? []
5362 play W E3
#? []
5363 play W G4
#? []
5364 play B D3
#? []
5365 play B D1
#? []
5366 play W E6
#? []
5367 play W B1
#? []
5368 play B C2
#? []
5369 play B E5
#? []
5370 play W A4
#? []
5371 play W E7
#? []
5372 play B D7
#? []
5373 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
5374 gogui-rules_board_size
#? [7 7 hex]
5375 gogui-rules_captured_count
#? [0 0]
5376 gogui-rules_side_to_move
#? [black]
play B D7
# error: illegal move: D7 is occupied
play B D7
# error: illegal move: D7 is occupied
5377 clear_board
#? []
5378 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5379 gogui-rules_board_size
#? [7 7 hex]
5380 gogui-rules_captured_count
#? [0 0]
5381 gogui-rules_side_to_move
#? [black]
5418 clear_board
#? []
5419 play B A2
#? []
5420 play W F6
#? []
5421 play W F5
#? []
5422 play B E2
#? []
5423 play B B4
#? []
5424 play W F3
#? []
5425 play W F4
#? []
5426 play B D5
#? []
5427 play B C1
#? []
5428 play W A1
#? []
5429 play W B5
#? []
5430 play B C3
#? []
5431 play B E4
#? []
5432 play W G5
#? []
5433 play W B3
#? []
5434 play B G6
#? []
5435 play B G7
#? []
5436 play W D6
#? []
5437 play W C4
#? []
5438 play B C5
#? []
5439 play B D4
#? []
5440 play W A3
#? []
5441 play W F7
#? []
5442 play B B2
#? []
5443 play B C6
#? []
5444 play W E3
#? []
5445 play W G4
#? []
5446 play B D3
#? []
5447 play B D1
#? []
5448 play W E6
#? []
5449 play W B1
#? []
5450 play B C2
#? []
5451 play B E5
#? []
5452 play W A4
#? []
5453 play W E7
#? []
5454 play B D7
#? []
5455 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X \. X \? \?\nO O X X \? \? \?]
5456 gogui-rules_board_size
#? [7 7 hex]
5457 gogui-rules_captured_count
#? [0 0]
5458 gogui-rules_side_to_move
#? [black]
5459 gogui-rules_board_gfx
#? [LABEL D7 1/2\nTEXT black to move: 1 stone to place]
5460 gogui-rules_legal_moves
#? [D2]
5470 clear_board
#? []
5471 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5472 gogui-rules_board_size
#? [7 7 hex]
5473 gogui-rules_captured_count
#? [0 0]
5474 gogui-rules_side_to_move
#? [black]
5511 clear_board
#? []
5512 play B A2
#? []
5513 play W F6
#? []
5514 play W F5
#? []
5515 play B E2
#? []
5516 play B B4
#? []
5517 play W F3
#? []
5518 play W F4
#? []
5519 play B D5
#? []
5520 play B C1
#? []
5521 play W A1
#? []
5522 play W B5
#? []
5523 play B C3
#? []
5524 play B E4
#? []
5525 play W G5
#? []
5526 play W B3
#? []
5527 play B G6
#? []
5528 play B G7
#? []
5529 play W D6
#? []
5530 play W C4
#? []
5531 play B C5
#? []
5532 play B D4
#? []
5533 play W A3
#? []
5534 play W F7
#? []
5535 play B B2
#? []
5536 play B C6
#? []
5537 play W E3
#? []
5538 play W G4
#? []
5539 play B D3
#? []
5540 play B D1
#? []
5541 play W E6
#? []
5542 play W B1
#? []
5543 play B C2
#? []
5544 play B E5
#? []
5545 play W A4
#? []
5546 play W E7
#? []
5547 play B D7
#? []
5548 play B D2
#? []
5549 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
5550 gogui-rules_board_size
#? [7 7 hex]
5551 gogui-rules_captured_count
#? [0 0]
5552 gogui-rules_side_to_move
#? [white]
5553 clear_board
#? []
5554 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5555 gogui-rules_board_size
#? [7 7 hex]
5556 gogui-rules_captured_count
#? [0 0]
5557 gogui-rules_side_to_move
#? [black]
5595 clear_board
#? []
5596 play B A2
#? []
5597 play W F6
#? []
5598 play W F5
#? []
5599 play B E2
#? []
5600 play B B4
#? []
5601 play W F3
#? []
5602 play W F4
#? []
5603 play B D5
#? []
5604 play B C1
#? []
5605 play W A1
#? []
5606 play W B5
#? []
5607 play B C3
#? []
5608 play B E4
#? []
5609 play W G5
#? []
5610 play W B3
#? []
5611 play B G6
#? []
5612 play B G7
#? []
5613 play W D6
#? []
5614 play W C4
#? []
5615 play B C5
#? []
5616 play B D4
#? []
5617 play W A3
#? []
5618 play W F7
#? []
5619 play B B2
#? []
5620 play B C6
#? []
5621 play W E3
#? []
5622 play W G4
#? []
5623 play B D3
#? []
5624 play B D1
#? []
5625 play W E6
#? []
5626 play W B1
#? []
5627 play B C2
#? []
5628 play B E5
#? []
5629 play W A4
#? []
5630 play W E7
#? []
5631 play B D7
#? []
5632 play B D2
#? []
5633 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
5634 gogui-rules_board_size
#? [7 7 hex]
5635 gogui-rules_captured_count
#? [0 0]
5636 gogui-rules_side_to_move
#? [white]
play B D2
# error: illegal move: it is not black's turn
play B D2
# error: illegal move: it is not black's turn
5637 clear_board
#? []
5638 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5639 gogui-rules_board_size
#? [7 7 hex]
5640 gogui-rules_captured_count
#? [0 0]
5641 gogui-rules_side_to_move
#? [black]
5679 clear_board
#? []
5680 play B A2
#? []
5681 play W F6
#? []
5682 play W F5
#? []
5683 play B E2
#? []
5684 play B B4
#? []
5685 play W F3
#? []
5686 play W F4
#? []
5687 play B D5
#? []
5688 play B C1
#? []
5689 play W A1
#? []
5690 play W B5
#? []
5691 play B C3
#? []
5692 play B E4
#? []
5693 play W G5
#? []
5694 play W B3
#? []
5695 play B G6
#? []
5696 play B G7
#? []
5697 play W D6
#? []
5698 play W C4
#? []
5699 play B C5
#? []
5700 play B D4
#? []
5701 play W A3
#? []
5702 play W F7
#? []
5703 play B B2
#? []
5704 play B C6
#? []
5705 play W E3
#? []
5706 play W G4
#? []
5707 play B D3
#? []
5708 play B D1
#? []
5709 play W E6
#? []
5710 play W B1
#? []
5711 play B C2
#? []
5712 play B E5
#? []
5713 play W A4
#? []
5714 play W E7
#? []
5715 play B D7
#? []
5716 play B D2
#? []
5717 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
5718 gogui-rules_board_size
#? [7 7 hex]
5719 gogui-rules_captured_count
#? [0 0]
5720 gogui-rules_side_to_move
#? [white]
5721 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
5722 gogui-rules_legal_moves
#? [PASS]
5732 clear_board
#? []
5733 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5734 gogui-rules_board_size
#? [7 7 hex]
5735 gogui-rules_captured_count
#? [0 0]
5736 gogui-rules_side_to_move
#? [black]
5774 clear_board
#? []
5775 play B A2
#? []
5776 play W F6
#? []
5777 play W F5
#? []
5778 play B E2
#? []
5779 play B B4
#? []
5780 play W F3
#? []
5781 play W F4
#? []
5782 play B D5
#? []
5783 play B C1
#? []
5784 play W A1
#? []
5785 play W B5
#? []
5786 play B C3
#? []
5787 play B E4
#? []
5788 play W G5
#? []
5789 play W B3
#? []
5790 play B G6
#? []
5791 play B G7
#? []
5792 play W D6
#? []
5793 play W C4
#? []
5794 play B C5
#? []
5795 play B D4
#? []
5796 play W A3
#? []
5797 play W F7
#? []
5798 play B B2
#? []
5799 play B C6
#? []
5800 play W E3
#? []
5801 play W G4
#? []
5802 play B D3
#? []
5803 play B D1
#? []
5804 play W E6
#? []
5805 play W B1
#? []
5806 play B C2
#? []
5807 play B E5
#? []
5808 play W A4
#? []
5809 play W E7
#? []
5810 play B D7
#? []
5811 play B D2
#? []
5812 play W PASS
#? []
5813 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
5814 gogui-rules_board_size
#? [7 7 hex]
5815 gogui-rules_captured_count
#? [0 0]
5816 gogui-rules_side_to_move
#? [black]
5817 clear_board
#? []
5818 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5819 gogui-rules_board_size
#? [7 7 hex]
5820 gogui-rules_captured_count
#? [0 0]
5821 gogui-rules_side_to_move
#? [black]
5860 clear_board
#? []
5861 play B A2
#? []
5862 play W F6
#? []
5863 play W F5
#? []
5864 play B E2
#? []
5865 play B B4
#? []
5866 play W F3
#? []
5867 play W F4
#? []
5868 play B D5
#? []
5869 play B C1
#? []
5870 play W A1
#? []
5871 play W B5
#? []
5872 play B C3
#? []
5873 play B E4
#? []
5874 play W G5
#? []
5875 play W B3
#? []
5876 play B G6
#? []
5877 play B G7
#? []
5878 play W D6
#? []
5879 play W C4
#? []
5880 play B C5
#? []
5881 play B D4
#? []
5882 play W A3
#? []
5883 play W F7
#? []
5884 play B B2
#? []
5885 play B C6
#? []
5886 play W E3
#? []
5887 play W G4
#? []
5888 play B D3
#? []
5889 play B D1
#? []
5890 play W E6
#? []
5891 play W B1
#? []
5892 play B C2
#? []
5893 play B E5
#? []
5894 play W A4
#? []
5895 play W E7
#? []
5896 play B D7
#? []
5897 play B D2
#? []
5898 play W PASS
#? []
5899 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
5900 gogui-rules_board_size
#? [7 7 hex]
5901 gogui-rules_captured_count
#? [0 0]
5902 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
play W PASS
# error: illegal move: it is not white's turn
5903 clear_board
#? []
5904 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
5905 gogui-rules_board_size
#? [7 7 hex]
5906 gogui-rules_captured_count
#? [0 0]
5907 gogui-rules_side_to_move
#? [black]
5946 clear_board
#? []
5947 play B A2
#? []
5948 play W F6
#? []
5949 play W F5
#? []
5950 play B E2
#? []
5951 play B B4
#? []
5952 play W F3
#? []
5953 play W F4
#? []
5954 play B D5
#? []
5955 play B C1
#? []
5956 play W A1
#? []
5957 play W B5
#? []
5958 play B C3
#? []
5959 play B E4
#? []
5960 play W G5
#? []
5961 play W B3
#? []
5962 play B G6
#? []
5963 play B G7
#? []
5964 play W D6
#? []
5965 play W C4
#? []
5966 play B C5
#? []
5967 play B D4
#? []
5968 play W A3
#? []
5969 play W F7
#? []
5970 play B B2
#? []
5971 play B C6
#? []
5972 play W E3
#? []
5973 play W G4
#? []
5974 play B D3
#? []
5975 play B D1
#? []
5976 play W E6
#? []
5977 play W B1
#? []
5978 play B C2
#? []
5979 play B E5
#? []
5980 play W A4
#? []
5981 play W E7
#? []
5982 play B D7
#? []
5983 play B D2
#? []
5984 play W PASS
#? []
5985 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
5986 gogui-rules_board_size
#? [7 7 hex]
5987 gogui-rules_captured_count
#? [0 0]
5988 gogui-rules_side_to_move
#? [black]
5989 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
5990 gogui-rules_legal_moves
#? [PASS]
6000 clear_board
#? []
6001 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6002 gogui-rules_board_size
#? [7 7 hex]
6003 gogui-rules_captured_count
#? [0 0]
6004 gogui-rules_side_to_move
#? [black]
6043 clear_board
#? []
6044 play B A2
#? []
6045 play W F6
#? []
6046 play W F5
#? []
6047 play B E2
#? []
6048 play B B4
#? []
6049 play W F3
#? []
6050 play W F4
#? []
6051 play B D5
#? []
6052 play B C1
#? []
6053 play W A1
#? []
6054 play W B5
#? []
6055 play B C3
#? []
6056 play B E4
#? []
6057 play W G5
#? []
6058 play W B3
#? []
6059 play B G6
#? []
6060 play B G7
#? []
6061 play W D6
#? []
6062 play W C4
#? []
6063 play B C5
#? []
6064 play B D4
#? []
6065 play W A3
#? []
6066 play W F7
#? []
6067 play B B2
#? []
6068 play B C6
#? []
6069 play W E3
#? []
6070 play W G4
#? []
6071 play B D3
#? []
6072 play B D1
#? []
6073 play W E6
#? []
6074 play W B1
#? []
6075 play B C2
#? []
6076 play B E5
#? []
6077 play W A4
#? []
6078 play W E7
#? []
6079 play B D7
#? []
6080 play B D2
#? []
6081 play W PASS
#? []
6082 play B PASS
#? []
6083 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
6084 gogui-rules_board_size
#? [7 7 hex]
6085 gogui-rules_captured_count
#? [0 0]
6086 gogui-rules_side_to_move
#? [white]
6087 clear_board
#? []
6088 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6089 gogui-rules_board_size
#? [7 7 hex]
6090 gogui-rules_captured_count
#? [0 0]
6091 gogui-rules_side_to_move
#? [black]
6131 clear_board
#? []
6132 play B A2
#? []
6133 play W F6
#? []
6134 play W F5
#? []
6135 play B E2
#? []
6136 play B B4
#? []
6137 play W F3
#? []
6138 play W F4
#? []
6139 play B D5
#? []
6140 play B C1
#? []
6141 play W A1
#? []
6142 play W B5
#? []
6143 play B C3
#? []
6144 play B E4
#? []
6145 play W G5
#? []
6146 play W B3
#? []
6147 play B G6
#? []
6148 play B G7
#? []
6149 play W D6
#? []
6150 play W C4
#? []
6151 play B C5
#? []
6152 play B D4
#? []
6153 play W A3
#? []
6154 play W F7
#? []
6155 play B B2
#? []
6156 play B C6
#? []
6157 play W E3
#? []
6158 play W G4
#? []
6159 play B D3
#? []
6160 play B D1
#? []
6161 play W E6
#? []
6162 play W B1
#? []
6163 play B C2
#? []
6164 play B E5
#? []
6165 play W A4
#? []
6166 play W E7
#? []
6167 play B D7
#? []
6168 play B D2
#? []
6169 play W PASS
#? []
6170 play B PASS
#? []
6171 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
6172 gogui-rules_board_size
#? [7 7 hex]
6173 gogui-rules_captured_count
#? [0 0]
6174 gogui-rules_side_to_move
#? [white]
6175 play B PASS
#? []
6176 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
6177 gogui-rules_board_size
#? [7 7 hex]
6178 gogui-rules_captured_count
#? [0 0]
6179 gogui-rules_side_to_move
#? [white]
6182 play B PASS
#? []
6183 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
6184 gogui-rules_board_size
#? [7 7 hex]
6185 gogui-rules_captured_count
#? [0 0]
6186 gogui-rules_side_to_move
#? [white]
6189 clear_board
#? []
6190 gogui-rules_board
#? [\? \? \? \. \. \. \.\n\? \? \. \. \. \. \.\n\? \. \. \. \. \. \.\n\. \. \. \. \. \. \.\n\. \. \. \. \. \. \?\n\. \. \. \. \. \? \?\n\. \. \. \. \? \? \?]
6191 gogui-rules_board_size
#? [7 7 hex]
6192 gogui-rules_captured_count
#? [0 0]
6193 gogui-rules_side_to_move
#? [black]
6233 clear_board
#? []
6234 play B A2
#? []
6235 play W F6
#? []
6236 play W F5
#? []
6237 play B E2
#? []
6238 play B B4
#? []
6239 play W F3
#? []
6240 play W F4
#? []
6241 play B D5
#? []
6242 play B C1
#? []
6243 play W A1
#? []
6244 play W B5
#? []
6245 play B C3
#? []
6246 play B E4
#? []
6247 play W G5
#? []
6248 play W B3
#? []
6249 play B G6
#? []
6250 play B G7
#? []
6251 play W D6
#? []
6252 play W C4
#? []
6253 play B C5
#? []
6254 play B D4
#? []
6255 play W A3
#? []
6256 play W F7
#? []
6257 play B B2
#? []
6258 play B C6
#? []
6259 play W E3
#? []
6260 play W G4
#? []
6261 play B D3
#? []
6262 play B D1
#? []
6263 play W E6
#? []
6264 play W B1
#? []
6265 play B C2
#? []
6266 play B E5
#? []
6267 play W A4
#? []
6268 play W E7
#? []
6269 play B D7
#? []
6270 play B D2
#? []
6271 play W PASS
#? []
6272 play B PASS
#? []
6273 gogui-rules_board
#? [\? \? \? X O O X\n\? \? X O O O X\n\? O X X X O O\nO X O X X O O\nO O X X O O \?\nX X X X X \? \?\nO O X X \? \? \?]
6274 gogui-rules_board_size
#? [7 7 hex]
6275 gogui-rules_captured_count
#? [0 0]
6276 gogui-rules_side_to_move
#? [white]
6277 gogui-rules_board_gfx
#? []
6278 gogui-rules_legal_moves
#? []
6281 gogui-rules_final_result
#? [White wins by 12 \(W\+12\) by two passes: at rank 2, White -1 against Black -13]

# gtp-like 0.1.0 session of 2026-12-02 00:49:31: gtp-like --game vadus --size 3 --seed 3 --player random --gogui
# replay: gtp-like regress --game vadus --size 3 --seed 3 --player random --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_groups\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngl-values\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Vadus]
4 gogui-rules_board_size
#? [5 5 hex]
5 clear_board
#? []
6 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
7 gogui-rules_board_size
#? [5 5 hex]
8 gogui-rules_captured_count
#? [0 0]
9 clear_board
#? []
10 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
11 gogui-rules_board_size
#? [5 5 hex]
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
#? [A1 B1 C1 A2 B2 C2 D2 A3 B3 C3 D3 E3 B4 C4 D4 E4 C5 D5 E5]
27 gogui-rules_side_to_move
#? [black]
28 clear_board
#? []
29 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
30 gogui-rules_board_size
#? [5 5 hex]
31 gogui-rules_captured_count
#? [0 0]
32 gogui-rules_side_to_move
#? [black]
33 clear_board
#? []
34 play B C3
#? []
35 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
36 gogui-rules_board_size
#? [5 5 hex]
37 gogui-rules_captured_count
#? [0 0]
38 gogui-rules_side_to_move
#? [white]
play B C3
# error: illegal move: it is not black's turn
39 clear_board
#? []
40 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
41 gogui-rules_board_size
#? [5 5 hex]
42 gogui-rules_captured_count
#? [0 0]
43 gogui-rules_side_to_move
#? [black]
45 clear_board
#? []
46 play B C3
#? []
47 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
48 gogui-rules_board_size
#? [5 5 hex]
49 gogui-rules_captured_count
#? [0 0]
50 gogui-rules_side_to_move
#? [white]
51 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
52 gogui-rules_legal_moves
#? [A1 B1 C1 A2 B2 C2 D2 A3 B3 D3 E3 B4 C4 D4 E4 C5 D5 E5 PASS]
65 clear_board
#? []
66 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
67 gogui-rules_board_size
#? [5 5 hex]
68 gogui-rules_captured_count
#? [0 0]
69 gogui-rules_side_to_move
#? [black]
71 clear_board
#? []
72 play B C3
#? []
73 play W B2
#? []
74 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\n\. \. \. \? \?]
75 gogui-rules_board_size
#? [5 5 hex]
76 gogui-rules_captured_count
#? [0 0]
77 gogui-rules_side_to_move
#? [white]
78 clear_board
#? []
79 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
80 gogui-rules_board_size
#? [5 5 hex]
81 gogui-rules_captured_count
#? [0 0]
82 gogui-rules_side_to_move
#? [black]
85 clear_board
#? []
86 play B C3
#? []
87 play W B2
#? []
88 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\n\. \. \. \? \?]
89 gogui-rules_board_size
#? [5 5 hex]
90 gogui-rules_captured_count
#? [0 0]
91 gogui-rules_side_to_move
#? [white]
play W B2
# error: illegal move: B2 is occupied
play W B2
# error: illegal move: B2 is occupied
92 clear_board
#? []
93 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
94 gogui-rules_board_size
#? [5 5 hex]
95 gogui-rules_captured_count
#? [0 0]
96 gogui-rules_side_to_move
#? [black]
99 clear_board
#? []
100 play B C3
#? []
101 play W B2
#? []
102 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\n\. \. \. \? \?]
103 gogui-rules_board_size
#? [5 5 hex]
104 gogui-rules_captured_count
#? [0 0]
105 gogui-rules_side_to_move
#? [white]
106 gogui-rules_board_gfx
#? [LABEL B2 1/2\nTEXT white to move: 1 stone to place]
107 gogui-rules_legal_moves
#? [A1 B1 C1 A2 C2 D2 A3 B3 D3 E3 B4 C4 D4 E4 C5 D5 E5]
118 clear_board
#? []
119 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
120 gogui-rules_board_size
#? [5 5 hex]
121 gogui-rules_captured_count
#? [0 0]
122 gogui-rules_side_to_move
#? [black]
125 clear_board
#? []
126 play B C3
#? []
127 play W B2
#? []
128 play W E5
#? []
129 gogui-rules_board
#? [\? \? \. \. O\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\n\. \. \. \? \?]
130 gogui-rules_board_size
#? [5 5 hex]
131 gogui-rules_captured_count
#? [0 0]
132 gogui-rules_side_to_move
#? [black]
133 clear_board
#? []
134 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
135 gogui-rules_board_size
#? [5 5 hex]
136 gogui-rules_captured_count
#? [0 0]
137 gogui-rules_side_to_move
#? [black]
141 clear_board
#? []
142 play B C3
#? []
143 play W B2
#? []
144 play W E5
#? []
145 gogui-rules_board
#? [\? \? \. \. O\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\n\. \. \. \? \?]
146 gogui-rules_board_size
#? [5 5 hex]
147 gogui-rules_captured_count
#? [0 0]
148 gogui-rules_side_to_move
#? [black]
play W E5
# error: illegal move: it is not white's turn
play W E5
# error: illegal move: it is not white's turn
149 clear_board
#? []
150 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
151 gogui-rules_board_size
#? [5 5 hex]
152 gogui-rules_captured_count
#? [0 0]
153 gogui-rules_side_to_move
#? [black]
157 clear_board
#? []
158 play B C3
#? []
159 play W B2
#? []
160 play W E5
#? []
161 gogui-rules_board
#? [\? \? \. \. O\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\n\. \. \. \? \?]
162 gogui-rules_board_size
#? [5 5 hex]
163 gogui-rules_captured_count
#? [0 0]
164 gogui-rules_side_to_move
#? [black]
165 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
166 gogui-rules_legal_moves
#? [A1 B1 C1 A2 C2 D2 A3 B3 D3 E3 B4 C4 D4 E4 C5 D5 PASS]
174 clear_board
#? []
175 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
176 gogui-rules_board_size
#? [5 5 hex]
177 gogui-rules_captured_count
#? [0 0]
178 gogui-rules_side_to_move
#? [black]
182 clear_board
#? []
183 play B C3
#? []
184 play W B2
#? []
185 play W E5
#? []
186 play B A1
#? []
187 gogui-rules_board
#? [\? \? \. \. O\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\nX \. \. \? \?]
188 gogui-rules_board_size
#? [5 5 hex]
189 gogui-rules_captured_count
#? [0 0]
190 gogui-rules_side_to_move
#? [black]
play B A1
# error: illegal move: A1 is occupied
191 clear_board
#? []
192 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
193 gogui-rules_board_size
#? [5 5 hex]
194 gogui-rules_captured_count
#? [0 0]
195 gogui-rules_side_to_move
#? [black]
200 clear_board
#? []
201 play B C3
#? []
202 play W B2
#? []
203 play W E5
#? []
204 play B A1
#? []
205 gogui-rules_board
#? [\? \? \. \. O\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\nX \. \. \? \?]
206 gogui-rules_board_size
#? [5 5 hex]
207 gogui-rules_captured_count
#? [0 0]
208 gogui-rules_side_to_move
#? [black]
209 gogui-rules_board_gfx
#? [LABEL A1 1/2\nTEXT black to move: 1 stone to place]
210 gogui-rules_legal_moves
#? [B1 C1 A2 C2 D2 A3 B3 D3 E3 B4 C4 D4 E4 C5 D5]
218 clear_board
#? []
219 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
220 gogui-rules_board_size
#? [5 5 hex]
221 gogui-rules_captured_count
#? [0 0]
222 gogui-rules_side_to_move
#? [black]
227 clear_board
#? []
228 play B C3
#? []
229 play W B2
#? []
230 play W E5
#? []
231 play B A1
#? []
232 play B D5
#? []
233 gogui-rules_board
#? [\? \? \. X O\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\nX \. \. \? \?]
234 gogui-rules_board_size
#? [5 5 hex]
235 gogui-rules_captured_count
#? [0 0]
236 gogui-rules_side_to_move
#? [white]
play B D5
# error: illegal move: it is not black's turn
237 clear_board
#? []
238 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
239 gogui-rules_board_size
#? [5 5 hex]
240 gogui-rules_captured_count
#? [0 0]
241 gogui-rules_side_to_move
#? [black]
247 clear_board
#? []
248 play B C3
#? []
249 play W B2
#? []
250 play W E5
#? []
251 play B A1
#? []
252 play B D5
#? []
253 gogui-rules_board
#? [\? \? \. X O\n\? \. \. \. \.\n\. \. X \. \.\n\. O \. \. \?\nX \. \. \? \?]
254 gogui-rules_board_size
#? [5 5 hex]
255 gogui-rules_captured_count
#? [0 0]
256 gogui-rules_side_to_move
#? [white]
257 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
258 gogui-rules_legal_moves
#? [B1 C1 A2 C2 D2 A3 B3 D3 E3 B4 C4 D4 E4 C5 PASS]
269 clear_board
#? []
270 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
271 gogui-rules_board_size
#? [5 5 hex]
272 gogui-rules_captured_count
#? [0 0]
273 gogui-rules_side_to_move
#? [black]
279 clear_board
#? []
280 play B C3
#? []
281 play W B2
#? []
282 play W E5
#? []
283 play B A1
#? []
284 play B D5
#? []
285 play W C2
#? []
286 gogui-rules_board
#? [\? \? \. X O\n\? \. \. \. \.\n\. \. X \. \.\n\. O O \. \?\nX \. \. \? \?]
287 gogui-rules_board_size
#? [5 5 hex]
288 gogui-rules_captured_count
#? [0 0]
289 gogui-rules_side_to_move
#? [white]
290 clear_board
#? []
291 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
292 gogui-rules_board_size
#? [5 5 hex]
293 gogui-rules_captured_count
#? [0 0]
294 gogui-rules_side_to_move
#? [black]
301 clear_board
#? []
302 play B C3
#? []
303 play W B2
#? []
304 play W E5
#? []
305 play B A1
#? []
306 play B D5
#? []
307 play W C2
#? []
308 gogui-rules_board
#? [\? \? \. X O\n\? \. \. \. \.\n\. \. X \. \.\n\. O O \. \?\nX \. \. \? \?]
309 gogui-rules_board_size
#? [5 5 hex]
310 gogui-rules_captured_count
#? [0 0]
311 gogui-rules_side_to_move
#? [white]
play W C2
# error: illegal move: C2 is occupied
play W C2
# error: illegal move: C2 is occupied
312 clear_board
#? []
313 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
314 gogui-rules_board_size
#? [5 5 hex]
315 gogui-rules_captured_count
#? [0 0]
316 gogui-rules_side_to_move
#? [black]
323 clear_board
#? []
324 play B C3
#? []
325 play W B2
#? []
326 play W E5
#? []
327 play B A1
#? []
328 play B D5
#? []
329 play W C2
#? []
330 gogui-rules_board
#? [\? \? \. X O\n\? \. \. \. \.\n\. \. X \. \.\n\. O O \. \?\nX \. \. \? \?]
331 gogui-rules_board_size
#? [5 5 hex]
332 gogui-rules_captured_count
#? [0 0]
333 gogui-rules_side_to_move
#? [white]
334 gogui-rules_board_gfx
#? [LABEL C2 1/2\nTEXT white to move: 1 stone to place]
335 gogui-rules_legal_moves
#? [B1 C1 A2 D2 A3 B3 D3 E3 B4 C4 D4 E4 C5]
346 clear_board
#? []
347 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
348 gogui-rules_board_size
#? [5 5 hex]
349 gogui-rules_captured_count
#? [0 0]
350 gogui-rules_side_to_move
#? [black]
357 clear_board
#? []
358 play B C3
#? []
359 play W B2
#? []
360 play W E5
#? []
361 play B A1
#? []
362 play B D5
#? []
363 play W C2
#? []
364 play W A3
#? []
365 gogui-rules_board
#? [\? \? \. X O\n\? \. \. \. \.\nO \. X \. \.\n\. O O \. \?\nX \. \. \? \?]
366 gogui-rules_board_size
#? [5 5 hex]
367 gogui-rules_captured_count
#? [0 0]
368 gogui-rules_side_to_move
#? [black]
369 clear_board
#? []
370 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
371 gogui-rules_board_size
#? [5 5 hex]
372 gogui-rules_captured_count
#? [0 0]
373 gogui-rules_side_to_move
#? [black]
381 clear_board
#? []
382 play B C3
#? []
383 play W B2
#? []
384 play W E5
#? []
385 play B A1
#? []
386 play B D5
#? []
387 play W C2
#? []
388 play W A3
#? []
389 gogui-rules_board
#? [\? \? \. X O\n\? \. \. \. \.\nO \. X \. \.\n\. O O \. \?\nX \. \. \? \?]
390 gogui-rules_board_size
#? [5 5 hex]
391 gogui-rules_captured_count
#? [0 0]
392 gogui-rules_side_to_move
#? [black]
play W A3
# error: illegal move: it is not white's turn
play W A3
# error: illegal move: it is not white's turn
393 clear_board
#? []
394 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
395 gogui-rules_board_size
#? [5 5 hex]
396 gogui-rules_captured_count
#? [0 0]
397 gogui-rules_side_to_move
#? [black]
405 clear_board
#? []
406 play B C3
#? []
407 play W B2
#? []
408 play W E5
#? []
409 play B A1
#? []
410 play B D5
#? []
411 play W C2
#? []
412 play W A3
#? []
413 gogui-rules_board
#? [\? \? \. X O\n\? \. \. \. \.\nO \. X \. \.\n\. O O \. \?\nX \. \. \? \?]
414 gogui-rules_board_size
#? [5 5 hex]
415 gogui-rules_captured_count
#? [0 0]
416 gogui-rules_side_to_move
#? [black]
417 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
418 gogui-rules_legal_moves
#? [B1 C1 A2 D2 B3 D3 E3 B4 C4 D4 E4 C5 PASS]
426 clear_board
#? []
427 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
428 gogui-rules_board_size
#? [5 5 hex]
429 gogui-rules_captured_count
#? [0 0]
430 gogui-rules_side_to_move
#? [black]
438 clear_board
#? []
439 play B C3
#? []
440 play W B2
#? []
441 play W E5
#? []
442 play B A1
#? []
443 play B D5
#? []
444 play W C2
#? []
445 play W A3
#? []
446 play B D4
#? []
447 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X \.\nO \. X \. \.\n\. O O \. \?\nX \. \. \? \?]
448 gogui-rules_board_size
#? [5 5 hex]
449 gogui-rules_captured_count
#? [0 0]
450 gogui-rules_side_to_move
#? [black]
play B D4
# error: illegal move: D4 is occupied
451 clear_board
#? []
452 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
453 gogui-rules_board_size
#? [5 5 hex]
454 gogui-rules_captured_count
#? [0 0]
455 gogui-rules_side_to_move
#? [black]
464 clear_board
#? []
465 play B C3
#? []
466 play W B2
#? []
467 play W E5
#? []
468 play B A1
#? []
469 play B D5
#? []
470 play W C2
#? []
471 play W A3
#? []
472 play B D4
#? []
473 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X \.\nO \. X \. \.\n\. O O \. \?\nX \. \. \? \?]
474 gogui-rules_board_size
#? [5 5 hex]
475 gogui-rules_captured_count
#? [0 0]
476 gogui-rules_side_to_move
#? [black]
477 gogui-rules_board_gfx
#? [LABEL D4 1/2\nTEXT black to move: 1 stone to place]
478 gogui-rules_legal_moves
#? [B1 C1 A2 D2 B3 D3 E3 B4 C4 E4 C5]
486 clear_board
#? []
487 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
488 gogui-rules_board_size
#? [5 5 hex]
489 gogui-rules_captured_count
#? [0 0]
490 gogui-rules_side_to_move
#? [black]
499 clear_board
#? []
500 play B C3
#? []
501 play W B2
#? []
502 play W E5
#? []
503 play B A1
#? []
504 play B D5
#? []
505 play W C2
#? []
506 play W A3
#? []
507 play B D4
#? []
508 play B C1
#? []
509 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X \.\nO \. X \. \.\n\. O O \. \?\nX \. X \? \?]
510 gogui-rules_board_size
#? [5 5 hex]
511 gogui-rules_captured_count
#? [0 0]
512 gogui-rules_side_to_move
#? [white]
play B C1
# error: illegal move: it is not black's turn
513 clear_board
#? []
514 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
515 gogui-rules_board_size
#? [5 5 hex]
516 gogui-rules_captured_count
#? [0 0]
517 gogui-rules_side_to_move
#? [black]
527 clear_board
#? []
528 play B C3
#? []
529 play W B2
#? []
530 play W E5
#? []
531 play B A1
#? []
532 play B D5
#? []
533 play W C2
#? []
534 play W A3
#? []
535 play B D4
#? []
536 play B C1
#? []
537 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X \.\nO \. X \. \.\n\. O O \. \?\nX \. X \? \?]
538 gogui-rules_board_size
#? [5 5 hex]
539 gogui-rules_captured_count
#? [0 0]
540 gogui-rules_side_to_move
#? [white]
541 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
542 gogui-rules_legal_moves
#? [B1 A2 D2 B3 D3 E3 B4 C4 E4 C5 PASS]
553 clear_board
#? []
554 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
555 gogui-rules_board_size
#? [5 5 hex]
556 gogui-rules_captured_count
#? [0 0]
557 gogui-rules_side_to_move
#? [black]
567 clear_board
#? []
568 play B C3
#? []
569 play W B2
#? []
570 play W E5
#? []
571 play B A1
#? []
572 play B D5
#? []
573 play W C2
#? []
574 play W A3
#? []
575 play B D4
#? []
576 play B C1
#? []
577 play W D2
#? []
578 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X \.\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
579 gogui-rules_board_size
#? [5 5 hex]
580 gogui-rules_captured_count
#? [0 0]
581 gogui-rules_side_to_move
#? [white]
582 clear_board
#? []
583 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
584 gogui-rules_board_size
#? [5 5 hex]
585 gogui-rules_captured_count
#? [0 0]
586 gogui-rules_side_to_move
#? [black]
597 clear_board
#? []
598 play B C3
#? []
599 play W B2
#? []
600 play W E5
#? []
601 play B A1
#? []
602 play B D5
#? []
603 play W C2
#? []
604 play W A3
#? []
605 play B D4
#? []
606 play B C1
#? []
607 play W D2
#? []
608 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X \.\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
609 gogui-rules_board_size
#? [5 5 hex]
610 gogui-rules_captured_count
#? [0 0]
611 gogui-rules_side_to_move
#? [white]
play W D2
# error: illegal move: D2 is occupied
play W D2
# error: illegal move: D2 is occupied
612 clear_board
#? []
613 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
614 gogui-rules_board_size
#? [5 5 hex]
615 gogui-rules_captured_count
#? [0 0]
616 gogui-rules_side_to_move
#? [black]
627 clear_board
#? []
628 play B C3
#? []
629 play W B2
#? []
630 play W E5
#? []
631 play B A1
#? []
632 play B D5
#? []
633 play W C2
#? []
634 play W A3
#? []
635 play B D4
#? []
636 play B C1
#? []
637 play W D2
#? []
638 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X \.\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
639 gogui-rules_board_size
#? [5 5 hex]
640 gogui-rules_captured_count
#? [0 0]
641 gogui-rules_side_to_move
#? [white]
642 gogui-rules_board_gfx
#? [LABEL D2 1/2\nTEXT white to move: 1 stone to place]
643 gogui-rules_legal_moves
#? [B1 A2 B3 D3 E3 B4 C4 E4 C5]
654 clear_board
#? []
655 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
656 gogui-rules_board_size
#? [5 5 hex]
657 gogui-rules_captured_count
#? [0 0]
658 gogui-rules_side_to_move
#? [black]
669 clear_board
#? []
670 play B C3
#? []
671 play W B2
#? []
672 play W E5
#? []
673 play B A1
#? []
674 play B D5
#? []
675 play W C2
#? []
676 play W A3
#? []
677 play B D4
#? []
678 play B C1
#? []
679 play W D2
#? []
680 play W E4
#? []
681 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X O\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
682 gogui-rules_board_size
#? [5 5 hex]
683 gogui-rules_captured_count
#? [0 0]
684 gogui-rules_side_to_move
#? [black]
685 clear_board
#? []
686 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
687 gogui-rules_board_size
#? [5 5 hex]
688 gogui-rules_captured_count
#? [0 0]
689 gogui-rules_side_to_move
#? [black]
701 clear_board
#? []
702 play B C3
#? []
703 play W B2
#? []
704 play W E5
#? []
705 play B A1
#? []
706 play B D5
#? []
707 play W C2
#? []
708 play W A3
#? []
709 play B D4
#? []
710 play B C1
#? []
711 play W D2
#? []
712 play W E4
#? []
713 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X O\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
714 gogui-rules_board_size
#? [5 5 hex]
715 gogui-rules_captured_count
#? [0 0]
716 gogui-rules_side_to_move
#? [black]
play W E4
# error: illegal move: it is not white's turn
play W E4
# error: illegal move: it is not white's turn
717 clear_board
#? []
718 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
719 gogui-rules_board_size
#? [5 5 hex]
720 gogui-rules_captured_count
#? [0 0]
721 gogui-rules_side_to_move
#? [black]
733 clear_board
#? []
734 play B C3
#? []
735 play W B2
#? []
736 play W E5
#? []
737 play B A1
#? []
738 play B D5
#? []
739 play W C2
#? []
740 play W A3
#? []
741 play B D4
#? []
742 play B C1
#? []
743 play W D2
#? []
744 play W E4
#? []
745 gogui-rules_board
#? [\? \? \. X O\n\? \. \. X O\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
746 gogui-rules_board_size
#? [5 5 hex]
747 gogui-rules_captured_count
#? [0 0]
748 gogui-rules_side_to_move
#? [black]
749 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
750 gogui-rules_legal_moves
#? [B1 A2 B3 D3 E3 B4 C4 C5 PASS]
758 clear_board
#? []
759 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
760 gogui-rules_board_size
#? [5 5 hex]
761 gogui-rules_captured_count
#? [0 0]
762 gogui-rules_side_to_move
#? [black]
774 clear_board
#? []
775 play B C3
#? []
776 play W B2
#? []
777 play W E5
#? []
778 play B A1
#? []
779 play B D5
#? []
780 play W C2
#? []
781 play W A3
#? []
782 play B D4
#? []
783 play B C1
#? []
784 play W D2
#? []
785 play W E4
#? []
786 play B C5
#? []
787 gogui-rules_board
#? [\? \? X X O\n\? \. \. X O\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
788 gogui-rules_board_size
#? [5 5 hex]
789 gogui-rules_captured_count
#? [0 0]
790 gogui-rules_side_to_move
#? [black]
play B C5
# error: illegal move: C5 is occupied
791 clear_board
#? []
792 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
793 gogui-rules_board_size
#? [5 5 hex]
794 gogui-rules_captured_count
#? [0 0]
795 gogui-rules_side_to_move
#? [black]
808 clear_board
#? []
809 play B C3
#? []
810 play W B2
#? []
811 play W E5
#? []
812 play B A1
#? []
813 play B D5
#? []
814 play W C2
#? []
815 play W A3
#? []
816 play B D4
#? []
817 play B C1
#? []
818 play W D2
#? []
819 play W E4
#? []
820 play B C5
#? []
821 gogui-rules_board
#? [\? \? X X O\n\? \. \. X O\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
822 gogui-rules_board_size
#? [5 5 hex]
823 gogui-rules_captured_count
#? [0 0]
824 gogui-rules_side_to_move
#? [black]
825 gogui-rules_board_gfx
#? [LABEL C5 1/2\nTEXT black to move: 1 stone to place]
826 gogui-rules_legal_moves
#? [B1 A2 B3 D3 E3 B4 C4]
834 clear_board
#? []
835 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
836 gogui-rules_board_size
#? [5 5 hex]
837 gogui-rules_captured_count
#? [0 0]
838 gogui-rules_side_to_move
#? [black]
851 clear_board
#? []
852 play B C3
#? []
853 play W B2
#? []
854 play W E5
#? []
855 play B A1
#? []
856 play B D5
#? []
857 play W C2
#? []
858 play W A3
#? []
859 play B D4
#? []
860 play B C1
#? []
861 play W D2
#? []
862 play W E4
#? []
863 play B C5
#? []
864 play B C4
#? []
865 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
866 gogui-rules_board_size
#? [5 5 hex]
867 gogui-rules_captured_count
#? [0 0]
868 gogui-rules_side_to_move
#? [white]
play B C4
# error: illegal move: it is not black's turn
869 clear_board
#? []
870 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
871 gogui-rules_board_size
#? [5 5 hex]
872 gogui-rules_captured_count
#? [0 0]
873 gogui-rules_side_to_move
#? [black]
887 clear_board
#? []
888 play B C3
#? []
889 play W B2
#? []
890 play W E5
#? []
891 play B A1
#? []
892 play B D5
#? []
893 play W C2
#? []
894 play W A3
#? []
895 play B D4
#? []
896 play B C1
#? []
897 play W D2
#? []
898 play W E4
#? []
899 play B C5
#? []
900 play B C4
#? []
901 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO \. X \. \.\n\. O O O \?\nX \. X \? \?]
902 gogui-rules_board_size
#? [5 5 hex]
903 gogui-rules_captured_count
#? [0 0]
904 gogui-rules_side_to_move
#? [white]
905 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
906 gogui-rules_legal_moves
#? [B1 A2 B3 D3 E3 B4 PASS]
917 clear_board
#? []
918 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
919 gogui-rules_board_size
#? [5 5 hex]
920 gogui-rules_captured_count
#? [0 0]
921 gogui-rules_side_to_move
#? [black]
935 clear_board
#? []
936 play B C3
#? []
937 play W B2
#? []
938 play W E5
#? []
939 play B A1
#? []
940 play B D5
#? []
941 play W C2
#? []
942 play W A3
#? []
943 play B D4
#? []
944 play B C1
#? []
945 play W D2
#? []
946 play W E4
#? []
947 play B C5
#? []
948 play B C4
#? []
949 play W B3
#? []
950 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X \. \.\n\. O O O \?\nX \. X \? \?]
951 gogui-rules_board_size
#? [5 5 hex]
952 gogui-rules_captured_count
#? [0 0]
953 gogui-rules_side_to_move
#? [white]
954 clear_board
#? []
955 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
956 gogui-rules_board_size
#? [5 5 hex]
957 gogui-rules_captured_count
#? [0 0]
958 gogui-rules_side_to_move
#? [black]
973 clear_board
#? []
974 play B C3
#? []
975 play W B2
#? []
976 play W E5
#? []
977 play B A1
#? []
978 play B D5
#? []
979 play W C2
#? []
980 play W A3
#? []
981 play B D4
#? []
982 play B C1
#? []
983 play W D2
#? []
984 play W E4
#? []
985 play B C5
#? []
986 play B C4
#? []
987 play W B3
#? []
988 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X \. \.\n\. O O O \?\nX \. X \? \?]
989 gogui-rules_board_size
#? [5 5 hex]
990 gogui-rules_captured_count
#? [0 0]
991 gogui-rules_side_to_move
#? [white]
play W B3
# error: illegal move: B3 is occupied
play W B3
# error: illegal move: B3 is occupied
992 clear_board
#? []
993 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
994 gogui-rules_board_size
#? [5 5 hex]
995 gogui-rules_captured_count
#? [0 0]
996 gogui-rules_side_to_move
#? [black]
1011 clear_board
#? []
1012 play B C3
#? []
1013 play W B2
#? []
1014 play W E5
#? []
1015 play B A1
#? []
1016 play B D5
#? []
1017 play W C2
#? []
1018 play W A3
#? []
1019 play B D4
#? []
1020 play B C1
#? []
1021 play W D2
#? []
1022 play W E4
#? []
1023 play B C5
#? []
1024 play B C4
#? []
1025 play W B3
#? []
1026 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X \. \.\n\. O O O \?\nX \. X \? \?]
1027 gogui-rules_board_size
#? [5 5 hex]
1028 gogui-rules_captured_count
#? [0 0]
1029 gogui-rules_side_to_move
#? [white]
1030 gogui-rules_board_gfx
#? [LABEL B3 1/2\nTEXT white to move: 1 stone to place]
1031 gogui-rules_legal_moves
#? [B1 A2 D3 E3 B4]
1042 clear_board
#? []
1043 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1044 gogui-rules_board_size
#? [5 5 hex]
1045 gogui-rules_captured_count
#? [0 0]
1046 gogui-rules_side_to_move
#? [black]
1061 clear_board
#? []
1062 play B C3
#? []
1063 play W B2
#? []
1064 play W E5
#? []
1065 play B A1
#? []
1066 play B D5
#? []
1067 play W C2
#? []
1068 play W A3
#? []
1069 play B D4
#? []
1070 play B C1
#? []
1071 play W D2
#? []
1072 play W E4
#? []
1073 play B C5
#? []
1074 play B C4
#? []
1075 play W B3
#? []
1076 play W E3
#? []
1077 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X \. O\n\. O O O \?\nX \. X \? \?]
1078 gogui-rules_board_size
#? [5 5 hex]
1079 gogui-rules_captured_count
#? [0 0]
1080 gogui-rules_side_to_move
#? [black]
1081 clear_board
#? []
1082 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1083 gogui-rules_board_size
#? [5 5 hex]
1084 gogui-rules_captured_count
#? [0 0]
1085 gogui-rules_side_to_move
#? [black]
1101 clear_board
#? []
1102 play B C3
#? []
1103 play W B2
#? []
1104 play W E5
#? []
1105 play B A1
#? []
1106 play B D5
#? []
1107 play W C2
#? []
1108 play W A3
#? []
1109 play B D4
#? []
1110 play B C1
#? []
1111 play W D2
#? []
1112 play W E4
#? []
1113 play B C5
#? []
1114 play B C4
#? []
1115 play W B3
#? []
1116 play W E3
#? []
1117 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X \. O\n\. O O O \?\nX \. X \? \?]
1118 gogui-rules_board_size
#? [5 5 hex]
1119 gogui-rules_captured_count
#? [0 0]
1120 gogui-rules_side_to_move
#? [black]
play W E3
# error: illegal move: it is not white's turn
play W E3
# error: illegal move: it is not white's turn
1121 clear_board
#? []
1122 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1123 gogui-rules_board_size
#? [5 5 hex]
1124 gogui-rules_captured_count
#? [0 0]
1125 gogui-rules_side_to_move
#? [black]
1141 clear_board
#? []
1142 play B C3
#? []
1143 play W B2
#? []
1144 play W E5
#? []
1145 play B A1
#? []
1146 play B D5
#? []
1147 play W C2
#? []
1148 play W A3
#? []
1149 play B D4
#? []
1150 play B C1
#? []
1151 play W D2
#? []
1152 play W E4
#? []
1153 play B C5
#? []
1154 play B C4
#? []
1155 play W B3
#? []
1156 play W E3
#? []
1157 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X \. O\n\. O O O \?\nX \. X \? \?]
1158 gogui-rules_board_size
#? [5 5 hex]
1159 gogui-rules_captured_count
#? [0 0]
1160 gogui-rules_side_to_move
#? [black]
1161 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
1162 gogui-rules_legal_moves
#? [B1 A2 D3 B4 PASS]
1170 clear_board
#? []
1171 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1172 gogui-rules_board_size
#? [5 5 hex]
1173 gogui-rules_captured_count
#? [0 0]
1174 gogui-rules_side_to_move
#? [black]
1190 clear_board
#? []
1191 play B C3
#? []
1192 play W B2
#? []
1193 play W E5
#? []
1194 play B A1
#? []
1195 play B D5
#? []
1196 play W C2
#? []
1197 play W A3
#? []
1198 play B D4
#? []
1199 play B C1
#? []
1200 play W D2
#? []
1201 play W E4
#? []
1202 play B C5
#? []
1203 play B C4
#? []
1204 play W B3
#? []
1205 play W E3
#? []
1206 play B D3
#? []
1207 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X X O\n\. O O O \?\nX \. X \? \?]
1208 gogui-rules_board_size
#? [5 5 hex]
1209 gogui-rules_captured_count
#? [0 0]
1210 gogui-rules_side_to_move
#? [black]
play B D3
# error: illegal move: D3 is occupied
1211 clear_board
#? []
1212 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1213 gogui-rules_board_size
#? [5 5 hex]
1214 gogui-rules_captured_count
#? [0 0]
1215 gogui-rules_side_to_move
#? [black]
1232 clear_board
#? []
1233 play B C3
#? []
1234 play W B2
#? []
1235 play W E5
#? []
1236 play B A1
#? []
1237 play B D5
#? []
1238 play W C2
#? []
1239 play W A3
#? []
1240 play B D4
#? []
1241 play B C1
#? []
1242 play W D2
#? []
1243 play W E4
#? []
1244 play B C5
#? []
1245 play B C4
#? []
1246 play W B3
#? []
1247 play W E3
#? []
1248 play B D3
#? []
1249 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X X O\n\. O O O \?\nX \. X \? \?]
1250 gogui-rules_board_size
#? [5 5 hex]
1251 gogui-rules_captured_count
#? [0 0]
1252 gogui-rules_side_to_move
#? [black]
1253 gogui-rules_board_gfx
#? [LABEL D3 1/2\nTEXT black to move: 1 stone to place]
1254 gogui-rules_legal_moves
#? [B1 A2 B4]
1262 clear_board
#? []
1263 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1264 gogui-rules_board_size
#? [5 5 hex]
1265 gogui-rules_captured_count
#? [0 0]
1266 gogui-rules_side_to_move
#? [black]
1283 clear_board
#? []
1284 play B C3
#? []
1285 play W B2
#? []
1286 play W E5
#? []
1287 play B A1
#? []
1288 play B D5
#? []
1289 play W C2
#? []
1290 play W A3
#? []
1291 play B D4
#? []
1292 play B C1
#? []
1293 play W D2
#? []
1294 play W E4
#? []
1295 play B C5
#? []
1296 play B C4
#? []
1297 play W B3
#? []
1298 play W E3
#? []
1299 play B D3
#? []
1300 play B B1
#? []
1301 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X X O\n\. O O O \?\nX X X \? \?]
1302 gogui-rules_board_size
#? [5 5 hex]
1303 gogui-rules_captured_count
#? [0 0]
1304 gogui-rules_side_to_move
#? [white]
play B B1
# error: illegal move: it is not black's turn
1305 clear_board
#? []
1306 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1307 gogui-rules_board_size
#? [5 5 hex]
1308 gogui-rules_captured_count
#? [0 0]
1309 gogui-rules_side_to_move
#? [black]
1327 clear_board
#? []
1328 play B C3
#? []
1329 play W B2
#? []
1330 play W E5
#? []
1331 play B A1
#? []
1332 play B D5
#? []
1333 play W C2
#? []
1334 play W A3
#? []
1335 play B D4
#? []
1336 play B C1
#? []
1337 play W D2
#? []
1338 play W E4
#? []
1339 play B C5
#? []
1340 play B C4
#? []
1341 play W B3
#? []
1342 play W E3
#? []
1343 play B D3
#? []
1344 play B B1
#? []
1345 gogui-rules_board
#? [\? \? X X O\n\? \. X X O\nO O X X O\n\. O O O \?\nX X X \? \?]
1346 gogui-rules_board_size
#? [5 5 hex]
1347 gogui-rules_captured_count
#? [0 0]
1348 gogui-rules_side_to_move
#? [white]
1349 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
1350 gogui-rules_legal_moves
#? [A2 B4 PASS]
1361 clear_board
#? []
1362 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1363 gogui-rules_board_size
#? [5 5 hex]
1364 gogui-rules_captured_count
#? [0 0]
1365 gogui-rules_side_to_move
#? [black]
1383 clear_board
#? []
1384 play B C3
#? []
1385 play W B2
#? []
1386 play W E5
#? []
1387 play B A1
#? []
1388 play B D5
#? []
1389 play W C2
#? []
1390 play W A3
#? []
1391 play B D4
#? []
1392 play B C1
#? []
1393 play W D2
#? []
1394 play W E4
#? []
1395 play B C5
#? []
1396 play B C4
#? []
1397 play W B3
#? []
1398 play W E3
#? []
1399 play B D3
#? []
1400 play B B1
#? []
1401 play W B4
#? []
1402 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\n\. O O O \?\nX X X \? \?]
1403 gogui-rules_board_size
#? [5 5 hex]
1404 gogui-rules_captured_count
#? [0 0]
1405 gogui-rules_side_to_move
#? [white]
1406 clear_board
#? []
1407 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1408 gogui-rules_board_size
#? [5 5 hex]
1409 gogui-rules_captured_count
#? [0 0]
1410 gogui-rules_side_to_move
#? [black]
1429 clear_board
#? []
1430 play B C3
#? []
1431 play W B2
#? []
1432 play W E5
#? []
1433 play B A1
#? []
1434 play B D5
#? []
1435 play W C2
#? []
1436 play W A3
#? []
1437 play B D4
#? []
1438 play B C1
#? []
1439 play W D2
#? []
1440 play W E4
#? []
1441 play B C5
#? []
1442 play B C4
#? []
1443 play W B3
#? []
1444 play W E3
#? []
1445 play B D3
#? []
1446 play B B1
#? []
1447 play W B4
#? []
1448 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\n\. O O O \?\nX X X \? \?]
1449 gogui-rules_board_size
#? [5 5 hex]
1450 gogui-rules_captured_count
#? [0 0]
1451 gogui-rules_side_to_move
#? [white]
play W B4
# error: illegal move: B4 is occupied
play W B4
# error: illegal move: B4 is occupied
1452 clear_board
#? []
1453 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1454 gogui-rules_board_size
#? [5 5 hex]
1455 gogui-rules_captured_count
#? [0 0]
1456 gogui-rules_side_to_move
#? [black]
1475 clear_board
#? []
1476 play B C3
#? []
1477 play W B2
#? []
1478 play W E5
#? []
1479 play B A1
#? []
1480 play B D5
#? []
1481 play W C2
#? []
1482 play W A3
#? []
1483 play B D4
#? []
1484 play B C1
#? []
1485 play W D2
#? []
1486 play W E4
#? []
1487 play B C5
#? []
1488 play B C4
#? []
1489 play W B3
#? []
1490 play W E3
#? []
1491 play B D3
#? []
1492 play B B1
#? []
1493 play W B4
#? []
1494 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\n\. O O O \?\nX X X \? \?]
1495 gogui-rules_board_size
#? [5 5 hex]
1496 gogui-rules_captured_count
#? [0 0]
1497 gogui-rules_side_to_move
#? [white]
1498 gogui-rules_board_gfx
#? [LABEL B4 1/2\nTEXT white to move: 1 stone to place]
1499 gogui-rules_legal_moves
#? [A2]
1510 clear_board
#? []
1511 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1512 gogui-rules_board_size
#? [5 5 hex]
1513 gogui-rules_captured_count
#? [0 0]
1514 gogui-rules_side_to_move
#? [black]
1533 clear_board
#? []
1534 play B C3
#? []
1535 play W B2
#? []
1536 play W E5
#? []
1537 play B A1
#? []
1538 play B D5
#? []
1539 play W C2
#? []
1540 play W A3
#? []
1541 play B D4
#? []
1542 play B C1
#? []
1543 play W D2
#? []
1544 play W E4
#? []
1545 play B C5
#? []
1546 play B C4
#? []
1547 play W B3
#? []
1548 play W E3
#? []
1549 play B D3
#? []
1550 play B B1
#? []
1551 play W B4
#? []
1552 play W A2
#? []
1553 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1554 gogui-rules_board_size
#? [5 5 hex]
1555 gogui-rules_captured_count
#? [0 0]
1556 gogui-rules_side_to_move
#? [black]
1557 clear_board
#? []
1558 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1559 gogui-rules_board_size
#? [5 5 hex]
1560 gogui-rules_captured_count
#? [0 0]
1561 gogui-rules_side_to_move
#? [black]
1581 clear_board
#? []
1582 play B C3
#? []
1583 play W B2
#? []
1584 play W E5
#? []
1585 play B A1
#? []
1586 play B D5
#? []
1587 play W C2
#? []
1588 play W A3
#? []
1589 play B D4
#? []
1590 play B C1
#? []
1591 play W D2
#? []
1592 play W E4
#? []
1593 play B C5
#? []
1594 play B C4
#? []
1595 play W B3
#? []
1596 play W E3
#? []
1597 play B D3
#? []
1598 play B B1
#? []
1599 play W B4
#? []
1600 play W A2
#? []
1601 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1602 gogui-rules_board_size
#? [5 5 hex]
1603 gogui-rules_captured_count
#? [0 0]
1604 gogui-rules_side_to_move
#? [black]
play W A2
# error: illegal move: it is not white's turn
play W A2
# error: illegal move: it is not white's turn
1605 clear_board
#? []
1606 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1607 gogui-rules_board_size
#? [5 5 hex]
1608 gogui-rules_captured_count
#? [0 0]
1609 gogui-rules_side_to_move
#? [black]
1629 clear_board
#? []
1630 play B C3
#? []
1631 play W B2
#? []
1632 play W E5
#? []
1633 play B A1
#? []
1634 play B D5
#? []
1635 play W C2
#? []
1636 play W A3
#? []
1637 play B D4
#? []
1638 play B C1
#? []
1639 play W D2
#? []
1640 play W E4
#? []
1641 play B C5
#? []
1642 play B C4
#? []
1643 play W B3
#? []
1644 play W E3
#? []
1645 play B D3
#? []
1646 play B B1
#? []
1647 play W B4
#? []
1648 play W A2
#? []
1649 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1650 gogui-rules_board_size
#? [5 5 hex]
1651 gogui-rules_captured_count
#? [0 0]
1652 gogui-rules_side_to_move
#? [black]
1653 gogui-rules_board_gfx
#? [TEXT black to move: 2 stones to place]
1654 gogui-rules_legal_moves
#? [PASS]
1659 clear_board
#? []
1660 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1661 gogui-rules_board_size
#? [5 5 hex]
1662 gogui-rules_captured_count
#? [0 0]
1663 gogui-rules_side_to_move
#? [black]
1683 clear_board
#? []
1684 play B C3
#? []
1685 play W B2
#? []
1686 play W E5
#? []
1687 play B A1
#? []
1688 play B D5
#? []
1689 play W C2
#? []
1690 play W A3
#? []
1691 play B D4
#? []
1692 play B C1
#? []
1693 play W D2
#? []
1694 play W E4
#? []
1695 play B C5
#? []
1696 play B C4
#? []
1697 play W B3
#? []
1698 play W E3
#? []
1699 play B D3
#? []
1700 play B B1
#? []
1701 play W B4
#? []
1702 play W A2
#? []
1703 play B PASS
#? []
1704 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1705 gogui-rules_board_size
#? [5 5 hex]
1706 gogui-rules_captured_count
#? [0 0]
1707 gogui-rules_side_to_move
#? [white]
play B PASS
# error: illegal move: it is not black's turn
1708 clear_board
#? []
1709 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1710 gogui-rules_board_size
#? [5 5 hex]
1711 gogui-rules_captured_count
#? [0 0]
1712 gogui-rules_side_to_move
#? [black]
1733 clear_board
#? []
1734 play B C3
#? []
1735 play W B2
#? []
1736 play W E5
#? []
1737 play B A1
#? []
1738 play B D5
#? []
1739 play W C2
#? []
1740 play W A3
#? []
1741 play B D4
#? []
1742 play B C1
#? []
1743 play W D2
#? []
1744 play W E4
#? []
1745 play B C5
#? []
1746 play B C4
#? []
1747 play W B3
#? []
1748 play W E3
#? []
1749 play B D3
#? []
1750 play B B1
#? []
1751 play W B4
#? []
1752 play W A2
#? []
1753 play B PASS
#? []
1754 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1755 gogui-rules_board_size
#? [5 5 hex]
1756 gogui-rules_captured_count
#? [0 0]
1757 gogui-rules_side_to_move
#? [white]
1758 gogui-rules_board_gfx
#? [TEXT white to move: 2 stones to place]
1759 gogui-rules_legal_moves
#? [PASS]
1770 clear_board
#? []
1771 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1772 gogui-rules_board_size
#? [5 5 hex]
1773 gogui-rules_captured_count
#? [0 0]
1774 gogui-rules_side_to_move
#? [black]
1795 clear_board
#? []
1796 play B C3
#? []
1797 play W B2
#? []
1798 play W E5
#? []
1799 play B A1
#? []
1800 play B D5
#? []
1801 play W C2
#? []
1802 play W A3
#? []
1803 play B D4
#? []
1804 play B C1
#? []
1805 play W D2
#? []
1806 play W E4
#? []
1807 play B C5
#? []
1808 play B C4
#? []
1809 play W B3
#? []
1810 play W E3
#? []
1811 play B D3
#? []
1812 play B B1
#? []
1813 play W B4
#? []
1814 play W A2
#? []
1815 play B PASS
#? []
1816 play W PASS
#? []
1817 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1818 gogui-rules_board_size
#? [5 5 hex]
1819 gogui-rules_captured_count
#? [0 0]
1820 gogui-rules_side_to_move
#? [black]
1821 clear_board
#? []
1822 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1823 gogui-rules_board_size
#? [5 5 hex]
1824 gogui-rules_captured_count
#? [0 0]
1825 gogui-rules_side_to_move
#? [black]
1847 clear_board
#? []
1848 play B C3
#? []
1849 play W B2
#? []
1850 play W E5
#? []
1851 play B A1
#? []
1852 play B D5
#? []
1853 play W C2
#? []
1854 play W A3
#? []
1855 play B D4
#? []
1856 play B C1
#? []
1857 play W D2
#? []
1858 play W E4
#? []
1859 play B C5
#? []
1860 play B C4
#? []
1861 play W B3
#? []
1862 play W E3
#? []
1863 play B D3
#? []
1864 play B B1
#? []
1865 play W B4
#? []
1866 play W A2
#? []
1867 play B PASS
#? []
1868 play W PASS
#? []
1869 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1870 gogui-rules_board_size
#? [5 5 hex]
1871 gogui-rules_captured_count
#? [0 0]
1872 gogui-rules_side_to_move
#? [black]
1873 play W PASS
#? []
1874 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1875 gogui-rules_board_size
#? [5 5 hex]
1876 gogui-rules_captured_count
#? [0 0]
1877 gogui-rules_side_to_move
#? [black]
1880 play W PASS
#? []
1881 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1882 gogui-rules_board_size
#? [5 5 hex]
1883 gogui-rules_captured_count
#? [0 0]
1884 gogui-rules_side_to_move
#? [black]
1887 clear_board
#? []
1888 gogui-rules_board
#? [\? \? \. \. \.\n\? \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \?\n\. \. \. \? \?]
1889 gogui-rules_board_size
#? [5 5 hex]
1890 gogui-rules_captured_count
#? [0 0]
1891 gogui-rules_side_to_move
#? [black]
1913 clear_board
#? []
1914 play B C3
#? []
1915 play W B2
#? []
1916 play W E5
#? []
1917 play B A1
#? []
1918 play B D5
#? []
1919 play W C2
#? []
1920 play W A3
#? []
1921 play B D4
#? []
1922 play B C1
#? []
1923 play W D2
#? []
1924 play W E4
#? []
1925 play B C5
#? []
1926 play B C4
#? []
1927 play W B3
#? []
1928 play W E3
#? []
1929 play B D3
#? []
1930 play B B1
#? []
1931 play W B4
#? []
1932 play W A2
#? []
1933 play B PASS
#? []
1934 play W PASS
#? []
1935 gogui-rules_board
#? [\? \? X X O\n\? O X X O\nO O X X O\nO O O O \?\nX X X \? \?]
1936 gogui-rules_board_size
#? [5 5 hex]
1937 gogui-rules_captured_count
#? [0 0]
1938 gogui-rules_side_to_move
#? [black]
1939 gogui-rules_board_gfx
#? []
1940 gogui-rules_legal_moves
#? []
1944 gogui-rules_final_result
#? [Black wins by 7 \(B\+7\) by two passes: at rank 1, Black 1 against White -6]

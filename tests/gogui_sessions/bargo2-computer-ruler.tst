# gtp-like 0.1.0 session of 2026-12-02 06:47:35: gtp-like --game bargo --size 2 --seed 1 --player mcts --playouts 30 --gogui
# replay: gtp-like regress --game bargo --size 2 --seed 1 --player mcts --playouts 30 --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-gfx_walls\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Bargo]
4 gogui-rules_board_size
#? [3 3 hex]
5 clear_board
#? []
6 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
7 gogui-rules_board_size
#? [3 3 hex]
8 gogui-rules_captured_count
#? [0 0]
9 clear_board
#? []
10 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
11 gogui-rules_board_size
#? [3 3 hex]
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
#? [A1 B1 A2 B2 C2 B3 C3 PASS]
32 clear_board
#? []
33 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
34 gogui-rules_board_size
#? [3 3 hex]
35 gogui-rules_captured_count
#? [0 0]
36 gogui-rules_side_to_move
#? [black]
37 clear_board
#? []
38 play B B2
#? []
39 gogui-rules_board
#? [\? \. \.\n\. X \.\n\. \. \?]
40 gogui-rules_board_size
#? [3 3 hex]
41 gogui-rules_captured_count
#? [0 0]
42 gogui-rules_side_to_move
#? [black]
43 clear_board
#? []
44 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
45 gogui-rules_board_size
#? [3 3 hex]
46 gogui-rules_captured_count
#? [0 0]
47 gogui-rules_side_to_move
#? [black]
49 clear_board
#? []
50 play B B2
#? []
51 gogui-rules_board
#? [\? \. \.\n\. X \.\n\. \. \?]
52 gogui-rules_board_size
#? [3 3 hex]
53 gogui-rules_captured_count
#? [0 0]
54 gogui-rules_side_to_move
#? [black]
play B B2
# error: illegal move: B2 cannot follow B2, the move begun \(gogui-rules_legal_moves\)
play B B2
# error: illegal move: B2 cannot follow B2, the move begun \(gogui-rules_legal_moves\)
55 clear_board
#? []
56 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
57 gogui-rules_board_size
#? [3 3 hex]
58 gogui-rules_captured_count
#? [0 0]
59 gogui-rules_side_to_move
#? [black]
61 clear_board
#? []
62 play B B2
#? []
63 gogui-rules_board
#? [\? \. \.\n\. X \.\n\. \. \?]
64 gogui-rules_board_size
#? [3 3 hex]
65 gogui-rules_captured_count
#? [0 0]
66 gogui-rules_side_to_move
#? [black]
67 gogui-rules_board_gfx
#? [CLEAR\nLABEL C2 E C3 NE B3 NW A2 W A1 SW B1 SE\nCOLOR red B2\nTEXT black's piece on B2: click the neighbouring cell its wall faces \(marked\)]
68 gogui-rules_legal_moves
#? [C2 C3 B3 A2 A1 B1]
78 clear_board
#? []
79 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
80 gogui-rules_board_size
#? [3 3 hex]
81 gogui-rules_captured_count
#? [0 0]
82 gogui-rules_side_to_move
#? [black]
84 clear_board
#? []
85 play B B2
#? []
86 play B C2
#? []
87 gogui-rules_board
#? [\? \. \.\n\. X \.\n\. \. \?]
88 gogui-rules_board_size
#? [3 3 hex]
89 gogui-rules_captured_count
#? [0 0]
90 gogui-rules_side_to_move
#? [white]
91 clear_board
#? []
92 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
93 gogui-rules_board_size
#? [3 3 hex]
94 gogui-rules_captured_count
#? [0 0]
95 gogui-rules_side_to_move
#? [black]
98 clear_board
#? []
99 play B B2
#? []
100 play B C2
#? []
101 gogui-rules_board
#? [\? \. \.\n\. X \.\n\. \. \?]
102 gogui-rules_board_size
#? [3 3 hex]
103 gogui-rules_captured_count
#? [0 0]
104 gogui-rules_side_to_move
#? [white]
play B C2
# error: illegal move: it is not black's turn
play B C2
# error: illegal move: it is not black's turn
105 clear_board
#? []
106 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
107 gogui-rules_board_size
#? [3 3 hex]
108 gogui-rules_captured_count
#? [0 0]
109 gogui-rules_side_to_move
#? [black]
112 clear_board
#? []
113 play B B2
#? []
114 play B C2
#? []
115 gogui-rules_board
#? [\? \. \.\n\. X \.\n\. \. \?]
116 gogui-rules_board_size
#? [3 3 hex]
117 gogui-rules_captured_count
#? [0 0]
118 gogui-rules_side_to_move
#? [white]
119 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 E\nCOLOR red B2\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
120 gogui-rules_legal_moves
#? [A1 B1 A2 C2 B3 C3 PASS]
130 clear_board
#? []
131 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
132 gogui-rules_board_size
#? [3 3 hex]
133 gogui-rules_captured_count
#? [0 0]
134 gogui-rules_side_to_move
#? [black]
137 clear_board
#? []
138 play B B2
#? []
139 play B C2
#? []
140 play W A2
#? []
141 gogui-rules_board
#? [\? \. \.\nO X \.\n\. \. \?]
142 gogui-rules_board_size
#? [3 3 hex]
143 gogui-rules_captured_count
#? [0 0]
144 gogui-rules_side_to_move
#? [white]
145 clear_board
#? []
146 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
147 gogui-rules_board_size
#? [3 3 hex]
148 gogui-rules_captured_count
#? [0 0]
149 gogui-rules_side_to_move
#? [black]
153 clear_board
#? []
154 play B B2
#? []
155 play B C2
#? []
156 play W A2
#? []
157 gogui-rules_board
#? [\? \. \.\nO X \.\n\. \. \?]
158 gogui-rules_board_size
#? [3 3 hex]
159 gogui-rules_captured_count
#? [0 0]
160 gogui-rules_side_to_move
#? [white]
play W A2
# error: illegal move: A2 cannot follow A2, the move begun \(gogui-rules_legal_moves\)
play W A2
# error: illegal move: A2 cannot follow A2, the move begun \(gogui-rules_legal_moves\)
161 clear_board
#? []
162 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
163 gogui-rules_board_size
#? [3 3 hex]
164 gogui-rules_captured_count
#? [0 0]
165 gogui-rules_side_to_move
#? [black]
169 clear_board
#? []
170 play B B2
#? []
171 play B C2
#? []
172 play W A2
#? []
173 gogui-rules_board
#? [\? \. \.\nO X \.\n\. \. \?]
174 gogui-rules_board_size
#? [3 3 hex]
175 gogui-rules_captured_count
#? [0 0]
176 gogui-rules_side_to_move
#? [white]
177 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 E\nLABEL B3 NE A1 SE\nCOLOR red A2\nTEXT white's piece on A2: click the neighbouring cell its wall faces \(marked\)]
178 gogui-rules_legal_moves
#? [B3 A1]
188 clear_board
#? []
189 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
190 gogui-rules_board_size
#? [3 3 hex]
191 gogui-rules_captured_count
#? [0 0]
192 gogui-rules_side_to_move
#? [black]
196 clear_board
#? []
197 play B B2
#? []
198 play B C2
#? []
199 play W A2
#? []
200 play W B3
#? []
201 gogui-rules_board
#? [\? \. \.\nO X \.\n\. \. \?]
202 gogui-rules_board_size
#? [3 3 hex]
203 gogui-rules_captured_count
#? [0 0]
204 gogui-rules_side_to_move
#? [black]
205 clear_board
#? []
206 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
207 gogui-rules_board_size
#? [3 3 hex]
208 gogui-rules_captured_count
#? [0 0]
209 gogui-rules_side_to_move
#? [black]
214 clear_board
#? []
215 play B B2
#? []
216 play B C2
#? []
217 play W A2
#? []
218 play W B3
#? []
219 gogui-rules_board
#? [\? \. \.\nO X \.\n\. \. \?]
220 gogui-rules_board_size
#? [3 3 hex]
221 gogui-rules_captured_count
#? [0 0]
222 gogui-rules_side_to_move
#? [black]
play W B3
# error: illegal move: it is not white's turn
play W B3
# error: illegal move: it is not white's turn
223 clear_board
#? []
224 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
225 gogui-rules_board_size
#? [3 3 hex]
226 gogui-rules_captured_count
#? [0 0]
227 gogui-rules_side_to_move
#? [black]
232 clear_board
#? []
233 play B B2
#? []
234 play B C2
#? []
235 play W A2
#? []
236 play W B3
#? []
237 gogui-rules_board
#? [\? \. \.\nO X \.\n\. \. \?]
238 gogui-rules_board_size
#? [3 3 hex]
239 gogui-rules_captured_count
#? [0 0]
240 gogui-rules_side_to_move
#? [black]
241 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 E A2 NE\nCOLOR red A2\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
242 gogui-rules_legal_moves
#? [A1 B1 C2 B3 C3 PASS]
252 clear_board
#? []
253 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
254 gogui-rules_board_size
#? [3 3 hex]
255 gogui-rules_captured_count
#? [0 0]
256 gogui-rules_side_to_move
#? [black]
261 clear_board
#? []
262 play B B2
#? []
263 play B C2
#? []
264 play W A2
#? []
265 play W B3
#? []
266 play B B1
#? []
267 gogui-rules_board
#? [\? \. \.\nO X \.\n\. X \?]
268 gogui-rules_board_size
#? [3 3 hex]
269 gogui-rules_captured_count
#? [0 0]
270 gogui-rules_side_to_move
#? [black]
271 clear_board
#? []
272 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
273 gogui-rules_board_size
#? [3 3 hex]
274 gogui-rules_captured_count
#? [0 0]
275 gogui-rules_side_to_move
#? [black]
281 clear_board
#? []
282 play B B2
#? []
283 play B C2
#? []
284 play W A2
#? []
285 play W B3
#? []
286 play B B1
#? []
287 gogui-rules_board
#? [\? \. \.\nO X \.\n\. X \?]
288 gogui-rules_board_size
#? [3 3 hex]
289 gogui-rules_captured_count
#? [0 0]
290 gogui-rules_side_to_move
#? [black]
play B B1
# error: illegal move: B1 cannot follow B1, the move begun \(gogui-rules_legal_moves\)
play B B1
# error: illegal move: B1 cannot follow B1, the move begun \(gogui-rules_legal_moves\)
291 clear_board
#? []
292 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
293 gogui-rules_board_size
#? [3 3 hex]
294 gogui-rules_captured_count
#? [0 0]
295 gogui-rules_side_to_move
#? [black]
301 clear_board
#? []
302 play B B2
#? []
303 play B C2
#? []
304 play W A2
#? []
305 play W B3
#? []
306 play B B1
#? []
307 gogui-rules_board
#? [\? \. \.\nO X \.\n\. X \?]
308 gogui-rules_board_size
#? [3 3 hex]
309 gogui-rules_captured_count
#? [0 0]
310 gogui-rules_side_to_move
#? [black]
311 gogui-rules_board_gfx
#? [CLEAR\nLABEL B2 E A2 NE\nLABEL C2 NE B2 NW A1 W\nCOLOR red B1\nTEXT black's piece on B1: click the neighbouring cell its wall faces \(marked\)]
312 gogui-rules_legal_moves
#? [C2 B2 A1]
322 clear_board
#? []
323 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
324 gogui-rules_board_size
#? [3 3 hex]
325 gogui-rules_captured_count
#? [0 0]
326 gogui-rules_side_to_move
#? [black]
332 clear_board
#? []
333 play B B2
#? []
334 play B C2
#? []
335 play W A2
#? []
336 play W B3
#? []
337 play B B1
#? []
338 play B A1
#? []
339 gogui-rules_board
#? [\? \. \.\nO X \.\n\. X \?]
340 gogui-rules_board_size
#? [3 3 hex]
341 gogui-rules_captured_count
#? [0 0]
342 gogui-rules_side_to_move
#? [white]
343 clear_board
#? []
344 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
345 gogui-rules_board_size
#? [3 3 hex]
346 gogui-rules_captured_count
#? [0 0]
347 gogui-rules_side_to_move
#? [black]
354 clear_board
#? []
355 play B B2
#? []
356 play B C2
#? []
357 play W A2
#? []
358 play W B3
#? []
359 play B B1
#? []
360 play B A1
#? []
361 gogui-rules_board
#? [\? \. \.\nO X \.\n\. X \?]
362 gogui-rules_board_size
#? [3 3 hex]
363 gogui-rules_captured_count
#? [0 0]
364 gogui-rules_side_to_move
#? [white]
play B A1
# error: illegal move: it is not black's turn
play B A1
# error: illegal move: it is not black's turn
365 clear_board
#? []
366 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
367 gogui-rules_board_size
#? [3 3 hex]
368 gogui-rules_captured_count
#? [0 0]
369 gogui-rules_side_to_move
#? [black]
376 clear_board
#? []
377 play B B2
#? []
378 play B C2
#? []
379 play W A2
#? []
380 play W B3
#? []
381 play B B1
#? []
382 play B A1
#? []
383 gogui-rules_board
#? [\? \. \.\nO X \.\n\. X \?]
384 gogui-rules_board_size
#? [3 3 hex]
385 gogui-rules_captured_count
#? [0 0]
386 gogui-rules_side_to_move
#? [white]
387 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W B2 E A2 NE\nCOLOR red B1\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
388 gogui-rules_legal_moves
#? [C3 PASS]
398 clear_board
#? []
399 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
400 gogui-rules_board_size
#? [3 3 hex]
401 gogui-rules_captured_count
#? [0 0]
402 gogui-rules_side_to_move
#? [black]
409 clear_board
#? []
410 play B B2
#? []
411 play B C2
#? []
412 play W A2
#? []
413 play W B3
#? []
414 play B B1
#? []
415 play B A1
#? []
416 play W C3
#? []
417 gogui-rules_board
#? [\? \. O\nO X \.\n\. X \?]
418 gogui-rules_board_size
#? [3 3 hex]
419 gogui-rules_captured_count
#? [0 0]
420 gogui-rules_side_to_move
#? [white]
421 clear_board
#? []
422 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
423 gogui-rules_board_size
#? [3 3 hex]
424 gogui-rules_captured_count
#? [0 0]
425 gogui-rules_side_to_move
#? [black]
433 clear_board
#? []
434 play B B2
#? []
435 play B C2
#? []
436 play W A2
#? []
437 play W B3
#? []
438 play B B1
#? []
439 play B A1
#? []
440 play W C3
#? []
441 gogui-rules_board
#? [\? \. O\nO X \.\n\. X \?]
442 gogui-rules_board_size
#? [3 3 hex]
443 gogui-rules_captured_count
#? [0 0]
444 gogui-rules_side_to_move
#? [white]
play W C3
# error: illegal move: C3 cannot follow C3, the move begun \(gogui-rules_legal_moves\)
play W C3
# error: illegal move: C3 cannot follow C3, the move begun \(gogui-rules_legal_moves\)
445 clear_board
#? []
446 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
447 gogui-rules_board_size
#? [3 3 hex]
448 gogui-rules_captured_count
#? [0 0]
449 gogui-rules_side_to_move
#? [black]
457 clear_board
#? []
458 play B B2
#? []
459 play B C2
#? []
460 play W A2
#? []
461 play W B3
#? []
462 play B B1
#? []
463 play B A1
#? []
464 play W C3
#? []
465 gogui-rules_board
#? [\? \. O\nO X \.\n\. X \?]
466 gogui-rules_board_size
#? [3 3 hex]
467 gogui-rules_captured_count
#? [0 0]
468 gogui-rules_side_to_move
#? [white]
469 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W B2 E A2 NE\nLABEL B3 W C2 SE\nCOLOR red C3\nTEXT white's piece on C3: click the neighbouring cell its wall faces \(marked\)]
470 gogui-rules_legal_moves
#? [B3 C2]
480 clear_board
#? []
481 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
482 gogui-rules_board_size
#? [3 3 hex]
483 gogui-rules_captured_count
#? [0 0]
484 gogui-rules_side_to_move
#? [black]
492 clear_board
#? []
493 play B B2
#? []
494 play B C2
#? []
495 play W A2
#? []
496 play W B3
#? []
497 play B B1
#? []
498 play B A1
#? []
499 play W C3
#? []
500 play W B3
#? []
501 gogui-rules_board
#? [\? \. O\nO X \.\n\. X \?]
502 gogui-rules_board_size
#? [3 3 hex]
503 gogui-rules_captured_count
#? [0 0]
504 gogui-rules_side_to_move
#? [black]
505 clear_board
#? []
506 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
507 gogui-rules_board_size
#? [3 3 hex]
508 gogui-rules_captured_count
#? [0 0]
509 gogui-rules_side_to_move
#? [black]
518 clear_board
#? []
519 play B B2
#? []
520 play B C2
#? []
521 play W A2
#? []
522 play W B3
#? []
523 play B B1
#? []
524 play B A1
#? []
525 play W C3
#? []
526 play W B3
#? []
527 gogui-rules_board
#? [\? \. O\nO X \.\n\. X \?]
528 gogui-rules_board_size
#? [3 3 hex]
529 gogui-rules_captured_count
#? [0 0]
530 gogui-rules_side_to_move
#? [black]
play W B3
# error: illegal move: it is not white's turn
play W B3
# error: illegal move: it is not white's turn
531 clear_board
#? []
532 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
533 gogui-rules_board_size
#? [3 3 hex]
534 gogui-rules_captured_count
#? [0 0]
535 gogui-rules_side_to_move
#? [black]
544 clear_board
#? []
545 play B B2
#? []
546 play B C2
#? []
547 play W A2
#? []
548 play W B3
#? []
549 play B B1
#? []
550 play B A1
#? []
551 play W C3
#? []
552 play W B3
#? []
553 gogui-rules_board
#? [\? \. O\nO X \.\n\. X \?]
554 gogui-rules_board_size
#? [3 3 hex]
555 gogui-rules_captured_count
#? [0 0]
556 gogui-rules_side_to_move
#? [black]
557 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W B2 E A2 NE C3 W\nCOLOR red C3\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
558 gogui-rules_legal_moves
#? [A1 C2 PASS]
568 clear_board
#? []
569 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
570 gogui-rules_board_size
#? [3 3 hex]
571 gogui-rules_captured_count
#? [0 0]
572 gogui-rules_side_to_move
#? [black]
581 clear_board
#? []
582 play B B2
#? []
583 play B C2
#? []
584 play W A2
#? []
585 play W B3
#? []
586 play B B1
#? []
587 play B A1
#? []
588 play W C3
#? []
589 play W B3
#? []
590 play B A1
#? []
591 gogui-rules_board
#? [\? \. O\nO X \.\nX X \?]
592 gogui-rules_board_size
#? [3 3 hex]
593 gogui-rules_captured_count
#? [0 0]
594 gogui-rules_side_to_move
#? [black]
595 clear_board
#? []
596 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
597 gogui-rules_board_size
#? [3 3 hex]
598 gogui-rules_captured_count
#? [0 0]
599 gogui-rules_side_to_move
#? [black]
609 clear_board
#? []
610 play B B2
#? []
611 play B C2
#? []
612 play W A2
#? []
613 play W B3
#? []
614 play B B1
#? []
615 play B A1
#? []
616 play W C3
#? []
617 play W B3
#? []
618 play B A1
#? []
619 gogui-rules_board
#? [\? \. O\nO X \.\nX X \?]
620 gogui-rules_board_size
#? [3 3 hex]
621 gogui-rules_captured_count
#? [0 0]
622 gogui-rules_side_to_move
#? [black]
play B A1
# error: illegal move: A1 cannot follow A1, the move begun \(gogui-rules_legal_moves\)
play B A1
# error: illegal move: A1 cannot follow A1, the move begun \(gogui-rules_legal_moves\)
623 clear_board
#? []
624 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
625 gogui-rules_board_size
#? [3 3 hex]
626 gogui-rules_captured_count
#? [0 0]
627 gogui-rules_side_to_move
#? [black]
637 clear_board
#? []
638 play B B2
#? []
639 play B C2
#? []
640 play W A2
#? []
641 play W B3
#? []
642 play B B1
#? []
643 play B A1
#? []
644 play W C3
#? []
645 play W B3
#? []
646 play B A1
#? []
647 gogui-rules_board
#? [\? \. O\nO X \.\nX X \?]
648 gogui-rules_board_size
#? [3 3 hex]
649 gogui-rules_captured_count
#? [0 0]
650 gogui-rules_side_to_move
#? [black]
651 gogui-rules_board_gfx
#? [CLEAR\nLABEL B1 W B2 E A2 NE C3 W\nLABEL B2 NE A2 NW\nCOLOR red A1\nTEXT black's piece on A1: click the neighbouring cell its wall faces \(marked\)]
652 gogui-rules_legal_moves
#? [B2 A2]
662 clear_board
#? []
663 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
664 gogui-rules_board_size
#? [3 3 hex]
665 gogui-rules_captured_count
#? [0 0]
666 gogui-rules_side_to_move
#? [black]
676 clear_board
#? []
677 play B B2
#? []
678 play B C2
#? []
679 play W A2
#? []
680 play W B3
#? []
681 play B B1
#? []
682 play B A1
#? []
683 play W C3
#? []
684 play W B3
#? []
685 play B A1
#? []
686 play B B2
#? []
687 gogui-rules_board
#? [\? \. O\n\. X \.\nX X \?]
688 gogui-rules_board_size
#? [3 3 hex]
689 gogui-rules_captured_count
#? [1 0]
690 gogui-rules_side_to_move
#? [white]
691 clear_board
#? []
692 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
693 gogui-rules_board_size
#? [3 3 hex]
694 gogui-rules_captured_count
#? [0 0]
695 gogui-rules_side_to_move
#? [black]
706 clear_board
#? []
707 play B B2
#? []
708 play B C2
#? []
709 play W A2
#? []
710 play W B3
#? []
711 play B B1
#? []
712 play B A1
#? []
713 play W C3
#? []
714 play W B3
#? []
715 play B A1
#? []
716 play B B2
#? []
717 gogui-rules_board
#? [\? \. O\n\. X \.\nX X \?]
718 gogui-rules_board_size
#? [3 3 hex]
719 gogui-rules_captured_count
#? [1 0]
720 gogui-rules_side_to_move
#? [white]
play B B2
# error: illegal move: it is not black's turn
play B B2
# error: illegal move: it is not black's turn
721 clear_board
#? []
722 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
723 gogui-rules_board_size
#? [3 3 hex]
724 gogui-rules_captured_count
#? [0 0]
725 gogui-rules_side_to_move
#? [black]
736 clear_board
#? []
737 play B B2
#? []
738 play B C2
#? []
739 play W A2
#? []
740 play W B3
#? []
741 play B B1
#? []
742 play B A1
#? []
743 play W C3
#? []
744 play W B3
#? []
745 play B A1
#? []
746 play B B2
#? []
747 gogui-rules_board
#? [\? \. O\n\. X \.\nX X \?]
748 gogui-rules_board_size
#? [3 3 hex]
749 gogui-rules_captured_count
#? [1 0]
750 gogui-rules_side_to_move
#? [white]
751 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 NE B1 W B2 E C3 W\nCOLOR red A1\nTEXT button untaken: Pass takes it \(\+0\.5\); pieces are labelled with their walls' directions]
752 gogui-rules_legal_moves
#? [PASS]
762 clear_board
#? []
763 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
764 gogui-rules_board_size
#? [3 3 hex]
765 gogui-rules_captured_count
#? [0 0]
766 gogui-rules_side_to_move
#? [black]
777 clear_board
#? []
778 play B B2
#? []
779 play B C2
#? []
780 play W A2
#? []
781 play W B3
#? []
782 play B B1
#? []
783 play B A1
#? []
784 play W C3
#? []
785 play W B3
#? []
786 play B A1
#? []
787 play B B2
#? []
788 play W PASS
#? []
789 gogui-rules_board
#? [\? \. O\n\. X \.\nX X \?]
790 gogui-rules_board_size
#? [3 3 hex]
791 gogui-rules_captured_count
#? [1 0]
792 gogui-rules_side_to_move
#? [black]
793 clear_board
#? []
794 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
795 gogui-rules_board_size
#? [3 3 hex]
796 gogui-rules_captured_count
#? [0 0]
797 gogui-rules_side_to_move
#? [black]
809 clear_board
#? []
810 play B B2
#? []
811 play B C2
#? []
812 play W A2
#? []
813 play W B3
#? []
814 play B B1
#? []
815 play B A1
#? []
816 play W C3
#? []
817 play W B3
#? []
818 play B A1
#? []
819 play B B2
#? []
820 play W PASS
#? []
821 gogui-rules_board
#? [\? \. O\n\. X \.\nX X \?]
822 gogui-rules_board_size
#? [3 3 hex]
823 gogui-rules_captured_count
#? [1 0]
824 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
play W PASS
# error: illegal move: it is not white's turn
825 clear_board
#? []
826 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
827 gogui-rules_board_size
#? [3 3 hex]
828 gogui-rules_captured_count
#? [0 0]
829 gogui-rules_side_to_move
#? [black]
841 clear_board
#? []
842 play B B2
#? []
843 play B C2
#? []
844 play W A2
#? []
845 play W B3
#? []
846 play B B1
#? []
847 play B A1
#? []
848 play W C3
#? []
849 play W B3
#? []
850 play B A1
#? []
851 play B B2
#? []
852 play W PASS
#? []
853 gogui-rules_board
#? [\? \. O\n\. X \.\nX X \?]
854 gogui-rules_board_size
#? [3 3 hex]
855 gogui-rules_captured_count
#? [1 0]
856 gogui-rules_side_to_move
#? [black]
857 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 NE B1 W B2 E C3 W\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
858 gogui-rules_legal_moves
#? [A2 C2 B3 PASS]
868 clear_board
#? []
869 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
870 gogui-rules_board_size
#? [3 3 hex]
871 gogui-rules_captured_count
#? [0 0]
872 gogui-rules_side_to_move
#? [black]
884 clear_board
#? []
885 play B B2
#? []
886 play B C2
#? []
887 play W A2
#? []
888 play W B3
#? []
889 play B B1
#? []
890 play B A1
#? []
891 play W C3
#? []
892 play W B3
#? []
893 play B A1
#? []
894 play B B2
#? []
895 play W PASS
#? []
896 play B B3
#? []
897 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
898 gogui-rules_board_size
#? [3 3 hex]
899 gogui-rules_captured_count
#? [1 0]
900 gogui-rules_side_to_move
#? [black]
901 clear_board
#? []
902 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
903 gogui-rules_board_size
#? [3 3 hex]
904 gogui-rules_captured_count
#? [0 0]
905 gogui-rules_side_to_move
#? [black]
918 clear_board
#? []
919 play B B2
#? []
920 play B C2
#? []
921 play W A2
#? []
922 play W B3
#? []
923 play B B1
#? []
924 play B A1
#? []
925 play W C3
#? []
926 play W B3
#? []
927 play B A1
#? []
928 play B B2
#? []
929 play W PASS
#? []
930 play B B3
#? []
931 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
932 gogui-rules_board_size
#? [3 3 hex]
933 gogui-rules_captured_count
#? [1 0]
934 gogui-rules_side_to_move
#? [black]
play B B3
# error: illegal move: B3 cannot follow B3, the move begun \(gogui-rules_legal_moves\)
play B B3
# error: illegal move: B3 cannot follow B3, the move begun \(gogui-rules_legal_moves\)
935 clear_board
#? []
936 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
937 gogui-rules_board_size
#? [3 3 hex]
938 gogui-rules_captured_count
#? [0 0]
939 gogui-rules_side_to_move
#? [black]
952 clear_board
#? []
953 play B B2
#? []
954 play B C2
#? []
955 play W A2
#? []
956 play W B3
#? []
957 play B B1
#? []
958 play B A1
#? []
959 play W C3
#? []
960 play W B3
#? []
961 play B A1
#? []
962 play B B2
#? []
963 play W PASS
#? []
964 play B B3
#? []
965 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
966 gogui-rules_board_size
#? [3 3 hex]
967 gogui-rules_captured_count
#? [1 0]
968 gogui-rules_side_to_move
#? [black]
969 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 NE B1 W B2 E C3 W\nLABEL A2 SW B2 SE\nCOLOR red B3\nTEXT black's piece on B3: click the neighbouring cell its wall faces \(marked\)]
970 gogui-rules_legal_moves
#? [A2 B2]
980 clear_board
#? []
981 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
982 gogui-rules_board_size
#? [3 3 hex]
983 gogui-rules_captured_count
#? [0 0]
984 gogui-rules_side_to_move
#? [black]
997 clear_board
#? []
998 play B B2
#? []
999 play B C2
#? []
1000 play W A2
#? []
1001 play W B3
#? []
1002 play B B1
#? []
1003 play B A1
#? []
1004 play W C3
#? []
1005 play W B3
#? []
1006 play B A1
#? []
1007 play B B2
#? []
1008 play W PASS
#? []
1009 play B B3
#? []
1010 play B A2
#? []
1011 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1012 gogui-rules_board_size
#? [3 3 hex]
1013 gogui-rules_captured_count
#? [1 0]
1014 gogui-rules_side_to_move
#? [white]
1015 clear_board
#? []
1016 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
1017 gogui-rules_board_size
#? [3 3 hex]
1018 gogui-rules_captured_count
#? [0 0]
1019 gogui-rules_side_to_move
#? [black]
1033 clear_board
#? []
1034 play B B2
#? []
1035 play B C2
#? []
1036 play W A2
#? []
1037 play W B3
#? []
1038 play B B1
#? []
1039 play B A1
#? []
1040 play W C3
#? []
1041 play W B3
#? []
1042 play B A1
#? []
1043 play B B2
#? []
1044 play W PASS
#? []
1045 play B B3
#? []
1046 play B A2
#? []
1047 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1048 gogui-rules_board_size
#? [3 3 hex]
1049 gogui-rules_captured_count
#? [1 0]
1050 gogui-rules_side_to_move
#? [white]
play B A2
# error: illegal move: it is not black's turn
play B A2
# error: illegal move: it is not black's turn
1051 clear_board
#? []
1052 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
1053 gogui-rules_board_size
#? [3 3 hex]
1054 gogui-rules_captured_count
#? [0 0]
1055 gogui-rules_side_to_move
#? [black]
1069 clear_board
#? []
1070 play B B2
#? []
1071 play B C2
#? []
1072 play W A2
#? []
1073 play W B3
#? []
1074 play B B1
#? []
1075 play B A1
#? []
1076 play W C3
#? []
1077 play W B3
#? []
1078 play B A1
#? []
1079 play B B2
#? []
1080 play W PASS
#? []
1081 play B B3
#? []
1082 play B A2
#? []
1083 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1084 gogui-rules_board_size
#? [3 3 hex]
1085 gogui-rules_captured_count
#? [1 0]
1086 gogui-rules_side_to_move
#? [white]
1087 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 NE B1 W B2 E B3 SW C3 W\nCOLOR red B3\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1088 gogui-rules_legal_moves
#? [PASS]
1098 clear_board
#? []
1099 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
1100 gogui-rules_board_size
#? [3 3 hex]
1101 gogui-rules_captured_count
#? [0 0]
1102 gogui-rules_side_to_move
#? [black]
1116 clear_board
#? []
1117 play B B2
#? []
1118 play B C2
#? []
1119 play W A2
#? []
1120 play W B3
#? []
1121 play B B1
#? []
1122 play B A1
#? []
1123 play W C3
#? []
1124 play W B3
#? []
1125 play B A1
#? []
1126 play B B2
#? []
1127 play W PASS
#? []
1128 play B B3
#? []
1129 play B A2
#? []
1130 play W PASS
#? []
1131 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1132 gogui-rules_board_size
#? [3 3 hex]
1133 gogui-rules_captured_count
#? [1 0]
1134 gogui-rules_side_to_move
#? [black]
1135 clear_board
#? []
1136 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
1137 gogui-rules_board_size
#? [3 3 hex]
1138 gogui-rules_captured_count
#? [0 0]
1139 gogui-rules_side_to_move
#? [black]
1154 clear_board
#? []
1155 play B B2
#? []
1156 play B C2
#? []
1157 play W A2
#? []
1158 play W B3
#? []
1159 play B B1
#? []
1160 play B A1
#? []
1161 play W C3
#? []
1162 play W B3
#? []
1163 play B A1
#? []
1164 play B B2
#? []
1165 play W PASS
#? []
1166 play B B3
#? []
1167 play B A2
#? []
1168 play W PASS
#? []
1169 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1170 gogui-rules_board_size
#? [3 3 hex]
1171 gogui-rules_captured_count
#? [1 0]
1172 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
play W PASS
# error: illegal move: it is not white's turn
1173 clear_board
#? []
1174 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
1175 gogui-rules_board_size
#? [3 3 hex]
1176 gogui-rules_captured_count
#? [0 0]
1177 gogui-rules_side_to_move
#? [black]
1192 clear_board
#? []
1193 play B B2
#? []
1194 play B C2
#? []
1195 play W A2
#? []
1196 play W B3
#? []
1197 play B B1
#? []
1198 play B A1
#? []
1199 play W C3
#? []
1200 play W B3
#? []
1201 play B A1
#? []
1202 play B B2
#? []
1203 play W PASS
#? []
1204 play B B3
#? []
1205 play B A2
#? []
1206 play W PASS
#? []
1207 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1208 gogui-rules_board_size
#? [3 3 hex]
1209 gogui-rules_captured_count
#? [1 0]
1210 gogui-rules_side_to_move
#? [black]
1211 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 NE B1 W B2 E B3 SW C3 W\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1212 gogui-rules_legal_moves
#? [A2 C2 PASS]
1222 clear_board
#? []
1223 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
1224 gogui-rules_board_size
#? [3 3 hex]
1225 gogui-rules_captured_count
#? [0 0]
1226 gogui-rules_side_to_move
#? [black]
1241 clear_board
#? []
1242 play B B2
#? []
1243 play B C2
#? []
1244 play W A2
#? []
1245 play W B3
#? []
1246 play B B1
#? []
1247 play B A1
#? []
1248 play W C3
#? []
1249 play W B3
#? []
1250 play B A1
#? []
1251 play B B2
#? []
1252 play W PASS
#? []
1253 play B B3
#? []
1254 play B A2
#? []
1255 play W PASS
#? []
1256 play B PASS
#? []
1257 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1258 gogui-rules_board_size
#? [3 3 hex]
1259 gogui-rules_captured_count
#? [1 0]
1260 gogui-rules_side_to_move
#? [white]
1261 clear_board
#? []
1262 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
1263 gogui-rules_board_size
#? [3 3 hex]
1264 gogui-rules_captured_count
#? [0 0]
1265 gogui-rules_side_to_move
#? [black]
1281 clear_board
#? []
1282 play B B2
#? []
1283 play B C2
#? []
1284 play W A2
#? []
1285 play W B3
#? []
1286 play B B1
#? []
1287 play B A1
#? []
1288 play W C3
#? []
1289 play W B3
#? []
1290 play B A1
#? []
1291 play B B2
#? []
1292 play W PASS
#? []
1293 play B B3
#? []
1294 play B A2
#? []
1295 play W PASS
#? []
1296 play B PASS
#? []
1297 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1298 gogui-rules_board_size
#? [3 3 hex]
1299 gogui-rules_captured_count
#? [1 0]
1300 gogui-rules_side_to_move
#? [white]
1301 play B PASS
#? []
1302 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1303 gogui-rules_board_size
#? [3 3 hex]
1304 gogui-rules_captured_count
#? [1 0]
1305 gogui-rules_side_to_move
#? [white]
1308 play B PASS
#? []
1309 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1310 gogui-rules_board_size
#? [3 3 hex]
1311 gogui-rules_captured_count
#? [1 0]
1312 gogui-rules_side_to_move
#? [white]
1315 clear_board
#? []
1316 gogui-rules_board
#? [\? \. \.\n\. \. \.\n\. \. \?]
1317 gogui-rules_board_size
#? [3 3 hex]
1318 gogui-rules_captured_count
#? [0 0]
1319 gogui-rules_side_to_move
#? [black]
1335 clear_board
#? []
1336 play B B2
#? []
1337 play B C2
#? []
1338 play W A2
#? []
1339 play W B3
#? []
1340 play B B1
#? []
1341 play B A1
#? []
1342 play W C3
#? []
1343 play W B3
#? []
1344 play B A1
#? []
1345 play B B2
#? []
1346 play W PASS
#? []
1347 play B B3
#? []
1348 play B A2
#? []
1349 play W PASS
#? []
1350 play B PASS
#? []
1351 gogui-rules_board
#? [\? X O\n\. X \.\nX X \?]
1352 gogui-rules_board_size
#? [3 3 hex]
1353 gogui-rules_captured_count
#? [1 0]
1354 gogui-rules_side_to_move
#? [white]
1355 gogui-rules_board_gfx
#? [CLEAR\nLABEL A1 NE B1 W B2 E B3 SW C3 W\nTEXT button: white \(\+0\.5\); pieces are labelled with their walls' directions]
1356 gogui-rules_legal_moves
#? []
1359 gogui-rules_final_result
#? [Black wins by 1\.5 \(B\+1\.5\) by two passes; Black 5, White 3\.5]

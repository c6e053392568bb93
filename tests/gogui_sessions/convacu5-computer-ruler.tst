# gtp-like 0.1.0 session of 2026-11-25 07:31:40: gtp-like --game convacu --size 5 --seed 1 --player random --gogui
# replay: gtp-like regress --game convacu --size 5 --seed 1 --player random --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_flips\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Convacu]
4 gogui-rules_board_size
#? [5]
5 clear_board
#? []
6 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
7 gogui-rules_board_size
#? [5]
8 gogui-rules_captured_count
#? [0 0]
9 clear_board
#? []
10 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
11 gogui-rules_board_size
#? [5]
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
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
19 gogui-rules_board_size
#? [5]
20 gogui-rules_captured_count
#? [0 0]
21 gogui-rules_side_to_move
#? [black]
22 clear_board
#? []
23 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
24 gogui-rules_board_size
#? [5]
25 gogui-rules_captured_count
#? [0 0]
26 gogui-rules_side_to_move
#? [black]
27 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
29 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5]
32 gogui-rules_game_id
#? [Convacu]
33 clear_board
#? []
34 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
35 gogui-rules_board_size
#? [5]
36 gogui-rules_captured_count
#? [0 0]
37 gogui-rules_side_to_move
#? [black]
38 clear_board
#? []
39 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
40 gogui-rules_board_size
#? [5]
41 gogui-rules_captured_count
#? [0 0]
42 gogui-rules_side_to_move
#? [black]
43 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
45 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5]
56 clear_board
#? []
57 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
58 gogui-rules_board_size
#? [5]
59 gogui-rules_captured_count
#? [0 0]
60 gogui-rules_side_to_move
#? [black]
61 clear_board
#? []
62 play B D1
#? []
63 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
64 gogui-rules_board_size
#? [5]
65 gogui-rules_captured_count
#? [0 0]
66 gogui-rules_side_to_move
#? [white]
67 clear_board
#? []
68 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
69 gogui-rules_board_size
#? [5]
70 gogui-rules_captured_count
#? [0 0]
71 gogui-rules_side_to_move
#? [black]
73 clear_board
#? []
74 play B D1
#? []
75 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
76 gogui-rules_board_size
#? [5]
77 gogui-rules_captured_count
#? [0 0]
78 gogui-rules_side_to_move
#? [white]
play B D1
# error: illegal move: it is not black's turn
play B D1
# error: illegal move: it is not black's turn
79 clear_board
#? []
80 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
81 gogui-rules_board_size
#? [5]
82 gogui-rules_captured_count
#? [0 0]
83 gogui-rules_side_to_move
#? [black]
85 clear_board
#? []
86 play B D1
#? []
87 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
88 gogui-rules_board_size
#? [5]
89 gogui-rules_captured_count
#? [0 0]
90 gogui-rules_side_to_move
#? [white]
91 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
92 gogui-rules_legal_moves
#? [A1 B1 C1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5]
104 clear_board
#? []
105 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
106 gogui-rules_board_size
#? [5]
107 gogui-rules_captured_count
#? [0 0]
108 gogui-rules_side_to_move
#? [black]
110 clear_board
#? []
111 play B D1
#? []
112 play W A5
#? []
113 gogui-rules_board
#? [O \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
114 gogui-rules_board_size
#? [5]
115 gogui-rules_captured_count
#? [0 0]
116 gogui-rules_side_to_move
#? [black]
117 clear_board
#? []
118 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
119 gogui-rules_board_size
#? [5]
120 gogui-rules_captured_count
#? [0 0]
121 gogui-rules_side_to_move
#? [black]
124 clear_board
#? []
125 play B D1
#? []
126 play W A5
#? []
127 gogui-rules_board
#? [O \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
128 gogui-rules_board_size
#? [5]
129 gogui-rules_captured_count
#? [0 0]
130 gogui-rules_side_to_move
#? [black]
play W A5
# error: illegal move: it is not white's turn
play W A5
# error: illegal move: it is not white's turn
131 clear_board
#? []
132 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
133 gogui-rules_board_size
#? [5]
134 gogui-rules_captured_count
#? [0 0]
135 gogui-rules_side_to_move
#? [black]
138 clear_board
#? []
139 play B D1
#? []
140 play W A5
#? []
141 gogui-rules_board
#? [O \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
142 gogui-rules_board_size
#? [5]
143 gogui-rules_captured_count
#? [0 0]
144 gogui-rules_side_to_move
#? [black]
145 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
146 gogui-rules_legal_moves
#? [A1 B1 C1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 B5 C5 D5 E5]
156 clear_board
#? []
157 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
158 gogui-rules_board_size
#? [5]
159 gogui-rules_captured_count
#? [0 0]
160 gogui-rules_side_to_move
#? [black]
163 clear_board
#? []
164 play B D1
#? []
165 play W A5
#? []
166 play B C4
#? []
167 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
168 gogui-rules_board_size
#? [5]
169 gogui-rules_captured_count
#? [0 0]
170 gogui-rules_side_to_move
#? [white]
171 clear_board
#? []
172 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
173 gogui-rules_board_size
#? [5]
174 gogui-rules_captured_count
#? [0 0]
175 gogui-rules_side_to_move
#? [black]
179 clear_board
#? []
180 play B D1
#? []
181 play W A5
#? []
182 play B C4
#? []
183 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
184 gogui-rules_board_size
#? [5]
185 gogui-rules_captured_count
#? [0 0]
186 gogui-rules_side_to_move
#? [white]
play B C4
# error: illegal move: it is not black's turn
play B C4
# error: illegal move: it is not black's turn
187 clear_board
#? []
188 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
189 gogui-rules_board_size
#? [5]
190 gogui-rules_captured_count
#? [0 0]
191 gogui-rules_side_to_move
#? [black]
195 clear_board
#? []
196 play B D1
#? []
197 play W A5
#? []
198 play B C4
#? []
199 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
200 gogui-rules_board_size
#? [5]
201 gogui-rules_captured_count
#? [0 0]
202 gogui-rules_side_to_move
#? [white]
203 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
204 gogui-rules_legal_moves
#? [A1 B1 C1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 D4 E4 B5 C5 D5 E5]
214 clear_board
#? []
215 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
216 gogui-rules_board_size
#? [5]
217 gogui-rules_captured_count
#? [0 0]
218 gogui-rules_side_to_move
#? [black]
222 clear_board
#? []
223 play B D1
#? []
224 play W A5
#? []
225 play B C4
#? []
226 play W A2
#? []
227 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
228 gogui-rules_board_size
#? [5]
229 gogui-rules_captured_count
#? [0 0]
230 gogui-rules_side_to_move
#? [black]
231 clear_board
#? []
232 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
233 gogui-rules_board_size
#? [5]
234 gogui-rules_captured_count
#? [0 0]
235 gogui-rules_side_to_move
#? [black]
240 clear_board
#? []
241 play B D1
#? []
242 play W A5
#? []
243 play B C4
#? []
244 play W A2
#? []
245 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
246 gogui-rules_board_size
#? [5]
247 gogui-rules_captured_count
#? [0 0]
248 gogui-rules_side_to_move
#? [black]
play W A2
# error: illegal move: it is not white's turn
play W A2
# error: illegal move: it is not white's turn
249 clear_board
#? []
250 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
251 gogui-rules_board_size
#? [5]
252 gogui-rules_captured_count
#? [0 0]
253 gogui-rules_side_to_move
#? [black]
258 clear_board
#? []
259 play B D1
#? []
260 play W A5
#? []
261 play B C4
#? []
262 play W A2
#? []
263 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\n\. \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
264 gogui-rules_board_size
#? [5]
265 gogui-rules_captured_count
#? [0 0]
266 gogui-rules_side_to_move
#? [black]
267 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
268 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 D4 E4 B5 C5 D5 E5]
278 clear_board
#? []
279 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
280 gogui-rules_board_size
#? [5]
281 gogui-rules_captured_count
#? [0 0]
282 gogui-rules_side_to_move
#? [black]
287 clear_board
#? []
288 play B D1
#? []
289 play W A5
#? []
290 play B C4
#? []
291 play W A2
#? []
292 play B A3
#? []
293 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
294 gogui-rules_board_size
#? [5]
295 gogui-rules_captured_count
#? [0 0]
296 gogui-rules_side_to_move
#? [white]
297 clear_board
#? []
298 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
299 gogui-rules_board_size
#? [5]
300 gogui-rules_captured_count
#? [0 0]
301 gogui-rules_side_to_move
#? [black]
307 clear_board
#? []
308 play B D1
#? []
309 play W A5
#? []
310 play B C4
#? []
311 play W A2
#? []
312 play B A3
#? []
313 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
314 gogui-rules_board_size
#? [5]
315 gogui-rules_captured_count
#? [0 0]
316 gogui-rules_side_to_move
#? [white]
play B A3
# error: illegal move: it is not black's turn
play B A3
# error: illegal move: it is not black's turn
317 clear_board
#? []
318 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
319 gogui-rules_board_size
#? [5]
320 gogui-rules_captured_count
#? [0 0]
321 gogui-rules_side_to_move
#? [black]
327 clear_board
#? []
328 play B D1
#? []
329 play W A5
#? []
330 play B C4
#? []
331 play W A2
#? []
332 play B A3
#? []
333 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
334 gogui-rules_board_size
#? [5]
335 gogui-rules_captured_count
#? [0 0]
336 gogui-rules_side_to_move
#? [white]
337 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
338 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 D2 E2 B3 C3 D3 E3 A4 B4 D4 E4 B5 C5 D5 E5]
348 clear_board
#? []
349 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
350 gogui-rules_board_size
#? [5]
351 gogui-rules_captured_count
#? [0 0]
352 gogui-rules_side_to_move
#? [black]
358 clear_board
#? []
359 play B D1
#? []
360 play W A5
#? []
361 play B C4
#? []
362 play W A2
#? []
363 play B A3
#? []
364 play W D2
#? []
365 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. \. \. \.\nO \. \. O \.\n\. \. \. X \.]
366 gogui-rules_board_size
#? [5]
367 gogui-rules_captured_count
#? [0 0]
368 gogui-rules_side_to_move
#? [black]
369 clear_board
#? []
370 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
371 gogui-rules_board_size
#? [5]
372 gogui-rules_captured_count
#? [0 0]
373 gogui-rules_side_to_move
#? [black]
380 clear_board
#? []
381 play B D1
#? []
382 play W A5
#? []
383 play B C4
#? []
384 play W A2
#? []
385 play B A3
#? []
386 play W D2
#? []
387 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. \. \. \.\nO \. \. O \.\n\. \. \. X \.]
388 gogui-rules_board_size
#? [5]
389 gogui-rules_captured_count
#? [0 0]
390 gogui-rules_side_to_move
#? [black]
play W D2
# error: illegal move: it is not white's turn
play W D2
# error: illegal move: it is not white's turn
391 clear_board
#? []
392 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
393 gogui-rules_board_size
#? [5]
394 gogui-rules_captured_count
#? [0 0]
395 gogui-rules_side_to_move
#? [black]
402 clear_board
#? []
403 play B D1
#? []
404 play W A5
#? []
405 play B C4
#? []
406 play W A2
#? []
407 play B A3
#? []
408 play W D2
#? []
409 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. \. \. \.\nO \. \. O \.\n\. \. \. X \.]
410 gogui-rules_board_size
#? [5]
411 gogui-rules_captured_count
#? [0 0]
412 gogui-rules_side_to_move
#? [black]
413 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
414 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 E2 B3 C3 D3 E3 A4 B4 D4 E4 B5 C5 D5 E5]
424 clear_board
#? []
425 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
426 gogui-rules_board_size
#? [5]
427 gogui-rules_captured_count
#? [0 0]
428 gogui-rules_side_to_move
#? [black]
435 clear_board
#? []
436 play B D1
#? []
437 play W A5
#? []
438 play B C4
#? []
439 play W A2
#? []
440 play B A3
#? []
441 play W D2
#? []
442 play B C3
#? []
443 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. \.\nO \. \. O \.\n\. \. \. X \.]
444 gogui-rules_board_size
#? [5]
445 gogui-rules_captured_count
#? [0 0]
446 gogui-rules_side_to_move
#? [white]
447 clear_board
#? []
448 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
449 gogui-rules_board_size
#? [5]
450 gogui-rules_captured_count
#? [0 0]
451 gogui-rules_side_to_move
#? [black]
459 clear_board
#? []
460 play B D1
#? []
461 play W A5
#? []
462 play B C4
#? []
463 play W A2
#? []
464 play B A3
#? []
465 play W D2
#? []
466 play B C3
#? []
467 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. \.\nO \. \. O \.\n\. \. \. X \.]
468 gogui-rules_board_size
#? [5]
469 gogui-rules_captured_count
#? [0 0]
470 gogui-rules_side_to_move
#? [white]
play B C3
# error: illegal move: it is not black's turn
play B C3
# error: illegal move: it is not black's turn
471 clear_board
#? []
472 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
473 gogui-rules_board_size
#? [5]
474 gogui-rules_captured_count
#? [0 0]
475 gogui-rules_side_to_move
#? [black]
483 clear_board
#? []
484 play B D1
#? []
485 play W A5
#? []
486 play B C4
#? []
487 play W A2
#? []
488 play B A3
#? []
489 play W D2
#? []
490 play B C3
#? []
491 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. \.\nO \. \. O \.\n\. \. \. X \.]
492 gogui-rules_board_size
#? [5]
493 gogui-rules_captured_count
#? [0 0]
494 gogui-rules_side_to_move
#? [white]
495 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
496 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 E2 B3 D3 E3 A4 B4 D4 E4 B5 C5 D5 E5]
506 clear_board
#? []
507 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
508 gogui-rules_board_size
#? [5]
509 gogui-rules_captured_count
#? [0 0]
510 gogui-rules_side_to_move
#? [black]
518 clear_board
#? []
519 play B D1
#? []
520 play W A5
#? []
521 play B C4
#? []
522 play W A2
#? []
523 play B A3
#? []
524 play W D2
#? []
525 play B C3
#? []
526 play W E3
#? []
527 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. O\nO \. \. O \.\n\. \. \. X \.]
528 gogui-rules_board_size
#? [5]
529 gogui-rules_captured_count
#? [0 0]
530 gogui-rules_side_to_move
#? [black]
531 clear_board
#? []
532 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
533 gogui-rules_board_size
#? [5]
534 gogui-rules_captured_count
#? [0 0]
535 gogui-rules_side_to_move
#? [black]
544 clear_board
#? []
545 play B D1
#? []
546 play W A5
#? []
547 play B C4
#? []
548 play W A2
#? []
549 play B A3
#? []
550 play W D2
#? []
551 play B C3
#? []
552 play W E3
#? []
553 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. O\nO \. \. O \.\n\. \. \. X \.]
554 gogui-rules_board_size
#? [5]
555 gogui-rules_captured_count
#? [0 0]
556 gogui-rules_side_to_move
#? [black]
play W E3
# error: illegal move: it is not white's turn
play W E3
# error: illegal move: it is not white's turn
557 clear_board
#? []
558 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
559 gogui-rules_board_size
#? [5]
560 gogui-rules_captured_count
#? [0 0]
561 gogui-rules_side_to_move
#? [black]
570 clear_board
#? []
571 play B D1
#? []
572 play W A5
#? []
573 play B C4
#? []
574 play W A2
#? []
575 play B A3
#? []
576 play W D2
#? []
577 play B C3
#? []
578 play W E3
#? []
579 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. O\nO \. \. O \.\n\. \. \. X \.]
580 gogui-rules_board_size
#? [5]
581 gogui-rules_captured_count
#? [0 0]
582 gogui-rules_side_to_move
#? [black]
583 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
584 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 E2 B3 D3 A4 B4 D4 E4 B5 C5 D5 E5]
594 clear_board
#? []
595 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
596 gogui-rules_board_size
#? [5]
597 gogui-rules_captured_count
#? [0 0]
598 gogui-rules_side_to_move
#? [black]
607 clear_board
#? []
608 play B D1
#? []
609 play W A5
#? []
610 play B C4
#? []
611 play W A2
#? []
612 play B A3
#? []
613 play W D2
#? []
614 play B C3
#? []
615 play W E3
#? []
616 play B B1
#? []
617 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. O\nO \. \. O \.\n\. X \. X \.]
618 gogui-rules_board_size
#? [5]
619 gogui-rules_captured_count
#? [0 0]
620 gogui-rules_side_to_move
#? [white]
621 clear_board
#? []
622 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
623 gogui-rules_board_size
#? [5]
624 gogui-rules_captured_count
#? [0 0]
625 gogui-rules_side_to_move
#? [black]
635 clear_board
#? []
636 play B D1
#? []
637 play W A5
#? []
638 play B C4
#? []
639 play W A2
#? []
640 play B A3
#? []
641 play W D2
#? []
642 play B C3
#? []
643 play W E3
#? []
644 play B B1
#? []
645 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. O\nO \. \. O \.\n\. X \. X \.]
646 gogui-rules_board_size
#? [5]
647 gogui-rules_captured_count
#? [0 0]
648 gogui-rules_side_to_move
#? [white]
play B B1
# error: illegal move: it is not black's turn
play B B1
# error: illegal move: it is not black's turn
649 clear_board
#? []
650 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
651 gogui-rules_board_size
#? [5]
652 gogui-rules_captured_count
#? [0 0]
653 gogui-rules_side_to_move
#? [black]
663 clear_board
#? []
664 play B D1
#? []
665 play W A5
#? []
666 play B C4
#? []
667 play W A2
#? []
668 play B A3
#? []
669 play W D2
#? []
670 play B C3
#? []
671 play W E3
#? []
672 play B B1
#? []
673 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. O\nO \. \. O \.\n\. X \. X \.]
674 gogui-rules_board_size
#? [5]
675 gogui-rules_captured_count
#? [0 0]
676 gogui-rules_side_to_move
#? [white]
677 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
678 gogui-rules_legal_moves
#? [A1 C1 E1 B2 C2 E2 B3 D3 A4 B4 D4 E4 B5 C5 D5 E5]
688 clear_board
#? []
689 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
690 gogui-rules_board_size
#? [5]
691 gogui-rules_captured_count
#? [0 0]
692 gogui-rules_side_to_move
#? [black]
702 clear_board
#? []
703 play B D1
#? []
704 play W A5
#? []
705 play B C4
#? []
706 play W A2
#? []
707 play B A3
#? []
708 play W D2
#? []
709 play B C3
#? []
710 play W E3
#? []
711 play B B1
#? []
712 play W A1
#? []
713 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. O\nO \. \. O \.\nO X \. X \.]
714 gogui-rules_board_size
#? [5]
715 gogui-rules_captured_count
#? [0 0]
716 gogui-rules_side_to_move
#? [black]
717 clear_board
#? []
718 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
719 gogui-rules_board_size
#? [5]
720 gogui-rules_captured_count
#? [0 0]
721 gogui-rules_side_to_move
#? [black]
732 clear_board
#? []
733 play B D1
#? []
734 play W A5
#? []
735 play B C4
#? []
736 play W A2
#? []
737 play B A3
#? []
738 play W D2
#? []
739 play B C3
#? []
740 play W E3
#? []
741 play B B1
#? []
742 play W A1
#? []
743 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. O\nO \. \. O \.\nO X \. X \.]
744 gogui-rules_board_size
#? [5]
745 gogui-rules_captured_count
#? [0 0]
746 gogui-rules_side_to_move
#? [black]
play W A1
# error: illegal move: it is not white's turn
play W A1
# error: illegal move: it is not white's turn
747 clear_board
#? []
748 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
749 gogui-rules_board_size
#? [5]
750 gogui-rules_captured_count
#? [0 0]
751 gogui-rules_side_to_move
#? [black]
762 clear_board
#? []
763 play B D1
#? []
764 play W A5
#? []
765 play B C4
#? []
766 play W A2
#? []
767 play B A3
#? []
768 play W D2
#? []
769 play B C3
#? []
770 play W E3
#? []
771 play B B1
#? []
772 play W A1
#? []
773 gogui-rules_board
#? [O \. \. \. \.\n\. \. X \. \.\nX \. X \. O\nO \. \. O \.\nO X \. X \.]
774 gogui-rules_board_size
#? [5]
775 gogui-rules_captured_count
#? [0 0]
776 gogui-rules_side_to_move
#? [black]
777 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
778 gogui-rules_legal_moves
#? [C1 E1 B2 C2 E2 B3 D3 A4 B4 D4 E4 B5 C5 D5 E5]
788 clear_board
#? []
789 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
790 gogui-rules_board_size
#? [5]
791 gogui-rules_captured_count
#? [0 0]
792 gogui-rules_side_to_move
#? [black]
803 clear_board
#? []
804 play B D1
#? []
805 play W A5
#? []
806 play B C4
#? []
807 play W A2
#? []
808 play B A3
#? []
809 play W D2
#? []
810 play B C3
#? []
811 play W E3
#? []
812 play B B1
#? []
813 play W A1
#? []
814 play B D4
#? []
815 gogui-rules_board
#? [O \. \. \. \.\n\. \. X X \.\nX \. X \. O\nO \. \. O \.\nO X \. X \.]
816 gogui-rules_board_size
#? [5]
817 gogui-rules_captured_count
#? [0 0]
818 gogui-rules_side_to_move
#? [white]
819 clear_board
#? []
820 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
821 gogui-rules_board_size
#? [5]
822 gogui-rules_captured_count
#? [0 0]
823 gogui-rules_side_to_move
#? [black]
835 clear_board
#? []
836 play B D1
#? []
837 play W A5
#? []
838 play B C4
#? []
839 play W A2
#? []
840 play B A3
#? []
841 play W D2
#? []
842 play B C3
#? []
843 play W E3
#? []
844 play B B1
#? []
845 play W A1
#? []
846 play B D4
#? []
847 gogui-rules_board
#? [O \. \. \. \.\n\. \. X X \.\nX \. X \. O\nO \. \. O \.\nO X \. X \.]
848 gogui-rules_board_size
#? [5]
849 gogui-rules_captured_count
#? [0 0]
850 gogui-rules_side_to_move
#? [white]
play B D4
# error: illegal move: it is not black's turn
play B D4
# error: illegal move: it is not black's turn
851 clear_board
#? []
852 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
853 gogui-rules_board_size
#? [5]
854 gogui-rules_captured_count
#? [0 0]
855 gogui-rules_side_to_move
#? [black]
867 clear_board
#? []
868 play B D1
#? []
869 play W A5
#? []
870 play B C4
#? []
871 play W A2
#? []
872 play B A3
#? []
873 play W D2
#? []
874 play B C3
#? []
875 play W E3
#? []
876 play B B1
#? []
877 play W A1
#? []
878 play B D4
#? []
879 gogui-rules_board
#? [O \. \. \. \.\n\. \. X X \.\nX \. X \. O\nO \. \. O \.\nO X \. X \.]
880 gogui-rules_board_size
#? [5]
881 gogui-rules_captured_count
#? [0 0]
882 gogui-rules_side_to_move
#? [white]
883 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
884 gogui-rules_legal_moves
#? [C1 E1 B2 C2 E2 B3 D3 A4 B4 E4 B5 C5 D5 E5]
894 clear_board
#? []
895 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
896 gogui-rules_board_size
#? [5]
897 gogui-rules_captured_count
#? [0 0]
898 gogui-rules_side_to_move
#? [black]
910 clear_board
#? []
911 play B D1
#? []
912 play W A5
#? []
913 play B C4
#? []
914 play W A2
#? []
915 play B A3
#? []
916 play W D2
#? []
917 play B C3
#? []
918 play W E3
#? []
919 play B B1
#? []
920 play W A1
#? []
921 play B D4
#? []
922 play W B2
#? []
923 gogui-rules_board
#? [O \. \. \. \.\n\. \. X X \.\nX \. X \. O\nO O \. O \.\nO X \. X \.]
924 gogui-rules_board_size
#? [5]
925 gogui-rules_captured_count
#? [0 0]
926 gogui-rules_side_to_move
#? [black]
927 clear_board
#? []
928 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
929 gogui-rules_board_size
#? [5]
930 gogui-rules_captured_count
#? [0 0]
931 gogui-rules_side_to_move
#? [black]
944 clear_board
#? []
945 play B D1
#? []
946 play W A5
#? []
947 play B C4
#? []
948 play W A2
#? []
949 play B A3
#? []
950 play W D2
#? []
951 play B C3
#? []
952 play W E3
#? []
953 play B B1
#? []
954 play W A1
#? []
955 play B D4
#? []
956 play W B2
#? []
957 gogui-rules_board
#? [O \. \. \. \.\n\. \. X X \.\nX \. X \. O\nO O \. O \.\nO X \. X \.]
958 gogui-rules_board_size
#? [5]
959 gogui-rules_captured_count
#? [0 0]
960 gogui-rules_side_to_move
#? [black]
play W B2
# error: illegal move: it is not white's turn
play W B2
# error: illegal move: it is not white's turn
961 clear_board
#? []
962 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
963 gogui-rules_board_size
#? [5]
964 gogui-rules_captured_count
#? [0 0]
965 gogui-rules_side_to_move
#? [black]
978 clear_board
#? []
979 play B D1
#? []
980 play W A5
#? []
981 play B C4
#? []
982 play W A2
#? []
983 play B A3
#? []
984 play W D2
#? []
985 play B C3
#? []
986 play W E3
#? []
987 play B B1
#? []
988 play W A1
#? []
989 play B D4
#? []
990 play W B2
#? []
991 gogui-rules_board
#? [O \. \. \. \.\n\. \. X X \.\nX \. X \. O\nO O \. O \.\nO X \. X \.]
992 gogui-rules_board_size
#? [5]
993 gogui-rules_captured_count
#? [0 0]
994 gogui-rules_side_to_move
#? [black]
995 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
996 gogui-rules_legal_moves
#? [C1 E1 C2 E2 B3 D3 A4 B4 E4 B5 C5 D5 E5]
1006 clear_board
#? []
1007 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1008 gogui-rules_board_size
#? [5]
1009 gogui-rules_captured_count
#? [0 0]
1010 gogui-rules_side_to_move
#? [black]
1023 clear_board
#? []
1024 play B D1
#? []
1025 play W A5
#? []
1026 play B C4
#? []
1027 play W A2
#? []
1028 play B A3
#? []
1029 play W D2
#? []
1030 play B C3
#? []
1031 play W E3
#? []
1032 play B B1
#? []
1033 play W A1
#? []
1034 play B D4
#? []
1035 play W B2
#? []
1036 play B E2
#? []
1037 gogui-rules_board
#? [O \. \. \. \.\n\. \. X X \.\nX \. X \. O\nO O \. O X\nO X \. X \.]
1038 gogui-rules_board_size
#? [5]
1039 gogui-rules_captured_count
#? [0 0]
1040 gogui-rules_side_to_move
#? [white]
1041 clear_board
#? []
1042 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1043 gogui-rules_board_size
#? [5]
1044 gogui-rules_captured_count
#? [0 0]
1045 gogui-rules_side_to_move
#? [black]
1059 clear_board
#? []
1060 play B D1
#? []
1061 play W A5
#? []
1062 play B C4
#? []
1063 play W A2
#? []
1064 play B A3
#? []
1065 play W D2
#? []
1066 play B C3
#? []
1067 play W E3
#? []
1068 play B B1
#? []
1069 play W A1
#? []
1070 play B D4
#? []
1071 play W B2
#? []
1072 play B E2
#? []
1073 gogui-rules_board
#? [O \. \. \. \.\n\. \. X X \.\nX \. X \. O\nO O \. O X\nO X \. X \.]
1074 gogui-rules_board_size
#? [5]
1075 gogui-rules_captured_count
#? [0 0]
1076 gogui-rules_side_to_move
#? [white]
play B E2
# error: illegal move: it is not black's turn
play B E2
# error: illegal move: it is not black's turn
1077 clear_board
#? []
1078 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1079 gogui-rules_board_size
#? [5]
1080 gogui-rules_captured_count
#? [0 0]
1081 gogui-rules_side_to_move
#? [black]
1095 clear_board
#? []
1096 play B D1
#? []
1097 play W A5
#? []
1098 play B C4
#? []
1099 play W A2
#? []
1100 play B A3
#? []
1101 play W D2
#? []
1102 play B C3
#? []
1103 play W E3
#? []
1104 play B B1
#? []
1105 play W A1
#? []
1106 play B D4
#? []
1107 play W B2
#? []
1108 play B E2
#? []
1109 gogui-rules_board
#? [O \. \. \. \.\n\. \. X X \.\nX \. X \. O\nO O \. O X\nO X \. X \.]
1110 gogui-rules_board_size
#? [5]
1111 gogui-rules_captured_count
#? [0 0]
1112 gogui-rules_side_to_move
#? [white]
1113 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1114 gogui-rules_legal_moves
#? [C1 E1 C2 B3 D3 A4 B4 E4 B5 C5 D5 E5]
1124 clear_board
#? []
1125 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1126 gogui-rules_board_size
#? [5]
1127 gogui-rules_captured_count
#? [0 0]
1128 gogui-rules_side_to_move
#? [black]
1142 clear_board
#? []
1143 play B D1
#? []
1144 play W A5
#? []
1145 play B C4
#? []
1146 play W A2
#? []
1147 play B A3
#? []
1148 play W D2
#? []
1149 play B C3
#? []
1150 play W E3
#? []
1151 play B B1
#? []
1152 play W A1
#? []
1153 play B D4
#? []
1154 play W B2
#? []
1155 play B E2
#? []
1156 play W A4
#? []
1157 gogui-rules_board
#? [O \. \. \. \.\nO \. X X \.\nX \. X \. O\nO O \. O X\nO X \. X \.]
1158 gogui-rules_board_size
#? [5]
1159 gogui-rules_captured_count
#? [0 0]
1160 gogui-rules_side_to_move
#? [black]
1161 clear_board
#? []
1162 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1163 gogui-rules_board_size
#? [5]
1164 gogui-rules_captured_count
#? [0 0]
1165 gogui-rules_side_to_move
#? [black]
1180 clear_board
#? []
1181 play B D1
#? []
1182 play W A5
#? []
1183 play B C4
#? []
1184 play W A2
#? []
1185 play B A3
#? []
1186 play W D2
#? []
1187 play B C3
#? []
1188 play W E3
#? []
1189 play B B1
#? []
1190 play W A1
#? []
1191 play B D4
#? []
1192 play W B2
#? []
1193 play B E2
#? []
1194 play W A4
#? []
1195 gogui-rules_board
#? [O \. \. \. \.\nO \. X X \.\nX \. X \. O\nO O \. O X\nO X \. X \.]
1196 gogui-rules_board_size
#? [5]
1197 gogui-rules_captured_count
#? [0 0]
1198 gogui-rules_side_to_move
#? [black]
play W A4
# error: illegal move: it is not white's turn
play W A4
# error: illegal move: it is not white's turn
1199 clear_board
#? []
1200 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1201 gogui-rules_board_size
#? [5]
1202 gogui-rules_captured_count
#? [0 0]
1203 gogui-rules_side_to_move
#? [black]
1218 clear_board
#? []
1219 play B D1
#? []
1220 play W A5
#? []
1221 play B C4
#? []
1222 play W A2
#? []
1223 play B A3
#? []
1224 play W D2
#? []
1225 play B C3
#? []
1226 play W E3
#? []
1227 play B B1
#? []
1228 play W A1
#? []
1229 play B D4
#? []
1230 play W B2
#? []
1231 play B E2
#? []
1232 play W A4
#? []
1233 gogui-rules_board
#? [O \. \. \. \.\nO \. X X \.\nX \. X \. O\nO O \. O X\nO X \. X \.]
1234 gogui-rules_board_size
#? [5]
1235 gogui-rules_captured_count
#? [0 0]
1236 gogui-rules_side_to_move
#? [black]
1237 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1238 gogui-rules_legal_moves
#? [C1 E1 C2 B3 D3 B4 E4 B5 C5 D5 E5]
1248 clear_board
#? []
1249 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1250 gogui-rules_board_size
#? [5]
1251 gogui-rules_captured_count
#? [0 0]
1252 gogui-rules_side_to_move
#? [black]
1267 clear_board
#? []
1268 play B D1
#? []
1269 play W A5
#? []
1270 play B C4
#? []
1271 play W A2
#? []
1272 play B A3
#? []
1273 play W D2
#? []
1274 play B C3
#? []
1275 play W E3
#? []
1276 play B B1
#? []
1277 play W A1
#? []
1278 play B D4
#? []
1279 play W B2
#? []
1280 play B E2
#? []
1281 play W A4
#? []
1282 play B E1
#? []
1283 gogui-rules_board
#? [O \. \. \. \.\nO \. X X \.\nX \. X \. O\nO O \. O X\nO X \. X X]
1284 gogui-rules_board_size
#? [5]
1285 gogui-rules_captured_count
#? [0 0]
1286 gogui-rules_side_to_move
#? [white]
1287 clear_board
#? []
1288 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1289 gogui-rules_board_size
#? [5]
1290 gogui-rules_captured_count
#? [0 0]
1291 gogui-rules_side_to_move
#? [black]
1307 clear_board
#? []
1308 play B D1
#? []
1309 play W A5
#? []
1310 play B C4
#? []
1311 play W A2
#? []
1312 play B A3
#? []
1313 play W D2
#? []
1314 play B C3
#? []
1315 play W E3
#? []
1316 play B B1
#? []
1317 play W A1
#? []
1318 play B D4
#? []
1319 play W B2
#? []
1320 play B E2
#? []
1321 play W A4
#? []
1322 play B E1
#? []
1323 gogui-rules_board
#? [O \. \. \. \.\nO \. X X \.\nX \. X \. O\nO O \. O X\nO X \. X X]
1324 gogui-rules_board_size
#? [5]
1325 gogui-rules_captured_count
#? [0 0]
1326 gogui-rules_side_to_move
#? [white]
play B E1
# error: illegal move: it is not black's turn
play B E1
# error: illegal move: it is not black's turn
1327 clear_board
#? []
1328 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1329 gogui-rules_board_size
#? [5]
1330 gogui-rules_captured_count
#? [0 0]
1331 gogui-rules_side_to_move
#? [black]
1347 clear_board
#? []
1348 play B D1
#? []
1349 play W A5
#? []
1350 play B C4
#? []
1351 play W A2
#? []
1352 play B A3
#? []
1353 play W D2
#? []
1354 play B C3
#? []
1355 play W E3
#? []
1356 play B B1
#? []
1357 play W A1
#? []
1358 play B D4
#? []
1359 play W B2
#? []
1360 play B E2
#? []
1361 play W A4
#? []
1362 play B E1
#? []
1363 gogui-rules_board
#? [O \. \. \. \.\nO \. X X \.\nX \. X \. O\nO O \. O X\nO X \. X X]
1364 gogui-rules_board_size
#? [5]
1365 gogui-rules_captured_count
#? [0 0]
1366 gogui-rules_side_to_move
#? [white]
1367 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1368 gogui-rules_legal_moves
#? [C1 C2 B3 D3 B4 E4 B5 C5 D5 E5]
1378 clear_board
#? []
1379 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1380 gogui-rules_board_size
#? [5]
1381 gogui-rules_captured_count
#? [0 0]
1382 gogui-rules_side_to_move
#? [black]
1398 clear_board
#? []
1399 play B D1
#? []
1400 play W A5
#? []
1401 play B C4
#? []
1402 play W A2
#? []
1403 play B A3
#? []
1404 play W D2
#? []
1405 play B C3
#? []
1406 play W E3
#? []
1407 play B B1
#? []
1408 play W A1
#? []
1409 play B D4
#? []
1410 play W B2
#? []
1411 play B E2
#? []
1412 play W A4
#? []
1413 play B E1
#? []
1414 play W C2
#? []
1415 gogui-rules_board
#? [O \. \. \. \.\nO \. X X \.\nX \. X \. O\nO O O O X\nO X \. X X]
1416 gogui-rules_board_size
#? [5]
1417 gogui-rules_captured_count
#? [0 0]
1418 gogui-rules_side_to_move
#? [black]
1419 clear_board
#? []
1420 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1421 gogui-rules_board_size
#? [5]
1422 gogui-rules_captured_count
#? [0 0]
1423 gogui-rules_side_to_move
#? [black]
1440 clear_board
#? []
1441 play B D1
#? []
1442 play W A5
#? []
1443 play B C4
#? []
1444 play W A2
#? []
1445 play B A3
#? []
1446 play W D2
#? []
1447 play B C3
#? []
1448 play W E3
#? []
1449 play B B1
#? []
1450 play W A1
#? []
1451 play B D4
#? []
1452 play W B2
#? []
1453 play B E2
#? []
1454 play W A4
#? []
1455 play B E1
#? []
1456 play W C2
#? []
1457 gogui-rules_board
#? [O \. \. \. \.\nO \. X X \.\nX \. X \. O\nO O O O X\nO X \. X X]
1458 gogui-rules_board_size
#? [5]
1459 gogui-rules_captured_count
#? [0 0]
1460 gogui-rules_side_to_move
#? [black]
play W C2
# error: illegal move: it is not white's turn
play W C2
# error: illegal move: it is not white's turn
1461 clear_board
#? []
1462 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1463 gogui-rules_board_size
#? [5]
1464 gogui-rules_captured_count
#? [0 0]
1465 gogui-rules_side_to_move
#? [black]
1482 clear_board
#? []
1483 play B D1
#? []
1484 play W A5
#? []
1485 play B C4
#? []
1486 play W A2
#? []
1487 play B A3
#? []
1488 play W D2
#? []
1489 play B C3
#? []
1490 play W E3
#? []
1491 play B B1
#? []
1492 play W A1
#? []
1493 play B D4
#? []
1494 play W B2
#? []
1495 play B E2
#? []
1496 play W A4
#? []
1497 play B E1
#? []
1498 play W C2
#? []
1499 gogui-rules_board
#? [O \. \. \. \.\nO \. X X \.\nX \. X \. O\nO O O O X\nO X \. X X]
1500 gogui-rules_board_size
#? [5]
1501 gogui-rules_captured_count
#? [0 0]
1502 gogui-rules_side_to_move
#? [black]
1503 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1504 gogui-rules_legal_moves
#? [B3 D3 B4 E4 B5 C5 D5 E5]
1514 clear_board
#? []
1515 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1516 gogui-rules_board_size
#? [5]
1517 gogui-rules_captured_count
#? [0 0]
1518 gogui-rules_side_to_move
#? [black]
1535 clear_board
#? []
1536 play B D1
#? []
1537 play W A5
#? []
1538 play B C4
#? []
1539 play W A2
#? []
1540 play B A3
#? []
1541 play W D2
#? []
1542 play B C3
#? []
1543 play W E3
#? []
1544 play B B1
#? []
1545 play W A1
#? []
1546 play B D4
#? []
1547 play W B2
#? []
1548 play B E2
#? []
1549 play W A4
#? []
1550 play B E1
#? []
1551 play W C2
#? []
1552 play B C5
#? []
1553 gogui-rules_board
#? [O \. X \. \.\nO \. X X \.\nX \. X \. O\nO O O O X\nO X \. X X]
1554 gogui-rules_board_size
#? [5]
1555 gogui-rules_captured_count
#? [0 0]
1556 gogui-rules_side_to_move
#? [white]
1557 clear_board
#? []
1558 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1559 gogui-rules_board_size
#? [5]
1560 gogui-rules_captured_count
#? [0 0]
1561 gogui-rules_side_to_move
#? [black]
1579 clear_board
#? []
1580 play B D1
#? []
1581 play W A5
#? []
1582 play B C4
#? []
1583 play W A2
#? []
1584 play B A3
#? []
1585 play W D2
#? []
1586 play B C3
#? []
1587 play W E3
#? []
1588 play B B1
#? []
1589 play W A1
#? []
1590 play B D4
#? []
1591 play W B2
#? []
1592 play B E2
#? []
1593 play W A4
#? []
1594 play B E1
#? []
1595 play W C2
#? []
1596 play B C5
#? []
1597 gogui-rules_board
#? [O \. X \. \.\nO \. X X \.\nX \. X \. O\nO O O O X\nO X \. X X]
1598 gogui-rules_board_size
#? [5]
1599 gogui-rules_captured_count
#? [0 0]
1600 gogui-rules_side_to_move
#? [white]
play B C5
# error: illegal move: it is not black's turn
play B C5
# error: illegal move: it is not black's turn
1601 clear_board
#? []
1602 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1603 gogui-rules_board_size
#? [5]
1604 gogui-rules_captured_count
#? [0 0]
1605 gogui-rules_side_to_move
#? [black]
1623 clear_board
#? []
1624 play B D1
#? []
1625 play W A5
#? []
1626 play B C4
#? []
1627 play W A2
#? []
1628 play B A3
#? []
1629 play W D2
#? []
1630 play B C3
#? []
1631 play W E3
#? []
1632 play B B1
#? []
1633 play W A1
#? []
1634 play B D4
#? []
1635 play W B2
#? []
1636 play B E2
#? []
1637 play W A4
#? []
1638 play B E1
#? []
1639 play W C2
#? []
1640 play B C5
#? []
1641 gogui-rules_board
#? [O \. X \. \.\nO \. X X \.\nX \. X \. O\nO O O O X\nO X \. X X]
1642 gogui-rules_board_size
#? [5]
1643 gogui-rules_captured_count
#? [0 0]
1644 gogui-rules_side_to_move
#? [white]
1645 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1646 gogui-rules_legal_moves
#? [C1 B3 D3 B4 E4 B5 D5 E5]
1656 clear_board
#? []
1657 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1658 gogui-rules_board_size
#? [5]
1659 gogui-rules_captured_count
#? [0 0]
1660 gogui-rules_side_to_move
#? [black]
1678 clear_board
#? []
1679 play B D1
#? []
1680 play W A5
#? []
1681 play B C4
#? []
1682 play W A2
#? []
1683 play B A3
#? []
1684 play W D2
#? []
1685 play B C3
#? []
1686 play W E3
#? []
1687 play B B1
#? []
1688 play W A1
#? []
1689 play B D4
#? []
1690 play W B2
#? []
1691 play B E2
#? []
1692 play W A4
#? []
1693 play B E1
#? []
1694 play W C2
#? []
1695 play B C5
#? []
1696 play W E4
#? []
1697 gogui-rules_board
#? [O \. X \. \.\nO \. X X O\nX \. X \. O\nO O O O X\nO X \. X X]
1698 gogui-rules_board_size
#? [5]
1699 gogui-rules_captured_count
#? [0 0]
1700 gogui-rules_side_to_move
#? [black]
1701 clear_board
#? []
1702 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1703 gogui-rules_board_size
#? [5]
1704 gogui-rules_captured_count
#? [0 0]
1705 gogui-rules_side_to_move
#? [black]
1724 clear_board
#? []
1725 play B D1
#? []
1726 play W A5
#? []
1727 play B C4
#? []
1728 play W A2
#? []
1729 play B A3
#? []
1730 play W D2
#? []
1731 play B C3
#? []
1732 play W E3
#? []
1733 play B B1
#? []
1734 play W A1
#? []
1735 play B D4
#? []
1736 play W B2
#? []
1737 play B E2
#? []
1738 play W A4
#? []
1739 play B E1
#? []
1740 play W C2
#? []
1741 play B C5
#? []
1742 play W E4
#? []
1743 gogui-rules_board
#? [O \. X \. \.\nO \. X X O\nX \. X \. O\nO O O O X\nO X \. X X]
1744 gogui-rules_board_size
#? [5]
1745 gogui-rules_captured_count
#? [0 0]
1746 gogui-rules_side_to_move
#? [black]
play W E4
# error: illegal move: it is not white's turn
play W E4
# error: illegal move: it is not white's turn
1747 clear_board
#? []
1748 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1749 gogui-rules_board_size
#? [5]
1750 gogui-rules_captured_count
#? [0 0]
1751 gogui-rules_side_to_move
#? [black]
1770 clear_board
#? []
1771 play B D1
#? []
1772 play W A5
#? []
1773 play B C4
#? []
1774 play W A2
#? []
1775 play B A3
#? []
1776 play W D2
#? []
1777 play B C3
#? []
1778 play W E3
#? []
1779 play B B1
#? []
1780 play W A1
#? []
1781 play B D4
#? []
1782 play W B2
#? []
1783 play B E2
#? []
1784 play W A4
#? []
1785 play B E1
#? []
1786 play W C2
#? []
1787 play B C5
#? []
1788 play W E4
#? []
1789 gogui-rules_board
#? [O \. X \. \.\nO \. X X O\nX \. X \. O\nO O O O X\nO X \. X X]
1790 gogui-rules_board_size
#? [5]
1791 gogui-rules_captured_count
#? [0 0]
1792 gogui-rules_side_to_move
#? [black]
1793 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1794 gogui-rules_legal_moves
#? [B3 D3 B4 B5 D5 E5]
1804 clear_board
#? []
1805 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1806 gogui-rules_board_size
#? [5]
1807 gogui-rules_captured_count
#? [0 0]
1808 gogui-rules_side_to_move
#? [black]
1827 clear_board
#? []
1828 play B D1
#? []
1829 play W A5
#? []
1830 play B C4
#? []
1831 play W A2
#? []
1832 play B A3
#? []
1833 play W D2
#? []
1834 play B C3
#? []
1835 play W E3
#? []
1836 play B B1
#? []
1837 play W A1
#? []
1838 play B D4
#? []
1839 play W B2
#? []
1840 play B E2
#? []
1841 play W A4
#? []
1842 play B E1
#? []
1843 play W C2
#? []
1844 play B C5
#? []
1845 play W E4
#? []
1846 play B B3
#? []
1847 gogui-rules_board
#? [O \. X \. \.\nO \. X X O\nX X X \. O\nO O O O X\nO X \. X X]
1848 gogui-rules_board_size
#? [5]
1849 gogui-rules_captured_count
#? [0 0]
1850 gogui-rules_side_to_move
#? [white]
1851 clear_board
#? []
1852 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1853 gogui-rules_board_size
#? [5]
1854 gogui-rules_captured_count
#? [0 0]
1855 gogui-rules_side_to_move
#? [black]
1875 clear_board
#? []
1876 play B D1
#? []
1877 play W A5
#? []
1878 play B C4
#? []
1879 play W A2
#? []
1880 play B A3
#? []
1881 play W D2
#? []
1882 play B C3
#? []
1883 play W E3
#? []
1884 play B B1
#? []
1885 play W A1
#? []
1886 play B D4
#? []
1887 play W B2
#? []
1888 play B E2
#? []
1889 play W A4
#? []
1890 play B E1
#? []
1891 play W C2
#? []
1892 play B C5
#? []
1893 play W E4
#? []
1894 play B B3
#? []
1895 gogui-rules_board
#? [O \. X \. \.\nO \. X X O\nX X X \. O\nO O O O X\nO X \. X X]
1896 gogui-rules_board_size
#? [5]
1897 gogui-rules_captured_count
#? [0 0]
1898 gogui-rules_side_to_move
#? [white]
play B B3
# error: illegal move: it is not black's turn
play B B3
# error: illegal move: it is not black's turn
1899 clear_board
#? []
1900 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1901 gogui-rules_board_size
#? [5]
1902 gogui-rules_captured_count
#? [0 0]
1903 gogui-rules_side_to_move
#? [black]
1923 clear_board
#? []
1924 play B D1
#? []
1925 play W A5
#? []
1926 play B C4
#? []
1927 play W A2
#? []
1928 play B A3
#? []
1929 play W D2
#? []
1930 play B C3
#? []
1931 play W E3
#? []
1932 play B B1
#? []
1933 play W A1
#? []
1934 play B D4
#? []
1935 play W B2
#? []
1936 play B E2
#? []
1937 play W A4
#? []
1938 play B E1
#? []
1939 play W C2
#? []
1940 play B C5
#? []
1941 play W E4
#? []
1942 play B B3
#? []
1943 gogui-rules_board
#? [O \. X \. \.\nO \. X X O\nX X X \. O\nO O O O X\nO X \. X X]
1944 gogui-rules_board_size
#? [5]
1945 gogui-rules_captured_count
#? [0 0]
1946 gogui-rules_side_to_move
#? [white]
1947 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1948 gogui-rules_legal_moves
#? [C1 D3 B4 B5 D5 E5]
1958 clear_board
#? []
1959 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
1960 gogui-rules_board_size
#? [5]
1961 gogui-rules_captured_count
#? [0 0]
1962 gogui-rules_side_to_move
#? [black]
1982 clear_board
#? []
1983 play B D1
#? []
1984 play W A5
#? []
1985 play B C4
#? []
1986 play W A2
#? []
1987 play B A3
#? []
1988 play W D2
#? []
1989 play B C3
#? []
1990 play W E3
#? []
1991 play B B1
#? []
1992 play W A1
#? []
1993 play B D4
#? []
1994 play W B2
#? []
1995 play B E2
#? []
1996 play W A4
#? []
1997 play B E1
#? []
1998 play W C2
#? []
1999 play B C5
#? []
2000 play W E4
#? []
2001 play B B3
#? []
2002 play W D3
#? []
2003 gogui-rules_board
#? [O \. X \. \.\nO \. X X O\nX X X O O\nO O O O X\nO X \. X X]
2004 gogui-rules_board_size
#? [5]
2005 gogui-rules_captured_count
#? [0 0]
2006 gogui-rules_side_to_move
#? [black]
2007 clear_board
#? []
2008 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2009 gogui-rules_board_size
#? [5]
2010 gogui-rules_captured_count
#? [0 0]
2011 gogui-rules_side_to_move
#? [black]
2032 clear_board
#? []
2033 play B D1
#? []
2034 play W A5
#? []
2035 play B C4
#? []
2036 play W A2
#? []
2037 play B A3
#? []
2038 play W D2
#? []
2039 play B C3
#? []
2040 play W E3
#? []
2041 play B B1
#? []
2042 play W A1
#? []
2043 play B D4
#? []
2044 play W B2
#? []
2045 play B E2
#? []
2046 play W A4
#? []
2047 play B E1
#? []
2048 play W C2
#? []
2049 play B C5
#? []
2050 play W E4
#? []
2051 play B B3
#? []
2052 play W D3
#? []
2053 gogui-rules_board
#? [O \. X \. \.\nO \. X X O\nX X X O O\nO O O O X\nO X \. X X]
2054 gogui-rules_board_size
#? [5]
2055 gogui-rules_captured_count
#? [0 0]
2056 gogui-rules_side_to_move
#? [black]
play W D3
# error: illegal move: the game is over
play W D3
# error: illegal move: the game is over
2057 clear_board
#? []
2058 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2059 gogui-rules_board_size
#? [5]
2060 gogui-rules_captured_count
#? [0 0]
2061 gogui-rules_side_to_move
#? [black]
2082 clear_board
#? []
2083 play B D1
#? []
2084 play W A5
#? []
2085 play B C4
#? []
2086 play W A2
#? []
2087 play B A3
#? []
2088 play W D2
#? []
2089 play B C3
#? []
2090 play W E3
#? []
2091 play B B1
#? []
2092 play W A1
#? []
2093 play B D4
#? []
2094 play W B2
#? []
2095 play B E2
#? []
2096 play W A4
#? []
2097 play B E1
#? []
2098 play W C2
#? []
2099 play B C5
#? []
2100 play W E4
#? []
2101 play B B3
#? []
2102 play W D3
#? []
2103 gogui-rules_board
#? [O \. X \. \.\nO \. X X O\nX X X O O\nO O O O X\nO X \. X X]
2104 gogui-rules_board_size
#? [5]
2105 gogui-rules_captured_count
#? [0 0]
2106 gogui-rules_side_to_move
#? [black]
2107 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2108 gogui-rules_legal_moves
#? []
2112 gogui-rules_final_result
#? [White wins \(W\+\) by connection; Black 10, White 10]

# gtp-like 0.1.0 session of 2026-12-02 06:25:47: gtp-like --game convacu --size 5 --seed 1 --player random --gogui
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
62 play B D4
#? []
63 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. X \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
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
74 play B D4
#? []
75 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. X \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
76 gogui-rules_board_size
#? [5]
77 gogui-rules_captured_count
#? [0 0]
78 gogui-rules_side_to_move
#? [white]
play B D4
# error: illegal move: it is not black's turn
play B D4
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
86 play B D4
#? []
87 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. X \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
88 gogui-rules_board_size
#? [5]
89 gogui-rules_captured_count
#? [0 0]
90 gogui-rules_side_to_move
#? [white]
91 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
92 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 E4 A5 B5 C5 D5 E5]
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
111 play B D4
#? []
112 play W B4
#? []
113 gogui-rules_board
#? [\. \. \. \. \.\n\. O \. X \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
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
125 play B D4
#? []
126 play W B4
#? []
127 gogui-rules_board
#? [\. \. \. \. \.\n\. O \. X \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
128 gogui-rules_board_size
#? [5]
129 gogui-rules_captured_count
#? [0 0]
130 gogui-rules_side_to_move
#? [black]
play W B4
# error: illegal move: it is not white's turn
play W B4
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
139 play B D4
#? []
140 play W B4
#? []
141 gogui-rules_board
#? [\. \. \. \. \.\n\. O \. X \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
142 gogui-rules_board_size
#? [5]
143 gogui-rules_captured_count
#? [0 0]
144 gogui-rules_side_to_move
#? [black]
145 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
146 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 C4 E4 A5 B5 C5 D5 E5]
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
164 play B D4
#? []
165 play W B4
#? []
166 play B E4
#? []
167 gogui-rules_board
#? [\. \. \. \. \.\n\. O \. X X\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
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
180 play B D4
#? []
181 play W B4
#? []
182 play B E4
#? []
183 gogui-rules_board
#? [\. \. \. \. \.\n\. O \. X X\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
184 gogui-rules_board_size
#? [5]
185 gogui-rules_captured_count
#? [0 0]
186 gogui-rules_side_to_move
#? [white]
play B E4
# error: illegal move: it is not black's turn
play B E4
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
196 play B D4
#? []
197 play W B4
#? []
198 play B E4
#? []
199 gogui-rules_board
#? [\. \. \. \. \.\n\. O \. X X\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
200 gogui-rules_board_size
#? [5]
201 gogui-rules_captured_count
#? [0 0]
202 gogui-rules_side_to_move
#? [white]
203 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
204 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 C4 A5 B5 C5 D5 E5]
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
223 play B D4
#? []
224 play W B4
#? []
225 play B E4
#? []
226 play W B1
#? []
227 gogui-rules_board
#? [\. \. \. \. \.\n\. O \. X X\n\. \. \. \. \.\n\. \. \. \. \.\n\. O \. \. \.]
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
241 play B D4
#? []
242 play W B4
#? []
243 play B E4
#? []
244 play W B1
#? []
245 gogui-rules_board
#? [\. \. \. \. \.\n\. O \. X X\n\. \. \. \. \.\n\. \. \. \. \.\n\. O \. \. \.]
246 gogui-rules_board_size
#? [5]
247 gogui-rules_captured_count
#? [0 0]
248 gogui-rules_side_to_move
#? [black]
play W B1
# error: illegal move: it is not white's turn
play W B1
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
259 play B D4
#? []
260 play W B4
#? []
261 play B E4
#? []
262 play W B1
#? []
263 gogui-rules_board
#? [\. \. \. \. \.\n\. O \. X X\n\. \. \. \. \.\n\. \. \. \. \.\n\. O \. \. \.]
264 gogui-rules_board_size
#? [5]
265 gogui-rules_captured_count
#? [0 0]
266 gogui-rules_side_to_move
#? [black]
267 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
268 gogui-rules_legal_moves
#? [A1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 C4 A5 B5 C5 D5 E5]
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
288 play B D4
#? []
289 play W B4
#? []
290 play B E4
#? []
291 play W B1
#? []
292 play B A4
#? []
293 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. \. \. \.\n\. \. \. \. \.\n\. O \. \. \.]
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
308 play B D4
#? []
309 play W B4
#? []
310 play B E4
#? []
311 play W B1
#? []
312 play B A4
#? []
313 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. \. \. \.\n\. \. \. \. \.\n\. O \. \. \.]
314 gogui-rules_board_size
#? [5]
315 gogui-rules_captured_count
#? [0 0]
316 gogui-rules_side_to_move
#? [white]
play B A4
# error: illegal move: it is not black's turn
play B A4
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
328 play B D4
#? []
329 play W B4
#? []
330 play B E4
#? []
331 play W B1
#? []
332 play B A4
#? []
333 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. \. \. \.\n\. \. \. \. \.\n\. O \. \. \.]
334 gogui-rules_board_size
#? [5]
335 gogui-rules_captured_count
#? [0 0]
336 gogui-rules_side_to_move
#? [white]
337 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
338 gogui-rules_legal_moves
#? [A1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 C4 A5 B5 C5 D5 E5]
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
359 play B D4
#? []
360 play W B4
#? []
361 play B E4
#? []
362 play W B1
#? []
363 play B A4
#? []
364 play W C3
#? []
365 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. O \. \.\n\. \. \. \. \.\n\. O \. \. \.]
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
381 play B D4
#? []
382 play W B4
#? []
383 play B E4
#? []
384 play W B1
#? []
385 play B A4
#? []
386 play W C3
#? []
387 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. O \. \.\n\. \. \. \. \.\n\. O \. \. \.]
388 gogui-rules_board_size
#? [5]
389 gogui-rules_captured_count
#? [0 0]
390 gogui-rules_side_to_move
#? [black]
play W C3
# error: illegal move: it is not white's turn
play W C3
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
403 play B D4
#? []
404 play W B4
#? []
405 play B E4
#? []
406 play W B1
#? []
407 play B A4
#? []
408 play W C3
#? []
409 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. O \. \.\n\. \. \. \. \.\n\. O \. \. \.]
410 gogui-rules_board_size
#? [5]
411 gogui-rules_captured_count
#? [0 0]
412 gogui-rules_side_to_move
#? [black]
413 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
414 gogui-rules_legal_moves
#? [A1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 D3 E3 C4 A5 B5 C5 D5 E5]
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
436 play B D4
#? []
437 play W B4
#? []
438 play B E4
#? []
439 play W B1
#? []
440 play B A4
#? []
441 play W C3
#? []
442 play B E2
#? []
443 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. O \. \.\n\. \. \. \. X\n\. O \. \. \.]
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
460 play B D4
#? []
461 play W B4
#? []
462 play B E4
#? []
463 play W B1
#? []
464 play B A4
#? []
465 play W C3
#? []
466 play B E2
#? []
467 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. O \. \.\n\. \. \. \. X\n\. O \. \. \.]
468 gogui-rules_board_size
#? [5]
469 gogui-rules_captured_count
#? [0 0]
470 gogui-rules_side_to_move
#? [white]
play B E2
# error: illegal move: it is not black's turn
play B E2
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
484 play B D4
#? []
485 play W B4
#? []
486 play B E4
#? []
487 play W B1
#? []
488 play B A4
#? []
489 play W C3
#? []
490 play B E2
#? []
491 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. O \. \.\n\. \. \. \. X\n\. O \. \. \.]
492 gogui-rules_board_size
#? [5]
493 gogui-rules_captured_count
#? [0 0]
494 gogui-rules_side_to_move
#? [white]
495 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
496 gogui-rules_legal_moves
#? [A1 C1 D1 E1 A2 B2 C2 D2 A3 B3 D3 E3 C4 A5 B5 C5 D5 E5]
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
519 play B D4
#? []
520 play W B4
#? []
521 play B E4
#? []
522 play W B1
#? []
523 play B A4
#? []
524 play W C3
#? []
525 play B E2
#? []
526 play W A2
#? []
527 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. O \. \.\nO \. \. \. X\n\. O \. \. \.]
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
545 play B D4
#? []
546 play W B4
#? []
547 play B E4
#? []
548 play W B1
#? []
549 play B A4
#? []
550 play W C3
#? []
551 play B E2
#? []
552 play W A2
#? []
553 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. O \. \.\nO \. \. \. X\n\. O \. \. \.]
554 gogui-rules_board_size
#? [5]
555 gogui-rules_captured_count
#? [0 0]
556 gogui-rules_side_to_move
#? [black]
play W A2
# error: illegal move: it is not white's turn
play W A2
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
571 play B D4
#? []
572 play W B4
#? []
573 play B E4
#? []
574 play W B1
#? []
575 play B A4
#? []
576 play W C3
#? []
577 play B E2
#? []
578 play W A2
#? []
579 gogui-rules_board
#? [\. \. \. \. \.\nX O \. X X\n\. \. O \. \.\nO \. \. \. X\n\. O \. \. \.]
580 gogui-rules_board_size
#? [5]
581 gogui-rules_captured_count
#? [0 0]
582 gogui-rules_side_to_move
#? [black]
583 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
584 gogui-rules_legal_moves
#? [C1 D1 E1 B2 C2 D2 A3 B3 D3 E3 C4 A5 B5 C5 D5 E5]
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
608 play B D4
#? []
609 play W B4
#? []
610 play B E4
#? []
611 play W B1
#? []
612 play B A4
#? []
613 play W C3
#? []
614 play B E2
#? []
615 play W A2
#? []
616 play B B5
#? []
617 gogui-rules_board
#? [\. X \. \. \.\nX O \. X X\n\. \. O \. \.\nO \. \. \. X\n\. O \. \. \.]
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
636 play B D4
#? []
637 play W B4
#? []
638 play B E4
#? []
639 play W B1
#? []
640 play B A4
#? []
641 play W C3
#? []
642 play B E2
#? []
643 play W A2
#? []
644 play B B5
#? []
645 gogui-rules_board
#? [\. X \. \. \.\nX O \. X X\n\. \. O \. \.\nO \. \. \. X\n\. O \. \. \.]
646 gogui-rules_board_size
#? [5]
647 gogui-rules_captured_count
#? [0 0]
648 gogui-rules_side_to_move
#? [white]
play B B5
# error: illegal move: it is not black's turn
play B B5
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
664 play B D4
#? []
665 play W B4
#? []
666 play B E4
#? []
667 play W B1
#? []
668 play B A4
#? []
669 play W C3
#? []
670 play B E2
#? []
671 play W A2
#? []
672 play B B5
#? []
673 gogui-rules_board
#? [\. X \. \. \.\nX O \. X X\n\. \. O \. \.\nO \. \. \. X\n\. O \. \. \.]
674 gogui-rules_board_size
#? [5]
675 gogui-rules_captured_count
#? [0 0]
676 gogui-rules_side_to_move
#? [white]
677 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
678 gogui-rules_legal_moves
#? [A1 C1 D1 E1 B2 C2 D2 A3 B3 D3 E3 C4 C5 D5 E5]
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
703 play B D4
#? []
704 play W B4
#? []
705 play B E4
#? []
706 play W B1
#? []
707 play B A4
#? []
708 play W C3
#? []
709 play B E2
#? []
710 play W A2
#? []
711 play B B5
#? []
712 play W C2
#? []
713 gogui-rules_board
#? [\. X \. \. \.\nX O \. X X\n\. \. O \. \.\nO \. O \. X\n\. O \. \. \.]
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
733 play B D4
#? []
734 play W B4
#? []
735 play B E4
#? []
736 play W B1
#? []
737 play B A4
#? []
738 play W C3
#? []
739 play B E2
#? []
740 play W A2
#? []
741 play B B5
#? []
742 play W C2
#? []
743 gogui-rules_board
#? [\. X \. \. \.\nX O \. X X\n\. \. O \. \.\nO \. O \. X\n\. O \. \. \.]
744 gogui-rules_board_size
#? [5]
745 gogui-rules_captured_count
#? [0 0]
746 gogui-rules_side_to_move
#? [black]
play W C2
# error: illegal move: it is not white's turn
play W C2
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
763 play B D4
#? []
764 play W B4
#? []
765 play B E4
#? []
766 play W B1
#? []
767 play B A4
#? []
768 play W C3
#? []
769 play B E2
#? []
770 play W A2
#? []
771 play B B5
#? []
772 play W C2
#? []
773 gogui-rules_board
#? [\. X \. \. \.\nX O \. X X\n\. \. O \. \.\nO \. O \. X\n\. O \. \. \.]
774 gogui-rules_board_size
#? [5]
775 gogui-rules_captured_count
#? [0 0]
776 gogui-rules_side_to_move
#? [black]
777 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
778 gogui-rules_legal_moves
#? [C1 D1 E1 B2 D2 A3 B3 D3 E3 C4 A5 C5 D5 E5]
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
804 play B D4
#? []
805 play W B4
#? []
806 play B E4
#? []
807 play W B1
#? []
808 play B A4
#? []
809 play W C3
#? []
810 play B E2
#? []
811 play W A2
#? []
812 play B B5
#? []
813 play W C2
#? []
814 play B E3
#? []
815 gogui-rules_board
#? [\. X \. \. \.\nX O \. X X\n\. \. O \. X\nO \. O \. X\n\. O \. \. \.]
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
836 play B D4
#? []
837 play W B4
#? []
838 play B E4
#? []
839 play W B1
#? []
840 play B A4
#? []
841 play W C3
#? []
842 play B E2
#? []
843 play W A2
#? []
844 play B B5
#? []
845 play W C2
#? []
846 play B E3
#? []
847 gogui-rules_board
#? [\. X \. \. \.\nX O \. X X\n\. \. O \. X\nO \. O \. X\n\. O \. \. \.]
848 gogui-rules_board_size
#? [5]
849 gogui-rules_captured_count
#? [0 0]
850 gogui-rules_side_to_move
#? [white]
play B E3
# error: illegal move: it is not black's turn
play B E3
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
868 play B D4
#? []
869 play W B4
#? []
870 play B E4
#? []
871 play W B1
#? []
872 play B A4
#? []
873 play W C3
#? []
874 play B E2
#? []
875 play W A2
#? []
876 play B B5
#? []
877 play W C2
#? []
878 play B E3
#? []
879 gogui-rules_board
#? [\. X \. \. \.\nX O \. X X\n\. \. O \. X\nO \. O \. X\n\. O \. \. \.]
880 gogui-rules_board_size
#? [5]
881 gogui-rules_captured_count
#? [0 0]
882 gogui-rules_side_to_move
#? [white]
883 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
884 gogui-rules_legal_moves
#? [A1 C1 D1 E1 B2 D2 A3 B3 D3 C4 C5 D5 E5]
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
911 play B D4
#? []
912 play W B4
#? []
913 play B E4
#? []
914 play W B1
#? []
915 play B A4
#? []
916 play W C3
#? []
917 play B E2
#? []
918 play W A2
#? []
919 play B B5
#? []
920 play W C2
#? []
921 play B E3
#? []
922 play W E5
#? []
923 gogui-rules_board
#? [\. X \. \. O\nX O \. X X\n\. \. O \. X\nO \. O \. X\n\. O \. \. \.]
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
945 play B D4
#? []
946 play W B4
#? []
947 play B E4
#? []
948 play W B1
#? []
949 play B A4
#? []
950 play W C3
#? []
951 play B E2
#? []
952 play W A2
#? []
953 play B B5
#? []
954 play W C2
#? []
955 play B E3
#? []
956 play W E5
#? []
957 gogui-rules_board
#? [\. X \. \. O\nX O \. X X\n\. \. O \. X\nO \. O \. X\n\. O \. \. \.]
958 gogui-rules_board_size
#? [5]
959 gogui-rules_captured_count
#? [0 0]
960 gogui-rules_side_to_move
#? [black]
play W E5
# error: illegal move: it is not white's turn
play W E5
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
979 play B D4
#? []
980 play W B4
#? []
981 play B E4
#? []
982 play W B1
#? []
983 play B A4
#? []
984 play W C3
#? []
985 play B E2
#? []
986 play W A2
#? []
987 play B B5
#? []
988 play W C2
#? []
989 play B E3
#? []
990 play W E5
#? []
991 gogui-rules_board
#? [\. X \. \. O\nX O \. X X\n\. \. O \. X\nO \. O \. X\n\. O \. \. \.]
992 gogui-rules_board_size
#? [5]
993 gogui-rules_captured_count
#? [0 0]
994 gogui-rules_side_to_move
#? [black]
995 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
996 gogui-rules_legal_moves
#? [C1 D1 E1 B2 D2 A3 B3 D3 C4 A5 C5 D5]
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
1024 play B D4
#? []
1025 play W B4
#? []
1026 play B E4
#? []
1027 play W B1
#? []
1028 play B A4
#? []
1029 play W C3
#? []
1030 play B E2
#? []
1031 play W A2
#? []
1032 play B B5
#? []
1033 play W C2
#? []
1034 play B E3
#? []
1035 play W E5
#? []
1036 play B D3
#? []
1037 gogui-rules_board
#? [\. X \. \. O\nX O \. X X\n\. \. O X X\nO \. O \. X\n\. O \. \. \.]
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
1060 play B D4
#? []
1061 play W B4
#? []
1062 play B E4
#? []
1063 play W B1
#? []
1064 play B A4
#? []
1065 play W C3
#? []
1066 play B E2
#? []
1067 play W A2
#? []
1068 play B B5
#? []
1069 play W C2
#? []
1070 play B E3
#? []
1071 play W E5
#? []
1072 play B D3
#? []
1073 gogui-rules_board
#? [\. X \. \. O\nX O \. X X\n\. \. O X X\nO \. O \. X\n\. O \. \. \.]
1074 gogui-rules_board_size
#? [5]
1075 gogui-rules_captured_count
#? [0 0]
1076 gogui-rules_side_to_move
#? [white]
play B D3
# error: illegal move: it is not black's turn
play B D3
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
1096 play B D4
#? []
1097 play W B4
#? []
1098 play B E4
#? []
1099 play W B1
#? []
1100 play B A4
#? []
1101 play W C3
#? []
1102 play B E2
#? []
1103 play W A2
#? []
1104 play B B5
#? []
1105 play W C2
#? []
1106 play B E3
#? []
1107 play W E5
#? []
1108 play B D3
#? []
1109 gogui-rules_board
#? [\. X \. \. O\nX O \. X X\n\. \. O X X\nO \. O \. X\n\. O \. \. \.]
1110 gogui-rules_board_size
#? [5]
1111 gogui-rules_captured_count
#? [0 0]
1112 gogui-rules_side_to_move
#? [white]
1113 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1114 gogui-rules_legal_moves
#? [A1 C1 D1 E1 B2 D2 A3 B3 C4 C5 D5]
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
1143 play B D4
#? []
1144 play W B4
#? []
1145 play B E4
#? []
1146 play W B1
#? []
1147 play B A4
#? []
1148 play W C3
#? []
1149 play B E2
#? []
1150 play W A2
#? []
1151 play B B5
#? []
1152 play W C2
#? []
1153 play B E3
#? []
1154 play W E5
#? []
1155 play B D3
#? []
1156 play W C4
#? []
1157 gogui-rules_board
#? [\. X \. \. O\nX O O X X\n\. \. O X X\nO \. O \. X\n\. O \. \. \.]
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
1181 play B D4
#? []
1182 play W B4
#? []
1183 play B E4
#? []
1184 play W B1
#? []
1185 play B A4
#? []
1186 play W C3
#? []
1187 play B E2
#? []
1188 play W A2
#? []
1189 play B B5
#? []
1190 play W C2
#? []
1191 play B E3
#? []
1192 play W E5
#? []
1193 play B D3
#? []
1194 play W C4
#? []
1195 gogui-rules_board
#? [\. X \. \. O\nX O O X X\n\. \. O X X\nO \. O \. X\n\. O \. \. \.]
1196 gogui-rules_board_size
#? [5]
1197 gogui-rules_captured_count
#? [0 0]
1198 gogui-rules_side_to_move
#? [black]
play W C4
# error: illegal move: it is not white's turn
play W C4
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
1219 play B D4
#? []
1220 play W B4
#? []
1221 play B E4
#? []
1222 play W B1
#? []
1223 play B A4
#? []
1224 play W C3
#? []
1225 play B E2
#? []
1226 play W A2
#? []
1227 play B B5
#? []
1228 play W C2
#? []
1229 play B E3
#? []
1230 play W E5
#? []
1231 play B D3
#? []
1232 play W C4
#? []
1233 gogui-rules_board
#? [\. X \. \. O\nX O O X X\n\. \. O X X\nO \. O \. X\n\. O \. \. \.]
1234 gogui-rules_board_size
#? [5]
1235 gogui-rules_captured_count
#? [0 0]
1236 gogui-rules_side_to_move
#? [black]
1237 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1238 gogui-rules_legal_moves
#? [C1 D1 E1 B2 D2 A3 B3 A5 C5 D5]
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
1268 play B D4
#? []
1269 play W B4
#? []
1270 play B E4
#? []
1271 play W B1
#? []
1272 play B A4
#? []
1273 play W C3
#? []
1274 play B E2
#? []
1275 play W A2
#? []
1276 play B B5
#? []
1277 play W C2
#? []
1278 play B E3
#? []
1279 play W E5
#? []
1280 play B D3
#? []
1281 play W C4
#? []
1282 play B A3
#? []
1283 gogui-rules_board
#? [\. X \. \. O\nX O O X X\nX \. O X X\nO \. O \. X\n\. O \. \. \.]
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
1308 play B D4
#? []
1309 play W B4
#? []
1310 play B E4
#? []
1311 play W B1
#? []
1312 play B A4
#? []
1313 play W C3
#? []
1314 play B E2
#? []
1315 play W A2
#? []
1316 play B B5
#? []
1317 play W C2
#? []
1318 play B E3
#? []
1319 play W E5
#? []
1320 play B D3
#? []
1321 play W C4
#? []
1322 play B A3
#? []
1323 gogui-rules_board
#? [\. X \. \. O\nX O O X X\nX \. O X X\nO \. O \. X\n\. O \. \. \.]
1324 gogui-rules_board_size
#? [5]
1325 gogui-rules_captured_count
#? [0 0]
1326 gogui-rules_side_to_move
#? [white]
play B A3
# error: illegal move: it is not black's turn
play B A3
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
1348 play B D4
#? []
1349 play W B4
#? []
1350 play B E4
#? []
1351 play W B1
#? []
1352 play B A4
#? []
1353 play W C3
#? []
1354 play B E2
#? []
1355 play W A2
#? []
1356 play B B5
#? []
1357 play W C2
#? []
1358 play B E3
#? []
1359 play W E5
#? []
1360 play B D3
#? []
1361 play W C4
#? []
1362 play B A3
#? []
1363 gogui-rules_board
#? [\. X \. \. O\nX O O X X\nX \. O X X\nO \. O \. X\n\. O \. \. \.]
1364 gogui-rules_board_size
#? [5]
1365 gogui-rules_captured_count
#? [0 0]
1366 gogui-rules_side_to_move
#? [white]
1367 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1368 gogui-rules_legal_moves
#? [A1 C1 D1 E1 B2 D2 B3 C5 D5]
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
1399 play B D4
#? []
1400 play W B4
#? []
1401 play B E4
#? []
1402 play W B1
#? []
1403 play B A4
#? []
1404 play W C3
#? []
1405 play B E2
#? []
1406 play W A2
#? []
1407 play B B5
#? []
1408 play W C2
#? []
1409 play B E3
#? []
1410 play W E5
#? []
1411 play B D3
#? []
1412 play W C4
#? []
1413 play B A3
#? []
1414 play W D1
#? []
1415 gogui-rules_board
#? [\. X \. \. O\nX O O X X\nX \. O X X\nO \. O \. X\n\. O \. O \.]
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
1441 play B D4
#? []
1442 play W B4
#? []
1443 play B E4
#? []
1444 play W B1
#? []
1445 play B A4
#? []
1446 play W C3
#? []
1447 play B E2
#? []
1448 play W A2
#? []
1449 play B B5
#? []
1450 play W C2
#? []
1451 play B E3
#? []
1452 play W E5
#? []
1453 play B D3
#? []
1454 play W C4
#? []
1455 play B A3
#? []
1456 play W D1
#? []
1457 gogui-rules_board
#? [\. X \. \. O\nX O O X X\nX \. O X X\nO \. O \. X\n\. O \. O \.]
1458 gogui-rules_board_size
#? [5]
1459 gogui-rules_captured_count
#? [0 0]
1460 gogui-rules_side_to_move
#? [black]
play W D1
# error: illegal move: it is not white's turn
play W D1
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
1483 play B D4
#? []
1484 play W B4
#? []
1485 play B E4
#? []
1486 play W B1
#? []
1487 play B A4
#? []
1488 play W C3
#? []
1489 play B E2
#? []
1490 play W A2
#? []
1491 play B B5
#? []
1492 play W C2
#? []
1493 play B E3
#? []
1494 play W E5
#? []
1495 play B D3
#? []
1496 play W C4
#? []
1497 play B A3
#? []
1498 play W D1
#? []
1499 gogui-rules_board
#? [\. X \. \. O\nX O O X X\nX \. O X X\nO \. O \. X\n\. O \. O \.]
1500 gogui-rules_board_size
#? [5]
1501 gogui-rules_captured_count
#? [0 0]
1502 gogui-rules_side_to_move
#? [black]
1503 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1504 gogui-rules_legal_moves
#? [E1 B2 D2 B3 A5 C5 D5]
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
1536 play B D4
#? []
1537 play W B4
#? []
1538 play B E4
#? []
1539 play W B1
#? []
1540 play B A4
#? []
1541 play W C3
#? []
1542 play B E2
#? []
1543 play W A2
#? []
1544 play B B5
#? []
1545 play W C2
#? []
1546 play B E3
#? []
1547 play W E5
#? []
1548 play B D3
#? []
1549 play W C4
#? []
1550 play B A3
#? []
1551 play W D1
#? []
1552 play B A5
#? []
1553 gogui-rules_board
#? [X X \. \. O\nX O O X X\nX \. O X X\nO \. O \. X\n\. O \. O \.]
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
1580 play B D4
#? []
1581 play W B4
#? []
1582 play B E4
#? []
1583 play W B1
#? []
1584 play B A4
#? []
1585 play W C3
#? []
1586 play B E2
#? []
1587 play W A2
#? []
1588 play B B5
#? []
1589 play W C2
#? []
1590 play B E3
#? []
1591 play W E5
#? []
1592 play B D3
#? []
1593 play W C4
#? []
1594 play B A3
#? []
1595 play W D1
#? []
1596 play B A5
#? []
1597 gogui-rules_board
#? [X X \. \. O\nX O O X X\nX \. O X X\nO \. O \. X\n\. O \. O \.]
1598 gogui-rules_board_size
#? [5]
1599 gogui-rules_captured_count
#? [0 0]
1600 gogui-rules_side_to_move
#? [white]
play B A5
# error: illegal move: it is not black's turn
play B A5
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
1624 play B D4
#? []
1625 play W B4
#? []
1626 play B E4
#? []
1627 play W B1
#? []
1628 play B A4
#? []
1629 play W C3
#? []
1630 play B E2
#? []
1631 play W A2
#? []
1632 play B B5
#? []
1633 play W C2
#? []
1634 play B E3
#? []
1635 play W E5
#? []
1636 play B D3
#? []
1637 play W C4
#? []
1638 play B A3
#? []
1639 play W D1
#? []
1640 play B A5
#? []
1641 gogui-rules_board
#? [X X \. \. O\nX O O X X\nX \. O X X\nO \. O \. X\n\. O \. O \.]
1642 gogui-rules_board_size
#? [5]
1643 gogui-rules_captured_count
#? [0 0]
1644 gogui-rules_side_to_move
#? [white]
1645 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1646 gogui-rules_legal_moves
#? [A1 C1 E1 B2 D2 B3 C5 D5]
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
1679 play B D4
#? []
1680 play W B4
#? []
1681 play B E4
#? []
1682 play W B1
#? []
1683 play B A4
#? []
1684 play W C3
#? []
1685 play B E2
#? []
1686 play W A2
#? []
1687 play B B5
#? []
1688 play W C2
#? []
1689 play B E3
#? []
1690 play W E5
#? []
1691 play B D3
#? []
1692 play W C4
#? []
1693 play B A3
#? []
1694 play W D1
#? []
1695 play B A5
#? []
1696 play W B3
#? []
1697 gogui-rules_board
#? [X X \. \. O\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O \.]
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
1725 play B D4
#? []
1726 play W B4
#? []
1727 play B E4
#? []
1728 play W B1
#? []
1729 play B A4
#? []
1730 play W C3
#? []
1731 play B E2
#? []
1732 play W A2
#? []
1733 play B B5
#? []
1734 play W C2
#? []
1735 play B E3
#? []
1736 play W E5
#? []
1737 play B D3
#? []
1738 play W C4
#? []
1739 play B A3
#? []
1740 play W D1
#? []
1741 play B A5
#? []
1742 play W B3
#? []
1743 gogui-rules_board
#? [X X \. \. O\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O \.]
1744 gogui-rules_board_size
#? [5]
1745 gogui-rules_captured_count
#? [0 0]
1746 gogui-rules_side_to_move
#? [black]
play W B3
# error: illegal move: it is not white's turn
play W B3
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
1771 play B D4
#? []
1772 play W B4
#? []
1773 play B E4
#? []
1774 play W B1
#? []
1775 play B A4
#? []
1776 play W C3
#? []
1777 play B E2
#? []
1778 play W A2
#? []
1779 play B B5
#? []
1780 play W C2
#? []
1781 play B E3
#? []
1782 play W E5
#? []
1783 play B D3
#? []
1784 play W C4
#? []
1785 play B A3
#? []
1786 play W D1
#? []
1787 play B A5
#? []
1788 play W B3
#? []
1789 gogui-rules_board
#? [X X \. \. O\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O \.]
1790 gogui-rules_board_size
#? [5]
1791 gogui-rules_captured_count
#? [0 0]
1792 gogui-rules_side_to_move
#? [black]
1793 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1794 gogui-rules_legal_moves
#? [E1 D2 C5 D5]
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
1828 play B D4
#? []
1829 play W B4
#? []
1830 play B E4
#? []
1831 play W B1
#? []
1832 play B A4
#? []
1833 play W C3
#? []
1834 play B E2
#? []
1835 play W A2
#? []
1836 play B B5
#? []
1837 play W C2
#? []
1838 play B E3
#? []
1839 play W E5
#? []
1840 play B D3
#? []
1841 play W C4
#? []
1842 play B A3
#? []
1843 play W D1
#? []
1844 play B A5
#? []
1845 play W B3
#? []
1846 play B C5
#? []
1847 gogui-rules_board
#? [X X X \. O\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O \.]
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
1876 play B D4
#? []
1877 play W B4
#? []
1878 play B E4
#? []
1879 play W B1
#? []
1880 play B A4
#? []
1881 play W C3
#? []
1882 play B E2
#? []
1883 play W A2
#? []
1884 play B B5
#? []
1885 play W C2
#? []
1886 play B E3
#? []
1887 play W E5
#? []
1888 play B D3
#? []
1889 play W C4
#? []
1890 play B A3
#? []
1891 play W D1
#? []
1892 play B A5
#? []
1893 play W B3
#? []
1894 play B C5
#? []
1895 gogui-rules_board
#? [X X X \. O\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O \.]
1896 gogui-rules_board_size
#? [5]
1897 gogui-rules_captured_count
#? [0 0]
1898 gogui-rules_side_to_move
#? [white]
play B C5
# error: illegal move: it is not black's turn
play B C5
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
1924 play B D4
#? []
1925 play W B4
#? []
1926 play B E4
#? []
1927 play W B1
#? []
1928 play B A4
#? []
1929 play W C3
#? []
1930 play B E2
#? []
1931 play W A2
#? []
1932 play B B5
#? []
1933 play W C2
#? []
1934 play B E3
#? []
1935 play W E5
#? []
1936 play B D3
#? []
1937 play W C4
#? []
1938 play B A3
#? []
1939 play W D1
#? []
1940 play B A5
#? []
1941 play W B3
#? []
1942 play B C5
#? []
1943 gogui-rules_board
#? [X X X \. O\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O \.]
1944 gogui-rules_board_size
#? [5]
1945 gogui-rules_captured_count
#? [0 0]
1946 gogui-rules_side_to_move
#? [white]
1947 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
1948 gogui-rules_legal_moves
#? [A1 C1 E1 B2 D2 D5]
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
1983 play B D4
#? []
1984 play W B4
#? []
1985 play B E4
#? []
1986 play W B1
#? []
1987 play B A4
#? []
1988 play W C3
#? []
1989 play B E2
#? []
1990 play W A2
#? []
1991 play B B5
#? []
1992 play W C2
#? []
1993 play B E3
#? []
1994 play W E5
#? []
1995 play B D3
#? []
1996 play W C4
#? []
1997 play B A3
#? []
1998 play W D1
#? []
1999 play B A5
#? []
2000 play W B3
#? []
2001 play B C5
#? []
2002 play W E1
#? []
2003 gogui-rules_board
#? [X X X \. O\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O O]
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
2033 play B D4
#? []
2034 play W B4
#? []
2035 play B E4
#? []
2036 play W B1
#? []
2037 play B A4
#? []
2038 play W C3
#? []
2039 play B E2
#? []
2040 play W A2
#? []
2041 play B B5
#? []
2042 play W C2
#? []
2043 play B E3
#? []
2044 play W E5
#? []
2045 play B D3
#? []
2046 play W C4
#? []
2047 play B A3
#? []
2048 play W D1
#? []
2049 play B A5
#? []
2050 play W B3
#? []
2051 play B C5
#? []
2052 play W E1
#? []
2053 gogui-rules_board
#? [X X X \. O\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O O]
2054 gogui-rules_board_size
#? [5]
2055 gogui-rules_captured_count
#? [0 0]
2056 gogui-rules_side_to_move
#? [black]
play W E1
# error: illegal move: it is not white's turn
play W E1
# error: illegal move: it is not white's turn
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
2083 play B D4
#? []
2084 play W B4
#? []
2085 play B E4
#? []
2086 play W B1
#? []
2087 play B A4
#? []
2088 play W C3
#? []
2089 play B E2
#? []
2090 play W A2
#? []
2091 play B B5
#? []
2092 play W C2
#? []
2093 play B E3
#? []
2094 play W E5
#? []
2095 play B D3
#? []
2096 play W C4
#? []
2097 play B A3
#? []
2098 play W D1
#? []
2099 play B A5
#? []
2100 play W B3
#? []
2101 play B C5
#? []
2102 play W E1
#? []
2103 gogui-rules_board
#? [X X X \. O\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O O]
2104 gogui-rules_board_size
#? [5]
2105 gogui-rules_captured_count
#? [0 0]
2106 gogui-rules_side_to_move
#? [black]
2107 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2108 gogui-rules_legal_moves
#? [D2 D5]
2118 clear_board
#? []
2119 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2120 gogui-rules_board_size
#? [5]
2121 gogui-rules_captured_count
#? [0 0]
2122 gogui-rules_side_to_move
#? [black]
2143 clear_board
#? []
2144 play B D4
#? []
2145 play W B4
#? []
2146 play B E4
#? []
2147 play W B1
#? []
2148 play B A4
#? []
2149 play W C3
#? []
2150 play B E2
#? []
2151 play W A2
#? []
2152 play B B5
#? []
2153 play W C2
#? []
2154 play B E3
#? []
2155 play W E5
#? []
2156 play B D3
#? []
2157 play W C4
#? []
2158 play B A3
#? []
2159 play W D1
#? []
2160 play B A5
#? []
2161 play W B3
#? []
2162 play B C5
#? []
2163 play W E1
#? []
2164 play B D5
#? []
2165 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O O]
2166 gogui-rules_board_size
#? [5]
2167 gogui-rules_captured_count
#? [1 0]
2168 gogui-rules_side_to_move
#? [white]
2169 clear_board
#? []
2170 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2171 gogui-rules_board_size
#? [5]
2172 gogui-rules_captured_count
#? [0 0]
2173 gogui-rules_side_to_move
#? [black]
2195 clear_board
#? []
2196 play B D4
#? []
2197 play W B4
#? []
2198 play B E4
#? []
2199 play W B1
#? []
2200 play B A4
#? []
2201 play W C3
#? []
2202 play B E2
#? []
2203 play W A2
#? []
2204 play B B5
#? []
2205 play W C2
#? []
2206 play B E3
#? []
2207 play W E5
#? []
2208 play B D3
#? []
2209 play W C4
#? []
2210 play B A3
#? []
2211 play W D1
#? []
2212 play B A5
#? []
2213 play W B3
#? []
2214 play B C5
#? []
2215 play W E1
#? []
2216 play B D5
#? []
2217 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O O]
2218 gogui-rules_board_size
#? [5]
2219 gogui-rules_captured_count
#? [1 0]
2220 gogui-rules_side_to_move
#? [white]
play B D5
# error: illegal move: it is not black's turn
play B D5
# error: illegal move: it is not black's turn
2221 clear_board
#? []
2222 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2223 gogui-rules_board_size
#? [5]
2224 gogui-rules_captured_count
#? [0 0]
2225 gogui-rules_side_to_move
#? [black]
2247 clear_board
#? []
2248 play B D4
#? []
2249 play W B4
#? []
2250 play B E4
#? []
2251 play W B1
#? []
2252 play B A4
#? []
2253 play W C3
#? []
2254 play B E2
#? []
2255 play W A2
#? []
2256 play B B5
#? []
2257 play W C2
#? []
2258 play B E3
#? []
2259 play W E5
#? []
2260 play B D3
#? []
2261 play W C4
#? []
2262 play B A3
#? []
2263 play W D1
#? []
2264 play B A5
#? []
2265 play W B3
#? []
2266 play B C5
#? []
2267 play W E1
#? []
2268 play B D5
#? []
2269 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O \. X\n\. O \. O O]
2270 gogui-rules_board_size
#? [5]
2271 gogui-rules_captured_count
#? [1 0]
2272 gogui-rules_side_to_move
#? [white]
2273 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2274 gogui-rules_legal_moves
#? [A1 C1 B2 D2]
2284 clear_board
#? []
2285 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2286 gogui-rules_board_size
#? [5]
2287 gogui-rules_captured_count
#? [0 0]
2288 gogui-rules_side_to_move
#? [black]
2310 clear_board
#? []
2311 play B D4
#? []
2312 play W B4
#? []
2313 play B E4
#? []
2314 play W B1
#? []
2315 play B A4
#? []
2316 play W C3
#? []
2317 play B E2
#? []
2318 play W A2
#? []
2319 play B B5
#? []
2320 play W C2
#? []
2321 play B E3
#? []
2322 play W E5
#? []
2323 play B D3
#? []
2324 play W C4
#? []
2325 play B A3
#? []
2326 play W D1
#? []
2327 play B A5
#? []
2328 play W B3
#? []
2329 play B C5
#? []
2330 play W E1
#? []
2331 play B D5
#? []
2332 play W A1
#? []
2333 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O \. X\nO O \. O O]
2334 gogui-rules_board_size
#? [5]
2335 gogui-rules_captured_count
#? [1 0]
2336 gogui-rules_side_to_move
#? [black]
2337 clear_board
#? []
2338 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2339 gogui-rules_board_size
#? [5]
2340 gogui-rules_captured_count
#? [0 0]
2341 gogui-rules_side_to_move
#? [black]
2364 clear_board
#? []
2365 play B D4
#? []
2366 play W B4
#? []
2367 play B E4
#? []
2368 play W B1
#? []
2369 play B A4
#? []
2370 play W C3
#? []
2371 play B E2
#? []
2372 play W A2
#? []
2373 play B B5
#? []
2374 play W C2
#? []
2375 play B E3
#? []
2376 play W E5
#? []
2377 play B D3
#? []
2378 play W C4
#? []
2379 play B A3
#? []
2380 play W D1
#? []
2381 play B A5
#? []
2382 play W B3
#? []
2383 play B C5
#? []
2384 play W E1
#? []
2385 play B D5
#? []
2386 play W A1
#? []
2387 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O \. X\nO O \. O O]
2388 gogui-rules_board_size
#? [5]
2389 gogui-rules_captured_count
#? [1 0]
2390 gogui-rules_side_to_move
#? [black]
play W A1
# error: illegal move: it is not white's turn
play W A1
# error: illegal move: it is not white's turn
2391 clear_board
#? []
2392 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2393 gogui-rules_board_size
#? [5]
2394 gogui-rules_captured_count
#? [0 0]
2395 gogui-rules_side_to_move
#? [black]
2418 clear_board
#? []
2419 play B D4
#? []
2420 play W B4
#? []
2421 play B E4
#? []
2422 play W B1
#? []
2423 play B A4
#? []
2424 play W C3
#? []
2425 play B E2
#? []
2426 play W A2
#? []
2427 play B B5
#? []
2428 play W C2
#? []
2429 play B E3
#? []
2430 play W E5
#? []
2431 play B D3
#? []
2432 play W C4
#? []
2433 play B A3
#? []
2434 play W D1
#? []
2435 play B A5
#? []
2436 play W B3
#? []
2437 play B C5
#? []
2438 play W E1
#? []
2439 play B D5
#? []
2440 play W A1
#? []
2441 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O \. X\nO O \. O O]
2442 gogui-rules_board_size
#? [5]
2443 gogui-rules_captured_count
#? [1 0]
2444 gogui-rules_side_to_move
#? [black]
2445 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2446 gogui-rules_legal_moves
#? [D2 E5]
2456 clear_board
#? []
2457 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2458 gogui-rules_board_size
#? [5]
2459 gogui-rules_captured_count
#? [0 0]
2460 gogui-rules_side_to_move
#? [black]
2483 clear_board
#? []
2484 play B D4
#? []
2485 play W B4
#? []
2486 play B E4
#? []
2487 play W B1
#? []
2488 play B A4
#? []
2489 play W C3
#? []
2490 play B E2
#? []
2491 play W A2
#? []
2492 play B B5
#? []
2493 play W C2
#? []
2494 play B E3
#? []
2495 play W E5
#? []
2496 play B D3
#? []
2497 play W C4
#? []
2498 play B A3
#? []
2499 play W D1
#? []
2500 play B A5
#? []
2501 play W B3
#? []
2502 play B C5
#? []
2503 play W E1
#? []
2504 play B D5
#? []
2505 play W A1
#? []
2506 play B D2
#? []
2507 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O X X\nO O \. O O]
2508 gogui-rules_board_size
#? [5]
2509 gogui-rules_captured_count
#? [1 0]
2510 gogui-rules_side_to_move
#? [white]
2511 clear_board
#? []
2512 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2513 gogui-rules_board_size
#? [5]
2514 gogui-rules_captured_count
#? [0 0]
2515 gogui-rules_side_to_move
#? [black]
2539 clear_board
#? []
2540 play B D4
#? []
2541 play W B4
#? []
2542 play B E4
#? []
2543 play W B1
#? []
2544 play B A4
#? []
2545 play W C3
#? []
2546 play B E2
#? []
2547 play W A2
#? []
2548 play B B5
#? []
2549 play W C2
#? []
2550 play B E3
#? []
2551 play W E5
#? []
2552 play B D3
#? []
2553 play W C4
#? []
2554 play B A3
#? []
2555 play W D1
#? []
2556 play B A5
#? []
2557 play W B3
#? []
2558 play B C5
#? []
2559 play W E1
#? []
2560 play B D5
#? []
2561 play W A1
#? []
2562 play B D2
#? []
2563 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O X X\nO O \. O O]
2564 gogui-rules_board_size
#? [5]
2565 gogui-rules_captured_count
#? [1 0]
2566 gogui-rules_side_to_move
#? [white]
play B D2
# error: illegal move: it is not black's turn
play B D2
# error: illegal move: it is not black's turn
2567 clear_board
#? []
2568 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2569 gogui-rules_board_size
#? [5]
2570 gogui-rules_captured_count
#? [0 0]
2571 gogui-rules_side_to_move
#? [black]
2595 clear_board
#? []
2596 play B D4
#? []
2597 play W B4
#? []
2598 play B E4
#? []
2599 play W B1
#? []
2600 play B A4
#? []
2601 play W C3
#? []
2602 play B E2
#? []
2603 play W A2
#? []
2604 play B B5
#? []
2605 play W C2
#? []
2606 play B E3
#? []
2607 play W E5
#? []
2608 play B D3
#? []
2609 play W C4
#? []
2610 play B A3
#? []
2611 play W D1
#? []
2612 play B A5
#? []
2613 play W B3
#? []
2614 play B C5
#? []
2615 play W E1
#? []
2616 play B D5
#? []
2617 play W A1
#? []
2618 play B D2
#? []
2619 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O X X\nO O \. O O]
2620 gogui-rules_board_size
#? [5]
2621 gogui-rules_captured_count
#? [1 0]
2622 gogui-rules_side_to_move
#? [white]
2623 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2624 gogui-rules_legal_moves
#? [C1 B2 E5]
2634 clear_board
#? []
2635 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2636 gogui-rules_board_size
#? [5]
2637 gogui-rules_captured_count
#? [0 0]
2638 gogui-rules_side_to_move
#? [black]
2662 clear_board
#? []
2663 play B D4
#? []
2664 play W B4
#? []
2665 play B E4
#? []
2666 play W B1
#? []
2667 play B A4
#? []
2668 play W C3
#? []
2669 play B E2
#? []
2670 play W A2
#? []
2671 play B B5
#? []
2672 play W C2
#? []
2673 play B E3
#? []
2674 play W E5
#? []
2675 play B D3
#? []
2676 play W C4
#? []
2677 play B A3
#? []
2678 play W D1
#? []
2679 play B A5
#? []
2680 play W B3
#? []
2681 play B C5
#? []
2682 play W E1
#? []
2683 play B D5
#? []
2684 play W A1
#? []
2685 play B D2
#? []
2686 play W C1
#? []
2687 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O X X\nO O O O O]
2688 gogui-rules_board_size
#? [5]
2689 gogui-rules_captured_count
#? [1 0]
2690 gogui-rules_side_to_move
#? [black]
2691 clear_board
#? []
2692 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2693 gogui-rules_board_size
#? [5]
2694 gogui-rules_captured_count
#? [0 0]
2695 gogui-rules_side_to_move
#? [black]
2720 clear_board
#? []
2721 play B D4
#? []
2722 play W B4
#? []
2723 play B E4
#? []
2724 play W B1
#? []
2725 play B A4
#? []
2726 play W C3
#? []
2727 play B E2
#? []
2728 play W A2
#? []
2729 play B B5
#? []
2730 play W C2
#? []
2731 play B E3
#? []
2732 play W E5
#? []
2733 play B D3
#? []
2734 play W C4
#? []
2735 play B A3
#? []
2736 play W D1
#? []
2737 play B A5
#? []
2738 play W B3
#? []
2739 play B C5
#? []
2740 play W E1
#? []
2741 play B D5
#? []
2742 play W A1
#? []
2743 play B D2
#? []
2744 play W C1
#? []
2745 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O X X\nO O O O O]
2746 gogui-rules_board_size
#? [5]
2747 gogui-rules_captured_count
#? [1 0]
2748 gogui-rules_side_to_move
#? [black]
play W C1
# error: illegal move: the game is over
play W C1
# error: illegal move: the game is over
2749 clear_board
#? []
2750 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2751 gogui-rules_board_size
#? [5]
2752 gogui-rules_captured_count
#? [0 0]
2753 gogui-rules_side_to_move
#? [black]
2778 clear_board
#? []
2779 play B D4
#? []
2780 play W B4
#? []
2781 play B E4
#? []
2782 play W B1
#? []
2783 play B A4
#? []
2784 play W C3
#? []
2785 play B E2
#? []
2786 play W A2
#? []
2787 play B B5
#? []
2788 play W C2
#? []
2789 play B E3
#? []
2790 play W E5
#? []
2791 play B D3
#? []
2792 play W C4
#? []
2793 play B A3
#? []
2794 play W D1
#? []
2795 play B A5
#? []
2796 play W B3
#? []
2797 play B C5
#? []
2798 play W E1
#? []
2799 play B D5
#? []
2800 play W A1
#? []
2801 play B D2
#? []
2802 play W C1
#? []
2803 gogui-rules_board
#? [X X X X \.\nX O O X X\nX O O X X\nO \. O X X\nO O O O O]
2804 gogui-rules_board_size
#? [5]
2805 gogui-rules_captured_count
#? [1 0]
2806 gogui-rules_side_to_move
#? [black]
2807 gogui-rules_board_gfx
#? [TEXT Black joins top and bottom, White left and right]
2808 gogui-rules_legal_moves
#? []
2812 gogui-rules_final_result
#? [White wins \(W\+\) by connection; Black 13, White 12]

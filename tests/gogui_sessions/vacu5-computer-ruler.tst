# gtp-like 0.1.0 session of 2026-11-25 07:31:29: gtp-like --game vacu --size 5 --seed 1 --player random --gogui
# replay: gtp-like regress --game vacu --size 5 --seed 1 --player random --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_flips\ngl-gfx_liberties\ngl-gfx_ownership\ngl-gfx_territory\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Vacu]
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
#? [Vacu]
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
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
29 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5 PASS]
32 gogui-rules_game_id
#? [Vacu]
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
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
45 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5 PASS]
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
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
92 gogui-rules_legal_moves
#? [A1 B1 C1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5 PASS]
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
112 play W B5
#? []
113 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
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
126 play W B5
#? []
127 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
128 gogui-rules_board_size
#? [5]
129 gogui-rules_captured_count
#? [0 0]
130 gogui-rules_side_to_move
#? [black]
play W B5
# error: illegal move: it is not white's turn
play W B5
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
140 play W B5
#? []
141 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
142 gogui-rules_board_size
#? [5]
143 gogui-rules_captured_count
#? [0 0]
144 gogui-rules_side_to_move
#? [black]
145 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
146 gogui-rules_legal_moves
#? [A1 B1 C1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 C5 D5 E5 PASS]
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
165 play W B5
#? []
166 play B D4
#? []
167 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
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
181 play W B5
#? []
182 play B D4
#? []
183 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
184 gogui-rules_board_size
#? [5]
185 gogui-rules_captured_count
#? [0 0]
186 gogui-rules_side_to_move
#? [white]
play B D4
# error: illegal move: it is not black's turn
play B D4
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
197 play W B5
#? []
198 play B D4
#? []
199 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. X \.]
200 gogui-rules_board_size
#? [5]
201 gogui-rules_captured_count
#? [0 0]
202 gogui-rules_side_to_move
#? [white]
203 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
204 gogui-rules_legal_moves
#? [A1 B1 C1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 E4 A5 C5 D5 E5 PASS]
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
224 play W B5
#? []
225 play B D4
#? []
226 play W A2
#? []
227 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\n\. \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
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
242 play W B5
#? []
243 play B D4
#? []
244 play W A2
#? []
245 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\n\. \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
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
260 play W B5
#? []
261 play B D4
#? []
262 play W A2
#? []
263 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\n\. \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
264 gogui-rules_board_size
#? [5]
265 gogui-rules_captured_count
#? [0 0]
266 gogui-rules_side_to_move
#? [black]
267 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
268 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 E4 A5 C5 D5 E5 PASS]
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
289 play W B5
#? []
290 play B D4
#? []
291 play W A2
#? []
292 play B A3
#? []
293 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
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
309 play W B5
#? []
310 play B D4
#? []
311 play W A2
#? []
312 play B A3
#? []
313 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
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
329 play W B5
#? []
330 play B D4
#? []
331 play W A2
#? []
332 play B A3
#? []
333 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. \. \.\nO \. \. \. \.\n\. \. \. X \.]
334 gogui-rules_board_size
#? [5]
335 gogui-rules_captured_count
#? [0 0]
336 gogui-rules_side_to_move
#? [white]
337 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
338 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 D2 E2 B3 C3 D3 E3 A4 B4 C4 E4 A5 C5 D5 E5 PASS]
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
360 play W B5
#? []
361 play B D4
#? []
362 play W A2
#? []
363 play B A3
#? []
364 play W E2
#? []
365 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. \. \.\nO \. \. \. O\n\. \. \. X \.]
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
382 play W B5
#? []
383 play B D4
#? []
384 play W A2
#? []
385 play B A3
#? []
386 play W E2
#? []
387 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. \. \.\nO \. \. \. O\n\. \. \. X \.]
388 gogui-rules_board_size
#? [5]
389 gogui-rules_captured_count
#? [0 0]
390 gogui-rules_side_to_move
#? [black]
play W E2
# error: illegal move: it is not white's turn
play W E2
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
404 play W B5
#? []
405 play B D4
#? []
406 play W A2
#? []
407 play B A3
#? []
408 play W E2
#? []
409 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. \. \.\nO \. \. \. O\n\. \. \. X \.]
410 gogui-rules_board_size
#? [5]
411 gogui-rules_captured_count
#? [0 0]
412 gogui-rules_side_to_move
#? [black]
413 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
414 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 D2 B3 C3 D3 E3 A4 B4 C4 E4 A5 C5 D5 E5 PASS]
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
437 play W B5
#? []
438 play B D4
#? []
439 play W A2
#? []
440 play B A3
#? []
441 play W E2
#? []
442 play B D3
#? []
443 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X \.\nO \. \. \. O\n\. \. \. X \.]
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
461 play W B5
#? []
462 play B D4
#? []
463 play W A2
#? []
464 play B A3
#? []
465 play W E2
#? []
466 play B D3
#? []
467 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X \.\nO \. \. \. O\n\. \. \. X \.]
468 gogui-rules_board_size
#? [5]
469 gogui-rules_captured_count
#? [0 0]
470 gogui-rules_side_to_move
#? [white]
play B D3
# error: illegal move: it is not black's turn
play B D3
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
485 play W B5
#? []
486 play B D4
#? []
487 play W A2
#? []
488 play B A3
#? []
489 play W E2
#? []
490 play B D3
#? []
491 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X \.\nO \. \. \. O\n\. \. \. X \.]
492 gogui-rules_board_size
#? [5]
493 gogui-rules_captured_count
#? [0 0]
494 gogui-rules_side_to_move
#? [white]
495 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
496 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 D2 B3 C3 E3 A4 B4 C4 E4 A5 C5 D5 E5 PASS]
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
520 play W B5
#? []
521 play B D4
#? []
522 play W A2
#? []
523 play B A3
#? []
524 play W E2
#? []
525 play B D3
#? []
526 play W E3
#? []
527 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\n\. \. \. X \.]
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
546 play W B5
#? []
547 play B D4
#? []
548 play W A2
#? []
549 play B A3
#? []
550 play W E2
#? []
551 play B D3
#? []
552 play W E3
#? []
553 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\n\. \. \. X \.]
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
572 play W B5
#? []
573 play B D4
#? []
574 play W A2
#? []
575 play B A3
#? []
576 play W E2
#? []
577 play B D3
#? []
578 play W E3
#? []
579 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\n\. \. \. X \.]
580 gogui-rules_board_size
#? [5]
581 gogui-rules_captured_count
#? [0 0]
582 gogui-rules_side_to_move
#? [black]
583 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
584 gogui-rules_legal_moves
#? [A1 B1 C1 E1 B2 C2 D2 B3 C3 A4 B4 C4 E4 A5 C5 D5 E5 PASS]
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
609 play W B5
#? []
610 play B D4
#? []
611 play W A2
#? []
612 play B A3
#? []
613 play W E2
#? []
614 play B D3
#? []
615 play W E3
#? []
616 play B B1
#? []
617 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\n\. X \. X \.]
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
637 play W B5
#? []
638 play B D4
#? []
639 play W A2
#? []
640 play B A3
#? []
641 play W E2
#? []
642 play B D3
#? []
643 play W E3
#? []
644 play B B1
#? []
645 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\n\. X \. X \.]
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
665 play W B5
#? []
666 play B D4
#? []
667 play W A2
#? []
668 play B A3
#? []
669 play W E2
#? []
670 play B D3
#? []
671 play W E3
#? []
672 play B B1
#? []
673 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\n\. X \. X \.]
674 gogui-rules_board_size
#? [5]
675 gogui-rules_captured_count
#? [0 0]
676 gogui-rules_side_to_move
#? [white]
677 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
678 gogui-rules_legal_moves
#? [A1 C1 E1 B2 C2 D2 B3 C3 A4 B4 C4 E4 A5 C5 D5 E5 PASS]
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
704 play W B5
#? []
705 play B D4
#? []
706 play W A2
#? []
707 play B A3
#? []
708 play W E2
#? []
709 play B D3
#? []
710 play W E3
#? []
711 play B B1
#? []
712 play W A1
#? []
713 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\nO X \. X \.]
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
734 play W B5
#? []
735 play B D4
#? []
736 play W A2
#? []
737 play B A3
#? []
738 play W E2
#? []
739 play B D3
#? []
740 play W E3
#? []
741 play B B1
#? []
742 play W A1
#? []
743 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\nO X \. X \.]
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
764 play W B5
#? []
765 play B D4
#? []
766 play W A2
#? []
767 play B A3
#? []
768 play W E2
#? []
769 play B D3
#? []
770 play W E3
#? []
771 play B B1
#? []
772 play W A1
#? []
773 gogui-rules_board
#? [\. O \. \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\nO X \. X \.]
774 gogui-rules_board_size
#? [5]
775 gogui-rules_captured_count
#? [0 0]
776 gogui-rules_side_to_move
#? [black]
777 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
778 gogui-rules_legal_moves
#? [C1 E1 B2 C2 D2 B3 C3 A4 B4 C4 E4 A5 C5 D5 E5 PASS]
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
805 play W B5
#? []
806 play B D4
#? []
807 play W A2
#? []
808 play B A3
#? []
809 play W E2
#? []
810 play B D3
#? []
811 play W E3
#? []
812 play B B1
#? []
813 play W A1
#? []
814 play B C5
#? []
815 gogui-rules_board
#? [\. O X \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\nO X \. X \.]
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
837 play W B5
#? []
838 play B D4
#? []
839 play W A2
#? []
840 play B A3
#? []
841 play W E2
#? []
842 play B D3
#? []
843 play W E3
#? []
844 play B B1
#? []
845 play W A1
#? []
846 play B C5
#? []
847 gogui-rules_board
#? [\. O X \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\nO X \. X \.]
848 gogui-rules_board_size
#? [5]
849 gogui-rules_captured_count
#? [0 0]
850 gogui-rules_side_to_move
#? [white]
play B C5
# error: illegal move: it is not black's turn
play B C5
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
869 play W B5
#? []
870 play B D4
#? []
871 play W A2
#? []
872 play B A3
#? []
873 play W E2
#? []
874 play B D3
#? []
875 play W E3
#? []
876 play B B1
#? []
877 play W A1
#? []
878 play B C5
#? []
879 gogui-rules_board
#? [\. O X \. \.\n\. \. \. X \.\nX \. \. X O\nO \. \. \. O\nO X \. X \.]
880 gogui-rules_board_size
#? [5]
881 gogui-rules_captured_count
#? [0 0]
882 gogui-rules_side_to_move
#? [white]
883 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
884 gogui-rules_legal_moves
#? [C1 E1 B2 C2 D2 B3 C3 A4 B4 C4 E4 A5 D5 E5 PASS]
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
912 play W B5
#? []
913 play B D4
#? []
914 play W A2
#? []
915 play B A3
#? []
916 play W E2
#? []
917 play B D3
#? []
918 play W E3
#? []
919 play B B1
#? []
920 play W A1
#? []
921 play B C5
#? []
922 play W B2
#? []
923 gogui-rules_board
#? [\. O X \. \.\n\. \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
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
946 play W B5
#? []
947 play B D4
#? []
948 play W A2
#? []
949 play B A3
#? []
950 play W E2
#? []
951 play B D3
#? []
952 play W E3
#? []
953 play B B1
#? []
954 play W A1
#? []
955 play B C5
#? []
956 play W B2
#? []
957 gogui-rules_board
#? [\. O X \. \.\n\. \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
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
980 play W B5
#? []
981 play B D4
#? []
982 play W A2
#? []
983 play B A3
#? []
984 play W E2
#? []
985 play B D3
#? []
986 play W E3
#? []
987 play B B1
#? []
988 play W A1
#? []
989 play B C5
#? []
990 play W B2
#? []
991 gogui-rules_board
#? [\. O X \. \.\n\. \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
992 gogui-rules_board_size
#? [5]
993 gogui-rules_captured_count
#? [0 0]
994 gogui-rules_side_to_move
#? [black]
995 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
996 gogui-rules_legal_moves
#? [C1 E1 C2 D2 B3 C3 A4 B4 C4 E4 A5 D5 E5 PASS]
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
1025 play W B5
#? []
1026 play B D4
#? []
1027 play W A2
#? []
1028 play B A3
#? []
1029 play W E2
#? []
1030 play B D3
#? []
1031 play W E3
#? []
1032 play B B1
#? []
1033 play W A1
#? []
1034 play B C5
#? []
1035 play W B2
#? []
1036 play B A5
#? []
1037 gogui-rules_board
#? [X O X \. \.\n\. \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
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
1061 play W B5
#? []
1062 play B D4
#? []
1063 play W A2
#? []
1064 play B A3
#? []
1065 play W E2
#? []
1066 play B D3
#? []
1067 play W E3
#? []
1068 play B B1
#? []
1069 play W A1
#? []
1070 play B C5
#? []
1071 play W B2
#? []
1072 play B A5
#? []
1073 gogui-rules_board
#? [X O X \. \.\n\. \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
1074 gogui-rules_board_size
#? [5]
1075 gogui-rules_captured_count
#? [0 0]
1076 gogui-rules_side_to_move
#? [white]
play B A5
# error: illegal move: it is not black's turn
play B A5
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
1097 play W B5
#? []
1098 play B D4
#? []
1099 play W A2
#? []
1100 play B A3
#? []
1101 play W E2
#? []
1102 play B D3
#? []
1103 play W E3
#? []
1104 play B B1
#? []
1105 play W A1
#? []
1106 play B C5
#? []
1107 play W B2
#? []
1108 play B A5
#? []
1109 gogui-rules_board
#? [X O X \. \.\n\. \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
1110 gogui-rules_board_size
#? [5]
1111 gogui-rules_captured_count
#? [0 0]
1112 gogui-rules_side_to_move
#? [white]
1113 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
1114 gogui-rules_legal_moves
#? [C1 E1 C2 D2 B3 C3 A4 B4 C4 E4 D5 E5 PASS]
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
1144 play W B5
#? []
1145 play B D4
#? []
1146 play W A2
#? []
1147 play B A3
#? []
1148 play W E2
#? []
1149 play B D3
#? []
1150 play W E3
#? []
1151 play B B1
#? []
1152 play W A1
#? []
1153 play B C5
#? []
1154 play W B2
#? []
1155 play B A5
#? []
1156 play W A4
#? []
1157 gogui-rules_board
#? [\. O X \. \.\nO \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
1158 gogui-rules_board_size
#? [5]
1159 gogui-rules_captured_count
#? [0 1]
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
1182 play W B5
#? []
1183 play B D4
#? []
1184 play W A2
#? []
1185 play B A3
#? []
1186 play W E2
#? []
1187 play B D3
#? []
1188 play W E3
#? []
1189 play B B1
#? []
1190 play W A1
#? []
1191 play B C5
#? []
1192 play W B2
#? []
1193 play B A5
#? []
1194 play W A4
#? []
1195 gogui-rules_board
#? [\. O X \. \.\nO \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
1196 gogui-rules_board_size
#? [5]
1197 gogui-rules_captured_count
#? [0 1]
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
1220 play W B5
#? []
1221 play B D4
#? []
1222 play W A2
#? []
1223 play B A3
#? []
1224 play W E2
#? []
1225 play B D3
#? []
1226 play W E3
#? []
1227 play B B1
#? []
1228 play W A1
#? []
1229 play B C5
#? []
1230 play W B2
#? []
1231 play B A5
#? []
1232 play W A4
#? []
1233 gogui-rules_board
#? [\. O X \. \.\nO \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
1234 gogui-rules_board_size
#? [5]
1235 gogui-rules_captured_count
#? [0 1]
1236 gogui-rules_side_to_move
#? [black]
1237 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
1238 gogui-rules_legal_moves
#? [C1 E1 C2 D2 B3 C3 B4 C4 E4 D5 E5 PASS]
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
1269 play W B5
#? []
1270 play B D4
#? []
1271 play W A2
#? []
1272 play B A3
#? []
1273 play W E2
#? []
1274 play B D3
#? []
1275 play W E3
#? []
1276 play B B1
#? []
1277 play W A1
#? []
1278 play B C5
#? []
1279 play W B2
#? []
1280 play B A5
#? []
1281 play W A4
#? []
1282 play B D5
#? []
1283 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
1284 gogui-rules_board_size
#? [5]
1285 gogui-rules_captured_count
#? [0 1]
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
1309 play W B5
#? []
1310 play B D4
#? []
1311 play W A2
#? []
1312 play B A3
#? []
1313 play W E2
#? []
1314 play B D3
#? []
1315 play W E3
#? []
1316 play B B1
#? []
1317 play W A1
#? []
1318 play B C5
#? []
1319 play W B2
#? []
1320 play B A5
#? []
1321 play W A4
#? []
1322 play B D5
#? []
1323 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
1324 gogui-rules_board_size
#? [5]
1325 gogui-rules_captured_count
#? [0 1]
1326 gogui-rules_side_to_move
#? [white]
play B D5
# error: illegal move: it is not black's turn
play B D5
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
1349 play W B5
#? []
1350 play B D4
#? []
1351 play W A2
#? []
1352 play B A3
#? []
1353 play W E2
#? []
1354 play B D3
#? []
1355 play W E3
#? []
1356 play B B1
#? []
1357 play W A1
#? []
1358 play B C5
#? []
1359 play W B2
#? []
1360 play B A5
#? []
1361 play W A4
#? []
1362 play B D5
#? []
1363 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. \. O\nO X \. X \.]
1364 gogui-rules_board_size
#? [5]
1365 gogui-rules_captured_count
#? [0 1]
1366 gogui-rules_side_to_move
#? [white]
1367 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
1368 gogui-rules_legal_moves
#? [C1 E1 C2 D2 B3 C3 B4 C4 E4 A5 E5 PASS]
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
1400 play W B5
#? []
1401 play B D4
#? []
1402 play W A2
#? []
1403 play B A3
#? []
1404 play W E2
#? []
1405 play B D3
#? []
1406 play W E3
#? []
1407 play B B1
#? []
1408 play W A1
#? []
1409 play B C5
#? []
1410 play W B2
#? []
1411 play B A5
#? []
1412 play W A4
#? []
1413 play B D5
#? []
1414 play W D2
#? []
1415 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X \. X \.]
1416 gogui-rules_board_size
#? [5]
1417 gogui-rules_captured_count
#? [0 1]
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
1442 play W B5
#? []
1443 play B D4
#? []
1444 play W A2
#? []
1445 play B A3
#? []
1446 play W E2
#? []
1447 play B D3
#? []
1448 play W E3
#? []
1449 play B B1
#? []
1450 play W A1
#? []
1451 play B C5
#? []
1452 play W B2
#? []
1453 play B A5
#? []
1454 play W A4
#? []
1455 play B D5
#? []
1456 play W D2
#? []
1457 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X \. X \.]
1458 gogui-rules_board_size
#? [5]
1459 gogui-rules_captured_count
#? [0 1]
1460 gogui-rules_side_to_move
#? [black]
play W D2
# error: illegal move: it is not white's turn
play W D2
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
1484 play W B5
#? []
1485 play B D4
#? []
1486 play W A2
#? []
1487 play B A3
#? []
1488 play W E2
#? []
1489 play B D3
#? []
1490 play W E3
#? []
1491 play B B1
#? []
1492 play W A1
#? []
1493 play B C5
#? []
1494 play W B2
#? []
1495 play B A5
#? []
1496 play W A4
#? []
1497 play B D5
#? []
1498 play W D2
#? []
1499 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X \. X \.]
1500 gogui-rules_board_size
#? [5]
1501 gogui-rules_captured_count
#? [0 1]
1502 gogui-rules_side_to_move
#? [black]
1503 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
1504 gogui-rules_legal_moves
#? [C1 E1 C2 B3 C3 B4 C4 E4 E5 PASS]
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
1537 play W B5
#? []
1538 play B D4
#? []
1539 play W A2
#? []
1540 play B A3
#? []
1541 play W E2
#? []
1542 play B D3
#? []
1543 play W E3
#? []
1544 play B B1
#? []
1545 play W A1
#? []
1546 play B C5
#? []
1547 play W B2
#? []
1548 play B A5
#? []
1549 play W A4
#? []
1550 play B D5
#? []
1551 play W D2
#? []
1552 play B C1
#? []
1553 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X X X \.]
1554 gogui-rules_board_size
#? [5]
1555 gogui-rules_captured_count
#? [0 1]
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
1581 play W B5
#? []
1582 play B D4
#? []
1583 play W A2
#? []
1584 play B A3
#? []
1585 play W E2
#? []
1586 play B D3
#? []
1587 play W E3
#? []
1588 play B B1
#? []
1589 play W A1
#? []
1590 play B C5
#? []
1591 play W B2
#? []
1592 play B A5
#? []
1593 play W A4
#? []
1594 play B D5
#? []
1595 play W D2
#? []
1596 play B C1
#? []
1597 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X X X \.]
1598 gogui-rules_board_size
#? [5]
1599 gogui-rules_captured_count
#? [0 1]
1600 gogui-rules_side_to_move
#? [white]
play B C1
# error: illegal move: it is not black's turn
play B C1
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
1625 play W B5
#? []
1626 play B D4
#? []
1627 play W A2
#? []
1628 play B A3
#? []
1629 play W E2
#? []
1630 play B D3
#? []
1631 play W E3
#? []
1632 play B B1
#? []
1633 play W A1
#? []
1634 play B C5
#? []
1635 play W B2
#? []
1636 play B A5
#? []
1637 play W A4
#? []
1638 play B D5
#? []
1639 play W D2
#? []
1640 play B C1
#? []
1641 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X X X \.]
1642 gogui-rules_board_size
#? [5]
1643 gogui-rules_captured_count
#? [0 1]
1644 gogui-rules_side_to_move
#? [white]
1645 gogui-rules_board_gfx
#? [TEXT button untaken: Pass takes it \(\+0\.5\)]
1646 gogui-rules_legal_moves
#? [E1 C2 B3 C3 B4 C4 E4 A5 E5 PASS]
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
1680 play W B5
#? []
1681 play B D4
#? []
1682 play W A2
#? []
1683 play B A3
#? []
1684 play W E2
#? []
1685 play B D3
#? []
1686 play W E3
#? []
1687 play B B1
#? []
1688 play W A1
#? []
1689 play B C5
#? []
1690 play W B2
#? []
1691 play B A5
#? []
1692 play W A4
#? []
1693 play B D5
#? []
1694 play W D2
#? []
1695 play B C1
#? []
1696 play W PASS
#? []
1697 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X X X \.]
1698 gogui-rules_board_size
#? [5]
1699 gogui-rules_captured_count
#? [0 1]
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
1726 play W B5
#? []
1727 play B D4
#? []
1728 play W A2
#? []
1729 play B A3
#? []
1730 play W E2
#? []
1731 play B D3
#? []
1732 play W E3
#? []
1733 play B B1
#? []
1734 play W A1
#? []
1735 play B C5
#? []
1736 play W B2
#? []
1737 play B A5
#? []
1738 play W A4
#? []
1739 play B D5
#? []
1740 play W D2
#? []
1741 play B C1
#? []
1742 play W PASS
#? []
1743 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X X X \.]
1744 gogui-rules_board_size
#? [5]
1745 gogui-rules_captured_count
#? [0 1]
1746 gogui-rules_side_to_move
#? [black]
play W PASS
# error: illegal move: it is not white's turn
play W PASS
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
1772 play W B5
#? []
1773 play B D4
#? []
1774 play W A2
#? []
1775 play B A3
#? []
1776 play W E2
#? []
1777 play B D3
#? []
1778 play W E3
#? []
1779 play B B1
#? []
1780 play W A1
#? []
1781 play B C5
#? []
1782 play W B2
#? []
1783 play B A5
#? []
1784 play W A4
#? []
1785 play B D5
#? []
1786 play W D2
#? []
1787 play B C1
#? []
1788 play W PASS
#? []
1789 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X X X \.]
1790 gogui-rules_board_size
#? [5]
1791 gogui-rules_captured_count
#? [0 1]
1792 gogui-rules_side_to_move
#? [black]
1793 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
1794 gogui-rules_legal_moves
#? [E1 C2 B3 C3 B4 C4 E4 E5 PASS]
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
1829 play W B5
#? []
1830 play B D4
#? []
1831 play W A2
#? []
1832 play B A3
#? []
1833 play W E2
#? []
1834 play B D3
#? []
1835 play W E3
#? []
1836 play B B1
#? []
1837 play W A1
#? []
1838 play B C5
#? []
1839 play W B2
#? []
1840 play B A5
#? []
1841 play W A4
#? []
1842 play B D5
#? []
1843 play W D2
#? []
1844 play B C1
#? []
1845 play W PASS
#? []
1846 play B E1
#? []
1847 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X X X X]
1848 gogui-rules_board_size
#? [5]
1849 gogui-rules_captured_count
#? [0 1]
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
1877 play W B5
#? []
1878 play B D4
#? []
1879 play W A2
#? []
1880 play B A3
#? []
1881 play W E2
#? []
1882 play B D3
#? []
1883 play W E3
#? []
1884 play B B1
#? []
1885 play W A1
#? []
1886 play B C5
#? []
1887 play W B2
#? []
1888 play B A5
#? []
1889 play W A4
#? []
1890 play B D5
#? []
1891 play W D2
#? []
1892 play B C1
#? []
1893 play W PASS
#? []
1894 play B E1
#? []
1895 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X X X X]
1896 gogui-rules_board_size
#? [5]
1897 gogui-rules_captured_count
#? [0 1]
1898 gogui-rules_side_to_move
#? [white]
play B E1
# error: illegal move: it is not black's turn
play B E1
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
1925 play W B5
#? []
1926 play B D4
#? []
1927 play W A2
#? []
1928 play B A3
#? []
1929 play W E2
#? []
1930 play B D3
#? []
1931 play W E3
#? []
1932 play B B1
#? []
1933 play W A1
#? []
1934 play B C5
#? []
1935 play W B2
#? []
1936 play B A5
#? []
1937 play W A4
#? []
1938 play B D5
#? []
1939 play W D2
#? []
1940 play B C1
#? []
1941 play W PASS
#? []
1942 play B E1
#? []
1943 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\nX \. \. X O\nO O \. O O\nO X X X X]
1944 gogui-rules_board_size
#? [5]
1945 gogui-rules_captured_count
#? [0 1]
1946 gogui-rules_side_to_move
#? [white]
1947 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
1948 gogui-rules_legal_moves
#? [C2 B3 C3 B4 C4 E4 A5 E5 PASS]
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
1984 play W B5
#? []
1985 play B D4
#? []
1986 play W A2
#? []
1987 play B A3
#? []
1988 play W E2
#? []
1989 play B D3
#? []
1990 play W E3
#? []
1991 play B B1
#? []
1992 play W A1
#? []
1993 play B C5
#? []
1994 play W B2
#? []
1995 play B A5
#? []
1996 play W A4
#? []
1997 play B D5
#? []
1998 play W D2
#? []
1999 play B C1
#? []
2000 play W PASS
#? []
2001 play B E1
#? []
2002 play W B3
#? []
2003 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O \. X O\nO O \. O O\nO X X X X]
2004 gogui-rules_board_size
#? [5]
2005 gogui-rules_captured_count
#? [0 2]
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
2034 play W B5
#? []
2035 play B D4
#? []
2036 play W A2
#? []
2037 play B A3
#? []
2038 play W E2
#? []
2039 play B D3
#? []
2040 play W E3
#? []
2041 play B B1
#? []
2042 play W A1
#? []
2043 play B C5
#? []
2044 play W B2
#? []
2045 play B A5
#? []
2046 play W A4
#? []
2047 play B D5
#? []
2048 play W D2
#? []
2049 play B C1
#? []
2050 play W PASS
#? []
2051 play B E1
#? []
2052 play W B3
#? []
2053 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O \. X O\nO O \. O O\nO X X X X]
2054 gogui-rules_board_size
#? [5]
2055 gogui-rules_captured_count
#? [0 2]
2056 gogui-rules_side_to_move
#? [black]
play W B3
# error: illegal move: it is not white's turn
play W B3
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
2083 play B D1
#? []
2084 play W B5
#? []
2085 play B D4
#? []
2086 play W A2
#? []
2087 play B A3
#? []
2088 play W E2
#? []
2089 play B D3
#? []
2090 play W E3
#? []
2091 play B B1
#? []
2092 play W A1
#? []
2093 play B C5
#? []
2094 play W B2
#? []
2095 play B A5
#? []
2096 play W A4
#? []
2097 play B D5
#? []
2098 play W D2
#? []
2099 play B C1
#? []
2100 play W PASS
#? []
2101 play B E1
#? []
2102 play W B3
#? []
2103 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O \. X O\nO O \. O O\nO X X X X]
2104 gogui-rules_board_size
#? [5]
2105 gogui-rules_captured_count
#? [0 2]
2106 gogui-rules_side_to_move
#? [black]
2107 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
2108 gogui-rules_legal_moves
#? [C2 C3 B4 C4 E4 E5 PASS]
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
2144 play B D1
#? []
2145 play W B5
#? []
2146 play B D4
#? []
2147 play W A2
#? []
2148 play B A3
#? []
2149 play W E2
#? []
2150 play B D3
#? []
2151 play W E3
#? []
2152 play B B1
#? []
2153 play W A1
#? []
2154 play B C5
#? []
2155 play W B2
#? []
2156 play B A5
#? []
2157 play W A4
#? []
2158 play B D5
#? []
2159 play W D2
#? []
2160 play B C1
#? []
2161 play W PASS
#? []
2162 play B E1
#? []
2163 play W B3
#? []
2164 play B C2
#? []
2165 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O \. X O\nO O X O O\nO X X X X]
2166 gogui-rules_board_size
#? [5]
2167 gogui-rules_captured_count
#? [0 2]
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
2196 play B D1
#? []
2197 play W B5
#? []
2198 play B D4
#? []
2199 play W A2
#? []
2200 play B A3
#? []
2201 play W E2
#? []
2202 play B D3
#? []
2203 play W E3
#? []
2204 play B B1
#? []
2205 play W A1
#? []
2206 play B C5
#? []
2207 play W B2
#? []
2208 play B A5
#? []
2209 play W A4
#? []
2210 play B D5
#? []
2211 play W D2
#? []
2212 play B C1
#? []
2213 play W PASS
#? []
2214 play B E1
#? []
2215 play W B3
#? []
2216 play B C2
#? []
2217 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O \. X O\nO O X O O\nO X X X X]
2218 gogui-rules_board_size
#? [5]
2219 gogui-rules_captured_count
#? [0 2]
2220 gogui-rules_side_to_move
#? [white]
play B C2
# error: illegal move: it is not black's turn
play B C2
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
2248 play B D1
#? []
2249 play W B5
#? []
2250 play B D4
#? []
2251 play W A2
#? []
2252 play B A3
#? []
2253 play W E2
#? []
2254 play B D3
#? []
2255 play W E3
#? []
2256 play B B1
#? []
2257 play W A1
#? []
2258 play B C5
#? []
2259 play W B2
#? []
2260 play B A5
#? []
2261 play W A4
#? []
2262 play B D5
#? []
2263 play W D2
#? []
2264 play B C1
#? []
2265 play W PASS
#? []
2266 play B E1
#? []
2267 play W B3
#? []
2268 play B C2
#? []
2269 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O \. X O\nO O X O O\nO X X X X]
2270 gogui-rules_board_size
#? [5]
2271 gogui-rules_captured_count
#? [0 2]
2272 gogui-rules_side_to_move
#? [white]
2273 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
2274 gogui-rules_legal_moves
#? [A3 C3 B4 C4 E4 A5 E5 PASS]
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
2311 play B D1
#? []
2312 play W B5
#? []
2313 play B D4
#? []
2314 play W A2
#? []
2315 play B A3
#? []
2316 play W E2
#? []
2317 play B D3
#? []
2318 play W E3
#? []
2319 play B B1
#? []
2320 play W A1
#? []
2321 play B C5
#? []
2322 play W B2
#? []
2323 play B A5
#? []
2324 play W A4
#? []
2325 play B D5
#? []
2326 play W D2
#? []
2327 play B C1
#? []
2328 play W PASS
#? []
2329 play B E1
#? []
2330 play W B3
#? []
2331 play B C2
#? []
2332 play W C3
#? []
2333 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2334 gogui-rules_board_size
#? [5]
2335 gogui-rules_captured_count
#? [0 7]
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
2365 play B D1
#? []
2366 play W B5
#? []
2367 play B D4
#? []
2368 play W A2
#? []
2369 play B A3
#? []
2370 play W E2
#? []
2371 play B D3
#? []
2372 play W E3
#? []
2373 play B B1
#? []
2374 play W A1
#? []
2375 play B C5
#? []
2376 play W B2
#? []
2377 play B A5
#? []
2378 play W A4
#? []
2379 play B D5
#? []
2380 play W D2
#? []
2381 play B C1
#? []
2382 play W PASS
#? []
2383 play B E1
#? []
2384 play W B3
#? []
2385 play B C2
#? []
2386 play W C3
#? []
2387 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2388 gogui-rules_board_size
#? [5]
2389 gogui-rules_captured_count
#? [0 7]
2390 gogui-rules_side_to_move
#? [black]
play W C3
# error: illegal move: it is not white's turn
play W C3
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
2419 play B D1
#? []
2420 play W B5
#? []
2421 play B D4
#? []
2422 play W A2
#? []
2423 play B A3
#? []
2424 play W E2
#? []
2425 play B D3
#? []
2426 play W E3
#? []
2427 play B B1
#? []
2428 play W A1
#? []
2429 play B C5
#? []
2430 play W B2
#? []
2431 play B A5
#? []
2432 play W A4
#? []
2433 play B D5
#? []
2434 play W D2
#? []
2435 play B C1
#? []
2436 play W PASS
#? []
2437 play B E1
#? []
2438 play W B3
#? []
2439 play B C2
#? []
2440 play W C3
#? []
2441 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2442 gogui-rules_board_size
#? [5]
2443 gogui-rules_captured_count
#? [0 7]
2444 gogui-rules_side_to_move
#? [black]
2445 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
2446 gogui-rules_legal_moves
#? [B1 C1 D1 E1 C2 B4 C4 E4 E5 PASS]
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
2484 play B D1
#? []
2485 play W B5
#? []
2486 play B D4
#? []
2487 play W A2
#? []
2488 play B A3
#? []
2489 play W E2
#? []
2490 play B D3
#? []
2491 play W E3
#? []
2492 play B B1
#? []
2493 play W A1
#? []
2494 play B C5
#? []
2495 play W B2
#? []
2496 play B A5
#? []
2497 play W A4
#? []
2498 play B D5
#? []
2499 play W D2
#? []
2500 play B C1
#? []
2501 play W PASS
#? []
2502 play B E1
#? []
2503 play W B3
#? []
2504 play B C2
#? []
2505 play W C3
#? []
2506 play B PASS
#? []
2507 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2508 gogui-rules_board_size
#? [5]
2509 gogui-rules_captured_count
#? [0 7]
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
2540 play B D1
#? []
2541 play W B5
#? []
2542 play B D4
#? []
2543 play W A2
#? []
2544 play B A3
#? []
2545 play W E2
#? []
2546 play B D3
#? []
2547 play W E3
#? []
2548 play B B1
#? []
2549 play W A1
#? []
2550 play B C5
#? []
2551 play W B2
#? []
2552 play B A5
#? []
2553 play W A4
#? []
2554 play B D5
#? []
2555 play W D2
#? []
2556 play B C1
#? []
2557 play W PASS
#? []
2558 play B E1
#? []
2559 play W B3
#? []
2560 play B C2
#? []
2561 play W C3
#? []
2562 play B PASS
#? []
2563 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2564 gogui-rules_board_size
#? [5]
2565 gogui-rules_captured_count
#? [0 7]
2566 gogui-rules_side_to_move
#? [white]
play B PASS
# error: illegal move: it is not black's turn
play B PASS
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
2596 play B D1
#? []
2597 play W B5
#? []
2598 play B D4
#? []
2599 play W A2
#? []
2600 play B A3
#? []
2601 play W E2
#? []
2602 play B D3
#? []
2603 play W E3
#? []
2604 play B B1
#? []
2605 play W A1
#? []
2606 play B C5
#? []
2607 play W B2
#? []
2608 play B A5
#? []
2609 play W A4
#? []
2610 play B D5
#? []
2611 play W D2
#? []
2612 play B C1
#? []
2613 play W PASS
#? []
2614 play B E1
#? []
2615 play W B3
#? []
2616 play B C2
#? []
2617 play W C3
#? []
2618 play B PASS
#? []
2619 gogui-rules_board
#? [\. O X X \.\nO \. \. X \.\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2620 gogui-rules_board_size
#? [5]
2621 gogui-rules_captured_count
#? [0 7]
2622 gogui-rules_side_to_move
#? [white]
2623 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
2624 gogui-rules_legal_moves
#? [B1 C1 D1 E1 C2 A3 B4 C4 E4 A5 E5 PASS]
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
2663 play B D1
#? []
2664 play W B5
#? []
2665 play B D4
#? []
2666 play W A2
#? []
2667 play B A3
#? []
2668 play W E2
#? []
2669 play B D3
#? []
2670 play W E3
#? []
2671 play B B1
#? []
2672 play W A1
#? []
2673 play B C5
#? []
2674 play W B2
#? []
2675 play B A5
#? []
2676 play W A4
#? []
2677 play B D5
#? []
2678 play W D2
#? []
2679 play B C1
#? []
2680 play W PASS
#? []
2681 play B E1
#? []
2682 play W B3
#? []
2683 play B C2
#? []
2684 play W C3
#? []
2685 play B PASS
#? []
2686 play W C4
#? []
2687 gogui-rules_board
#? [\. O X X \.\nO \. O X \.\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2688 gogui-rules_board_size
#? [5]
2689 gogui-rules_captured_count
#? [0 7]
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
2721 play B D1
#? []
2722 play W B5
#? []
2723 play B D4
#? []
2724 play W A2
#? []
2725 play B A3
#? []
2726 play W E2
#? []
2727 play B D3
#? []
2728 play W E3
#? []
2729 play B B1
#? []
2730 play W A1
#? []
2731 play B C5
#? []
2732 play W B2
#? []
2733 play B A5
#? []
2734 play W A4
#? []
2735 play B D5
#? []
2736 play W D2
#? []
2737 play B C1
#? []
2738 play W PASS
#? []
2739 play B E1
#? []
2740 play W B3
#? []
2741 play B C2
#? []
2742 play W C3
#? []
2743 play B PASS
#? []
2744 play W C4
#? []
2745 gogui-rules_board
#? [\. O X X \.\nO \. O X \.\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2746 gogui-rules_board_size
#? [5]
2747 gogui-rules_captured_count
#? [0 7]
2748 gogui-rules_side_to_move
#? [black]
play W C4
# error: illegal move: it is not white's turn
play W C4
# error: illegal move: it is not white's turn
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
2779 play B D1
#? []
2780 play W B5
#? []
2781 play B D4
#? []
2782 play W A2
#? []
2783 play B A3
#? []
2784 play W E2
#? []
2785 play B D3
#? []
2786 play W E3
#? []
2787 play B B1
#? []
2788 play W A1
#? []
2789 play B C5
#? []
2790 play W B2
#? []
2791 play B A5
#? []
2792 play W A4
#? []
2793 play B D5
#? []
2794 play W D2
#? []
2795 play B C1
#? []
2796 play W PASS
#? []
2797 play B E1
#? []
2798 play W B3
#? []
2799 play B C2
#? []
2800 play W C3
#? []
2801 play B PASS
#? []
2802 play W C4
#? []
2803 gogui-rules_board
#? [\. O X X \.\nO \. O X \.\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2804 gogui-rules_board_size
#? [5]
2805 gogui-rules_captured_count
#? [0 7]
2806 gogui-rules_side_to_move
#? [black]
2807 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
2808 gogui-rules_legal_moves
#? [B1 C1 D1 E1 C2 E4 E5 PASS]
2818 clear_board
#? []
2819 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2820 gogui-rules_board_size
#? [5]
2821 gogui-rules_captured_count
#? [0 0]
2822 gogui-rules_side_to_move
#? [black]
2847 clear_board
#? []
2848 play B D1
#? []
2849 play W B5
#? []
2850 play B D4
#? []
2851 play W A2
#? []
2852 play B A3
#? []
2853 play W E2
#? []
2854 play B D3
#? []
2855 play W E3
#? []
2856 play B B1
#? []
2857 play W A1
#? []
2858 play B C5
#? []
2859 play W B2
#? []
2860 play B A5
#? []
2861 play W A4
#? []
2862 play B D5
#? []
2863 play W D2
#? []
2864 play B C1
#? []
2865 play W PASS
#? []
2866 play B E1
#? []
2867 play W B3
#? []
2868 play B C2
#? []
2869 play W C3
#? []
2870 play B PASS
#? []
2871 play W C4
#? []
2872 play B E4
#? []
2873 gogui-rules_board
#? [\. O X X \.\nO \. O X X\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2874 gogui-rules_board_size
#? [5]
2875 gogui-rules_captured_count
#? [0 7]
2876 gogui-rules_side_to_move
#? [white]
2877 clear_board
#? []
2878 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2879 gogui-rules_board_size
#? [5]
2880 gogui-rules_captured_count
#? [0 0]
2881 gogui-rules_side_to_move
#? [black]
2907 clear_board
#? []
2908 play B D1
#? []
2909 play W B5
#? []
2910 play B D4
#? []
2911 play W A2
#? []
2912 play B A3
#? []
2913 play W E2
#? []
2914 play B D3
#? []
2915 play W E3
#? []
2916 play B B1
#? []
2917 play W A1
#? []
2918 play B C5
#? []
2919 play W B2
#? []
2920 play B A5
#? []
2921 play W A4
#? []
2922 play B D5
#? []
2923 play W D2
#? []
2924 play B C1
#? []
2925 play W PASS
#? []
2926 play B E1
#? []
2927 play W B3
#? []
2928 play B C2
#? []
2929 play W C3
#? []
2930 play B PASS
#? []
2931 play W C4
#? []
2932 play B E4
#? []
2933 gogui-rules_board
#? [\. O X X \.\nO \. O X X\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2934 gogui-rules_board_size
#? [5]
2935 gogui-rules_captured_count
#? [0 7]
2936 gogui-rules_side_to_move
#? [white]
play B E4
# error: illegal move: it is not black's turn
play B E4
# error: illegal move: it is not black's turn
2937 clear_board
#? []
2938 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
2939 gogui-rules_board_size
#? [5]
2940 gogui-rules_captured_count
#? [0 0]
2941 gogui-rules_side_to_move
#? [black]
2967 clear_board
#? []
2968 play B D1
#? []
2969 play W B5
#? []
2970 play B D4
#? []
2971 play W A2
#? []
2972 play B A3
#? []
2973 play W E2
#? []
2974 play B D3
#? []
2975 play W E3
#? []
2976 play B B1
#? []
2977 play W A1
#? []
2978 play B C5
#? []
2979 play W B2
#? []
2980 play B A5
#? []
2981 play W A4
#? []
2982 play B D5
#? []
2983 play W D2
#? []
2984 play B C1
#? []
2985 play W PASS
#? []
2986 play B E1
#? []
2987 play W B3
#? []
2988 play B C2
#? []
2989 play W C3
#? []
2990 play B PASS
#? []
2991 play W C4
#? []
2992 play B E4
#? []
2993 gogui-rules_board
#? [\. O X X \.\nO \. O X X\n\. O O X O\nO O \. O O\nO \. \. \. \.]
2994 gogui-rules_board_size
#? [5]
2995 gogui-rules_captured_count
#? [0 7]
2996 gogui-rules_side_to_move
#? [white]
2997 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
2998 gogui-rules_legal_moves
#? [B1 C1 D1 E1 C2 A3 B4 A5 E5 PASS]
3008 clear_board
#? []
3009 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3010 gogui-rules_board_size
#? [5]
3011 gogui-rules_captured_count
#? [0 0]
3012 gogui-rules_side_to_move
#? [black]
3038 clear_board
#? []
3039 play B D1
#? []
3040 play W B5
#? []
3041 play B D4
#? []
3042 play W A2
#? []
3043 play B A3
#? []
3044 play W E2
#? []
3045 play B D3
#? []
3046 play W E3
#? []
3047 play B B1
#? []
3048 play W A1
#? []
3049 play B C5
#? []
3050 play W B2
#? []
3051 play B A5
#? []
3052 play W A4
#? []
3053 play B D5
#? []
3054 play W D2
#? []
3055 play B C1
#? []
3056 play W PASS
#? []
3057 play B E1
#? []
3058 play W B3
#? []
3059 play B C2
#? []
3060 play W C3
#? []
3061 play B PASS
#? []
3062 play W C4
#? []
3063 play B E4
#? []
3064 play W B1
#? []
3065 gogui-rules_board
#? [\. O X X \.\nO \. O X X\n\. O O X O\nO O \. O O\nO O \. \. \.]
3066 gogui-rules_board_size
#? [5]
3067 gogui-rules_captured_count
#? [0 7]
3068 gogui-rules_side_to_move
#? [black]
3069 clear_board
#? []
3070 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3071 gogui-rules_board_size
#? [5]
3072 gogui-rules_captured_count
#? [0 0]
3073 gogui-rules_side_to_move
#? [black]
3100 clear_board
#? []
3101 play B D1
#? []
3102 play W B5
#? []
3103 play B D4
#? []
3104 play W A2
#? []
3105 play B A3
#? []
3106 play W E2
#? []
3107 play B D3
#? []
3108 play W E3
#? []
3109 play B B1
#? []
3110 play W A1
#? []
3111 play B C5
#? []
3112 play W B2
#? []
3113 play B A5
#? []
3114 play W A4
#? []
3115 play B D5
#? []
3116 play W D2
#? []
3117 play B C1
#? []
3118 play W PASS
#? []
3119 play B E1
#? []
3120 play W B3
#? []
3121 play B C2
#? []
3122 play W C3
#? []
3123 play B PASS
#? []
3124 play W C4
#? []
3125 play B E4
#? []
3126 play W B1
#? []
3127 gogui-rules_board
#? [\. O X X \.\nO \. O X X\n\. O O X O\nO O \. O O\nO O \. \. \.]
3128 gogui-rules_board_size
#? [5]
3129 gogui-rules_captured_count
#? [0 7]
3130 gogui-rules_side_to_move
#? [black]
play W B1
# error: illegal move: it is not white's turn
play W B1
# error: illegal move: it is not white's turn
3131 clear_board
#? []
3132 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3133 gogui-rules_board_size
#? [5]
3134 gogui-rules_captured_count
#? [0 0]
3135 gogui-rules_side_to_move
#? [black]
3162 clear_board
#? []
3163 play B D1
#? []
3164 play W B5
#? []
3165 play B D4
#? []
3166 play W A2
#? []
3167 play B A3
#? []
3168 play W E2
#? []
3169 play B D3
#? []
3170 play W E3
#? []
3171 play B B1
#? []
3172 play W A1
#? []
3173 play B C5
#? []
3174 play W B2
#? []
3175 play B A5
#? []
3176 play W A4
#? []
3177 play B D5
#? []
3178 play W D2
#? []
3179 play B C1
#? []
3180 play W PASS
#? []
3181 play B E1
#? []
3182 play W B3
#? []
3183 play B C2
#? []
3184 play W C3
#? []
3185 play B PASS
#? []
3186 play W C4
#? []
3187 play B E4
#? []
3188 play W B1
#? []
3189 gogui-rules_board
#? [\. O X X \.\nO \. O X X\n\. O O X O\nO O \. O O\nO O \. \. \.]
3190 gogui-rules_board_size
#? [5]
3191 gogui-rules_captured_count
#? [0 7]
3192 gogui-rules_side_to_move
#? [black]
3193 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
3194 gogui-rules_legal_moves
#? [C1 D1 E1 C2 PASS]
3204 clear_board
#? []
3205 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3206 gogui-rules_board_size
#? [5]
3207 gogui-rules_captured_count
#? [0 0]
3208 gogui-rules_side_to_move
#? [black]
3235 clear_board
#? []
3236 play B D1
#? []
3237 play W B5
#? []
3238 play B D4
#? []
3239 play W A2
#? []
3240 play B A3
#? []
3241 play W E2
#? []
3242 play B D3
#? []
3243 play W E3
#? []
3244 play B B1
#? []
3245 play W A1
#? []
3246 play B C5
#? []
3247 play W B2
#? []
3248 play B A5
#? []
3249 play W A4
#? []
3250 play B D5
#? []
3251 play W D2
#? []
3252 play B C1
#? []
3253 play W PASS
#? []
3254 play B E1
#? []
3255 play W B3
#? []
3256 play B C2
#? []
3257 play W C3
#? []
3258 play B PASS
#? []
3259 play W C4
#? []
3260 play B E4
#? []
3261 play W B1
#? []
3262 play B D1
#? []
3263 gogui-rules_board
#? [\. O X X \.\nO \. O X X\n\. O O X O\nO O \. O O\nO O \. X \.]
3264 gogui-rules_board_size
#? [5]
3265 gogui-rules_captured_count
#? [0 7]
3266 gogui-rules_side_to_move
#? [white]
3267 clear_board
#? []
3268 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3269 gogui-rules_board_size
#? [5]
3270 gogui-rules_captured_count
#? [0 0]
3271 gogui-rules_side_to_move
#? [black]
3299 clear_board
#? []
3300 play B D1
#? []
3301 play W B5
#? []
3302 play B D4
#? []
3303 play W A2
#? []
3304 play B A3
#? []
3305 play W E2
#? []
3306 play B D3
#? []
3307 play W E3
#? []
3308 play B B1
#? []
3309 play W A1
#? []
3310 play B C5
#? []
3311 play W B2
#? []
3312 play B A5
#? []
3313 play W A4
#? []
3314 play B D5
#? []
3315 play W D2
#? []
3316 play B C1
#? []
3317 play W PASS
#? []
3318 play B E1
#? []
3319 play W B3
#? []
3320 play B C2
#? []
3321 play W C3
#? []
3322 play B PASS
#? []
3323 play W C4
#? []
3324 play B E4
#? []
3325 play W B1
#? []
3326 play B D1
#? []
3327 gogui-rules_board
#? [\. O X X \.\nO \. O X X\n\. O O X O\nO O \. O O\nO O \. X \.]
3328 gogui-rules_board_size
#? [5]
3329 gogui-rules_captured_count
#? [0 7]
3330 gogui-rules_side_to_move
#? [white]
play B D1
# error: illegal move: it is not black's turn
play B D1
# error: illegal move: it is not black's turn
3331 clear_board
#? []
3332 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3333 gogui-rules_board_size
#? [5]
3334 gogui-rules_captured_count
#? [0 0]
3335 gogui-rules_side_to_move
#? [black]
3363 clear_board
#? []
3364 play B D1
#? []
3365 play W B5
#? []
3366 play B D4
#? []
3367 play W A2
#? []
3368 play B A3
#? []
3369 play W E2
#? []
3370 play B D3
#? []
3371 play W E3
#? []
3372 play B B1
#? []
3373 play W A1
#? []
3374 play B C5
#? []
3375 play W B2
#? []
3376 play B A5
#? []
3377 play W A4
#? []
3378 play B D5
#? []
3379 play W D2
#? []
3380 play B C1
#? []
3381 play W PASS
#? []
3382 play B E1
#? []
3383 play W B3
#? []
3384 play B C2
#? []
3385 play W C3
#? []
3386 play B PASS
#? []
3387 play W C4
#? []
3388 play B E4
#? []
3389 play W B1
#? []
3390 play B D1
#? []
3391 gogui-rules_board
#? [\. O X X \.\nO \. O X X\n\. O O X O\nO O \. O O\nO O \. X \.]
3392 gogui-rules_board_size
#? [5]
3393 gogui-rules_captured_count
#? [0 7]
3394 gogui-rules_side_to_move
#? [white]
3395 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
3396 gogui-rules_legal_moves
#? [C1 E1 C2 A3 B4 A5 E5 PASS]
3406 clear_board
#? []
3407 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3408 gogui-rules_board_size
#? [5]
3409 gogui-rules_captured_count
#? [0 0]
3410 gogui-rules_side_to_move
#? [black]
3438 clear_board
#? []
3439 play B D1
#? []
3440 play W B5
#? []
3441 play B D4
#? []
3442 play W A2
#? []
3443 play B A3
#? []
3444 play W E2
#? []
3445 play B D3
#? []
3446 play W E3
#? []
3447 play B B1
#? []
3448 play W A1
#? []
3449 play B C5
#? []
3450 play W B2
#? []
3451 play B A5
#? []
3452 play W A4
#? []
3453 play B D5
#? []
3454 play W D2
#? []
3455 play B C1
#? []
3456 play W PASS
#? []
3457 play B E1
#? []
3458 play W B3
#? []
3459 play B C2
#? []
3460 play W C3
#? []
3461 play B PASS
#? []
3462 play W C4
#? []
3463 play B E4
#? []
3464 play W B1
#? []
3465 play B D1
#? []
3466 play W B4
#? []
3467 gogui-rules_board
#? [\. O X X \.\nO O O X X\n\. O O X O\nO O \. O O\nO O \. X \.]
3468 gogui-rules_board_size
#? [5]
3469 gogui-rules_captured_count
#? [0 7]
3470 gogui-rules_side_to_move
#? [black]
3471 clear_board
#? []
3472 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3473 gogui-rules_board_size
#? [5]
3474 gogui-rules_captured_count
#? [0 0]
3475 gogui-rules_side_to_move
#? [black]
3504 clear_board
#? []
3505 play B D1
#? []
3506 play W B5
#? []
3507 play B D4
#? []
3508 play W A2
#? []
3509 play B A3
#? []
3510 play W E2
#? []
3511 play B D3
#? []
3512 play W E3
#? []
3513 play B B1
#? []
3514 play W A1
#? []
3515 play B C5
#? []
3516 play W B2
#? []
3517 play B A5
#? []
3518 play W A4
#? []
3519 play B D5
#? []
3520 play W D2
#? []
3521 play B C1
#? []
3522 play W PASS
#? []
3523 play B E1
#? []
3524 play W B3
#? []
3525 play B C2
#? []
3526 play W C3
#? []
3527 play B PASS
#? []
3528 play W C4
#? []
3529 play B E4
#? []
3530 play W B1
#? []
3531 play B D1
#? []
3532 play W B4
#? []
3533 gogui-rules_board
#? [\. O X X \.\nO O O X X\n\. O O X O\nO O \. O O\nO O \. X \.]
3534 gogui-rules_board_size
#? [5]
3535 gogui-rules_captured_count
#? [0 7]
3536 gogui-rules_side_to_move
#? [black]
play W B4
# error: illegal move: it is not white's turn
play W B4
# error: illegal move: it is not white's turn
3537 clear_board
#? []
3538 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3539 gogui-rules_board_size
#? [5]
3540 gogui-rules_captured_count
#? [0 0]
3541 gogui-rules_side_to_move
#? [black]
3570 clear_board
#? []
3571 play B D1
#? []
3572 play W B5
#? []
3573 play B D4
#? []
3574 play W A2
#? []
3575 play B A3
#? []
3576 play W E2
#? []
3577 play B D3
#? []
3578 play W E3
#? []
3579 play B B1
#? []
3580 play W A1
#? []
3581 play B C5
#? []
3582 play W B2
#? []
3583 play B A5
#? []
3584 play W A4
#? []
3585 play B D5
#? []
3586 play W D2
#? []
3587 play B C1
#? []
3588 play W PASS
#? []
3589 play B E1
#? []
3590 play W B3
#? []
3591 play B C2
#? []
3592 play W C3
#? []
3593 play B PASS
#? []
3594 play W C4
#? []
3595 play B E4
#? []
3596 play W B1
#? []
3597 play B D1
#? []
3598 play W B4
#? []
3599 gogui-rules_board
#? [\. O X X \.\nO O O X X\n\. O O X O\nO O \. O O\nO O \. X \.]
3600 gogui-rules_board_size
#? [5]
3601 gogui-rules_captured_count
#? [0 7]
3602 gogui-rules_side_to_move
#? [black]
3603 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
3604 gogui-rules_legal_moves
#? [C1 E1 C2 PASS]
3614 clear_board
#? []
3615 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3616 gogui-rules_board_size
#? [5]
3617 gogui-rules_captured_count
#? [0 0]
3618 gogui-rules_side_to_move
#? [black]
3647 clear_board
#? []
3648 play B D1
#? []
3649 play W B5
#? []
3650 play B D4
#? []
3651 play W A2
#? []
3652 play B A3
#? []
3653 play W E2
#? []
3654 play B D3
#? []
3655 play W E3
#? []
3656 play B B1
#? []
3657 play W A1
#? []
3658 play B C5
#? []
3659 play W B2
#? []
3660 play B A5
#? []
3661 play W A4
#? []
3662 play B D5
#? []
3663 play W D2
#? []
3664 play B C1
#? []
3665 play W PASS
#? []
3666 play B E1
#? []
3667 play W B3
#? []
3668 play B C2
#? []
3669 play W C3
#? []
3670 play B PASS
#? []
3671 play W C4
#? []
3672 play B E4
#? []
3673 play W B1
#? []
3674 play B D1
#? []
3675 play W B4
#? []
3676 play B C1
#? []
3677 gogui-rules_board
#? [\. O X X \.\nO O O X X\n\. O O X O\nO O \. O O\nO O X X \.]
3678 gogui-rules_board_size
#? [5]
3679 gogui-rules_captured_count
#? [0 7]
3680 gogui-rules_side_to_move
#? [white]
3681 clear_board
#? []
3682 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3683 gogui-rules_board_size
#? [5]
3684 gogui-rules_captured_count
#? [0 0]
3685 gogui-rules_side_to_move
#? [black]
3715 clear_board
#? []
3716 play B D1
#? []
3717 play W B5
#? []
3718 play B D4
#? []
3719 play W A2
#? []
3720 play B A3
#? []
3721 play W E2
#? []
3722 play B D3
#? []
3723 play W E3
#? []
3724 play B B1
#? []
3725 play W A1
#? []
3726 play B C5
#? []
3727 play W B2
#? []
3728 play B A5
#? []
3729 play W A4
#? []
3730 play B D5
#? []
3731 play W D2
#? []
3732 play B C1
#? []
3733 play W PASS
#? []
3734 play B E1
#? []
3735 play W B3
#? []
3736 play B C2
#? []
3737 play W C3
#? []
3738 play B PASS
#? []
3739 play W C4
#? []
3740 play B E4
#? []
3741 play W B1
#? []
3742 play B D1
#? []
3743 play W B4
#? []
3744 play B C1
#? []
3745 gogui-rules_board
#? [\. O X X \.\nO O O X X\n\. O O X O\nO O \. O O\nO O X X \.]
3746 gogui-rules_board_size
#? [5]
3747 gogui-rules_captured_count
#? [0 7]
3748 gogui-rules_side_to_move
#? [white]
play B C1
# error: illegal move: it is not black's turn
play B C1
# error: illegal move: it is not black's turn
3749 clear_board
#? []
3750 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3751 gogui-rules_board_size
#? [5]
3752 gogui-rules_captured_count
#? [0 0]
3753 gogui-rules_side_to_move
#? [black]
3783 clear_board
#? []
3784 play B D1
#? []
3785 play W B5
#? []
3786 play B D4
#? []
3787 play W A2
#? []
3788 play B A3
#? []
3789 play W E2
#? []
3790 play B D3
#? []
3791 play W E3
#? []
3792 play B B1
#? []
3793 play W A1
#? []
3794 play B C5
#? []
3795 play W B2
#? []
3796 play B A5
#? []
3797 play W A4
#? []
3798 play B D5
#? []
3799 play W D2
#? []
3800 play B C1
#? []
3801 play W PASS
#? []
3802 play B E1
#? []
3803 play W B3
#? []
3804 play B C2
#? []
3805 play W C3
#? []
3806 play B PASS
#? []
3807 play W C4
#? []
3808 play B E4
#? []
3809 play W B1
#? []
3810 play B D1
#? []
3811 play W B4
#? []
3812 play B C1
#? []
3813 gogui-rules_board
#? [\. O X X \.\nO O O X X\n\. O O X O\nO O \. O O\nO O X X \.]
3814 gogui-rules_board_size
#? [5]
3815 gogui-rules_captured_count
#? [0 7]
3816 gogui-rules_side_to_move
#? [white]
3817 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
3818 gogui-rules_legal_moves
#? [E1 C2 A3 A5 E5 PASS]
3828 clear_board
#? []
3829 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3830 gogui-rules_board_size
#? [5]
3831 gogui-rules_captured_count
#? [0 0]
3832 gogui-rules_side_to_move
#? [black]
3862 clear_board
#? []
3863 play B D1
#? []
3864 play W B5
#? []
3865 play B D4
#? []
3866 play W A2
#? []
3867 play B A3
#? []
3868 play W E2
#? []
3869 play B D3
#? []
3870 play W E3
#? []
3871 play B B1
#? []
3872 play W A1
#? []
3873 play B C5
#? []
3874 play W B2
#? []
3875 play B A5
#? []
3876 play W A4
#? []
3877 play B D5
#? []
3878 play W D2
#? []
3879 play B C1
#? []
3880 play W PASS
#? []
3881 play B E1
#? []
3882 play W B3
#? []
3883 play B C2
#? []
3884 play W C3
#? []
3885 play B PASS
#? []
3886 play W C4
#? []
3887 play B E4
#? []
3888 play W B1
#? []
3889 play B D1
#? []
3890 play W B4
#? []
3891 play B C1
#? []
3892 play W A5
#? []
3893 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X O\nO O \. O O\nO O X X \.]
3894 gogui-rules_board_size
#? [5]
3895 gogui-rules_captured_count
#? [0 7]
3896 gogui-rules_side_to_move
#? [black]
3897 clear_board
#? []
3898 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3899 gogui-rules_board_size
#? [5]
3900 gogui-rules_captured_count
#? [0 0]
3901 gogui-rules_side_to_move
#? [black]
3932 clear_board
#? []
3933 play B D1
#? []
3934 play W B5
#? []
3935 play B D4
#? []
3936 play W A2
#? []
3937 play B A3
#? []
3938 play W E2
#? []
3939 play B D3
#? []
3940 play W E3
#? []
3941 play B B1
#? []
3942 play W A1
#? []
3943 play B C5
#? []
3944 play W B2
#? []
3945 play B A5
#? []
3946 play W A4
#? []
3947 play B D5
#? []
3948 play W D2
#? []
3949 play B C1
#? []
3950 play W PASS
#? []
3951 play B E1
#? []
3952 play W B3
#? []
3953 play B C2
#? []
3954 play W C3
#? []
3955 play B PASS
#? []
3956 play W C4
#? []
3957 play B E4
#? []
3958 play W B1
#? []
3959 play B D1
#? []
3960 play W B4
#? []
3961 play B C1
#? []
3962 play W A5
#? []
3963 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X O\nO O \. O O\nO O X X \.]
3964 gogui-rules_board_size
#? [5]
3965 gogui-rules_captured_count
#? [0 7]
3966 gogui-rules_side_to_move
#? [black]
play W A5
# error: illegal move: it is not white's turn
play W A5
# error: illegal move: it is not white's turn
3967 clear_board
#? []
3968 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
3969 gogui-rules_board_size
#? [5]
3970 gogui-rules_captured_count
#? [0 0]
3971 gogui-rules_side_to_move
#? [black]
4002 clear_board
#? []
4003 play B D1
#? []
4004 play W B5
#? []
4005 play B D4
#? []
4006 play W A2
#? []
4007 play B A3
#? []
4008 play W E2
#? []
4009 play B D3
#? []
4010 play W E3
#? []
4011 play B B1
#? []
4012 play W A1
#? []
4013 play B C5
#? []
4014 play W B2
#? []
4015 play B A5
#? []
4016 play W A4
#? []
4017 play B D5
#? []
4018 play W D2
#? []
4019 play B C1
#? []
4020 play W PASS
#? []
4021 play B E1
#? []
4022 play W B3
#? []
4023 play B C2
#? []
4024 play W C3
#? []
4025 play B PASS
#? []
4026 play W C4
#? []
4027 play B E4
#? []
4028 play W B1
#? []
4029 play B D1
#? []
4030 play W B4
#? []
4031 play B C1
#? []
4032 play W A5
#? []
4033 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X O\nO O \. O O\nO O X X \.]
4034 gogui-rules_board_size
#? [5]
4035 gogui-rules_captured_count
#? [0 7]
4036 gogui-rules_side_to_move
#? [black]
4037 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
4038 gogui-rules_legal_moves
#? [E1 C2 PASS]
4048 clear_board
#? []
4049 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4050 gogui-rules_board_size
#? [5]
4051 gogui-rules_captured_count
#? [0 0]
4052 gogui-rules_side_to_move
#? [black]
4083 clear_board
#? []
4084 play B D1
#? []
4085 play W B5
#? []
4086 play B D4
#? []
4087 play W A2
#? []
4088 play B A3
#? []
4089 play W E2
#? []
4090 play B D3
#? []
4091 play W E3
#? []
4092 play B B1
#? []
4093 play W A1
#? []
4094 play B C5
#? []
4095 play W B2
#? []
4096 play B A5
#? []
4097 play W A4
#? []
4098 play B D5
#? []
4099 play W D2
#? []
4100 play B C1
#? []
4101 play W PASS
#? []
4102 play B E1
#? []
4103 play W B3
#? []
4104 play B C2
#? []
4105 play W C3
#? []
4106 play B PASS
#? []
4107 play W C4
#? []
4108 play B E4
#? []
4109 play W B1
#? []
4110 play B D1
#? []
4111 play W B4
#? []
4112 play B C1
#? []
4113 play W A5
#? []
4114 play B C2
#? []
4115 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X O\nO O X O O\nO O X X \.]
4116 gogui-rules_board_size
#? [5]
4117 gogui-rules_captured_count
#? [0 7]
4118 gogui-rules_side_to_move
#? [white]
4119 clear_board
#? []
4120 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4121 gogui-rules_board_size
#? [5]
4122 gogui-rules_captured_count
#? [0 0]
4123 gogui-rules_side_to_move
#? [black]
4155 clear_board
#? []
4156 play B D1
#? []
4157 play W B5
#? []
4158 play B D4
#? []
4159 play W A2
#? []
4160 play B A3
#? []
4161 play W E2
#? []
4162 play B D3
#? []
4163 play W E3
#? []
4164 play B B1
#? []
4165 play W A1
#? []
4166 play B C5
#? []
4167 play W B2
#? []
4168 play B A5
#? []
4169 play W A4
#? []
4170 play B D5
#? []
4171 play W D2
#? []
4172 play B C1
#? []
4173 play W PASS
#? []
4174 play B E1
#? []
4175 play W B3
#? []
4176 play B C2
#? []
4177 play W C3
#? []
4178 play B PASS
#? []
4179 play W C4
#? []
4180 play B E4
#? []
4181 play W B1
#? []
4182 play B D1
#? []
4183 play W B4
#? []
4184 play B C1
#? []
4185 play W A5
#? []
4186 play B C2
#? []
4187 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X O\nO O X O O\nO O X X \.]
4188 gogui-rules_board_size
#? [5]
4189 gogui-rules_captured_count
#? [0 7]
4190 gogui-rules_side_to_move
#? [white]
play B C2
# error: illegal move: it is not black's turn
play B C2
# error: illegal move: it is not black's turn
4191 clear_board
#? []
4192 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4193 gogui-rules_board_size
#? [5]
4194 gogui-rules_captured_count
#? [0 0]
4195 gogui-rules_side_to_move
#? [black]
4227 clear_board
#? []
4228 play B D1
#? []
4229 play W B5
#? []
4230 play B D4
#? []
4231 play W A2
#? []
4232 play B A3
#? []
4233 play W E2
#? []
4234 play B D3
#? []
4235 play W E3
#? []
4236 play B B1
#? []
4237 play W A1
#? []
4238 play B C5
#? []
4239 play W B2
#? []
4240 play B A5
#? []
4241 play W A4
#? []
4242 play B D5
#? []
4243 play W D2
#? []
4244 play B C1
#? []
4245 play W PASS
#? []
4246 play B E1
#? []
4247 play W B3
#? []
4248 play B C2
#? []
4249 play W C3
#? []
4250 play B PASS
#? []
4251 play W C4
#? []
4252 play B E4
#? []
4253 play W B1
#? []
4254 play B D1
#? []
4255 play W B4
#? []
4256 play B C1
#? []
4257 play W A5
#? []
4258 play B C2
#? []
4259 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X O\nO O X O O\nO O X X \.]
4260 gogui-rules_board_size
#? [5]
4261 gogui-rules_captured_count
#? [0 7]
4262 gogui-rules_side_to_move
#? [white]
4263 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
4264 gogui-rules_legal_moves
#? [E1 E5 PASS]
4274 clear_board
#? []
4275 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4276 gogui-rules_board_size
#? [5]
4277 gogui-rules_captured_count
#? [0 0]
4278 gogui-rules_side_to_move
#? [black]
4310 clear_board
#? []
4311 play B D1
#? []
4312 play W B5
#? []
4313 play B D4
#? []
4314 play W A2
#? []
4315 play B A3
#? []
4316 play W E2
#? []
4317 play B D3
#? []
4318 play W E3
#? []
4319 play B B1
#? []
4320 play W A1
#? []
4321 play B C5
#? []
4322 play W B2
#? []
4323 play B A5
#? []
4324 play W A4
#? []
4325 play B D5
#? []
4326 play W D2
#? []
4327 play B C1
#? []
4328 play W PASS
#? []
4329 play B E1
#? []
4330 play W B3
#? []
4331 play B C2
#? []
4332 play W C3
#? []
4333 play B PASS
#? []
4334 play W C4
#? []
4335 play B E4
#? []
4336 play W B1
#? []
4337 play B D1
#? []
4338 play W B4
#? []
4339 play B C1
#? []
4340 play W A5
#? []
4341 play B C2
#? []
4342 play W E1
#? []
4343 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. \.\nO O O O \.]
4344 gogui-rules_board_size
#? [5]
4345 gogui-rules_captured_count
#? [4 7]
4346 gogui-rules_side_to_move
#? [black]
4347 clear_board
#? []
4348 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4349 gogui-rules_board_size
#? [5]
4350 gogui-rules_captured_count
#? [0 0]
4351 gogui-rules_side_to_move
#? [black]
4384 clear_board
#? []
4385 play B D1
#? []
4386 play W B5
#? []
4387 play B D4
#? []
4388 play W A2
#? []
4389 play B A3
#? []
4390 play W E2
#? []
4391 play B D3
#? []
4392 play W E3
#? []
4393 play B B1
#? []
4394 play W A1
#? []
4395 play B C5
#? []
4396 play W B2
#? []
4397 play B A5
#? []
4398 play W A4
#? []
4399 play B D5
#? []
4400 play W D2
#? []
4401 play B C1
#? []
4402 play W PASS
#? []
4403 play B E1
#? []
4404 play W B3
#? []
4405 play B C2
#? []
4406 play W C3
#? []
4407 play B PASS
#? []
4408 play W C4
#? []
4409 play B E4
#? []
4410 play W B1
#? []
4411 play B D1
#? []
4412 play W B4
#? []
4413 play B C1
#? []
4414 play W A5
#? []
4415 play B C2
#? []
4416 play W E1
#? []
4417 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. \.\nO O O O \.]
4418 gogui-rules_board_size
#? [5]
4419 gogui-rules_captured_count
#? [4 7]
4420 gogui-rules_side_to_move
#? [black]
play W E1
# error: illegal move: it is not white's turn
play W E1
# error: illegal move: it is not white's turn
4421 clear_board
#? []
4422 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4423 gogui-rules_board_size
#? [5]
4424 gogui-rules_captured_count
#? [0 0]
4425 gogui-rules_side_to_move
#? [black]
4458 clear_board
#? []
4459 play B D1
#? []
4460 play W B5
#? []
4461 play B D4
#? []
4462 play W A2
#? []
4463 play B A3
#? []
4464 play W E2
#? []
4465 play B D3
#? []
4466 play W E3
#? []
4467 play B B1
#? []
4468 play W A1
#? []
4469 play B C5
#? []
4470 play W B2
#? []
4471 play B A5
#? []
4472 play W A4
#? []
4473 play B D5
#? []
4474 play W D2
#? []
4475 play B C1
#? []
4476 play W PASS
#? []
4477 play B E1
#? []
4478 play W B3
#? []
4479 play B C2
#? []
4480 play W C3
#? []
4481 play B PASS
#? []
4482 play W C4
#? []
4483 play B E4
#? []
4484 play W B1
#? []
4485 play B D1
#? []
4486 play W B4
#? []
4487 play B C1
#? []
4488 play W A5
#? []
4489 play B C2
#? []
4490 play W E1
#? []
4491 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. \.\nO O O O \.]
4492 gogui-rules_board_size
#? [5]
4493 gogui-rules_captured_count
#? [4 7]
4494 gogui-rules_side_to_move
#? [black]
4495 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
4496 gogui-rules_legal_moves
#? [E1 D2 E2 E3 E5 PASS]
4506 clear_board
#? []
4507 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4508 gogui-rules_board_size
#? [5]
4509 gogui-rules_captured_count
#? [0 0]
4510 gogui-rules_side_to_move
#? [black]
4543 clear_board
#? []
4544 play B D1
#? []
4545 play W B5
#? []
4546 play B D4
#? []
4547 play W A2
#? []
4548 play B A3
#? []
4549 play W E2
#? []
4550 play B D3
#? []
4551 play W E3
#? []
4552 play B B1
#? []
4553 play W A1
#? []
4554 play B C5
#? []
4555 play W B2
#? []
4556 play B A5
#? []
4557 play W A4
#? []
4558 play B D5
#? []
4559 play W D2
#? []
4560 play B C1
#? []
4561 play W PASS
#? []
4562 play B E1
#? []
4563 play W B3
#? []
4564 play B C2
#? []
4565 play W C3
#? []
4566 play B PASS
#? []
4567 play W C4
#? []
4568 play B E4
#? []
4569 play W B1
#? []
4570 play B D1
#? []
4571 play W B4
#? []
4572 play B C1
#? []
4573 play W A5
#? []
4574 play B C2
#? []
4575 play W E1
#? []
4576 play B PASS
#? []
4577 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. \.\nO O O O \.]
4578 gogui-rules_board_size
#? [5]
4579 gogui-rules_captured_count
#? [4 7]
4580 gogui-rules_side_to_move
#? [white]
4581 clear_board
#? []
4582 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4583 gogui-rules_board_size
#? [5]
4584 gogui-rules_captured_count
#? [0 0]
4585 gogui-rules_side_to_move
#? [black]
4619 clear_board
#? []
4620 play B D1
#? []
4621 play W B5
#? []
4622 play B D4
#? []
4623 play W A2
#? []
4624 play B A3
#? []
4625 play W E2
#? []
4626 play B D3
#? []
4627 play W E3
#? []
4628 play B B1
#? []
4629 play W A1
#? []
4630 play B C5
#? []
4631 play W B2
#? []
4632 play B A5
#? []
4633 play W A4
#? []
4634 play B D5
#? []
4635 play W D2
#? []
4636 play B C1
#? []
4637 play W PASS
#? []
4638 play B E1
#? []
4639 play W B3
#? []
4640 play B C2
#? []
4641 play W C3
#? []
4642 play B PASS
#? []
4643 play W C4
#? []
4644 play B E4
#? []
4645 play W B1
#? []
4646 play B D1
#? []
4647 play W B4
#? []
4648 play B C1
#? []
4649 play W A5
#? []
4650 play B C2
#? []
4651 play W E1
#? []
4652 play B PASS
#? []
4653 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. \.\nO O O O \.]
4654 gogui-rules_board_size
#? [5]
4655 gogui-rules_captured_count
#? [4 7]
4656 gogui-rules_side_to_move
#? [white]
play B PASS
# error: illegal move: it is not black's turn
play B PASS
# error: illegal move: it is not black's turn
4657 clear_board
#? []
4658 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4659 gogui-rules_board_size
#? [5]
4660 gogui-rules_captured_count
#? [0 0]
4661 gogui-rules_side_to_move
#? [black]
4695 clear_board
#? []
4696 play B D1
#? []
4697 play W B5
#? []
4698 play B D4
#? []
4699 play W A2
#? []
4700 play B A3
#? []
4701 play W E2
#? []
4702 play B D3
#? []
4703 play W E3
#? []
4704 play B B1
#? []
4705 play W A1
#? []
4706 play B C5
#? []
4707 play W B2
#? []
4708 play B A5
#? []
4709 play W A4
#? []
4710 play B D5
#? []
4711 play W D2
#? []
4712 play B C1
#? []
4713 play W PASS
#? []
4714 play B E1
#? []
4715 play W B3
#? []
4716 play B C2
#? []
4717 play W C3
#? []
4718 play B PASS
#? []
4719 play W C4
#? []
4720 play B E4
#? []
4721 play W B1
#? []
4722 play B D1
#? []
4723 play W B4
#? []
4724 play B C1
#? []
4725 play W A5
#? []
4726 play B C2
#? []
4727 play W E1
#? []
4728 play B PASS
#? []
4729 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. \.\nO O O O \.]
4730 gogui-rules_board_size
#? [5]
4731 gogui-rules_captured_count
#? [4 7]
4732 gogui-rules_side_to_move
#? [white]
4733 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
4734 gogui-rules_legal_moves
#? [E1 D2 E2 A3 E3 PASS]
4744 clear_board
#? []
4745 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4746 gogui-rules_board_size
#? [5]
4747 gogui-rules_captured_count
#? [0 0]
4748 gogui-rules_side_to_move
#? [black]
4782 clear_board
#? []
4783 play B D1
#? []
4784 play W B5
#? []
4785 play B D4
#? []
4786 play W A2
#? []
4787 play B A3
#? []
4788 play W E2
#? []
4789 play B D3
#? []
4790 play W E3
#? []
4791 play B B1
#? []
4792 play W A1
#? []
4793 play B C5
#? []
4794 play W B2
#? []
4795 play B A5
#? []
4796 play W A4
#? []
4797 play B D5
#? []
4798 play W D2
#? []
4799 play B C1
#? []
4800 play W PASS
#? []
4801 play B E1
#? []
4802 play W B3
#? []
4803 play B C2
#? []
4804 play W C3
#? []
4805 play B PASS
#? []
4806 play W C4
#? []
4807 play B E4
#? []
4808 play W B1
#? []
4809 play B D1
#? []
4810 play W B4
#? []
4811 play B C1
#? []
4812 play W A5
#? []
4813 play B C2
#? []
4814 play W E1
#? []
4815 play B PASS
#? []
4816 play W E3
#? []
4817 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X O\nO O O \. \.\nO O O O \.]
4818 gogui-rules_board_size
#? [5]
4819 gogui-rules_captured_count
#? [4 7]
4820 gogui-rules_side_to_move
#? [black]
4821 clear_board
#? []
4822 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4823 gogui-rules_board_size
#? [5]
4824 gogui-rules_captured_count
#? [0 0]
4825 gogui-rules_side_to_move
#? [black]
4860 clear_board
#? []
4861 play B D1
#? []
4862 play W B5
#? []
4863 play B D4
#? []
4864 play W A2
#? []
4865 play B A3
#? []
4866 play W E2
#? []
4867 play B D3
#? []
4868 play W E3
#? []
4869 play B B1
#? []
4870 play W A1
#? []
4871 play B C5
#? []
4872 play W B2
#? []
4873 play B A5
#? []
4874 play W A4
#? []
4875 play B D5
#? []
4876 play W D2
#? []
4877 play B C1
#? []
4878 play W PASS
#? []
4879 play B E1
#? []
4880 play W B3
#? []
4881 play B C2
#? []
4882 play W C3
#? []
4883 play B PASS
#? []
4884 play W C4
#? []
4885 play B E4
#? []
4886 play W B1
#? []
4887 play B D1
#? []
4888 play W B4
#? []
4889 play B C1
#? []
4890 play W A5
#? []
4891 play B C2
#? []
4892 play W E1
#? []
4893 play B PASS
#? []
4894 play W E3
#? []
4895 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X O\nO O O \. \.\nO O O O \.]
4896 gogui-rules_board_size
#? [5]
4897 gogui-rules_captured_count
#? [4 7]
4898 gogui-rules_side_to_move
#? [black]
play W E3
# error: illegal move: it is not white's turn
play W E3
# error: illegal move: it is not white's turn
4899 clear_board
#? []
4900 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4901 gogui-rules_board_size
#? [5]
4902 gogui-rules_captured_count
#? [0 0]
4903 gogui-rules_side_to_move
#? [black]
4938 clear_board
#? []
4939 play B D1
#? []
4940 play W B5
#? []
4941 play B D4
#? []
4942 play W A2
#? []
4943 play B A3
#? []
4944 play W E2
#? []
4945 play B D3
#? []
4946 play W E3
#? []
4947 play B B1
#? []
4948 play W A1
#? []
4949 play B C5
#? []
4950 play W B2
#? []
4951 play B A5
#? []
4952 play W A4
#? []
4953 play B D5
#? []
4954 play W D2
#? []
4955 play B C1
#? []
4956 play W PASS
#? []
4957 play B E1
#? []
4958 play W B3
#? []
4959 play B C2
#? []
4960 play W C3
#? []
4961 play B PASS
#? []
4962 play W C4
#? []
4963 play B E4
#? []
4964 play W B1
#? []
4965 play B D1
#? []
4966 play W B4
#? []
4967 play B C1
#? []
4968 play W A5
#? []
4969 play B C2
#? []
4970 play W E1
#? []
4971 play B PASS
#? []
4972 play W E3
#? []
4973 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X O\nO O O \. \.\nO O O O \.]
4974 gogui-rules_board_size
#? [5]
4975 gogui-rules_captured_count
#? [4 7]
4976 gogui-rules_side_to_move
#? [black]
4977 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
4978 gogui-rules_legal_moves
#? [E1 D2 E2 E5 PASS]
4988 clear_board
#? []
4989 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
4990 gogui-rules_board_size
#? [5]
4991 gogui-rules_captured_count
#? [0 0]
4992 gogui-rules_side_to_move
#? [black]
5027 clear_board
#? []
5028 play B D1
#? []
5029 play W B5
#? []
5030 play B D4
#? []
5031 play W A2
#? []
5032 play B A3
#? []
5033 play W E2
#? []
5034 play B D3
#? []
5035 play W E3
#? []
5036 play B B1
#? []
5037 play W A1
#? []
5038 play B C5
#? []
5039 play W B2
#? []
5040 play B A5
#? []
5041 play W A4
#? []
5042 play B D5
#? []
5043 play W D2
#? []
5044 play B C1
#? []
5045 play W PASS
#? []
5046 play B E1
#? []
5047 play W B3
#? []
5048 play B C2
#? []
5049 play W C3
#? []
5050 play B PASS
#? []
5051 play W C4
#? []
5052 play B E4
#? []
5053 play W B1
#? []
5054 play B D1
#? []
5055 play W B4
#? []
5056 play B C1
#? []
5057 play W A5
#? []
5058 play B C2
#? []
5059 play W E1
#? []
5060 play B PASS
#? []
5061 play W E3
#? []
5062 play B E2
#? []
5063 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O \.]
5064 gogui-rules_board_size
#? [5]
5065 gogui-rules_captured_count
#? [5 7]
5066 gogui-rules_side_to_move
#? [white]
5067 clear_board
#? []
5068 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5069 gogui-rules_board_size
#? [5]
5070 gogui-rules_captured_count
#? [0 0]
5071 gogui-rules_side_to_move
#? [black]
5107 clear_board
#? []
5108 play B D1
#? []
5109 play W B5
#? []
5110 play B D4
#? []
5111 play W A2
#? []
5112 play B A3
#? []
5113 play W E2
#? []
5114 play B D3
#? []
5115 play W E3
#? []
5116 play B B1
#? []
5117 play W A1
#? []
5118 play B C5
#? []
5119 play W B2
#? []
5120 play B A5
#? []
5121 play W A4
#? []
5122 play B D5
#? []
5123 play W D2
#? []
5124 play B C1
#? []
5125 play W PASS
#? []
5126 play B E1
#? []
5127 play W B3
#? []
5128 play B C2
#? []
5129 play W C3
#? []
5130 play B PASS
#? []
5131 play W C4
#? []
5132 play B E4
#? []
5133 play W B1
#? []
5134 play B D1
#? []
5135 play W B4
#? []
5136 play B C1
#? []
5137 play W A5
#? []
5138 play B C2
#? []
5139 play W E1
#? []
5140 play B PASS
#? []
5141 play W E3
#? []
5142 play B E2
#? []
5143 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O \.]
5144 gogui-rules_board_size
#? [5]
5145 gogui-rules_captured_count
#? [5 7]
5146 gogui-rules_side_to_move
#? [white]
play B E2
# error: illegal move: it is not black's turn
play B E2
# error: illegal move: it is not black's turn
5147 clear_board
#? []
5148 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5149 gogui-rules_board_size
#? [5]
5150 gogui-rules_captured_count
#? [0 0]
5151 gogui-rules_side_to_move
#? [black]
5187 clear_board
#? []
5188 play B D1
#? []
5189 play W B5
#? []
5190 play B D4
#? []
5191 play W A2
#? []
5192 play B A3
#? []
5193 play W E2
#? []
5194 play B D3
#? []
5195 play W E3
#? []
5196 play B B1
#? []
5197 play W A1
#? []
5198 play B C5
#? []
5199 play W B2
#? []
5200 play B A5
#? []
5201 play W A4
#? []
5202 play B D5
#? []
5203 play W D2
#? []
5204 play B C1
#? []
5205 play W PASS
#? []
5206 play B E1
#? []
5207 play W B3
#? []
5208 play B C2
#? []
5209 play W C3
#? []
5210 play B PASS
#? []
5211 play W C4
#? []
5212 play B E4
#? []
5213 play W B1
#? []
5214 play B D1
#? []
5215 play W B4
#? []
5216 play B C1
#? []
5217 play W A5
#? []
5218 play B C2
#? []
5219 play W E1
#? []
5220 play B PASS
#? []
5221 play W E3
#? []
5222 play B E2
#? []
5223 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O \.]
5224 gogui-rules_board_size
#? [5]
5225 gogui-rules_captured_count
#? [5 7]
5226 gogui-rules_side_to_move
#? [white]
5227 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
5228 gogui-rules_legal_moves
#? [E1 D2 A3 PASS]
5238 clear_board
#? []
5239 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5240 gogui-rules_board_size
#? [5]
5241 gogui-rules_captured_count
#? [0 0]
5242 gogui-rules_side_to_move
#? [black]
5278 clear_board
#? []
5279 play B D1
#? []
5280 play W B5
#? []
5281 play B D4
#? []
5282 play W A2
#? []
5283 play B A3
#? []
5284 play W E2
#? []
5285 play B D3
#? []
5286 play W E3
#? []
5287 play B B1
#? []
5288 play W A1
#? []
5289 play B C5
#? []
5290 play W B2
#? []
5291 play B A5
#? []
5292 play W A4
#? []
5293 play B D5
#? []
5294 play W D2
#? []
5295 play B C1
#? []
5296 play W PASS
#? []
5297 play B E1
#? []
5298 play W B3
#? []
5299 play B C2
#? []
5300 play W C3
#? []
5301 play B PASS
#? []
5302 play W C4
#? []
5303 play B E4
#? []
5304 play W B1
#? []
5305 play B D1
#? []
5306 play W B4
#? []
5307 play B C1
#? []
5308 play W A5
#? []
5309 play B C2
#? []
5310 play W E1
#? []
5311 play B PASS
#? []
5312 play W E3
#? []
5313 play B E2
#? []
5314 play W E1
#? []
5315 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5316 gogui-rules_board_size
#? [5]
5317 gogui-rules_captured_count
#? [5 7]
5318 gogui-rules_side_to_move
#? [black]
5319 clear_board
#? []
5320 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5321 gogui-rules_board_size
#? [5]
5322 gogui-rules_captured_count
#? [0 0]
5323 gogui-rules_side_to_move
#? [black]
5360 clear_board
#? []
5361 play B D1
#? []
5362 play W B5
#? []
5363 play B D4
#? []
5364 play W A2
#? []
5365 play B A3
#? []
5366 play W E2
#? []
5367 play B D3
#? []
5368 play W E3
#? []
5369 play B B1
#? []
5370 play W A1
#? []
5371 play B C5
#? []
5372 play W B2
#? []
5373 play B A5
#? []
5374 play W A4
#? []
5375 play B D5
#? []
5376 play W D2
#? []
5377 play B C1
#? []
5378 play W PASS
#? []
5379 play B E1
#? []
5380 play W B3
#? []
5381 play B C2
#? []
5382 play W C3
#? []
5383 play B PASS
#? []
5384 play W C4
#? []
5385 play B E4
#? []
5386 play W B1
#? []
5387 play B D1
#? []
5388 play W B4
#? []
5389 play B C1
#? []
5390 play W A5
#? []
5391 play B C2
#? []
5392 play W E1
#? []
5393 play B PASS
#? []
5394 play W E3
#? []
5395 play B E2
#? []
5396 play W E1
#? []
5397 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5398 gogui-rules_board_size
#? [5]
5399 gogui-rules_captured_count
#? [5 7]
5400 gogui-rules_side_to_move
#? [black]
play W E1
# error: illegal move: it is not white's turn
play W E1
# error: illegal move: it is not white's turn
5401 clear_board
#? []
5402 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5403 gogui-rules_board_size
#? [5]
5404 gogui-rules_captured_count
#? [0 0]
5405 gogui-rules_side_to_move
#? [black]
5442 clear_board
#? []
5443 play B D1
#? []
5444 play W B5
#? []
5445 play B D4
#? []
5446 play W A2
#? []
5447 play B A3
#? []
5448 play W E2
#? []
5449 play B D3
#? []
5450 play W E3
#? []
5451 play B B1
#? []
5452 play W A1
#? []
5453 play B C5
#? []
5454 play W B2
#? []
5455 play B A5
#? []
5456 play W A4
#? []
5457 play B D5
#? []
5458 play W D2
#? []
5459 play B C1
#? []
5460 play W PASS
#? []
5461 play B E1
#? []
5462 play W B3
#? []
5463 play B C2
#? []
5464 play W C3
#? []
5465 play B PASS
#? []
5466 play W C4
#? []
5467 play B E4
#? []
5468 play W B1
#? []
5469 play B D1
#? []
5470 play W B4
#? []
5471 play B C1
#? []
5472 play W A5
#? []
5473 play B C2
#? []
5474 play W E1
#? []
5475 play B PASS
#? []
5476 play W E3
#? []
5477 play B E2
#? []
5478 play W E1
#? []
5479 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5480 gogui-rules_board_size
#? [5]
5481 gogui-rules_captured_count
#? [5 7]
5482 gogui-rules_side_to_move
#? [black]
5483 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
5484 gogui-rules_legal_moves
#? [D2 E3 E5 PASS]
5494 clear_board
#? []
5495 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5496 gogui-rules_board_size
#? [5]
5497 gogui-rules_captured_count
#? [0 0]
5498 gogui-rules_side_to_move
#? [black]
5535 clear_board
#? []
5536 play B D1
#? []
5537 play W B5
#? []
5538 play B D4
#? []
5539 play W A2
#? []
5540 play B A3
#? []
5541 play W E2
#? []
5542 play B D3
#? []
5543 play W E3
#? []
5544 play B B1
#? []
5545 play W A1
#? []
5546 play B C5
#? []
5547 play W B2
#? []
5548 play B A5
#? []
5549 play W A4
#? []
5550 play B D5
#? []
5551 play W D2
#? []
5552 play B C1
#? []
5553 play W PASS
#? []
5554 play B E1
#? []
5555 play W B3
#? []
5556 play B C2
#? []
5557 play W C3
#? []
5558 play B PASS
#? []
5559 play W C4
#? []
5560 play B E4
#? []
5561 play W B1
#? []
5562 play B D1
#? []
5563 play W B4
#? []
5564 play B C1
#? []
5565 play W A5
#? []
5566 play B C2
#? []
5567 play W E1
#? []
5568 play B PASS
#? []
5569 play W E3
#? []
5570 play B E2
#? []
5571 play W E1
#? []
5572 play B PASS
#? []
5573 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5574 gogui-rules_board_size
#? [5]
5575 gogui-rules_captured_count
#? [5 7]
5576 gogui-rules_side_to_move
#? [white]
5577 clear_board
#? []
5578 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5579 gogui-rules_board_size
#? [5]
5580 gogui-rules_captured_count
#? [0 0]
5581 gogui-rules_side_to_move
#? [black]
5619 clear_board
#? []
5620 play B D1
#? []
5621 play W B5
#? []
5622 play B D4
#? []
5623 play W A2
#? []
5624 play B A3
#? []
5625 play W E2
#? []
5626 play B D3
#? []
5627 play W E3
#? []
5628 play B B1
#? []
5629 play W A1
#? []
5630 play B C5
#? []
5631 play W B2
#? []
5632 play B A5
#? []
5633 play W A4
#? []
5634 play B D5
#? []
5635 play W D2
#? []
5636 play B C1
#? []
5637 play W PASS
#? []
5638 play B E1
#? []
5639 play W B3
#? []
5640 play B C2
#? []
5641 play W C3
#? []
5642 play B PASS
#? []
5643 play W C4
#? []
5644 play B E4
#? []
5645 play W B1
#? []
5646 play B D1
#? []
5647 play W B4
#? []
5648 play B C1
#? []
5649 play W A5
#? []
5650 play B C2
#? []
5651 play W E1
#? []
5652 play B PASS
#? []
5653 play W E3
#? []
5654 play B E2
#? []
5655 play W E1
#? []
5656 play B PASS
#? []
5657 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5658 gogui-rules_board_size
#? [5]
5659 gogui-rules_captured_count
#? [5 7]
5660 gogui-rules_side_to_move
#? [white]
play B PASS
# error: illegal move: it is not black's turn
play B PASS
# error: illegal move: it is not black's turn
5661 clear_board
#? []
5662 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5663 gogui-rules_board_size
#? [5]
5664 gogui-rules_captured_count
#? [0 0]
5665 gogui-rules_side_to_move
#? [black]
5703 clear_board
#? []
5704 play B D1
#? []
5705 play W B5
#? []
5706 play B D4
#? []
5707 play W A2
#? []
5708 play B A3
#? []
5709 play W E2
#? []
5710 play B D3
#? []
5711 play W E3
#? []
5712 play B B1
#? []
5713 play W A1
#? []
5714 play B C5
#? []
5715 play W B2
#? []
5716 play B A5
#? []
5717 play W A4
#? []
5718 play B D5
#? []
5719 play W D2
#? []
5720 play B C1
#? []
5721 play W PASS
#? []
5722 play B E1
#? []
5723 play W B3
#? []
5724 play B C2
#? []
5725 play W C3
#? []
5726 play B PASS
#? []
5727 play W C4
#? []
5728 play B E4
#? []
5729 play W B1
#? []
5730 play B D1
#? []
5731 play W B4
#? []
5732 play B C1
#? []
5733 play W A5
#? []
5734 play B C2
#? []
5735 play W E1
#? []
5736 play B PASS
#? []
5737 play W E3
#? []
5738 play B E2
#? []
5739 play W E1
#? []
5740 play B PASS
#? []
5741 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5742 gogui-rules_board_size
#? [5]
5743 gogui-rules_captured_count
#? [5 7]
5744 gogui-rules_side_to_move
#? [white]
5745 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
5746 gogui-rules_legal_moves
#? [D2 A3 PASS]
5756 clear_board
#? []
5757 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5758 gogui-rules_board_size
#? [5]
5759 gogui-rules_captured_count
#? [0 0]
5760 gogui-rules_side_to_move
#? [black]
5798 clear_board
#? []
5799 play B D1
#? []
5800 play W B5
#? []
5801 play B D4
#? []
5802 play W A2
#? []
5803 play B A3
#? []
5804 play W E2
#? []
5805 play B D3
#? []
5806 play W E3
#? []
5807 play B B1
#? []
5808 play W A1
#? []
5809 play B C5
#? []
5810 play W B2
#? []
5811 play B A5
#? []
5812 play W A4
#? []
5813 play B D5
#? []
5814 play W D2
#? []
5815 play B C1
#? []
5816 play W PASS
#? []
5817 play B E1
#? []
5818 play W B3
#? []
5819 play B C2
#? []
5820 play W C3
#? []
5821 play B PASS
#? []
5822 play W C4
#? []
5823 play B E4
#? []
5824 play W B1
#? []
5825 play B D1
#? []
5826 play W B4
#? []
5827 play B C1
#? []
5828 play W A5
#? []
5829 play B C2
#? []
5830 play W E1
#? []
5831 play B PASS
#? []
5832 play W E3
#? []
5833 play B E2
#? []
5834 play W E1
#? []
5835 play B PASS
#? []
5836 play W PASS
#? []
5837 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5838 gogui-rules_board_size
#? [5]
5839 gogui-rules_captured_count
#? [5 7]
5840 gogui-rules_side_to_move
#? [black]
5841 clear_board
#? []
5842 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5843 gogui-rules_board_size
#? [5]
5844 gogui-rules_captured_count
#? [0 0]
5845 gogui-rules_side_to_move
#? [black]
5884 clear_board
#? []
5885 play B D1
#? []
5886 play W B5
#? []
5887 play B D4
#? []
5888 play W A2
#? []
5889 play B A3
#? []
5890 play W E2
#? []
5891 play B D3
#? []
5892 play W E3
#? []
5893 play B B1
#? []
5894 play W A1
#? []
5895 play B C5
#? []
5896 play W B2
#? []
5897 play B A5
#? []
5898 play W A4
#? []
5899 play B D5
#? []
5900 play W D2
#? []
5901 play B C1
#? []
5902 play W PASS
#? []
5903 play B E1
#? []
5904 play W B3
#? []
5905 play B C2
#? []
5906 play W C3
#? []
5907 play B PASS
#? []
5908 play W C4
#? []
5909 play B E4
#? []
5910 play W B1
#? []
5911 play B D1
#? []
5912 play W B4
#? []
5913 play B C1
#? []
5914 play W A5
#? []
5915 play B C2
#? []
5916 play W E1
#? []
5917 play B PASS
#? []
5918 play W E3
#? []
5919 play B E2
#? []
5920 play W E1
#? []
5921 play B PASS
#? []
5922 play W PASS
#? []
5923 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5924 gogui-rules_board_size
#? [5]
5925 gogui-rules_captured_count
#? [5 7]
5926 gogui-rules_side_to_move
#? [black]
5927 play W PASS
#? []
5928 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5929 gogui-rules_board_size
#? [5]
5930 gogui-rules_captured_count
#? [5 7]
5931 gogui-rules_side_to_move
#? [black]
5934 play W PASS
#? []
5935 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
5936 gogui-rules_board_size
#? [5]
5937 gogui-rules_captured_count
#? [5 7]
5938 gogui-rules_side_to_move
#? [black]
5941 clear_board
#? []
5942 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.\n\. \. \. \. \.]
5943 gogui-rules_board_size
#? [5]
5944 gogui-rules_captured_count
#? [0 0]
5945 gogui-rules_side_to_move
#? [black]
5984 clear_board
#? []
5985 play B D1
#? []
5986 play W B5
#? []
5987 play B D4
#? []
5988 play W A2
#? []
5989 play B A3
#? []
5990 play W E2
#? []
5991 play B D3
#? []
5992 play W E3
#? []
5993 play B B1
#? []
5994 play W A1
#? []
5995 play B C5
#? []
5996 play W B2
#? []
5997 play B A5
#? []
5998 play W A4
#? []
5999 play B D5
#? []
6000 play W D2
#? []
6001 play B C1
#? []
6002 play W PASS
#? []
6003 play B E1
#? []
6004 play W B3
#? []
6005 play B C2
#? []
6006 play W C3
#? []
6007 play B PASS
#? []
6008 play W C4
#? []
6009 play B E4
#? []
6010 play W B1
#? []
6011 play B D1
#? []
6012 play W B4
#? []
6013 play B C1
#? []
6014 play W A5
#? []
6015 play B C2
#? []
6016 play W E1
#? []
6017 play B PASS
#? []
6018 play W E3
#? []
6019 play B E2
#? []
6020 play W E1
#? []
6021 play B PASS
#? []
6022 play W PASS
#? []
6023 gogui-rules_board
#? [O O X X \.\nO O O X X\n\. O O X \.\nO O O \. X\nO O O O O]
6024 gogui-rules_board_size
#? [5]
6025 gogui-rules_captured_count
#? [5 7]
6026 gogui-rules_side_to_move
#? [black]
6027 gogui-rules_board_gfx
#? [TEXT button: white \(\+0\.5\)]
6028 gogui-rules_legal_moves
#? []
6031 gogui-rules_final_result
#? [White wins by 13\.5 \(W\+13\.5\) by two passes; Black 8, White 21\.5]

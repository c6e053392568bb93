# gtp-like 0.1.0 session of 2026-12-02 06:27:01: gtp-like --game vadus --size 9 --seed 1 --player mcts --playouts 300 --gogui
# replay: gtp-like regress --game vadus --size 9 --seed 1 --player mcts --playouts 300 --gogui FILE
1 list_commands
#? [boardsize\nclear_board\nfinal_score\ngenmove\ngl-analyze\ngl-game\ngl-games\ngl-gfx_groups\ngl-live_gfx\ngl-resign_threshold\ngl-savesgf\ngl-sgf\ngl-state\ngl-state_text\ngl-stop\ngl-svg\ngl-values\ngogui-analyze_commands\ngogui-interrupt\ngogui-play_sequence\ngogui-rules_board\ngogui-rules_board_gfx\ngogui-rules_board_size\ngogui-rules_captured_count\ngogui-rules_final_result\ngogui-rules_game_id\ngogui-rules_legal_moves\ngogui-rules_side_to_move\ngogui-title\nkgs-time_settings\nknown_command\nkomi\nlist_commands\nlist_stones\nloadsgf\nlz-analyze\nlz-genmove_analyze\nname\nplay\nprotocol_version\nquit\nreg_genmove\nshowboard\ntime_left\ntime_settings\nundo\nversion]
2 gogui-interrupt
#? []
3 gogui-rules_game_id
#? [Vadus]
4 gogui-rules_board_size
#? [17 17 hex]
5 gogui-rules_board_gfx
#? [TEXT black to move: 1 stone to place]
10 clear_board
#? []
11 gogui-rules_board
#? [\? \? \? \? \? \? \? \? \. \. \. \. \. \. \. \. \.\n\? \? \? \? \? \? \? \. \. \. \. \. \. \. \. \. \.\n\? \? \? \? \? \? \. \. \. \. \. \. \. \. \. \. \.\n\? \? \? \? \? \. \. \. \. \. \. \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \. \. \. \. \. \. \? \? \? \? \?\n\. \. \. \. \. \. \. \. \. \. \. \? \? \? \? \? \?\n\. \. \. \. \. \. \. \. \. \. \? \? \? \? \? \? \?\n\. \. \. \. \. \. \. \. \. \? \? \? \? \? \? \? \?]
12 gogui-rules_board_size
#? [17 17 hex]
13 gogui-rules_captured_count
#? [0 0]
14 gogui-rules_game_id
#? [Vadus]
15 clear_board
#? []
16 gogui-rules_board
#? [\? \? \? \? \? \? \? \? \. \. \. \. \. \. \. \. \.\n\? \? \? \? \? \? \? \. \. \. \. \. \. \. \. \. \.\n\? \? \? \? \? \? \. \. \. \. \. \. \. \. \. \. \.\n\? \? \? \? \? \. \. \. \. \. \. \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \. \. \. \. \. \. \? \? \? \? \?\n\. \. \. \. \. \. \. \. \. \. \. \? \? \? \? \? \?\n\. \. \. \. \. \. \. \. \. \. \? \? \? \? \? \? \?\n\. \. \. \. \. \. \. \. \. \? \? \? \? \? \? \? \?]
17 gogui-rules_board_size
#? [17 17 hex]
18 gogui-rules_captured_count
#? [0 0]
19 gogui-rules_side_to_move
#? [black]
20 clear_board
#? []
21 gogui-rules_board
#? [\? \? \? \? \? \? \? \? \. \. \. \. \. \. \. \. \.\n\? \? \? \? \? \? \? \. \. \. \. \. \. \. \. \. \.\n\? \? \? \? \? \? \. \. \. \. \. \. \. \. \. \. \.\n\? \? \? \? \? \. \. \. \. \. \. \. \. \. \. \. \.\n\? \? \? \? \. \. \. \. \. \. \. \. \. \. \. \. \.\n\? \? \? \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\? \? \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\? \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \.\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \?\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \? \?\n\. \. \. \. \. \. \. \. \. \. \. \. \. \. \? \? \?\n\. \. \. \. \. \. \. \. \. \. \. \. \. \? \? \? \?\n\. \. \. \. \. \. \. \. \. \. \. \. \? \? \? \? \?\n\. \. \. \. \. \. \. \. \. \. \. \? \? \? \? \? \?\n\. \. \. \. \. \. \. \. \. \. \? \? \? \? \? \? \?\n\. \. \. \. \. \. \. \. \. \? \? \? \? \? \? \? \?]
22 gogui-rules_board_size
#? [17 17 hex]
23 gogui-rules_captured_count
#? [0 0]
24 gogui-rules_side_to_move
#? [black]
25 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 K2 A3 B3 C3 D3 E3 F3 G3 H3 J3 K3 L3 A4 B4 C4 D4 E4 F4 G4 H4 J4 K4 L4 M4 A5 B5 C5 D5 E5 F5 G5 H5 J5 K5 L5 M5 N5 A6 B6 C6 D6 E6 F6 G6 H6 J6 K6 L6 M6 N6 O6 A7 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 M7 N7 O7 P7 A8 B8 C8 D8 E8 F8 G8 H8 J8 K8 L8 M8 N8 O8 P8 Q8 A9 B9 C9 D9 E9 F9 G9 H9 J9 K9 L9 M9 N9 O9 P9 Q9 R9 B10 C10 D10 E10 F10 G10 H10 J10 K10 L10 M10 N10 O10 P10 Q10 R10 C11 D11 E11 F11 G11 H11 J11 K11 L11 M11 N11 O11 P11 Q11 R11 D12 E12 F12 G12 H12 J12 K12 L12 M12 N12 O12 P12 Q12 R12 E13 F13 G13 H13 J13 K13 L13 M13 N13 O13 P13 Q13 R13 F14 G14 H14 J14 K14 L14 M14 N14 O14 P14 Q14 R14 G15 H15 J15 K15 L15 M15 N15 O15 P15 Q15 R15 H16 J16 K16 L16 M16 N16 O16 P16 Q16 R16 J17 K17 L17 M17 N17 O17 P17 Q17 R17]
26 gogui-rules_board_gfx
#? [TEXT black to move: 1 stone to place]
27 gogui-rules_game_id
#? [Vadus]

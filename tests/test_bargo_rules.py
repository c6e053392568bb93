r"""The rules of Bargo (rules/bargo.md) on hand-made positions, and Bargo through the GTP engine.

Positions are drawn as showboard draws them, top row first, without the
labels: ``.`` an empty cell, ``X`` Black, ``O`` White, each piece with a mark
on the side of its wall: ``X|`` east, ``X/`` north-east, ``X\`` south-east,
``|X`` west, ``\X`` north-west, ``/X`` south-west. The side-3 board's cells:

          C5  D5  E5
        B4  C4  D4  E4
      A3  B3  C3  D3  E3
        A2  B2  C2  D2
          A1  B1  C1

Each test is built so that a plausible wrong reading of the rules (walls
counted in the repetition key, removals one group at a time, territory by
adjacency rather than links, ...) makes it fail.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, IllegalMoveError
from gtp_like.games.bargo.adapter import BargoAdapter
from gtp_like.games.bargo.rules import geometry
from gtp_like.games.bargo.state import BargoState
from gtp_like.games.chains import EMPTY, PASS
from gtp_like.games.hexgrid import DIRECTION_NAMES, hex_grid
from gtp_like.protocol import GtpError

ADAPTER = BargoAdapter()
COLOURS = {"X": BLACK, "O": WHITE}
# Where the wall mark stands (before or after the letter) and what it is.
MARKS = {("after", "|"): "E", ("after", "/"): "NE", ("after", "\\"): "SE",
         ("before", "|"): "W", ("before", "\\"): "NW", ("before", "/"): "SW"}


# ----------------------------------------------------------------------
# Helpers


def picture(text: str) -> str:
    """A diagram with its indentation and spacing normalised."""
    return "\n".join(" ".join(line.split()) for line in text.strip().splitlines())


def parse_token(token: str) -> tuple[int, int] | None:
    """``(colour, direction)`` of a diagram token, ``None`` for ``.``."""
    if token == ".":
        return None
    if token[0] in COLOURS:
        colour, where, mark = token[0], "after", token[1]
    else:
        colour, where, mark = token[1], "before", token[0]
    return COLOURS[colour], DIRECTION_NAMES.index(MARKS[where, mark])


def position(text: str, to_move: int = BLACK, komi: int = 0, button: int = EMPTY) -> BargoState:
    """The position drawn in ``text``; its number of rows, 2n-1, gives the side n."""
    rows = picture(text).splitlines()
    side = (len(rows) + 1) // 2
    grid = hex_grid(side)
    pieces: dict[int, list[tuple[int, int]]] = {BLACK: [], WHITE: []}
    for i, row in enumerate(rows):
        y = grid.span - 1 - i
        tokens = row.split()
        xs = grid.row_range(y)
        assert len(tokens) == len(xs), f"row {y + 1} of the diagram has {len(tokens)} cells, not {len(xs)}"
        for x, token in zip(xs, tokens):
            piece = parse_token(token)
            if piece is not None:
                pieces[piece[0]].append((grid.index(x, y), piece[1]))
    return BargoState.from_pieces(side, pieces[BLACK], pieces[WHITE], to_move=to_move, komi=komi, button=button)


def diagram(state: BargoState) -> str:
    """The board of ``state`` drawn like :func:`position` reads it."""
    grid = state.geo.grid
    rows = []
    for y in reversed(range(grid.span)):
        tokens = []
        for x in grid.row_range(y):
            p = grid.index(x, y)
            colour = state.colour_at(p)
            if colour == EMPTY:
                tokens.append(".")
                continue
            letter = "X" if colour == BLACK else "O"
            where, mark = next(key for key, name in MARKS.items() if name == DIRECTION_NAMES[state.wall_at(p)])
            tokens.append(letter + mark if where == "after" else mark + letter)
        rows.append(" ".join(tokens))
    return "\n".join(rows)


def move(state: BargoState, name: str) -> int:
    """The move written ``name`` (``D4-NE``, ``pass``, ``button``) in ``state``: ``pass`` is the rules' pass, never the button."""
    return PASS if name.lower() == "pass" else ADAPTER.parse_move(state, name)


def play(state: BargoState, names: str) -> None:
    """Play the space-separated moves ``names`` in turn."""
    for name in names.split():
        state.play(move(state, name))


#: Every field of a state that moves change, but the stranded groups (see snapshot).
STATE_FIELDS = (
    *("board", "empties", "empty_index", "empty_count", "wall", "faces", "chain", "next_piece", "libs", "chain_size"),
    *("chain_key", "piece_count", "to_move", "button", "passes", "hash", "seen", "ended", "last_placement", "komi"),
)


def snapshot(state: BargoState) -> dict[str, Any]:
    """Every field of a state but its fixed geometry and scratch space, arrays as lists (compiled, they are memoryviews)."""
    fields = {name: frozen(getattr(state, name)) for name in STATE_FIELDS}
    fields["stranded"] = state.stranded_pieces()
    return fields


def frozen(value: Any) -> Any:
    """A copy of a field's value that later moves leave alone."""
    if isinstance(value, int):
        return value
    return copy.deepcopy(list(value))


def refusal(state: BargoState, name: str) -> str:
    """The reason ``name`` is refused; the state must be left as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalMoveError) as info:
        state.play(move(state, name))
    assert snapshot(state) == before
    assert not state.is_legal(move(state, name))
    return str(info.value)


def legal_names(state: BargoState) -> list[str]:
    return [ADAPTER.record_move(state, m) for m in state.legal_moves()]


def cell(state: BargoState, name: str) -> int:
    return state.geo.grid.parse(name)


EDGE = "the wall would face the edge of the board"
WALL_ON_WALL = "the wall would face a wall on the same edge"
NO_LIBERTY = "the new piece's group would have no liberty"
ENEMY_BEHIND = "the wall would face an enemy piece"
REPETITION = "the position would repeat one at the end of an earlier turn of the same player"


# ----------------------------------------------------------------------
# Decisions 1 to 4: board, names, directions, notation


@pytest.mark.parametrize("side", range(2, 14))
def test_the_board_has_3n_n_minus_1_plus_1_cells(side: int) -> None:
    state = BargoState(side)
    assert state.empty_count == 3 * side * (side - 1) + 1
    assert state.size == side


def test_default_side_is_6_with_91_cells() -> None:
    engine = Engine(game="bargo")
    assert json.loads(engine.run("gl-state"))["size"] == 6
    assert engine.session.state.empty_count == 91


def test_names_corner_and_middle_row() -> None:
    state = BargoState(3)
    grid = state.geo.grid
    assert grid.coordinates(cell(state, "A1")) == (0, 0)
    assert [grid.name(p) for p in grid.cells[:3]] == ["A1", "B1", "C1"]
    assert [grid.name(p) for p in grid.cells if grid.coordinates(p)[1] == 2] == ["A3", "B3", "C3", "D3", "E3"]
    assert ADAPTER.parse_move(state, "d4-ne") == ADAPTER.parse_move(state, "D4-NE")
    assert ADAPTER.format_move(state, ADAPTER.parse_move(state, "c3-sw")) == "C3-SW"


def test_each_direction_faces_the_neighbour_of_decision_3() -> None:
    # A wall towards each direction from C3 shares its edge with the wall of
    # the neighbour there pointing back: D3-W, D4-SW, C4-SE, B3-E, B2-NE, C2-NW.
    for direction, (neighbour, back) in zip(
        DIRECTION_NAMES, [("D3", "W"), ("D4", "SW"), ("C4", "SE"), ("B3", "E"), ("B2", "NE"), ("C2", "NW")]
    ):
        state = BargoState(3)
        play(state, f"{neighbour}-{back} button")
        assert refusal(state, f"C3-{direction}") == WALL_ON_WALL
        others = [d for d in DIRECTION_NAMES if d != direction]
        for other in others:
            assert state.is_legal(move(state, f"C3-{other}"))


@pytest.mark.parametrize(
    "text", ["D4", "D4-", "D4-N", "D4NE", "D4-NE-E", "I3-E", "A0-E", "A01-E", "-NE", "pas", "D4 NE"]
)
def test_text_that_is_no_move_is_a_syntax_error(text: str) -> None:
    with pytest.raises(ValueError) as info:
        ADAPTER.parse_move(BargoState(3), text)
    assert not isinstance(info.value, IllegalMoveError)


@pytest.mark.parametrize("text", ["A4-E", "F3-W", "E1-NE", "Z25-E"])
def test_cells_off_the_board_are_illegal_moves(text: str) -> None:
    with pytest.raises(IllegalMoveError, match="off the board"):
        ADAPTER.parse_move(BargoState(3), text)


# ----------------------------------------------------------------------
# Decision 5: wall conflicts, checked before anything else


def test_a_wall_facing_off_the_board_is_illegal() -> None:
    state = BargoState(3)
    for name in ("A1-W", "A1-SW", "A1-SE", "E5-E", "E5-NE", "E5-NW", "A3-W", "A3-NW", "C5-NW", "C1-SE"):
        assert refusal(state, name) == EDGE
    a1 = [name for name in legal_names(state) if name.startswith("A1-")]
    assert a1 == ["A1-E", "A1-NE", "A1-NW"]
    # Side 2: the centre takes six walls, each of the six corners three.
    assert len(BargoState(2).legal_moves()) == 6 + 6 * 3 + 1


WALL_ON_WALL_POSITION = r"""
      .   .   .
    .   .   .   .
  .   .   .   .   .
   \X   .   X/  .
     O/ O|  X/
"""


def test_a_wall_facing_a_wall_is_illegal_even_when_that_piece_would_be_captured() -> None:
    # White A1-B1 is one group (no wall between them) whose last liberty is
    # B2, reached through B1. A1's wall faces B2.
    state = position(WALL_ON_WALL_POSITION)
    assert state.liberties(cell(state, "A1")) == 1
    assert refusal(state, "B2-SW") == WALL_ON_WALL
    # The same capture with the wall elsewhere is legal, even facing B1.
    for name in ("B2-SE", "B2-NE", "B2-W"):
        after = state.copy()
        play(after, name)
        assert after.pieces(WHITE) == []


def test_a_wall_conflict_is_reported_before_a_missing_liberty() -> None:
    state = position(r"""
          .   .   .
        .   .   .   .
      .   .   .   .   .
        O|  O/  .   .
          .   O/  .
    """)
    # A1 has no empty neighbour: every wall lacks a liberty, but those off
    # the board fail first.
    assert refusal(state, "A1-SW") == EDGE
    assert refusal(state, "A1-NW") == NO_LIBERTY
    # No liberty comes before the enemy piece behind the wall (decision 6).
    assert refusal(state, "A1-E") == NO_LIBERTY


# ----------------------------------------------------------------------
# Decision 6: place, remove, then the liberty, the cell behind the wall, repetition


def test_a_wall_facing_an_enemy_piece_that_survives_is_illegal() -> None:
    state = position(r"""
          .   .   .
        .   .   .   .
      .   .   O/  .   .
        .   .   .   .
          .   .   .
    """)
    for name in ("D3-W", "B3-E", "C4-SE", "B2-NE"):
        assert refusal(state, name) == ENEMY_BEHIND
    for name in ("D3-E", "B3-W", "C4-NE", "B2-SW"):
        assert state.is_legal(move(state, name))


def test_a_wall_facing_an_enemy_piece_captured_by_the_move_is_legal() -> None:
    state = position(KO_START)
    play(state, "D3-W")
    assert diagram(state) == picture(r"""
          .   .   .
        .  \X   X\  /X
      .   .   .  |X  |X
        .  /X   X/  .
          .   .   .
    """)


def test_the_new_wall_can_cut_the_new_piece_off_its_only_liberty() -> None:
    state = position(r"""
          .   .   .
        .   .   .   .
      .   .   .   .   .
        .   O|  .   .
          .   O/  .
    """)
    # A1's only empty neighbour is A2: a wall towards it leaves no liberty.
    assert refusal(state, "A1-NW") == NO_LIBERTY
    assert [name for name in legal_names(state) if name.startswith("A1-")] == []
    # With a friend on B1 whose group breathes, A1-NW is fine.
    friendly = position(r"""
          .   .   .
        .   .   .   .
      .   .   .   .   .
        .   O|  .   .
          .   X/  .
    """)
    assert friendly.is_legal(move(friendly, "A1-NW"))


def test_a_placement_without_liberty_is_legal_when_a_capture_gives_one() -> None:
    state = position(r"""
          .   .   .
        .   .   .   .
      .   X|  .   .   .
        X/  O/  X|  .
          .  |O   X/
    """)
    # White B2 (wall NE) and B1 (wall W) are one group with A1 as its last
    # liberty, reached through B2. A1-NW faces A2 and B1's wall faces A1, so
    # A1 has no liberty until the group goes.
    assert "A1-NW" in legal_names(state)
    play(state, "A1-NW")
    assert state.pieces(WHITE) == []
    assert state.liberties(cell(state, "A1")) == 2


def test_every_enemy_group_without_a_liberty_goes_at_once() -> None:
    # The last empty cell: White's C2-SW removes all of Black's pieces, though
    # removing any one group first would give the others liberties back.
    state = BargoState(2)
    play(state, "B2-W B3-E C3-SE A1-E A2-SE B1-NE B3-E button A1-E pass B1-NW")
    assert diagram(state) == picture(r"""
          X|  X\
        X\  |X   .
          X|  \X
    """)
    play(state, "C2-SW")
    assert diagram(state) == picture(r"""
          .   .
        .   .   /O
          .   .
    """)


# ----------------------------------------------------------------------
# Decision 7: links


SPLIT_POSITION = r"""
      .   .   .
    .   X/  .   .
  X/  \O  |O   .   .
    \X  .   .   .
      .   .   .
"""


def test_a_wall_splits_neighbouring_pieces_of_a_colour_into_two_groups() -> None:
    # C3's wall faces B3: the two white pieces are not linked, so B3 alone
    # has B2 as its last liberty and goes; C3 stays.
    state = position(SPLIT_POSITION)
    assert state.liberties(cell(state, "B3")) == 1
    play(state, "B2-SE")
    assert diagram(state) == picture(r"""
          .   .   .
        .   X/  .   .
      X/   .  |O   .   .
        \X  X\  .   .
          .   .   .
    """)
    # Without that wall they are one group with three liberties: B2, C2, D4.
    linked = position(SPLIT_POSITION.replace("|O", "O|"))
    assert linked.liberties(cell(linked, "B3")) == 3
    play(linked, "B2-SE")
    assert len(linked.pieces(WHITE)) == 2


def test_a_piece_is_not_linked_to_the_cell_its_wall_faces() -> None:
    state = position(r"""
          .   .   .
        .   .   .   .
      .   .   .   .   .
        .   .   .   .
          X/  .   .
    """)
    # A1 (wall NE) touches B1, B2 and A2 but breathes only through B1 and A2.
    assert state.liberties(cell(state, "A1")) == 2


# ----------------------------------------------------------------------
# Decision 8: repetition


# Black to move. White C3 (wall W, facing the empty B3) has D3 as its only
# liberty; D3 is walled off from Black's D4, E4, E3 and C2.
KO_START = r"""
      .   .   .
    .  \X   X\  /X
  .   .  |O   .  |X
    .  /X   X/  .
      .   .   .
"""


@pytest.mark.parametrize("diagram_text", [
    # A capture gives A1 its liberty (the test above).
    r"""
          .   .   .
        .   .   .   .
      .   X|  .   .   .
        X/  O/  X|  .
          .  |O   X/
    """,
    # A single empty neighbour: every wall but the one towards it.
    r"""
          .   .   .
        .   .   .   .
      .   .   .   .   .
        .   O|  .   .
          .   O/  .
    """,
    KO_START,
])
@pytest.mark.parametrize("to_move", [BLACK, WHITE])
def test_the_walls_of_a_cell_found_at_once_are_those_one_by_one(diagram_text: str, to_move: int) -> None:
    # legal_walls decides a cell's six walls in one pass; is_legal decides one placement alone.
    state = position(diagram_text)
    state.to_move = to_move
    for p in state.geo.grid.cells:
        if state.board[p] == EMPTY:
            one_by_one = [d for d in range(6) if state.is_legal(p << 3 | d)]
            assert [d for d in range(6) if state.legal_walls(p) >> d & 1] == one_by_one


def test_superko_ignores_walls() -> None:
    state = position(KO_START, button=WHITE)
    play(state, "D3-SE")
    assert diagram(state) == picture(r"""
          .   .   .
        .  \X   X\  /X
      .   .   .   X\ |X
        .  /X   X/  .
          .   .   .
    """)
    # White takes back: the starting position, which ended nobody's turn.
    play(state, "C3-W")
    assert diagram(state) == picture(KO_START)
    # Black's capture again would repeat the position after Black's first
    # move, with either wall: walls are not part of the key.
    assert refusal(state, "D3-SE") == REPETITION
    assert refusal(state, "D3-W") == REPETITION
    fresh = position(KO_START, button=WHITE)
    assert fresh.is_legal(move(fresh, "D3-W"))


def test_the_opponents_positions_do_not_count() -> None:
    state = position(KO_START, button=WHITE)
    # Black's pass puts the starting position in Black's set.
    play(state, "pass")
    assert state.seen_keys(BLACK) == {state.key()}
    start = state.key()
    # White's D2 has one liberty, D3; Black's D3 (wall facing D2) takes both
    # White pieces. White's C3 then brings back the starting position: in
    # Black's set, not in White's, so legal.
    play(state, "D2-SW D3-SE")
    play(state, "C3-W")
    assert state.key() == start
    assert diagram(state) == picture(KO_START)
    assert start in state.seen_keys(BLACK) and start in state.seen_keys(WHITE)
    assert refusal(state, "D3-SE") == REPETITION


def test_the_button_is_part_of_the_key() -> None:
    state = position(KO_START)
    play(state, "D3-SE C3-W")
    assert refusal(state, "D3-SE") == REPETITION
    # After the button, the same colours make a new key.
    play(state, "button pass D3-SE")
    assert state.pieces(WHITE) == []


def test_passes_and_button_takes_end_turns_too() -> None:
    state = BargoState(3)
    assert state.seen_keys(BLACK) == state.seen_keys(WHITE) == frozenset()
    play(state, "C3-E")
    after_black = state.key()
    play(state, "button")
    after_white = state.key()
    play(state, "pass")
    assert state.seen_keys(BLACK) == {after_black, after_white}
    assert state.seen_keys(WHITE) == {after_white}


# ----------------------------------------------------------------------
# Decision 9: territories through links


TERRITORY_POSITION = r"""
      .   .   .
    .  \X   X/  .
  .  |X   .   X|  .
    .  /X  \O   .
      .   .   .
"""


def test_a_territory_owned_only_through_links() -> None:
    # C3 touches five Black pieces and White's C2, whose wall faces it: only
    # Black is linked to C3. The outer ring touches both colours.
    state = position(TERRITORY_POSITION, button=BLACK)
    owners = {tuple(sorted(state.geo.grid.name(p) for p in region)): owner for region, owner in state.territories()}
    assert owners[("C3",)] == BLACK
    assert sorted(len(region) for region in owners) == [1, 12]
    assert state.score() == (5 + 1 + 0.5, 1)
    assert str(state.outcome()) == "B+5.5"
    # Turn White's wall away and C3 belongs to nobody.
    open_wall = position(TERRITORY_POSITION.replace("\\O", "O\\"), button=BLACK)
    assert open_wall.score() == (5.5, 1)


def test_groups_have_the_empty_cells_linked_to_their_pieces_as_liberties() -> None:
    # White's C2 faces C3 with its wall: C3 is no liberty of C2's, and a liberty of Black's ring.
    state = position(TERRITORY_POSITION, button=BLACK)
    name = state.geo.grid.name
    assert [([name(p) for p in pieces], [name(p) for p in liberties]) for pieces, liberties in state.groups()] == [
        (["B2", "D3", "B3", "C4", "D4"], ["B1", "A2", "D2", "C3", "B4", "E4", "D5"]),
        (["C2"], ["B1", "C1", "D2"]),
    ]
    assert [state.liberties(pieces[0]) for pieces, _ in state.groups()] == [7, 3]


def test_an_empty_region_linked_to_no_piece_belongs_to_nobody() -> None:
    state = position(r"""
          .   .   .
        .   X\ /X   .
      .   X|  .  |O   .
        .   X/ \O   .
          .   .   .
    """)
    (centre, owner), = [(region, owner) for region, owner in state.territories() if len(region) == 1]
    assert state.geo.grid.name(centre[0]) == "C3" and owner == EMPTY
    # The outer ring touches both colours: only the pieces count.
    assert state.score() == (4, 2)
    assert BargoState(4).score() == (0, 0)


# ----------------------------------------------------------------------
# Decision 10: komi, button, the end, the result


def test_no_pass_before_the_button() -> None:
    state = BargoState(3)
    assert refusal(state, "pass") == "pass is not allowed before the button is taken"
    assert legal_names(state)[-1] == "BUTTON" and "PASS" not in legal_names(state)
    play(state, "C3-E button")
    assert legal_names(state)[-1] == "PASS" and "BUTTON" not in legal_names(state)
    assert refusal(state, "button") == "the button is already taken"


def test_the_game_ends_on_two_passes_in_succession_only() -> None:
    state = BargoState(3)
    play(state, "button pass C3-E pass")
    assert not state.is_over()
    play(state, "pass")
    assert state.is_over()
    assert state.legal_moves() == []
    assert refusal(state, "D4-E") == "the game is over"
    assert state.outcome().reason == "two passes"


def test_score_pieces_territory_komi_and_button() -> None:
    state = BargoState(3, komi=-2)
    play(state, "C3-E button")
    # Black's lone piece: 1 + the 18 cells linked only to it; White: the
    # button and komi -2.
    assert state.score() == (19, -1.5)
    assert str(state.outcome()) == "B+20.5"
    play(state, "pass pass")
    assert state.is_over() and str(state.outcome()) == "B+20.5"
    assert ADAPTER.final_result_text(state) == "Black wins by 20.5 (B+20.5) by two passes; Black 19, White -1.5"


def test_the_button_breaks_a_tie() -> None:
    state = BargoState(2, komi=1)
    play(state, "B2-E")
    assert state.score() == (7, 1) and str(state.outcome()) == "B+6"
    untaken = BargoState(2, komi=0)
    assert str(untaken.outcome()) == "0"
    play(untaken, "button")
    assert str(untaken.outcome()) == "B+0.5"


# ----------------------------------------------------------------------
# Decision 11: a group cut off by its own player's wall


STRAND_POSITION = r"""
      .   .   .
    .   .   .   .
  .   .   .   .   .
    .   O/  .   .
      \X  .   .
"""


def test_a_group_cut_off_by_a_friendly_wall_waits_for_the_opponents_next_placement() -> None:
    state = position(STRAND_POSITION, button=WHITE)
    a1 = cell(state, "A1")
    assert state.liberties(a1) == 1  # B1; A2 is behind its own wall
    play(state, "B1-W")
    # A1 is left without a liberty and stays: only enemy groups go.
    assert state.colour_at(a1) == BLACK and state.liberties(a1) == 0
    # White passes: nothing happens. White's next placement, far away, removes it.
    play(state, "pass C3-E")
    assert state.colour_at(a1) == BLACK
    play(state, "E5-W")
    assert state.colour_at(a1) == EMPTY
    assert diagram(state) == picture(r"""
          .   .  |O
        .   .   .   .
      .   .   X|  .   .
        .   O/  .   .
          .  |X   .
    """)


def test_a_cut_off_group_counts_if_the_game_ends_first() -> None:
    state = position(STRAND_POSITION, button=WHITE)
    play(state, "B1-W pass pass")
    assert state.is_over()
    assert state.colour_at(cell(state, "A1")) == BLACK
    # The 16 empty cells are one territory, linked to both colours.
    assert state.score() == (2, 1.5)


def test_setting_up_groups_without_liberties_of_both_colours_is_refused() -> None:
    with pytest.raises(ValueError, match="both colours"):
        # Black's A1 faces B2 and touches only White; White's C3 faces B2 and touches only Black.
        position(r"""
              X|  /O
            O/   .  \X
              X/  O/
        """)


# ----------------------------------------------------------------------
# Through the GTP engine


def gtp(engine: Engine, *lines: str) -> str:
    """Run GTP command lines in turn; the last one's result."""
    result = ""
    for line in lines:
        name, *args = line.split()
        result = engine.run(name, *args)
    return result


def state_of(engine: Engine) -> dict[str, Any]:
    return json.loads(engine.run("gl-state"))


def test_engine_game_identity_and_sizes() -> None:
    engine = Engine(game="bargo")
    assert gtp(engine, "gogui-rules_game_id") == "Bargo"
    assert gtp(engine, "gl-game") == "bargo"
    assert gtp(engine, "gogui-rules_board_size") == "11 11 hex"
    gtp(engine, "boardsize 2")
    assert gtp(engine, "gogui-rules_board_size") == "3 3 hex"
    gtp(engine, "boardsize 13")
    for size in ("1", "14"):
        with pytest.raises(GtpError, match="^unacceptable size"):
            gtp(engine, f"boardsize {size}")


def test_engine_rules_board_marks_cells_outside_the_hexagon() -> None:
    engine = Engine(game="bargo", size=3)
    gtp(engine, "play b A1-E", "play w E5-W", "play b C3-NE")
    assert gtp(engine, "gogui-rules_board") == "\n".join(
        ["? ? . . O", "? . . . .", ". . X . .", ". . . . ?", "X . . ? ?"]
    )


def test_engine_showboard() -> None:
    engine = Engine(game="bargo", size=3, komi=2)
    gtp(engine, "play b C3-NE", "play w B3-W", "play b A1-NW", "play w button")
    assert gtp(engine, "showboard") == "\n" + "\n".join(
        [
            "       C   D   E",
            "     5   .   .   .   5",
            "   4   .   .   .   .   4",
            " 3   .  |O   X/  .   .   3",
            "   2   .   .   .   .   2",
            "     1  \\X   .   .   1",
            "           A   B   C",
            "walls: X| E, X/ NE, X\\ SE, |X W, \\X NW, /X SW",
            "Bargo side 3, black to move, komi 2, button: white, score B 2 W 3.5",
        ]
    )


def test_engine_list_stones_and_state() -> None:
    engine = Engine(game="bargo", size=4, komi=3)
    gtp(engine, "play b d4-ne", "play w A1-e", "play b a2-Ne", "play w button", "play b D7-SW")
    assert gtp(engine, "list_stones black") == "A2-NE D4-NE D7-SW"
    assert gtp(engine, "list_stones w") == "A1-E"
    fields = state_of(engine)
    assert fields == {
        "game": "bargo", "size": 4, "to_move": "white", "over": False, "result": None,
        "moves": [["black", "D4-NE"], ["white", "A1-E"], ["black", "A2-NE"], ["white", "BUTTON"], ["black", "D7-SW"]],
        "black": ["A2-NE", "D4-NE", "D7-SW"], "white": ["A1-E"], "komi": 3, "button": "white",
    }


def test_engine_sorts_rows_numerically() -> None:
    engine = Engine(game="bargo", size=6)
    gtp(engine, "play b F10-E", "play w button", "play b F2-E", "play w pass", "play b F1-W")
    assert gtp(engine, "list_stones b") == "F1-W F2-E F10-E"


def test_engine_legal_moves_are_upper_case_in_board_order() -> None:
    engine = Engine(game="bargo", size=2)
    legal = gtp(engine, "gogui-rules_legal_moves").split()
    assert legal[:4] == ["A1-E", "A1-NE", "A1-NW", "B1-NE"]
    assert legal[-1] == "PASS" and len(legal) == 25
    assert all(name == name.upper() for name in legal)


def test_engine_refusals_change_nothing() -> None:
    engine = Engine(game="bargo", size=3)
    gtp(engine, "play b C3-E")
    before = engine.run("gl-state")
    for line, message in [
        ("play w C3-W", "illegal move: the cell is occupied"),
        ("play w D3-W", "illegal move: the wall would face a wall on the same edge"),
        ("play w A1-SW", "illegal move: the wall would face the edge of the board"),
        ("play w A9-E", "illegal move: A9 is off the board"),
        ("play b D4-E", "illegal move: it is not black's turn"),
        ("play w button b", "syntax error"),
        ("play w D4", "syntax error"),
        ("komi 1.5", "syntax error"),
    ]:
        with pytest.raises(GtpError) as info:
            gtp(engine, line)
        assert str(info.value).startswith(message)
        assert engine.run("gl-state") == before


def test_engine_plays_a_whole_game_and_scores_it() -> None:
    engine = Engine(game="bargo", size=3, seed=7)
    for _ in range(2000):
        fields = state_of(engine)
        if fields["over"]:
            break
        reply = gtp(engine, f"genmove {fields['to_move']}")
        assert reply == reply.upper() and reply != "RESIGN"
    fields = state_of(engine)
    assert fields["over"] and [text for _, text in fields["moves"][-2:]] == ["PASS", "PASS"]
    assert fields["result"] == gtp(engine, "final_score")
    assert gtp(engine, "gogui-rules_legal_moves") == ""
    assert "game over" in gtp(engine, "showboard")
    with pytest.raises(GtpError, match="game is over"):
        gtp(engine, "genmove b")
    gtp(engine, "undo")
    assert not state_of(engine)["over"]


def test_engine_answers_every_interface_command() -> None:
    engine = Engine(game="bargo", size=4, seed=3)
    script = [
        "protocol_version", "name", "version", "known_command play", "list_commands", "boardsize 4", "clear_board",
        "komi 2", "play b C3-NE", "genmove w", "reg_genmove b", "undo", "final_score", "showboard",
        "list_stones b", "time_settings 60 0 0", "time_left b 30 0", "kgs-time_settings absolute 60",
        "gogui-rules_game_id", "gogui-rules_board_size", "gogui-rules_board", "gogui-rules_legal_moves",
        "gogui-rules_side_to_move", "gogui-rules_final_result", "gogui-play_sequence w D4-E b button",
        "gl-game", "gl-games", "gl-state",
    ]
    for line in script:
        response = engine.handle_line(line.encode() + b"\n")
        assert response is not None and response.startswith("= "), (line, response)
        assert "\n\n" not in response[:-2], line
    assert "bargo" in gtp(engine, "gl-games").split("\n")
    assert gtp(engine, "gogui-rules_side_to_move") == "white"
    # Black: C3 and the button; White: D4 and komi 2.
    assert gtp(engine, "gogui-rules_final_result") == (
        "White wins by 1.5 (W+1.5) if the game ended now; Black 1.5, White 3"
    )


def test_showboard_has_no_empty_line_at_any_size() -> None:
    for side in range(2, 14):
        engine = Engine(game="bargo", size=side, seed=side)
        for _ in range(10):
            gtp(engine, f"genmove {state_of(engine)['to_move']}")
        drawing = gtp(engine, "showboard")
        assert drawing.startswith("\n") and "\n\n" not in drawing
        assert all(line == line.rstrip() for line in drawing.split("\n"))
        assert len(gtp(engine, "gogui-rules_board").split("\n")) == 2 * side - 1


def test_geometry_is_shared() -> None:
    assert geometry(5) is geometry(5)
    assert geometry(5).grid is hex_grid(5)

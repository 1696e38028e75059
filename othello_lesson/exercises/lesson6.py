"""Checks for lesson 6, *Who won? The whole game*.

``count_discs`` and ``winner`` are checked on the shared positions and endings
plus boards made for them (an empty board, draws, full boards, and 10x10 and
26x26 boards with discs on every edge, where the first eight rows and columns
tell another story than the whole board).  The game
loop ``play_whole_game`` is checked by letting it run real games between the
course's players, on 4x4, 6x6 and 8x8 boards, and comparing the final board
with the one ``players.play_game`` reaches.  The players used by the check
refuse to be asked for a move when they have none, and one of them cheats by
scribbling on the board it is given, which only matters to a loop that hands
out the real board instead of a copy.  A loop that never ends is stopped
after a few seconds and reported, never left hanging.

>>> from othello_lesson import rules
>>> check_winner(rules.winner).passed
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import cast

from .. import rules
from ..players import first_move_player, greedy_player, play_game, random_player
from ..rules import BLACK, DRAW, EMPTY, WHITE, Board, Colour, PlayerFunction, board_from_text, board_to_text
from .common import (
    COLOUR_NAMES,
    NO_RETURN_HINT,
    Case,
    Earlier,
    Hints,
    Mistake,
    Report,
    Rows,
    StillRunning,
    check_function,
    counted,
    endings,
    function_name,
    kept,
    looking_call,
    new_board,
    positions,
    remember_passes,
    text_or_none,
)
from .contents import Exercise, Lesson
from .mistakes import known_by, returns_nothing

LESSON = Lesson(
    6,
    "Who won? The whole game",
    Exercise("count_discs", kept=True),
    Exercise("winner", builds_on=("count_discs",), kept=True),
    Exercise("play_whole_game", kept=True),
)
"""This lesson's exercises, in order: its part of the course's table of contents (``contents``)."""

__all__ = ["check_count_discs", "check_play_whole_game", "check_winner"]

_MADE_FOR_COUNTING = [
    """
    . . . .
    . . . .
    . . . .
    . . . .
    """,
    # The first row, the last row, all rows but the last and all rows give four different counts.
    """
    ● ○ . .
    ● . . .
    . ○ ○ .
    ● ● . ○
    """,
    """
    ○ . . .
    . . . .
    . . . .
    . . . ●
    """,
    """
    ● ● ● ●
    ○ ○ ○ ○
    ● ● ● ●
    ○ ○ ○ ○
    """,
    """
    ● ● ● ● ● ●
    ● ● ● ● ● ●
    ● ● ● ● ● ●
    ● ● ● ● ● ●
    ● ● ● ● ● ●
    ● ● ● ● ● ○
    """,
]


def _beyond_eight(size: int) -> Board:
    """A ``size`` board, discs on every edge: Black leads in the first 8 rows and columns, White in all."""
    board: Board = [[EMPTY] * size for _ in range(size)]
    for row in range(size):
        for col in range(size):
            if row < 8 and col < 8:
                board[row][col] = BLACK if (row + col) % 2 == 0 else EMPTY
            elif (row + 2 * col) % 7 or row in (0, size - 1) or col in (0, size - 1):
                board[row][col] = WHITE
    return board


def _patterned(size: int) -> Board:
    """A ``size`` board with discs of both colours on every edge and inside."""
    return [
        [(BLACK, WHITE, EMPTY, BLACK)[(row + 3 * col + row * col) % 4] for col in range(size)]
        for row in range(size)
    ]


def _last_row_decides(size: int) -> Board:
    """A ``size`` board where Black leads on every row but the last, and the last row makes White win."""
    board: Board = [[EMPTY] * size for _ in range(size)]
    board[0][: size - 1] = [BLACK] * (size - 1)
    board[size - 1] = [WHITE] * size
    return board


def _boards(games: int) -> list[Board]:
    """Every different board: made for counting, endings, the shared positions, then larger ones."""
    seen: set[Rows] = set()
    boards = []
    candidates = [board_from_text(text) for text in _MADE_FOR_COUNTING]
    candidates += [board for board, _ in endings()]
    candidates += [board for board, _ in positions(games=games)]
    candidates += [_beyond_eight(10), _beyond_eight(rules.MAX_SIZE), _patterned(rules.MAX_SIZE)]
    for board in candidates:
        rows = kept(board)
        if rows not in seen:
            seen.add(rows)
            boards.append(board)
    return boards


HINTS = Hints(
    "lesson6",
    {
        "no_return": NO_RETURN_HINT,
        # count_discs
        "a_list": (
            "The counts are right, but return them as a tuple (black, white), not a list "
            "[black, white]: write return black, white."
        ),
        "swapped": "The numbers are swapped: black's count comes first, then white's.",
        "empties_counted": (
            "The empty squares were counted too, as {colour}'s discs: count only the squares that "
            "hold that colour."
        ),
        "last_row_left_out": (
            "The last row was not counted: the loop over the rows stops one row short, as "
            "range(len(board) - 1) does. range(len(board)) goes over every row (or write for row in board)."
        ),
        "only_last_row": (
            "Only the last row was counted: each row's count replaced the one before. Add it to "
            "the total instead: black += row.count(BLACK), not black = row.count(BLACK)."
        ),
        "only_first_row": (
            "Only the first row was counted. Count every row: a `return` inside the loop over the rows "
            "would end the function after the first one, so return after the loop."
        ),
        "one_size": (
            "{name} is right when the board is {written}x{written}, and on this {size}x{size} one it "
            "{what} only the first {written} {part}: use len(board) for the size, not "
            "{written}: boards come in every even size from 4 to 26."
        ),
        # What a game loop gave back, as a report shows it.
        "no_final_board": "no final board: {error}",
        "asked_for_another": "the {colour} player was asked to play {asked}",
        "asked_without_a_move": "{name} was asked for a {colour} move, but {colour} has no legal move here",
        "game_still_running": "it was still running after {seconds} seconds (a whole game takes far less)",
        "game_error": "an error, {error}",
        "and": " and ",
        "final_board": "this board (Black {black}, White {white}):\n{board}",
        "counts": "counts",
        "counts_the_discs_of": "counts the discs of",
        "rows_and_columns": "rows and columns",
        "rows": "rows",
        "not_a_result": "Return one of the constants BLACK, WHITE or DRAW, not {got}.",
        "draw_missed": "Black and White both have {black}: equal counts are a draw, so return DRAW.",
        "more_wins": "Black has {black} and White {white}: the colour with more discs wins.",
        "draw_before_the_end": (
            "Black has {black} and White {white}: that is not a draw. The answer was DRAW on every "
            "board tried where the game is not over yet: count the discs whether the game is over or not."
        ),
        "empties_counted_as": (
            "Black has {black} and White {white}, and {empty} squares are empty: the answer is the "
            "one you get when the empty squares count as {colour}'s discs. Count only the squares "
            "that hold a disc of that colour."
        ),
        # play_whole_game
        "cheat": (
            "The player cheat_player cheats: it changes the board it is given. Hand each player a copy, "
            "players[colour](copy_board(board), colour), so that no player can touch the real board."
        ),
        "asked_without_moves": (
            "A player with no legal move must pass: do not ask it for a move. Ask "
            "rules.next_player (or has_valid_move) whose turn it really is."
        ),
        "never_stops": (
            "The loop never stopped. End it when neither player can move (next_player gives "
            "None, or is_game_over is True)."
        ),
        "wrong_player_asked": (
            "Ask the player whose turn it is, with its own colour: "
            "players[colour](copy_board(board), colour)."
        ),
        "game_no_return": "The function returned None: end with `return board`.",
        "not_the_board": "Return the final board (the list of rows), nothing else.",
        "game_size": "The game should be played on a {size}x{size} board: initialize_board(size).",
        "start_position": (
            "This is the starting position: did the loop run? Play moves until the game is over."
        ),
        "not_over": (
            "The game was not over yet: {movers} could still move. A player with no "
            "move passes and the other plays on; stop only when neither can move."
        ),
    },
)


# --- exercise 1: counting discs ---------------------------------------------------------


def _as_pair(got: object) -> tuple[object, ...] | None:
    if isinstance(got, (tuple, list)) and len(got) == 2:
        return tuple(got)
    return None


def _counts(rows: list[list[str]]) -> tuple[int, int]:
    return sum(row.count(BLACK) for row in rows), sum(row.count(WHITE) for row in rows)


def _discs(count: int) -> str:
    return counted(count, "one_disc", "discs")


_COUNT_PROBES = [*_MADE_FOR_COUNTING[1:4], _MADE_FOR_COUNTING[4]]
"""Boards whose first row, last row, all rows but the last and all rows give different counts."""


def _count_probes(name: str) -> list[Case]:
    boards = [board_from_text(text) for text in _COUNT_PROBES]
    return [Case(board, (), rules.count_discs(board), f"{name}(board)") for board in boards]


def _counting(key: str, model: Callable[[list[list[str]]], object], example: str, **facts: object) -> Mistake:
    """A count whose mistake ``model`` gives, on the probe's boards."""
    return Mistake(
        HINTS,
        key,
        "count_discs",
        _count_probes,
        lambda case: model(case.position),
        (example,),
        lambda case, got: facts,
    )


def _with_empties(colour: Colour) -> Callable[[list[list[str]]], object]:
    def counts(board: list[list[str]]) -> object:
        black, white = _counts(board)
        empty = sum(row.count(EMPTY) for row in board)
        return (black + empty, white) if colour == BLACK else (black, white + empty)

    return counts


def _count_one_size(written: int, part: str, example: str) -> Mistake:
    """A count of the first ``written`` rows (and columns) only, whatever the size."""

    def cases(name: str) -> list[Case]:
        boards = [
            _patterned(written),
            _last_row_decides(written),
            _beyond_eight(10),
            _columns_decide(written),
        ]
        return [Case(board, (), rules.count_discs(board), f"{name}(board)") for board in boards]

    def facts(case: Case, got: object) -> dict[str, object]:
        name, size = case.call.partition("(")[0], len(case.position)
        what, part_words = HINTS["counts"], HINTS[PART_KEYS[part]]
        return {"name": name, "written": written, "size": size, "what": what, "part": part_words}

    return Mistake(
        HINTS,
        "one_size",
        "count_discs",
        cases,
        lambda case: _counts(_cut(case.position, written, part)),
        (example,),
        facts,
    )


def _columns_decide(written: int) -> Board:
    """A board two larger than ``written``: White leads in the first ``written`` rows, thanks to the
    last two columns; Black in the first ``written`` rows and columns, and on the whole board."""
    size = written + 2
    board: Board = [[EMPTY] * size for _ in range(size)]
    board[0][:3] = [BLACK] * 3
    for row in range(written):
        board[row][written:] = [WHITE, WHITE]
    board[written:] = [[BLACK] * size, [BLACK] * size]
    return board


PART_KEYS = {"rows and columns": "rows_and_columns", "rows": "rows"}  # the part of a board a size reaches


def _cut(board: list[list[str]], written: int, part: str) -> list[list[str]]:
    """The first ``written`` rows of ``board`` (and of each, the first ``written`` columns)."""
    return [list(row[:written] if part == "rows and columns" else row) for row in board[:written]]


COUNT_MISTAKES = [
    returns_nothing(
        HINTS, "no_return", "count_discs", _count_probes, ("test_exercises_lesson6:prints_instead",)
    ),
    _counting("a_list", lambda board: list(_counts(board)), "test_exercises_lesson6:as_list"),
    _counting("swapped", lambda board: _counts(board)[::-1], "test_exercises_lesson6:swapped"),
    _counting(
        "empties_counted",
        _with_empties(WHITE),
        "test_exercises_lesson6:counts_empties_as_white",
        colour=COLOUR_NAMES.later(WHITE),
    ),
    _counting(
        "empties_counted",
        _with_empties(BLACK),
        "test_wrong_answers_lessons_4_to_7:counts_empties_as_black",
        colour=COLOUR_NAMES.later(BLACK),
    ),
    _count_one_size(8, "rows and columns", "test_wrong_answers_lessons_4_to_7:count_discs_of_eight"),
    _count_one_size(8, "rows", "test_wrong_answers_lessons_4_to_7:count_discs_of_eight_rows"),
    _counting("last_row_left_out", lambda board: _counts(board[:-1]), "test_exercises_lesson6:one_row_short"),
    _counting(
        "last_row_left_out", lambda board: _counts(board[:-1]), "test_exercises_lesson6:last_row_forgotten"
    ),
    _counting(
        "only_last_row", lambda board: _counts(board[-1:]), "test_exercises_lesson6:assigns_instead_of_adding"
    ),
    _counting("only_first_row", lambda board: _counts(board[:1]), "test_exercises_lesson6:first_row_only"),
    _counting(
        "only_first_row", lambda board: _counts(board[:1]), "test_exercises_lesson6:returns_inside_the_loop"
    ),
]
"""The mistakes known in ``count_discs``, each proven on the student's function by its own boards."""


@LESSON.check
@remember_passes
def check_count_discs(function: Callable[..., object]) -> Report:
    """Check ``count_discs(board)``: the tuple (black, white) (a list is not accepted)."""
    cases = [Case(board, (), rules.count_discs(board), "count_discs(board)") for board in _boards(games=3)]
    return check_function(
        function,
        cases,
        name=function_name(function, "count_discs"),
        call=looking_call,
        same=lambda got, want: isinstance(got, tuple) and _as_pair(got) == want,
        mistakes=COUNT_MISTAKES,
    )


def _winner_of(rows: list[list[str]]) -> str:
    """Who has more discs on these rows (any shape): BLACK, WHITE or DRAW."""
    black, white = _counts(rows)
    return BLACK if black > white else WHITE if white > black else DRAW


# --- exercise 2: who won? ------------------------------------------------------------------


def _counts_right(own: Callable[..., object], case: Case) -> bool:
    """Whether the student's ``count_discs`` counts this case's board right."""
    board = case.position
    got = own([list(row) for row in board])
    return isinstance(got, (tuple, list)) and list(got) == list(rules.count_discs(board))


COUNT_DISCS = Earlier("count_discs", _counts_right, LESSON)


_WINNER_PROBES = [
    # each pair of boards differs in one thing: empty squares or none, a lead or a draw
    """
    . . . .
    . ○ ○ .
    . ● ○ .
    . . . .
    """,
    """
    . . . .
    . ● ● .
    . ● ○ .
    . . . .
    """,
    """
    . . . .
    . ○ ● .
    . ● ○ .
    . . . .
    """,
    """
    ● ○ ● ○
    ○ ● ○ ●
    ● ○ ● ○
    ○ ● ○ ●
    """,
    """
    ● ○ ● ○
    ○ ● ○ ●
    ● ○ ● ○
    ○ ○ ○ ●
    """,
]


def _winner_probes(name: str) -> list[Case]:
    boards = [board_from_text(text) for text in _WINNER_PROBES]
    return [Case(board, (), rules.winner(board), f"{name}(board)") for board in boards]


def _winner_facts(case: Case, got: object) -> dict[str, object]:
    black, white = rules.count_discs(case.position)
    return {"black": _discs(black), "white": white}


def _winner_counting_empties_as(colour: Colour) -> Mistake:
    def gives(case: Case) -> object:
        black, white = rules.count_discs(case.position)
        empty = sum(row.count(EMPTY) for row in case.position)
        black, white = (black + empty, white) if colour == BLACK else (black, white + empty)
        return BLACK if black > white else WHITE if white > black else DRAW

    def facts(case: Case, got: object) -> dict[str, object]:
        empty = sum(row.count(EMPTY) for row in case.position)
        return {**_winner_facts(case, got), "empty": empty, "colour": COLOUR_NAMES[colour]}

    examples = {
        BLACK: "test_wrong_answers_lessons_4_to_7:winner_counting_empties_as_black",
        WHITE: "test_exercises_lesson6:counts_empty_squares_for_white",
    }
    return Mistake(HINTS, "empties_counted_as", "winner", _winner_probes, gives, (examples[colour],), facts)


def _full_board_probes(name: str) -> list[Case]:
    """The probes with no empty square: a draw and a lead, whatever the answer does with empties
    or with a game not over yet."""
    return [case for case in _winner_probes(name) if not any(EMPTY in row for row in case.position)]


def _winner_ties_to(colour: Colour) -> Mistake:
    def gives(case: Case) -> object:
        return colour if case.expected == DRAW else case.expected

    examples = {
        BLACK: "test_exercises_lesson6:ties_go_to_black",
        WHITE: "test_wrong_answers_lessons_4_to_7:ties_go_to_white",
    }
    return Mistake(
        HINTS, "draw_missed", "winner", _full_board_probes, gives, (examples[colour],), _winner_facts
    )


_OTHER = {BLACK: WHITE, WHITE: BLACK, DRAW: DRAW}


def _winner_one_size(written: int, part: str) -> Mistake:
    """A winner that looks at the first ``written`` rows (and columns) only, whatever the size."""

    def cases(name: str) -> list[Case]:
        boards = [
            _patterned(written),
            _last_row_decides(written),
            _beyond_eight(10),
            _columns_decide(written),
        ]
        return [Case(board, (), rules.winner(board), f"{name}(board)") for board in boards]

    def gives(case: Case) -> object:
        return _winner_of(_cut(case.position, written, part))

    def facts(case: Case, got: object) -> dict[str, object]:
        name, size = case.call.partition("(")[0], len(case.position)
        what, part_words = HINTS["counts_the_discs_of"], HINTS[PART_KEYS[part]]
        return {"name": name, "written": written, "size": size, "what": what, "part": part_words}

    example = {
        "rows and columns": "real_code.sweigart:winner_sweigart",
        "rows": "test_wrong_answers_lessons_4_to_7:winner_of_eight_rows",
    }[part]
    return Mistake(HINTS, "one_size", "winner", cases, gives, (example,), facts)


WINNER_MISTAKES = [
    Mistake(
        HINTS,
        "not_a_result",
        "winner",
        _winner_probes,
        gives=lambda case: case.expected,
        examples=("test_exercises_lesson6:names_not_constants",),
        facts=lambda case, got: {"got": repr(got)},
        matches=lambda got, right: got == right or got not in (BLACK, WHITE, DRAW),
    ),
    _winner_one_size(8, "rows and columns"),
    _winner_one_size(8, "rows"),
    _winner_counting_empties_as(BLACK),
    _winner_counting_empties_as(WHITE),
    _winner_ties_to(BLACK),
    _winner_ties_to(WHITE),
    Mistake(
        HINTS,
        "draw_before_the_end",
        "winner",
        _winner_probes,
        gives=lambda case: case.expected if rules.is_game_over(case.position) else DRAW,
        examples=("real_code.kirkby:winner_kirkby",),
        facts=_winner_facts,
    ),
    Mistake(
        HINTS,
        "more_wins",
        "winner",
        _winner_probes,
        gives=lambda case: _OTHER[cast(str, case.expected)],
        examples=("test_exercises_lesson6:reversed_comparison",),
        facts=_winner_facts,
    ),
]
"""The mistakes known in ``winner``, each proven on the student's function by its own boards."""


@LESSON.check
@remember_passes
def check_winner(function: Callable[..., object]) -> Report:
    """Check ``winner(board)``: ``BLACK``, ``WHITE`` or ``DRAW``."""
    cases = [Case(board, (), rules.winner(board), "winner(board)") for board in _boards(games=3)]
    return check_function(
        function,
        cases,
        name=function_name(function, "winner"),
        call=looking_call,
        builds_on=[COUNT_DISCS],
        mistakes=WINNER_MISTAKES,
    )


# --- exercise 3: the whole game ------------------------------------------------------------


class AskedWithoutMoves(Exception):
    """A player was asked for a move when it had none: a pass was missed."""


class NotAMove(Exception):
    """A player's answer was played for the wrong colour or on a square it did not choose."""


SECONDS_PER_GAME = 3.0


@dataclass(frozen=True)
class PlayerSpec:
    """A player the check makes afresh for every game: which one, and its seed if random."""

    kind: str
    seed: int = 0

    def __repr__(self) -> str:
        if self.kind == "random":
            return f"random_player(seed={self.seed})"
        return f"{self.kind}_player"

    def make(self, colour: Colour, log: list[str]) -> PlayerFunction:
        """The player function, wrapped so it refuses to be asked when it has no move."""
        if self.kind == "random":
            inner: PlayerFunction = random_player(seed=self.seed)
        elif self.kind == "greedy":
            inner = greedy_player
        elif self.kind == "first_move":
            inner = first_move_player
        else:
            inner = _cheating_player
        name = repr(self)

        def player(board: Board, asked_colour: Colour) -> object:
            if asked_colour != colour:
                asked = COLOUR_NAMES.get(asked_colour)
                raise NotAMove(str(HINTS.say("asked_for_another", colour=COLOUR_NAMES[colour], asked=asked)))
            if not rules.has_valid_move(board, asked_colour):
                raise AskedWithoutMoves(
                    str(HINTS.say("asked_without_a_move", name=name, colour=COLOUR_NAMES[colour]))
                )
            move = inner(board, asked_colour)
            log.append(name)
            return move

        player.__name__ = name
        return player


def _cheating_player(board: Board, colour: Colour) -> tuple[int, int]:
    """Choose like ``greedy_player``, then turn every disc on the board it was given to its colour."""
    move = greedy_player(board, colour)
    for row in board:
        for col, cell in enumerate(row):
            if cell != EMPTY:
                row[col] = colour
    return move


def _game_call(function: Callable[..., object], case: Case) -> object:
    black_spec, white_spec, size = case.args
    log: list[str] = []
    black, white = black_spec.make(BLACK, log), white_spec.make(WHITE, log)
    try:
        got = function(black, white, size)  # guarded by check_function: SECONDS_PER_GAME for a game
    except StillRunning:
        error = HINTS.say("game_still_running", seconds=f"{SECONDS_PER_GAME:g}")
        return GameOutcome((), error=str(error), why="still running")
    except AskedWithoutMoves as error:
        return GameOutcome((), error=str(error), why="asked without moves")
    except NotAMove as error:
        return GameOutcome((), error=str(error), why="not a move")
    except NotImplementedError:
        raise
    except Exception as error:
        if "cheat" not in (black_spec.kind, white_spec.kind):
            raise  # the check explains an error of the loop's own where it was raised
        # the cheating player changed the board: what the loop then raises is the cheat's doing
        said = HINTS.say("game_error", error=f"{type(error).__name__}: {error}")
        return GameOutcome((), error=str(said), crashed=True)
    if not isinstance(got, list) or text_or_none(got) is None:  # text_or_none's own list test, for mypy
        return GameOutcome((), returned=repr(got))
    return GameOutcome(kept(got))


@dataclass(frozen=True)
class GameOutcome:
    """What a game loop gave back: the final board (kept as its rows), or what went wrong."""

    board: Rows
    returned: str = ""
    error: str = ""
    crashed: bool = False  # the error was raised by the loop itself
    why: str = ""  # what stopped the game: "still running", "asked without moves" or "not a move"

    def __repr__(self) -> str:
        if self.crashed:
            return self.error
        if self.error:
            return str(HINTS.say("no_final_board", error=self.error))
        if self.returned:
            return self.returned
        board = new_board(self.board)
        black, white = rules.count_discs(board)
        return str(HINTS.say("final_board", black=black, white=white, board=board_to_text(board)))


def _expected_game(black: PlayerSpec, white: PlayerSpec, size: int) -> GameOutcome:
    record = play_game(black.make(BLACK, []), white.make(WHITE, []), size=size)
    return GameOutcome(kept(record.board))


_GAMES = [
    *[(PlayerSpec("random", seed), PlayerSpec("random", seed + 100), 4) for seed in (7, 0, 8, 1, 2, 3)],
    (PlayerSpec("greedy"), PlayerSpec("first_move"), 4),
    (PlayerSpec("first_move"), PlayerSpec("greedy"), 4),
    *[(PlayerSpec("random", seed), PlayerSpec("greedy"), 6) for seed in (1, 2, 3)],
    (PlayerSpec("greedy"), PlayerSpec("first_move"), 6),
    (PlayerSpec("greedy"), PlayerSpec("random", 5), 8),
    (PlayerSpec("random", 6), PlayerSpec("first_move"), 8),
    (PlayerSpec("cheat"), PlayerSpec("first_move"), 6),
    (PlayerSpec("random", 9), PlayerSpec("cheat"), 8),
]


def game_cases() -> list[Case]:
    """One case a game, from its starting board: the players, the size and the final board."""
    return [
        Case(
            rules.initialize_board(size),
            (black, white, size),
            _expected_game(black, white, size),
            f"play_whole_game({black!r}, {white!r}, {size})",
        )
        for black, white, size in _GAMES
    ]


def _games(*indices: int) -> Callable[[str], list[Case]]:
    """A probe of the games ``_GAMES[i]`` (each played once, then kept)."""

    @cache
    def cases(name: str) -> list[Case]:
        return [case for i, case in enumerate(game_cases()) if i in indices]

    return cases


_SMALL_GAMES = _games(0, 1)  # two 4x4 games, one with a pass
_PASSING_GAMES = _games(0, 1, 2, 3, 4, 5, 6, 7)  # every 4x4 game
_CHEATED_GAMES = _games(0, len(_GAMES) - 2, len(_GAMES) - 1)  # a fair game, then both with the cheat


def _hands_out_the_real_board(black_player: PlayerFunction, white_player: PlayerFunction, size: int) -> Board:
    """The mistake itself: a loop that gives each player the real board, not a copy."""
    board = rules.initialize_board(size)
    players = {BLACK: black_player, WHITE: white_player}
    colour: Colour | None = BLACK
    while colour is not None:
        row, col = cast(tuple[int, int], players[colour](board, colour))
        rules.place_move(board, row, col, colour)
        colour = rules.next_player(board, colour)
    return board


def _same_game(got: object, mistaken: object) -> bool:
    """The same final board, or a game both ended with an error of the loop's own."""
    if (
        isinstance(got, GameOutcome)
        and isinstance(mistaken, GameOutcome)
        and got.crashed
        and mistaken.crashed
    ):
        return True
    return got == mistaken


def _stopped_by(why: str) -> Callable[[object], bool]:
    return lambda got: isinstance(got, GameOutcome) and got.why == why


def _returned_something_else(got: object) -> bool:
    return isinstance(got, GameOutcome) and got.returned not in ("", "None")


GAME_MISTAKES = [
    Mistake(
        HINTS,
        "game_no_return",
        "play_whole_game",
        _SMALL_GAMES,
        lambda case: GameOutcome((), returned="None"),
        ("test_exercises_lesson6:forgets_return",),
    ),
    known_by(
        HINTS,
        "not_the_board",
        "play_whole_game",
        _SMALL_GAMES,
        _returned_something_else,
        ("test_wrong_answers_lessons_4_to_7:returns_the_winner",),
    ),
    Mistake(
        HINTS,
        "game_size",
        "play_whole_game",
        _games(0, 8),
        lambda case: _expected_game(case.args[0], case.args[1], 8),
        ("test_exercises_lesson6:always_size_eight",),
        lambda case, got: {"size": case.args[2]},
    ),
    Mistake(
        HINTS,
        "start_position",
        "play_whole_game",
        _SMALL_GAMES,
        lambda case: GameOutcome(kept(rules.initialize_board(case.args[2]))),
        ("test_wrong_answers_lessons_4_to_7:loop_that_never_runs",),
    ),
    known_by(
        HINTS,
        "asked_without_moves",
        "play_whole_game",
        _PASSING_GAMES,
        _stopped_by("asked without moves"),
        ("test_exercises_lesson6:always_alternates",),
    ),
    known_by(
        HINTS,
        "wrong_player_asked",
        "play_whole_game",
        _SMALL_GAMES,
        _stopped_by("not a move"),
        ("test_exercises_lesson6:black_plays_every_move",),
    ),
    Mistake(
        HINTS,
        "cheat",
        "play_whole_game",
        _CHEATED_GAMES,
        lambda case: _game_call(_hands_out_the_real_board, case),
        ("test_exercises_lesson6:hands_out_the_real_board",),
        matches=_same_game,
    ),
]
"""The mistakes known in ``play_whole_game``, each proven by games played with the student's loop."""


def _game_seen(case: Case, got: object) -> str:
    """What the game shown makes plain by itself: a loop stopped by the clock, a game left unfinished."""
    if not isinstance(got, GameOutcome):
        return ""
    if got.why == "still running":
        return HINTS.say("never_stops")
    if got.error or got.returned or len(got.board) != case.args[2]:
        return ""
    final = new_board(got.board)
    if not rules.is_game_over(final):
        movers = [COLOUR_NAMES[p] for p in (BLACK, WHITE) if rules.has_valid_move(final, p)]
        return HINTS.say("not_over", movers=HINTS["and"].join(movers))
    return ""


@LESSON.check
@remember_passes
def check_play_whole_game(function: Callable[..., object]) -> Report:
    """Check ``play_whole_game(black_player, white_player, size)`` on real games, passes included."""
    return check_function(
        function,
        game_cases(),
        name=function_name(function, "play_whole_game"),
        call=_game_call,
        hint_for=_game_seen,
        seconds=SECONDS_PER_GAME,
        mistakes=GAME_MISTAKES,
    )

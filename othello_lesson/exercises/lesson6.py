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
from functools import partial
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
    changed_hint,
    check_function,
    endings,
    function_name,
    kept,
    looking_call,
    new_board,
    positions,
    probe,
    remember_passes,
    text_or_none,
)

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
        "not_a_pair": "Return a pair (black, white), like (2, 2), not {kind} {got}.",
        "a_list": (
            "The counts are right, but return them as a tuple (black, white), not a list "
            "[black, white]: write return black, white."
        ),
        "swapped": "The numbers are swapped: black's count comes first, then white's.",
        "empties_counted": (
            "The empty squares were counted too: count only the squares that hold that colour."
        ),
        "last_row_left_out": (
            "The last row was not counted: range(len(board) - 1) stops one row short. "
            "range(len(board)) goes over every row (or write for row in board)."
        ),
        "only_last_row": (
            "Only the last row was counted: each row's count replaced the one before. Add it to "
            "the total instead: black += row.count(BLACK), not black = row.count(BLACK)."
        ),
        "only_first_row": (
            "Only the first row was counted: a `return` inside the loop over the rows ends the "
            "function after the first row. Return after the loop."
        ),
        "rows_either": "On this board, either {first} Or {second}",
        "one_size": (
            "{name} is right when the board is {written}x{written}, and on this {size}x{size} one it "
            "{what} only the first {written} {part}: use len(board) for the size, not "
            "{written}: boards come in every even size from 4 to 26."
        ),
        "count_every_square": "Count every square of every row: row.count(BLACK) counts one row.",
        # winner
        "not_a_result": "Return one of the constants BLACK, WHITE or DRAW, not {got}.",
        "draw_missed": "Black and White both have {black}: equal counts are a draw, so return DRAW.",
        "more_wins": "Black has {black} and White {white}: the colour with more discs wins.",
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
            "The loop never stops. End it when neither player can move (next_player gives "
            "None, or is_game_over is True); a full board is not the only ending."
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
        "went_differently": (
            "The game went differently: after each move, the next turn goes to the opponent, unless the "
            "opponent must pass (rules.next_player answers exactly that)."
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
    return f"{count} disc" if count == 1 else f"{count} discs"


@remember_passes
def check_count_discs(function: Callable[..., object]) -> Report:
    """Check ``count_discs(board)``: the tuple (black, white) (a list is not accepted)."""
    cases = [Case(board, (), rules.count_discs(board), "count_discs(board)") for board in _boards(games=3)]

    def hint_for(case: Case, got: object) -> str:
        hint = changed_hint(got)
        if hint:
            return hint
        if got is None:
            return HINTS.say("no_return")
        pair = _as_pair(got)
        if pair is None:
            return HINTS.say("not_a_pair", kind=type(got).__name__, got=repr(got))
        if isinstance(got, list) and pair == case.expected:
            return HINTS.say("a_list")
        black, white = cast(tuple[int, int], case.expected)
        board = case.position
        empty = sum(row.count(EMPTY) for row in board)
        if pair == (white, black) and black != white:
            return HINTS.say("swapped")
        if empty and (pair[0] == black + empty or pair[1] == white + empty):
            return HINTS.say("empties_counted")
        sized = _one_size_hint(
            function,
            case,
            lambda cut: pair == _counts(cut),
            lambda answer, square: isinstance(answer, tuple) and _as_pair(answer) == _counts(square),
            "counts",
        )
        if sized:
            return sized
        rows_counted = [
            (_counts(board[:-1]), "last_row_left_out"),
            (_counts(board[-1:]), "only_last_row"),
            (_counts(board[:1]), "only_first_row"),
        ]
        fits = [key for counts, key in rows_counted if pair == counts]
        if len(fits) == 1:
            return HINTS.say(fits[0])
        if fits:
            first, second = (HINTS[key][0].lower() + HINTS[key][1:] for key in fits[:2])
            return HINTS.say("rows_either", first=first, second=second)
        return HINTS.say("count_every_square")

    return check_function(
        function,
        cases,
        name=function_name(function, "count_discs"),
        call=looking_call,
        same=lambda got, want: isinstance(got, tuple) and _as_pair(got) == want,
        hint_for=hint_for,
    )


def _one_size_hint(
    function: Callable[..., object],
    case: Case,
    fits: Callable[[list[list[str]]], bool],
    same: Callable[[object, list[list[str]]], bool],
    what: str,
) -> str:
    """The hint for an answer that looks at the first N rows (and columns) only, when probes show it.

    ``fits(cut)`` says whether the answer on this case is the right one for the board cut to its
    first N rows (and columns), and a probe shows the function right on an N x N board
    (``same(answer, board)``); ``what`` says what it does with those rows and columns.
    """
    board = case.position
    size = len(board)
    for written in range(size - 1, 3, -1):
        cuts = [  # the weaker claim first: an answer that fits both is said to look at the rows
            ([list(row) for row in board[:written]], "rows"),
            ([list(row[:written]) for row in board[:written]], "rows and columns"),
        ]
        part = next((part for cut, part in cuts if fits(cut)), None)
        if part is None:
            continue
        squares = [_patterned(written), _last_row_decides(written)]

        def ask(guarded: Callable[..., object], given: Board) -> object:
            return guarded([list(row) for row in given])

        if all(same(probe(function, partial(ask, given=square)), square) for square in squares):
            name = case.call.partition("(")[0]
            return HINTS.say("one_size", name=name, written=written, size=size, what=what, part=part)
    return ""


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


COUNT_DISCS = Earlier("count_discs", 1, _counts_right, wrong_on="counts the discs of this board wrongly")


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


def _winner_ties_to(colour: Colour) -> Mistake:
    def gives(case: Case) -> object:
        return colour if case.expected == DRAW else case.expected

    examples = {
        BLACK: "test_exercises_lesson6:ties_go_to_black",
        WHITE: "test_wrong_answers_lessons_4_to_7:ties_go_to_white",
    }
    return Mistake(HINTS, "draw_missed", "winner", _winner_probes, gives, (examples[colour],), _winner_facts)


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
        board = case.position
        cut = [list(row[:written] if part == "rows and columns" else row) for row in board[:written]]
        return _winner_of(cut)

    def facts(case: Case, got: object) -> dict[str, object]:
        name, size = case.call.partition("(")[0], len(case.position)
        return {"name": name, "written": written, "size": size, "what": "counts the discs of", "part": part}

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
        "more_wins",
        "winner",
        _winner_probes,
        gives=lambda case: _OTHER[cast(str, case.expected)],
        examples=("test_exercises_lesson6:reversed_comparison",),
        facts=_winner_facts,
    ),
]
"""The mistakes known in ``winner``, each proven on the student's function by its own boards."""


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
                raise NotAMove(
                    f"the {COLOUR_NAMES[colour]} player was asked to play {COLOUR_NAMES.get(asked_colour)}"
                )
            if not rules.has_valid_move(board, asked_colour):
                raise AskedWithoutMoves(
                    f"{name} was asked for a {COLOUR_NAMES[colour]} move, but {COLOUR_NAMES[colour]} "
                    "has no legal move here"
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
        return GameOutcome(
            (),
            error=f"it was still running after {SECONDS_PER_GAME:g} seconds (a whole game takes far less)",
        )
    except (AskedWithoutMoves, NotAMove) as error:
        return GameOutcome((), error=str(error))
    except NotImplementedError:
        raise
    except Exception as error:
        if "cheat" not in (black_spec.kind, white_spec.kind):
            raise  # the check explains an error of the loop's own where it was raised
        # the cheating player changed the board: what the loop then raises is the cheat's doing
        return GameOutcome((), error=f"an error, {type(error).__name__}: {error}", crashed=True)
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

    def __repr__(self) -> str:
        if self.crashed:
            return self.error
        if self.error:
            return f"no final board: {self.error}"
        if self.returned:
            return self.returned
        board = new_board(self.board)
        black, white = rules.count_discs(board)
        return f"this board (Black {black}, White {white}):\n{board_to_text(board)}"


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


def _game_hint(case: Case, got: object) -> str:
    assert isinstance(got, GameOutcome)
    black, white, size = case.args
    cheat = "cheat" in (black.kind, white.kind)
    if got.error:
        if got.crashed:  # only a game with the cheating player keeps an error as its outcome
            return HINTS.say("cheat")
        if "no legal move" in got.error:
            return HINTS.say("asked_without_moves")
        if "seconds" in got.error:
            return HINTS.say("never_stops")
        return HINTS.say("wrong_player_asked")
    if got.returned:
        if got.returned == "None":
            return HINTS.say("game_no_return")
        return HINTS.say("not_the_board")
    final = new_board(got.board)
    if len(final) != size:
        return HINTS.say("game_size", size=size)
    if final == rules.initialize_board(size):
        return HINTS.say("start_position")
    if cheat:
        return HINTS.say("cheat")
    if not rules.is_game_over(final):
        movers = [COLOUR_NAMES[p] for p in (BLACK, WHITE) if rules.has_valid_move(final, p)]
        return HINTS.say("not_over", movers=" and ".join(movers))
    return HINTS.say("went_differently")


@remember_passes
def check_play_whole_game(function: Callable[..., object]) -> Report:
    """Check ``play_whole_game(black_player, white_player, size)`` on real games, passes included."""
    return check_function(
        function,
        game_cases(),
        name=function_name(function, "play_whole_game"),
        call=_game_call,
        hint_for=_game_hint,
        seconds=SECONDS_PER_GAME,
    )

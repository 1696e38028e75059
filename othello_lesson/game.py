"""The game model: one ``Game`` object is the single source of truth for a game.

It holds the board, whose turn it is, the last move and the discs it flipped,
the passes, the result, who plays each colour and the history for ``undo``.
It knows nothing about pictures or widgets: the displays only read from it.

>>> game = Game(4, white="greedy")
>>> game.play(0, 1)
>>> game.computer_move()
(0, 0)
>>> game.score(), game.to_move == BLACK
((3, 3), True)
>>> game.undo()
2
>>> game.score()
(2, 2)

Students can plug in their own rule functions; whatever they do wrong is
reported as a ``StudentFunctionError`` that names the function and shows the
position, and the game stays as it was:

>>> def my_place_move(board, row, col, colour):
...     board[row][col] = colour          # forgets to flip, and to return the board
>>> game = Game(4, rules=Rules(place_move=my_place_move))
>>> game.play(0, 1)
Traceback (most recent call last):
...
othello_lesson.student_rules.StudentFunctionError: place_move (your function my_place_move) returned None ...
The position, Black (●) to move:
. . . .
. ○ ● .
. ● ○ .
. . . .
>>> game.score()
(2, 2)
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Literal

from . import rules as reference  # noqa: F401  (used by the doctests)
from .players import HUMAN, PlayerSpec, computer_players, make_player, player_choices
from .records import format_record, play_record, with_passes
from .referee import Forfeit, ask_move, player_name
from .rules import (
    BLACK,
    COLOUR_NAMES,
    DRAW,
    EMPTY,
    WHITE,
    Board,
    Colour,
    IllegalMoveError,
    Move,
    PlayerFunction,
    check_board,
    check_colour,
    check_size,
    copy_board,
    count_discs,
    describe_illegal_move,
    initialize_board,
    is_int,
    opponent,
    square_name,
    winner,
)
from .student_rules import CheckedRules, Rules, StudentFunctionError, changed_squares
from .words import Hints


class GameOverError(IllegalMoveError):
    """A move asked for after the game has ended; the game is left as it was."""


# --- the game in words: the board and the console say these sentences -----------------

GAME_WORDS = Hints(
    "game",
    {
        "black": "Black",
        "white": "White",
        "colour_and_player": "{colour} ({player})",
        "colour_and_player_in_commas": "{colour}, {player},",
        "move_one": "{who} played {square}, flipping 1 disc.",
        "move": "{who} played {square}, flipping {flips} discs.",
        "pass": "{colour} has no legal move and passes.",
        "result": "Game over: Black {black} - {white} White. {verdict}",
        "draw": "It is a draw.",
        "wins": "{colour} wins.",
        "game_is_over": "the game is over, no more moves can be played. {result}",
        "human_to_move": "it is {colour}'s turn, and {colour} is a human",
        "cannot_play_off_board": "{colour} cannot play (row {row}, col {col}): it is off the board "
        "(rows and columns go from 0 to {last})",
        "cannot_play": "{colour} cannot play {square} (row {row}, col {col}): {reason}",
        "not_valid_says_student": "is_valid_move says it is not legal",
        "off_board": "it is off the board (rows and columns go from 0 to {last})",
        "taken": "the square is already taken",
        "sandwiches_no_black": "it does not sandwich any black disc",
        "sandwiches_no_white": "it does not sandwich any white disc",
        "flips_nothing_here": "it flips nothing by this game's rules",
        "player_of_colour": "the {colour} player {name}",
        "black_lower": "black",
        "white_lower": "white",
    },
)


def colour_name(colour: str) -> str:
    """The name of ``colour`` in the words the course speaks now: 'Black' or 'White'.

    >>> colour_name(BLACK), colour_name(WHITE)
    ('Black', 'White')
    """
    return GAME_WORDS.say("black" if colour == BLACK else "white")


def colour_and_player(colour: Colour, who: str = "") -> str:
    """``colour``'s name, with who plays it: 'White (Greedy)'; a name in parentheses goes between commas.

    >>> colour_and_player(WHITE, "Greedy"), colour_and_player(BLACK), colour_and_player(WHITE, "f(x)")
    ('White (Greedy)', 'Black', 'White, f(x),')
    """
    name = colour_name(colour)
    if not who:
        return name
    key = "colour_and_player_in_commas" if "(" in who or ")" in who else "colour_and_player"
    return GAME_WORDS.say(key, colour=name, player=who)


def move_sentence(colour: Colour, move: Move, flips: int, who: str = "") -> str:
    """The sentence for a move: ``who`` names a computer player, and is left out for a human.

    >>> move_sentence(BLACK, (2, 3), 1), move_sentence(WHITE, (0, 0), 2, "Greedy")
    ('Black played d3, flipping 1 disc.', 'White (Greedy) played a1, flipping 2 discs.')
    """
    key = "move_one" if flips == 1 else "move"
    return GAME_WORDS.say(key, who=colour_and_player(colour, who), square=square_name(*move), flips=flips)


def pass_sentence(colour: Colour) -> str:
    """The sentence for a pass.

    >>> pass_sentence(WHITE)
    'White has no legal move and passes.'
    """
    return GAME_WORDS.say("pass", colour=colour_name(colour))


def result_sentence(board: Board) -> str:
    """The sentence for the end of a game on ``board``.

    >>> result_sentence(reference.initialize_board(4))
    'Game over: Black 2 - 2 White. It is a draw.'
    """
    black, white = count_discs(board)
    result = winner(board)
    verdict = GAME_WORDS.say("draw") if result == DRAW else GAME_WORDS.say("wins", colour=colour_name(result))
    return GAME_WORDS.say("result", black=black, white=white, verdict=verdict)


# --- the game -------------------------------------------------------------------------


@dataclass(frozen=True)
class _State:
    """Everything that changes from move to move; ``undo`` puts an old one back."""

    board: Board
    to_move: Colour | None
    moves: list[Move]
    last_move: Move | None = None
    flipped: tuple[Move, ...] = ()
    events: tuple[str, ...] = ()
    by_human: bool = False


@dataclass
class _Players:
    black: PlayerFunction | Literal["human"]
    white: PlayerFunction | Literal["human"]
    names: dict[str, str]


def _short_name(spec: PlayerSpec, player: PlayerFunction | Literal["human"]) -> str:
    if isinstance(spec, str):
        return spec.strip().lower().replace(" ", "_")
    known = [name for name, function in computer_players().items() if function is player]
    return known[0] if known else player_name(player)


class Game:
    """A game of Othello: the position, the turn, the history and who plays each colour.

    ``size`` is 8 unless given.  ``black`` and ``white`` are ``"human"`` (moves
    come from ``play``), the name of a computer player (``"greedy"``,
    ``"random"``, ...) or a player function.  ``board`` starts from a position
    of your own (a copy is kept), with ``to_move`` to play; ``start`` is a function
    ``start(size) -> board`` that makes the start position of every size (a variant's
    start, such as ``variants.parallel_start``).  ``new_game`` goes back to that start.
    ``rules`` plugs in your own rule functions.

    >>> game = Game(6)
    >>> game.legal_moves()
    [(1, 2), (2, 1), (3, 4), (4, 3)]
    >>> game.play(1, 2)
    >>> game.flipped, game.to_move == WHITE
    (((2, 2),), True)
    """

    def __init__(
        self,
        size: int | None = None,
        *,
        board: Board | None = None,
        to_move: Colour = BLACK,
        black: PlayerSpec = HUMAN,
        white: PlayerSpec = HUMAN,
        rules: Rules | None = None,
        start: Callable[[int], Board] | None = None,
        seed: int | None = None,
    ) -> None:
        if rules is not None and not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules(...) object, not {type(rules).__name__}")
        if start is not None and not callable(start):
            raise TypeError(f"start must be a function start(size) -> board, not {type(start).__name__}")
        if start is not None and board is not None:
            raise ValueError("give either board (one position) or start (a function of the size), not both")
        self.rules = rules or Rules()
        self._checked = CheckedRules(self.rules)
        self._players = _Players(HUMAN, HUMAN, {})
        self.set_player(BLACK, black, seed=seed)
        self.set_player(WHITE, white, seed=seed)
        self._history: list[_State] = []
        self._ahead: list[_State] = []  # moves stepped back over by ``back``, for ``forward``
        self._first: Colour = check_colour(to_move)
        self._start_function = start
        self._given_board: Board | None = None  # the start position given as one board, kept for new_game
        if board is None:
            opening = self._opening(check_size(8 if size is None else size))
        elif size is not None and size != check_board(board, allow_half_discs=self.rules.allows_half_discs):
            raise ValueError(f"size={size} does not match the {len(board)}x{len(board)} board given")
        else:
            check_board(board, allow_half_discs=self.rules.allows_half_discs)
            opening = copy_board(board)
            self._given_board = copy_board(board)
        self._opening_colour: Colour = self._first
        self._state = self._start(opening, self._first)

    # --- reading the game --------------------------------------------------------

    @property
    def board(self) -> Board:
        """A copy of the board: changing it does not change the game."""
        return copy_board(self._state.board)

    @property
    def size(self) -> int:
        """The number of rows (and columns) of the board."""
        return len(self._state.board)

    @property
    def to_move(self) -> Colour | None:
        """Whose turn it is: ``BLACK``, ``WHITE``, or ``None`` when the game is over."""
        return self._state.to_move

    @property
    def colour_to_move(self) -> Colour:
        """Whose turn it is, ``BLACK`` or ``WHITE``: for a game not over (``GameOverError`` if it is).

        >>> Game(4).colour_to_move == BLACK
        True
        """
        if self._state.to_move is None:
            raise GameOverError(GAME_WORDS.say("game_is_over", result=self.result_text))
        return self._state.to_move

    @property
    def last_move(self) -> Move | None:
        """The square of the last move, or ``None`` at the start."""
        return self._state.last_move

    @property
    def flipped(self) -> tuple[Move, ...]:
        """The discs the last move flipped."""
        return self._state.flipped

    @property
    def events(self) -> tuple[str, ...]:
        """What happened after the last move, in words: passes and the end of the game."""
        return self._state.events

    @property
    def is_over(self) -> bool:
        """Has the game ended (neither player can move)?"""
        return self._state.to_move is None

    @property
    def result(self) -> str | None:
        """``BLACK``, ``WHITE`` or ``DRAW`` once the game is over, else ``None``."""
        return winner(self._state.board) if self.is_over else None

    @property
    def result_text(self) -> str:
        """The result in words, or ``""`` while the game goes on.

        >>> game = Game(board=reference.board_from_text('''
        ...     ● ● ● ●
        ...     ● ● ● ●
        ...     ● ● . .
        ...     . . . .
        ... '''))
        >>> game.result_text
        'Game over: Black 10 - 0 White. Black wins.'
        """
        return result_sentence(self._state.board) if self.is_over else ""

    def legal_moves(self) -> list[Move]:
        """The legal moves of the side to move (``[]`` when the game is over)."""
        return list(self._state.moves)

    def score(self) -> tuple[int, int]:
        """``(black, white)``: how many discs each player has."""
        return count_discs(self._state.board)

    def player(self, colour: Colour) -> PlayerFunction | Literal["human"]:
        """Who plays ``colour``: ``"human"`` or a player function."""
        return self._players.black if check_colour(colour) == BLACK else self._players.white

    def player_name(self, colour: Colour) -> str:
        """The short name of who plays ``colour``: ``"human"``, ``"greedy"``, ... or the function's name.

        >>> Game(black="Random").player_name(BLACK)
        'random'
        """
        return self._players.names[check_colour(colour)]

    def player_label(self, colour: Colour) -> str:
        """How the board and the console name who plays ``colour``: 'Human', 'Greedy', or the function's name.

        >>> Game(white="alphabeta").player_label(WHITE)
        'Alpha-beta (depth 4)'
        """
        name = self.player_name(colour)
        return player_choices().get(name, name)

    def narration(self, moves: int = 1) -> list[str]:
        """The last ``moves`` moves in words, each followed by the passes and the end it brought.

        A computer's move names the player; a human's does not.

        >>> game = Game(4, white="greedy")
        >>> game.play(0, 1)
        >>> game.answer()
        [(0, 0)]
        >>> game.narration(2)
        ['Black played b1, flipping 1 disc.', 'White (Greedy) played a1, flipping 1 disc.']
        """
        states = [*self._history, self._state]
        said: list[str] = []
        for before, after in itertools.pairwise(states[max(0, len(states) - 1 - moves) :]):
            colour, move = before.to_move, after.last_move
            if colour is None or move is None:
                continue
            who = "" if after.by_human else self.player_label(colour)
            said += [move_sentence(colour, move, len(after.flipped), who), *after.events]
        return said

    def set_player(self, colour: Colour, spec: PlayerSpec, *, seed: int | None = None) -> None:
        """Let ``spec`` (``"human"``, a computer player's name or a function) play ``colour``."""
        player = make_player(spec, seed=seed)
        if check_colour(colour) == BLACK:
            self._players.black = player
        else:
            self._players.white = player
        self._players.names[colour] = _short_name(spec, player)

    @property
    def is_computer_turn(self) -> bool:
        """Is it the turn of a computer player?"""
        return self.to_move is not None and self.player(self.to_move) != HUMAN

    @property
    def computer_answers_now(self) -> bool:
        """Should the computer move at once?  Yes on its turn in a game against a human.

        This is the board's turn policy: a human's move is answered at once,
        while two computers move only when asked (``computer_move``).

        >>> Game(4, black="greedy").computer_answers_now
        True
        >>> Game(4, black="greedy", white="greedy").computer_answers_now
        False
        """
        humans = HUMAN in (self._players.black, self._players.white)
        return humans and self.is_computer_turn

    def would_flip(self, row: int, col: int) -> list[Move]:
        """The discs the side to move would flip by playing (row, col), by this game's own rules.

        ``[]`` for a square that is not a legal move.  With your own ``Rules``,
        your ``place_move`` answers (on a copy: the game does not change).

        >>> game = Game(4)
        >>> game.would_flip(0, 1), game.would_flip(0, 0)
        ([(1, 1)], [])
        """
        if self.to_move is None:
            return []
        self._check_square(row, col, self.to_move)
        if (row, col) not in self._state.moves:
            return []
        before = self._state.board
        after = self._checked.place_move(before, row, col, self.to_move)
        return [move for move in changed_squares(before, after) if move != (row, col)]

    def describe_illegal_move(self, row: int, col: int) -> str:
        """Say in words why (row, col) is not a legal move for the side to move ('' if it is),
        by this game's rules.  ``GameOverError`` once the game has ended.

        >>> game = Game(4)
        >>> game.describe_illegal_move(0, 0), game.describe_illegal_move(0, 1)
        ('it does not sandwich any white disc', '')
        """
        colour = self.colour_to_move
        return "" if (row, col) in self._state.moves else self._reason(row, col, colour)

    @property
    def can_undo(self) -> bool:
        """Is there a move to take back?"""
        return bool(self._history)

    # --- changing the game ---------------------------------------------------------

    def play(self, row: int, col: int) -> None:
        """Play the side to move's disc at (row, col), as a human move.

        An illegal move raises ``IllegalMoveError`` (``GameOverError`` once the
        game has ended); the game is then left exactly as it was.

        >>> game = Game(4)
        >>> game.play(0, 0)
        Traceback (most recent call last):
        ...
        othello_lesson.rules.IllegalMoveError: Black cannot play a1 (row 0, col 0): it does not sandwich ...
        """
        colour = self.colour_to_move
        self._check_square(row, col, colour)
        if not self._checked.is_valid_move(self._state.board, row, col, colour):
            raise IllegalMoveError(self._why_illegal(row, col, colour))
        if (row, col) not in self._state.moves:
            name = square_name(row, col)
            problem = f"says {name} is a legal move, but valid_moves_list does not list it"
            raise self._checked.fail("is_valid_move", self._state.board, colour, problem)
        self._commit(self._after_move(row, col, colour, by_human=True))

    def computer_move(self) -> Move:
        """Let the computer player of the side to move play, and return its move.

        >>> game = Game(4, black="greedy")
        >>> game.computer_move()
        (0, 1)
        """
        colour = self.colour_to_move
        function = self.player(colour)
        if function == HUMAN:
            raise ValueError(GAME_WORDS.say("human_to_move", colour=colour_name(colour)))
        move = self._ask_player(function, colour)
        self._commit(self._after_move(*move, colour, by_human=False))
        return move

    def answer(self) -> list[Move]:
        """Let the computer play while it should answer at once (``computer_answers_now``).

        Returns the moves it played: more than one when the human has to pass.
        If the computer player fails on any of them (``StudentFunctionError``),
        none of them is kept: the game is exactly as it was.

        >>> game = Game(4, white="greedy")
        >>> game.play(0, 1)
        >>> game.answer()
        [(0, 0)]
        """
        state, history, ahead = self._state, list(self._history), list(self._ahead)
        moves = []
        try:
            while self.computer_answers_now:
                moves.append(self.computer_move())
        except Exception:
            self._state, self._history, self._ahead = state, history, ahead
            raise
        return moves

    def undo(self) -> int:
        """Take back moves up to and including the last human move; return how many.

        When both colours are computers, the last move is taken back.  Returns
        0 when there is nothing to undo (no move yet, or only computer moves
        in a game with a human player, which would just be played again).
        """
        human = [i for i in range(len(self._history)) if self._next_state(i).by_human]
        if human:
            keep = human[-1]
        elif self._history and HUMAN not in (self._players.black, self._players.white):
            keep = len(self._history) - 1
        else:
            return 0
        count = len(self._history) - keep
        self._state = self._history[keep]
        del self._history[keep:]
        self._ahead.clear()
        return count

    def new_game(self, *, size: int | None = None) -> None:
        """Start again from this game's own start position, on a board of ``size`` (default: the same).

        The start is the one the game was made with: ``start(size)`` for a
        start function, the board given (and its side to move) on that board's
        size, else the usual cross start.  A bad size leaves the game as it was.

        >>> from othello_lesson.variants import parallel_start
        >>> game = Game(4, start=parallel_start)
        >>> game.play(1, 0)
        >>> game.new_game()
        >>> game.board == parallel_start(4), game.to_move == BLACK
        (True, True)
        """
        opening = self._opening(check_size(self.size if size is None else size))
        first = self._opening_colour if self._is_own_start(len(opening)) else BLACK
        state = self._start(opening, first)
        self._history.clear()
        self._ahead.clear()
        self._first = first
        self._state = state

    # --- the record of the game, and replaying it ------------------------------------

    @property
    def record(self) -> str:
        """The moves so far in the standard notation, ``pa`` for a pass: copy it to keep or share the game.

        >>> game = Game(4)
        >>> game.play(0, 1)
        >>> game.play(0, 0)
        >>> game.record
        'b1a1'
        """
        states = [*self._history, self._state]
        played = [
            (before.to_move, after.last_move)
            for before, after in itertools.pairwise(states)
            if before.to_move is not None and after.last_move is not None  # always: a move was played
        ]
        return format_record(with_passes(played, first=self._first))

    @classmethod
    def from_record(
        cls,
        record: str,
        *,
        size: int = 8,
        board: Board | None = None,
        to_move: Colour = BLACK,
        black: PlayerSpec = HUMAN,
        white: PlayerSpec = HUMAN,
        rules: Rules | None = None,
        seed: int | None = None,
    ) -> Game:
        """A game with every move of ``record`` played (from the start, or from ``board``), by ``rules``.

        A malformed or illegal record raises ``RecordError`` naming its first
        bad move, and no game is made.  ``back`` and ``forward`` then step
        through the moves.

        >>> game = Game.from_record("b1a1", size=4)
        >>> game.back(), game.record, game.moves_ahead
        (True, 'b1', 1)
        >>> Game.from_record("b1b1", size=4)
        Traceback (most recent call last):
        ...
        othello_lesson.records.RecordError: move 2, 'b1': White cannot play b1: the square is already taken
        """
        game = cls(
            None if board is not None else size,
            board=board,
            to_move=to_move,
            black=black,
            white=white,
            rules=rules,
            seed=seed,
        )
        played = play_record(record, board=game.board, to_move=to_move, rules=game._record_rules)
        for colour, move in zip(played.colours, played.moves, strict=True):
            if move is not None:
                game._commit(game._after_move(*move, colour, by_human=True))
        return game

    def load_record(self, record: str) -> int:
        """Start again from the opening position and play every move of ``record``; return how many.

        The players stay.  A malformed or illegal record raises ``RecordError``
        naming its first bad move, and the game is left exactly as it was.

        >>> game = Game(4)
        >>> game.load_record("b1a1")
        2
        >>> game.load_record("b1b1")
        Traceback (most recent call last):
        ...
        othello_lesson.records.RecordError: move 2, 'b1': White cannot play b1: the square is already taken
        >>> game.record
        'b1a1'
        """
        opening = self._opening(self.size)
        first = self._opening_colour if self._is_own_start(self.size) else BLACK
        played = play_record(record, board=opening, to_move=first, rules=self._record_rules)
        self.new_game()
        for colour, move in zip(played.colours, played.moves, strict=True):
            if move is not None:
                self._commit(self._after_move(*move, colour, by_human=True))
        return len(played.moves)

    @property
    def moves_ahead(self) -> int:
        """How many moves ``forward`` can play again after stepping ``back``."""
        return len(self._ahead)

    def back(self) -> bool:
        """Step one move back, keeping it to replay with ``forward``; False at the start.

        Unlike ``undo``, this always steps over exactly one move (the
        computer's too), so a whole game can be watched again, move by move.
        """
        if not self._history:
            return False
        self._ahead.append(self._state)
        self._state = self._history.pop()
        return True

    def forward(self) -> bool:
        """Play again the move ``back`` stepped over; False when there is none."""
        if not self._ahead:
            return False
        self._history.append(self._state)
        self._state = self._ahead.pop()
        return True

    # --- inside ----------------------------------------------------------------------

    @property
    def _record_rules(self) -> CheckedRules | None:
        """The rules a record is played by: ``None`` for Othello's own (their messages say more)."""
        return None if self.rules == Rules() else self._checked

    def _is_own_start(self, size: int) -> bool:
        """Does a new game of ``size`` start from this game's own start (not the cross)?"""
        return self._start_function is not None or (
            self._given_board is not None and len(self._given_board) == size
        )

    def _opening(self, size: int) -> Board:
        """A copy of the board a new game of ``size`` starts from."""
        if self._start_function is not None:
            board = self._start_function(size)
            if check_board(board, allow_half_discs=self.rules.allows_half_discs) != size:
                raise ValueError(f"start({size}) made a {len(board)}x{len(board)} board, not {size}x{size}")
            return copy_board(board)
        if self._given_board is not None and len(self._given_board) == size:
            return copy_board(self._given_board)
        return initialize_board(size)

    def _next_state(self, index: int) -> _State:
        return self._history[index + 1] if index + 1 < len(self._history) else self._state

    def _commit(self, state: _State) -> None:
        self._history.append(self._state)
        self._state = state
        self._ahead.clear()  # a new move starts a new line of play

    def _check_square(self, row: object, col: object, colour: Colour) -> None:
        if not (is_int(row) and is_int(col)):
            raise TypeError(f"row and col must be ints, not {row!r} and {col!r}")
        if not (0 <= row < self.size and 0 <= col < self.size):
            raise IllegalMoveError(
                GAME_WORDS.say(
                    "cannot_play_off_board", colour=colour_name(colour), row=row, col=col, last=self.size - 1
                )
            )

    def _why_illegal(self, row: int, col: int, colour: Colour) -> str:
        reason = self._reason(row, col, colour)
        name = colour_name(colour)
        square = square_name(row, col)
        return GAME_WORDS.say("cannot_play", colour=name, square=square, row=row, col=col, reason=reason)

    def _reason(self, row: int, col: int, colour: Colour) -> str:
        """Why (row, col) is not a move for ``colour``: in Othello's words, but on a board
        with half discs (which Othello's words do not know) in words for any rules."""
        board, size = self._state.board, self.size
        if not self.rules.allows_half_discs and not describe_illegal_move(board, row, col, colour):
            return GAME_WORDS.say("not_valid_says_student")
        if not (0 <= row < size and 0 <= col < size):
            return GAME_WORDS.say("off_board", last=size - 1)
        if board[row][col] != EMPTY:
            return GAME_WORDS.say("taken")
        if not self.rules.allows_half_discs:  # the words of rules.describe_illegal_move
            key = "sandwiches_no_black" if opponent(colour) == BLACK else "sandwiches_no_white"
            return GAME_WORDS.say(key)
        return GAME_WORDS.say("flips_nothing_here")

    def _ask_player(self, function: PlayerFunction, colour: Colour) -> Move:
        board = self._state.board
        answer = ask_move(function, board, colour, legal_moves=self._state.moves, on_bad_answer="forfeit")
        if isinstance(answer, Forfeit):
            lower = GAME_WORDS.say("black_lower" if colour == BLACK else "white_lower")
            label = GAME_WORDS.say("player_of_colour", colour=lower, name=answer.name)
            raise StudentFunctionError(label, board, colour, answer.problem) from answer.error
        return answer

    def _after_move(self, row: int, col: int, colour: Colour, *, by_human: bool) -> _State:
        before = self._state.board
        after = copy_board(self._checked.place_move(before, row, col, colour))
        flipped = tuple(move for move in changed_squares(before, after) if move != (row, col))
        state = self._start(after, opponent(colour))
        return replace(state, last_move=(row, col), flipped=flipped, by_human=by_human)

    def _start(self, board: Board, to_move: Colour) -> _State:
        """The state with ``to_move`` to play on ``board``, after any passes."""
        moves = self._checked.valid_moves_list(board, to_move)
        if moves:
            return _State(board, to_move, moves)
        other = opponent(to_move)
        moves = self._checked.valid_moves_list(board, other)
        if not moves:
            state = _State(board, None, [])
            return replace(state, events=(result_sentence(board),))
        return _State(board, other, moves, events=(pass_sentence(to_move),))

    def _repr_svg_(self) -> str:
        from .svg import game_svg  # the model never needs the pictures until it is shown

        return game_svg(self)

    def __repr__(self) -> str:
        black, white = self.score()
        turn = "over" if self.to_move is None else f"{COLOUR_NAMES[self.to_move]} to move"
        return f"<Game {self.size}x{self.size}, Black {black} - {white} White, {turn}>"


__all__ = [
    "GAME_WORDS",
    "Game",
    "GameOverError",
    "Rules",
    "StudentFunctionError",
    "colour_and_player",
    "colour_name",
    "move_sentence",
    "pass_sentence",
    "result_sentence",
]

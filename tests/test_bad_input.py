"""Arbitrary values thrown at every public function: each works, or says clearly what was wrong.

Every function of the package's API (the rules, the text pictures, the
players, perft and the ``Game`` model's public methods) is called with values
drawn from a wide mix: real boards, boards with shared rows or lists in their
squares, near-boards, strings, bytes, numbers (huge ones too), None, nested
lists and dicts.  Each call must either work or raise one of the documented
errors (``TypeError`` or ``ValueError``, which ``BoardError``,
``IllegalMoveError`` and ``StudentFunctionError`` are) with a message, and the
board it was given must be exactly as it was afterwards (``place_move``
changes it only when the move is legal).
"""

from __future__ import annotations

import contextlib
import copy
import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from othello_lesson import game as game_module
from othello_lesson import perft as perft_module
from othello_lesson import players, rules, text
from othello_lesson.game import Game
from othello_lesson.rules import BLACK, EMPTY, WHITE

DOCUMENTED = (TypeError, ValueError)
# The same examples every run, so that CI is repeatable; set derandomize=False to explore further.
FUZZ = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)

squares = st.sampled_from([BLACK, WHITE, EMPTY])
odd_squares = st.one_of(squares, st.sampled_from(["x", "", "●●", 0, None, [EMPTY], 1.5, b" "]))


@st.composite
def real_boards(draw):
    size = draw(st.sampled_from([4, 6, 8]))
    return [[draw(squares) for _ in range(size)] for _ in range(size)]


@st.composite
def broken_boards(draw):
    """Boards that are almost right: one thing is wrong with each."""
    board = draw(real_boards())
    size = len(board)
    row, col = draw(st.integers(0, size - 1)), draw(st.integers(0, size - 1))
    kind = draw(st.sampled_from(["square", "shared", "lists", "short", "tuple-row", "extra-row", "str-row"]))
    if kind == "square":
        board[row][col] = draw(odd_squares)
    elif kind == "shared":
        board[(row + 1) % size] = board[row]
    elif kind == "lists":
        board = [[[square] for square in line] for line in board]
    elif kind == "short":
        board[row] = board[row][:col]
    elif kind == "tuple-row":
        board[row] = tuple(board[row])
    elif kind == "extra-row":
        board.append(list(board[0]))
    else:
        board[row] = "".join(board[row])
    return board


anything = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**30, max_value=10**60),
    st.floats(allow_nan=True),
    st.text(max_size=20),
    st.binary(max_size=10),
    st.lists(st.text(max_size=5), max_size=5),
    st.lists(st.lists(odd_squares, max_size=6), max_size=6),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=3),
    st.tuples(st.integers(), st.integers()),
)
boards = st.one_of(real_boards(), broken_boards(), anything)
colours = st.one_of(st.sampled_from([BLACK, WHITE]), anything)
coordinates = st.one_of(st.integers(-2, 9), anything)
sizes = st.one_of(st.sampled_from([4, 5, 6, 8, 26, 28, 0, -4]), anything)
texts = st.one_of(
    st.builds(rules.board_to_text, real_boards()),
    st.text(alphabet=".●○BWXOxo \t\n?", max_size=80),
    anything,
)
names = st.one_of(
    st.from_regex(r"\A[a-zA-Z][0-9]{1,3}\Z"),
    st.text(max_size=8),
    st.sampled_from(["a²", "a١", "d3", "D3 ", "a" + "9" * 5000, "１２"]),
    anything,
)
depths = st.one_of(st.integers(-3, 3), st.floats(), st.none(), st.text(max_size=3))


def call(function, *args, **kwargs):
    """Call ``function``; a documented error must say something.  Return what it returned, or None."""
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            return function(*args, **kwargs)
    except DOCUMENTED as error:
        assert str(error).strip(), f"{type(error).__name__} without a message from {function.__name__}"
        return None


def unchanged(value):
    return copy.deepcopy(value)


def same(value, before):
    """Is ``value`` still what it was?  (``repr`` too, as ``nan`` is never equal to itself.)"""
    return value == before or repr(value) == repr(before)


# --- the rules ---------------------------------------------------------------------


@FUZZ
@given(board=boards, row=coordinates, col=coordinates, player=colours)
def test_move_functions(board, row, col, player):
    before = unchanged(board)
    for function in (rules.flipped_discs, rules.is_valid_move, rules.describe_illegal_move):
        call(function, board, row, col, player)
        assert same(board, before), function.__name__
    legal = call(rules.is_valid_move, board, row, col, player)
    result = call(rules.place_move, board, row, col, player)
    if not legal:
        assert result is None and same(board, before), "an illegal or malformed move changed the board"


@FUZZ
@given(board=boards, player=colours)
def test_position_functions(board, player):
    before = unchanged(board)
    for function in (rules.valid_moves_list, rules.has_valid_move, rules.next_player, perft_module.perft):
        args = (board, player, 1) if function is perft_module.perft else (board, player)
        call(function, *args)
        assert same(board, before), function.__name__


@FUZZ
@given(board=boards)
def test_whole_board_functions(board):
    before = unchanged(board)
    functions = (
        rules.check_board,
        rules.copy_board,
        rules.count_discs,
        rules.winner,
        rules.is_game_over,
        rules.board_to_text,
        text.format_board,
        text.print_board,
        text.format_winner,
        text.print_winner,
    )
    for function in functions:
        call(function, board)
        assert same(board, before), function.__name__


@FUZZ
@given(value=anything, size=sizes, player=colours)
def test_small_functions(value, size, player):
    call(rules.initialize_board, size)
    call(rules.check_size, size)
    call(rules.check_player, player)
    call(rules.opponent, player)
    call(rules.square_name, value, value)


@FUZZ
@given(row=coordinates, col=coordinates)
def test_square_name(row, col):
    call(rules.square_name, row, col)


@FUZZ
@given(name=names, size=st.one_of(st.none(), sizes))
def test_square_from_name(name, size):
    found = call(rules.square_from_name, name, size)
    if found is not None:
        row, col = found
        limit = 26 if size is None else size
        assert 0 <= row < limit and 0 <= col < limit
        assert rules.square_name(row, col) == name.strip().lower()


@FUZZ
@given(picture=texts)
def test_board_from_text(picture):
    board = call(rules.board_from_text, picture)
    if board is not None:
        assert rules.check_board(board) == len(board)


# --- players and perft ---------------------------------------------------------------

PLAYERS = [
    players.first_move_player,
    players.greedy_player,
    players.random_player(seed=1),
    *players.computer_players(seed=1).values(),
]


@FUZZ
@given(board=boards, colour=colours, which=st.integers(0, len(PLAYERS) - 1))
def test_players(board, colour, which):
    before = unchanged(board)
    move = call(PLAYERS[which], board, colour)
    assert same(board, before)
    if move is not None:
        assert move in rules.valid_moves_list(board, colour)


@FUZZ
@given(board=boards, player=colours, depth=depths)
def test_perft(board, player, depth):
    before = unchanged(board)
    count = call(perft_module.perft, board, player, depth)
    assert same(board, before)
    if count is not None:
        assert isinstance(count, int) and count >= 1


@FUZZ
@given(black=st.one_of(st.sampled_from(PLAYERS), anything), size=sizes)
def test_play_game(black, size):
    call(players.play_game, black, players.first_move_player, size=size)


# --- the Game model ------------------------------------------------------------------

specs = st.one_of(st.sampled_from(["human", "greedy", "random", "Greedy", "nobody", ""]), anything)


@FUZZ
@given(
    size=st.one_of(st.none(), sizes),
    board=st.one_of(st.none(), boards),
    to_move=colours,
    black=specs,
    white=specs,
    rules_given=st.one_of(st.none(), st.just(game_module.Rules()), anything),
    seed=st.one_of(st.none(), st.integers(), anything),
)
def test_making_a_game(size, board, to_move, black, white, rules_given, seed):
    before = unchanged(board)
    call(Game, size, board=board, to_move=to_move, black=black, white=white, rules=rules_given, seed=seed)
    assert same(board, before)


@FUZZ
@given(
    actions=st.lists(
        st.one_of(
            st.tuples(st.just("play"), coordinates, coordinates),
            st.tuples(st.just("computer_move")),
            st.tuples(st.just("undo")),
            st.tuples(st.just("new_game"), st.one_of(st.none(), sizes)),
            st.tuples(st.just("set_player"), colours, specs),
            st.tuples(st.just("player"), colours),
            st.tuples(st.just("player_name"), colours),
            st.tuples(st.just("legal_moves")),
            st.tuples(st.just("score")),
        ),
        max_size=12,
    )
)
def test_the_game_methods(actions):
    game = Game(4, white="greedy")
    for name, *args in actions:
        method = getattr(game, name)
        if name == "new_game":
            call(method, size=args[0])
        else:
            call(method, *args)
        assert rules.check_board(game.board) == game.size
        assert game.to_move in (BLACK, WHITE, None)

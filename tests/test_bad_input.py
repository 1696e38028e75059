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

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from othello_lesson import endgame, fast_search, players, rules, search, text, tournament, variants
from othello_lesson import game as game_module
from othello_lesson import perft as perft_module
from othello_lesson import records as records_module
from othello_lesson.boards import REPRESENTATIONS, fast_bitboard
from othello_lesson.evaluation import disc_difference
from othello_lesson.game import Game
from othello_lesson.rules import BLACK, EMPTY, MAX_DEPTH, WHITE

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
@given(board=boards, row=coordinates, col=coordinates, colour=colours)
def test_move_functions(board, row, col, colour):
    before = unchanged(board)
    for function in (rules.flipped_discs, rules.is_valid_move, rules.describe_illegal_move):
        call(function, board, row, col, colour)
        assert same(board, before), function.__name__
    legal = call(rules.is_valid_move, board, row, col, colour)
    result = call(rules.place_move, board, row, col, colour)
    if not legal:
        assert result is None and same(board, before), "an illegal or malformed move changed the board"


@FUZZ
@given(
    board=boards,
    row=coordinates,
    col=coordinates,
    dr=st.one_of(st.integers(-2, 2), anything),
    dc=st.one_of(st.integers(-2, 2), anything),
    colour=colours,
)
def test_the_walk_in_one_direction(board, row, col, dr, dc, colour):
    before = unchanged(board)
    flips = call(rules.flips_in_direction, board, row, col, dr, dc, colour)
    assert same(board, before)
    if flips:
        assert set(flips) <= set(rules.flipped_discs(board, row, col, colour))


@FUZZ
@given(board=boards, colour=colours)
def test_position_functions(board, colour):
    before = unchanged(board)
    for function in (rules.valid_moves_list, rules.has_valid_move, rules.next_player, perft_module.perft):
        args = (board, colour, 1) if function is perft_module.perft else (board, colour)
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
@given(value=anything, size=sizes, colour=colours)
def test_small_functions(value, size, colour):
    call(rules.initialize_board, size)
    call(rules.check_size, size)
    call(rules.check_colour, colour)
    call(rules.opponent, colour)
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
@given(board=boards, colour=colours, depth=depths)
def test_perft(board, colour, depth):
    before = unchanged(board)
    count = call(perft_module.perft, board, colour, depth)
    assert same(board, before)
    if count is not None:
        assert isinstance(count, int) and count >= 1


@FUZZ
@given(board=real_boards(), colour=st.sampled_from([BLACK, WHITE]), depth=st.one_of(depths, anything))
def test_every_perft_checks_its_depth(board, colour, depth):
    """The lesson's perft and every representation's: a depth that is not a whole number of plies is named."""
    good = isinstance(depth, int) and not isinstance(depth, bool) and 0 <= depth <= MAX_DEPTH
    engines = [("lesson", perft_module.perft, board)] + [
        (name, module.perft, module.from_lists(board)) for name, module in REPRESENTATIONS.items()
    ]
    engines.append(("fast bitboard", fast_bitboard.perft, fast_bitboard.from_lists(board)))
    for name, perft, position in engines:
        if good:
            assert perft(position, colour, min(depth, 2)) >= 1, name
            continue
        try:
            perft(position, colour, depth)
        except (TypeError, ValueError) as error:
            assert "perft's depth must be" in str(error), (name, str(error))
        else:
            raise AssertionError(f"{name}'s perft accepted the depth {depth!r}")


@FUZZ
@given(black=st.one_of(st.sampled_from(PLAYERS), anything), size=sizes)
def test_play_game(black, size):
    call(players.play_game, black, players.first_move_player, size=size)


not_players = st.one_of(anything, st.sampled_from(["greedy", "random", "nobody"]))


@FUZZ
@given(player=not_players, colour=st.sampled_from(["black", "white"]), size=st.sampled_from([4, 6]))
def test_a_player_that_is_not_a_function_is_named(player, colour, size):
    """play_game and the referee name the argument that is not a player, before any move is played."""
    given = {"black": players.first_move_player, "white": players.first_move_player, colour: player}
    for play in (players.play_game, tournament.referee):
        try:
            play(given["black"], given["white"], size=size)
        except TypeError as error:
            assert str(error).startswith(f"{colour} must be a player function"), str(error)
        else:
            raise AssertionError(f"{play.__name__} accepted {player!r} as a player")


@FUZZ
@given(
    first=st.one_of(st.sampled_from(["greedy", players.first_move_player]), not_players),
    games=st.one_of(st.integers(0, 2), anything),
    size=st.sampled_from([4, 5, 0, -4, 28, 4.0, "4", None, True]),  # no big board: whole games are played
    seed=st.one_of(st.integers(0, 3), anything),
    opening_moves=st.one_of(st.none(), st.integers(-1, 3), anything),
    progress=st.one_of(st.none(), st.just(lambda: None), anything),
)
def test_a_match_checks_what_it_is_given(first, games, size, seed, opening_moves, progress):
    settings_given = {"games": games, "size": size, "seed": seed, "opening_moves": opening_moves}
    result = call(tournament.match, first, "first_move", progress=progress, **settings_given)
    if result is not None:
        assert len(result.games) == games
    if not (callable(first) or (isinstance(first, str) and first in players.PLAYER_LABELS)):
        assert result is None, f"a match was played with {first!r} as a player"


@FUZZ
@given(
    entrants=st.one_of(
        st.lists(not_players, max_size=3),
        st.dictionaries(st.text(max_size=3), not_players, max_size=3),
        anything,
    )
)
def test_a_round_robin_checks_every_player_first(entrants):
    call(tournament.round_robin, entrants, games=1, size=4, progress=False)


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


# --- the Game model's newer methods: what a move would flip, the answer, records, replay ----------


def _raises(board, colour):
    raise RuntimeError("a bug in the player")


def _silent(board, colour):
    return None


def _as_list(board, colour):
    return list(rules.valid_moves_list(board, colour)[0])


def _as_floats(board, colour):
    row, col = rules.valid_moves_list(board, colour)[0]
    return float(row), float(col)


def _illegal(board, colour):
    return (0, 0) if board[0][0] != EMPTY else (len(board), len(board))


def _vandal(board, colour):
    """Plays a legal move after scribbling on its copy of the board."""
    move = rules.valid_moves_list(board, colour)[0]
    for row in board:
        row[:] = [colour] * len(row)
    return move


def _huge(board, colour):
    return 10**5000, 0


BAD_PLAYERS = [_raises, _silent, _as_list, _as_floats, _illegal, _vandal, _huge]
player_specs = st.one_of(
    st.sampled_from(["human", "greedy", "first_move", "random"]), st.sampled_from(BAD_PLAYERS), specs
)
records = st.one_of(
    st.sampled_from(
        ["", "b1", "b1a1", "b1b1", "B1 a1, pa", "pa", "b1x", "z9", "b١", "b1a١", "b²", "c4" * 40]
    ),
    st.sampled_from([[(0, 1)], [(0, 1), (0.0, 0)], [None], [(0, 1), "a1"], b"b1", [(10**5000, 0)]]),
    st.text(alphabet="abcdpa1234 ,x", max_size=12),
    anything,
)


def snapshot(game):
    """Everything a user can read from a game, to compare before and after a call that failed."""
    return (
        game.board,
        game.to_move,
        game.record,
        game.last_move,
        game.flipped,
        game.events,
        game.moves_ahead,
        game.can_undo,
        game.player_name(BLACK),
        game.player_name(WHITE),
    )


def refuses_or_works(game, name, *args):
    """Call ``game.name(*args)``: it works, or raises a documented error and leaves the game unchanged.

    Return what it returned and the error it raised (one of them is None).
    """
    before = snapshot(game)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            return getattr(game, name)(*args), None
    except DOCUMENTED as error:
        assert str(error).strip(), f"{type(error).__name__} without a message from Game.{name}"
        assert snapshot(game) == before, f"Game.{name}{args!r} failed ({error}) and changed the game"
        return None, error


def as_written(record):
    """A record as the game writes it back: lower case, without the spaces and commas between moves."""
    return "".join(record.lower().replace(",", " ").split())


@FUZZ
@given(
    black=st.one_of(st.just("human"), player_specs),
    white=st.one_of(st.sampled_from(BAD_PLAYERS), player_specs),
    actions=st.lists(
        st.one_of(
            st.tuples(st.just("play a legal move"), st.integers(0, 9)),
            st.tuples(st.just("play"), coordinates, coordinates),
            st.tuples(st.just("would_flip"), coordinates, coordinates),
            st.tuples(st.just("answer")),
            st.tuples(st.just("computer_move")),
            st.tuples(st.just("load_record"), records),
            st.tuples(st.just("back")),
            st.tuples(st.just("forward")),
            st.tuples(st.just("undo")),
            st.tuples(st.just("set_player"), colours, player_specs),
        ),
        max_size=14,
    ),
)
@example(black="human", white=_as_floats, actions=[("play a legal move", 0), ("answer",)])
@example(black="human", white=_huge, actions=[("play a legal move", 0), ("answer",)])
@example(black=_as_floats, white="human", actions=[("computer_move",)])
@example(black="human", white="human", actions=[("load_record", "b1a١")])
@example(black=_raises, white=_raises, actions=[("answer",)])  # not asked: nothing to refuse
def test_the_newer_game_methods(black, white, actions):
    game = refuses_or_works_to_make(black, white)
    if game is None:
        return
    for name, *args in actions:
        before, to_move = game.board, game.to_move
        # answer() asks the computer only after a human's move; computer_move() asks it always.
        asked = game.computer_answers_now if name == "answer" else game.is_computer_turn
        if name == "play a legal move":
            moves = game.legal_moves()
            name, args = "play", list(moves[args[0] % len(moves)] if moves else (0, 0))
        result, error = refuses_or_works(game, name, *args)
        if name in ("answer", "computer_move") and asked and game.player(to_move) in BAD_PLAYERS:
            assert error is not None, f"{game.player_name(to_move)}'s answer was played"
            assert game.player_name(to_move) in str(error), f"the error does not name the player: {error}"
            assert game.board == before and game.to_move == to_move, "a refused answer changed the game"
        if name == "answer" and not asked:
            assert error is None and result == [] and game.board == before, "answer() played when not asked"
        if name == "load_record" and error is None:
            assert game.record == as_written(args[0]), "the game is not the record it was given"
        if name == "would_flip" and result is not None:
            assert game.board == before, "would_flip changed the game"
            assert all(game.board[r][c] == rules.opponent(game.to_move) for r, c in result)
        if name in ("back", "forward") and result is not None:
            assert isinstance(result, bool)
        assert rules.check_board(game.board) == game.size
        assert game.to_move in (BLACK, WHITE, None)
        assert Game.from_record(game.record, size=game.size).board == game.board, "the record is the game"


def refuses_or_works_to_make(black, white):
    try:
        return Game(4, black=black, white=white)
    except DOCUMENTED as error:
        assert str(error).strip()
        return None


@FUZZ
@given(
    record=records,
    size=st.one_of(st.sampled_from([4, 6, 8]), sizes),
    board=st.one_of(st.none(), real_boards(), anything),
    to_move=colours,
)
@example(record="b1a١", size=4, board=None, to_move=BLACK)  # a Unicode digit is not a row number
@example(record=b"b1", size=4, board=None, to_move=BLACK)
@example(record=[(0, 1), (0.0, 0)], size=4, board=None, to_move=BLACK)
@example(record=[(10**5000, 0)], size=4, board=None, to_move=BLACK)
@example(record="b1", size="4", board=None, to_move=BLACK)
@example(record="b1", size=4, board=5, to_move=BLACK)
def test_a_game_from_a_record(record, size, board, to_move):
    before = unchanged(board)
    game = call(Game.from_record, record, size=size, board=board, to_move=to_move)
    assert same(board, before)
    if game is not None and isinstance(record, str):
        assert game.record == as_written(record), "the game is not the record it was given"
    if game is not None and not isinstance(record, str):
        assert isinstance(record, list) and game.record == records_module.format_record(record)


@FUZZ
@given(
    record=records,
    size=st.one_of(st.sampled_from([4, 8]), sizes),
    where=st.sampled_from(["file", "dir", "missing"]),
)
def test_saving_and_loading_a_record(record, size, where, tmp_path_factory):
    """A record that does not play writes nothing, loading only reads, and a bad path is an OSError."""
    folder = tmp_path_factory.mktemp("records")
    kept = folder / "kept.txt"
    kept.write_text("b1a1\n", encoding="utf-8")
    path = {"file": kept, "dir": folder, "missing": folder / "no such folder" / "game.txt"}[where]
    try:
        saved = records_module.save_record(path, record, size=size)
    except (*DOCUMENTED, OSError) as error:
        assert str(error).strip()
        assert kept.read_text(encoding="utf-8") == "b1a1\n", "a refused record changed the file"
        assert sorted(p.name for p in folder.iterdir()) == ["kept.txt"], "a refused record left a file"
        return
    loaded = records_module.load_record(saved, size=size)
    assert loaded.record == records_module.play_record(record, size=size).record


@FUZZ
@given(
    board=st.one_of(real_boards().filter(lambda board: len(board) == 4), broken_boards(), anything),
    colour=colours,
    depth=st.one_of(depths, anything),
    evaluate=st.one_of(st.just(disc_difference), anything),
)
def test_every_search_checks_what_it_is_given(board, colour, depth, evaluate):
    """minimax, alpha-beta (readable and on bitboards), move_values and best_move refuse a bad depth at once.

    A depth below 0 or between whole numbers never reaches 0: unchecked, the
    search would quietly run to the end of the game.
    """
    good = isinstance(depth, int) and not isinstance(depth, bool) and 0 <= depth <= 3
    searches = [search.minimax, search.alphabeta, fast_search.alphabeta_fast]
    for function in [*searches, search.move_values, search.best_move, fast_search.best_move_fast]:
        before = unchanged(board)
        value = call(function, board, colour, depth, evaluate)
        assert same(board, before), function.__name__
        if value is not None:
            assert good, f"{function.__name__} searched with the depth {depth!r}"
        if not (isinstance(depth, int) and not isinstance(depth, bool)) or depth < 0:
            with pytest.raises(ValueError, match="depth must be a whole number"):
                function(real_start(), BLACK, depth, disc_difference)


def real_start():
    return rules.initialize_board(4)


@FUZZ
@given(board=boards, colour=colours)
def test_the_exact_solver(board, colour):
    if isinstance(board, list) and len(board) > 4:
        board = board[:4]  # solving is exact: keep the boards small enough to finish
    before = unchanged(board)
    for solve in (search.solve, fast_search.solve_fast, endgame.solve_endgame):
        solution = call(solve, board, colour)
        assert same(board, before), solve.__name__
        if solution is not None:
            assert solution.move is None or solution.move in rules.valid_moves_list(board, colour)


@FUZZ
@given(player=not_players, colour=st.sampled_from(["black", "white"]))
def test_a_variant_game_names_a_player_that_is_not_a_function(player, colour):
    given = {"black": players.first_move_player, "white": players.first_move_player, colour: player}
    with pytest.raises(TypeError, match=f"^{colour} must be a player function"):
        variants.play_variant_game(given["black"], given["white"], size=4)


@FUZZ
@given(board=boards, colour=colours, name=st.one_of(st.sampled_from(["alphabeta", "minimax"]), anything))
def test_the_analysis(board, colour, name):
    before = unchanged(board)
    values = call(fast_search.analyse, board, colour, name)
    assert same(board, before)
    if values is not None:
        assert sorted(values) == rules.valid_moves_list(board, colour)


def test_an_answer_that_fails_on_its_second_move_keeps_neither():
    """White answers, Black must pass, White's second answer raises: the game is as it was before."""
    calls = []

    def once(board, colour):
        calls.append(colour)
        if len(calls) > 1:
            raise RuntimeError("a bug on the second move")
        return rules.valid_moves_list(board, colour)[0]

    board = rules.board_from_text("""
        . ● ○ .
        . ● ● .
        . ● ● ●
        . . . .
    """)
    game = Game(board=board, to_move=WHITE, white=once)
    before = snapshot(game)
    try:
        game.answer()
    except game_module.StudentFunctionError as error:
        assert "a bug on the second move" in str(error)
    else:
        raise AssertionError("the failing answer was kept")
    assert len(calls) == 2, "the human did not have to pass after the first answer"
    assert snapshot(game) == before

"""The game model: turns, passes, the end, undo, players and students' rule functions."""

import pytest

from othello_lesson import rules
from othello_lesson.game import Game, GameOverError, Rules, StudentFunctionError
from othello_lesson.players import (
    computer_players,
    first_move_player,
    greedy_player,
    make_player,
    play_game,
    player_choices,
    random_player,
)
from othello_lesson.rules import BLACK, DRAW, WHITE, IllegalMoveError, board_from_text
from othello_lesson.variants import handicap_start, parallel_start

# Black plays b1 (row 0, col 1), flipping b2 and b3; then White has no move and passes.
PASS_POSITION = """
    ● . ○ .
    ● ○ ○ ○
    ○ ○ ○ ○
    ● ● ● ●
"""

ENDING_POSITION = """
    ● ● ● ●
    ● ● ● ●
    ● ○ . .
    . . . .
"""


def snapshot(game):
    return (
        game.board,
        game.to_move,
        game.last_move,
        game.flipped,
        game.events,
        game.legal_moves(),
        game.can_undo,
    )


# --- starting -----------------------------------------------------------------------


@pytest.mark.parametrize("size", [4, 6, 8, 10])
def test_new_game_opening(size):
    game = Game(size)
    assert game.board == rules.initialize_board(size)
    assert game.to_move == BLACK
    assert game.legal_moves() == rules.valid_moves_list(game.board, BLACK)
    assert game.score() == (2, 2)
    assert game.last_move is None and game.flipped == () and game.events == ()
    assert not game.is_over and game.result is None and game.result_text == ""


@pytest.mark.parametrize("size", [3, 5, 0, 28])
def test_bad_size_is_a_clear_error(size):
    with pytest.raises(ValueError, match="board size must be an even number"):
        Game(size)


def test_size_must_be_an_int():
    with pytest.raises(TypeError, match="board size must be an int"):
        Game("8")


def test_bad_player_names_are_clear_errors():
    with pytest.raises(ValueError, match="unknown player 'robot'"):
        Game(white="robot")
    with pytest.raises(ValueError, match="unknown player"):
        Game(black=42)
    with pytest.raises(ValueError, match="colour must be BLACK"):
        Game(to_move="x")


def test_size_must_match_the_board_given():
    assert Game(4, board=rules.initialize_board(4)).size == 4
    with pytest.raises(ValueError, match="size=6 does not match the 4x4 board"):
        Game(6, board=rules.initialize_board(4))


def test_bad_board_is_a_clear_error():
    with pytest.raises(rules.BoardError):
        Game(board=[[" "] * 4] * 3)


def test_rules_must_be_a_rules_object():
    with pytest.raises(TypeError, match="Rules"):
        Game(rules=rules.is_valid_move)


def test_board_is_a_copy():
    start = rules.initialize_board(4)
    game = Game(board=start)
    start[0][0] = BLACK
    game.board[0][1] = WHITE
    assert game.board == rules.initialize_board(4)


# --- moves ----------------------------------------------------------------------------


def test_play_a_legal_move():
    game = Game(4)
    game.play(0, 1)
    assert game.board == board_from_text(". ● . .\n. ● ● .\n. ● ○ .\n. . . .")
    assert game.last_move == (0, 1)
    assert game.flipped == ((1, 1),)
    assert game.to_move == WHITE
    assert game.score() == (4, 1)


@pytest.mark.parametrize(
    ("row", "col", "reason"),
    [(0, 0, "does not sandwich"), (1, 1, "already taken"), (4, 0, "off the board"), (-1, 2, "off the board")],
)
def test_illegal_move_leaves_the_game_unchanged(row, col, reason):
    game = Game(4)
    before = snapshot(game)
    with pytest.raises(IllegalMoveError, match=reason):
        game.play(row, col)
    assert snapshot(game) == before


def test_move_must_be_ints():
    with pytest.raises(TypeError, match="must be ints"):
        Game(4).play("a", 1)


def test_computer_move_plays_for_its_colour():
    game = Game(4, white=greedy_player)
    game.play(0, 1)
    assert game.is_computer_turn
    move = game.computer_move()
    assert game.last_move == move
    assert game.to_move == BLACK


def test_computer_move_refuses_a_human_turn():
    with pytest.raises(ValueError, match="is a human"):
        Game(4).computer_move()


def test_pass_is_announced_in_words():
    game = Game(board=board_from_text(PASS_POSITION))
    assert game.legal_moves() == [(0, 1), (0, 3)]
    game.play(0, 1)
    assert game.flipped == ((1, 1), (2, 1))
    assert game.events == ("White has no legal move and passes.",)
    assert game.to_move == BLACK
    assert game.legal_moves() == [(0, 3)]


def test_game_over_result_and_no_more_moves():
    game = Game(board=board_from_text(ENDING_POSITION))
    assert game.to_move == BLACK
    game.play(2, 2)
    assert game.is_over and game.to_move is None
    assert game.result == BLACK
    assert game.events == ("Game over: Black 11 - 0 White. Black wins.",)
    assert game.result_text == game.events[0]
    assert game.legal_moves() == []
    before = snapshot(game)
    with pytest.raises(GameOverError, match="the game is over"):
        game.play(2, 3)
    with pytest.raises(GameOverError):
        game.computer_move()
    assert snapshot(game) == before


def test_draw_is_announced():
    game = Game(board=board_from_text("● ● ● ●\n● ● ● ●\n○ ○ ○ ○\n○ ○ ○ ○"))
    assert game.result == DRAW
    assert game.result_text == "Game over: Black 8 - 8 White. It is a draw."


def test_whole_computer_game_matches_the_referee():
    game = Game(6, black=greedy_player, white=first_move_player)
    while not game.is_over:
        game.computer_move()
    assert game.board == play_game(greedy_player, first_move_player, size=6).board


def test_seeded_random_games_are_the_same():
    def final(seed):
        game = Game(6, black=random_player(seed), white=random_player(seed + 1))
        while not game.is_over:
            game.computer_move()
        return game.board

    assert final(3) == final(3)


# --- undo and new game ------------------------------------------------------------------


def test_undo_goes_back_to_before_the_last_human_move():
    game = Game(4, white=greedy_player)
    start = snapshot(game)
    game.play(0, 1)
    game.computer_move()
    middle = snapshot(game)
    game.play(*game.legal_moves()[0])
    game.computer_move()
    assert game.undo() == 2
    assert snapshot(game) == middle
    assert game.undo() == 2
    assert snapshot(game) == start
    assert game.undo() == 0


def test_undo_takes_back_one_computer_move_when_no_human_moved():
    game = Game(4, black=greedy_player, white=greedy_player)
    game.computer_move()
    game.computer_move()
    assert game.undo() == 1
    assert game.last_move == (0, 1)


def test_undo_has_nothing_to_take_back_before_the_first_human_move():
    game = Game(4, black=greedy_player)
    assert game.undo() == 0
    game.computer_move()
    assert game.undo() == 0
    assert game.last_move == (0, 1)


def test_new_game_keeps_players_and_can_change_size():
    game = Game(4, white=greedy_player)
    game.play(0, 1)
    game.new_game(size=6)
    assert game.board == rules.initialize_board(6)
    assert not game.can_undo
    assert game.player(WHITE) is greedy_player
    game.new_game()
    assert game.size == 6
    with pytest.raises(ValueError):
        game.new_game(size=7)
    assert game.size == 6


def test_new_game_goes_back_to_the_variant_start_function_on_every_size():
    game = Game(6, start=parallel_start, white=greedy_player)
    assert game.board == parallel_start(6)
    game.play(*game.legal_moves()[0])
    game.new_game()
    assert game.board == parallel_start(6) and game.to_move == BLACK and not game.can_undo
    game.new_game(size=8)
    assert game.board == parallel_start(8)
    with pytest.raises(ValueError):
        game.new_game(size=7)
    assert game.board == parallel_start(8)
    assert game.player(WHITE) is greedy_player


def test_new_game_goes_back_to_the_board_given_with_its_side_to_move():
    corners = handicap_start(6, corners=2)
    game = Game(board=corners, to_move=WHITE)
    game.play(*game.legal_moves()[0])
    game.new_game()
    assert (game.board, game.to_move, game.record) == (corners, WHITE, "")
    game.new_game(size=4)  # a board of one size cannot be resized: the other sizes start from the cross
    assert (game.board, game.to_move) == (rules.initialize_board(4), BLACK)
    game.new_game(size=6)
    assert (game.board, game.to_move) == (corners, WHITE)


def test_a_record_loads_from_the_games_own_start():
    game = Game(4, start=parallel_start)
    game.play(*game.legal_moves()[0])
    record = game.record
    game.new_game()
    assert game.load_record(record) == 1
    assert game.record == record and game.board != parallel_start(4)


def test_a_bad_start_is_a_clear_error():
    with pytest.raises(TypeError, match="start must be a function"):
        Game(start=parallel_start(4))
    with pytest.raises(ValueError, match="not both"):
        Game(board=parallel_start(4), start=parallel_start)
    with pytest.raises(ValueError, match=r"start\(6\) made a 4x4 board"):
        Game(6, start=lambda size: parallel_start(4))


# --- players ---------------------------------------------------------------------------------


def test_player_names():
    assert make_player("human") == "human"
    assert make_player("Greedy") is greedy_player
    assert callable(make_player("random", seed=1))
    assert set(player_choices()) >= {"human", "random", "greedy"}
    assert list(computer_players())[:2] == ["random", "greedy"]


def test_set_player():
    game = Game(4)
    game.set_player(BLACK, "greedy")
    assert game.is_computer_turn
    assert game.computer_move() == greedy_player(rules.initialize_board(4), BLACK)


def test_player_answering_nonsense_is_reported():
    game = Game(4, black=lambda board, colour: (0, 0))
    before = snapshot(game)
    with pytest.raises(StudentFunctionError, match=r"black player <lambda> answered \(0, 0\)"):
        game.computer_move()
    assert snapshot(game) == before


def test_player_that_raises_is_reported():
    def broken_player(board, colour):
        raise KeyError("oops")

    game = Game(4, black=broken_player)
    with pytest.raises(StudentFunctionError, match="broken_player raised KeyError"):
        game.computer_move()
    assert game.last_move is None


def test_game_repr():
    assert repr(Game(4)) == "<Game 4x4, Black 2 - 2 White, Black to move>"


# --- students' rule functions ---------------------------------------------------------------


def check_error(game, operation, function, problem, *, position=None, to_move="Black (●)"):
    """``operation`` fails naming ``function`` and ``problem``, shows the position, changes nothing."""
    before = snapshot(game)
    with pytest.raises(StudentFunctionError) as caught:
        operation()
    message = str(caught.value)
    assert message.startswith(function), message
    assert problem in message
    assert f"The position, {to_move} to move:" in message
    assert rules.board_to_text(position or game.board) in message
    assert snapshot(game) == before
    return caught.value


def test_students_own_correct_functions_play_a_game():
    def my_valid(board, row, col, colour):
        return bool(rules.flipped_discs(board, row, col, colour))

    def my_place(board, row, col, colour):
        for r, c in rules.flipped_discs(board, row, col, colour):
            board[r][c] = colour
        board[row][col] = colour
        return board

    def my_list(board, colour):
        n = len(board)
        return [(r, c) for r in range(n) for c in range(n) if my_valid(board, r, c, colour)]

    mine = Game(6, black=greedy_player, white=greedy_player, rules=Rules(my_valid, my_place, my_list))
    reference = Game(6, black=greedy_player, white=greedy_player)
    while not reference.is_over:
        assert mine.computer_move() == reference.computer_move()
    assert mine.is_over and mine.board == reference.board


def test_is_valid_move_that_raises():
    def is_valid_move(board, row, col, colour):
        if row == 0:
            raise IndexError("list index out of range")
        return rules.is_valid_move(board, row, col, colour)

    # valid_moves_list is the package's: it lists b1, and is_valid_move is asked to agree
    with pytest.raises(StudentFunctionError, match="is_valid_move raised IndexError"):
        Game(4, rules=Rules(is_valid_move=is_valid_move))


def test_is_valid_move_not_a_bool():
    def my_is_valid(board, row, col, colour):
        return 1 if rules.is_valid_move(board, row, col, colour) else 0

    with pytest.raises(
        StudentFunctionError, match=r"returned 1 \(a int\) for b1; it must return True or False"
    ):
        Game(4, rules=Rules(is_valid_move=my_is_valid))


def test_is_valid_move_that_changes_the_board():
    def is_valid_move(board, row, col, colour):
        answer = rules.is_valid_move(board, row, col, colour)
        board[row][col] = colour
        return answer

    with pytest.raises(StudentFunctionError, match="changed the board it was given"):
        Game(4, rules=Rules(is_valid_move=is_valid_move))


def test_is_valid_move_says_legal_but_list_does_not():
    def is_valid_move(board, row, col, colour):
        return board[row][col] == rules.EMPTY or rules.is_valid_move(board, row, col, colour)

    def valid_moves_list(board, colour):
        return rules.valid_moves_list(board, colour)

    game = Game(4, rules=Rules(is_valid_move=is_valid_move, valid_moves_list=valid_moves_list))
    check_error(game, lambda: game.play(0, 0), "is_valid_move", "valid_moves_list does not list it")


@pytest.mark.parametrize(
    ("answer", "problem"),
    [
        ({(0, 1)}, "it must return a list of (row, col) tuples"),
        ([[0, 1]], "item 0 is [0, 1] (a list)"),
        ([(0, "b")], "each move must be a (row, col) tuple of ints"),
        ([(0, 9)], "off the 4x4 board"),
        ([(0, 1), (0, 1)], "twice"),
        ([(3, 3)], "says d4 (3, 3) is a legal move, but is_valid_move says it is not"),
    ],
)
def test_valid_moves_list_nonsense(answer, problem):
    def my_moves(board, colour):
        return answer if colour == WHITE else rules.valid_moves_list(board, colour)

    game = Game(4, rules=Rules(valid_moves_list=my_moves))
    # the list is first asked for White's moves on the board after Black's move
    after = rules.place_move(game.board, 0, 1, BLACK)
    function = "valid_moves_list (your function my_moves)"
    play = lambda: game.play(0, 1)  # noqa: E731
    error = check_error(game, play, function, problem, position=after, to_move="White (○)")
    assert error.function == "valid_moves_list (your function my_moves)"


def test_valid_moves_list_that_raises():
    calls = []

    def valid_moves_list(board, colour):
        calls.append(colour)
        if len(calls) > 1:
            raise ZeroDivisionError("division by zero")
        return rules.valid_moves_list(board, colour)

    game = Game(4, rules=Rules(valid_moves_list=valid_moves_list))
    after = rules.place_move(game.board, 0, 1, BLACK)
    problem = "raised ZeroDivisionError: division by zero"
    play = lambda: game.play(0, 1)  # noqa: E731
    check_error(game, play, "valid_moves_list", problem, position=after, to_move="White (○)")


def place_rules(function):
    return Rules(place_move=function)


@pytest.mark.parametrize(
    ("make_answer", "problem"),
    [
        (lambda board: None, "returned None (a NoneType) for b1; it must return the board"),
        (lambda board: board[:3], "not right for b1"),
        (lambda board: [[" "] * 6 for _ in range(6)], "returned a 6x6 board for b1"),
        (lambda board: [[*row[:2], "x", *row[3:]] for row in board], "holds 'x'"),
        (lambda board: board, "without black's disc on b1"),
        (lambda board: [[rules.BLACK] * 4 for _ in range(4)], "changed a1 from ' ' to '●'"),
    ],
)
def test_place_move_nonsense(make_answer, problem):
    def place_move(board, row, col, colour):
        return make_answer(board)

    game = Game(4, rules=place_rules(place_move))
    check_error(game, lambda: game.play(0, 1), "place_move", problem)


def test_place_move_raising_illegal_for_a_legal_move():
    def place_move(board, row, col, colour):
        raise IllegalMoveError("no")

    game = Game(4, rules=place_rules(place_move))
    check_error(
        game, lambda: game.play(0, 1), "place_move", "raised IllegalMoveError for b1, but is_valid_move says"
    )


def test_place_move_changing_the_board_in_place_is_fine_and_safe():
    def place_move(board, row, col, colour):
        board[row][col] = colour
        board[1][1] = colour
        return board

    game = Game(4, rules=place_rules(place_move))
    game.play(0, 1)
    assert game.flipped == ((1, 1),)
    game.undo()
    assert game.board == rules.initialize_board(4)


def test_computer_move_with_broken_place_move():
    def place_move(board, row, col, colour):
        return None

    game = Game(4, black="greedy", rules=place_rules(place_move))
    check_error(game, game.computer_move, "place_move", "returned None")


def test_student_function_error_is_a_value_error_with_facts():
    def place_move(board, row, col, colour):
        raise RuntimeError("boom")

    game = Game(4, rules=place_rules(place_move))
    with pytest.raises(ValueError) as caught:
        game.play(0, 1)
    error = caught.value
    assert isinstance(error, StudentFunctionError)
    assert error.colour == BLACK and error.board == rules.initialize_board(4)
    assert error.problem == "raised RuntimeError: boom"
    assert isinstance(error.__cause__, RuntimeError)


def test_the_student_rules_live_in_their_own_module_and_game_still_offers_them():
    from othello_lesson import student_rules

    assert Rules is student_rules.Rules
    assert StudentFunctionError is student_rules.StudentFunctionError
    assert Game(4).rules == student_rules.Rules()


# --- the game in words: the one source of the board's and the console's sentences ----------


def test_the_narration_says_each_move_with_the_passes_and_the_end_it_brought():
    game = Game(board=board_from_text(PASS_POSITION), white="greedy")
    game.play(0, 1)
    assert game.narration() == ["Black played b1, flipping 2 discs.", "White has no legal move and passes."]
    game = Game(4, black="greedy", white="first_move")
    while not game.is_over:
        game.computer_move()
    said = game.narration(len(game.record) // 2)
    assert said[0] == "Black (Greedy) played b1, flipping 1 disc."
    assert said[1] == "White (First move) played a1, flipping 1 disc."
    assert said[-1] == game.result_text and said[-1].startswith("Game over: ")
    assert game.narration(0) == [] and Game(4).narration() == []


def test_a_player_named_with_parentheses_is_named_between_commas_never_in_nested_parentheses():
    game = Game(4, black=random_player(seed=1))
    game.computer_move()
    (said,) = game.narration()
    assert said.startswith("Black, random_player(seed=1), played ")
    assert "((" not in said and "))" not in said

"""The clickable board, driven the way a click does: ``board.squares[(r, c)].click()``."""

import base64
import re
import sys
import threading
import time

import ipywidgets as widgets
import pytest
import traitlets

from othello_lesson import palette, rules
from othello_lesson.game import Game, Rules
from othello_lesson.players import greedy_player, random_player
from othello_lesson.rules import BLACK, EMPTY, WHITE, board_from_text, count_discs, square_name
from othello_lesson.svg import game_svg
from othello_lesson.widget import OthelloBoard, play
from othello_lesson.widget._board import DOUBLE_CLICK_SECONDS
from othello_lesson.widget._saved_picture import WIDGET_VIEW, saved_picture

# Black plays b1 (row 0, col 1); then White has no legal move and passes.
PASS_POSITION = """
    ● . ○ .
    ● ○ ○ ○
    ○ ○ ○ ○
    ● ● ● ●
"""


def classes(widget):
    return set(widget._dom_classes)


def click(board, row, col):
    board._last_click = None  # each test click is a separate, unhurried click
    board.squares[(row, col)].click()


SIZE_SELECTOR = (
    r"\.othello-text((?:\.othello-[\w-]+)*) ~ \.othello-grid \.othello-square-(\w+)::(before|after)"
)
ANALYSIS_SELECTOR = (
    r"\.(othello-board-\d+)\.othello-board\.othello-board \.othello-grid "
    r"\.othello-square\.othello-square\.othello-square-(\w+)::(before|after)"
)


def style_rules(html):
    """The rules of a ``<style>`` block: (selectors, {property: value}), in order."""
    assert html.startswith("<style>") and html.endswith("</style>")
    for selectors, body in re.findall(r"([^{}]+)\{ ([^{}]*) \}", html[len("<style>") : -len("</style>")]):
        declarations = dict(part.strip().split(": ", 1) for part in body.split(";") if part.strip())
        yield [selector.strip() for selector in selectors.split(",")], declarations


def drawn(board):
    """What the board's stylesheets draw on each square, as a browser applies them.

    A small cascade: a rule of the size's stylesheet applies to a square when
    the board's text has every class its selector names; the analysis stylesheet
    applies to this board's squares; of two rules setting a property, the one
    naming more classes wins, then the later.  Returns each square's disc
    (``::before``'s background), mark (``::after``'s look), analysis value
    (``::before``'s text) and words for screen readers (``::after``'s
    alternative text).
    """
    text = classes(board.text_panel)
    applied = {}  # (square, pseudo) -> {property: (specificity, order, value)}
    rules = [*style_rules(board.squares_style.value)]
    if board.analysis_style.value:
        rules += [*style_rules(board.analysis_style.value)]
    for order, (selectors, declarations) in enumerate(rules):
        for selector in selectors:
            if match := re.fullmatch(SIZE_SELECTOR, selector):
                needed, square, pseudo = match.groups()
                needed = set(needed.split(".")) - {""}
                if not needed <= text:
                    continue
            else:
                scope, square, pseudo = re.fullmatch(ANALYSIS_SELECTOR, selector).groups()
                assert scope == board.css_class, "only this board's squares"
            specificity = selector.count(".")
            for name, value in declarations.items():
                old = applied.setdefault((square, pseudo), {}).get(name)
                if old is None or (specificity, order) >= old[:2]:
                    applied[(square, pseudo)][name] = (specificity, order, value)
    fills = {palette.DISC_FILL[colour]: word for colour, word in [(BLACK, "black"), (WHITE, "white")]}
    looks = {palette.HINT: "legal", palette.LAST_MOVE: "last"}
    shown = {}
    for move in board.squares:
        name = square_name(*move)
        before = {key: value[2] for key, value in applied.get((name, "before"), {}).items()}
        after = {key: value[2] for key, value in applied.get((name, "after"), {}).items()}
        mark = "flipped" if "dashed" in after.get("border", "") else looks.get(after.get("background"), "")
        words = re.fullmatch(r'"" / "([^"]*)"', after.get("content", '""'))
        value = re.fullmatch(r'"([^"]*)" / ""', before.get("content", '""'))
        shown[name] = {
            "disc": fills.get(before.get("background"), "empty"),
            "mark": mark,
            "value": value[1] if value else None,
            "words": words[1] if words else None,
        }
    return shown


def state(board):
    """What the board shows and what the model holds."""
    return (
        board.game.board,
        board.game.to_move,
        board.status,
        board.score,
        board.text_panel._dom_classes,
        board.analysis_style.value,
    )


def human_board(size=4, **options):
    return play(size, black="human", white="human", **options)


def check_shows_the_model(board):
    """Every square is drawn as the model's square, with its words; labels match the model.

    While the computer's answer to a click is pending, no legal moves are marked.
    """
    game = board.game
    pending = board._reply_task is not None
    legal = set(game.legal_moves()) if board.hints_box.value and not pending else set()
    shown = drawn(board)
    for (row, col), button in board.squares.items():
        cell, name = game.board[row][col], square_name(row, col)
        word = {BLACK: "black", WHITE: "white"}.get(cell, "empty")
        said, mark = [name, word], ""
        if (row, col) in legal:
            mark = "legal"
            said.append("legal move")
            if game.size <= 8:  # larger boards do not say the count (see board_css)
                said.append(f"flips {len(game.would_flip(row, col))}")
        if (row, col) == game.last_move:
            mark = "last"
            said.append("last move")
        if (row, col) in game.flipped:
            mark = "flipped"
            said.append("just flipped")
        assert shown[name] == {"disc": word, "mark": mark, "value": None, "words": ", ".join(said)}, name
        assert board.square_words(row, col) == ", ".join(said)
        assert button.description == "" and button.tooltip == name  # never changed: the stylesheet draws
    black, white = game.score()
    assert board.score == f"Black ● {black} - {white} ○ White"


# --- building -----------------------------------------------------------------------


def test_play_builds_the_board_with_its_contract_classes():
    board = play()
    assert isinstance(board, OthelloBoard) and isinstance(board, widgets.VBox)
    assert "othello-board" in classes(board)
    assert len(board.squares) == 64
    assert "othello-text" in classes(board.text_panel)
    for part in ("othello-heading", "othello-status", "othello-score", "othello-message"):
        assert f'<div class="{part}"' in board.text_panel.value
    assert "othello-new-game" in classes(board.new_game_button)
    assert "othello-undo" in classes(board.undo_button)
    assert "othello-step" in classes(board.step_button)
    assert "othello-hints" in classes(board.hints_box)
    assert "othello-black-player" in classes(board.black_choice)
    assert "othello-white-player" in classes(board.white_choice)
    assert "othello-size" in classes(board.size_choice)
    assert board.size_choice.options == (("4x4", 4), ("6x6", 6), ("8x8", 8))
    assert board.size_choice.value == 8
    assert board.black_choice.value == "human" and board.white_choice.value == "greedy"
    assert board.status == "Black ● to move: click a square."
    assert board.score == "Black ● 2 - 2 ○ White"
    check_shows_the_model(board)


def test_player_choices_list_the_computer_players():
    labels = [label for label, _ in play().black_choice.options]
    assert labels[:3] == ["Human", "Random", "Greedy"]
    assert "First move" in labels


def test_a_player_function_of_your_own_is_a_choice():
    def my_player(board, colour):
        return rules.valid_moves_list(board, colour)[-1]

    board = play(4, white=my_player)
    assert board.white_choice.value == "my_player"
    assert ("my_player", "my_player") in board.white_choice.options


def test_squares_are_in_a_grid_with_names_along_the_edges():
    board = play(6)
    texts = [child.value for child in board.grid.children if isinstance(child, widgets.HTML)]
    assert [text.split(">")[1].split("<")[0] for text in texts] == ["", *"abcdef", *"123456"]
    assert "othello-square-f6" in classes(board.squares[(5, 5)])


def test_a_move_changes_no_square_widget_only_the_texts_classes():
    board = play(4, white="greedy")
    changed = []
    for widget in [*board.squares.values(), board.squares_style, board.analysis_style]:
        widget.observe(lambda change: changed.append(change["name"]), names=traitlets.All)
    drawings = []
    board.text_panel.observe(lambda change: drawings.append(change["new"]), names="_dom_classes")
    click(board, 0, 1)
    board.new_game_button.click()
    assert changed == []
    assert len(drawings) == 2  # one redraw for the click (with the answer), one for New game
    check_shows_the_model(board)


def test_a_large_board_is_drawn_and_its_stylesheet_stays_small():
    from othello_lesson.widget._board_css import squares_css

    board = human_board(10)
    click(board, 3, 4)
    check_shows_the_model(board)
    assert drawn(board)["e4"]["words"] == "e4, black, last move"
    assert len(squares_css(26)) < 1_000_000


def test_the_size_stylesheet_changes_with_the_size_only():
    board = play(4, white="greedy")
    sheets = []
    board.squares_style.observe(lambda change: sheets.append(change["new"]), names="value")
    board.size_choice.value = 6
    assert len(sheets) == 1 and ".othello-square-f6::" in sheets[0]
    check_shows_the_model(board)


def test_a_redraw_that_changes_nothing_sends_nothing():
    board = play(4, white="greedy")
    sent = []
    for widget in widget_tree(board):
        widget.observe(lambda change: sent.append(change["name"]), names=traitlets.All)
    board.refresh()
    assert sent == []


def widget_tree(root):
    """Every widget the board is made of: its children, theirs, and each one's layout and style."""
    found, todo = [], [root]
    while todo:
        widget = todo.pop()
        if not isinstance(widget, widgets.Widget) or any(widget is seen for seen in found):
            continue
        found.append(widget)
        todo.extend(getattr(widget, "children", ()))
        todo.extend(getattr(widget, name, None) for name in ("layout", "style"))
    return found


def test_square_buttons_are_focusable_buttons():
    button = play(4).squares[(0, 0)]
    assert isinstance(button, widgets.Button)
    assert not button.disabled


def test_importing_the_package_does_not_import_ipywidgets():
    import subprocess

    code = "import sys, othello_lesson; print('ipywidgets' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"size": 5}, "board size must be an even number"),
        ({"white": "robot"}, "unknown player 'robot'"),
        ({"scale": 0}, "scale must be a number"),
        ({"pace": -1}, "pace must be a number"),
        ({"rules": "mine"}, "rules must be a Rules"),
    ],
)
def test_bad_arguments_are_clear_errors(options, message):
    with pytest.raises((ValueError, TypeError), match=message):
        play(**options)


def test_scale_enlarges_the_squares():
    assert play(4).squares[(0, 0)].layout.width == "40px"
    assert play(4, scale=2).squares[(0, 0)].layout.width == "80px"


# --- clicks -------------------------------------------------------------------------


def test_legal_click_plays_and_the_computer_answers():
    board = play(4, white="greedy")
    click(board, 0, 1)
    game = board.game
    assert game.board[0][1] == BLACK
    assert game.last_move == (0, 0)  # greedy White answered at once
    assert game.to_move == BLACK
    assert board.message == "Black played b1, flipping 1 disc.\nWhite (Greedy) played a1, flipping 1 disc."
    assert board.status == "Black ● to move: click a square."
    assert drawn(board)["a1"]["mark"] == "last"
    assert drawn(board)["b2"]["mark"] == "flipped"
    check_shows_the_model(board)


def test_human_against_human_click():
    board = human_board()
    click(board, 0, 1)
    shown = drawn(board)
    assert shown["b1"]["words"] == board.square_words(0, 1) == "b1, black, last move"
    assert shown["b2"]["words"] == "b2, black, just flipped"
    assert board.status == "White ○ to move: click a square."
    assert board.score == "Black ● 4 - 1 ○ White"
    assert shown["c1"]["words"] == "c1, empty, legal move, flips 1"
    assert shown["a1"]["words"] == "a1, empty, legal move, flips 1"
    check_shows_the_model(board)


@pytest.mark.parametrize(("row", "col", "reason"), [(1, 1, "already taken"), (0, 0, "does not sandwich")])
def test_occupied_or_illegal_click_changes_nothing(row, col, reason):
    board = human_board()
    before = state(board)
    click(board, row, col)
    assert state(board) == before
    assert reason in board.message
    assert board.message.startswith(f"Black cannot play {square_name(row, col)}")


def test_second_quick_click_is_ignored():
    board = play(4, white="greedy")
    board.squares[(0, 1)].click()
    after_first = state(board)
    board.squares[(0, 1)].click()
    assert state(board) == after_first
    assert board.message == "Ignored a second click on b1."
    time.sleep(DOUBLE_CLICK_SECONDS)
    board.squares[(0, 1)].click()
    assert "already taken" in board.message


@pytest.mark.parametrize("between", ["undo", "back"])
def test_a_click_on_the_same_square_after_undo_or_back_is_played_not_ignored(between):
    """Undo or Back between two clicks on one square: the second is a new move, not a double click."""
    board = play(4, white="greedy")
    board.squares[(0, 1)].click()
    if between == "undo":
        board.undo_button.click()
    else:
        board.back_button.click()  # the computer's answer
        board.back_button.click()  # and the click
    assert board.game.board[0][1] == EMPTY
    board.squares[(0, 1)].click()  # at once, well within DOUBLE_CLICK_SECONDS
    assert board.game.board[0][1] == BLACK, board.message
    assert "Ignored" not in board.message


def test_a_click_made_while_the_computer_was_thinking_is_ignored():
    """Clicks are handled one at a time: one made during a slow answer arrives just after it."""

    def slow_greedy(board, colour):
        time.sleep(0.3)
        return greedy_player(board, colour)

    board = play(4, white=slow_greedy)
    board.squares[(0, 1)].click()
    after_first = state(board)
    row, col = board.game.legal_moves()[0]  # legal now, but its maker has not seen the answer yet
    board.squares[(row, col)].click()
    assert state(board) == after_first
    assert (
        board.message == f"Ignored a click on {square_name(row, col)} made while the computer was thinking."
    )
    time.sleep(DOUBLE_CLICK_SECONDS)
    board.squares[(row, col)].click()
    assert board.game.board[row][col] == BLACK


def test_a_quick_answer_leaves_the_next_click_alone():
    board = play(4, white="greedy")
    board.squares[(0, 1)].click()  # greedy answers in far less than the pause below
    time.sleep(0.05)
    row, col = board.game.legal_moves()[0]
    board.squares[(row, col)].click()
    assert board.game.board[row][col] == BLACK


def test_click_on_a_computers_turn_is_ignored():
    board = play(4, black="greedy", white="greedy")
    before = state(board)
    click(board, 0, 1)
    assert state(board) == before
    assert board.message.startswith("It is the computer's turn")


def test_click_after_the_game_is_over():
    game = Game(board=board_from_text("● ● ● ●\n● ● ● ●\n● ○ . .\n. . . ."))
    board = OthelloBoard(game)
    click(board, 2, 2)
    assert game.is_over
    assert board.status == "Game over: Black 11 - 0 White. Black wins."
    assert board.message == "Black played c3, flipping 1 disc.\nGame over: Black 11 - 0 White. Black wins."
    before = state(board)
    click(board, 2, 3)
    assert state(board) == before
    assert board.message.startswith("The game is over: press New game")
    check_shows_the_model(board)


def test_pass_is_announced():
    board = OthelloBoard(Game(board=board_from_text(PASS_POSITION), white="greedy"))
    click(board, 0, 1)
    assert board.game.to_move == BLACK
    assert board.message == "Black played b1, flipping 2 discs.\nWhite has no legal move and passes."
    assert board.status == "White has no legal move and passes. Black ● to move: click a square."
    check_shows_the_model(board)


def test_computer_plays_again_when_the_human_must_pass():
    board = OthelloBoard(Game(board=board_from_text(PASS_POSITION), black="greedy"))
    assert board.message == (
        "Black (Greedy) played d1, flipping 4 discs.\nWhite has no legal move and passes.\n"
        "Black (Greedy) played b1, flipping 2 discs.\nGame over: Black 14 - 2 White. Black wins."
    )
    check_shows_the_model(board)


def test_the_computer_opens_when_it_plays_black():
    board = play(4, black="greedy", white="human")
    assert board.game.last_move == (0, 1)
    assert board.status == "White ○ to move: click a square."


# --- buttons ------------------------------------------------------------------------


def test_undo_goes_back_to_the_last_human_move():
    board = play(4, white="greedy")
    start = state(board)
    click(board, 0, 1)
    board.undo_button.click()
    assert state(board) == start
    assert board.message == "Took back 2 moves."
    board.undo_button.click()
    assert board.message == "Nothing to undo."
    check_shows_the_model(board)


def test_new_game():
    board = play(4, white="greedy")
    click(board, 0, 1)
    board.new_game_button.click()
    assert board.game.board == rules.initialize_board(4)
    assert board.message == "New game."
    check_shows_the_model(board)


def test_size_change_starts_a_new_game_on_a_new_grid():
    board = play(4)
    click(board, 0, 1)
    board.size_choice.value = 6
    assert board.game.board == rules.initialize_board(6)
    assert len(board.squares) == 36
    assert "othello-square-f6" in classes(board.squares[(5, 5)])
    check_shows_the_model(board)
    board.size_choice.value = 8
    assert len(board.squares) == 64 and board.game.size == 8


def test_hints_count_the_flips_with_the_games_own_rules():
    """With a student's place_move plugged in, a hint says what THAT function would flip."""

    def place_move_flipping_only_down(board, row, col, colour):  # forgets every other direction
        board[row][col] = colour
        r = row + 1
        while r < len(board) and board[r][col] == rules.opponent(colour):
            r += 1
        if r < len(board) and r > row + 1 and board[r][col] == colour:
            for between in range(row + 1, r):
                board[between][col] = colour
        return board

    board = play(6, black="human", white="human", rules=Rules(place_move=place_move_flipping_only_down))
    assert board.square_words(1, 2) == "c2, empty, legal move, flips 1"  # flips c3, below it
    assert board.square_words(2, 1) == "b3, empty, legal move, flips 0"  # c3 is to its right
    check_shows_the_model(board)


def test_hints_off_removes_legal_marks():
    board = human_board()
    assert {square["mark"] == "legal" for square in drawn(board).values()} == {True, False}
    board.hints_box.value = False
    assert not any(square["mark"] == "legal" for square in drawn(board).values())
    assert drawn(board)["b1"]["words"] == "b1, empty"
    check_shows_the_model(board)
    board.hints_box.value = True
    assert drawn(board)["b1"]["mark"] == "legal"


def test_hints_can_start_off():
    board = play(4, hints=False)
    assert not any(square["mark"] == "legal" for square in drawn(board).values())


def test_changing_a_player_lets_the_computer_answer():
    board = human_board()
    board.black_choice.value = "greedy"
    assert board.game.last_move == (0, 1)
    assert board.message == "Black is now played by Greedy.\nBlack (Greedy) played b1, flipping 1 disc."
    assert board.status == "White ○ to move: click a square."


def test_players_set_on_the_model_show_after_refresh():
    def my_player(board, colour):
        return rules.valid_moves_list(board, colour)[0]

    board = human_board()
    board.game.set_player(WHITE, my_player)
    board.game.set_player(BLACK, "random", seed=2)
    board.refresh()
    assert board.white_choice.value == "my_player" and board.white_choice.label == "my_player"
    assert board.black_choice.value == "random"
    assert board.status == "Black ● (Random) to move: press Step or Auto-play."
    board.white_choice.value = "human"
    assert board.game.player(WHITE) == "human"
    board.white_choice.value = "my_player"
    assert board.game.player(WHITE) is my_player


def test_step_plays_one_computer_move():
    board = play(6, black=greedy_player, white=random_player(1))
    assert board.black_choice.value == "greedy"
    board.step_button.click()
    assert board.game.last_move == (1, 2)
    assert board.message == "Black (Greedy) played c2, flipping 1 disc."
    board.step_button.click()
    assert board.game.to_move == BLACK
    check_shows_the_model(board)


def test_step_on_a_human_turn_says_so():
    board = human_board()
    board.step_button.click()
    assert board.message == "It is Black's turn, played by a human: click a square."
    assert board.game.last_move is None


def test_autoplay_plays_computer_against_computer_to_the_end():
    board = play(6, black="greedy", white="random", seed=3, pace=0)
    board.autoplay_button.value = True
    board.wait(timeout=30)
    assert board.game.is_over
    assert board.autoplay_button.value is False
    assert board.status == board.game.result_text
    check_shows_the_model(board)
    again = play(6, black="greedy", white="random", seed=3, pace=0)
    again.autoplay_button.value = True
    again.wait(timeout=30)
    assert again.game.board == board.game.board


def test_autoplay_stops_when_asked():
    board = play(8, black="greedy", white="greedy", pace=0.05)
    board.autoplay_button.value = True
    time.sleep(0.2)
    board.autoplay_button.value = False
    board.wait(timeout=5)
    moves = count_discs(board.game.board)
    time.sleep(0.2)
    assert count_discs(board.game.board) == moves
    assert not board.game.is_over


# --- students' functions and other errors ---------------------------------------------------


def test_student_place_move_that_raises_is_shown_and_changes_nothing():
    def place_move(board, row, col, colour):
        raise ZeroDivisionError("division by zero")

    board = play(4, white="greedy", rules=Rules(place_move=place_move))
    before = state(board)
    click(board, 0, 1)
    assert state(board) == before
    assert board.message.startswith("StudentFunctionError: place_move raised ZeroDivisionError")
    assert "The position, Black (●) to move:" in board.message
    assert rules.board_to_text(board.game.board) in board.message
    shown = board.text_panel.value.split('<div class="othello-message"', 1)[1]
    visible = shown.split("<details")[0]
    assert visible.count("StudentFunctionError: place_move raised ZeroDivisionError") == 1  # said once
    assert f"<pre class='othello-position'>{rules.board_to_text(board.game.board)}</pre>" in shown
    folded = shown.split("<details class='othello-traceback'>")[1]
    assert "Traceback (most recent call last)" in folded and "ZeroDivisionError" in folded
    assert board.log_output.outputs == ()  # no second, pink copy


def test_a_rule_function_that_fails_while_hints_are_counted_still_lets_the_position_be_drawn():
    def place_move(board, row, col, colour):
        raise ZeroDivisionError("division by zero")

    board = play(4, white="greedy", rules=Rules(place_move=place_move))
    shown = drawn(board)
    assert [shown[name]["disc"] for name in ("b2", "c2", "b3", "c3")] == ["white", "black", "black", "white"]
    assert shown["b1"] == {"disc": "empty", "mark": "legal", "value": None, "words": "b1, empty, legal move"}
    assert board.message.startswith("StudentFunctionError: place_move raised ZeroDivisionError")
    assert board.status == "Black ● to move: click a square."


def test_student_place_move_returning_nonsense():
    def my_place_move(board, row, col, colour):
        board[row][col] = colour

    board = play(4, rules=Rules(place_move=my_place_move))
    before = state(board)
    click(board, 0, 1)
    assert state(board) == before
    assert "place_move (your function my_place_move) returned None" in board.message


def test_student_functions_that_disagree():
    def valid_moves_list(board, colour):
        moves = rules.valid_moves_list(board, colour)
        return [*moves, (3, 3)] if colour == WHITE else moves

    board = play(4, white="human", rules=Rules(valid_moves_list=valid_moves_list))
    before = state(board)
    click(board, 0, 1)
    assert state(board) == before
    assert (
        "valid_moves_list says d4 (3, 3) is a legal move, but is_valid_move says it is not" in board.message
    )
    assert "White (○) to move" in board.message


def test_student_function_breaking_the_computer_move():
    def is_valid_move(board, row, col, colour):
        if colour == WHITE:
            return "maybe"
        return rules.is_valid_move(board, row, col, colour)

    board = play(4, white="greedy", rules=Rules(is_valid_move=is_valid_move))
    before = state(board)
    click(board, 0, 1)
    assert state(board) == before
    assert "is_valid_move returned 'maybe'" in board.message


def test_errors_in_a_new_game_are_shown_and_the_game_kept():
    calls = []

    def valid_moves_list(board, colour):
        calls.append(1)
        if len(calls) > 2:  # the opening, Black's move, then the new game
            raise RuntimeError("tired")
        return rules.valid_moves_list(board, colour)

    board = play(4, white="human", rules=Rules(valid_moves_list=valid_moves_list))
    click(board, 0, 1)
    moved = state(board)
    board.size_choice.value = 6
    assert state(board) == moved
    assert board.size_choice.value == 4
    assert "valid_moves_list raised RuntimeError: tired" in board.message


# --- the picture for saved notebooks --------------------------------------------------------


def test_mimebundle_has_the_widget_and_a_picture():
    board = play(4, white="human")
    click(board, 0, 1)
    bundle = board._repr_mimebundle_()
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == board.model_id
    assert bundle["image/svg+xml"] == game_svg(board.game, size_px=360)
    assert 'class="last-move b1"' in bundle["image/svg+xml"]


def test_saved_notebook_shows_the_position_as_a_picture(tmp_path):
    """A board shows the picture a saved notebook keeps, then the live widget; the picture follows the moves.

    Run without saving the widget state, as JupyterLab saves a notebook: the picture is the
    position after the click, and the HTML page made from the notebook shows it.
    """
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nbconvert = pytest.importorskip("nbconvert")
    notebook = nbformat.v4.new_notebook()
    shown = "from othello_lesson.widget import play\nboard = play(6, white='greedy')\nboard"
    clicked = "board.squares[(1, 2)].click()\nprint(board.game.record)"
    notebook.cells = [nbformat.v4.new_code_cell(shown), nbformat.v4.new_code_cell(clicked)]
    nbclient.NotebookClient(notebook, kernel_name="python3", timeout=60, store_widget_state=False).execute()
    picture, live = notebook.cells[0].outputs
    assert sorted(live["data"]) == [WIDGET_VIEW, "text/plain"] and live["data"]["text/plain"] == ""
    record = notebook.cells[1].outputs[0]["text"].strip()
    game = Game(6, white="greedy")
    for move in (record[i : i + 2] for i in range(0, len(record), 2)):
        game.play(*rules.square_from_name(move, 6))
    assert len(record) == 4 and picture["data"] == saved_picture(game)  # updated after the click
    assert "run this cell to play again" in picture["data"]["text/html"]
    html, _ = nbconvert.HTMLExporter().from_notebook_node(notebook)
    source = re.search(r'<img [^>]*src="data:image/svg\+xml;base64,([^"]+)"', html)
    assert source and base64.b64decode(source[1]).decode() == game_svg(game, size_px=360)


def test_autoplay_on_a_human_turn_says_why_and_stays_off():
    board = play(4, black="human", white="greedy", pace=0)
    board.autoplay_button.value = True
    assert board.message == "Auto-play moves only computer players: choose a computer for Black or White."
    assert board.autoplay_button.value is False
    assert board._autoplay_task is None
    assert board.game.last_move is None


def test_autoplay_after_the_game_is_over_says_so():
    board = OthelloBoard(Game(board=board_from_text("● ● ● ●\n● ● ● ●\n● ● ● ●\n● ● ● ○")))
    board.autoplay_button.value = True
    assert board.message == "The game is over: press New game to play again."
    assert board.autoplay_button.value is False


def test_autoplay_stops_when_a_human_must_move():
    board = play(4, black="greedy", white="greedy", pace=0)
    board.autoplay_button.value = True
    board.wait(timeout=5)
    board.new_game_button.click()
    board.game.set_player(WHITE, "human")
    board.autoplay_button.value = True
    board.wait(timeout=5)
    assert board.game.last_move is not None and board.game.to_move == WHITE
    assert board.message == "Auto-play stopped: it is White's turn, played by a human."
    assert board.autoplay_button.value is False


def run_loop_for(board, seconds):
    """Let the event loop auto-play runs on turn for a while, as a kernel's does between clicks."""
    import asyncio

    from othello_lesson.widget._kernel_plumbing import event_loop

    event_loop().run_until_complete(asyncio.sleep(seconds))


def test_autoplay_pressed_right_after_new_game_is_not_undone_by_the_old_task():
    board = play(6, black="greedy", white="greedy", pace=0.05)
    board.autoplay_button.value = True
    run_loop_for(board, 0.12)
    old = board._autoplay_task
    board.new_game_button.click()
    assert board.autoplay_button.value is False
    assert board.game.last_move is None
    board.autoplay_button.value = True  # pressed again at once
    assert board._autoplay_task is not old
    board.wait(timeout=30)
    assert old.cancelled()
    assert board.game.is_over
    assert board.autoplay_button.value is False
    check_shows_the_model(board)
    again = play(6, black="greedy", white="greedy", pace=0)
    again.autoplay_button.value = True
    again.wait(timeout=30)
    assert again.game.board == board.game.board  # the old task played no move into the new game


def test_autoplay_starts_no_thread(monkeypatch):
    """Pyodide (JupyterLite) cannot start threads: auto-play runs on the event loop."""

    def refuse(self):
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", refuse)
    board = play(4, black="greedy", white="greedy", pace=0)
    board.autoplay_button.value = True
    board.wait(timeout=30)
    assert board.game.is_over
    assert board.status == board.game.result_text


def test_autoplay_off_and_on_again_keeps_playing():
    board = play(8, black="greedy", white="greedy", pace=0.05)
    for _ in range(5):
        board.autoplay_button.value = True
        board.autoplay_button.value = False
    board.autoplay_button.value = True
    board.wait(timeout=30)
    assert board.game.is_over
    assert board.autoplay_button.value is False
    check_shows_the_model(board)


def test_controls_used_between_two_autoplay_moves_take_effect():
    """Between two moves the kernel handles other clicks: a player chosen then plays on."""
    board = play(8, black="greedy", white="greedy", pace=0.05)
    board.autoplay_button.value = True
    run_loop_for(board, 0.12)
    assert board.game.last_move is not None and not board.game.is_over
    board.black_choice.value = "human"
    assert board.game.player_name(BLACK) == "human"
    board.wait(timeout=10)
    assert board.game.to_move == BLACK
    assert board.autoplay_button.value is False
    assert board.message == "Auto-play stopped: it is Black's turn, played by a human."
    check_shows_the_model(board)
    board.size_choice.value = 4
    assert board.game.size == 4 and board.game.last_move is None
    check_shows_the_model(board)


@pytest.mark.parametrize("scale", [0.5, 1, 1.5, 2, 4])
def test_edge_labels_fill_their_grid_cells_and_centre_their_text(scale):
    board = play(8, scale=scale)
    px, edge = round(40 * scale), round(40 * scale) // 2
    layout = board.grid.layout
    assert layout.grid_template_rows == f"{edge}px repeat(8, {px}px)"
    assert layout.grid_template_columns == f"{edge}px repeat(8, {px}px)"
    labels = [child for child in board.grid.children if isinstance(child, widgets.HTML)]
    letters, numbers = labels[1:9], labels[9:]
    for label, (width, height) in (
        [(labels[0], (edge, edge))] + [(x, (px, edge)) for x in letters] + [(x, (edge, px)) for x in numbers]
    ):
        assert (label.layout.width, label.layout.height) == (f"{width}px", f"{height}px")
        assert label.layout.display == "flex"
        assert (label.layout.align_items, label.layout.justify_content) == ("center", "center")
        assert "othello-edge" in classes(label)
        font = int(label.value.split("font-size:")[1].split("px")[0])
        assert font <= min(width, height)
        assert "line-height:1" in label.value  # never a line as high as a whole square


@pytest.mark.parametrize(("scale", "font"), [(1, "14px"), (1.5, "21px"), (3, "42px")])
def test_status_score_and_message_grow_with_the_scale(scale, font):
    board = play(4, scale=scale)
    shown = board.text_panel.value
    assert f'<div class="othello-heading" style="font-size:{font}">' in shown
    assert f'<div class="othello-message" style="font-size:{font}">' in shown
    style = board.children[0]
    assert "othello-status" in style.value and "line-height" in style.value
    assert style.layout.display == "none"


# --- the game's record: shown, started from, replayed ------------------------------------------


def test_the_record_field_shows_the_game_so_far_after_every_move():
    board = play(4, white="greedy")
    assert board.record_text.value == ""
    click(board, 0, 1)
    assert board.record_text.value == board.game.record == "b1" + rules.square_name(*board.game.last_move)


def test_back_and_forward_replay_the_game_and_the_squares_follow():
    board = play(6, black="greedy", white="random", seed=3)
    for _ in range(6):
        board.step_button.click()
    record, final = board.game.record, board.game.board
    board.back_button.click()
    board.back_button.click()
    assert board.game.moves_ahead == 2 and len(board.record_text.value) == len(record) - 4
    assert "Back one move (2 ahead)" in board.message
    check_shows_the_model(board)
    board.forward_button.click()
    board.forward_button.click()
    assert board.game.board == final and board.record_text.value == record
    check_shows_the_model(board)
    board.forward_button.click()
    assert "No move to replay" in board.message


def test_starting_from_a_record_plays_it_and_a_bad_one_changes_nothing():
    board = play(8, black="human", white="human")
    board.record_text.value = "f5d6c3"
    board.load_button.click()
    assert board.game.record == "f5d6c3" and "3 moves played" in board.message
    check_shows_the_model(board)
    before = board.game.board
    board.record_text.value = "f5d6c3c3"
    board.load_button.click()
    assert board.game.board == before and board.game.record == "f5d6c3"
    assert "move 4, 'c3'" in board.message and "The game is unchanged" in board.message
    assert board.record_text.value == "f5d6c3c3"  # the typed record stays, to be corrected


def test_a_typed_record_reaches_the_kernel_in_one_message_when_the_field_loses_focus():
    # Sent at every key, a value still unanswered would hold back the next (ipywidgets sends one at
    # a time).  On blur it goes in one message, before the click on Start from record.
    board = play(6)
    assert board.record_text.continuous_update is False


def test_every_control_is_answered_on_the_kernel_thread_the_page_sends_it_to(monkeypatch):
    # ipykernel 7.4 routes a comm's messages to the subshell (thread) of the last message that made
    # the kernel write to it: the cell that made the board for most widgets, a click for the record
    # field.  The record's text and the click on Start from record were then handled by two threads,
    # the click first, and in the browser the record before was loaded.
    comm_class = pytest.importorskip("ipykernel.comm.comm").BaseComm
    import comm

    def kernel_comm(*args, **kwargs):
        made = comm_class(*args, **kwargs)
        made._reply_subshell_id = None  # as a comm opened by a cell on the main shell
        return made

    monkeypatch.setattr(comm, "create_comm", kernel_comm)
    board = play(4, white="greedy")
    board.size_choice.value = 6  # squares made after the board too
    controls = [
        board.record_text,
        board.load_button,
        board.back_button,
        board.size_choice,
        board.hints_box,
        board.black_choice,
        board.autoplay_button,
        *board.squares.values(),
    ]
    assert len(controls) == 7 + 36
    for control in controls:
        assert control.comm._reply_subshell_for({"method": "update"}, "widgets") == "widgets"
        assert control.comm._reply_subshell_for({"method": "custom"}, None) is None


def test_a_typed_record_stays_through_redraws_until_it_is_loaded_or_the_game_changes():
    board = play(6, black="human", white="human")
    click(board, 1, 2)
    board.record_text.value = "c2b2"  # typed on the page
    board.hints_box.value = False  # a redraw between the typing and the click
    board.analysis_box.value = True
    assert board.record_text.value == "c2b2"
    board.load_button.click()
    assert board.game.record == "c2b2" and "2 moves played" in board.message
    check_shows_the_model(board)
    board.record_text.value = "f5"  # typed, then the game changes: the field follows the game
    click(board, *board.game.legal_moves()[0])
    assert board.record_text.value == board.game.record != "f5"
    board.record_text.value = "C2 b2"  # a record typed in another form is shown as the game holds it
    board.load_button.click()
    assert board.record_text.value == board.game.record == "c2b2"


def test_a_page_without_a_kernel_or_trust_shows_the_position_as_text():
    board = play(4, white="greedy")
    click(board, 0, 1)
    text = board._repr_mimebundle_()["text/plain"]
    assert text.splitlines()[0] == f"{board.game!r} (run this cell to play)"
    assert text.splitlines()[1:] == rules.board_to_text(board.game.board).splitlines()


def test_step_autoplay_and_pace_show_only_when_two_computers_play():
    board = play(4, white="greedy")
    assert board.computer_controls.layout.display == "none"
    board.black_choice.value = "random"
    assert board.computer_controls.layout.display is None
    assert board.step_button in board.computer_controls.children
    assert board.autoplay_button in board.computer_controls.children
    assert board.pace_slider in board.computer_controls.children
    board.white_choice.value = "human"
    assert board.computer_controls.layout.display == "none"


# --- thinking, and the analysis view ------------------------------------------------------


def test_the_board_says_the_computer_is_thinking_while_it_thinks():
    seen = []

    def slow_player(board, colour):
        seen.append(shown.status)
        return rules.valid_moves_list(board, colour)[0]

    shown = play(4, white=slow_player)
    shown.squares[(0, 1)].click()
    assert seen == ["White ○ (slow_player) is thinking…"]
    assert "thinking" not in shown.status


def test_the_analysis_view_shows_the_search_values_of_each_legal_move():
    from othello_lesson.fast_search import analyse

    shown = play(6, white="greedy", analysis="alphabeta")
    values = analyse(shown.game.board, shown.game.to_move, "alphabeta")
    assert set(values) == set(shown.game.legal_moves())
    text = shown.analysis_label.value
    assert text.startswith("Analysis (alpha-beta, 3 moves ahead, weights) for Black: ")
    for (row, col), value in values.items():
        assert f"{rules.square_name(row, col)} {value:+,.0f}" in text
        assert f"value {value:+,.0f}" in shown.square_words(row, col, value=value)
        assert f"value {value:+,.0f}" in drawn(shown)[rules.square_name(row, col)]["words"]
    shown.squares[(1, 2)].click()  # the computer answers; the values follow the new position
    assert set(analyse(shown.game.board, shown.game.to_move, "alphabeta")) == set(shown.game.legal_moves())
    assert play(6).analysis_label.value == ""


def test_a_refresh_works_out_the_marks_once_for_the_whole_board(monkeypatch):
    # The analysis view says each valued square's words; they once asked for the marks of the whole
    # board (and the flips of every legal move) square by square, so a refresh cost grew with the
    # number of legal moves times the squares.
    import othello_lesson.widget._board as widget_module

    calls = {"marks": 0, "legal_moves": 0, "would_flip": 0, "analyse": 0}

    def counted(name, function):
        def counting(*args, **kwargs):
            calls[name] += 1
            return function(*args, **kwargs)

        return counting

    shown = play(8, black="human", white="human", analysis="alphabeta")
    shown.record_text.value = "f5d6c5b6b5f4a7c6e6b7c4a6a5f6"  # a position with 13 legal moves
    shown.load_button.click()
    legal = shown.game.legal_moves()
    assert len(legal) == 13
    monkeypatch.setattr(OthelloBoard, "_marks", counted("marks", OthelloBoard._marks))
    monkeypatch.setattr(Game, "legal_moves", counted("legal_moves", Game.legal_moves))
    monkeypatch.setattr(Game, "would_flip", counted("would_flip", Game.would_flip))
    monkeypatch.setattr(widget_module, "analyse", counted("analyse", widget_module.analyse))
    shown.refresh()
    assert calls == {"marks": 1, "legal_moves": 1, "would_flip": len(legal), "analyse": 1}
    assert len([square for square in drawn(shown).values() if square["value"]]) == len(legal)
    for move in legal:
        words = drawn(shown)[square_name(*move)]["words"]
        assert words.startswith(f"{square_name(*move)}, empty, legal move, flips ") and ", value " in words


def test_a_click_only_asks_the_model_and_one_refresh_draws_it(monkeypatch):
    board = play(6, white="greedy")
    refreshes = []
    monkeypatch.setattr(OthelloBoard, "refresh", lambda self: refreshes.append(self.game.last_move))
    click(board, 1, 2)
    assert refreshes == [board.game.last_move] and board.game.to_move == BLACK  # after the answer
    board.undo_button.click()
    assert len(refreshes) == 2


def test_an_unknown_analysis_is_refused():
    with pytest.raises(ValueError, match="unknown analysis 'deep': choose one of 'minimax', 'alphabeta'"):
        play(4, analysis="deep")


# --- a click on the page: drawn at once, the computer answers in a task on the event loop ----------


def page_click(board, row, col):
    """A click as the page sends it (a comm message), not ``click()`` from code."""
    board._last_click = None
    message = {"content": {"data": {"method": "custom", "content": {"event": "click"}}}, "buffers": []}
    board.squares[(row, col)]._handle_msg(message)  # as the widget's comm hands it over


def test_a_click_on_the_page_is_drawn_at_once_and_the_computer_answers_after_it():
    asked = []

    def counting_greedy(position, colour):
        asked.append(colour)
        return greedy_player(position, colour)

    board = play(4, white=counting_greedy)
    game = board.game
    page_click(board, 0, 1)
    assert asked == []  # the click handler returned without waiting for the computer
    assert game.last_move == (0, 1) and game.to_move == WHITE
    assert board.status == "White ○ (counting_greedy) is thinking…"
    assert board.message == "Black played b1, flipping 1 disc."
    check_shows_the_model(board)
    board.wait(timeout=5)
    assert asked == [WHITE]
    assert game.last_move == (0, 0) and game.to_move == BLACK
    assert (
        board.message
        == "Black played b1, flipping 1 disc.\nWhite (counting_greedy) played a1, flipping 1 disc."
    )
    assert board.status == "Black ● to move: click a square."
    check_shows_the_model(board)


def test_a_click_on_the_page_sends_one_widget_message_and_the_answer_two(monkeypatch):
    board = play(8, white="greedy")
    names = {id(board.grid): "grid", id(board.text_panel): "text", id(board.record_text): "record"}
    sent = []

    def send(widget, msg, buffers=None):
        sent.append((names.get(id(widget), type(widget).__name__), sorted(msg.get("state", {}))))

    monkeypatch.setattr(widgets.Widget, "_send", send)
    page_click(board, 2, 3)
    assert sent == [("text", ["_dom_classes", "value"])]  # the move drawn, the status and score
    board.wait(timeout=5)
    assert sent[1:] == [("text", ["_dom_classes", "value"]), ("record", ["value"])]
    assert board.record_text.value == board.game.record and len(board.game.record) == 4
    check_shows_the_model(board)


def test_a_click_on_the_page_while_the_computer_thinks_is_refused_and_changes_nothing():
    board = play(4, white="greedy")
    page_click(board, 0, 1)
    before = state(board)
    page_click(board, 2, 0)
    assert state(board) == before
    assert board.message == "White ○ (Greedy) is thinking… Wait for its move, then click again. (a3 ignored)"
    board.squares[(2, 0)].click()  # code is refused the same way
    assert state(board) == before
    board.wait(timeout=5)
    assert board.game.last_move == (0, 0)
    assert board.game.board[2][0] == rules.EMPTY
    check_shows_the_model(board)


def test_new_game_pressed_before_the_answer_comes_cancels_it():
    board = play(4, white="greedy")
    page_click(board, 0, 1)
    board.new_game_button.click()
    board.wait(timeout=5)
    assert board.game.last_move is None
    assert board.message == "New game."
    assert board.status == "Black ● to move: click a square."
    check_shows_the_model(board)


def test_the_answer_to_a_page_click_starts_no_thread(monkeypatch):
    def no_threads(self):
        raise RuntimeError("can't start new thread")  # as in Pyodide

    monkeypatch.setattr(threading.Thread, "start", no_threads)
    board = play(4, white="greedy")
    page_click(board, 0, 1)
    board.wait(timeout=5)
    assert board.game.last_move == (0, 0)


def test_the_analysis_values_are_drawn_on_their_squares_and_can_be_turned_off():

    from othello_lesson.fast_search import analyse

    shown = play(6, white="greedy", analysis="alphabeta")
    values = analyse(shown.game.board, shown.game.to_move, "alphabeta")
    on_squares = {name: square["value"] for name, square in drawn(shown).items() if square["value"]}
    assert on_squares == {rules.square_name(*move): f"{value:+,.0f}" for move, value in values.items()}
    assert shown.analysis_box.layout.display is None and shown.analysis_box.value
    shown.analysis_box.value = False
    assert not any(square["value"] for square in drawn(shown).values())
    assert shown.analysis_label.layout.display == "none"
    assert "value" not in drawn(shown)[rules.square_name(*next(iter(values)))]["words"]
    check_shows_the_model(shown)
    shown.analysis_box.value = True
    assert len([square for square in drawn(shown).values() if square["value"]]) == len(values)
    assert play(4).analysis_box.layout.display == "none"


def test_new_game_and_a_size_change_keep_the_variant_start():
    from othello_lesson.variants import parallel_start

    board = play(4, white="greedy", start=parallel_start)
    assert board.game.board == parallel_start(4)
    click(board, *board.game.legal_moves()[0])
    board.new_game_button.click()
    assert board.game.board == parallel_start(4)
    check_shows_the_model(board)
    board.size_choice.value = 6
    assert board.game.board == parallel_start(6)
    check_shows_the_model(board)

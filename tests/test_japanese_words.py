"""The board, the game and the console in Japanese: every word a player reads comes from their tables."""

import pytest

from othello_lesson.console import othello
from othello_lesson.game import Game, Rules, StudentFunctionError
from othello_lesson.language import use_language
from othello_lesson.progress import progress, progress_svg
from othello_lesson.rules import BLACK, WHITE, board_from_text, describe_illegal_move, initialize_board
from othello_lesson.svg import board_svg
from othello_lesson.text import format_winner
from othello_lesson.widget import play
from othello_lesson.widget._board_css import squares_css
from othello_lesson.widget._saved_picture import saved_picture


def test_the_board_speaks_japanese(japanese):
    board = play(4, white="greedy")
    assert board.status == "黒 ● の番です。マスをクリックしてください。"
    assert board.score == "黒 ● 2 - 2 ○ 白"
    assert board.square_words(0, 1) == "b1、空き、打てる手、1枚裏返す"
    assert board.square_words(1, 1) == "b2、白"
    assert board.new_game_button.description == "新しい対局"
    assert board.hints_box.description == "打てる手を表示"
    board.squares[(0, 0)].click()  # a1 flips nothing
    why = "黒は a1（行 0、列 0）に打てません: 白石を1つも挟んでいません"
    assert board.message == why + "。別のマスを選んでください。"
    board.squares[(0, 1)].click()
    assert board.message.splitlines() == [
        "黒が b1 に打ち、1枚裏返しました。",
        "白（欲張り）が a1 に打ち、1枚裏返しました。",
    ]
    assert "保存されたときの盤面です。" in saved_picture(board.game)["text/html"]


def test_the_squares_stylesheet_is_made_for_each_language(japanese):
    assert '"b2、黒、裏返ったばかり"' in squares_css(4)
    use_language("en")
    assert '"b2, black, just flipped"' in squares_css(4)


def test_the_end_of_a_game_in_japanese(japanese):
    game = Game(board=board_from_text("● ● ● ●\n● ● ● ●\n● ● . .\n. . . ."))
    assert game.result_text == "終局: 黒 10 - 0 白。黒の勝ちです。"
    assert Game(board=initialize_board(4)).narration() == []


def test_the_games_words_for_an_illegal_move_are_the_rules_words_in_english():
    """The game says why a move is illegal from its own table: in English, the rules' own words."""
    game, board = Game(4), initialize_board(4)
    for colour in (BLACK, WHITE):
        for row, col in [(0, 0), (1, 1), (3, 3)]:
            reason = describe_illegal_move(board, row, col, colour)
            assert reason and game._reason(row, col, colour) == reason, (row, col, colour)


def test_the_console_game_speaks_japanese(japanese):
    answers, said = iter(["z9", "0 0", "c4", "q"]), []
    othello(4, white="greedy", input=lambda prompt: said.append(prompt) or next(answers), output=said.append)
    assert said[1:5] == [
        "黒 ● の番です。打てる手: b1, a2, d3, c4",
        "黒 ● の番です。手を入力してください: ",
        "'z9' はこの盤の上にありません。この盤は a1 から d4 までです。"
        "'d3' のようなマスの名前か、'2 3' のような行と列を入力してください。q で終わります。",
        "黒 ● の番です。手を入力してください: ",
    ]
    assert "a1 は打てる手ではありません: 白石を1つも挟んでいません。" in said
    assert "白（欲張り）が d2 に打ち、1枚裏返しました。" in said
    assert said[-1] == "対局を止めました。また遊びましょう！"


def test_the_progress_map_and_the_pictures_speak_japanese(japanese, tmp_path):
    shown = progress(folder=tmp_path)
    assert shown.next_step() == "次は: レッスン 0 の最初の練習問題。"
    assert str(shown).splitlines()[0].startswith("レッスン 0「")
    assert "未着手" in str(shown).splitlines()[0]
    picture = progress_svg(shown)
    assert "<title>あなたの進み具合</title>" in picture and "'Noto Sans CJK JP'" in picture
    assert "<title>オセロの盤 4x4: 黒 2 - 2 白</title>" in board_svg(initialize_board(4))


def test_a_results_words_are_japanese(japanese):
    assert format_winner(initialize_board(8)) == "黒 ● 2 - 2 ○ 白: 引き分けです。"
    won = board_from_text("● ● ● ●\n● ● ● ●\n● ● . .\n. . . .")
    assert format_winner(won) == "黒 ● 10 - 0 ○ 白: 黒の勝ちです。"


def test_a_students_rule_function_gone_wrong_is_told_in_japanese(japanese):
    def says_yes(board, row, col, colour):
        return "yes"

    with pytest.raises(StudentFunctionError) as error:
        Game(4, rules=Rules(is_valid_move=says_yes)).play(0, 1)
    assert str(error.value).splitlines()[:2] == [
        "is_valid_move（あなたの関数 says_yes） が、b1 に対して 'yes'（str） を返しました。"
        "True か False を返してください",
        "局面（黒 ● の番）:",
    ]


def test_a_record_that_cannot_be_played_is_told_in_japanese(japanese):
    board = play(4, white="human")
    board.record_text.value = "b1a1a1"
    board.load_button.click()
    why = "3手目 'a1': 黒は a1 に打てません: そのマスにはもう石があります"
    assert board.message == f"その棋譜では打てません: {why}。対局はそのままです。"


def test_my_othello_is_written_in_japanese_and_read_back_in_either_language(japanese, tmp_path):
    from othello_lesson.exercises.own_othello import MODULE, _read_sections, keep
    from tests.test_own_othello import count_discs

    keep(count_discs, folder=tmp_path)
    text = (tmp_path / MODULE).read_text(encoding="utf-8")
    assert text.startswith('"""自分のオセロ：コースで書いたルールの関数です。')
    assert "\n# --- count_discs (チェックに合格: " in text
    use_language("en")  # the same folder opened in English still finds the function kept in Japanese
    assert list(_read_sections(tmp_path / MODULE)) == ["count_discs"]


def stubborn(board, colour):
    return (0, 0)


def test_a_player_that_forfeits_is_told_in_japanese(japanese):
    from othello_lesson.referee import ask_move

    forfeit = ask_move(stubborn, initialize_board(4), BLACK, on_bad_answer="forfeit")
    assert forfeit.reason == (
        "黒のプレイヤー stubborn が、(0, 0) と答えました。これは打てる手ではありません。"
        "打てる手は (0, 1), (1, 0), (2, 3), (3, 2) です"
    )

    def divides(board, colour):
        return 1 // 0

    forfeit = ask_move(divides, initialize_board(4), WHITE, on_bad_answer="forfeit")
    assert (
        forfeit.reason
        == "白のプレイヤー divides が、ZeroDivisionError を発生させました: integer division or modulo by zero"
    )


def test_a_variants_game_ends_in_japanese(japanese):
    from othello_lesson.players import greedy_player
    from othello_lesson.variants import play_variant_game

    game = play_variant_game(stubborn, greedy_player, size=4, illegal_move_loses=True)
    assert game.reason == "黒が a1 に打ちましたが、打てる手ではありません。反則負けです"
    assert play_variant_game(greedy_player, greedy_player, size=4).reason == "どちらも打てる手がありません"


def test_a_match_and_a_round_robin_speak_japanese(japanese):
    from othello_lesson.tournament import match, round_robin

    assert repr(match("weights", "greedy", games=2, size=4)).startswith("weights 対 greedy: ")
    table = round_robin(["random", "greedy"], games=2, size=4, progress=False)
    assert str(table).splitlines()[0].split() == [
        "プレイヤー",
        "対局数",
        "勝ち",
        "引き分け",
        "負け",
        "平均石数差",
    ]
    assert "<th>平均石数差</th>" in table._repr_html_()


def test_a_half_disc_given_to_othellos_rules_is_told_in_the_language_spoken(japanese):
    from othello_lesson.rules import BoardError, valid_moves_list
    from othello_lesson.variants import board_refusal, colour_name, half_disc_start

    with pytest.raises(BoardError) as refused:
        valid_moves_list(half_disc_start(6), BLACK)
    assert board_refusal(refused.value).startswith("マス（行 1、列 1）に白黒半分の駒 '◐' があります。")
    assert colour_name(WHITE) == "白"
    use_language("en")  # in English, the table's words are the rules' own, word for word
    assert board_refusal(refused.value) == str(refused.value)
    assert colour_name(WHITE) == "White"


def test_the_rules_own_words_are_said_in_the_language_spoken(japanese):
    from othello_lesson import rules

    board = initialize_board(4)
    assert rules.describe_illegal_move(board, 0, 0, BLACK) == "白石を1つも挟んでいません"
    with pytest.raises(rules.IllegalMoveError) as refused:
        rules.place_move(board, 1, 1, BLACK)
    assert str(refused.value) == "黒は b2（行 1、列 1）に打てません: そのマスにはもう石があります"
    use_language("en")
    assert rules.describe_illegal_move(board, 0, 0, BLACK) == "it does not sandwich any white disc"
    with pytest.raises(rules.IllegalMoveError) as refused:
        rules.place_move(board, 1, 1, BLACK)
    assert str(refused.value) == "Black cannot play b2 (row 1, col 1): the square is already taken"

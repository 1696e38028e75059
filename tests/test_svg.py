"""The SVG pictures, read back as XML: squares, discs, markers and names along the edges."""

import xml.etree.ElementTree as ET

import pytest

import othello_lesson
from othello_lesson import rules
from othello_lesson.game import Game
from othello_lesson.players import random_player
from othello_lesson.rules import BLACK, WHITE, board_from_text, count_discs, initialize_board, square_name
from othello_lesson.svg import BoardPicture, bits_picture, bits_text, board_svg, game_svg, picture

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg):
    return ET.fromstring(svg)


def elements(root, kind):
    """The elements whose class list starts with ``kind``, by their square name."""
    found = {}
    for element in root.iter():
        classes = element.get("class", "").split()
        if classes and classes[0] == kind:
            found[classes[-1]] = element
    return found


def random_position(size, moves, seed):
    board, colour, choose = initialize_board(size), BLACK, random_player(seed)
    for _ in range(moves):
        if colour is None:
            break
        rules.place_move(board, *choose(rules.copy_board(board), colour), colour)
        colour = rules.next_player(board, colour)
    return board


@pytest.mark.parametrize("size", [4, 6, 8])
def test_every_square_is_a_rect_named_by_its_square(size):
    root = parse(board_svg(initialize_board(size)))
    squares = elements(root, "square")
    assert set(squares) == {square_name(r, c) for r in range(size) for c in range(size)}
    assert all(element.tag == f"{SVG}rect" for element in squares.values())


@pytest.mark.parametrize(("size", "moves", "seed"), [(4, 5, 1), (6, 12, 2), (8, 30, 3), (8, 80, 4)])
def test_discs_match_the_board(size, moves, seed):
    board = random_position(size, moves, seed)
    root = parse(board_svg(board))
    discs = [element for element in root.iter(f"{SVG}circle") if "disc" in element.get("class").split()]
    colours = {element.get("class").split()[2]: element.get("class").split()[1] for element in discs}
    expected = {
        square_name(r, c): {BLACK: "black", WHITE: "white"}[board[r][c]]
        for r in range(size)
        for c in range(size)
        if board[r][c] != rules.EMPTY
    }
    assert colours == expected
    black, white = count_discs(board)
    assert list(colours.values()).count("black") == black
    assert list(colours.values()).count("white") == white


def test_discs_have_an_outline_of_the_other_colour():
    discs = elements(parse(board_svg(initialize_board(4))), "disc")
    black, white = discs["c2"], discs["b2"]
    assert black.get("class") == "disc black c2" and white.get("class") == "disc white b2"
    assert black.get("fill") == "#141414" and black.get("stroke") == "#f2f2f2"
    assert white.get("fill") == "#fafafa" and white.get("stroke") == "#1a1a1a"


def test_square_names_along_the_edges():
    root = parse(board_svg(initialize_board(6)))
    texts = [element.text for element in root.iter(f"{SVG}text")]
    for name in "abcdef123456":
        assert texts.count(name) == 2
    assert not list(parse(board_svg(initialize_board(6), coordinates=False)).iter(f"{SVG}text"))


def test_markers():
    svg = board_svg(initialize_board(4), last_move=(1, 2), flipped=[(1, 1)], hints=[(0, 1), (1, 0)])
    root = parse(svg)
    assert set(elements(root, "hint")) == {"b1", "a2"}
    assert set(elements(root, "flipped")) == {"b2"}
    assert set(elements(root, "last-move")) == {"c2"}


def test_clean_svg_with_size_title_and_label():
    root = parse(board_svg(initialize_board(4), size_px=200))
    assert root.tag == f"{SVG}svg"
    assert root.get("width") == "200" and root.get("viewBox") == "0 0 200 200"
    assert root.get("role") == "img"
    assert root.find(f"{SVG}title").text == "Othello board 4x4: Black 2 - 2 White"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"size_px": 10}, "size_px must be"),
        ({"size_px": "big"}, "size_px must be"),
        ({"last_move": (4, 0)}, "not on the 4x4 board"),
        ({"hints": [(-1, 0)]}, "not on the 4x4 board"),
    ],
)
def test_bad_options(options, message):
    with pytest.raises(ValueError, match=message):
        board_svg(initialize_board(4), **options)


def test_bad_board():
    with pytest.raises(rules.BoardError):
        board_svg([[" "] * 3] * 3)


def test_game_picture_shows_last_move_flips_and_legal_moves():
    game = Game(4)
    game.play(0, 1)
    root = parse(game_svg(game))
    assert set(elements(root, "last-move")) == {"b1"}
    assert set(elements(root, "flipped")) == {"b2"}
    assert set(elements(root, "hint")) == {square_name(*move) for move in game.legal_moves()}
    assert not elements(parse(game_svg(game, hints=False)), "hint")


def test_game_shows_itself_as_a_picture():
    game = Game(4)
    assert game._repr_svg_() == game_svg(game)


def test_picture_of_a_board_is_a_snapshot():
    board = initialize_board(4)
    shown = picture(board, size_px=100)
    board[0][0] = BLACK
    assert isinstance(shown, BoardPicture)
    assert shown._repr_svg_() == board_svg(initialize_board(4), size_px=100)
    assert repr(shown) == "<BoardPicture 4x4: Black 2 - 2 White>"


def test_picture_of_a_game():
    game = Game(board=board_from_text("● ● ● ●\n● ● ● ●\n● ○ . .\n. . . ."))
    assert picture(game)._repr_svg_() == game_svg(game)
    assert picture(game, hints=False)._repr_svg_() == game_svg(game, hints=False)


def test_package_exports_picture_and_game():
    assert othello_lesson.picture is picture
    assert othello_lesson.Game is Game


def test_where_pictures_are_not_shown_the_position_shows_as_text():
    from IPython.lib.pretty import pretty

    board = board_from_text(
        """
        . . . .
        . ○ ● .
        . ● ● ●
        . . . .
        """
    )
    assert pretty(picture(board)).splitlines() == [
        "<BoardPicture 4x4: Black 4 - 1 White>",
        ". . . .",
        ". ○ ● .",
        ". ● ● ●",
        ". . . .",
    ]


# --- a bitboard's bits as a picture (lesson 10) ------------------------------------------


@pytest.mark.parametrize("size", [4, 6, 8, 10])
@pytest.mark.parametrize("seed", range(5))
def test_a_bits_picture_marks_exactly_the_squares_whose_bit_is_set(size, seed):
    import random

    bits = random.Random(seed * 100 + size).getrandbits(size * size + 3)  # and a few bits off the board
    root = parse(bits_picture(bits, size)._repr_svg_())
    drawn = set(elements(root, "bit"))
    expected = {
        square_name(row, col) for row in range(size) for col in range(size) if bits >> (row * size + col) & 1
    }
    assert drawn == expected
    assert len(elements(root, "square")) == size * size and not elements(root, "disc")
    text_rows = bits_text(bits, size).splitlines()
    from_text = {
        square_name(r, c)
        for r, line in enumerate(text_rows)
        for c, mark in enumerate(line.split())
        if mark == "1"
    }
    assert from_text == expected


def test_a_bits_picture_shows_its_bits_as_text_where_pictures_are_not_shown():
    from IPython.lib.pretty import pretty

    assert (
        pretty(bits_picture(0b0110, 4)) == "<BitsPicture 4x4: 2 bits set>\n. 1 1 .\n. . . .\n. . . .\n. . . ."
    )


@pytest.mark.parametrize("bits", [-1, 1.5, True, "0b11", None])
def test_bits_that_are_not_a_whole_number_are_refused_with_a_message(bits):
    with pytest.raises(ValueError, match="bits must be a whole number"):
        bits_picture(bits, 4)

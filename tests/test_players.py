"""The computer players: each plays legal moves on every size, as its docstring says it chooses."""

from __future__ import annotations

import random

import pytest

from othello_lesson import players
from othello_lesson.endgame import solve_endgame, solve_within
from othello_lesson.evaluation import disc_difference, weighted_discs
from othello_lesson.fast_search import best_move
from othello_lesson.game import Game
from othello_lesson.players import (
    PLAYER_LABELS,
    aggressive_player,
    alphabeta_player,
    cautious_player,
    computer_players,
    frontier_discs,
    greedy_player,
    make_player,
    minimax_player,
    perfect_player,
    play_game,
    player_choices,
    random_player,
    weights_player,
    whimsical_player,
)
from othello_lesson.rules import (
    BLACK,
    WHITE,
    board_from_text,
    copy_board,
    flipped_discs,
    initialize_board,
    next_player,
    opponent,
    place_move,
    valid_moves_list,
)
from othello_lesson.search import NodeCount, minimax, solve


def positions(size: int, count: int, seed: int = 7):
    """Positions from a seeded random game, each with the side to move."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        board, to_move = initialize_board(size), BLACK
        while to_move is not None and len(found) < count:
            found.append((copy_board(board), to_move))
            place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
            to_move = next_player(board, to_move)
    return found


def after(board, move, colour):
    return place_move(copy_board(board), *move, colour)


def test_the_registry_is_written_out_and_labelled():
    offered = computer_players(seed=1)
    assert list(offered) == list(PLAYER_LABELS)
    assert set(player_choices()) == {"human", *offered}
    assert all(callable(player) for player in offered.values())
    assert not hasattr(players, "PlayerFunction") or players.PlayerFunction is not None


def test_player_function_is_defined_once():
    import othello_lesson.game as game_module

    assert game_module.PlayerFunction is players.PlayerFunction


@pytest.mark.parametrize("name", list(PLAYER_LABELS))
@pytest.mark.parametrize("size", [4, 6])
def test_every_offered_player_plays_whole_legal_games(name, size):
    player = computer_players(seed=3)[name]
    record = play_game(player, random_player(seed=size), size=size)  # raises on an illegal move
    assert record.moves
    record = play_game(random_player(seed=size + 1), player, size=size)
    assert record.moves


@pytest.mark.parametrize("name", list(PLAYER_LABELS))
def test_every_offered_player_is_in_the_game_model(name):
    game = Game(4, black=name, white=name, seed=1)
    while not game.is_over:
        game.computer_move()
    assert game.player_name(BLACK) == name
    assert PLAYER_LABELS[name] == player_choices()[name]


@pytest.mark.parametrize("size", range(4, 27, 2))
def test_weights_player_plays_on_every_size(size):
    board, colour = initialize_board(size), BLACK
    for _ in range(6):
        move = weights_player(board, colour)
        assert move in valid_moves_list(board, colour)
        place_move(board, *move, colour)
        colour = next_player(board, colour)


def test_weights_player_takes_a_corner_and_avoids_the_square_next_to_it():
    board = board_from_text("""
        . ○ ● . . . . .
        . . ○ . . . . .
        . . ○ ● ○ . . .
        . . . ○ ● . . .
        . . . ● ○ . . .
        . . . . . . . .
        . . . . . . . .
        . . . . . . . .
    """)
    assert (0, 0) in valid_moves_list(board, BLACK)
    assert weights_player(board, BLACK) == (0, 0)
    assert greedy_player(board, BLACK) != (0, 0)


def test_weights_player_picks_the_best_weighted_total():
    for board, colour in positions(8, 40):
        move = weights_player(board, colour)
        best = max(weighted_discs(after(board, m, colour), colour) for m in valid_moves_list(board, colour))
        assert weighted_discs(after(board, move, colour), colour) == best


def test_aggressive_leaves_the_fewest_replies():
    for board, colour in positions(6, 30):
        move = aggressive_player(board, colour)
        replies = {
            m: len(valid_moves_list(after(board, m, colour), opponent(colour)))
            for m in valid_moves_list(board, colour)
        }
        assert replies[move] == min(replies.values())


def test_cautious_keeps_the_fewest_frontier_discs():
    for board, colour in positions(6, 30):
        move = cautious_player(board, colour)
        exposed = {
            m: frontier_discs(after(board, m, colour), colour) for m in valid_moves_list(board, colour)
        }
        assert exposed[move] == min(exposed.values())


def test_frontier_discs_counts_discs_touching_an_empty_square():
    board = board_from_text("""
        ● ● ● ●
        ● ● ● ●
        ● ● ○ .
        ● ● . .
    """)
    assert frontier_discs(board, BLACK) == 4  # c2, d2, b3 and b4
    assert frontier_discs(board, WHITE) == 1


def test_personalities_differ_from_greedy():
    boards = positions(8, 40)
    for personality in (aggressive_player, cautious_player):
        assert any(personality(b, c) != greedy_player(b, c) for b, c in boards)


def test_whimsical_is_seeded_and_picks_among_the_good_moves():
    one = play_game(whimsical_player(seed=5), greedy_player, size=6).moves
    again = play_game(whimsical_player(seed=5), greedy_player, size=6).moves
    other = play_game(whimsical_player(seed=6), greedy_player, size=6).moves
    assert one == again and one != other
    chooser = whimsical_player(seed=1, choices=2)
    for board, colour in positions(8, 30):
        values = sorted(
            (weighted_discs(after(board, m, colour), colour) for m in valid_moves_list(board, colour)),
            reverse=True,
        )
        move = chooser(board, colour)
        assert weighted_discs(after(board, move, colour), colour) >= values[min(1, len(values) - 1)]
    with pytest.raises(ValueError, match="choices"):
        whimsical_player(choices=0)


def test_search_players_play_the_best_move_they_see():
    for board, colour in positions(6, 12):
        for depth in (1, 2):
            values = {
                m: -minimax(after(board, m, colour), opponent(colour), depth - 1, disc_difference)
                for m in valid_moves_list(board, colour)
            }
            best = max(values.values())
            assert values[minimax_player(depth, disc_difference)(board, colour)] == best
            assert values[alphabeta_player(depth, disc_difference)(board, colour)] == best


def test_perfect_player_keeps_the_solved_score():
    for board, colour in positions(6, 60, seed=11)[-8:]:
        player = perfect_player(endgame=12)
        if not valid_moves_list(board, colour):
            continue
        exact = solve(board, colour).score
        move = player(board, colour)
        assert -solve(after(board, move, colour), opponent(colour)).score == exact


def endgames_where_alphabeta_loses(count: int):
    """8x8 positions with 12 empty squares where alpha-beta's move gets less than the exact score."""
    found = []
    for seed in range(40):
        rng = random.Random(seed)
        board, to_move = initialize_board(8), BLACK
        while to_move is not None and sum(row.count(" ") for row in board) > 12:
            place_move(board, *rng.choice(valid_moves_list(board, to_move)), to_move)
            to_move = next_player(board, to_move)
        if to_move is None or not valid_moves_list(board, to_move):
            continue
        exact = solve_endgame(board, to_move).score
        if kept_score(board, to_move, best_move(board, to_move, 4, weighted_discs)) < exact:
            found.append((board, to_move, exact))
            if len(found) == count:
                break
    return found


def kept_score(board, colour, move):
    """``colour``'s exact score after ``move``, by the engine's solver."""
    later = after(board, move, colour)
    following = next_player(later, colour)
    if following is None:
        return sum(row.count(colour) for row in later) - sum(row.count(opponent(colour)) for row in later)
    value = solve_endgame(later, following).score
    return value if following == colour else -value


def test_the_perfect_player_solves_before_its_endgame_when_its_budget_allows():
    # 12 empty squares, beyond endgame=8: within the budget the solver finishes and its move keeps the
    # exact score, where alpha-beta's move (what it plays without the budget) loses some.
    endgames = endgames_where_alphabeta_loses(3)
    assert len(endgames) == 3
    with_budget = perfect_player(endgame=8, nodes=1_000_000)
    without = perfect_player(endgame=8, nodes=0)
    for board, colour, exact in endgames:
        assert kept_score(board, colour, with_budget(board, colour)) == exact
        assert without(board, colour) == best_move(board, colour, 4, weighted_discs)


def test_the_perfect_player_falls_back_to_alphabeta_when_the_budget_is_spent():
    board, colour, _ = endgames_where_alphabeta_loses(1)[0]
    counter = NodeCount()
    assert solve_within(board, colour, 50, counter=counter) is None
    assert counter.nodes > 50
    assert perfect_player(endgame=8, nodes=50)(board, colour) == best_move(board, colour, 4, weighted_discs)


@pytest.mark.parametrize("maker", [minimax_player, alphabeta_player])
def test_search_players_refuse_a_bad_depth(maker):
    with pytest.raises(ValueError, match="depth"):
        maker(0, disc_difference)
    with pytest.raises(ValueError, match="endgame"):
        perfect_player(endgame=-1)
    with pytest.raises(ValueError, match="nodes"):
        perfect_player(nodes=-1)


def test_make_player_knows_every_offered_name():
    for name in PLAYER_LABELS:
        assert callable(make_player(name, seed=2))
    assert make_player("Alphabeta").__name__ == "alphabeta_player(depth=4, evaluate=weighted_discs)"


def test_flips_tie_breaks_of_greedy_unchanged():
    board = initialize_board(8)
    assert greedy_player(board, BLACK) == (2, 3)
    assert len(flipped_discs(board, 2, 3, BLACK)) == 1

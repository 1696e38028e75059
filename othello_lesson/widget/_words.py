"""The clickable board's words: its buttons, its status line, its messages, what screen readers read.

>>> BOARD_WORDS.say("took_back", count=2)
'Took back 2 moves.'
"""

from __future__ import annotations

from ..words import Hints

BOARD_WORDS = Hints(
    "board",
    {
        # the controls
        "new_game_button": "New game",
        "undo_button": "Undo",
        "step_button": "Step",
        "size_tooltip": "Play on a {size} board",
        "show_legal_moves": "Show legal moves",
        "show_analysis": "Show analysis",
        "autoplay_button": "Auto-play",
        "autoplay_tooltip": "Let the computers play on",
        "pace": "Pace (s)",
        "record": "Record",
        "load_record_button": "Start from record",
        "back_button": "Back",
        "forward_button": "Forward",
        # the status line and the score
        "side": "{colour} {disc}",
        "score": "Black {black_disc} {black} - {white} {white_disc} White",
        "human_to_move": "{side} to move: click a square.",
        "computer_to_move": "{side} ({player}) to move.",
        "computer_to_step": "{side} ({player}) to move: press Step or Auto-play.",
        "thinking": "{side} ({player}) is thinking…",
        # the messages
        "wait_for_move": "{thinking} Wait for its move, then click again. ({square} ignored)",
        "over_click_ignored": "The game is over: press New game to play again. ({square} ignored)",
        "computers_turn_click_ignored": "It is the computer's turn, not yours: press Step or Auto-play. "
        "({square} ignored)",
        "try_another_square": "{why}. Try another square.",
        "second_click": "Ignored a second click on {square}.",
        "click_while_thinking": "Ignored a click on {square} made while the computer was thinking.",
        "game_over": "The game is over: press New game to play again.",
        "humans_turn": "It is {colour}'s turn, played by a human: click a square.",
        "new_game": "New game.",
        "took_back_one": "Took back 1 move.",
        "took_back": "Took back {count} moves.",
        "nothing_to_undo": "Nothing to undo.",
        "bad_record": "That record cannot be played: {why}. The game is unchanged.",
        "started_from_record_one": "Started from the record: 1 move played.",
        "started_from_record": "Started from the record: {count} moves played.",
        "back": "Back one move ({ahead} ahead): press Forward to replay it.",
        "at_start": "This is the start of the game: nothing to go back to.",
        "forward": "Forward one move ({ahead} ahead).",
        "nothing_to_replay": "No move to replay: go Back first, or play on.",
        "player_changed": "{colour} is now played by {player}.",
        "autoplay_needs_computers": "Auto-play moves only computer players: "
        "choose a computer for Black or White.",
        "autoplay_stopped": "Auto-play stopped: it is {colour}'s turn, played by a human.",
        "analysis": "Analysis ({search}) for {colour}: {listed}",
        "traceback_summary": "Details for programmers (the traceback)",
        # a board saved in a notebook, shown without its kernel
        "run_to_play": "{game} (run this cell to play)",
        "run_again": "The board as it was saved: run this cell to play again.",
        "saved_picture": "The board as it was saved: {game}",
        # what a square says to a screen reader: 'd3, empty, legal move, flips 1'
        "holds_black": "black",
        "holds_white": "white",
        "holds_half_disc": "half-disc",
        "holds_empty": "empty",
        "mark_legal": "legal move",
        "mark_last": "last move",
        "mark_flipped": "just flipped",
        "flips": "flips {flips}",
        "value": "value {value}",
        "separator": ", ",
    },
)

__all__ = ["BOARD_WORDS"]

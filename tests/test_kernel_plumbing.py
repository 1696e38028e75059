"""The board's reach into ipykernel's and ipywidgets' private attributes, and what it does without them."""

import ipywidgets as widgets
import pytest

from othello_lesson.rules import BLACK
from othello_lesson.widget import _kernel_plumbing as kernel_plumbing
from othello_lesson.widget import play
from othello_lesson.widget._kernel_plumbing import handle_in_arrival_order, on_click, replace_classes

PAGE_CLICK = {"content": {"data": {"method": "custom", "content": {"event": "click"}}}, "buffers": []}


def test_a_click_says_whether_it_came_from_the_page():
    button, heard = widgets.Button(), []
    assert on_click(button, heard.append) is True
    button._handle_msg(PAGE_CLICK)  # as the widget's comm hands a click on the page over
    button.click()
    assert heard == [True, False]


def test_without_the_buttons_message_handler_every_click_counts_as_one_from_code(monkeypatch):
    button, heard = widgets.Button(), []
    monkeypatch.delattr(widgets.Button, "_handle_button_msg")
    assert on_click(button, heard.append) is False
    button.click()
    assert heard == [False]


def test_without_the_buttons_message_handler_the_board_answers_every_click_at_once(monkeypatch):
    monkeypatch.setattr(kernel_plumbing, "BUTTON_MESSAGE_HANDLER", "_handler_of_another_version")
    board = play(4, white="greedy")
    board.squares[(0, 1)]._handle_msg(PAGE_CLICK)
    assert board._reply_task is None  # answered inside the click, as a click from code is
    assert board.game.last_move == (0, 0) and board.game.to_move == BLACK
    assert board.message == "Black played b1, flipping 1 disc.\nWhite (Greedy) played a1, flipping 1 disc."


def kernel_comms(monkeypatch):
    """Make widgets open ipykernel's comms, as in a kernel."""
    comm_class = pytest.importorskip("ipykernel.comm.comm").BaseComm
    import comm

    monkeypatch.setattr(comm, "create_comm", comm_class)
    return comm_class


def test_a_kernel_comm_answers_on_the_thread_the_page_chose(monkeypatch):
    kernel_comms(monkeypatch)
    text = widgets.Text()
    assert handle_in_arrival_order(text) is True
    assert text.comm._reply_subshell_for({"method": "update"}, "widgets") == "widgets"


def test_a_comm_without_reply_routing_is_left_as_it_is_and_the_board_plays(monkeypatch):
    comm_class = kernel_comms(monkeypatch)
    monkeypatch.delattr(comm_class, "_reply_subshell_for")
    text = widgets.Text()
    assert handle_in_arrival_order(text) is False
    assert not hasattr(text.comm, "_reply_subshell_for")
    board = play(4, white="greedy")
    board.squares[(0, 1)].click()
    assert board.game.last_move == (0, 0)


def test_classes_are_replaced_in_one_change():
    text = widgets.HTML().add_class("othello-text")
    replace_classes(text, (), ["othello-b1-legal", "othello-a1-black"])
    changes = []
    text.observe(changes.append, names="_dom_classes")
    replace_classes(text, ["othello-b1-legal", "othello-a1-black"], ["othello-b1-black", "othello-a1-black"])
    assert [change["new"] for change in changes] == [("othello-text", "othello-a1-black", "othello-b1-black")]
    replace_classes(text, ["othello-b1-black", "othello-a1-black"], ["othello-a1-black", "othello-b1-black"])
    assert len(changes) == 1  # the same classes: no change, nothing sent


class ClassesKeptElsewhere:
    """A widget of a version that keeps its classes some other way: only the public methods."""

    def __init__(self):
        self.classes = ["othello-text"]

    def add_class(self, name):
        self.classes.append(name)

    def remove_class(self, name):
        self.classes.remove(name)


def test_without_the_classes_trait_the_public_methods_replace_them():
    widget, before = ClassesKeptElsewhere(), ["othello-b1-legal", "othello-a1-black"]
    replace_classes(widget, (), before)
    replace_classes(widget, before, ["othello-b1-black", "othello-a1-black"])
    assert sorted(widget.classes) == ["othello-a1-black", "othello-b1-black", "othello-text"]

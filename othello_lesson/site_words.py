"""The words of the JupyterLite site's first page (``tools/build_site.py``), in one table under stable ids.

The site is built by a tool that never sets the course's language: ``site_words``
gives every word in the language of the site it builds, read from the PO files.  A
``{field}`` is filled with the page's own markup (a file's name in ``<code>``,
a menu in ``<em>``), so the words themselves hold none.  This module imports
only the table of words: the tool runs where the course's dependencies are not
installed.

>>> site_words("ja")["lessons_heading"]
'レッスン'
>>> site_words("en")["lessons_heading"]
'Lessons'
"""

from __future__ import annotations

from .translations import translated
from .words import Hints

__all__ = ["SITE_WORDS", "site_words"]

SITE_WORDS = Hints(
    "site",
    {
        "title": "Othello: learn to program by building a game",
        "teacher_title": "TEACHER'S SITE, with the worked solutions",
        "teacher_banner": (
            "The teacher's site: it holds the worked solutions of every lesson. "
            "Do not give its address to students; give them the students' site."
        ),
        "solutions_heading": "Worked solutions (for the teacher)",
        "intro": (
            "Every lesson runs here, in your browser: nothing to install. The first cell you run "
            "takes a little while (Python is starting in the page); after that it is quick."
        ),
        "saved_note": (
            "Your work is saved in this browser, on this computer (not on the server): it is still here "
            "when you come back with the same browser. To put a lesson back as it was shipped, run {reset} "
            "in a notebook (your version is kept in {backups})."
        ),
        "progress_heading": "Your progress",
        "progress_where": (
            "Every exercise check you run is remembered in this browser, with your notebooks: in the file "
            "{file} of your course folder, which is this browser's storage for this site, on this computer."
        ),
        "progress_link": "See your progress: open {name}",
        "progress_run": (
            "and run its cells ({menu}): every lesson's exercises, done, tried or not started, "
            "and what to do next."
        ),
        "run_all_menu": "Run → Run All Cells",
        "hand_in": (
            "To hand your progress in: in {name}, take the {hash} off the two lines of its last cell "
            "({call}) and run it; then download the file: in JupyterLab's file browser, right-click "
            "{file} and choose {download}."
        ),
        "download_menu": "Download",
        "lessons_heading": "Lessons",
        "open_lab": "Open JupyterLab with all the files",
    },
)


def site_words(language: str) -> dict[str, str]:
    """Every word of the site's first page in ``language``: its translation where current, else the English.

    The tool builds a site in one language while the course speaks another (or
    none), so the language is given, never read from the course's setting.
    """
    return {
        key: translated(f"{SITE_WORDS.name}.{key}", SITE_WORDS.english(key), language) for key in SITE_WORDS
    }

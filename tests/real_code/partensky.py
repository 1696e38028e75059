"""TIPE-P1A's other functions: the ones batch 24 (``tipe``) does not take from the same repository.

Repository: MarcPartensky/TIPE-P1A, files plateau.py and config.py; their class ``Plateau`` is the
one ``tipe`` keeps (the same file), read here through its own grid of rows, grille[y][x] with x the
column.  License: MIT, Copyright 2019 Marc Partensky, Valentin Colin, Alexandre Bigot (the
repository's LICENSE).
Adapted: a wrapper writes our board in a Plateau's grid (made without its pygame surface), calls
their method with x = col and y = row, and for initialize_board reads their grid back.  Side 0 is
read as White and side 1 as Black, as config.py's THEME_PLATEAU paints them (their start then puts
White on the top-left square of the centre, as ours does); the rules of these five are the same
for both sides.
"""

from othello_lesson.rules import BLACK, EMPTY, WHITE

from .tipe import CASE_VIDE, Plateau

TO_THEIRS = {EMPTY: CASE_VIDE, WHITE: 0, BLACK: 1}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their(board) -> Plateau:
    theirs = Plateau.__new__(Plateau)  # their __init__ also makes a pygame surface, for display only
    theirs.taille = [len(board), len(board)]
    theirs.taille_x, theirs.taille_y = theirs.taille
    theirs.nombre_de_joueurs = 2
    theirs.mouvements = []
    theirs.grille = [[TO_THEIRS[square] for square in row] for row in board]
    return theirs


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_partensky(size):
    theirs = Plateau.__new__(Plateau)
    theirs.taille = [size, size]
    theirs.creerGrille()
    return [[FROM_THEIRS[square] for square in row] for row in theirs.grille]


def is_on_board_partensky(board, row, col):
    return their(board).estDansGrille((col, row))


def sandwiches_partensky(board, row, col, dr, dc, colour):
    theirs = their(board)
    return theirs.estMouvementValideDansLigne(
        TO_THEIRS[colour], theirs.obtenirLigneExclus((col, row), (dc, dr))
    )


def has_valid_move_partensky(board, colour):
    return len(their(board).obtenirMouvementsValides(TO_THEIRS[colour])) > 0


def count_discs_partensky(board):
    theirs = their(board)
    return theirs.obtenirNombrePionsJoueur(1), theirs.obtenirNombrePionsJoueur(0)

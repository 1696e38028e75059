# ruff: noqa: SIM102, SIM108  # their code, in their style
"""Othello with pygame and a family of robot players, a first-year project (TIPE) by Marc Partensky,
Valentin Colin and Alexandre Bigot.

Repository: MarcPartensky/TIPE-P1A, files plateau.py (class Plateau) and ias.py (the robot
MaximisationPions), both at commit 14e6a6ef8e4f6aaa73215e0affecbe1936a0e5c8, and config.py's
CASE_VIDE = -1.
License: MIT, Copyright 2019 Marc Partensky, Valentin Colin, Alexandre Bigot (the repository's
LICENSE file).
Adapted: their Plateau keeps a pygame surface for its drawing: the rule methods are copied without
it (and without the drawing methods).  Their grid is a list of rows of -1 (empty), 0 (black) and 1
(white), read at (x, y) = (col, row): a wrapper writes our board into it, with its size, and reads
it back after a move; their positions (x, y) are returned as our (row, col).  Their robot's parent
class (a player with a side, ``cote``) is left out: the robot is made with its side.  As their game
does, the plateau is loaded (``charger``) with the robot's moves before the robot is asked.  Their
winner None (equal counts) is our DRAW.  Their long docstrings and comments are shortened.
"""

import copy

from othello_lesson.rules import BLACK, DRAW, EMPTY, WHITE

CASE_VIDE = -1  # config.py

# --- their code (plateau.py at 14e6a6e, the rule methods) ----------------------------------------


class Plateau:
    """Représentation en classe de l'Othelier."""

    def __init__(self, taille=[8, 8]):  # noqa: B006
        """Cree un plateau."""
        self.taille = taille  # taille du plateau 8 lignes et 8 colonnes
        self.creerGrille()
        self.mouvements = []
        self.gagne = False
        self.taille_x, self.taille_y = self.taille
        self.nombre_de_joueurs = 2

    def obtenirNombrePionsJoueur(self, cote):  # Todo à optimiser
        """Determine le nombre de pions d'un joueur en utilisant son cote."""
        nombre = 0
        sx, sy = self.taille
        for y in range(sy):
            for x in range(sx):
                if self.estCaseJoueur((x, y), cote):
                    nombre += 1
        return nombre

    def creerGrille(self):
        """Cree une grille. Et place des 4 pions initiaux"""
        sx, sy = self.taille
        self.grille = [[CASE_VIDE for x in range(sx)] for y in range(sy)]
        mx = sx // 2 - 1  # 4èmes case sur une ligne de 8 cases
        my = sy // 2 - 1
        self.insererPion([(mx, my), (mx + 1, my + 1)], 0)
        self.insererPion([(mx + 1, my), (mx, my + 1)], 1)

    def estDansGrille(self, position):
        """Verifie si la position est dans la grille"""
        sx, sy = self.taille
        x, y = position
        return 0 <= x < sx and 0 <= y < sy

    def estComplet(self):
        """Renvoie si le plateau est complet ou non."""
        compteur = 0
        for colonne in self.grille:
            compteur += colonne.count(CASE_VIDE)
        return compteur == 0

    def estJouable(self):
        """Renvoie si le plateau est jouable."""
        jouable = False
        for i in range(self.nombre_de_joueurs):
            coups = self.obtenirMouvementsValides(i)
            if len(coups) > 0:
                jouable = True
                break
        return jouable

    def estFini(self):
        """Renvoie si le plateau est fini."""
        complet = self.estComplet()  # Détermine si le plateau est complet
        if complet:  # S'il est complet alors la partie est finie
            return True
        else:  # Sinon on peut vérifier si celui-ci est jouable.
            jouable = self.estJouable()  # Détermine si le plateau est jouable
            # Si le plateau n'est pas jouable alors la partie est finie
            return not (jouable)

    def obtenirCoteGagnant(self):
        """Renvoie le gagnant de la partie au stade actuel."""
        pions0 = self.obtenirPions(0)
        pions1 = self.obtenirPions(1)
        compte_des_pions = (len(pions0), len(pions1))
        if len(pions0) != len(pions1):
            cote_gagnant = compte_des_pions.index(max(compte_des_pions))
        else:
            cote_gagnant = None
        return cote_gagnant

    def charger(self, cote):
        """Charge les attributs du plateau afin d'être préchargé pour les ias."""
        self.mouvements = self.obtenirMouvementsValides(cote)

    def obtenirCase(self, coordonnees):
        """Retourne le contenu d'une case"""
        x, y = coordonnees
        return self.grille[y][x]

    def obtenirPions(self, cotes):
        """Renvoie la liste des position des pions appartenant au joueur cotes."""
        if not isinstance(cotes, list):
            cotes = [cotes]
        positions = []
        for cote in cotes:
            tx, ty = self.taille
            for y in range(ty):
                for x in range(tx):
                    case = self.obtenirCase((x, y))  # noqa: F841
                    if self.estCaseJoueur((x, y), cote):
                        positions.append((x, y))
        return positions

    def compterPions(self, cote):
        """Compte le nombre de pions d'un joueur avec son côté."""
        tx, ty = self.taille
        # ce qu'on met dans la liste n'as pas d'importance donc on met un jolie smiley --> "_"
        return len(["_" for x in range(tx) for y in range(ty) if self.estCaseJoueur((x, y), cote)])

    def obtenirEnvironnement(self, positions):
        """Renvoie les positions des cases vides autour de ces cases."""
        if type(positions) != list:  # noqa: E721
            positions = [positions]
        environnement = []
        directions = self.obtenirDirections()
        for position in positions:
            px, py = position
            for pas in directions:
                stx, sty = pas
                x, y = (px + stx, py + sty)
                if self.estDansGrille((x, y)):
                    if self.estCaseVide((x, y)):
                        environnement.append((x, y))
        environnement = list(set(environnement))
        return environnement

    def insererPion(self, positions, cote):
        """insererPion insere un pion dans la grille sans se soucier de conquerir le territoire."""
        if type(positions) != list:  # noqa: E721
            positions = [positions]
        for position in positions:
            x, y = position
            self.grille[y][x] = cote

    def placerPion(self, position, cote):
        """Place un pion sur le plateau et modifie celui-ci en conséquence selon les règle de l'othello."""
        self.insererPion(position, cote)
        return self.conquerir(position, cote)

    def estCaseVide(self, position):
        """Determine si la case à la position donnee est une case vide."""
        return self.obtenirCase(position) == CASE_VIDE

    def estCaseJoueur(self, position, cote):
        """Determine si la case à la position donnée contient un pion du joueur cote."""
        return self.obtenirCase(position) == cote

    def obtenirCoteOppose(self, cote_joueur):
        """Renvoie le cote oppose en fonction du cote donné."""
        cote_oppose = 1 - cote_joueur  # technique du complément à 1.
        return cote_oppose

    def obtenirMouvementsValides(self, joueur_cote):
        """Retourne une liste de tuple des mouvements possibles pour le joueur_cote."""
        cote = self.obtenirCoteOppose(joueur_cote)
        positions = self.obtenirPions(cote)
        positions_possibles = self.obtenirEnvironnement(positions)
        mouvements_valides = []
        for position_possible in positions_possibles:
            if self.estMouvementValide(position_possible, joueur_cote):
                mouvements_valides.append(position_possible)
        return mouvements_valides

    def estMouvementValide(self, mouvement, cote):
        """Permet de verifier si un mouvement est valide."""
        directions = self.obtenirDirections()
        resultat = False
        for direction in directions:
            ligne = self.obtenirLigneExclus(mouvement, direction)
            validite = self.estMouvementValideDansLigne(cote, ligne)
            if validite:
                resultat = True
                break
        return resultat

    def estMouvementValideDansLigne(self, cote, ligne):
        """Permet de verifier si un mouvement est valide dans une ligne."""
        valide = False
        possible = False
        cote_oppose = self.obtenirCoteOppose(cote)
        for position in ligne:
            if not self.estDansGrille(position):
                break
            else:
                case = self.obtenirCase(position)
                if case == cote:
                    if possible:
                        valide = True
                    break
                elif case == cote_oppose:
                    possible = True
                else:
                    break
        return valide

    def obtenirLigneExclus(self, position, vecteur, taille=None):
        """Récupère la ligne des positions partant d'une position, sans elle, selon un vecteur."""
        if not taille:
            taille = max(self.taille)
        vx, vy = vecteur
        x, y = position
        n = 0
        x += vx
        y += vy
        ligne = []
        while self.estDansGrille((x, y)) and n < taille:
            ligne.append((x, y))
            x += vx
            y += vy
            n += 1
        return ligne

    def obtenirDirections(self):
        """Recupere les directions dans le sens trigo."""
        directions = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
        return directions

    def conquerir(self, position, cote):
        """Permet au nouveau pion de retourner les autres pions."""
        directions = self.obtenirDirections()
        for direction in directions:
            ligne = self.obtenirLigneExclus(position, direction)
            self.conquerirLigne(cote, ligne)

    def conquerirLigne(self, cote, ligne):
        """Permet au nouveau pion de retourner les autres pions dans une ligne."""
        pions = []
        for position in ligne:
            if not self.estDansGrille(position):
                break
            case = self.obtenirCase(position)
            if case == CASE_VIDE:
                break
            if case != cote:
                pions.append(position)
            else:
                self.insererPion(pions, cote)
                break


# --- their code (ias.py at 14e6a6e: MaximisationPions, its parent left out) ----------------------


class MaximisationPions:
    """Robot qui joue de façon à avoir le plus de pions possibles sur le tour actuel."""

    def __init__(self, cote):
        self.cote = cote

    def jouer(self, plateau, panneau=None):
        """Joue de façon à avoir le plus de pions possibles sur le tour actuel."""
        coups_possibles = plateau.mouvements
        self.choix = coups_possibles[0]
        for coup in coups_possibles[1:]:
            self.choix = self.meilleurCoup(coup, self.choix, plateau)
        return self.choix

    def meilleurCoup(self, p1, p2, plateau):
        """Renvoie le coup qui permet de récupérer le plus de pions."""
        pl1 = copy.deepcopy(plateau)
        pl2 = copy.deepcopy(plateau)
        pl1.placerPion(p1, self.cote)
        pl2.placerPion(p2, self.cote)
        n1 = pl1.compterPions(self.cote)
        n2 = pl2.compterPions(self.cote)
        if n1 > n2:
            resultat = p1
        else:
            resultat = p2
        return resultat


# --- translation ---------------------------------------------------------------------------------

THEIRS = {EMPTY: CASE_VIDE, BLACK: 0, WHITE: 1}
OURS = {value: square for square, value in THEIRS.items()}


def their_plateau(board) -> Plateau:
    plateau = Plateau([len(board), len(board)])
    plateau.grille = [[THEIRS[square] for square in row] for row in board]
    return plateau


# --- the exercises -------------------------------------------------------------------------------


def count_colour_tipe(board, colour):
    return their_plateau(board).compterPions(THEIRS[colour])


def is_valid_move_tipe(board, row, col, colour):
    return their_plateau(board).estMouvementValide((col, row), THEIRS[colour])


def valid_moves_list_tipe(board, colour):
    return [(y, x) for x, y in their_plateau(board).obtenirMouvementsValides(THEIRS[colour])]


def place_move_tipe(board, row, col, colour):
    plateau = their_plateau(board)
    plateau.placerPion((col, row), THEIRS[colour])
    for r, line in enumerate(plateau.grille):
        board[r][:] = [OURS[square] for square in line]
    return board


def winner_tipe(board):
    return {0: BLACK, 1: WHITE, None: DRAW}[their_plateau(board).obtenirCoteGagnant()]


def is_game_over_tipe(board):
    return their_plateau(board).estFini()


def most_flips_player_tipe(board, colour):
    plateau = their_plateau(board)
    plateau.charger(THEIRS[colour])
    x, y = MaximisationPions(THEIRS[colour]).jouer(plateau)
    return (y, x)

# ruff: noqa: E501, E721, F841, SIM102, SIM108  # their code, in their style
"""TIPE-P1A, a pygame Othello with several computer players (a first-year project at ISEP), by Marc
Partensky, Valentin Colin and Alexandre Bigot.

Repository: MarcPartensky/TIPE-P1A, files plateau.py and config.py.
License: MIT, Copyright 2019 Marc Partensky, Valentin Colin, Alexandre Bigot (the repository's
LICENSE).
Adapted: their Plateau keeps a grid of rows, grille[y][x] with x the column, of -1 (CASE_VIDE, from
config.py), 0 (the white side: config.py's THEME_PLATEAU paints side 0 white) and 1 (black), and
of any size (taille); a wrapper makes a Plateau without its pygame surface (for display only),
writes our board in its grid, calls their method with x = col and y = row, and for place_move
writes their grid back in our board.  Their positions are (x, y): made (row, col).  Their winning
side is None when the counts are equal: made DRAW.  Only the methods used are kept.
"""

from othello_lesson.rules import BLACK as OUR_BLACK
from othello_lesson.rules import DRAW
from othello_lesson.rules import EMPTY as OUR_EMPTY
from othello_lesson.rules import WHITE as OUR_WHITE

# --- their code (config.py) -----------------------------------------------------------------------


class cfg:  # their module config, imported as cfg
    CASE_VIDE = -1  # Ne pas mettre 0 ou 1


# --- their code (plateau.py) ----------------------------------------------------------------------


class Plateau:
    def creerGrille(self):
        """Cree une grille."""
        sx, sy = self.taille
        self.grille = [[cfg.CASE_VIDE for x in range(sx)] for y in range(sy)]
        mx = sx // 2 - 1  # 4èmes case sur une ligne de 8 cases
        my = sy // 2 - 1
        self.insererPion([(mx, my), (mx + 1, my + 1)], 0)  # Place les pions du joueur de côté 0.
        self.insererPion([(mx + 1, my), (mx, my + 1)], 1)  # Place les pions du joueur de côté 1.

    def estDansGrille(self, position):
        """Verifie si la position est dans la grille"""
        sx, sy = self.taille
        x, y = position
        return 0 <= x < sx and 0 <= y < sy

    def estComplet(self):
        """Renvoie si le plateau est complet ou non."""
        compteur = 0
        for colonne in self.grille:
            compteur += colonne.count(cfg.CASE_VIDE)
        return bool(compteur == 0)  # Le bool met en évidence le type...

    def estJouable(self):
        """Renvoie si le plateau est jouable."""
        # Lorsqu'on utilise cette fonction il est inutile de vérifier si le plateau est complet, celle-ci se comportera comme attendue.
        jouable = False
        for i in range(self.nombre_de_joueurs):
            coups = self.obtenirMouvementsValides(i)
            if len(coups) > 0:
                jouable = True
                break
        return jouable

    def estFini(self):
        """Renvoie si le plateau est fini, la seule nuance avec jouable c'est
        que si le plateau est complet il n'est pas nécessaire de recalculer
        l'ensemble des coups qui sont possibles. Cela permet plus d'efficacité
        dans l'exécution du code."""
        complet = self.estComplet()  # Détermine si le plateau est complet
        if complet:  # S'il est complet alors la partie est finie
            return True
        else:  # Sinon on peut vérifier si celui-ci est jouable.
            jouable = self.estJouable()  # Détermine si le plateau est jouable
            return not (jouable)  # Si le plateau n'est pas jouable alors la partie est finie

    def obtenirCoteGagnant(self):
        """Renvoie le gagnant de la partie au stade actuel."""
        pions0 = self.obtenirPions(0)  # Récupère les positions (x,y) pions du joueur0
        pions1 = self.obtenirPions(1)  # Récupère les positions (x,y) pions du joueur1
        compte_des_pions = (len(pions0), len(pions1))
        if len(pions0) != len(pions1):
            cote_gagnant = compte_des_pions.index(
                max(compte_des_pions)
            )  # Détermine un gagnant meme si la partie n'est pas encore finie
        else:
            cote_gagnant = None
        return cote_gagnant

    def obtenirCase(self, coordonnees):
        """Retourne le contenu d'une case"""
        x, y = coordonnees
        return self.grille[y][x]

    def obtenirPions(self, cotes):
        """Obtenir toute les position de toutes les pieces de cotes de joueurs"""
        if not isinstance(cotes, list):
            cotes = [cotes]
        positions = []
        for cote in cotes:
            sx, sy = self.taille
            for y in range(sy):
                for x in range(sx):
                    case = self.obtenirCase((x, y))
                    if self.estCaseJoueur((x, y), cote):
                        positions.append((x, y))
        return positions

    def obtenirNombrePionsJoueur(self, cote):  # Todo à optimiser
        """Determine le nombre de pions d'un joueur en utilisant son cote."""
        nombre = 0
        sx, sy = self.taille
        for y in range(sy):
            for x in range(sx):
                if self.estCaseJoueur((x, y), cote):
                    nombre += 1
        return nombre

    def obtenirEnvironnement(self, positions):
        """Prend en parametre une liste de position de case et retourne la liste des postions des cases vide se trouvant juste à cote"""
        if type(positions) != list:
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
        """insererPion insere un pion dans la grille sans se soucier de conquerir le territoire"""
        if type(positions) != list:
            positions = [positions]
        for position in positions:
            x, y = position
            self.grille[y][x] = cote

    def placerPion(self, position, cote):
        """Place un pion sur le plateau et modifie celui-ci
        en conséquence selon les règle de l'othello"""
        self.insererPion(position, cote)
        return self.conquerir(position, cote)

    def estCaseVide(self, position):
        """Determine si la case a la position donnee est une case vide."""
        return self.obtenirCase(position) == cfg.CASE_VIDE

    def estCaseJoueur(self, position, cote):
        """Determine si la case a la position donnee contient un pion du joueur cote."""
        return self.obtenirCase(position) == cote

    def obtenirCoteOppose(self, cote_joueur):
        """Renvoie le cote oppose en fonction du cote donné."""
        cote_oppose = 1 - cote_joueur  # Utilise simplement la technique du complémentaire a 1.
        return cote_oppose

    def obtenirMouvementsValides(self, joueur_cote):  # yavait panneau dans les parametres
        """Retourne une liste de tuple qui correspondent aux coordonnees des mouvements possibles pour le joueur_cote"""
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
        # Regarde si une ligne peut etre prise.
        for position in ligne:  # Regarde chaque pion de la ligne dans l'ordre.
            if not self.estDansGrille(position):  # Si on sort de la ligne, celle-ci ne peut pas être prise
                break  # On arrete la vérification
            else:
                case = self.obtenirCase(position)  # Sinon on récupère la case
                if case == cote:  # Si la case est a nous
                    if (
                        possible
                    ):  # et que l'on a déja rencontré des pions ennemis on peut prendre cette ligne.
                        valide = True
                    break  # On arrete la vérification
                elif (
                    case == cote_oppose
                ):  # Si la case contient un pion ennemi alors on peut possiblement le prendre
                    possible = True
                else:  # Sinon la case est vide et on arrete la vérification
                    break
        return valide

    def obtenirLigneExclus(self, position, vecteur, taille=None):
        """Recupere la ligne des valeurs obtenue avec une position et un vecteur."""
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
        """Recupere les directions avec les vecteurs orientés selon chaque axe,
        ranger dans un ordre afin de tourner dans le sens trigo"""
        directions = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
        return directions

    def conquerir(self, position, p_cote):
        """Permet au nouveau pion à la position 'position' de couleur 'cote' de
        retouner les autres pions"""
        directions = self.obtenirDirections()
        for direction in directions:
            ligne = self.obtenirLigneExclus(position, direction)
            self.conquerirLigne(p_cote, ligne)
        return True

    def conquerirLigne(self, cote, ligne):
        """Permet au nouveau pion a la position position de couleur cote de
        retouner les autres pions dans une ligne"""
        mangeables = []
        for position in ligne:
            if not self.estDansGrille(position):
                break
            case = self.obtenirCase(position)
            if case != cote and case != cfg.CASE_VIDE:
                mangeables.append(position)
            elif case == cote:
                self.manger(mangeables, cote)
                break
            else:  # Dans ce case la case est vide
                break

    def manger(self, mangeables, personne):
        """Assigne aux cases mangeables la valeur de pion de la personne"""
        self.insererPion(mangeables, personne)


# --- translation -------------------------------------------------------------------------------

TO_THEIRS = {OUR_EMPTY: cfg.CASE_VIDE, OUR_WHITE: 0, OUR_BLACK: 1}
FROM_THEIRS = {value: square for square, value in TO_THEIRS.items()}


def their(board) -> Plateau:
    theirs = Plateau.__new__(Plateau)  # their __init__ also makes a pygame surface, for display only
    theirs.taille = [len(board), len(board)]
    theirs.taille_x, theirs.taille_y = theirs.taille
    theirs.nombre_de_joueurs = 2
    theirs.mouvements = []
    theirs.grille = [[TO_THEIRS[square] for square in row] for row in board]
    return theirs


def our(theirs: Plateau):
    return [[FROM_THEIRS[square] for square in row] for row in theirs.grille]


# --- the exercises -----------------------------------------------------------------------------


def initialize_board_partensky(size):
    theirs = Plateau.__new__(Plateau)
    theirs.taille = [size, size]
    theirs.creerGrille()
    return our(theirs)


def is_on_board_partensky(board, row, col):
    return their(board).estDansGrille((col, row))


def sandwiches_partensky(board, row, col, dr, dc, colour):
    theirs = their(board)
    return theirs.estMouvementValideDansLigne(
        TO_THEIRS[colour], theirs.obtenirLigneExclus((col, row), (dc, dr))
    )


def is_valid_move_partensky(board, row, col, colour):
    return their(board).estMouvementValide((col, row), TO_THEIRS[colour])


def valid_moves_list_partensky(board, colour):
    return [(y, x) for x, y in their(board).obtenirMouvementsValides(TO_THEIRS[colour])]


def has_valid_move_partensky(board, colour):
    return len(their(board).obtenirMouvementsValides(TO_THEIRS[colour])) > 0


def is_game_over_partensky(board):
    return their(board).estFini()


def place_move_partensky(board, row, col, colour):
    theirs = their(board)
    theirs.placerPion((col, row), TO_THEIRS[colour])
    board[:] = our(theirs)
    return board


def count_discs_partensky(board):
    theirs = their(board)
    return theirs.obtenirNombrePionsJoueur(1), theirs.obtenirNombrePionsJoueur(0)


def winner_partensky(board):
    side = their(board).obtenirCoteGagnant()
    return DRAW if side is None else FROM_THEIRS[side]

/** Français. Technique names as the French Sudoku forums use them (many keep the English name). */
import type { Level } from '../../engine/levels.ts';
import type { Locale } from '../board-types.ts';
import { fr as steps } from './steps.ts';
import { frPicture } from './picture.ts';
import { frVariant } from './board-variant.ts';

const LEVELS: Record<Level, string> = {
  easy: 'facile',
  medium: 'moyen',
  hard: 'difficile',
  expert: 'expert',
  extreme: 'extrême',
};

/** A unit or a cell with its article: "la ligne 3", "le bloc 7", "la case r3c5". */
const the = (place: string): string =>
  /^(ligne|colonne)/.test(place) ? `la ${place}` : /^bloc/.test(place) ? `le ${place}` : `la case ${place}`;

/** "2 or 7", "2, 5 or 7": the candidates a trial offers. */
const or = (digits: number[]): string => `${digits.slice(0, -1).join(', ')} ou ${digits[digits.length - 1]}`;

const fr: Locale = {
  lang: 'fr',
  unit: (kind, n) => `${{ row: 'ligne', column: 'colonne', box: 'bloc' }[kind]} ${n}`,
  notesOf: (digits) => `notes ${digits}`,
  empty: 'vide',
  given: 'donné',
  revealed: 'révélé',
  conflict: 'conflit',
  wrong: 'faux',

  levels: LEVELS,
  notes: 'Notes',
  time: (clock) => `Temps ${clock}`,
  pause: 'Pause',
  resume: 'Reprendre',
  paused: 'En pause',
  cancel: 'Interrompre',
  newGameButton: 'Nouvelle partie',
  daily: 'Du jour',
  keypad: 'Pavé',
  left: (n) => ['', n > 1 ? ' restants' : ' restant'],
  fillCandidates: 'Remplir les candidats',
  erase: 'Effacer',
  undo: 'Annuler',
  redo: 'Rétablir',
  hint: 'Indice',

  notesOn: 'Notes activées.',
  notesOff: 'Notes désactivées.',
  givenCell: 'Cette case est donnée.',
  clashes: (d) => `Ce ${d} est en conflit avec un autre ${d}.`,
  pausedSaid: 'En pause.',
  updated: 'Mis à jour depuis un autre onglet ou une autre fenêtre.',
  gameBack: 'La partie que vous jouiez est de retour.',
  making: (level, attempts) => `Création d’une grille ${LEVELS[level]}${attempts ? `, ${attempts} essais` : ''}…`,
  cancelled: (hasGame) =>
    hasGame ? 'Interrompu\u00a0: la partie continue.' : 'Interrompu\u00a0: pas encore de grille.',
  newGame: (level) => (level ? `Nouvelle grille ${LEVELS[level]}.` : 'Nouvelle grille.'),
  unknownLevel: (asked, used, levels) =>
    `Le niveau «\u00a0${asked}\u00a0» n’existe pas, ${used} est utilisé (niveaux\u00a0: ${levels}).`,
  check: (wrong, complete) =>
    wrong
      ? `${wrong} ${wrong === 1 ? 'chiffre est faux' : 'chiffres sont faux'}.`
      : complete
        ? 'Tout est juste.'
        : 'Aucune erreur pour l’instant.',
  solved: (revealed, time) => (revealed ? 'Solution affichée.' : `Résolu en ${time}. Bravo\u00a0!`),
  noSolution: 'Cette grille n’a pas de solution.',
  notSaved: 'La partie n’a pas pu être enregistrée dans ce navigateur.',
  outOfDate: 'Un autre onglet ou une autre fenêtre a enregistré cette partie plus tard\u00a0: voici sa partie.',
  couldNotMake: (error) => `Impossible de créer une grille\u00a0: ${error}`,
  engineOnPage:
    'Le moteur de grilles ne répondait plus\u00a0: il tourne désormais dans cette page, qui peut en être ralentie.',

  settings: 'Réglages',
  picked: (digit) => (digit ? `${digit} choisi\u00a0: touchez une case pour l’y écrire.` : 'Aucun chiffre choisi.'),
  noteNext: 'Le prochain chiffre sera écrit en note.',
  wrongDigits: (count) => (count === 1 ? 'Chiffre faux.' : `${count} chiffres faux.`),
  mistakes: (mistakes, limit) => `Erreurs ${mistakes}/${limit}`,
  limitReached: (mistakes) =>
    `${mistakes} erreurs\u00a0: cette partie est terminée. Continuez-la, ou commencez une nouvelle grille.`,
  colourName: (colour) => `couleur ${colour}`,
  noteColourNext: (colour) =>
    colour
      ? `Couleur ${colour} pour un candidat : tapez son chiffre.`
      : 'Retirer la couleur d’un candidat : tapez son chiffre.',
  hints: {
    lookAt: (place) => `Regardez ${the(place)}.`,
    applied: (text) => `Appliqué\u00a0: ${text}`,
    trial: (cell, digits) =>
      `Plus aucune étape logique\u00a0: cette position demande des essais. Essayez ${or(digits)} en ${cell}\u00a0; si cela mène à une contradiction, annulez et essayez-en un autre.`,
    drawing: {
      roles: {
        unit: 'Unité',
        base: 'Ensemble de base',
        cover: 'Ensemble de couverture',
        fin: 'Ailerons',
        pivot: 'Pivot',
        pincer: 'Pinces',
        corner: 'Coins du rectangle',
        set: 'Ensembles presque verrouillés',
        'colour-a': 'Couleur A',
        'colour-b': 'Couleur B',
        pattern: 'Cases du motif',
      },
      place: 'À placer',
      strike: 'À retirer',
      strong: 'Lien fort',
      weak: 'Lien faible',
      cause: 'Exclut',
      tryOne: 'À essayer',
      inCell: (digit, cell) => `${digit} en ${cell}`,
      part: (name, what) => `${name}\u00a0: ${what}.`,
    },
  },
  palette: {
    colours: 'Couleurs',
    colourButton: (colour) => (colour ? `Couleur ${colour}` : 'Sans couleur'),
  },
  offer: {
    share: 'Partager',
    linkCopied: 'Lien copié\u00a0: collez-le pour partager cette grille.',
    copyThis: (link) => `Copiez ce lien pour partager la grille\u00a0: ${link}`,
    noPuzzle: 'Aucune grille sur le plateau.',
    continueGame: 'Continuer',
    level: 'Niveau',
    newPuzzle: 'Nouvelle grille',
    replaceGame: 'Remplacer la partie en cours ? Annuler la ramène.',
    keepPlaying: 'Continuer à jouer',
    practise: 'S’entraîner à une technique',
    dailyPuzzle: 'Grille du jour',
    scan: 'Scanner',
  },
  panel: {
    title: 'Réglages',
    checkAsYouGo: 'Vérifier en cours de jeu',
    mistakeLimit: 'Limite d’erreurs',
    off: 'Aucune',
    noPeerHighlight: 'Surligner ligne, colonne et bloc',
    noDigitHighlight: 'Surligner le même chiffre',
    hideTimer: 'Afficher le chronomètre',
    inputMode: 'Saisie',
    'cell-first': 'Case, puis chiffre',
    'digit-first': 'Chiffre, puis cases',
    cellNames: 'Noms des cases dans les indices',
    words: 'Ligne 3, colonne 6',
    rc: 'r3c6 (notation)',
    autoCandidates: 'Candidats automatiques',
    colorPalette: 'Palette de couleurs',
    done: 'Terminé',
  },
  trainer: {
    intro: 'Choisissez une technique\u00a0: la grille proposée en aura besoin, et de rien de plus difficile.',
    howItWorks: 'Comment ça marche',
    howNamed: (name) => `Comment ça marche\u00a0: ${name}`,
    close: 'Fermer',
    practising: (name) => `Voici la technique que vous travaillez\u00a0: ${name}.`,
    making: (name, attempts) =>
      `Création d’une grille pour travailler\u00a0: ${name}${attempts ? `, ${attempts} essais` : ''}…`,
  },
  statistics: {
    title: (level) => `Vos parties (${level})`,
    played: 'Jouées',
    solved: 'Résolues',
    withoutHelp: 'Sans aide',
    best: 'Record',
    average: 'Moyenne',
    streak: 'Série',
    longest: 'Meilleure série',
    reset: 'Vos statistiques étaient illisibles\u00a0: elles repartent de zéro.',
  },

  steps,
  variant: frVariant,
  scan: {
    ...frPicture,
    checkTitle: 'Vérifiez la grille',
    checkNote: (n) =>
      n
        ? `${n === 1 ? '1 case est incertaine' : `${n} cases sont incertaines`} (marquées) : comparez-les avec ` +
          'l’image, corrigez celles qui sont fausses, puis Jouer.'
        : 'Comparez la grille avec l’image, corrigez les cases fausses, puis Jouer.',
    play: 'Jouer',
    noSudoku: 'Aucun sudoku trouvé dans l’image. Reprenez la photo, toute la grille visible, vue d’en haut.',
    needsClick: 'Scanner n’ouvre l’appareil photo ou le choix de fichier qu’après un clic ou une touche.',
  },
};

export default fr;

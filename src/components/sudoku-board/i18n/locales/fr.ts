/** Français. Technique names as the French Sudoku forums use them (many keep the English name). */
import type { Level } from '../../../../engine/levels.ts';
import type { Locale, StepWords } from '../strings.ts';

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
/** "de la ligne 3", "du bloc 7". */
const of = (place: string): string => (/^bloc/.test(place) ? `du ${place}` : `de ${the(place)}`);

const subset = (w: StepWords): string => `${w.name} ${w.digits} dans ${the(w.units[0])} (${w.cells}) ${w.removes}`;
const locked = (w: StepWords): string =>
  `${w.name}\u00a0: dans ${the(w.units[0])}, le ${w.digit} n’est que dans ${the(w.units[1])}, ce qui ${w.removes}`;
const lockedSubset = (w: StepWords): string =>
  `${w.name} ${w.digits} dans ${the(w.units[0])} et ${the(w.units[1])} (${w.cells}) ${w.removes}`;
const fish = (w: StepWords): string => `${w.name} sur ${w.digit} dans les ${w.base} (${w.cover}) ${w.removes}`;

const fr: Locale = {
  lang: 'fr',
  unit: (kind, n) => `${{ row: 'ligne', column: 'colonne', box: 'bloc' }[kind]} ${n}`,
  lines: (kind, list) => `${kind === 'row' ? 'lignes' : 'colonnes'} ${list}`,
  notesOf: (digits) => `notes ${digits}`,
  empty: 'vide',
  given: 'donné',
  conflict: 'conflit',
  wrong: 'faux',

  levels: LEVELS,
  notes: 'Notes',
  time: (clock) => `Temps ${clock}`,
  pause: 'Pause',
  resume: 'Reprendre',
  paused: 'En pause',
  cancel: 'Interrompre',
  level: 'Niveau',
  newPuzzle: 'Nouvelle grille',
  practise: 'S’entraîner à une technique',
  dailyPuzzle: 'Grille du jour',
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
  applied: (text) => `Appliqué\u00a0: ${text}`,
  making: (level, attempts) => `Création d’une grille ${LEVELS[level]}${attempts ? `, ${attempts} essais` : ''}…`,
  cancelled: (hasGame) =>
    hasGame ? 'Interrompu\u00a0: la partie continue.' : 'Interrompu\u00a0: pas encore de grille.',
  noPuzzle: 'Aucune grille sur le plateau.',
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
  continueGame: 'Continuer',
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
  colours: 'Couleurs',
  colourButton: (colour) => (colour ? `Couleur ${colour}` : 'Sans couleur'),
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

  lookAt: (place) => `Regardez ${the(place)}.`,
  notIs: (cell, digit) => `${cell} n’est pas ${digit}`,
  moreWrong: (n, cells) => ` (encore ${n} faux\u00a0: ${cells})`,
  inCell: (digits, cell) => `${digits} en ${cell}`,
  moreCells: (n) => `${n} autres cases`,
  missingNotes: (list, n) => `Il manque à vos notes ${list}\u00a0: ${n === 1 ? 'remettez-le' : 'remettez-les'}.`,
  nextStep: (step) => ` Ensuite\u00a0: ${step}.`,
  isSolved: 'La grille est résolue.',
  removeGroup: (digits, cells) => `${digits} de ${cells}`,
  removes: (groups) => `élimine ${groups}`,

  techniques: {
    'full-house': 'Dernière case libre',
    'naked-single': 'Singleton nu',
    'hidden-single': 'Singleton caché',
    'locked-pair': 'Paire verrouillée',
    'locked-triple': 'Triplet verrouillé',
    'locked-candidates-pointing': 'Candidats verrouillés (pointants)',
    'locked-candidates-claiming': 'Candidats verrouillés (revendiquants)',
    'naked-pair': 'Paire nue',
    'naked-triple': 'Triplet nu',
    'naked-quad': 'Quadruplet nu',
    'hidden-pair': 'Paire cachée',
    'hidden-triple': 'Triplet caché',
    'hidden-quad': 'Quadruplet caché',
    'x-wing': 'X-wing',
    swordfish: 'Swordfish',
    jellyfish: 'Jellyfish',
    'bug-plus-1': 'BUG+1',
    skyscraper: 'Gratte-ciel',
    'two-string-kite': 'Cerf-volant',
    'turbot-fish': 'Turbot',
    'empty-rectangle': 'Rectangle vide',
    'w-wing': 'W-wing',
    'xy-wing': 'XY-wing',
    'xyz-wing': 'XYZ-wing',
    'remote-pair': 'Paires distantes',
    'unique-rectangle-1': 'Rectangle unique type 1',
    'unique-rectangle-2': 'Rectangle unique type 2',
    'unique-rectangle-3': 'Rectangle unique type 3',
    'unique-rectangle-4': 'Rectangle unique type 4',
    'unique-rectangle-6': 'Rectangle unique type 6',
    'avoidable-rectangle-1': 'Rectangle évitable type 1',
    'avoidable-rectangle-2': 'Rectangle évitable type 2',
    'hidden-rectangle': 'Rectangle caché',
    'finned-x-wing': 'X-wing à nageoire',
    'sashimi-x-wing': 'X-wing sashimi',
    'finned-swordfish': 'Swordfish à nageoire',
    'sashimi-swordfish': 'Swordfish sashimi',
    'finned-jellyfish': 'Jellyfish à nageoire',
    'sashimi-jellyfish': 'Jellyfish sashimi',
    'sue-de-coq': 'Sue de Coq',
    'simple-colouring': 'Coloriage simple',
    'multi-colouring': 'Coloriage multiple',
    'x-chain': 'Chaîne X',
    'xy-chain': 'Chaîne XY',
    aic: 'Chaîne d’inférences alternées',
    'als-xz': 'ALS-XZ',
    'als-xy-wing': 'ALS-XY-wing',
    'als-chain': 'Chaîne d’ALS',
    'finned-franken-swordfish': 'Swordfish Franken à nageoire',
    'forcing-chain': 'Chaîne forçante',
    'cell-forcing-chain': 'Chaîne forçante de case',
    'unit-forcing-chain': 'Chaîne forçante d’unité',
    'forcing-net': 'Réseau forçant',
    trial: 'Essai',
  },
  steps: {
    fullHouse: (w) =>
      `${w.name}\u00a0: ${w.cell} est la dernière case vide ${of(w.units[0])}, c’est donc un ${w.digit}`,
    nakedSingle: (w) => `${w.name}\u00a0: ${w.cell} ne peut être que ${w.digit}`,
    hiddenSingle: (w) => `${w.name}\u00a0: le ${w.digit} n’a qu’une place dans ${the(w.units[0])}, ${w.cell}`,
    locked,
    lockedSubset,
    subset,
    fish,
  },
};

export default fr;

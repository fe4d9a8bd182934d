/** Les mots propres au popup, en français (vouvoiement, comme la grille). */
import type { PopupWords } from '../en/popup.ts';
import { frPicture } from './picture.ts';

const NOUN = { puzzle: 'La grille', board: 'Le plateau', link: 'Le lien' } as const;

export const fr: PopupWords = {
  ...frPicture,
  game: 'Partie',
  levelOfNewGame: 'Niveau d’une nouvelle partie',
  variantOfNewGame: 'Variante d’une nouvelle partie',
  newGameChoice: 'Variante et niveau',
  variantNames: {
    classic: 'Classique',
    killer: 'Killer',
    jigsaw: 'Jigsaw',
    x: 'Sudoku X',
    windoku: 'Windoku',
    'anti-knight': 'Anti-cavalier',
    'anti-king': 'Anti-roi',
    'non-consecutive': 'Non consécutif',
  },
  newGame: 'Nouvelle partie',
  todaysDaily: 'Grille du jour',
  solvedMark: 'résolue',
  pastePuzzle: 'Coller une grille…',
  statistics: 'Statistiques',
  check: 'Vérifier',
  solve: 'Résoudre',
  copied: 'Copié',
  copy: {
    puzzle: ['Copier la grille', 'données'],
    board: ['Copier le plateau', 'tel que rempli'],
    link: ['Copier le lien', 'pour partager'],
  },
  copiedSaid: (what) => `${NOUN[what]} ${what === 'puzzle' ? 'copiée' : 'copié'}.`,
  openInSudokuWiki: 'Ouvrir dans SudokuWiki',
  dismiss: 'Fermer',

  techniquesFailed: (error) => `Impossible d’afficher la liste des techniques : ${error}`,
  savedGameUnreadable: (error) =>
    `La partie enregistrée est illisible (${error}) : cette partie ne sera donc pas enregistrée, et l’autre reste ` +
    'telle quelle. Fermez puis rouvrez le popup pour réessayer.',
  couldNotRun: (problem) => `« Résoudre le sudoku » n’a pas pu s’exécuter : ${problem}`,
  handedOver: (host) => (host ? `Grille de ${host} : prête à jouer.` : 'La grille de la page est prête à jouer.'),
  replaceWithHandedOver: (host) => `Remplacer la partie en cours par la grille ${host ? `de ${host}` : 'de la page'} ?`,
  replaceGame: 'Remplacer la partie en cours ?',
  couldNotSave: (error) => `Enregistrement impossible : ${error}`,
  clipboardRefused: (what, text) => `Le navigateur a refusé le presse-papiers. ${NOUN[what]} : ${text}`,
  severalSolutions: 'Cette grille a plus d’une solution ; en voici une.',
  solverGaveUp: 'Le solveur a abandonné cette grille : c’était trop long.',
  noSolution: 'Cette grille n’a pas de solution : des données se contredisent plus loin.',
  keepPlaying: 'Continuer à jouer',
  replaceIt: 'Remplacer',

  pasteTitle: 'Coller une grille',
  pasteHelp:
    '81 caractères, 9 lignes de 9, une grille avec ses traits de blocs, du JSON f-puzzles, ou un lien ' +
    'SudokuWiki, f-puzzles ou SudokuPad ; ou collez ou déposez une capture d’écran.',
  play: 'Jouer',
  cancel: 'Annuler',
  readingClipboard: 'Lecture du presse-papiers…',
  waitingForClipboard:
    'En attente du presse-papiers : répondez à la demande « Coller » du navigateur, ou collez dans la zone avec Ctrl+V.',
  pasted: 'Collé depuis le presse-papiers.',
  clipboardEmpty: 'le presse-papiers ne contient ni texte ni image',
  couldNotPaste: (why) => `Impossible de coller (${why}) : collez dans la zone avec Ctrl+V, ou tapez la grille.`,
  readFromPicture: (n) =>
    n
      ? `Lu dans l’image, mais ${n === 1 ? '1 case est incertaine' : `${n} cases sont incertaines`} (marquées) : ` +
        'comparez-les à l’image et corrigez celles qui sont fausses, puis Jouer ou Résoudre.'
      : 'Lu dans l’image : comparez avec l’image, puis Jouer ou Résoudre.',
  editAsText: 'Modifier comme texte',
  pasteFirst: 'Collez ou tapez d’abord une grille.',
  noSudokuInPicture: 'Aucun sudoku trouvé dans l’image. Recadrez-la sur la grille, ou collez la grille en texte.',

  sudokuPadOwnFormat:
    'Ce lien SudokuPad porte le format propre à SudokuPad, qui n’est pas lu ici. Ouvrez-le dans SudokuPad, ou ' +
    'partagez la grille depuis f-puzzles en lien ou en JSON.',
  sudokuPadShortId:
    'Ce lien SudokuPad ne fait que nommer une grille gardée sur le serveur de SudokuPad, qui n’est pas interrogé ' +
    'ici. Ouvrez-le dans SudokuPad et copiez plutôt la grille depuis f-puzzles.',
  linkCutShort:
    'Les données de ce lien ne se décodent pas : il a peut-être été coupé. Copiez de nouveau le lien en entier.',
  unsupportedRules: (names) => `Cette grille a des règles qui ne se jouent pas ici : ${names}.`,
  cannotReadPuzzle: (reason) => `La grille ne peut pas être lue : ${reason}.`,

  recent: 'Récents',
  statisticsOf: 'Parties :',
  statisticsNote:
    'Une partie compte comme jouée dès que vous y avez joué un coup et qu’elle s’est terminée : résolue, résolue ' +
    'pour vous ou remplacée. La série compte les jours d’affilée où la grille du jour de ce niveau est résolue.',
  close: 'Fermer',
  latestTimes: (times) => `Derniers temps, du plus ancien au plus récent : ${times}`,
};

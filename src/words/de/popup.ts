/** Die eigenen Wörter des Popups auf Deutsch (per du, wie das Brett). */
import type { PopupWords } from '../en/popup.ts';
import { dePicture } from './picture.ts';

const NOUN = { puzzle: 'Rätsel', board: 'Brett', link: 'Link' } as const;

export const de: PopupWords = {
  ...dePicture,
  game: 'Spiel',
  levelOfNewGame: 'Stufe eines neuen Spiels',
  variantOfNewGame: 'Variante eines neuen Spiels',
  newGameChoice: 'Variante und Stufe',
  variantNames: {
    classic: 'Klassisch',
    killer: 'Killer',
    jigsaw: 'Jigsaw',
    x: 'X-Sudoku',
    windoku: 'Windoku',
    'anti-knight': 'Anti-Springer',
    'anti-king': 'Anti-König',
    'non-consecutive': 'Nicht-konsekutiv',
  },
  newGame: 'Neues Spiel',
  todaysDaily: 'Heutiges Tagesrätsel',
  solvedMark: 'gelöst',
  pastePuzzle: 'Rätsel einfügen…',
  statistics: 'Statistik',
  check: 'Prüfen',
  solve: 'Lösen',
  copied: 'Kopiert',
  copy: {
    puzzle: ['Rätsel kopieren', 'Vorgaben'],
    board: ['Brett kopieren', 'wie ausgefüllt'],
    link: ['Link kopieren', 'zum Teilen'],
  },
  copiedSaid: (what) => `${NOUN[what]} kopiert.`,
  openInSudokuWiki: 'In SudokuWiki öffnen',
  dismiss: 'Schließen',

  techniquesFailed: (error) => `Die Techniken ließen sich nicht auflisten: ${error}`,
  savedGameUnreadable: (error) =>
    `Das gespeicherte Spiel lässt sich nicht lesen (${error}). Dieses Spiel wird deshalb nicht gespeichert, und das ` +
    'gespeicherte bleibt, wie es ist. Schließ das Popup und öffne es neu, um es noch einmal zu versuchen.',
  couldNotRun: (problem) => `„Sudoku lösen“ konnte nicht ausgeführt werden: ${problem}`,
  handedOver: (host) =>
    host ? `Rätsel von ${host}: bereit zum Spielen.` : 'Das Rätsel der Seite ist bereit zum Spielen.',
  replaceWithHandedOver: (host) =>
    `Das laufende Spiel durch das Rätsel ${host ? `von ${host}` : 'der Seite'} ersetzen?`,
  replaceGame: 'Das laufende Spiel ersetzen?',
  couldNotSave: (error) => `Speichern fehlgeschlagen: ${error}`,
  clipboardRefused: (what, text) => `Der Browser hat die Zwischenablage verweigert. ${NOUN[what]}: ${text}`,
  severalSolutions: 'Dieses Rätsel hat mehr als eine Lösung; hier ist eine.',
  solverGaveUp: 'Der Löser hat bei diesem Rätsel aufgegeben: Es dauerte zu lange.',
  noSolution: 'Dieses Rätsel hat keine Lösung: Einige Vorgaben widersprechen sich weiter hinten.',
  keepPlaying: 'Weiterspielen',
  replaceIt: 'Ersetzen',

  pasteTitle: 'Rätsel einfügen',
  pasteHelp:
    '81 Zeichen, 9 Zeilen mit je 9, ein Gitter mit Blocklinien, f-puzzles-JSON oder ein Link von SudokuWiki, ' +
    'f-puzzles oder SudokuPad; oder füg einen Screenshot ein oder zieh ihn hierher.',
  play: 'Spielen',
  cancel: 'Abbrechen',
  readingClipboard: 'Zwischenablage wird gelesen…',
  waitingForClipboard:
    'Warte auf die Zwischenablage: Bestätige die Einfügen-Abfrage des Browsers oder füg mit Strg+V in das Feld ein.',
  pasted: 'Aus der Zwischenablage eingefügt.',
  clipboardEmpty: 'die Zwischenablage enthält weder Text noch Bild',
  couldNotPaste: (why) => `Einfügen nicht möglich (${why}): Füg mit Strg+V in das Feld ein oder tipp das Rätsel ein.`,
  readFromPicture: (n) =>
    n
      ? `Aus dem Bild gelesen, aber ${n === 1 ? '1 Zelle ist' : `${n} Zellen sind`} unsicher (markiert): Vergleich ` +
        'sie mit dem Bild und korrigier, was falsch ist, dann Spielen oder Lösen.'
      : 'Aus dem Bild gelesen: Vergleich es mit dem Bild, dann Spielen oder Lösen.',
  editAsText: 'Als Text bearbeiten',
  pasteFirst: 'Füg zuerst ein Rätsel ein oder tipp es ein.',
  noSudokuInPicture: 'Kein Sudoku im Bild gefunden. Schneide es auf das Gitter zu oder füg das Rätsel als Text ein.',

  sudokuPadOwnFormat:
    'Dieser SudokuPad-Link trägt das eigene Rätselformat von SudokuPad, das hier nicht gelesen wird. Öffne ihn in ' +
    'SudokuPad oder teile das Rätsel aus f-puzzles als Link oder JSON.',
  sudokuPadShortId:
    'Dieser SudokuPad-Link nennt nur ein Rätsel auf dem Server von SudokuPad, der hier nicht gefragt wird. Öffne ihn ' +
    'in SudokuPad und kopier das Rätsel stattdessen aus f-puzzles.',
  linkCutShort:
    'Die Rätseldaten dieses Links lassen sich nicht entpacken: Vielleicht ist er abgeschnitten. Kopier den ganzen ' +
    'Link noch einmal.',
  unsupportedRules: (names) => `Dieses Rätsel hat Regeln, die hier nicht gespielt werden: ${names}.`,
  cannotReadPuzzle: (reason) => `Das Rätsel kann nicht gelesen werden: ${reason}.`,

  recent: 'Zuletzt',
  statisticsOf: 'Spiele:',
  statisticsNote:
    'Ein Spiel zählt als gespielt, sobald du darin gezogen hast und es endete: gelöst, für dich gelöst oder ersetzt. ' +
    'Die Serie zählt Tage in Folge mit gelöstem Tagesrätsel dieser Stufe.',
  close: 'Schließen',
  latestTimes: (times) => `Letzte Zeiten, älteste zuerst: ${times}`,
};

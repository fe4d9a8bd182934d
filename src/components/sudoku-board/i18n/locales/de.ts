/** Deutsch. Technique names as HoDoKu's German edition and the German Sudoku forums use them. */
import type { Level } from '../../../../engine/levels.ts';
import type { Locale, StepWords } from '../strings.ts';

/** The level before "Rätsel" (neuter): "ein leichtes Rätsel", "ein Experten-Rätsel". */
const ADJECTIVE: Record<Level, string> = {
  easy: 'leichtes ',
  medium: 'mittelschweres ',
  hard: 'schweres ',
  expert: 'Experten-',
  extreme: 'extremes ',
};

const subset = (w: StepWords): string => `${w.name} ${w.digits} in ${w.units[0]} (${w.cells}) ${w.removes}`;
const locked = (w: StepWords): string =>
  `${w.name}: In ${w.units[0]} liegt die ${w.digit} nur in ${w.units[1]}, also ${w.removes}`;
const lockedSubset = (w: StepWords): string =>
  `${w.name} ${w.digits} in ${w.units[0]} und ${w.units[1]} (${w.cells}) ${w.removes}`;
const fish = (w: StepWords): string => `${w.name} auf ${w.digit} in ${w.base} (${w.cover}) ${w.removes}`;

const de: Locale = {
  lang: 'de',
  unit: (kind, n) => `${{ row: 'Zeile', column: 'Spalte', box: 'Block' }[kind]} ${n}`,
  lines: (kind, list) => `${kind === 'row' ? 'Zeilen' : 'Spalten'} ${list}`,
  notesOf: (digits) => `Notizen ${digits}`,
  empty: 'leer',
  given: 'vorgegeben',
  conflict: 'Konflikt',
  wrong: 'falsch',

  levels: { easy: 'leicht', medium: 'mittel', hard: 'schwer', expert: 'Experte', extreme: 'extrem' },
  notes: 'Notizen',
  time: (clock) => `Zeit ${clock}`,
  pause: 'Pause',
  resume: 'Weiter',
  paused: 'Pausiert',
  cancel: 'Abbrechen',
  level: 'Stufe',
  newPuzzle: 'Neues Rätsel',
  practise: 'Eine Technik üben',
  keypad: 'Tastenfeld',
  left: () => ['', ' übrig'],
  fillCandidates: 'Kandidaten eintragen',
  erase: 'Löschen',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  hint: 'Tipp',

  notesOn: 'Notizen an.',
  notesOff: 'Notizen aus.',
  givenCell: 'Diese Zelle ist vorgegeben.',
  clashes: (d) => `Die ${d} kollidiert mit einer anderen ${d}.`,
  pausedSaid: 'Pausiert.',
  updated: 'Aus einem anderen Tab oder Fenster aktualisiert.',
  gameBack: 'Das Spiel, das du gespielt hast, ist zurück.',
  applied: (text) => `Angewendet: ${text}`,
  making: (level, attempts) => `Erstelle ein ${ADJECTIVE[level]}Rätsel${attempts ? `, ${attempts} Versuche` : ''}…`,
  cancelled: (hasGame) => (hasGame ? 'Abgebrochen: Das Spiel geht weiter.' : 'Abgebrochen: noch kein Rätsel.'),
  noPuzzle: 'Kein Rätsel auf dem Brett.',
  newGame: (level) => (level ? `Neues ${ADJECTIVE[level]}Rätsel.` : 'Neues Rätsel.'),
  unknownLevel: (asked, used, levels) => `Die Stufe „${asked}“ gibt es nicht, daher gilt ${used} (Stufen: ${levels}).`,
  check: (wrong, complete) =>
    wrong
      ? `${wrong} ${wrong === 1 ? 'Ziffer ist' : 'Ziffern sind'} falsch.`
      : complete
        ? 'Alles ist richtig.'
        : 'Bisher keine Fehler.',
  solved: (revealed, time) => (revealed ? 'Lösung angezeigt.' : `Gelöst in ${time}. Gut gemacht!`),
  noSolution: 'Dieses Rätsel hat keine Lösung.',
  notSaved: 'Das Spiel konnte in diesem Browser nicht gespeichert werden.',
  outOfDate:
    'Ein anderer Tab oder ein anderes Fenster hat dieses Spiel später gespeichert: Es wird dessen Spiel gezeigt.',
  couldNotMake: (error) => `Es konnte kein Rätsel erstellt werden: ${error}`,

  settings: 'Einstellungen',
  continueGame: 'Weiterspielen',
  picked: (digit) => (digit ? `${digit} gewählt: Tippe auf eine Zelle, um sie einzutragen.` : 'Keine Ziffer gewählt.'),
  noteNext: 'Die nächste Ziffer wird als Notiz eingetragen.',
  wrongDigits: (count) => (count === 1 ? 'Falsche Ziffer.' : `${count} falsche Ziffern.`),
  mistakes: (mistakes, limit) => `Fehler ${mistakes}/${limit}`,
  limitReached: (mistakes) =>
    `${mistakes} Fehler: Dieses Spiel ist vorbei. Spiel es weiter oder beginne ein neues Rätsel.`,
  colourName: (colour) => `Farbe ${colour}`,
  noteColourNext: (colour) =>
    colour
      ? `Farbe ${colour} für einen Kandidaten: seine Ziffer eingeben.`
      : 'Farbe eines Kandidaten entfernen: seine Ziffer eingeben.',
  colours: 'Farben',
  colourButton: (colour) => (colour ? `Farbe ${colour}` : 'Keine Farbe'),
  panel: {
    title: 'Einstellungen',
    checkAsYouGo: 'Beim Eintragen prüfen',
    mistakeLimit: 'Fehlergrenze',
    off: 'Aus',
    noPeerHighlight: 'Zeile, Spalte und Block hervorheben',
    noDigitHighlight: 'Gleiche Ziffer hervorheben',
    hideTimer: 'Zeit anzeigen',
    inputMode: 'Eingabe',
    'cell-first': 'Erst Zelle, dann Ziffer',
    'digit-first': 'Erst Ziffer, dann Zellen',
    autoCandidates: 'Kandidaten automatisch',
    colorPalette: 'Farbpalette',
    done: 'Fertig',
  },
  trainer: {
    intro: 'Wähle eine Technik: Das Brett macht ein Rätsel, das sie braucht und nichts Schwereres.',
    howItWorks: 'So geht’s',
    howNamed: (name) => `So geht’s: ${name}`,
    close: 'Schließen',
    practising: (name) => `Hier kommt die Technik, die du übst: ${name}.`,
  },

  lookAt: (place) => `Schau dir ${place} an.`,
  techniqueIn: (name, cells) => `${name}: ${cells}.`,
  notIs: (cell, digit) => `${cell} ist nicht ${digit}`,
  moreWrong: (n, cells) => ` (${n} weitere falsch: ${cells})`,
  inCell: (digits, cell) => `${digits} in ${cell}`,
  moreCells: (n) => `${n} weitere Zellen`,
  missingNotes: (list, n) => `In deinen Notizen ${n === 1 ? 'fehlt' : 'fehlen'} ${list}: Trag sie wieder ein.`,
  nextStep: (step) => ` Dann: ${step}.`,
  isSolved: 'Das Rätsel ist gelöst.',
  removeGroup: (digits, cells) => `${digits} aus ${cells}`,
  removes: (groups) => `entfernt ${groups}`,

  techniques: {
    'full-house': 'Full House',
    'naked-single': 'Nackter Einer',
    'hidden-single': 'Versteckter Einer',
    'locked-pair': 'Gesperrtes Paar',
    'locked-triple': 'Gesperrtes Tripel',
    'locked-candidates-pointing': 'Gesperrte Kandidaten (Pointing)',
    'locked-candidates-claiming': 'Gesperrte Kandidaten (Claiming)',
    'naked-pair': 'Nacktes Paar',
    'naked-triple': 'Nacktes Tripel',
    'naked-quad': 'Nacktes Quartett',
    'hidden-pair': 'Verstecktes Paar',
    'hidden-triple': 'Verstecktes Tripel',
    'hidden-quad': 'Verstecktes Quartett',
    'x-wing': 'X-Wing',
    swordfish: 'Schwertfisch',
    jellyfish: 'Qualle',
    'bug-plus-1': 'BUG+1',
    skyscraper: 'Wolkenkratzer',
    'two-string-kite': 'Drachen',
    'turbot-fish': 'Turbot-Fisch',
    'empty-rectangle': 'Leeres Rechteck',
    'w-wing': 'W-Wing',
    'xy-wing': 'XY-Wing',
    'xyz-wing': 'XYZ-Wing',
    'remote-pair': 'Entferntes Paar',
    'unique-rectangle-1': 'Eindeutiges Rechteck Typ 1',
    'unique-rectangle-2': 'Eindeutiges Rechteck Typ 2',
    'unique-rectangle-3': 'Eindeutiges Rechteck Typ 3',
    'unique-rectangle-4': 'Eindeutiges Rechteck Typ 4',
    'unique-rectangle-6': 'Eindeutiges Rechteck Typ 6',
    'avoidable-rectangle-1': 'Vermeidbares Rechteck Typ 1',
    'avoidable-rectangle-2': 'Vermeidbares Rechteck Typ 2',
    'hidden-rectangle': 'Verstecktes Rechteck',
    'finned-x-wing': 'X-Wing mit Flosse',
    'sashimi-x-wing': 'Sashimi-X-Wing',
    'finned-swordfish': 'Schwertfisch mit Flosse',
    'sashimi-swordfish': 'Sashimi-Schwertfisch',
    'finned-jellyfish': 'Qualle mit Flosse',
    'sashimi-jellyfish': 'Sashimi-Qualle',
    'sue-de-coq': 'Sue de Coq',
    'simple-colouring': 'Einfaches Färben',
    'multi-colouring': 'Mehrfaches Färben',
    'x-chain': 'X-Kette',
    'xy-chain': 'XY-Kette',
    aic: 'Alternierende Inferenzkette',
    'als-xz': 'ALS-XZ',
    'als-xy-wing': 'ALS-XY-Wing',
    'als-chain': 'ALS-Kette',
    'forcing-chain': 'Erzwingende Kette',
    trial: 'Ausprobieren',
  },
  steps: {
    fullHouse: (w) => `${w.name}: ${w.cell} ist die letzte leere Zelle in ${w.units[0]}, also ist sie ${w.digit}`,
    nakedSingle: (w) => `${w.name}: ${w.cell} kann nur ${w.digit} sein`,
    hiddenSingle: (w) => `${w.name}: Die ${w.digit} hat in ${w.units[0]} nur einen Platz, ${w.cell}`,
    locked,
    lockedSubset,
    subset,
    fish,
  },
};

export default de;

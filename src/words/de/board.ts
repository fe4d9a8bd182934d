/** Deutsch. Technique names as HoDoKu's German edition and the German Sudoku forums use them. */
import type { Level } from '../../engine/levels.ts';
import type { Locale } from '../board-types.ts';
import { de as steps } from './steps.ts';
import { dePicture } from './picture.ts';
import { deVariant } from './board-variant.ts';

/** The level before "Rätsel" (neuter): "ein leichtes Rätsel", "ein Experten-Rätsel". */
const ADJECTIVE: Record<Level, string> = {
  easy: 'leichtes ',
  medium: 'mittelschweres ',
  hard: 'schweres ',
  expert: 'Experten-',
  extreme: 'extremes ',
};

/** "2 or 7", "2, 5 or 7": the candidates a trial offers. */
const or = (digits: number[]): string => `${digits.slice(0, -1).join(', ')} oder ${digits[digits.length - 1]}`;

const de: Locale = {
  lang: 'de',
  unit: (kind, n) => `${{ row: 'Zeile', column: 'Spalte', box: 'Block' }[kind]} ${n}`,
  notesOf: (digits) => `Notizen ${digits}`,
  empty: 'leer',
  given: 'vorgegeben',
  revealed: 'aufgedeckt',
  conflict: 'Konflikt',
  wrong: 'falsch',

  levels: { easy: 'leicht', medium: 'mittel', hard: 'schwer', expert: 'Experte', extreme: 'extrem' },
  notes: 'Notizen',
  time: (clock) => `Zeit ${clock}`,
  pause: 'Pause',
  resume: 'Weiter',
  paused: 'Pausiert',
  cancel: 'Abbrechen',
  newGameButton: 'Neues Spiel',
  daily: 'Tagesrätsel',
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
  making: (level, attempts) => `Erstelle ein ${ADJECTIVE[level]}Rätsel${attempts ? `, ${attempts} Versuche` : ''}…`,
  cancelled: (hasGame) => (hasGame ? 'Abgebrochen: Das Spiel geht weiter.' : 'Abgebrochen: noch kein Rätsel.'),
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
  engineOnPage:
    'Die Rätsel-Engine hat nicht mehr geantwortet und läuft jetzt auf dieser Seite, was langsamer sein kann.',

  settings: 'Einstellungen',
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
  hints: {
    lookAt: (place) => `Schau dir ${place} an.`,
    applied: (text) => `Angewendet: ${text}`,
    trial: (cell, digits) =>
      `Kein logischer Schritt mehr: Hier hilft nur Ausprobieren. Probiere ${or(digits)} in ${cell}; führt es zu einem Widerspruch, nimm es zurück und versuche eine andere Ziffer.`,
    drawing: {
      roles: {
        unit: 'Einheit',
        base: 'Basismenge',
        cover: 'Deckmenge',
        fin: 'Flossen',
        pivot: 'Angelpunkt',
        pincer: 'Zangen',
        corner: 'Rechteckecken',
        set: 'Fast gesperrte Mengen',
        'colour-a': 'Farbe A',
        'colour-b': 'Farbe B',
        pattern: 'Musterzellen',
      },
      place: 'Setzen',
      strike: 'Streichen',
      strong: 'Starke Verbindung',
      weak: 'Schwache Verbindung',
      cause: 'Schließt aus',
      tryOne: 'Eine probieren',
      inCell: (digit, cell) => `${digit} in ${cell}`,
      part: (name, what) => `${name}: ${what}.`,
    },
  },
  palette: {
    colours: 'Farben',
    colourButton: (colour) => (colour ? `Farbe ${colour}` : 'Keine Farbe'),
  },
  offer: {
    share: 'Teilen',
    linkCopied: 'Link kopiert: zum Teilen einfügen.',
    copyThis: (link) => `Diesen Link kopieren, um das Rätsel zu teilen: ${link}`,
    noPuzzle: 'Kein Rätsel auf dem Brett.',
    continueGame: 'Weiterspielen',
    level: 'Stufe',
    newPuzzle: 'Neues Rätsel',
    replaceGame: 'Das laufende Spiel ersetzen? Rückgängig holt es zurück.',
    keepPlaying: 'Weiterspielen',
    practise: 'Eine Technik üben',
    dailyPuzzle: 'Tagesrätsel',
    scan: 'Scannen',
  },
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
    cellNames: 'Zellnamen in Tipps',
    words: 'Zeile 3, Spalte 6',
    rc: 'r3c6 (Notation)',
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
    making: (name, attempts) => `Erstelle ein Rätsel zum Üben: ${name}${attempts ? `, ${attempts} Versuche` : ''}…`,
  },
  statistics: {
    title: (level) => `Deine Spiele (${level})`,
    played: 'Gespielt',
    solved: 'Gelöst',
    withoutHelp: 'Ohne Hilfe',
    best: 'Bestzeit',
    average: 'Schnitt',
    streak: 'Serie',
    longest: 'Längste Serie',
    reset: 'Deine Statistik war beschädigt und beginnt von vorn.',
  },

  steps,
  variant: deVariant,
  scan: {
    ...dePicture,
    checkTitle: 'Gitter prüfen',
    checkNote: (n) =>
      n
        ? `${n === 1 ? '1 Feld ist' : `${n} Felder sind`} unsicher (markiert): Vergleich sie mit dem Bild, korrigier ` +
          'falsche Felder und tippe dann auf Spielen.'
        : 'Vergleich das Gitter mit dem Bild, korrigier falsche Felder und tippe dann auf Spielen.',
    play: 'Spielen',
    noSudoku: 'Kein Sudoku im Bild gefunden. Fotografier es noch einmal, das ganze Gitter im Bild, von oben.',
    needsClick: 'Scannen öffnet die Kamera oder die Dateiauswahl nur nach einem Klick oder Tippen.',
  },
};

export default de;

/** Español. Technique names as the Spanish Sudoku sites use them. */
import type { Level } from '../../../../engine/levels.ts';
import type { Locale, StepWords } from '../strings.ts';

const LEVELS: Record<Level, string> = {
  easy: 'fácil',
  medium: 'medio',
  hard: 'difícil',
  expert: 'experto',
  extreme: 'extremo',
};

/** A unit or a cell with its article: "la fila 3", "el bloque 7", "la casilla r3c5". */
const the = (place: string): string =>
  /^(fila|columna)/.test(place) ? `la ${place}` : /^bloque/.test(place) ? `el ${place}` : `la casilla ${place}`;
/** "de la fila 3", "del bloque 7". */
const of = (place: string): string => (/^bloque/.test(place) ? `del ${place}` : `de ${the(place)}`);

const subset = (w: StepWords): string => `${w.name} ${w.digits} en ${the(w.units[0])} (${w.cells}) ${w.removes}`;
const locked = (w: StepWords): string =>
  `${w.name}: en ${the(w.units[0])}, el ${w.digit} solo está en ${the(w.units[1])}, lo que ${w.removes}`;
const lockedSubset = (w: StepWords): string =>
  `${w.name} ${w.digits} en ${the(w.units[0])} y ${the(w.units[1])} (${w.cells}) ${w.removes}`;
const fish = (w: StepWords): string => `${w.name} en el ${w.digit}, en las ${w.base} (${w.cover}) ${w.removes}`;

const es: Locale = {
  lang: 'es',
  unit: (kind, n) => `${{ row: 'fila', column: 'columna', box: 'bloque' }[kind]} ${n}`,
  lines: (kind, list) => `${kind === 'row' ? 'filas' : 'columnas'} ${list}`,
  notesOf: (digits) => `notas ${digits}`,
  empty: 'vacía',
  given: 'dada',
  conflict: 'conflicto',
  wrong: 'incorrecta',

  levels: LEVELS,
  notes: 'Notas',
  time: (clock) => `Tiempo ${clock}`,
  pause: 'Pausa',
  resume: 'Reanudar',
  paused: 'En pausa',
  cancel: 'Cancelar',
  level: 'Nivel',
  newPuzzle: 'Nuevo sudoku',
  practise: 'Practicar una técnica',
  dailyPuzzle: 'Sudoku del día',
  daily: 'Del día',
  keypad: 'Teclado',
  left: (n) => [n === 1 ? 'queda ' : 'quedan ', ''],
  fillCandidates: 'Rellenar candidatos',
  erase: 'Borrar',
  undo: 'Deshacer',
  redo: 'Rehacer',
  hint: 'Pista',

  notesOn: 'Notas activadas.',
  notesOff: 'Notas desactivadas.',
  givenCell: 'Esa casilla viene dada.',
  clashes: (d) => `El ${d} choca con otro ${d}.`,
  pausedSaid: 'En pausa.',
  updated: 'Actualizado desde otra pestaña o ventana.',
  gameBack: 'Ha vuelto la partida que estabas jugando.',
  applied: (text) => `Aplicado: ${text}`,
  making: (level, attempts) => `Creando un sudoku ${LEVELS[level]}${attempts ? `, ${attempts} intentos` : ''}…`,
  cancelled: (hasGame) => (hasGame ? 'Cancelado: la partida continúa.' : 'Cancelado: aún no hay sudoku.'),
  noPuzzle: 'No hay ningún sudoku en el tablero.',
  newGame: (level) => (level ? `Nuevo sudoku ${LEVELS[level]}.` : 'Nuevo sudoku.'),
  unknownLevel: (asked, used, levels) => `No existe el nivel «${asked}», así que se usa ${used} (niveles: ${levels}).`,
  check: (wrong, complete) =>
    wrong
      ? `${wrong} ${wrong === 1 ? 'dígito está mal' : 'dígitos están mal'}.`
      : complete
        ? 'Todo está bien.'
        : 'Ningún error por ahora.',
  solved: (revealed, time) => (revealed ? 'Solución mostrada.' : `Resuelto en ${time}. ¡Bien hecho!`),
  noSolution: 'Este sudoku no tiene solución.',
  notSaved: 'No se pudo guardar la partida en este navegador.',
  outOfDate: 'Otra pestaña o ventana guardó esta partida más tarde: se muestra su partida.',
  couldNotMake: (error) => `No se pudo crear un sudoku: ${error}`,
  engineOnPage: 'El motor de sudokus dejó de responder, así que ahora funciona en esta página, que puede ir más lenta.',

  settings: 'Ajustes',
  continueGame: 'Continuar',
  picked: (digit) => (digit ? `${digit} elegido: toca una casilla para escribirlo.` : 'Ningún dígito elegido.'),
  noteNext: 'El próximo dígito irá como nota.',
  wrongDigits: (count) => (count === 1 ? 'Dígito incorrecto.' : `${count} dígitos incorrectos.`),
  mistakes: (mistakes, limit) => `Errores ${mistakes}/${limit}`,
  limitReached: (mistakes) => `${mistakes} errores: esta partida ha terminado. Continúala o empieza un sudoku nuevo.`,
  colourName: (colour) => `color ${colour}`,
  noteColourNext: (colour) =>
    colour
      ? `Color ${colour} para un candidato: escribe su dígito.`
      : 'Quitar el color de un candidato: escribe su dígito.',
  colours: 'Colores',
  colourButton: (colour) => (colour ? `Color ${colour}` : 'Sin color'),
  panel: {
    title: 'Ajustes',
    checkAsYouGo: 'Comprobar al jugar',
    mistakeLimit: 'Límite de errores',
    off: 'Sin límite',
    noPeerHighlight: 'Resaltar fila, columna y bloque',
    noDigitHighlight: 'Resaltar el mismo dígito',
    hideTimer: 'Mostrar el tiempo',
    inputMode: 'Entrada',
    'cell-first': 'Casilla, luego dígito',
    'digit-first': 'Dígito, luego casillas',
    autoCandidates: 'Candidatos automáticos',
    colorPalette: 'Paleta de colores',
    done: 'Listo',
  },
  trainer: {
    intro: 'Elige una técnica: el sudoku que se genere la necesitará, y nada más difícil.',
    howItWorks: 'Cómo funciona',
    howNamed: (name) => `Cómo funciona: ${name}`,
    close: 'Cerrar',
    practising: (name) => `Aquí entra la técnica que practicas: ${name}.`,
  },
  statistics: {
    title: (level) => `Tus partidas (${level})`,
    played: 'Jugadas',
    solved: 'Resueltas',
    withoutHelp: 'Sin ayuda',
    best: 'Mejor',
    average: 'Media',
    streak: 'Racha',
    longest: 'Mejor racha',
    reset: 'Tus estadísticas no se podían leer: empiezan de cero.',
  },

  lookAt: (place) => `Mira ${the(place)}.`,
  notIs: (cell, digit) => `${cell} no es ${digit}`,
  moreWrong: (n, cells) => ` (${n} ${n === 1 ? 'otra incorrecta' : 'otras incorrectas'}: ${cells})`,
  inCell: (digits, cell) => `${digits} en ${cell}`,
  moreCells: (n) => `${n} casillas más`,
  missingNotes: (list, n) =>
    `A tus notas ${n === 1 ? 'les falta' : 'les faltan'} ${list}: ${n === 1 ? 'restáurala' : 'restáuralas'}.`,
  nextStep: (step) => ` Después: ${step}.`,
  isSolved: 'El sudoku está resuelto.',
  removeGroup: (digits, cells) => `${digits} de ${cells}`,
  removes: (groups) => `elimina ${groups}`,

  techniques: {
    'full-house': 'Última casilla libre',
    'naked-single': 'Single desnudo',
    'hidden-single': 'Single oculto',
    'locked-pair': 'Par bloqueado',
    'locked-triple': 'Trío bloqueado',
    'locked-candidates-pointing': 'Candidatos bloqueados (apuntando)',
    'locked-candidates-claiming': 'Candidatos bloqueados (reclamando)',
    'naked-pair': 'Par desnudo',
    'naked-triple': 'Trío desnudo',
    'naked-quad': 'Cuarteto desnudo',
    'hidden-pair': 'Par oculto',
    'hidden-triple': 'Trío oculto',
    'hidden-quad': 'Cuarteto oculto',
    'x-wing': 'X-wing',
    swordfish: 'Pez espada',
    jellyfish: 'Medusa',
    'bug-plus-1': 'BUG+1',
    skyscraper: 'Rascacielos',
    'two-string-kite': 'Cometa',
    'turbot-fish': 'Pez turbot',
    'empty-rectangle': 'Rectángulo vacío',
    'w-wing': 'W-wing',
    'xy-wing': 'XY-wing',
    'xyz-wing': 'XYZ-wing',
    'remote-pair': 'Pares remotos',
    'unique-rectangle-1': 'Rectángulo único tipo 1',
    'unique-rectangle-2': 'Rectángulo único tipo 2',
    'unique-rectangle-3': 'Rectángulo único tipo 3',
    'unique-rectangle-4': 'Rectángulo único tipo 4',
    'unique-rectangle-6': 'Rectángulo único tipo 6',
    'avoidable-rectangle-1': 'Rectángulo evitable tipo 1',
    'avoidable-rectangle-2': 'Rectángulo evitable tipo 2',
    'hidden-rectangle': 'Rectángulo oculto',
    'finned-x-wing': 'X-wing con aleta',
    'sashimi-x-wing': 'X-wing sashimi',
    'finned-swordfish': 'Pez espada con aleta',
    'sashimi-swordfish': 'Pez espada sashimi',
    'finned-jellyfish': 'Medusa con aleta',
    'sashimi-jellyfish': 'Medusa sashimi',
    'sue-de-coq': 'Sue de Coq',
    'simple-colouring': 'Coloreado simple',
    'multi-colouring': 'Coloreado múltiple',
    'x-chain': 'Cadena X',
    'xy-chain': 'Cadena XY',
    aic: 'Cadena de inferencias alternas',
    'als-xz': 'ALS-XZ',
    'als-xy-wing': 'ALS-XY-wing',
    'als-chain': 'Cadena de ALS',
    'finned-franken-swordfish': 'Swordfish Franken con aleta',
    'forcing-chain': 'Cadena forzada',
    'cell-forcing-chain': 'Cadena forzada de celda',
    'unit-forcing-chain': 'Cadena forzada de unidad',
    'forcing-net': 'Red forzada',
    trial: 'Prueba y error',
  },
  steps: {
    fullHouse: (w) => `${w.name}: ${w.cell} es la última casilla vacía ${of(w.units[0])}, así que es un ${w.digit}`,
    nakedSingle: (w) => `${w.name}: ${w.cell} solo puede ser ${w.digit}`,
    hiddenSingle: (w) => `${w.name}: el ${w.digit} solo tiene un sitio en ${the(w.units[0])}, ${w.cell}`,
    locked,
    lockedSubset,
    subset,
    fish,
  },
};

export default es;

/** Español. Technique names as the Spanish Sudoku sites use them. */
import type { Level } from '../../engine/levels.ts';
import type { Locale } from '../board-types.ts';
import { es as steps } from './steps.ts';
import { esPicture } from './picture.ts';
import { esVariant } from './board-variant.ts';

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

/** "2 or 7", "2, 5 or 7": the candidates a trial offers. */
const or = (digits: number[]): string => `${digits.slice(0, -1).join(', ')} o ${digits[digits.length - 1]}`;

const es: Locale = {
  lang: 'es',
  unit: (kind, n) => `${{ row: 'fila', column: 'columna', box: 'bloque' }[kind]} ${n}`,
  notesOf: (digits) => `notas ${digits}`,
  empty: 'vacía',
  given: 'dada',
  revealed: 'revelada',
  conflict: 'conflicto',
  wrong: 'incorrecta',

  levels: LEVELS,
  notes: 'Notas',
  time: (clock) => `Tiempo ${clock}`,
  pause: 'Pausa',
  resume: 'Reanudar',
  paused: 'En pausa',
  cancel: 'Cancelar',
  newGameButton: 'Nueva partida',
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
  making: (level, attempts) => `Creando un sudoku ${LEVELS[level]}${attempts ? `, ${attempts} intentos` : ''}…`,
  cancelled: (hasGame) => (hasGame ? 'Cancelado: la partida continúa.' : 'Cancelado: aún no hay sudoku.'),
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
  hints: {
    lookAt: (place) => `Mira ${the(place)}.`,
    applied: (text) => `Aplicado: ${text}`,
    trial: (cell, digits) =>
      `No queda ningún paso lógico: esta posición necesita prueba y error. Prueba ${or(digits)} en ${cell}; si lleva a una contradicción, deshaz y prueba otro.`,
    drawing: {
      roles: {
        unit: 'Unidad',
        base: 'Conjunto base',
        cover: 'Conjunto de cobertura',
        fin: 'Aletas',
        pivot: 'Pivote',
        pincer: 'Pinzas',
        corner: 'Esquinas del rectángulo',
        set: 'Conjuntos casi bloqueados',
        'colour-a': 'Color A',
        'colour-b': 'Color B',
        pattern: 'Celdas del patrón',
      },
      place: 'Colocar',
      strike: 'Eliminar',
      strong: 'Enlace fuerte',
      weak: 'Enlace débil',
      cause: 'Descarta',
      tryOne: 'Probar uno',
      inCell: (digit, cell) => `${digit} en ${cell}`,
      part: (name, what) => `${name}: ${what}.`,
    },
  },
  palette: {
    colours: 'Colores',
    colourButton: (colour) => (colour ? `Color ${colour}` : 'Sin color'),
  },
  offer: {
    share: 'Compartir',
    linkCopied: 'Enlace copiado: pégalo para compartir este sudoku.',
    copyThis: (link) => `Copia este enlace para compartir el sudoku: ${link}`,
    noPuzzle: 'No hay ningún sudoku en el tablero.',
    continueGame: 'Continuar',
    level: 'Nivel',
    newPuzzle: 'Nuevo sudoku',
    replaceGame: '¿Reemplazar la partida en curso? Deshacer la recupera.',
    keepPlaying: 'Seguir jugando',
    practise: 'Practicar una técnica',
    dailyPuzzle: 'Sudoku del día',
    scan: 'Escanear',
  },
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
    cellNames: 'Nombres de casillas en las pistas',
    words: 'Fila 3, columna 6',
    rc: 'r3c6 (notación)',
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
    making: (name, attempts) => `Creando un sudoku para practicar ${name}${attempts ? `, ${attempts} intentos` : ''}…`,
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

  steps,
  variant: esVariant,
  scan: {
    ...esPicture,
    checkTitle: 'Revisa la cuadrícula',
    checkNote: (n) =>
      n
        ? `${n === 1 ? '1 casilla es dudosa' : `${n} casillas son dudosas`} (marcadas): compáralas con la imagen, ` +
          'corrige las que estén mal y luego pulsa Jugar.'
        : 'Compara la cuadrícula con la imagen, corrige las casillas que estén mal y luego pulsa Jugar.',
    play: 'Jugar',
    noSudoku:
      'No se encontró ningún sudoku en la imagen. Vuelve a hacer la foto con toda la cuadrícula a la vista, desde arriba.',
    needsClick: 'Escanear abre la cámara o el selector de archivos solo tras un clic o un toque.',
  },
};

export default es;

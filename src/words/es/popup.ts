/** Las palabras propias del popup, en español (tuteo, como el tablero). */
import type { PopupWords } from '../en/popup.ts';
import { esPicture } from './picture.ts';

const NOUN = { puzzle: 'El sudoku', board: 'El tablero', link: 'El enlace' } as const;

export const es: PopupWords = {
  ...esPicture,
  game: 'Partida',
  levelOfNewGame: 'Nivel de una partida nueva',
  variantOfNewGame: 'Variante de una partida nueva',
  newGameChoice: 'Variante y nivel',
  variantNames: {
    classic: 'Clásico',
    killer: 'Killer',
    jigsaw: 'Jigsaw',
    x: 'Sudoku X',
    windoku: 'Windoku',
    'anti-knight': 'Anti-caballo',
    'anti-king': 'Anti-rey',
    'non-consecutive': 'No consecutivo',
  },
  newGame: 'Partida nueva',
  todaysDaily: 'Sudoku de hoy',
  solvedMark: 'resuelto',
  pastePuzzle: 'Pegar un sudoku…',
  statistics: 'Estadísticas',
  check: 'Comprobar',
  solve: 'Resolver',
  copied: 'Copiado',
  copy: {
    puzzle: ['Copiar sudoku', 'pistas'],
    board: ['Copiar tablero', 'tal como está'],
    link: ['Copiar enlace', 'para compartir'],
  },
  copiedSaid: (what) => `${NOUN[what]} copiado.`,
  openInSudokuWiki: 'Abrir en SudokuWiki',
  dismiss: 'Cerrar',

  techniquesFailed: (error) => `No se pudo mostrar la lista de técnicas: ${error}`,
  savedGameUnreadable: (error) =>
    `La partida guardada no se puede leer (${error}), así que esta partida no se guardará y la guardada queda como ` +
    'está. Cierra y vuelve a abrir el popup para intentarlo de nuevo.',
  couldNotRun: (problem) => `«Resolver sudoku» no pudo ejecutarse: ${problem}`,
  handedOver: (host) =>
    host ? `Sudoku de ${host}: listo para jugar.` : 'El sudoku de la página está listo para jugar.',
  replaceWithHandedOver: (host) =>
    `¿Reemplazar la partida en curso por el sudoku ${host ? `de ${host}` : 'de la página'}?`,
  replaceGame: '¿Reemplazar la partida en curso?',
  couldNotSave: (error) => `No se pudo guardar: ${error}`,
  clipboardRefused: (what, text) => `El navegador rechazó el portapapeles. ${NOUN[what]}: ${text}`,
  severalSolutions: 'Este sudoku tiene más de una solución; aquí tienes una.',
  solverGaveUp: 'El solucionador se rindió con este sudoku: tardaba demasiado.',
  noSolution: 'Este sudoku no tiene solución: algunas pistas se contradicen más adelante.',
  keepPlaying: 'Seguir jugando',
  replaceIt: 'Reemplazar',

  pasteTitle: 'Pegar un sudoku',
  pasteHelp:
    '81 caracteres, 9 filas de 9, una cuadrícula con líneas de caja, JSON de f-puzzles o un enlace de ' +
    'SudokuWiki, f-puzzles o SudokuPad; o pega o suelta una captura de pantalla.',
  play: 'Jugar',
  cancel: 'Cancelar',
  readingClipboard: 'Leyendo el portapapeles…',
  waitingForClipboard:
    'Esperando al portapapeles: responde al aviso «Pegar» del navegador, o pega en el cuadro con Ctrl+V.',
  pasted: 'Pegado desde el portapapeles.',
  clipboardEmpty: 'el portapapeles no tiene texto ni imagen',
  couldNotPaste: (why) => `No se pudo pegar (${why}): pega en el cuadro con Ctrl+V, o escribe el sudoku.`,
  readFromPicture: (n) =>
    n
      ? `Leído de la imagen, pero ${n === 1 ? '1 casilla es dudosa' : `${n} casillas son dudosas`} (marcadas): ` +
        'compáralas con la imagen y corrige las que estén mal; luego Jugar o Resolver.'
      : 'Leído de la imagen: compáralo con la imagen; luego Jugar o Resolver.',
  editAsText: 'Editar como texto',
  pasteFirst: 'Primero pega o escribe un sudoku.',
  noSudokuInPicture:
    'No se encontró ningún sudoku en la imagen. Recórtala a la cuadrícula, o pega el sudoku como texto.',

  sudokuPadOwnFormat:
    'Este enlace de SudokuPad lleva el formato propio de SudokuPad, que aquí no se lee. Ábrelo en SudokuPad o ' +
    'comparte el sudoku desde f-puzzles como enlace o JSON.',
  sudokuPadShortId:
    'Este enlace de SudokuPad solo nombra un sudoku guardado en el servidor de SudokuPad, al que aquí no se ' +
    'pregunta. Ábrelo en SudokuPad y copia el sudoku desde f-puzzles.',
  linkCutShort: 'Los datos de este enlace no se descodifican: quizá esté cortado. Vuelve a copiar el enlace entero.',
  unsupportedRules: (names) => `Este sudoku tiene reglas que aquí no se juegan: ${names}.`,
  cannotReadPuzzle: (reason) => `El sudoku no se puede leer: ${reason}.`,

  recent: 'Recientes',
  statisticsOf: 'Partidas:',
  statisticsNote:
    'Una partida cuenta como jugada en cuanto has hecho una jugada y ha terminado: resuelta, resuelta automáticamente o ' +
    'reemplazada. La racha cuenta los días seguidos con el sudoku del día de ese nivel resuelto.',
  close: 'Cerrar',
  latestTimes: (times) => `Últimos tiempos, del más antiguo al más reciente: ${times}`,
};

/**
 * Español: technique names as the Spanish Sudoku sites use them, and every technique's sentence from a step's data.
 * Cells keep the r3c5 notation; units take their article ("la fila 3", "el bloque 7"); digits are masculine ("el 5").
 */
import type { CellSet, Step, StepFacts } from '../../engine/grade/index.ts';
import {
  cellList,
  cellName,
  chainNodes,
  colOf,
  digitsSlash,
  gridCells,
  gridSize,
  nodeName,
  rowOf,
  unitKind,
  unitNumber,
} from '../cells.ts';
import { factsOf } from '../facts.ts';
import {
  FINNED_FISH,
  firstCell as cell,
  firstDigit as digit,
  sameSentence,
  unitsOf as units,
  withDigits,
} from '../step-parts.ts';
import type { StepLanguage } from '../catalogue-types.ts';
import { capital, hintWords, listIn, removesIn } from '../step-common.ts';

const and = listIn('es');
const cellsAnd = (cells: readonly number[]): string => and(cells.map(cellName));
const UNIT = { row: 'fila', column: 'columna', box: 'bloque' } as const;
/** "la fila 3", "la columna 5", "el bloque 7". */
const the = (u: number): string => `${unitKind(u) === 'box' ? 'el' : 'la'} ${UNIT[unitKind(u)]} ${unitNumber(u)}`;
/** "de la fila 3", "del bloque 7". */
const of = (u: number): string => (unitKind(u) === 'box' ? `del bloque ${unitNumber(u)}` : `de ${the(u)}`);
/** "filas 1 y 5". */
const lines = (us: readonly number[]): string =>
  `${unitKind(us[0]) === 'row' ? 'filas' : 'columnas'} ${and(us.map(unitNumber))}`;
const removes = removesIn(
  and,
  (digits, cells) => `${digits} de ${cells}`,
  (groups) => `elimina ${groups}`,
);

const names: StepLanguage['names'] = {
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
};

const name = (s: Step): string => names[s.technique];
const rm = (s: Step): string => removes(s.eliminations);

const subset = (s: Step): string =>
  `${name(s)} ${digitsSlash(s.digits)} en ${the(units(s)[0])} (${cellList(s.cells)}) ${rm(s)}`;
const locked = (s: Step): string =>
  `${name(s)}: en ${the(units(s)[0])}, el ${digit(s)} solo está en ${the(units(s)[1])}, lo que ${rm(s)}`;
const lockedSubset = (s: Step): string =>
  `${name(s)} ${digitsSlash(s.digits)} en ${the(units(s)[0])} y ${the(units(s)[1])} (${cellList(s.cells)}) ${rm(s)}`;

/** A fish's base lines, then its cover lines in brackets. */
function fishLines(s: Step, each: (us: number[]) => string): string {
  const u = units(s);
  return `${each(u.slice(0, u.length / 2))} (${each(u.slice(u.length / 2))})`;
}
const fins = (s: Step): string => {
  const { fins } = factsOf(s, 'fins');
  return `con ${fins.length === 1 ? 'la aleta' : 'las aletas'} ${cellsAnd(fins)}`;
};
const fish = (s: Step): string => `${name(s)} en el ${digit(s)}, en las ${fishLines(s, lines)} ${rm(s)}`;
const finned = (s: Step): string => `${name(s)} en el ${digit(s)}, en las ${fishLines(s, lines)} ${fins(s)} ${rm(s)}`;

const wing = (s: Step): string => {
  const { pivot, pincers } = factsOf(s, 'wing');
  return `${name(s)} con pivote ${withDigits(pivot)} y pinzas ${withDigits(pincers[0])}, ${withDigits(pincers[1])}, lo que ${rm(s)}`;
};

const rectangle = (s: Step, why: string): string =>
  `${name(s)} sobre ${digitsSlash(s.digits)} en ${cellList(s.cells)}: ${why}, lo que ${rm(s)}`;

const chain = (label: string) => (s: Step) => {
  const on = s.technique === 'x-chain' ? ` en el ${digit(s)}` : '';
  const p = s.placements[0];
  return `${label}${on}: ${chainNodes(s.links ?? [])}${p ? `, así que ${nodeName(p.digit, [p.cell])} es verdadero` : ` ${rm(s)}`}`;
};

const alsSets = (sets: readonly CellSet[]): string[] =>
  sets.map((set, k) => `${String.fromCharCode(65 + k)} = ${withDigits(set)}`);

type Why = Extract<StepFacts, { kind: 'contradiction' }>['why'];
/** What the assumption runs into: in the conditional, or after "hasta que" (subjunctive). */
function whyClause(why: Why, after: boolean): string {
  switch (why.kind) {
    case 'twice':
      return `${the(why.unit)} ${after ? 'tuviera' : 'tendría'} dos ${why.digit}`;
    case 'no-candidate':
      return `${cellName(why.cell)} se ${after ? 'quedara' : 'quedaría'} sin candidatos`;
    case 'no-place':
      return `el ${why.digit} no ${after ? 'tuviera' : 'tendría'} sitio en ${the(why.unit)}`;
  }
}

function contradiction(s: Step, why: Why): string {
  const singles = (s.size ?? 1) - 1;
  const c = cell(s);
  const then =
    singles === 0
      ? whyClause(why, false)
      : `${singles === 1 ? 'seguiría un single' : `seguirían ${singles} singles`} hasta que ${whyClause(why, true)}`;
  return `${name(s)}: si ${c} fuera un ${digit(s)}, ${then}, así que ${c} no es un ${digit(s)}`;
}

function verity(s: Step): string {
  const { branches, times } = factsOf(s, 'verity');
  const placed = s.placements.length > 0;
  const { cell: target, digit: d } = placed ? s.placements[0] : s.eliminations[0];
  const t = cellName(target);
  const u = s.units?.[0];
  const title =
    s.technique !== 'forcing-net' ? name(s) : u === undefined ? 'Red forzada de celda' : 'Red forzada de unidad';
  const each =
    u === undefined
      ? `cada candidato de ${cellName(branches[0].cell)} (${and(branches.map((x) => x.digit))})`
      : `cada sitio del ${branches[0].digit} en ${the(u)} (${cellsAnd(branches.map((x) => x.cell))})`;
  const leads = placed ? `${t} = ${d}` : `${t} sin el ${d}`;
  const after = `tras ${and(times.map((n) => (n === 1 ? '1 single' : `${n} singles`)))}`;
  const so = placed ? `${t} es un ${d}` : `${t} no es un ${d}`;
  return `${title}: ${each} lleva por singles a ${leads} (${after}), así que ${so}`;
}

const forcing = (s: Step): string => (s.facts?.kind === 'contradiction' ? contradiction(s, s.facts.why) : verity(s));

const sentences: StepLanguage['sentences'] = {
  'full-house': (s) =>
    `${name(s)}: ${cell(s)} es la última casilla vacía ${of(units(s)[0])}, así que es un ${digit(s)}`,
  'naked-single': (s) => `${name(s)}: ${cell(s)} solo puede ser ${digit(s)}`,
  'hidden-single': (s) => `${name(s)}: el ${digit(s)} solo tiene un sitio en ${the(units(s)[0])}, ${cell(s)}`,
  'locked-pair': lockedSubset,
  'locked-triple': lockedSubset,
  'locked-candidates-pointing': locked,
  'locked-candidates-claiming': locked,
  'naked-pair': subset,
  'naked-triple': subset,
  'hidden-pair': subset,
  'hidden-triple': subset,
  'naked-quad': subset,
  'hidden-quad': subset,
  'x-wing': fish,
  swordfish: fish,
  jellyfish: fish,
  'bug-plus-1': (s) =>
    `${name(s)}: todas las demás casillas vacías tienen dos candidatos y el ${digit(s)} aparece tres veces alrededor ` +
    `de ${cell(s)}, así que ${cell(s)} es un ${digit(s)}`,
  skyscraper: (s) => {
    const [topP, baseP, baseQ, topQ] = s.cells.map(cellName);
    const [p, q] = units(s);
    const base = s.cells[1];
    const baseLine = unitKind(p) === 'row' ? `la columna ${colOf(base) + 1}` : `la fila ${rowOf(base) + 1}`;
    return (
      `${name(s)} en el ${digit(s)}, en las ${lines([p, q])} (base ${baseP}, ${baseQ} en ${baseLine}; ` +
      `puntas ${topP}, ${topQ}): una de las puntas es un ${digit(s)}, lo que ${rm(s)}`
    );
  },
  'two-string-kite': (s) => {
    const [farR, nearR, nearC, farC] = s.cells.map(cellName);
    const [r, c, box] = units(s);
    return (
      `${name(s)} en el ${digit(s)}, en ${the(r)} (${farR}, ${nearR}) y ${the(c)} (${nearC}, ${farC}), ` +
      `unidas en ${the(box)}: ${farR} o ${farC} es un ${digit(s)}, lo que ${rm(s)}`
    );
  },
  'turbot-fish': (s) => {
    const [a, b, c, d] = s.cells.map(cellName);
    const [u1, u2] = units(s);
    return (
      `${name(s)} en el ${digit(s)} (${a}=${b}-${c}=${d}, enlaces fuertes en ${the(u1)} y ${the(u2)}): ` +
      `${a} o ${d} es un ${digit(s)}, lo que ${rm(s)}`
    );
  },
  'empty-rectangle': (s) => {
    const { row, col, near, far } = factsOf(s, 'empty-rectangle');
    const [box, pairUnit] = units(s);
    const d = digit(s);
    const line = unitKind(pairUnit) !== 'row' ? `la columna ${col + 1}` : `la fila ${row + 1}`;
    return (
      `${name(s)} en el ${d}, en ${the(box)} (sus ${d} están en la fila ${row + 1} y la columna ${col + 1}) con el ` +
      `par conjugado ${cellName(near)}=${cellName(far)} en ${the(pairUnit)}: ${cellName(far)} es un ${d}, o el ` +
      `${d} del bloque está en ${line}, lo que ${rm(s)}`
    );
  },
  'w-wing': (s) => {
    const [p, s1, s2, q] = s.cells;
    return (
      `${name(s)} ${digitsSlash(s.digits)} en ${cellsAnd([p, q])}, unidas por el enlace fuerte en el ${s.digits[0]} ` +
      `${cellName(s1)}=${cellName(s2)}, lo que ${rm(s)}`
    );
  },
  'xy-wing': wing,
  'xyz-wing': wing,
  'remote-pair': (s) =>
    `${name(s)} ${digitsSlash(s.digits)} a lo largo de ${s.cells.map(cellName).join('–')}: las cifras se alternan, ` +
    `así que ${cellName(s.cells[0])} y ${cellName(s.cells[s.cells.length - 1])} tienen cifras distintas, lo que ${rm(s)}`,
  'unique-rectangle-1': (s) => rectangle(s, `solo ${cellName(factsOf(s, 'ur-extra').cell)} tiene otros candidatos`),
  'unique-rectangle-2': (s) => {
    const { roof, digit: z } = factsOf(s, 'ur-roof');
    return rectangle(s, `${cellName(roof[0])} o ${cellName(roof[1])} debe ser un ${z}`);
  },
  'unique-rectangle-3': (s) => {
    const { roof, extra, subset: set } = factsOf(s, 'ur-subset');
    return rectangle(
      s,
      `las cifras extra ${digitsSlash(extra)} de ${cellList(roof)} forman con ${cellList(set.cells)} un subconjunto ` +
        `desnudo ${digitsSlash(set.digits)} en ${units(s).map(the).join(' y ')}`,
    );
  },
  'unique-rectangle-4': (s) => {
    const { roof, digit: x } = factsOf(s, 'ur-roof');
    return rectangle(s, `el ${x} debe estar en ${cellName(roof[0])} o ${cellName(roof[1])} (${the(units(s)[0])})`);
  },
  'unique-rectangle-6': (s) => {
    const { digit: x, diagonal, others, other } = factsOf(s, 'ur-diagonal');
    const [r, r2, c, c2] = units(s).map(unitNumber);
    return rectangle(
      s,
      `el ${x} solo está en las esquinas en las filas ${Math.min(r, r2)} y ${Math.max(r, r2)} y las columnas ` +
        `${Math.min(c, c2)} y ${Math.max(c, c2)}, así que llena una diagonal; si estuviera en ${cellName(diagonal[0])} y ` +
        `${cellName(diagonal[1])}, ${cellName(others[0])} y ${cellName(others[1])} serían ${other}, un patrón mortal`,
    );
  },
  'hidden-rectangle': (s) => {
    const { corner, digit: x } = factsOf(s, 'hidden-rectangle');
    const [row, col] = units(s).map(unitNumber);
    return rectangle(
      s,
      `${cellName(corner)} solo contiene ${digitsSlash(s.digits)}, y el ${x} solo está dentro del rectángulo en la ` +
        `fila ${row} y la columna ${col}`,
    );
  },
  'avoidable-rectangle-1': (s) => {
    const { solved, open, swap } = factsOf(s, 'ar-solved');
    return rectangle(
      s,
      `${cellsAnd(solved)} son casillas resueltas, no pistas; un ${s.eliminations[0].digit} en ${cellName(open)} ` +
        `dejaría que las cuatro casillas intercambiaran ${swap[0]} y ${swap[1]}`,
    );
  },
  'avoidable-rectangle-2': (s) => {
    const { solved, open, swap, z } = factsOf(s, 'ar-pair');
    return rectangle(
      s,
      `${cellsAnd(solved)} son casillas resueltas, no pistas, así que ${cellName(open[0])} no es ${swap[1]} o ` +
        `${cellName(open[1])} no es ${swap[0]}, y una de ellas es un ${z}`,
    );
  },
  ...sameSentence(FINNED_FISH, finned),
  'sue-de-coq': (s) => {
    const { core, line, box } = factsOf(s, 'sue-de-coq');
    const [lineUnit, boxUnit] = units(s);
    const set = (x: CellSet): string => `${cellsAnd(x.cells)} (${digitsSlash(x.digits)})`;
    return (
      `${name(s)}: ${set(core)} en ${the(lineUnit)} y ${the(boxUnit)}, con ${set(line)} en la ` +
      `${UNIT[unitKind(lineUnit)]} y ${set(box)} en el bloque, lo que ${rm(s)}`
    );
  },
  'simple-colouring': (s) => {
    const [a, b] = s.colours ?? [[], []];
    const facts = s.facts;
    const seeing = s.eliminations.map((e) => e.cell);
    const why =
      facts?.kind === 'colour-wrap'
        ? `${cellsAnd(facts.pair)} comparten una unidad y un color, así que ese color es falso`
        : `${cellsAnd(seeing)} ${seeing.length === 1 ? 've' : 'ven'} los dos colores`;
    return `${name(s)} en el ${digit(s)} (${cellsAnd(a)} / ${cellsAnd(b)}): ${why}, lo que ${rm(s)}`;
  },
  'multi-colouring': (s) => {
    const { chains, sees, falseColour, either } = factsOf(s, 'multi-colouring');
    const [[a0, a1], [b0, b1]] = chains;
    const seen = sees.map(([x, y]) => `${cellName(x)} ve ${cellName(y)}`).join(' y ');
    const why = falseColour
      ? `${seen}, los dos colores de la otra cadena, así que el color de ${cellsAnd(falseColour)} es falso`
      : `${seen}, así que ${cellsAnd(either?.[0] ?? [])} o ${cellsAnd(either?.[1] ?? [])} contiene el ${digit(s)}`;
    return (
      `${name(s)} en el ${digit(s)} (cadenas ${cellsAnd(a0)} / ${cellsAnd(a1)} y ${cellsAnd(b0)} / ${cellsAnd(b1)}): ` +
      `${why}, lo que ${rm(s)}`
    );
  },
  'x-chain': chain('Cadena X'),
  'xy-chain': chain('Cadena XY'),
  aic: chain('AIC'),
  'als-xz': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const both = alsSets(sets).join(' y ');
    const [x, y] = restricted[0];
    return restricted[0].length === 2
      ? `${name(s)}: ${both} comparten las cifras restringidas ${x} y ${y} (doble enlace), así que cada uno contiene ` +
          `todas sus demás cifras, y ${x} y ${y} están cada una en uno de ellos, lo que ${rm(s)}`
      : `${name(s)}: ${both} comparten la cifra restringida ${x}, con Z = ${digitsSlash(z)}, lo que ${rm(s)}`;
  },
  'als-xy-wing': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const [a, b, c] = alsSets(sets);
    return (
      `${name(s)}: ${a} y ${b} comparten la cifra restringida ${restricted[0][0]}, B y ${c} la cifra restringida ` +
      `${restricted[1][0]}, así que Z = ${digitsSlash(z)} está en A o C, lo que ${rm(s)}`
    );
  },
  'als-chain': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const last = String.fromCharCode(64 + sets.length);
    return (
      `${name(s)}: ${alsSets(sets).join(', ')}, cada uno unido al siguiente por la cifra restringida ` +
      `${restricted.map(digitsSlash).join(', ')} por turno, así que Z = ${digitsSlash(z)} está en A o ${last}, lo que ${rm(s)}`
    );
  },
  'finned-franken-swordfish': (s) =>
    `${name(s)} en el ${digit(s)}, en ${fishLines(s, (us) => us.map(the).join(', '))} ${fins(s)} ${rm(s)}`,
  'forcing-chain': forcing,
  'cell-forcing-chain': forcing,
  'unit-forcing-chain': forcing,
  'forcing-net': forcing,
  trial: (s) =>
    `${name(s)}: no queda ningún paso lógico, así que prueba el ${digit(s)} en ${cell(s)} (lleva a la solución)`,
};

export const es: StepLanguage = {
  lang: 'es',
  names,
  sentences,
  cellInWords: (row, col) => `${UNIT.row} ${row}, ${UNIT.column} ${col}`,
  hint: hintWords('es', {
    notIs: (c, d) => `${c} no es ${d}`,
    moreWrong: (n, cells) => ` (${n} ${n === 1 ? 'otra incorrecta' : 'otras incorrectas'}: ${cells})`,
    inCell: (digits, c) => `${digits} en ${c}`,
    moreCells: (n) => `${n} casillas más`,
    missingNotes: (list, n) =>
      `A tus notas ${n === 1 ? 'les falta' : 'les faltan'} ${list}: ${n === 1 ? 'restáurala' : 'restáuralas'}.`,
    nextStep: (step) => ` Después: ${step}.`,
    solved: 'El sudoku está resuelto.',
    conflict: ({ unit: u, digit: d, cells: [a, b] }) => {
      const where =
        u.kind === 'row'
          ? `en las columnas ${colOf(a) + 1} y ${colOf(b) + 1}`
          : u.kind === 'column'
            ? `en las filas ${rowOf(a) + 1} y ${rowOf(b) + 1}`
            : `en ${cellName(a)} y ${cellName(b)}`;
      const unitIndex = { row: 0, column: 1, box: 2 }[u.kind] * gridSize() + u.index;
      return `${the(unitIndex)} tiene dos ${d}, ${where}`;
    },
    invalid: {
      'board-not-grid': () => `El tablero debe tener ${gridCells()} cifras del 0 al ${gridSize()}.`,
      'givens-not-grid': () => `Las pistas deben ser ${gridCells()} cifras del 0 al ${gridSize()}.`,
      'broken-puzzle': (c) => `El sudoku está roto: ${c ?? ''}.`,
      'no-solution': () => 'El sudoku no tiene solución.',
      'wrong-entry': (c) => `No hay solución desde aquí: una entrada es incorrecta${c ? ` (${c})` : ''}.`,
      clash: (c) => `${capital(c ?? '')}.`,
      'gave-up': () => 'No hay pista: el solucionador se rindió con este tablero.',
      'entries-disagree': () => 'No hay solución desde aquí: tus entradas no pueden ser todas correctas a la vez.',
      contradiction: () => 'No se aplica ningún paso: el tablero se contradice.',
    },
  }),
};
export default es;

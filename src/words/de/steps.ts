/**
 * Deutsch: technique names as HoDoKu's German edition and the German Sudoku forums use them, and every technique's
 * sentence from a step's data. Cells keep the r3c5 notation; digits are feminine ("die 5").
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
import { hintWords, listIn, removesIn } from '../step-common.ts';

const and = listIn('de');
const or = (a: string, b: string): string => `${a} oder ${b}`;
const cellsAnd = (cells: readonly number[]): string => and(cells.map(cellName));
const UNIT = { row: 'Zeile', column: 'Spalte', box: 'Block' } as const;
const unit = (u: number): string => `${UNIT[unitKind(u)]} ${unitNumber(u)}`;
/** "Zeilen 1 und 5". */
const lines = (us: readonly number[]): string =>
  `${unitKind(us[0]) === 'row' ? 'Zeilen' : 'Spalten'} ${and(us.map(unitNumber))}`;
const removes = removesIn(
  and,
  (digits, cells) => `${digits} aus ${cells}`,
  (groups) => `entfernt ${groups}`,
);

const names: StepLanguage['names'] = {
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
  'finned-franken-swordfish': 'Franken-Schwertfisch mit Flosse',
  'forcing-chain': 'Erzwingende Kette',
  'cell-forcing-chain': 'Erzwingende Kette einer Zelle',
  'unit-forcing-chain': 'Erzwingende Kette einer Einheit',
  'forcing-net': 'Erzwingendes Netz',
  trial: 'Ausprobieren',
};

const name = (s: Step): string => names[s.technique];
const rm = (s: Step): string => removes(s.eliminations);

const subset = (s: Step): string =>
  `${name(s)} ${digitsSlash(s.digits)} in ${unit(units(s)[0])} (${cellList(s.cells)}) ${rm(s)}`;
const locked = (s: Step): string =>
  `${name(s)}: In ${unit(units(s)[0])} liegt die ${digit(s)} nur in ${unit(units(s)[1])}, also ${rm(s)}`;
const lockedSubset = (s: Step): string =>
  `${name(s)} ${digitsSlash(s.digits)} in ${unit(units(s)[0])} und ${unit(units(s)[1])} (${cellList(s.cells)}) ${rm(s)}`;

/** A fish's base lines, then its cover lines in brackets. */
function fishLines(s: Step, each: (us: number[]) => string): string {
  const u = units(s);
  return `${each(u.slice(0, u.length / 2))} (${each(u.slice(u.length / 2))})`;
}
const fins = (s: Step): string => {
  const { fins } = factsOf(s, 'fins');
  return `mit ${fins.length === 1 ? 'Flosse' : 'Flossen'} ${cellsAnd(fins)}`;
};
const fish = (s: Step): string => `${name(s)} auf ${digit(s)} in ${fishLines(s, lines)} ${rm(s)}`;
const finned = (s: Step): string => `${name(s)} auf ${digit(s)} in ${fishLines(s, lines)} ${fins(s)} ${rm(s)}`;

const wing = (s: Step): string => {
  const { pivot, pincers } = factsOf(s, 'wing');
  return `${name(s)} mit Angelpunkt ${withDigits(pivot)} und Flügeln ${withDigits(pincers[0])}, ${withDigits(pincers[1])} ${rm(s)}`;
};

const rectangle = (s: Step, why: string): string =>
  `${name(s)} auf ${digitsSlash(s.digits)} in ${cellList(s.cells)}: ${why}, also ${rm(s)}`;

const chain = (label: string) => (s: Step) => {
  const on = s.technique === 'x-chain' ? ` auf ${digit(s)}` : '';
  const p = s.placements[0];
  return `${label}${on}: ${chainNodes(s.links ?? [])}${p ? `, also ist ${nodeName(p.digit, [p.cell])} wahr` : ` ${rm(s)}`}`;
};

const alsSets = (sets: readonly CellSet[]): string[] =>
  sets.map((set, k) => `${String.fromCharCode(65 + k)} = ${withDigits(set)}`);

type Why = Extract<StepFacts, { kind: 'contradiction' }>['why'];
/** What the assumption runs into, as a main clause (verb second) or after "bis" (verb last). */
function whyClause(why: Why, after: boolean): string {
  switch (why.kind) {
    case 'twice':
      return after
        ? `${unit(why.unit)} die ${why.digit} zweimal enthielte`
        : `enthielte ${unit(why.unit)} die ${why.digit} zweimal`;
    case 'no-candidate':
      return after
        ? `${cellName(why.cell)} keinen Kandidaten mehr hätte`
        : `hätte ${cellName(why.cell)} keinen Kandidaten mehr`;
    case 'no-place':
      return after
        ? `die ${why.digit} in ${unit(why.unit)} keinen Platz mehr hätte`
        : `hätte die ${why.digit} in ${unit(why.unit)} keinen Platz mehr`;
  }
}

function contradiction(s: Step, why: Why): string {
  const singles = (s.size ?? 1) - 1;
  const c = cell(s);
  const then =
    singles === 0
      ? whyClause(why, false)
      : `${singles === 1 ? 'folgte ein Einer' : `folgten ${singles} Einer`}, bis ${whyClause(why, true)}`;
  return `${name(s)}: Wäre ${c} ${digit(s)}, ${then}, also ist ${c} nicht ${digit(s)}`;
}

function verity(s: Step): string {
  const { branches, times } = factsOf(s, 'verity');
  const placed = s.placements.length > 0;
  const { cell: target, digit: d } = placed ? s.placements[0] : s.eliminations[0];
  const t = cellName(target);
  const u = s.units?.[0];
  const title =
    s.technique !== 'forcing-net'
      ? name(s)
      : u === undefined
        ? 'Erzwingendes Netz einer Zelle'
        : 'Erzwingendes Netz einer Einheit';
  const each =
    u === undefined
      ? `Jeder Kandidat von ${cellName(branches[0].cell)} (${and(branches.map((x) => x.digit))})`
      : `Jeder Platz der ${branches[0].digit} in ${unit(u)} (${cellsAnd(branches.map((x) => x.cell))})`;
  const leads = placed ? `${t} = ${d}` : `${t} ohne ${d}`;
  const after = `nach ${and(times.map((n) => (n === 1 ? '1 Einer' : `${n} Einern`)))}`;
  return `${title}: ${each} führt über Einer zu ${leads} (${after}), also ist ${t} ${placed ? '' : 'nicht '}${d}`;
}

const forcing = (s: Step): string => (s.facts?.kind === 'contradiction' ? contradiction(s, s.facts.why) : verity(s));

const sentences: StepLanguage['sentences'] = {
  'full-house': (s) =>
    `${name(s)}: ${cell(s)} ist die letzte leere Zelle in ${unit(units(s)[0])}, also ist sie ${digit(s)}`,
  'naked-single': (s) => `${name(s)}: ${cell(s)} kann nur ${digit(s)} sein`,
  'hidden-single': (s) => `${name(s)}: Die ${digit(s)} hat in ${unit(units(s)[0])} nur einen Platz, ${cell(s)}`,
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
    `${name(s)}: Jede andere leere Zelle hat zwei Kandidaten, und die ${digit(s)} kommt um ${cell(s)} dreimal vor, also ist ${cell(s)} ${digit(s)}`,
  skyscraper: (s) => {
    const [topP, baseP, baseQ, topQ] = s.cells.map(cellName);
    const [p, q] = units(s);
    const base = s.cells[1];
    const baseLine = unitKind(p) === 'row' ? `Spalte ${colOf(base) + 1}` : `Zeile ${rowOf(base) + 1}`;
    return (
      `${name(s)} auf ${digit(s)} in ${lines([p, q])} (Basis ${baseP}, ${baseQ} in ${baseLine}; ` +
      `Spitzen ${topP}, ${topQ}): Eine Spitze ist ${digit(s)}, also ${rm(s)}`
    );
  },
  'two-string-kite': (s) => {
    const [farR, nearR, nearC, farC] = s.cells.map(cellName);
    const [r, c, box] = units(s);
    return (
      `${name(s)} auf ${digit(s)} in ${unit(r)} (${farR}, ${nearR}) und ${unit(c)} (${nearC}, ${farC}), ` +
      `verbunden in ${unit(box)}: ${or(farR, farC)} ist ${digit(s)}, also ${rm(s)}`
    );
  },
  'turbot-fish': (s) => {
    const [a, b, c, d] = s.cells.map(cellName);
    const [u1, u2] = units(s);
    return (
      `${name(s)} auf ${digit(s)} (${a}=${b}-${c}=${d}, starke Verbindungen in ${unit(u1)} und ${unit(u2)}): ` +
      `${or(a, d)} ist ${digit(s)}, also ${rm(s)}`
    );
  },
  'empty-rectangle': (s) => {
    const { row, col, near, far } = factsOf(s, 'empty-rectangle');
    const [box, pairUnit] = units(s);
    const d = digit(s);
    const line = unitKind(pairUnit) !== 'row' ? `Spalte ${col + 1}` : `Zeile ${row + 1}`;
    return (
      `${name(s)} auf ${d} in ${unit(box)} (dort liegt die ${d} nur in Zeile ${row + 1} und Spalte ${col + 1}) mit dem ` +
      `konjugierten Paar ${cellName(near)}=${cellName(far)} in ${unit(pairUnit)}: ${cellName(far)} ist ${d}, oder ` +
      `die ${d} des Blocks liegt in ${line}, also ${rm(s)}`
    );
  },
  'w-wing': (s) => {
    const [p, s1, s2, q] = s.cells;
    return (
      `${name(s)} ${digitsSlash(s.digits)} auf ${cellsAnd([p, q])}, verbunden durch die starke Verbindung auf ` +
      `${s.digits[0]} ${cellName(s1)}=${cellName(s2)}, ${rm(s)}`
    );
  },
  'xy-wing': wing,
  'xyz-wing': wing,
  'remote-pair': (s) =>
    `${name(s)} ${digitsSlash(s.digits)} entlang ${s.cells.map(cellName).join('–')}: Die Ziffern wechseln sich ab, ` +
    `also tragen ${cellName(s.cells[0])} und ${cellName(s.cells[s.cells.length - 1])} verschiedene; das ${rm(s)}`,
  'unique-rectangle-1': (s) => rectangle(s, `Nur ${cellName(factsOf(s, 'ur-extra').cell)} hat weitere Kandidaten`),
  'unique-rectangle-2': (s) => {
    const { roof, digit: z } = factsOf(s, 'ur-roof');
    return rectangle(s, `${or(cellName(roof[0]), cellName(roof[1]))} muss ${z} sein`);
  },
  'unique-rectangle-3': (s) => {
    const { roof, extra, subset: set } = factsOf(s, 'ur-subset');
    return rectangle(
      s,
      `Die zusätzlichen Ziffern ${digitsSlash(extra)} von ${cellList(roof)} bilden mit ${cellList(set.cells)} in ` +
        `${units(s).map(unit).join(' und ')} eine nackte Gruppe ${digitsSlash(set.digits)}`,
    );
  },
  'unique-rectangle-4': (s) => {
    const { roof, digit: x } = factsOf(s, 'ur-roof');
    return rectangle(s, `Die ${x} muss in ${or(cellName(roof[0]), cellName(roof[1]))} stehen (${unit(units(s)[0])})`);
  },
  'unique-rectangle-6': (s) => {
    const { digit: x, diagonal, others, other } = factsOf(s, 'ur-diagonal');
    const [r, r2, c, c2] = units(s).map(unitNumber);
    return rectangle(
      s,
      `Die ${x} liegt in den Zeilen ${Math.min(r, r2)} und ${Math.max(r, r2)} und den Spalten ${Math.min(c, c2)} und ` +
        `${Math.max(c, c2)} nur in den Ecken, füllt also eine Diagonale; stünde sie in ${cellName(diagonal[0])} und ` +
        `${cellName(diagonal[1])}, wären ${cellName(others[0])} und ${cellName(others[1])} beide ${other}, ein tödliches Muster`,
    );
  },
  'hidden-rectangle': (s) => {
    const { corner, digit: x } = factsOf(s, 'hidden-rectangle');
    const [row, col] = units(s).map(unitNumber);
    return rectangle(
      s,
      `${cellName(corner)} enthält nur ${digitsSlash(s.digits)}, und die ${x} liegt in Zeile ${row} und Spalte ${col} nur innerhalb des Rechtecks`,
    );
  },
  'avoidable-rectangle-1': (s) => {
    const { solved, open, swap } = factsOf(s, 'ar-solved');
    return rectangle(
      s,
      `${cellsAnd(solved)} sind gelöste Zellen, keine Vorgaben; eine ${s.eliminations[0].digit} in ${cellName(open)} ` +
        `ließe die vier Zellen ${swap[0]} und ${swap[1]} tauschen`,
    );
  },
  'avoidable-rectangle-2': (s) => {
    const { solved, open, swap, z } = factsOf(s, 'ar-pair');
    return rectangle(
      s,
      `${cellsAnd(solved)} sind gelöste Zellen, keine Vorgaben, also ist ${cellName(open[0])} nicht ${swap[1]} oder ` +
        `${cellName(open[1])} nicht ${swap[0]}, und eine von beiden ist ${z}`,
    );
  },
  ...sameSentence(FINNED_FISH, finned),
  'sue-de-coq': (s) => {
    const { core, line, box } = factsOf(s, 'sue-de-coq');
    const [lineUnit, boxUnit] = units(s);
    const set = (x: CellSet): string => `${cellsAnd(x.cells)} (${digitsSlash(x.digits)})`;
    return (
      `${name(s)}: ${set(core)} in ${unit(lineUnit)} und ${unit(boxUnit)}, mit ${set(line)} in der ` +
      `${UNIT[unitKind(lineUnit)]} und ${set(box)} im Block, ${rm(s)}`
    );
  },
  'simple-colouring': (s) => {
    const [a, b] = s.colours ?? [[], []];
    const facts = s.facts;
    const seeing = s.eliminations.map((e) => e.cell);
    const why =
      facts?.kind === 'colour-wrap'
        ? `${cellsAnd(facts.pair)} teilen eine Einheit und eine Farbe, also ist diese Farbe falsch`
        : `${cellsAnd(seeing)} ${seeing.length === 1 ? 'sieht' : 'sehen'} beide Farben`;
    return `${name(s)} auf ${digit(s)} (${cellsAnd(a)} / ${cellsAnd(b)}): ${why}, also ${rm(s)}`;
  },
  'multi-colouring': (s) => {
    const { chains, sees, falseColour, either } = factsOf(s, 'multi-colouring');
    const [[a0, a1], [b0, b1]] = chains;
    const seen = sees.map(([x, y]) => `${cellName(x)} sieht ${cellName(y)}`).join(' und ');
    const why = falseColour
      ? `${seen}, beide Farben der anderen Kette, also ist die Farbe von ${cellsAnd(falseColour)} falsch`
      : `${seen}, also enthält ${or(cellsAnd(either?.[0] ?? []), cellsAnd(either?.[1] ?? []))} die ${digit(s)}`;
    return (
      `${name(s)} auf ${digit(s)} (Ketten ${cellsAnd(a0)} / ${cellsAnd(a1)} und ${cellsAnd(b0)} / ${cellsAnd(b1)}): ` +
      `${why}, also ${rm(s)}`
    );
  },
  'x-chain': chain('X-Kette'),
  'xy-chain': chain('XY-Kette'),
  aic: chain('AIC'),
  'als-xz': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const both = alsSets(sets).join(' und ');
    const [x, y] = restricted[0];
    return restricted[0].length === 2
      ? `${name(s)}: ${both} teilen die beschränkt gemeinsamen Kandidaten ${x} und ${y} (doppelt verbunden), also ` +
          `enthält jede alle ihre übrigen Ziffern, und ${x} und ${y} liegen je in einer von ihnen; das ${rm(s)}`
      : `${name(s)}: ${both} teilen den beschränkt gemeinsamen Kandidaten ${x}, mit Z = ${digitsSlash(z)}, also ${rm(s)}`;
  },
  'als-xy-wing': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const [a, b, c] = alsSets(sets);
    return (
      `${name(s)}: ${a} und ${b} teilen den beschränkt gemeinsamen Kandidaten ${restricted[0][0]}, B und ${c} den ` +
      `Kandidaten ${restricted[1][0]}, also liegt Z = ${digitsSlash(z)} in A oder C; das ${rm(s)}`
    );
  },
  'als-chain': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const last = String.fromCharCode(64 + sets.length);
    return (
      `${name(s)}: ${alsSets(sets).join(', ')}, jede mit der nächsten der Reihe nach über den beschränkt gemeinsamen ` +
      `Kandidaten ${restricted.map(digitsSlash).join(', ')} verbunden, also liegt Z = ${digitsSlash(z)} in A oder ${last}; das ${rm(s)}`
    );
  },
  'finned-franken-swordfish': (s) =>
    `${name(s)} auf ${digit(s)} in ${fishLines(s, (us) => us.map(unit).join(', '))} ${fins(s)} ${rm(s)}`,
  'forcing-chain': forcing,
  'cell-forcing-chain': forcing,
  'unit-forcing-chain': forcing,
  'forcing-net': forcing,
  trial: (s) =>
    `${name(s)}: Es bleibt kein logischer Schritt, also probiere die ${digit(s)} in ${cell(s)} (sie führt zur Lösung)`,
};

export const de: StepLanguage = {
  lang: 'de',
  names,
  sentences,
  cellInWords: (row, col) => `${UNIT.row} ${row}, ${UNIT.column} ${col}`,
  hint: hintWords('de', {
    notIs: (c, d) => `${c} ist nicht ${d}`,
    moreWrong: (n, cells) => ` (${n} weitere falsch: ${cells})`,
    inCell: (digits, c) => `${digits} in ${c}`,
    moreCells: (n) => `${n} weitere Zellen`,
    missingNotes: (list, n) => `In deinen Notizen ${n === 1 ? 'fehlt' : 'fehlen'} ${list}: Trag sie wieder ein.`,
    nextStep: (step) => ` Dann: ${step}.`,
    solved: 'Das Rätsel ist gelöst.',
    conflict: ({ unit: u, digit: d, cells: [a, b] }) => {
      const where =
        u.kind === 'row'
          ? `in den Spalten ${colOf(a) + 1} und ${colOf(b) + 1}`
          : u.kind === 'column'
            ? `in den Zeilen ${rowOf(a) + 1} und ${rowOf(b) + 1}`
            : `in ${cellName(a)} und ${cellName(b)}`;
      return `${UNIT[u.kind]} ${u.index + 1} enthält die ${d} zweimal, ${where}`;
    },
    invalid: {
      'board-not-grid': () => `Das Brett muss aus ${gridCells()} Ziffern von 0 bis ${gridSize()} bestehen.`,
      'givens-not-grid': () => `Die Vorgaben müssen ${gridCells()} Ziffern von 0 bis ${gridSize()} sein.`,
      'broken-puzzle': (c) => `Das Rätsel ist fehlerhaft: ${c ?? ''}.`,
      'no-solution': () => 'Das Rätsel hat keine Lösung.',
      'wrong-entry': (c) => `Von hier aus gibt es keine Lösung: Ein Eintrag ist falsch${c ? ` (${c})` : ''}.`,
      clash: (c) => `${c ?? ''}.`,
      'gave-up': () => 'Kein Tipp: Der Löser hat bei diesem Brett aufgegeben.',
      'entries-disagree': () =>
        'Von hier aus gibt es keine Lösung: Deine Einträge können nicht alle zugleich richtig sein.',
      contradiction: () => 'Kein Schritt passt: Das Brett widerspricht sich selbst.',
    },
  }),
};
export default de;

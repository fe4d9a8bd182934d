/**
 * English: technique names, the sentence of every technique (SudokuWiki style, r/c 1-based) and the hint's answers.
 * These sentences were the engine's `Step.text` until issue 26 and stay byte for byte what they were (the behaviour
 * snapshot, scripts/behaviour-snapshot.ts, proves it over 7,182 graded puzzles).
 */
import type { Conflict } from '../../engine/grid.ts';
import type { Candidate, CellSet, Step, StepFacts } from '../../engine/grade/index.ts';
import {
  cellList,
  cellName,
  chainNodes,
  colOf,
  digitsSlash,
  gridCells,
  gridSize,
  nodeName,
  removalGroups,
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

/** "a", "a and b", "a, b and c". */
function and(items: readonly (string | number)[]): string {
  if (items.length <= 1) return items.length === 1 ? String(items[0]) : '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
const cellsAnd = (cells: readonly number[]): string => and(cells.map(cellName));
const unit = (u: number): string => `${unitKind(u)} ${unitNumber(u)}`;
const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/** "removes 3 and 6 from r8c4 and r8c9", "removes 3 from r1c1 and r1c2, and 6 from r2c2". */
function removes(elims: readonly Candidate[]): string {
  const parts = removalGroups(elims).map((g) => `${and(g.digits)} from ${cellsAnd(g.cells)}`);
  return `removes ${parts.length <= 2 ? parts.join(', and ') : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`}`;
}

const names = {
  'full-house': 'Full house',
  'naked-single': 'Naked single',
  'hidden-single': 'Hidden single',
  'locked-pair': 'Locked pair',
  'locked-triple': 'Locked triple',
  'locked-candidates-pointing': 'Locked candidates (pointing)',
  'locked-candidates-claiming': 'Locked candidates (claiming)',
  'naked-pair': 'Naked pair',
  'naked-triple': 'Naked triple',
  'hidden-pair': 'Hidden pair',
  'hidden-triple': 'Hidden triple',
  'naked-quad': 'Naked quad',
  'hidden-quad': 'Hidden quad',
  'x-wing': 'X-wing',
  swordfish: 'Swordfish',
  jellyfish: 'Jellyfish',
  'bug-plus-1': 'BUG+1',
  skyscraper: 'Skyscraper',
  'two-string-kite': '2-string kite',
  'turbot-fish': 'Turbot fish',
  'empty-rectangle': 'Empty rectangle',
  'w-wing': 'W-wing',
  'xy-wing': 'XY-wing',
  'xyz-wing': 'XYZ-wing',
  'remote-pair': 'Remote pair',
  'unique-rectangle-1': 'Unique rectangle type 1',
  'unique-rectangle-2': 'Unique rectangle type 2',
  'unique-rectangle-3': 'Unique rectangle type 3',
  'unique-rectangle-4': 'Unique rectangle type 4',
  'unique-rectangle-6': 'Unique rectangle type 6',
  'hidden-rectangle': 'Hidden rectangle',
  'avoidable-rectangle-1': 'Avoidable rectangle type 1',
  'avoidable-rectangle-2': 'Avoidable rectangle type 2',
  'finned-x-wing': 'Finned X-wing',
  'sashimi-x-wing': 'Sashimi X-wing',
  'finned-swordfish': 'Finned swordfish',
  'sashimi-swordfish': 'Sashimi swordfish',
  'finned-jellyfish': 'Finned jellyfish',
  'sashimi-jellyfish': 'Sashimi jellyfish',
  'sue-de-coq': 'Sue de Coq',
  'simple-colouring': 'Simple colouring',
  'multi-colouring': 'Multi-colouring',
  'x-chain': 'X-chain',
  'xy-chain': 'XY-chain',
  aic: 'Alternating inference chain',
  'als-xz': 'ALS-XZ',
  'als-xy-wing': 'ALS-XY-wing',
  'als-chain': 'ALS chain',
  'finned-franken-swordfish': 'Finned Franken swordfish',
  'forcing-chain': 'Forcing chain',
  'cell-forcing-chain': 'Cell forcing chain',
  'unit-forcing-chain': 'Unit forcing chain',
  'forcing-net': 'Forcing net',
  trial: 'Trial',
} satisfies StepLanguage['names'];

const name = (s: Step): string => names[s.technique];

const single = (s: Step, why: string): string => `${name(s)}: ${why}`;
const subset = (s: Step): string =>
  `${name(s)} ${digitsSlash(s.digits)} in ${unit(units(s)[0])} (${cellList(s.cells)}) ${removes(s.eliminations)}`;
const locked = (kind: string) => (s: Step) =>
  `Locked candidates (${kind}): in ${unit(units(s)[0])}, ${digit(s)} lies only in ${unit(units(s)[1])}, which ${removes(s.eliminations)}`;
const lockedSubset = (s: Step): string =>
  `${name(s)} ${digitsSlash(s.digits)} in ${unit(units(s)[0])} and ${unit(units(s)[1])} (${cellList(s.cells)}) ` +
  removes(s.eliminations);

/** A fish's base and cover lines: "rows 1 and 5 (columns 2 and 7)". */
function fishLines(s: Step): string {
  const u = units(s);
  const half = u.length / 2;
  const kind = (x: number): string => (unitKind(x) === 'row' ? 'rows' : 'columns');
  const numbers = (list: number[]): string => and(list.map(unitNumber));
  return `${kind(u[0])} ${numbers(u.slice(0, half))} (${kind(u[half])} ${numbers(u.slice(half))})`;
}
const fins = (s: Step): string => {
  const { fins } = factsOf(s, 'fins');
  return `with ${plural(fins.length, 'fin', 'fins')} ${cellsAnd(fins)}`;
};
const fish = (s: Step): string => `${name(s)} on ${digit(s)} in ${fishLines(s)} ${removes(s.eliminations)}`;
const finned = (s: Step): string =>
  `${name(s)} on ${digit(s)} in ${fishLines(s)} ${fins(s)} ${removes(s.eliminations)}`;

const wing = (s: Step): string => {
  const { pivot, pincers } = factsOf(s, 'wing');
  return `${name(s)} with pivot ${withDigits(pivot)} and pincers ${withDigits(pincers[0])}, ${withDigits(pincers[1])} ${removes(s.eliminations)}`;
};

/** A uniqueness step: "<name> on a/b in <corners>: <why>, which removes …". */
const rectangle = (s: Step, why: string): string =>
  `${name(s)} on ${digitsSlash(s.digits)} in ${cellList(s.cells)}: ${why}, which ${removes(s.eliminations)}`;

const chain = (label: string) => (s: Step) => {
  const on = s.technique === 'x-chain' ? ` on ${digit(s)}` : '';
  const p = s.placements[0];
  const what = p ? `so ${nodeName(p.digit, [p.cell])} is true` : removes(s.eliminations);
  return `${label}${on}: ${chainNodes(s.links ?? [])} ${what}`;
};

const alsSets = (sets: readonly CellSet[]): string[] =>
  sets.map((set, k) => `${String.fromCharCode(65 + k)} = ${withDigits(set)}`);

function contradiction(s: Step, why: NonNullable<Extract<StepFacts, { kind: 'contradiction' }>['why']>): string {
  const singles = (s.size ?? 1) - 1;
  const follow = singles === 0 ? '' : `${singles === 1 ? 'a single' : `${singles} singles`} would follow until `;
  const what =
    why.kind === 'twice'
      ? `${unit(why.unit)} would hold two ${why.digit}s`
      : why.kind === 'no-candidate'
        ? `${cellName(why.cell)} would have no candidate left`
        : `${why.digit} would have no place in ${unit(why.unit)}`;
  const c = cellName(s.cells[0]);
  return `${name(s)}: if ${c} were ${digit(s)}, ${follow}${what}, so ${c} is not ${digit(s)}`;
}

function verity(s: Step): string {
  const { branches, times } = factsOf(s, 'verity');
  const placed = s.placements.length > 0;
  const { cell: target, digit: d } = placed ? s.placements[0] : s.eliminations[0];
  const t = cellName(target);
  const leads = placed ? `${t} = ${d}` : `${t} losing ${d}`;
  const so = placed ? `${t} is ${d}` : `${t} is not ${d}`;
  const after = `after ${and(times.map((n) => `${n} single${n === 1 ? '' : 's'}`))}`;
  const kind = s.technique === 'forcing-net' ? 'net' : 'chain';
  const u = s.units?.[0];
  const each =
    u === undefined
      ? `Cell forcing ${kind}: each candidate of ${cellName(branches[0].cell)} (${and(branches.map((x) => x.digit))})`
      : `Unit forcing ${kind}: each place of ${branches[0].digit} in ${unit(u)} (${cellsAnd(branches.map((x) => x.cell))})`;
  return `${each} leads by singles to ${leads} (${after}), so ${so}`;
}

/** A forcing chain or net: by contradiction, or a cell's or unit's branches agreeing. */
const forcing = (s: Step): string => (s.facts?.kind === 'contradiction' ? contradiction(s, s.facts.why) : verity(s));

const sentences: StepLanguage['sentences'] = {
  'full-house': (s) => single(s, `${cell(s)} is the last empty cell in ${unit(units(s)[0])}, so it is ${digit(s)}`),
  'naked-single': (s) => single(s, `${cell(s)} can only be ${digit(s)}`),
  'hidden-single': (s) => single(s, `${digit(s)} has only one place in ${unit(units(s)[0])}, ${cell(s)}`),
  'locked-pair': lockedSubset,
  'locked-triple': lockedSubset,
  'locked-candidates-pointing': locked('pointing'),
  'locked-candidates-claiming': locked('claiming'),
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
    `BUG+1: every other empty cell has two candidates and ${digit(s)} appears three times around ${cell(s)}, so ${cell(s)} is ${digit(s)}`,
  skyscraper: (s) => {
    const [topP, baseP, baseQ, topQ] = s.cells.map(cellName);
    const [p, q] = units(s);
    const rows = unitKind(p) === 'row';
    const base = s.cells[1];
    const baseLine = rows ? `column ${colOf(base) + 1}` : `row ${rowOf(base) + 1}`;
    return (
      `Skyscraper on ${digit(s)} in ${rows ? 'rows' : 'columns'} ${unitNumber(p)} and ${unitNumber(q)} ` +
      `(base ${baseP}, ${baseQ} in ${baseLine}; tops ${topP}, ${topQ}): one top is ${digit(s)}, which ${removes(s.eliminations)}`
    );
  },
  'two-string-kite': (s) => {
    const [farR, nearR, nearC, farC] = s.cells.map(cellName);
    const [r, c, box] = units(s);
    return (
      `2-string kite on ${digit(s)} in ${unit(r)} (${farR}, ${nearR}) and ${unit(c)} (${nearC}, ${farC}), ` +
      `joined in ${unit(box)}: ${farR} or ${farC} is ${digit(s)}, which ${removes(s.eliminations)}`
    );
  },
  'turbot-fish': (s) => {
    const [a, b, c, d] = s.cells.map(cellName);
    const [u1, u2] = units(s);
    return (
      `Turbot fish on ${digit(s)} (${a}=${b}-${c}=${d}, strong links in ${unit(u1)} and ${unit(u2)}): ` +
      `${a} or ${d} is ${digit(s)}, which ${removes(s.eliminations)}`
    );
  },
  'empty-rectangle': (s) => {
    const { row, col, near, far } = factsOf(s, 'empty-rectangle');
    const [box, pairUnit] = units(s);
    const d = digit(s);
    const line = unitKind(pairUnit) !== 'row' ? `column ${col + 1}` : `row ${row + 1}`;
    return (
      `Empty rectangle on ${d} in ${unit(box)} (its ${d}s lie in row ${row + 1} and column ${col + 1}) with the ` +
      `conjugate pair ${cellName(near)}=${cellName(far)} in ${unit(pairUnit)}: ${cellName(far)} is ${d}, or the ` +
      `box's ${d} is in ${line}, which ${removes(s.eliminations)}`
    );
  },
  'w-wing': (s) => {
    const [p, s1, s2, q] = s.cells;
    const [x] = s.digits;
    return `W-wing ${digitsSlash(s.digits)} on ${cellsAnd([p, q])} linked by the strong link on ${x} ${cellName(s1)}=${cellName(s2)} ${removes(s.eliminations)}`;
  },
  'xy-wing': wing,
  'xyz-wing': wing,
  'remote-pair': (s) =>
    `Remote pair ${s.digits.join('/')} along ${s.cells.map(cellName).join('–')}: the digits alternate, so ` +
    `${cellName(s.cells[0])} and ${cellName(s.cells[s.cells.length - 1])} hold different ones, which ${removes(s.eliminations)}`,
  'unique-rectangle-1': (s) => rectangle(s, `only ${cellName(factsOf(s, 'ur-extra').cell)} has other candidates`),
  'unique-rectangle-2': (s) => {
    const { roof, digit: z } = factsOf(s, 'ur-roof');
    return rectangle(s, `${cellName(roof[0])} or ${cellName(roof[1])} must be ${z}`);
  },
  'unique-rectangle-3': (s) => {
    const { roof, extra, subset: set } = factsOf(s, 'ur-subset');
    return rectangle(
      s,
      `the extra digits ${digitsSlash(extra)} of ${cellList(roof)} form a naked subset ${digitsSlash(set.digits)} ` +
        `with ${cellList(set.cells)} in ${units(s).map(unit).join(' and ')}`,
    );
  },
  'unique-rectangle-4': (s) => {
    const { roof, digit: x } = factsOf(s, 'ur-roof');
    return rectangle(s, `${x} must be in ${cellName(roof[0])} or ${cellName(roof[1])} (${unit(units(s)[0])})`);
  },
  'unique-rectangle-6': (s) => {
    const { digit: x, diagonal, others, other } = factsOf(s, 'ur-diagonal');
    const [r, r2, c, c2] = units(s).map(unitNumber);
    return rectangle(
      s,
      `${x} lies in rows ${Math.min(r, r2)} and ${Math.max(r, r2)} and columns ${Math.min(c, c2)} and ` +
        `${Math.max(c, c2)} only at the corners, so it fills one diagonal; were it ${cellName(diagonal[0])} and ` +
        `${cellName(diagonal[1])}, ${cellName(others[0])} and ${cellName(others[1])} would be ${other}, a deadly pattern`,
    );
  },
  'hidden-rectangle': (s) => {
    const { corner, digit: x } = factsOf(s, 'hidden-rectangle');
    const [row, col] = units(s).map(unitNumber);
    return rectangle(
      s,
      `${cellName(corner)} holds only ${digitsSlash(s.digits)}, and ${x} lies in row ${row} and column ${col} only inside the rectangle`,
    );
  },
  'avoidable-rectangle-1': (s) => {
    const { solved, open, swap } = factsOf(s, 'ar-solved');
    return rectangle(
      s,
      `${cellsAnd(solved)} are solved cells, not givens; ${s.eliminations[0].digit} in ${cellName(open)} would let ` +
        `the four cells swap ${swap[0]} and ${swap[1]}`,
    );
  },
  'avoidable-rectangle-2': (s) => {
    const { solved, open, swap, z } = factsOf(s, 'ar-pair');
    return rectangle(
      s,
      `${cellsAnd(solved)} are solved cells, not givens, so ${cellName(open[0])} is not ${swap[1]} or ` +
        `${cellName(open[1])} is not ${swap[0]}, and one of them is ${z}`,
    );
  },
  ...sameSentence(FINNED_FISH, finned),
  'sue-de-coq': (s) => {
    const { core, line, box } = factsOf(s, 'sue-de-coq');
    const [lineUnit, boxUnit] = units(s);
    const set = (x: CellSet): string => `${cellsAnd(x.cells)} (${digitsSlash(x.digits)})`;
    return (
      `Sue de Coq: ${set(core)} in ${unit(lineUnit)} and ${unit(boxUnit)}, with ${set(line)} in the ` +
      `${unitKind(lineUnit)} and ${set(box)} in the box, ${removes(s.eliminations)}`
    );
  },
  'simple-colouring': (s) => {
    const [a, b] = s.colours ?? [[], []];
    const facts = s.facts;
    const why =
      facts?.kind === 'colour-wrap'
        ? `${cellsAnd(facts.pair)} share a unit and a colour, so that colour is false`
        : `${cellsAnd(s.eliminations.map((e) => e.cell))} ${plural(s.eliminations.length, 'sees', 'see')} both colours`;
    return `Simple colouring on ${digit(s)} (${cellsAnd(a)} / ${cellsAnd(b)}): ${why}, which ${removes(s.eliminations)}`;
  },
  'multi-colouring': (s) => {
    const { chains, sees, falseColour, either } = factsOf(s, 'multi-colouring');
    const [[a0, a1], [b0, b1]] = chains;
    const seen = sees.map(([x, y]) => `${cellName(x)} sees ${cellName(y)}`);
    const why = falseColour
      ? `${seen.join(' and ')}, both colours of the other chain, so the colour of ${cellsAnd(falseColour)} is false`
      : `${seen.join(' and ')}, so ${cellsAnd(either?.[0] ?? [])} or ${cellsAnd(either?.[1] ?? [])} holds ${digit(s)}`;
    return (
      `Multi-colouring on ${digit(s)} (chains ${cellsAnd(a0)} / ${cellsAnd(a1)} and ${cellsAnd(b0)} / ` +
      `${cellsAnd(b1)}): ${why}, which ${removes(s.eliminations)}`
    );
  },
  'x-chain': chain('X-chain'),
  'xy-chain': chain('XY-chain'),
  aic: chain('AIC'),
  'als-xz': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const both = alsSets(sets).join(' and ');
    const [x, y] = restricted[0];
    return restricted[0].length === 2
      ? `ALS-XZ: ${both} share the restricted digits ${x} and ${y} (doubly linked), so each holds all its other ` +
          `digits, and ${x} and ${y} are each in one of them, which ${removes(s.eliminations)}`
      : `ALS-XZ: ${both} share the restricted digit ${x}, with Z = ${digitsSlash(z)}, which ${removes(s.eliminations)}`;
  },
  'als-xy-wing': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const [a, b, c] = alsSets(sets);
    return (
      `ALS-XY-wing: ${a} and ${b} share the restricted digit ${restricted[0][0]}, B and ${c} the restricted digit ` +
      `${restricted[1][0]}, so Z = ${digitsSlash(z)} is in A or C, which ${removes(s.eliminations)}`
    );
  },
  'als-chain': (s) => {
    const { sets, restricted, z } = factsOf(s, 'als');
    const last = String.fromCharCode(64 + sets.length);
    return (
      `ALS chain: ${alsSets(sets).join(', ')}, each linked to the next by the restricted digit ` +
      `${restricted.map(digitsSlash).join(', ')} in turn, so Z = ${digitsSlash(z)} is in A or ${last}, which ${removes(s.eliminations)}`
    );
  },
  'finned-franken-swordfish': (s) => {
    const u = units(s);
    const half = u.length / 2;
    return (
      `${name(s)} on ${digit(s)} in ${u.slice(0, half).map(unit).join(', ')} (${u.slice(half).map(unit).join(', ')}) ` +
      `${fins(s)} ${removes(s.eliminations)}`
    );
  },
  'forcing-chain': forcing,
  'cell-forcing-chain': forcing,
  'unit-forcing-chain': forcing,
  'forcing-net': forcing,
  trial: (s) => `Trial: no logical step is left, so try ${digit(s)} in ${cell(s)} (it leads to the solution)`,
};

/** "row 1 has two 5s, in columns 2 and 8" (a box names the cells). */
function conflict({ unit: u, digit: d, cells: [a, b] }: Conflict): string {
  const where =
    u.kind === 'row'
      ? `columns ${colOf(a) + 1} and ${colOf(b) + 1}`
      : u.kind === 'column'
        ? `rows ${rowOf(a) + 1} and ${rowOf(b) + 1}`
        : `${cellName(a)} and ${cellName(b)}`;
  return `${u.kind} ${u.index + 1} has two ${d}s, in ${where}`;
}

/** The restore list names this many cells at most; a long list would bury the step. */
const LISTED_CELLS = 4;

/** "5 in r1c2", "2/3 in r1c1 and 7 in r4c4", or the first few cells "… and 12 more cells". */
function missing(notes: readonly Candidate[]): string {
  const byCell = new Map<number, number[]>();
  for (const { cell: c, digit: d } of notes) byCell.set(c, [...(byCell.get(c) ?? []), d]);
  const parts = [...byCell].map(([c, digits]) => `${digits.join('/')} in ${cellName(c)}`);
  if (parts.length <= LISTED_CELLS) return and(parts);
  return `${parts.slice(0, LISTED_CELLS - 1).join(', ')} and ${parts.length - (LISTED_CELLS - 1)} more cells`;
}

export const en: StepLanguage = {
  lang: 'en',
  names,
  sentences,
  cellInWords: (row, col) => `row ${row}, column ${col}`,
  hint: {
    solved: 'The puzzle is solved.',
    wrongEntry: (c, d, more) =>
      `${cellName(c)} is not ${d}${more.length > 0 ? ` (${more.length} more wrong: ${cellsAnd(more)})` : ''}`,
    restoreNotes: (notes, then) =>
      `Your notes are missing ${missing(notes)}: restore ${notes.length === 1 ? 'it' : 'them'}.${then === null ? '' : ` Then: ${then}.`}`,
    invalid: (reason, c) => {
      switch (reason) {
        case 'board-not-grid':
          return `The board must be ${gridCells()} digits from 0 to ${gridSize()}.`;
        case 'givens-not-grid':
          return `The givens must be ${gridCells()} digits from 0 to ${gridSize()}.`;
        case 'broken-puzzle':
          return `The puzzle is broken: ${c ? conflict(c) : ''}.`;
        case 'no-solution':
          return 'The puzzle has no solution.';
        case 'wrong-entry':
          return `There is no solution from here: an entry is wrong${c ? ` (${conflict(c)})` : ''}.`;
        case 'clash':
          return `${c ? conflict(c) : ''}.`;
        case 'gave-up':
          return 'No hint: the solver gave up on this board.';
        case 'entries-disagree':
          return 'There is no solution from here: your entries cannot all be right together.';
        case 'contradiction':
          return 'No step applies: the board contradicts itself.';
      }
    },
  },
};
export default en;

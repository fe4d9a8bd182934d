/** English: the variant techniques' names and sentences (variant-describe.ts), in the classic steps' style. */
import type { CageRef, Candidate, HouseRef, VariantStep } from '../../engine/variant/index.ts';
import { cellList, cellName, chainNodes, digitsSlash, removalGroups } from '../cells.ts';
import { cageCorner, variantFacts, whereIn, type VariantStepLanguage } from '../variant-describe.ts';

function and(items: readonly (string | number)[]): string {
  if (items.length <= 1) return items.length === 1 ? String(items[0]) : '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
const or = (items: readonly (string | number)[]): string =>
  items.length <= 1 ? and(items) : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
const cellsAnd = (cells: readonly number[]): string => and(cells.map(cellName));

function removes(elims: readonly Candidate[]): string {
  const parts = removalGroups(elims).map((g) => `${and(g.digits)} from ${cellsAnd(g.cells)}`);
  return `removes ${parts.length <= 2 ? parts.join(', and ') : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`}`;
}

const KINDS: Record<HouseRef['kind'], string> = {
  row: 'row',
  column: 'column',
  box: 'box',
  region: 'region',
  diagonal: 'the diagonal',
  'anti-diagonal': 'the anti-diagonal',
  window: 'window',
  'extra-region': 'extra region',
};
const house = (h: HouseRef): string =>
  h.kind === 'diagonal' || h.kind === 'anti-diagonal' ? KINDS[h.kind] : `${KINDS[h.kind]} ${h.number}`;
const cage = (c: CageRef): string =>
  c.sum === undefined ? `the cage at ${cageCorner(c)}` : `the ${c.sum} cage at ${cageCorner(c)}`;
/** "rows 1 and 2", "box 4", "box 4 and box 5": houses of one kind share it. */
function houses(list: readonly HouseRef[]): string {
  if (list.length === 1) return house(list[0]);
  const kind = list[0].kind;
  if (list.every((h) => h.kind === kind) && kind !== 'diagonal' && kind !== 'anti-diagonal')
    return `${KINDS[kind]}s ${and(list.map((h) => h.number))}`;
  return and(list.map(house));
}
const where = whereIn(house, cage);

const names = {
  'full-house': 'Full house',
  'naked-single': 'Naked single',
  'hidden-single': 'Hidden single',
  'non-consecutive': 'Non-consecutive neighbours',
  'cage-combination': 'Cage combinations',
  'rule-45': 'Rule of 45',
  'cage-locked': 'Cage needs a digit',
  'locked-candidates': 'Locked candidates',
  'shared-peers': 'Shared peers',
  'non-consecutive-pinch': 'Non-consecutive pinch',
  'non-consecutive-locked': 'Non-consecutive locked digit',
  'naked-pair': 'Naked pair',
  'naked-triple': 'Naked triple',
  'hidden-pair': 'Hidden pair',
  'hidden-triple': 'Hidden triple',
  'rule-45-multi': 'Rule of 45 over several houses',
  'cage-split': 'Cage splitting',
  'naked-quad': 'Naked quad',
  'hidden-quad': 'Hidden quad',
  'x-wing': 'X-wing',
  swordfish: 'Swordfish',
  'xy-wing': 'XY-wing',
  'simple-colouring': 'Simple colouring',
  'x-chain': 'X-chain',
  'xy-chain': 'XY-chain',
  aic: 'Alternating inference chain',
  trial: 'Trial',
} satisfies VariantStepLanguage['names'];

const subset = (s: VariantStep): string =>
  `${names[s.technique]} ${digitsSlash(s.digits)} in ${where(s)} (${cellList(s.cells)}) ${removes(s.eliminations)}`;

function fish(s: VariantStep): string {
  const list = s.houses ?? [];
  const half = list.length / 2;
  return `${names[s.technique]} on ${s.digits[0]} in ${houses(list.slice(0, half))} (${houses(list.slice(half))}) ${removes(s.eliminations)}`;
}

function rule45(s: VariantStep): string {
  const { total, innies, outies, sum } = variantFacts(s, 'rule-45');
  const inside = s.cages?.length ? `, less the ${s.cages.length === 1 ? 'cage' : 'cages'} wholly inside` : '';
  const p = s.placements[0];
  let what: string;
  if (p) what = `so the ${innies.length ? 'innie' : 'outie'} ${cellName(p.cell)} is ${p.digit}`;
  else if (!outies.length)
    what = `so the innies ${cellsAnd(innies)} add up to ${sum}, which ${removes(s.eliminations)}`;
  else if (!innies.length)
    what = `so the outies ${cellsAnd(outies)} add up to ${-sum}, which ${removes(s.eliminations)}`;
  else
    what = `so the innies ${cellsAnd(innies)} less the outies ${cellsAnd(outies)} make ${sum}, which ${removes(s.eliminations)}`;
  const across = outies.length ? ' and the cages across the edge' : '';
  return `Rule of 45: the digits of ${houses(s.houses ?? [])} add up to ${total}${inside}${across}, ${what}`;
}

function cageSplit(s: VariantStep): string {
  const { part, sums, total } = variantFacts(s, 'cage-split');
  return (
    `Cage splitting: the digits of ${houses(s.houses ?? [])} add up to ${total}, and what its other cells and cages ` +
    `can make leaves ${cage((s.cages ?? [])[0])} only ${or(sums)} for its ${part.length === 1 ? 'cell' : 'cells'} ` +
    `${cellsAnd(part)} there, which ${removes(s.eliminations)}`
  );
}

const chain =
  (label: string) =>
  (s: VariantStep): string =>
    `${label}${s.technique === 'x-chain' ? ` on ${s.digits[0]}` : ''}: ${chainNodes(variantFacts(s, 'chain').links)} (one end is true) ${removes(s.eliminations)}`;

const sentences: VariantStepLanguage['sentences'] = {
  'full-house': (s) =>
    `Full house: ${cellName(s.cells[0])} is the last empty cell in ${where(s)}, so it is ${s.digits[0]}`,
  'naked-single': (s) => `Naked single: ${cellName(s.cells[0])} can only be ${s.digits[0]}`,
  'hidden-single': (s) => `Hidden single: ${s.digits[0]} has only one place in ${where(s)}, ${cellName(s.cells[0])}`,
  'non-consecutive': (s) =>
    `Non-consecutive: ${cellName(s.cells[0])} is ${s.digits[0]}, so no cell next to it is one apart, which ${removes(s.eliminations)}`,
  'non-consecutive-pinch': (s) =>
    `Non-consecutive: ${cellName(s.cells[0])} is ${or(s.digits)}, and whichever it is, its neighbours cannot be ` +
    `${or([...new Set(s.eliminations.map((e) => e.digit))])} (equal or one apart), which ${removes(s.eliminations)}`,
  'non-consecutive-locked': (s) =>
    `Non-consecutive: ${s.digits[0]} in ${where(s)} lies only in ${cellsAnd(s.cells)}, next to ` +
    `${cellName(s.eliminations[0].cell)}, so that cell is not one apart from it, which ${removes(s.eliminations)}`,
  'cage-combination': (s) =>
    `Cage combinations: ${cage((s.cages ?? [])[0])} (${cellList(s.cells)}) can only be ` +
    `${or(variantFacts(s, 'combinations').combinations.map((set) => set.join('+')))}, which ${removes(s.eliminations)}`,
  'rule-45': rule45,
  'rule-45-multi': rule45,
  'cage-split': cageSplit,
  'cage-locked': (s) =>
    `Cage needs a digit: ${cage((s.cages ?? [])[0])} must hold ${s.digits[0]} (every combination that fits has it), only in ` +
    `${cellsAnd(s.cells)}${s.houses?.length ? `, inside ${house(s.houses[0])}` : ''}, which ${removes(s.eliminations)}`,
  'locked-candidates': (s) => {
    const [a, b] = s.houses ?? [];
    return `Locked candidates: in ${house(a)}, ${s.digits[0]} lies only in ${house(b)}, which ${removes(s.eliminations)}`;
  },
  'shared-peers': (s) =>
    `Shared peers: in ${where(s)}, ${s.digits[0]} lies only in ${cellsAnd(s.cells)}, and the rules let no cell ` +
    `that sees them all hold it, which ${removes(s.eliminations)}`,
  'naked-pair': subset,
  'naked-triple': subset,
  'naked-quad': subset,
  'hidden-pair': subset,
  'hidden-triple': subset,
  'hidden-quad': subset,
  'x-wing': fish,
  swordfish: fish,
  'xy-wing': (s) => {
    const { pivot, pincers } = variantFacts(s, 'wing');
    const set = (x: { cells: number[]; digits: number[] }) => `${cellName(x.cells[0])} (${digitsSlash(x.digits)})`;
    return `XY-wing with pivot ${set(pivot)} and pincers ${set(pincers[0])}, ${set(pincers[1])} ${removes(s.eliminations)}`;
  },
  'simple-colouring': (s) => {
    const { colours, pair } = variantFacts(s, 'colours');
    const why = pair
      ? `${cellsAnd(pair)} see each other and share a colour, so that colour is false`
      : `${cellsAnd(s.eliminations.map((e) => e.cell))} ${s.eliminations.length === 1 ? 'sees' : 'see'} both colours`;
    return `Simple colouring on ${s.digits[0]} (${cellsAnd(colours[0])} / ${cellsAnd(colours[1])}): ${why}, which ${removes(s.eliminations)}`;
  },
  'x-chain': chain(names['x-chain']),
  'xy-chain': chain(names['xy-chain']),
  aic: chain('AIC'),
  trial: (s) =>
    `Trial: no logical step is left, so try ${s.digits[0]} in ${cellName(s.cells[0])} (it leads to the solution)`,
};

export const enVariant: VariantStepLanguage = { lang: 'en', names, sentences, house, cage };
export default enVariant;

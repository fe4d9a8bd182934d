/**
 * The variant's houses, named: every group of cells that holds each digit once (rows, columns, boxes or jigsaw
 * regions, the two diagonals, the windoku windows, full extra regions), each with the kind and number a player
 * reads in a hint ("window 2", "the anti-diagonal"). Built from the rules directly, in the order a step's words
 * name them; the compiled model's units are the same cells.
 */
import { boxRegions, windowCells, type VariantRules } from '../rules.ts';

export type HouseKind = 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'anti-diagonal' | 'window' | 'extra-region';

export interface House {
  kind: HouseKind;
  /** 1-based within its kind (1 for each diagonal). */
  number: number;
  cells: readonly number[];
}

/** A cage as a step names it: its cells and its sum (none: a cage that only forbids repeats). */
export interface CageRef {
  cells: readonly number[];
  sum?: number;
}

/** Whether the regions are the classic boxes of the size (then a region is called a box). */
function classicBoxes(rules: VariantRules): boolean {
  try {
    const boxes = boxRegions(rules.size);
    return boxes.every((region, cell) => rules.regions[cell] === region);
  } catch {
    return false; // no box shape for this size: a jigsaw by definition
  }
}

export function housesOf(rules: VariantRules): House[] {
  const { size } = rules;
  const houses: House[] = [];
  for (let r = 0; r < size; r++)
    houses.push({ kind: 'row', number: r + 1, cells: Array.from({ length: size }, (_, c) => r * size + c) });
  for (let c = 0; c < size; c++)
    houses.push({ kind: 'column', number: c + 1, cells: Array.from({ length: size }, (_, r) => r * size + c) });
  const regionKind = classicBoxes(rules) ? 'box' : 'region';
  const regions: number[][] = Array.from({ length: size }, () => []);
  rules.regions.forEach((region, cell) => regions[region].push(cell));
  regions.forEach((cells, i) => houses.push({ kind: regionKind, number: i + 1, cells }));
  if (rules.diagonals) {
    houses.push({ kind: 'diagonal', number: 1, cells: Array.from({ length: size }, (_, i) => i * size + i) });
    houses.push({
      kind: 'anti-diagonal',
      number: 1,
      cells: Array.from({ length: size }, (_, i) => i * size + size - 1 - i),
    });
  }
  if (rules.windows) windowCells().forEach((cells, i) => houses.push({ kind: 'window', number: i + 1, cells }));
  (rules.extraRegions ?? []).forEach((cells, i) => {
    if (cells.length === size) houses.push({ kind: 'extra-region', number: i + 1, cells: [...cells] });
  });
  return houses;
}

/**
 * Hints as the board shows them: what a hint from the engine highlights (the cells it rests on, the candidates it
 * strikes out) and the edits that carry it out when the player asks a second time. No DOM: the element renders the
 * marks and applies the edits.
 */
import type { HintResult, Step } from '../../engine/grade/index.ts';
import type { VariantStep } from '../../engine/variant/index.ts';
import { cellNameIn, type Geometry } from '../../engine/geometry.ts';
import { digitBit, unitName } from '../../engine/grid.ts';
import type { SudokuHintDetail } from './events.ts';
import type { CellEdit, Game } from '../../play/game.ts';
import { hintText, unitWords } from './i18n/hint-tiers.ts';
import { isOpenTrial } from './hint-trial.ts';
import type { TemplateResult } from 'lit';
import type { CellNames } from '../../play/settings.ts';
import { cellName, inGridOf, withCellNames } from '../../words/cells.ts';
import type { Strings, Words } from '../../words/board-types.ts';
import { en } from '../../words/en/board.ts';
import { hintWords } from '../../words/en/board-hints.ts';

/** What the grid shows of a hint on show, classic or variant. */
export interface HintMarks {
  detail: SudokuHintDetail;
  /** Board cells the hint rests on (highlighted). */
  cells: Set<number>;
  /** Candidates the hint removes, as cell → digit bits (struck through). */
  eliminations: Map<number, number>;
  /** The move count it was computed at: any change makes it stale. */
  version: number;
  /** Tier 2 of a step: its drawing over the grid and its legend under it, in the board's words (hint-overlay.ts). */
  drawn?: (s: Strings) => TemplateResult;
}

/** A variant game's step on show (variant/variant-hint-play.ts): the next `hint()` applies it if nothing moved. */
export interface ShownVariantHint extends HintMarks {
  variantStep: VariantStep;
}

/** A hint on show on the board: a classic one, or a variant game's step. */
export type HintOnShow = ShownHint | ShownVariantHint;

/** A hint on show: the next `hint()` goes on from it (tier 2, then applied) if the board is unchanged since. */
export interface ShownHint extends HintMarks {
  result: HintResult;
  /** 1: where to look only; 2: the step itself. The next press shows tier 2, then applies the step (tier 3). */
  tier: 1 | 2;
  /** Tier 1: the place to look at, a unit (an index into the grid's units) or a cell, for the words in the board's language. */
  place?: { unit: number } | { cell: number };
  /** The grid the hint is on: its units and cell names (the engine's steps are indexes into them). */
  geometry: Geometry;
}

/** The step a hint explains: a restore-notes hint carries the step that follows once the notes are back. */
function stepOf(result: HintResult): Step | undefined {
  if (result.kind === 'step') return result.step;
  if (result.kind === 'restore-notes') return result.step ?? undefined;
  return undefined;
}

/**
 * Where to look, for the first tier of a hint: a unit the step works in, or one cell (the one it rests on, or the
 * wrong digit), never the technique. Null when there is no place (solved, invalid): the hint starts at tier 2.
 * Units and cell names are `geometry`'s, the grid the engine stepped on.
 */
function lookAt(
  result: HintResult,
  geometry: Geometry,
): { text: string; cells: number[]; place: { unit: number } | { cell: number } } | null {
  const step = stepOf(result);
  const { units } = geometry;
  const stepCells = step ? [...new Set([...step.cells, ...step.placements.map((p) => p.cell)])] : [];
  const unit =
    step?.units?.[0] ??
    (stepCells.length > 1 ? units.findIndex((u) => stepCells.every((c) => u.cells.includes(c))) : -1);
  if (unit >= 0)
    return {
      text: `Look at ${unitName(units[unit])}.`,
      cells: [...units[unit].cells].sort((a, b) => a - b),
      place: { unit },
    };
  const cell =
    result.kind === 'wrong-entry'
      ? result.cell
      : result.kind === 'restore-notes'
        ? result.notes[0]?.cell
        : stepCells[0];
  return cell === undefined ? null : { text: `Look at ${cellNameIn(geometry, cell)}.`, cells: [cell], place: { cell } };
}

/**
 * What the board shows for `result` at `tier` (1 falls back to 2 when there is no place to point at), computed on
 * `geometry`'s grid when the board's move count was `version`.
 */
export function hintToShow(result: HintResult, version: number, tier: 1 | 2, geometry: Geometry): ShownHint {
  const look = tier === 1 ? lookAt(result, geometry) : null;
  const step = stepOf(result);
  if (look) {
    const { text, cells, place } = look;
    const detail: SudokuHintDetail = { text, cells, kind: result.kind, applied: false, step, tier: 1 };
    return { result, detail, cells: new Set(cells), eliminations: new Map(), version, tier: 1, place, geometry };
  }
  const cells = new Set<number>();
  const eliminations = new Map<number, number>();
  if (result.kind === 'wrong-entry') result.cells.forEach((c) => cells.add(c));
  if (result.kind === 'restore-notes') result.notes.forEach(({ cell }) => cells.add(cell));
  if (step) {
    step.cells.forEach((c) => cells.add(c));
    step.placements.forEach(({ cell }) => cells.add(cell));
    for (const { cell, digit } of step.eliminations)
      eliminations.set(cell, (eliminations.get(cell) ?? 0) | digitBit(digit));
  }
  const detail: SudokuHintDetail = {
    kind: result.kind,
    text: hintText(en, result, geometry),
    cells: [...cells],
    applied: false,
    step,
    tier: 2,
  };
  return { result, detail, cells, eliminations, version, tier: 2, geometry };
}

/**
 * What the board says for a hint on show, in its language: where to look (tier 1), else the step's sentence. Cells
 * are named in words ("row 3, column 6", the default) or, with `names` 'rc', in the r3c6 notation.
 */
export const shownWords =
  ({ place, result, geometry }: Pick<ShownHint, 'place' | 'result' | 'geometry'>, names: CellNames = 'rc'): Words =>
  (s) => {
    const cell = (c: number): string => inGridOf(geometry.size, () => cellName(c));
    const say = (): string =>
      place
        ? hintWords(s).lookAt('unit' in place ? unitWords(s, geometry.units[place.unit]) : cell(place.cell))
        : (trialWords(s, result, cell) ?? hintText(s, result, geometry));
    return names === 'rc' ? say() : withCellNames((row, col) => `${s.unit('row', row)}, ${s.unit('column', col)}`, say);
  };

/** A trial position's words (hint-trial.ts): it needs trial and error, and a cell to try with its candidates. */
function trialWords(s: Strings, result: HintResult, cell: (c: number) => string): string | undefined {
  if (result.kind !== 'step' || !isOpenTrial(result.step)) return undefined;
  return hintWords(s).trial(cell(result.step.cells[0]), result.step.digits);
}

/** The cell to select with a hint: its first placement, or the first wrong entry; undefined leaves the selection. */
export function hintFocus(result: HintResult): number | undefined {
  return stepOf(result)?.placements[0]?.cell ?? (result.kind === 'wrong-entry' ? result.cell : undefined);
}

/**
 * The edits that carry out `result` on `game`, for one undoable move: wrong entries erased, missing notes pencilled
 * back, a step's eliminations struck out and its placements made (the placed digit leaving the peers' notes).
 */
export function hintEdits(result: HintResult, game: Game): CellEdit[] {
  const edits: CellEdit[] = [];
  const values = game.values;
  const notes = game.notes.slice();
  if (result.kind === 'wrong-entry') {
    result.cells.forEach((cell) => edits.push({ cell, value: 0, notes: 0 }));
  } else if (result.kind === 'restore-notes') {
    for (const { cell, digit } of result.notes) notes[cell] |= digitBit(digit);
    for (const { cell } of result.notes) edits.push({ cell, value: 0, notes: notes[cell] });
  } else if (result.kind === 'step') {
    const { placements, eliminations } = result.step;
    for (const { cell, digit } of eliminations) {
      if (values[cell]) continue;
      // A cell without notes holds every candidate: pencil them in so the elimination shows.
      const current = notes[cell] || game.candidates(cell);
      notes[cell] = current & ~digitBit(digit);
      edits.push({ cell, value: 0, notes: notes[cell] });
    }
    for (const { cell, digit } of placements) {
      edits.push({ cell, value: digit, notes: 0 });
      for (const peer of game.geometry.peers[cell]) {
        if (!values[peer] && notes[peer] & digitBit(digit))
          edits.push({ cell: peer, value: 0, notes: notes[peer] & ~digitBit(digit) });
      }
    }
  }
  // Later edits of a cell (a placement after an elimination) must win over earlier ones.
  const last = new Map(edits.map((e) => [e.cell, e]));
  return [...last.values()];
}

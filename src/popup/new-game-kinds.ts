/**
 * The kinds of game the popup's New game offers: a variant (its contract name, engine/variant/names.ts) at a size
 * it is played at (issue 30's table: killer, jigsaw and X at 9×9 and 6×6, the neighbour rules and windoku at 9×9
 * only, classic at every size, X at 16×16 too). The board makes them (`generate({ variant, size, difficulty })`).
 */
import type { VariantName } from '../engine/variant/index.ts';

export interface GameKind {
  variant: VariantName;
  size: 4 | 6 | 9 | 16;
}

/** In the order the select lists them: classic first (the default), then each variant, largest grid first. */
export const GAME_KINDS: readonly GameKind[] = [
  { variant: 'classic', size: 9 },
  { variant: 'classic', size: 6 },
  { variant: 'classic', size: 4 },
  { variant: 'classic', size: 16 },
  { variant: 'killer', size: 9 },
  { variant: 'killer', size: 6 },
  { variant: 'jigsaw', size: 9 },
  { variant: 'jigsaw', size: 6 },
  { variant: 'x', size: 9 },
  { variant: 'x', size: 6 },
  // X 16×16 came in when the variant solver got its work queues and locked candidates: a medium takes 2–5 s in Node
  // on a loaded 2-core machine (seeds 1–3), where it took 57 s before.
  { variant: 'x', size: 16 },
  { variant: 'windoku', size: 9 },
  { variant: 'anti-knight', size: 9 },
  { variant: 'anti-king', size: 9 },
  { variant: 'non-consecutive', size: 9 },
];

export const DEFAULT_KIND: GameKind = GAME_KINDS[0];

/** The select's value for a kind: `killer@6`. */
export const kindValue = (kind: GameKind): string => `${kind.variant}@${kind.size}`;

/** The offered kind with this variant and size, or null (an old or edited setting, a value from elsewhere). */
export function findKind(variant: unknown, size: unknown): GameKind | null {
  return GAME_KINDS.find((kind) => kind.variant === variant && kind.size === size) ?? null;
}

/** The offered kind a select's value names, or null. */
export function kindOfValue(value: string): GameKind | null {
  const [variant, size] = value.split('@');
  return findKind(variant, Number(size));
}

/** Whether the variant is played at more than one size here (its label then says the size). */
export const hasSizes = (variant: VariantName): boolean =>
  GAME_KINDS.filter((kind) => kind.variant === variant).length > 1;

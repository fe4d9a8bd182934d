/**
 * A New puzzle of a variant, as GameSource asks for one (small-grids.ts's sizedOrder): made in the worker
 * (variant-make.ts), its geometry built here from the rules it comes with (variant-geometry.ts, loaded then).
 */
import type { Geometry } from '../../../engine/geometry.ts';
import type { Level } from '../../../engine/levels.ts';
import type { EngineClient } from '../../engine-client/client.ts';
import type { Busy, PuzzleOrder } from '../generation.ts';
import type { MadeVariant } from './variant-make.ts';

/** Progress shows after this long, as makePuzzle's does. */
const PROGRESS_DELAY_MS = 200;

export interface VariantOrder {
  difficulty: Level;
  /** The made puzzle's geometry (undefined until it is made). */
  readonly geometry: Geometry | undefined;
  make(client: EngineClient, order: PuzzleOrder, report: (busy: Busy) => void): Promise<MadeVariant>;
}

export function variantOrder(variant: string, size: number, difficulty: Level): VariantOrder {
  let geometry: Geometry | undefined;
  return {
    difficulty,
    get geometry() {
      return geometry;
    },
    async make(client, order, report) {
      const shown = setTimeout(() => report({ shown: true, attempts: 0, difficulty }), PROGRESS_DELAY_MS);
      try {
        const request = { variant, size, seed: order.seed, difficulty };
        const [made, { variantGeometry }] = await Promise.all([
          client.call('variant', [request], { signal: order.signal }),
          import('../../../play/variant-geometry.ts'),
        ]);
        geometry = variantGeometry(made.rules);
        return made;
      } finally {
        clearTimeout(shown);
      }
    },
  };
}

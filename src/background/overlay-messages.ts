/**
 * The service worker's answers to the overlay (see OverlayRequest): solving a grid the user checked, and the next
 * step. The engine runs here, as the overlay in the page has none. Anything that is not one of those requests,
 * well formed, gets no answer.
 */
import { lineToGrid } from '../engine/grid.ts';
import { MESSAGE_TYPES } from '../extension-contract.ts';
import { gridSources, type Anchor } from '../content/grid-sources.ts';
import type { OverlayModel, StepAnswer } from '../content/overlay-model.ts';
import { describeGrid, truncateForDisplay } from './describe-result.ts';
import { takeStep } from './next-step.ts';
import { uiLang } from './ui-lang.ts';

const LINE = /^[1-9.]{81}$/;

function isAnchor(value: unknown): value is Anchor {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return ['top', 'left', 'bottom', 'right'].every((k) => typeof a[k] === 'number' && Number.isFinite(a[k]));
}

export function answerOverlay(message: unknown): OverlayModel | StepAnswer | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  if (m.type === MESSAGE_TYPES.useGrid && typeof m.puzzle === 'string' && LINE.test(m.puzzle)) {
    const grid = lineToGrid(m.puzzle);
    if (!grid) return null;
    const source = gridSources().find((row) => row.id === m.source)?.id ?? 'none';
    return describeGrid(grid, {
      source,
      anchor: isAnchor(m.anchor) ? m.anchor : null,
      read: typeof m.read === 'string' ? truncateForDisplay(m.read) : '',
      confirmed: true,
    });
  }
  if (
    m.type === MESSAGE_TYPES.nextStep &&
    typeof m.givens === 'string' &&
    LINE.test(m.givens) &&
    typeof m.board === 'string' &&
    LINE.test(m.board)
  ) {
    return takeStep(m.givens, m.board, m.notes, uiLang());
  }
  return null;
}

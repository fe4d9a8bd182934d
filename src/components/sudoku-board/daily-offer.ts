/**
 * "Daily puzzle" beside "New puzzle" (wherever the board offers a new game): today's daily, in the player's local
 * time zone, at the level chosen in the select beside it. The same puzzle on every machine (the engine's daily).
 */
import { html, type TemplateResult } from 'lit';
import type { Level } from '../../engine/levels.ts';
import type { Strings } from '../../words/board-types.ts';
import { offerWords } from '../../words/en/board-offer.ts';

export function dailyButton(s: Strings, daily: (level: Level) => void): TemplateResult {
  const start = (event: Event): void =>
    daily((event.target as Element).parentElement!.querySelector('select')!.value as Level);
  return html`<button type="button" class="daily-puzzle" @click=${start}>${offerWords(s).dailyPuzzle}</button>`;
}

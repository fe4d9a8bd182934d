/**
 * What the board offers for a new game, wherever it offers one (under a finished game, over a grid with no game or
 * a game the mistake limit stopped): "New puzzle" with its level, "Practise a technique", and "Daily puzzle", with
 * their styles. Loaded the first time the board offers a new game, so a board that is playing has not downloaded
 * it (BoardHost loads it; the board's update waits for it).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Geometry } from '../../engine/geometry.ts';
import type { Level } from '../../engine/levels.ts';
import type { Strings } from '../../words/board-types.ts';
import type { BoardActions, BoardView } from './board-view.ts';
import type { SudokuBoard } from './sudoku-board.component.ts';
import { offerWords } from '../../words/en/board-offer.ts';
import { levelsAt, nearestLevel } from './size-levels.ts';

export { showRevealed } from './revealed.ts';

export { dailyButton } from './daily-offer.ts';

/**
 * The solved grid's wave: each cell's delay (`--wave`, its row plus its column), through the CSSOM (a style
 * attribute is refused by a CSP without 'unsafe-inline' styles, the CSSOM is not). Here, with the wave's styles: the
 * board calls it on each update while it celebrates, so the delays are there once this module is.
 */
export function celebrationWave(root: ParentNode, geometry: Geometry): void {
  root
    .querySelectorAll<HTMLElement>('[data-cell]')
    .forEach((cell, i) => cell.style.setProperty('--wave', String(geometry.rowOf(i) + geometry.colOf(i))));
}

const capitalised = (word: string): string => word[0].toUpperCase() + word.slice(1);

/**
 * "New puzzle" with its level (the last one chosen first): under a finished game, so a solved board (restored ones
 * too) is never a dead end, and over the grid when there is no game. "Practise a technique" beside it; `more`: what
 * goes after it (Daily puzzle, the statistics of a finished game). New puzzle makes one of the board's `size`, whose
 * levels are all the select offers: those the generator makes at that size (size-levels.ts; every level at 9×9).
 * The level first chosen is the board's `difficulty`.
 */
export function newPuzzleTemplate(
  {
    strings: s,
    difficulty: level,
    size,
    hasGame,
    done,
  }: Pick<BoardView, 'strings' | 'difficulty' | 'size' | 'hasGame' | 'done'>,
  actions: Pick<BoardActions, 'newPuzzle' | 'practise'>,
  more: unknown,
): TemplateResult {
  const start = (event: Event): void =>
    actions.newPuzzle((event.target as Element).parentElement!.querySelector('select')!.value as Level);
  // A level the size has not (a loaded puzzle's, none known yet): the nearest it has is chosen.
  const chosen = nearestLevel(size, level as Level);
  const words = offerWords(s);
  return html`<div class="new-puzzle">
    <label
      >${words.level}
      <select>
        ${levelsAt(size).map(
          (l) => html`<option value=${l} ?selected=${l === chosen}>${capitalised(s.levels[l])}</option>`,
        )}
      </select></label
    >
    <button type="button" @click=${start}>${words.newPuzzle}</button>
    <button type="button" aria-haspopup="dialog" @click=${actions.practise}>${words.practise}</button>
    ${scanButton(words.scan)} ${hasGame ? shareButton(s, done) : nothing} ${more}
  </div>`;
}

/**
 * Scan: a picture of a Sudoku, from the phone's camera (`capture`; elsewhere the file picker), read and shown to
 * check (the board's scan()). The input is here, not made by scan(), so the click that opens it is the player's own.
 */
function scanButton(label: string): TemplateResult {
  const picked = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    const board = (input.getRootNode() as ShadowRoot).host as SudokuBoard;
    if (file) void board.scan(file);
  };
  return html`<button
      type="button"
      class="scan"
      aria-haspopup="dialog"
      @click=${(event: Event) => ((event.target as Element).nextElementSibling as HTMLInputElement).click()}
    >
      ${label}</button
    ><input type="file" accept="image/*" capture="environment" hidden @change=${picked} />`;
}

/**
 * Share: a link that opens this puzzle (shareUrl()). While the game is played it carries the board as it is; once it
 * is over, the givens alone (a solved board would give the solution away). On a phone the system's share sheet;
 * elsewhere the link is copied and the board says so, or, where the clipboard refuses it, shows it to copy by hand.
 * The board is the button's shadow host, so the offer needs nothing more of it.
 */
function shareButton(s: Strings, done: boolean): TemplateResult {
  const words = offerWords(s);
  const share = async (event: Event): Promise<void> => {
    const board = ((event.target as Element).getRootNode() as ShadowRoot).host as SudokuBoard;
    const link = board.shareUrl(undefined, { progress: !done });
    try {
      if (navigator.share && matchMedia('(pointer: coarse)').matches) await navigator.share({ url: link });
      else {
        await navigator.clipboard.writeText(link);
        board.say(words.linkCopied);
      }
    } catch (error) {
      // The player closed the share sheet: nothing to say.
      if ((error as Error).name !== 'AbortError') board.say(words.copyThis(link));
    }
  };
  return html`<button type="button" class="share" @click=${share}>${words.share}</button>`;
}

/**
 * What the offer adds over a game in play (opened by New game in the status line): the question first, since a new
 * game replaces this one (Undo brings it back: replaced-game.ts), and Keep playing, which closes the offer.
 */
export function inPlay(s: BoardView['strings'], actions: Pick<BoardActions, 'offer'>): TemplateResult {
  const words = offerWords(s);
  return html`<p class="replace">${words.replaceGame}</p>
    <button type="button" @click=${actions.offer}>${words.keepPlaying}</button>`;
}

/** Over the grid when there is no game (a `puzzle` that can't be read, a cancelled first puzzle): the offer. */
export function noGame(s: Strings, offer: unknown): TemplateResult {
  return html`<div class="idle">
    <div>${offerWords(s).noPuzzle}</div>
    ${offer}
  </div>`;
}

/** Over the grid when the mistake limit stopped the game: what it says (`said`), Continue, and the offer. */
export function stoppedGame(
  said: string,
  s: Strings,
  actions: Pick<BoardActions, 'continueGame'>,
  offer: unknown,
): TemplateResult {
  return html`<div class="idle stopped">
    <div>${said}</div>
    <button type="button" @click=${actions.continueGame}>${offerWords(s).continueGame}</button>
    ${offer}
  </div>`;
}

/** Adopted into the board's shadow root with the offer. */
export const offerStyles = css`
  /*
   * In the keypad's place (which it takes while it shows): under the grid, or beside it where the keypad is beside
   * it, so the solved grid stays in sight; a finished grid takes no more moves (Undo, which reopens it, also takes
   * this away). Text at 14 px or more, as everywhere a player reads.
   */
  .new-puzzle {
    grid-area: keypad;
    align-self: start;
    justify-self: center;
    /* Its width comes from the grid's, never the other way: what it offers wraps inside, and never widens the grid's
       column (beside the keypad, that would narrow the message and the keypad). */
    contain: inline-size;
    box-sizing: border-box;
    inline-size: 100%;
    max-inline-size: 28rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    margin-block-start: 0.5rem;
    padding: 0.5rem 0.75rem;
    font-size: max(14px, 1rem);
    background: var(--sudoku-bg, var(--_bg));
    border: 1px solid var(--sudoku-box-line-color, var(--_box-line));
    border-radius: var(--sudoku-radius, 4px);
  }
  /*
   * Where there is a keypad, the offer takes exactly its room: the keypad stays in the layout unseen (and out of
   * reach), the offer as tall as it and scrolling inside if it needs more, so the board keeps its height (a popup
   * that fitted does not scroll).
   */
  .new-puzzle ~ .keypad {
    visibility: hidden;
  }
  .board:has(.keypad) > .new-puzzle {
    contain: size;
    align-self: stretch;
    overflow: auto;
  }
  /*
   * Over a grid with no game, or one the mistake limit stopped, the offer is one of the panel's rows: it takes the
   * panel's width (not the finished grid's frame area, which the panel does not have), and the panel keeps its text
   * and controls inside the grid, wrapping rather than squeezing them.
   */
  .idle {
    grid-template-columns: minmax(0, 28rem);
    padding: 0.75rem;
    box-sizing: border-box;
    text-align: center;
    background: color-mix(in srgb, var(--sudoku-bg, var(--_bg)) 94%, transparent);
  }
  .idle .new-puzzle {
    grid-area: auto;
    align-self: auto;
    contain: none;
    inline-size: auto;
    max-inline-size: 100%;
    margin: 0;
    padding: 0;
    border: none;
    background: none;
    box-shadow: none;
  }
  /* The solved grid's wave, diagonal by diagonal (--wave, celebrationWave's): here, as it plays when a game is over. */
  .grid.celebrate .cell {
    animation: wave 700ms ease-out both;
    animation-delay: calc(var(--wave) * 35ms);
  }
  @keyframes wave {
    40% {
      background: var(--sudoku-same-digit-bg, var(--_same-digit-bg));
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .grid.celebrate .cell {
      animation: none;
    }
  }
  .new-puzzle .replace {
    order: -1;
    flex-basis: 100%;
    margin: 0;
    text-align: center;
  }
  .new-puzzle select {
    font: inherit;
    min-block-size: 44px;
    margin-inline-start: 0.35rem;
  }
`;

// Issue 25: a board whose engine worker stops answering still answers hint() and generate() (the engine on the page
// takes over after one retry) and says, in its language, that it switched.
import { expect } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { en } from '../../src/components/sudoku-board/i18n/en.ts';
import de from '../../src/components/sudoku-board/i18n/locales/de.ts';
import es from '../../src/components/sudoku-board/i18n/locales/es.ts';
import fr from '../../src/components/sudoku-board/i18n/locales/fr.ts';
import { EngineClient } from '../../src/components/engine-client/client.ts';
import { EASY } from './sudoku-board-helpers.ts';

const HUNG_WORKER = new URL('./workers/hung-worker.js', import.meta.url);

/** Fails the test instead of letting it hang when a promise never settles. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms)),
  ]);

/**
 * A board in `lang` whose engine client's workers load and then never answer (200 ms of silence counts as a hang
 * here), and every text its live region says. The client is the board's own, set before it connects: the element
 * shares one page-wide client and has no public way to take another, hence the cast.
 */
function boardWithHungWorker(lang: string): { el: SudokuBoard; said: string[]; client: EngineClient } {
  const wrapper = document.createElement('div');
  wrapper.lang = lang;
  const el = document.createElement('sudoku-board');
  const client = new EngineClient({ createWorker: () => new Worker(HUNG_WORKER), silenceMs: 200 });
  (el as unknown as { client: EngineClient }).client = client;
  el.setAttribute('puzzle', EASY);
  wrapper.append(el);
  document.body.append(wrapper);
  const said: string[] = [];
  const status = () => el.shadowRoot?.querySelector('[role="status"]')?.textContent ?? '';
  new MutationObserver(() => {
    const text = status().replace(/\u200b/g, '');
    if (text && said.at(-1) !== text) said.push(text);
  }).observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
  return { el, said, client };
}

describe('<sudoku-board> with an engine worker that stops answering', () => {
  const made: { el: SudokuBoard; client: EngineClient }[] = [];
  const realWarn = console.warn;
  beforeEach(() => (console.warn = () => undefined));
  afterEach(() => {
    console.warn = realWarn;
    for (const { el, client } of made.splice(0)) {
      el.parentElement!.remove();
      client.dispose();
    }
  });

  it('hint() and generate() end with the page engine’s answers, and the board says it switched', async () => {
    const { el, said, client } = boardWithHungWorker('en');
    made.push({ el, client });
    const hint = await within(el.hint(), 5000);
    expect(hint.text).to.match(/^Look at /);
    // Said with the hint's own words, after them: said alone, the hint's message would replace it at once.
    expect(said).to.include(`${hint.text} ${en.engineOnPage}`);
    expect(client.runsInThread).to.equal(true);
    const generated = await within(el.generate({ difficulty: 'easy', seed: 5 }), 5000);
    expect(generated.level).to.equal('easy');
    expect(el.givens).to.equal(generated.puzzle);
  });

  it('generate() on a fresh board ends too, and the board says so in each language it ships', async () => {
    for (const [lang, strings] of [
      ['en', en],
      ['de', de],
      ['fr', fr],
      ['es', es],
    ] as const) {
      const { el, said, client } = boardWithHungWorker(lang);
      made.push({ el, client });
      const generated = await within(el.generate({ difficulty: 'medium', seed: 9 }), 5000);
      expect(generated.level, lang).to.equal('medium');
      await el.updateComplete;
      expect(
        said.some((text) => text.endsWith(` ${strings.engineOnPage}`)),
        `${lang}: ${JSON.stringify(said)}`,
      ).to.equal(true);
    }
  });
});

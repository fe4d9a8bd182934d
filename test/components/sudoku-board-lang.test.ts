import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { SudokuBoard } from '../../src/components/index.ts';
import { EASY, board, cell, quietlyWrongDigit, type } from './sudoku-board-helpers.ts';
import { say } from '../words/say.ts';

/** The languages whose words the page has fetched so far ("de", "fr"...). */
const fetchedLanguages = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((e) => /\/words\/(?!en\/)(\w\w)\/board\.ts/.exec(e.name))
    .map((m) => m?.[1])
    .filter((name): name is string => !!name);

const message = (el: SudokuBoard) => el.shadowRoot!.querySelector('.message')!.textContent!.trim();
const live = (el: SudokuBoard) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!;
const buttons = (el: SudokuBoard) =>
  [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.replace(/\s+/g, ' ').trim());

/** A board inside `<div lang=…>`, updated in its language. */
async function boardIn(lang: string, keypad = true): Promise<{ wrapper: HTMLElement; el: SudokuBoard }> {
  const wrapper = await fixture<HTMLElement>(
    html`<div lang=${lang}><sudoku-board puzzle=${EASY} ?keypad=${keypad}></sudoku-board></div>`,
  );
  const el = wrapper.querySelector('sudoku-board')!;
  await el.updateComplete;
  return { wrapper, el };
}

describe('<sudoku-board> languages', () => {
  // First in the file: the page has loaded no language yet.
  it('an English page fetches no language module', async () => {
    const el = await fixture<SudokuBoard>(html`<sudoku-board keypad puzzle=${EASY}></sudoku-board>`);
    await el.updateComplete;
    expect(cell(el, 2).getAttribute('aria-label')).to.equal('row 1, column 3, 3, given');
    expect(fetchedLanguages()).to.deep.equal([]);
  });

  it('inside lang="de": German cell labels, controls and messages, and only German is fetched', async () => {
    const { el } = await boardIn('de');
    expect(cell(el, 2).getAttribute('aria-label')).to.equal('Zeile 1, Spalte 3, 3, vorgegeben');
    expect(cell(el, 0).getAttribute('aria-label')).to.equal('Zeile 1, Spalte 1, leer');
    expect(buttons(el)).to.include.members([
      'Pause',
      'Notizen',
      'Kandidaten eintragen',
      'Löschen',
      'Rückgängig',
      'Tipp',
      'Einstellungen',
    ]);
    expect(buttons(el).find((name) => name.startsWith('1,'))).to.match(/^1, \d übrig$/);
    expect(el.shadowRoot!.querySelector('[role="timer"]')!.getAttribute('aria-label')).to.match(/^Zeit \d+:\d\d$/);
    await el.check();
    expect(message(el)).to.equal('Bisher keine Fehler.');
    await type(el, 0, 'n');
    expect(live(el)).to.equal('Notizen an.');
    expect(fetchedLanguages()).to.include('de');
    expect(fetchedLanguages()).not.to.include('fr');
  });

  it('follows lang changes at run time: the ancestor, its own lang, then none', async () => {
    const { wrapper, el } = await boardIn('de');
    wrapper.lang = 'fr';
    await el.updateComplete;
    expect(cell(el, 0).getAttribute('aria-label')).to.equal('ligne 1, colonne 1, vide');
    expect(buttons(el)).to.include('Remplir les candidats');
    // The board's own lang is the nearest.
    el.lang = 'es-MX';
    await el.updateComplete;
    expect(cell(el, 0).getAttribute('aria-label')).to.equal('fila 1, columna 1, vacía');
    // Spanish puts the count last: "1, quedan 2".
    expect(buttons(el).find((name) => name.startsWith('1,'))).to.match(/^1, quedan? \d$/);
    expect(buttons(el)).to.include('Ajustes');
    el.removeAttribute('lang');
    wrapper.removeAttribute('lang');
    await el.updateComplete;
    const page = document.documentElement.getAttribute('lang');
    expect(cell(el, 0).getAttribute('aria-label')).to.equal(
      page?.startsWith('de') ? 'Zeile 1, Spalte 1, leer' : 'row 1, column 1, empty',
    );
  });

  it("takes the document's lang when no ancestor has one", async () => {
    const before = document.documentElement.getAttribute('lang');
    document.documentElement.lang = 'de-AT';
    try {
      const el = await board();
      expect(cell(el, 0).getAttribute('aria-label')).to.equal('Zeile 1, Spalte 1, leer');
    } finally {
      if (before === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.lang = before;
    }
  });

  it('a language it does not speak is English', async () => {
    for (const lang of ['xx', 'pt-BR', 'constructor', '']) {
      const { el } = await boardIn(lang);
      expect(cell(el, 0).getAttribute('aria-label'), lang).to.equal('row 1, column 1, empty');
      expect(buttons(el), lang).to.include('Fill candidates');
    }
  });

  it('the message line changes language with the board', async () => {
    const { wrapper, el } = await boardIn('de');
    await el.check();
    expect(message(el)).to.equal('Bisher keine Fehler.');
    wrapper.lang = 'en';
    await el.updateComplete;
    expect(message(el)).to.equal('No mistakes so far.');
  });

  it('a hint in German: where to look, then the step worded from its data, then the sentence applied announced', async () => {
    const { el } = await boardIn('de');
    const look = await el.hint();
    expect(look.tier).to.equal(1);
    expect(message(el)).to.match(/^Schau dir (Zeile \d, Spalte \d|.+ \d) an\.$/);
    expect(look.text).to.equal(message(el));
    const shown = await el.hint();
    const step = shown.step!;
    expect(['full-house', 'naked-single', 'hidden-single']).to.include(step.technique);
    const names = { 'full-house': 'Full House', 'naked-single': 'Nackter Einer', 'hidden-single': 'Versteckter Einer' };
    const placed = step.placements[0];
    const where = `Zeile ${Math.floor(placed.cell / 9) + 1}, Spalte ${(placed.cell % 9) + 1}`;
    expect(message(el)).to.match(new RegExp(`^${names[step.technique as keyof typeof names]}: `));
    expect(message(el)).to.contain(where);
    expect(message(el)).not.to.equal(say(step));
    // The page hears what the player sees, in the board's language.
    expect(shown.text).to.equal(message(el));
    await el.hint();
    expect(live(el)).to.equal(`Angewendet: ${shown.text}`);
  });

  it('a wrong digit, hinted in German', async () => {
    const { el } = await boardIn('de');
    const digit = quietlyWrongDigit(0);
    await type(el, 0, String(digit));
    await el.hint();
    expect(message(el)).to.equal('Schau dir Zeile 1, Spalte 1 an.');
    await el.hint();
    expect(message(el)).to.equal(`Zeile 1, Spalte 1 ist nicht ${digit}`);
  });

  it('in French: the Settings panel, the mistake count, digit-first and the colour palette', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div lang="fr">
        <sudoku-board puzzle=${EASY} keypad color-palette mistake-limit="3" input-mode="digit-first"></sudoku-board>
      </div>`,
    );
    const el = wrapper.querySelector('sudoku-board')!;
    await el.updateComplete;
    const root = el.shadowRoot!;
    expect(root.querySelector('.mistakes')!.textContent).to.equal('Erreurs 0/3');
    const palette = root.querySelector('[part="palette"]')!;
    expect(palette.getAttribute('aria-label')).to.equal('Couleurs');
    expect([...palette.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).to.include.members([
      'Couleur 1',
      'Sans couleur',
    ]);
    [...root.querySelectorAll<HTMLButtonElement>('.key')][3].click();
    await el.updateComplete;
    expect(live(el)).to.equal('4 choisi\u00a0: touchez une case pour l’y écrire.');
    [...root.querySelectorAll('button')].find((b) => b.textContent!.trim() === 'Réglages')!.click();
    await waitUntil(() => root.querySelector('dialog')?.open, 'the Settings dialog opens');
    const dialog = root.querySelector('dialog')!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('Réglages');
    expect([...dialog.querySelectorAll('option')].map((o) => o.textContent)).to.include.members([
      'Aucune',
      'Case, puis chiffre',
      'Chiffre, puis cases',
    ]);
    await expect(el).to.be.accessible();
  });

  it('axe: clean in German, with the keypad and notes', async () => {
    const { el } = await boardIn('de');
    await type(el, 0, 'n');
    await type(el, 0, '5');
    await expect(el).to.be.accessible();
  });
});

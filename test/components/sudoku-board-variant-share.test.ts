// A variant game's share link (issue 30): it carries the rules, so a friend's board opened at it plays the same
// puzzle under the same rules (cages and sums, jigsaw regions), with the board as shared when asked; a classic
// game's link stays the classic one (sudoku-board-share.test.ts).
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/components/index.ts';
import type { SudokuBoard } from '../../src/components/index.ts';
import { generateVariant, rulesOfParts, type VariantRules } from '../../src/engine/variant/index.ts';
import { writeVariantShareLink } from '../../src/engine/variant-share/variant-share-link.ts';
import { cell, freshKey, tap } from './sudoku-board-helpers.ts';

type Played = SudokuBoard & { session: { game: { geometry: { variant?: VariantRules } } } };
const rulesOf = (el: SudokuBoard): VariantRules | undefined => (el as Played).session.game.geometry.variant;

async function generated(variant: string): Promise<SudokuBoard> {
  const el = await fixture<SudokuBoard>(html`<sudoku-board puzzle=""></sudoku-board>`);
  await el.generate({ variant, seed: 5 });
  await el.updateComplete;
  return el;
}

async function opened(link: string): Promise<SudokuBoard> {
  const friend = await fixture<SudokuBoard>(html`<sudoku-board puzzle=${link}></sudoku-board>`);
  await friend.updateComplete;
  return friend;
}

describe('<sudoku-board> shares a variant game', () => {
  for (const variant of ['killer', 'jigsaw']) {
    it(`a ${variant} link opens the same puzzle under the same rules`, async () => {
      const el = await generated(variant);
      const link = el.shareUrl('https://example.org/play');
      expect(link).to.match(/^https:\/\/example\.org\/play#sudoku=variant:/);
      const friend = await opened(link);
      expect(friend.givens).to.equal(el.givens);
      const rules = rulesOf(el)!;
      expect(JSON.stringify(rulesOf(friend)?.regions)).to.equal(JSON.stringify(rules.regions));
      expect(JSON.stringify(rulesOf(friend)?.cages ?? [])).to.equal(JSON.stringify(rules.cages ?? []));
      // Drawn as the player's own: the same cages with the same sums.
      const sums = (board: SudokuBoard): string[] =>
        [...board.shadowRoot!.querySelectorAll('.cage-sum')].map((sum) => sum.textContent!);
      expect(sums(friend)).to.deep.equal(sums(el));
    });
  }

  it('carries the board as shared on request, and only the puzzle once asked without', async () => {
    const el = await generated('killer');
    const blank = [...el.value].indexOf('.');
    el.value = [...el.value].map((c, i) => (i === blank ? '3' : c)).join('');
    await el.updateComplete;
    const withBoard = await opened(el.shareUrl('https://example.org/', { progress: true }));
    expect(withBoard.value).to.equal(el.value);
    expect(rulesOf(withBoard)?.cages?.length).to.equal(rulesOf(el)?.cages?.length);
    const puzzleOnly = await opened(el.shareUrl('https://example.org/'));
    expect(puzzleOnly.value).to.equal(el.givens);
  });

  it('a classic game after a variant one on the same board shares a classic link again', async () => {
    const el = await generated('killer');
    await el.generate({ seed: 3 });
    await el.updateComplete;
    expect(el.shareUrl('https://example.org/')).to.equal(`https://example.org/#sudoku=${el.givens}`);
  });

  it("opens a shared killer over a saved one with the same (no) givens, and resumes the shared one's own save", async () => {
    const killer = rulesOfParts(new Set(['killer'] as const), 9);
    const [first, second] = [generateVariant(killer, 21, true), generateVariant(killer, 22, true)];
    const link = ({ rules, givens }: typeof first): string =>
      writeVariantShareLink('https://example.org/', { rules, givens });
    const [mine, shared] = [link(first), link(second)];
    expect(JSON.stringify(second.rules.cages)).not.to.equal(JSON.stringify(first.rules.cages));
    const key = freshKey();
    const persisted = async (puzzle: string): Promise<SudokuBoard> => {
      const el = await fixture<SudokuBoard>(html`<sudoku-board persist=${key} puzzle=${puzzle}></sudoku-board>`);
      await el.updateComplete;
      return el;
    };
    const typed = async (el: SudokuBoard, index: number, key: string): Promise<void> => {
      await tap(el, index);
      cell(el, index).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
      await el.updateComplete;
    };
    const own = await persisted(mine);
    expect(own.givens).to.match(/^\.{81}$/, 'a killer with no givens');
    await typed(own, 0, '5');
    const friend = await persisted(shared);
    expect(friend.value[0], "the friend's own game is not resumed").to.equal('.');
    expect(JSON.stringify(rulesOf(friend)?.cages)).to.equal(JSON.stringify(second.rules.cages));
    await typed(friend, 1, '7');
    const again = await persisted(shared);
    expect(again.value[1], 'the shared game resumes').to.equal('7');
    localStorage.removeItem(key);
  });

  it('a board without a puzzle on a page opened at the link plays it, and takes the link out of the address', async () => {
    const el = await generated('jigsaw');
    const link = el.shareUrl();
    const page = location.href;
    history.replaceState(history.state, '', link);
    try {
      const friend = await fixture<SudokuBoard>(html`<sudoku-board></sudoku-board>`);
      await friend.updateComplete;
      expect(friend.givens).to.equal(el.givens);
      expect(JSON.stringify(rulesOf(friend)?.regions)).to.equal(JSON.stringify(rulesOf(el)?.regions));
      expect(location.hash).to.equal('');
    } finally {
      history.replaceState(history.state, '', page);
    }
  });
});

// Simple colouring on HoDoKu's published example (hodoku.sourceforge.net/en/show_example.php, © Bernhard Hobiger,
// GNU FDL 1.3; the grid illustrates hodoku.sourceforge.net/en/tech_col.php). The case is the page's HoDoKu library
// line (givens, placed digits, eight candidates already deleted, published eliminations): the grader's easiest step
// on that state must be simple colouring, removing exactly the published candidates, in a sentence naming both
// colour classes and the cells that see both.
import { test } from 'node:test';
import { checkExample } from './fixtures/textbook/hodoku.ts';

test('Simple colouring (colour trap): HoDoKu example sc01, three cells see both colours of the 3-chain', () => {
  // Page's result: r1c9, r3c9, r8c1<>3.
  checkExample(
    {
      page: 'hodoku show_example.php?file=sc01&tech=Simple+Colors',
      line: ':0500:3:21+4..+6.....+79.+2..4...4.7.....+1+87..32..+26+9.....48.21..642.+7.986+1..91+68...1+86+2+4...9:937 938 387 587 787 588 788 789:319 339 381:',
    },
    {
      technique: 'simple-colouring',
      words:
        /^Simple colouring on 3 \(r1c4, r3c3, r5c6, r6c1, r7c5 and r9c7 \/ r6c4, r7c3, r8c9 and r9c6\): r1c9, r3c9 and r8c1 see both colours, which removes 3 from r1c9, r3c9 and r8c1$/,
    },
  );
});

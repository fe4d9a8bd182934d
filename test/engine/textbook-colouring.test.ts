// Simple colouring on HoDoKu's published example (hodoku.sourceforge.net/en/show_example.php, © Bernhard Hobiger,
// GNU FDL 1.3; the grid illustrates hodoku.sourceforge.net/en/tech_col.php) and on a line of HoDoKu's regression
// test library reglib-1.3.txt (HoDoKu 2.2.0 source, © Bernhard Hobiger, GPL v3; copies at github.com/zh3305/HoDoKu
// and github.com/wyzelli/Hodoku2, path reglib-1.3.txt; see fixtures/textbook/hodoku.ts). Each case is a HoDoKu
// library line verbatim (givens, placed digits, candidates already deleted, published eliminations): the grader's
// easiest step on that state must be simple colouring, removing exactly the published candidates, in a sentence
// naming both colour classes and why candidates go.
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

test('Simple colouring (colour wrap): HoDoKu reglib-1.3.txt, two cells of one colour share row 2', () => {
  // The library's first 0501 (Simple Colors Wrap) line: one colour class of 8 has r2c1 and r2c4 in the same row, so
  // every cell of that class loses 8 (ten eliminations).
  checkExample(
    {
      page: 'hodoku reglib-1.3.txt, :0501:8: (Simple Colors Wrap)',
      line: ':0501:8:+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6..+2+5+35.+6...9811.2...+4+7+6:814 815 424 826 443 843 849 855 856 863 875 285 896:819 821 824 832 844 853 867 876 892 895::',
    },
    {
      technique: 'simple-colouring',
      words:
        /^Simple colouring on 8 \(r1c6, r3c7, r4c1, r5c9, r6c5 and r7c3 \/ r1c9, r2c1, r2c4, r3c2, r4c4, r5c3, r6c7, r7c6, r9c2 and r9c5\): r2c1 and r2c4 share a unit and a colour, so that colour is false, which removes 8 from r1c9, r2c1, r2c4, r3c2, r4c4, r5c3, r6c7, r7c6, r9c2 and r9c5$/,
    },
  );
});

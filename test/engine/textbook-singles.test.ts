// Full house, naked single and hidden single on HoDoKu's published examples (hodoku.sourceforge.net/en/
// show_example.php, © Bernhard Hobiger, GNU FDL 1.3; the same grids illustrate hodoku.sourceforge.net/en/
// tech_singles.php). Each case is the page's HoDoKu library line (givens, placed digits, candidates already
// deleted) and the page's stated placement; the grader's easiest step on that state must be that single.
import { test } from 'node:test';
import { checkExample } from './fixtures/textbook/hodoku.ts';

test('Full house: HoDoKu example fh02, the last empty cell of row 5 is 1', () => {
  checkExample(
    {
      page: 'hodoku show_example.php?file=fh02&tech=Full+House',
      line: ':0000::2.7.......8..9.....3.6..8....8.649..6+927853.4..132.5....9..1.2.....4..9.......4.8:::',
    },
    {
      technique: 'full-house',
      placements: ['r5c8=1'],
      words: /^Full house: r5c8 is the last empty cell in row 5, so it is 1$/,
    },
  );
});

test('Naked single: HoDoKu example n101, every digit but 6 is seen by r6c7', () => {
  // tech_singles.php: "when we examine all cells that can see r6c7, we notice that they contain all digits except 6".
  // The line deletes eight candidates first (the page's state), none of which changes r6c7.
  checkExample(
    {
      page: 'hodoku show_example.php?file=n101&tech=Naked+Single',
      line: ':0003::4+127+36+5+8+9......+1.656+8.1.+37....+85.21.1.......8.87.9.....3..7.+8658...........9.84.1:653 558 661 582 782 982 583 983::',
    },
    { technique: 'naked-single', placements: ['r6c7=6'], words: /^Naked single: r6c7 can only be 6$/ },
  );
});

test('Hidden single: HoDoKu example h101, 6 has one place in row 3', () => {
  // tech_singles.php: "in this row digit 6 can only be placed in r3c4".
  checkExample(
    {
      page: 'hodoku show_example.php?file=h101&tech=Hidden+Single',
      line: ':0002::.+28..7....16.83.+7.....+2.+8511+3729.......+7+3........463.729..+7.......86.14....3..7..:::',
    },
    {
      technique: 'hidden-single',
      placements: ['r3c4=6'],
      words: /^Hidden single: 6 has only one place in row 3, r3c4$/,
    },
  );
});

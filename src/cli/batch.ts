/**
 * Batch input: a file of puzzles, one 81-character line each (the data sets' format). Recognised when at least two
 * lines look like that; then every other non-blank, non-comment line is an input too, so a broken line gets its
 * `error: …` answer in its place rather than silently vanishing.
 */

export interface BatchLine {
  /** 1-based line number in stdin, for messages. */
  lineNumber: number;
  /** The line without its trailing `# comment` and trailing spaces (leading ones stay, so columns stay true). */
  text: string;
}

/** Cell characters the 81-character format uses (digits, and `.`, `0`, `-`, `_`, `*` for blanks). */
const PUZZLE_LINE = /^[0-9._*-]{81}$/;

const stripComment = (line: string): string => {
  const hash = line.indexOf('#');
  return (hash === -1 ? line : line.slice(0, hash)).trimEnd();
};

/** The input lines when `text` is a batch, else null (one puzzle, in whatever format the parser knows). */
export function batchLines(text: string): BatchLine[] | null {
  const lines: BatchLine[] = [];
  let puzzleLines = 0;
  const raw = text.split('\n');
  for (let i = 0; i < raw.length; i++) {
    const content = stripComment(raw[i]);
    if (content.trim() === '') continue;
    if (PUZZLE_LINE.test(content.trim())) puzzleLines++;
    lines.push({ lineNumber: i + 1, text: content });
  }
  return puzzleLines >= 2 ? lines : null;
}

/**
 * Splitting text into numbered lines, cutting `#` comments, and narrowing a SadMan `.sdk` file to its `[Puzzle]`
 * section (its `[State]` section holds a second grid that must not be read as another puzzle).
 */

export interface SourceLine {
  /** 1-based line number in the original text. */
  number: number;
  /** The line without its line ending and without a `#` comment; columns are unchanged. */
  text: string;
  /** True for a SadMan/SudoCue header line (`#A author`, `#D description`…). */
  sdkHeader: boolean;
}

const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/;
const SECTION = /^\s*\[([A-Za-z ]*)\]\s*$/;

export function splitLines(text: string): SourceLine[] {
  return text.split(LINE_BREAK).map((raw, index) => {
    const hash = raw.indexOf('#');
    return {
      number: index + 1,
      text: hash === -1 ? raw : raw.slice(0, hash),
      sdkHeader: hash !== -1 && raw.slice(0, hash).trim() === '' && /^[A-Z]/.test(raw.slice(hash + 1, hash + 2)),
    };
  });
}

/**
 * The lines of the `[Puzzle]` section when there is one (SadMan .sdk, and the `[Puzzle]` files other programs write),
 * else every line. `section` is true when a section was found.
 */
export function puzzleSection(lines: SourceLine[]): { lines: SourceLine[]; section: boolean } {
  const start = lines.findIndex((line) => SECTION.exec(line.text)?.[1].trim().toLowerCase() === 'puzzle');
  if (start === -1) return { lines, section: false };
  let end = start + 1;
  while (end < lines.length && !SECTION.test(lines[end].text)) end++;
  return { lines: lines.slice(start + 1, end), section: true };
}

/** 1-based line and column of a character offset in `text`, counting line breaks the way `splitLines` does. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const char = text[i];
    if (char === '\r' && text[i + 1] === '\n') continue;
    if (char === '\n' || char === '\r' || char === '\u0085' || char === '\u2028' || char === '\u2029') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

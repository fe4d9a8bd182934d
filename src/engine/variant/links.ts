/**
 * Puzzle links (issue 30): f-puzzles' `https://f-puzzles.com/?load=<data>` and SudokuPad's links that carry an
 * f-puzzles payload (`https://sudokupad.app/fpuzzles<data>`, `…/?puzzleid=fpuzzles<data>`, the shorter `fpuz`
 * prefix, and the older host `app.crackingthecryptic.com/sudoku/…`). `<data>` is the f-puzzles JSON compressed with
 * LZ-String's compressToBase64, URL-encoded or not. SudokuPad's own payloads (`scl`/`ctc`, `scf`) and its short ids
 * (stored on its server) are refused by name: reading them as something else would make another puzzle.
 */
import { isPuzzleLink, PUZZLE_SITE } from '../puzzle-sites.ts';
import { readFpuzzles, writeFpuzzles, type VariantPuzzle, type VariantRefusal } from './fpuzzles.ts';

/**
 * LZ-String's base64 codec, handed in by the caller (src/lz-base64.ts wraps the lz-string package): the engine
 * imports no package, so it can run anywhere a face runs it.
 */
export interface LzBase64 {
  compressToBase64(text: string): string;
  /** The text, or null when `data` does not decode. */
  decompressFromBase64(data: string): string | null;
}

export type LinkFormat = 'f-puzzles link' | 'SudokuPad link';

export type LinkRead =
  | { ok: true; puzzle: VariantPuzzle; format: LinkFormat }
  | { ok: false; message: string; format: LinkFormat; refusal?: VariantRefusal };

const HOST = PUZZLE_SITE;

/** decodeURIComponent that leaves text with a stray `%` as it is. */
function decodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A query parameter's raw value: `+` stays `+` (base64), unlike URLSearchParams, which reads it as a space. */
function rawParam(query: string, name: string): string | null {
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).toLowerCase() === name) return pair.slice(equals + 1);
  }
  return null;
}

/**
 * The JSON text inside LZ-String base64 `data`, trying the repairs links need on their way through chat and mail:
 * `%2B`-style encoding, `+` turned into spaces, and `//` collapsed into `/` by a server (as SudokuPad also repairs).
 */
function unpack(data: string, codec: LzBase64): string | null {
  const decoded = decodeUri(data).trim().replace(/ /g, '+');
  const attempts = [decoded];
  const slashes = [...decoded.matchAll(/\//g)].map((match) => match.index);
  // Each `/` may have been `//`: at most 2^8 tries, enough for any link seen in the wild.
  if (slashes.length > 0 && slashes.length <= 8) {
    for (let mask = 1; mask < 1 << slashes.length; mask++) {
      let fixed = '';
      let from = 0;
      slashes.forEach((at, i) => {
        fixed += decoded.slice(from, at + 1) + (mask & (1 << i) ? '/' : '');
        from = at + 1;
      });
      attempts.push(fixed + decoded.slice(from));
    }
  }
  for (const attempt of attempts) {
    const text = codec.decompressFromBase64(attempt);
    if (text === null) continue;
    try {
      JSON.parse(text);
      return text;
    } catch {
      // Not this repair: try the next.
    }
  }
  return null;
}

function fromPayload(data: string, format: LinkFormat, codec: LzBase64): LinkRead {
  const json = unpack(data, codec);
  if (json === null)
    return {
      ok: false,
      format,
      message: `${format}: its puzzle data does not decode (is the link cut short?)`,
      refusal: { kind: 'undecodable-link' },
    };
  const read = readFpuzzles(json);
  return read.ok ? { ...read, format } : { ...read, format, message: `${format}: ${read.message}` };
}

/** SudokuPad's puzzle id: an f-puzzles payload is read, its own formats and short ids are refused by name. */
function fromSudokuPadId(rawId: string, codec: LzBase64): LinkRead {
  const format = 'SudokuPad link';
  const id = decodeUri(rawId).trim();
  const fpuzzles = /^fpuz(?:zles)?(.*)$/s.exec(id);
  if (fpuzzles) return fromPayload(fpuzzles[1], format, codec);
  const refuse = (message: string, refusal?: VariantRefusal): LinkRead => ({
    ok: false,
    format,
    message: `${format}: ${message}`,
    ...(refusal ? { refusal } : {}),
  });
  if (!id) return refuse('it names no puzzle');
  const ownFormat = /^(scl|ctc)/.exec(id);
  if (ownFormat)
    return refuse(
      `it carries SudokuPad's own puzzle format (${ownFormat[1]}), which is not read here; share it from f-puzzles`,
      { kind: 'sudokupad-own-format' },
    );
  if (/^scf/.test(id))
    return refuse("it carries SudokuPad's compressed format (scf), which is not read here; share it from f-puzzles", {
      kind: 'sudokupad-own-format',
    });
  return refuse(
    `'${id.length > 40 ? `${id.slice(0, 40)}…` : id}' is a short id stored on SudokuPad's server, which is not asked here: open it there and export the f-puzzles JSON`,
    { kind: 'sudokupad-short-id' },
  );
}

export { isPuzzleLink };

/** Reads a puzzle link; null when `text` is not a link to one of these sites (then it is something else). */
export function readPuzzleLink(text: string, codec: LzBase64): LinkRead | null {
  const trimmed = text.trim();
  const host = HOST.exec(trimmed);
  if (!host) return null;
  const rest = trimmed.slice(host[0].length).replace(/#.*$/s, '');
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt + 1);
  if (host[1].toLowerCase() === 'f-puzzles.com') {
    const data = rawParam(query, 'load');
    if (data === null)
      return { ok: false, format: 'f-puzzles link', message: 'f-puzzles link: it has no ?load= with a puzzle' };
    return fromPayload(data, 'f-puzzles link', codec);
  }
  const id = rawParam(query, 'puzzleid') ?? path.replace(/^\/+/, '').replace(/^sudoku\//i, '');
  return fromSudokuPadId(id, codec);
}

const payload = (puzzle: VariantPuzzle, codec: LzBase64): string =>
  codec.compressToBase64(JSON.stringify(writeFpuzzles(puzzle)));

/** The puzzle as an f-puzzles link (the base64 left as f-puzzles writes it, `+`, `/` and `=` unencoded). */
export const writeFpuzzlesLink = (puzzle: VariantPuzzle, codec: LzBase64): string =>
  `https://f-puzzles.com/?load=${payload(puzzle, codec)}`;

/** The puzzle as a SudokuPad link with an f-puzzles payload: SudokuPad opens it to be played. */
export const writeSudokuPadLink = (puzzle: VariantPuzzle, codec: LzBase64): string =>
  `https://sudokupad.app/fpuzzles${payload(puzzle, codec)}`;

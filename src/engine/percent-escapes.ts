/**
 * Percent-escapes in a pasted link, decoded once. Some apps copy a link with its `.` as `%2E`, and a redirect
 * (`google.com/url?q=…`, a mail scanner's wrapper) carries a whole puzzle link as one escaped parameter. Only
 * escapes of ASCII characters are decoded: a cell is ASCII, and decoding a UTF-8 byte on its own would name a
 * character the user never wrote. Decoding is done once, never again on what it gave: `%252E` is `%2E`, not `.`,
 * so a link cannot smuggle text past the reader by escaping it twice. Linear, never throws (a bad escape, `%ZZ`,
 * is left as it is).
 */

export interface Decoded {
  text: string;
  /** For each character of `text`, its offset in the original: errors point at what the user pasted. */
  from: number[];
}

const ESCAPE = /%[0-7][0-9A-Fa-f]/;

/** `text` with its ASCII percent-escapes decoded once; null when it has none. */
export function decodeEscapes(text: string): Decoded | null {
  if (!ESCAPE.test(text)) return null;
  let out = '';
  const from: number[] = [];
  for (let i = 0; i < text.length;) {
    if (text[i] === '%' && ESCAPE.test(text.slice(i, i + 3))) {
      out += String.fromCharCode(parseInt(text.slice(i + 1, i + 3), 16));
      from.push(i);
      i += 3;
    } else {
      out += text[i];
      from.push(i);
      i++;
    }
  }
  return { text: out, from };
}

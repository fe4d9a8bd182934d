/** Which of the catalogue's languages a tag speaks. No code but this, so any face may import it (the service worker too). */
import { LANGS, type Lang } from './catalogue-types.ts';

/** The language for a BCP 47 tag or a POSIX locale ("de-AT", "fr_CH.UTF-8"): its primary subtag if spoken, else English. */
export function langOf(tag: string | undefined | null): Lang {
  const primary = (tag ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_.@]/)[0];
  return (LANGS as readonly string[]).includes(primary) ? (primary as Lang) : 'en';
}

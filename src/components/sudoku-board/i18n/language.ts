/**
 * Which language a board speaks: the page's, as native controls do. The rule: the `lang` attribute of the nearest
 * element that has one, the board's own included, walking out of shadow roots to their hosts; none, or an empty
 * one, is English. The board follows changes at run time: a MutationObserver watches the `lang` attribute of the
 * board and of every ancestor up to (and including) the one that decided, since any of them gaining or changing
 * `lang` changes the answer; moving the board elsewhere is seen when it is connected again.
 *
 * English is built in; another language is a module under locales/ fetched by a dynamic import() the first time a
 * board on the page speaks it (then shared by all boards). A language the board does not speak is English; one that
 * fails to load leaves the board in English too, never broken.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { en } from '../../../words/en/board.ts';
import type { Locale, Strings } from '../../../words/board-types.ts';

type LocaleModule = { default: Locale };

/** The languages besides English, by their primary subtag ("de-AT" speaks "de"). One chunk each, beside the element. */
const LOCALES: Record<string, () => Promise<LocaleModule>> = {
  de: () => import('../../../words/de/board.ts'),
  es: () => import('../../../words/es/board.ts'),
  fr: () => import('../../../words/fr/board.ts'),
};

const loaded = new Map<string, Promise<Strings>>([['en', Promise.resolve(en)]]);

/** The catalogue for a BCP 47 tag: its primary language if the board speaks it, else English. */
export function languageOf(tag: string): string {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return Object.hasOwn(LOCALES, primary) ? primary : 'en';
}

function load(code: string): Promise<Strings> {
  let strings = loaded.get(code);
  if (!strings) {
    // The language's words of steps and hints come with it (its module imports them from src/words).
    strings = LOCALES[code]().then(
      (module) => module.default,
      () => {
        // A chunk that can't be fetched (offline, a page's CSP): English, and another try next time.
        loaded.delete(code);
        return en;
      },
    );
    loaded.set(code, strings);
  }
  return strings;
}

/** The element that decides `el`'s language, and the elements between (whose `lang` would decide if set). */
function langSource(el: Element): { lang: string; path: Element[] } {
  const path: Element[] = [];
  for (let node: Element | null = el; node;) {
    path.push(node);
    const lang = node.getAttribute('lang');
    if (lang !== null) return { lang, path };
    const parent: Node | null = node.parentNode;
    node = parent instanceof ShadowRoot ? parent.host : parent instanceof Element ? parent : null;
  }
  return { lang: '', path };
}

export class Language implements ReactiveController {
  /** What the board says now; English until another language has loaded. */
  strings: Strings = en;
  #wanted = 'en';
  #pending: Promise<unknown> | null = null;
  #observer: MutationObserver | null = null;

  readonly #host: ReactiveControllerHost & Element;

  constructor(host: ReactiveControllerHost & Element) {
    this.#host = host;
    host.addController(this);
  }

  /** Settles once the language the page asks for is on the board (the board's updateComplete waits for it). */
  get loading(): Promise<unknown> | null {
    return this.#pending;
  }

  hostConnected(): void {
    this.#check();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }

  #check(): void {
    const { lang, path } = langSource(this.#host);
    this.#observer?.disconnect();
    this.#observer ??= new MutationObserver(() => this.#check());
    for (const el of path) this.#observer.observe(el, { attributes: true, attributeFilter: ['lang'] });
    this.#use(languageOf(lang));
  }

  #use(code: string): void {
    if (code === this.#wanted) return;
    this.#wanted = code;
    const pending = load(code).then((strings) => {
      if (this.#wanted !== code) return;
      this.strings = strings;
      this.#pending = null;
      this.#host.requestUpdate();
    });
    this.#pending = pending;
  }
}

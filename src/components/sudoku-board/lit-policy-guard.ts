/**
 * Lit makes its Trusted Types policy, `lit-html`, as its module loads. On a page whose CSP requires Trusted Types
 * and does not allow that name, the call throws, Lit's module fails, and `<sudoku-board>` is never defined; all the
 * page shows is a TypeError about a policy, naming neither the element nor the fix. This module is imported before
 * Lit (sudoku-board.ts) and watches that one call: if the page refuses it, it logs one error that says what
 * happened and which names to allow, and keeps the same TypeError from being reported again as uncaught. The call
 * itself is left as it is, so Lit fails exactly as it would have.
 */
import { trustedTypesFactory, type TrustedTypePolicyFactory } from '../engine-client/trusted-types.ts';
import { WORKER_POLICY } from '../engine-client/trusted-worker.ts';

const LIT_POLICY = 'lit-html';

// Short on purpose: every byte of this module is in what a page fetches before the board is ready (the 25 KB budget).
const REFUSED_MESSAGE =
  `<sudoku-board> was not defined: the page requires Trusted Types and refused Lit's policy "${LIT_POLICY}". ` +
  `Allow: trusted-types ${LIT_POLICY} ${WORKER_POLICY}`;

const factory = trustedTypesFactory();
const own = factory && Object.getOwnPropertyDescriptor(factory, 'createPolicy');
/** The watcher put in place of `trustedTypes.createPolicy`, while the watch lasts. */
let watcher: TrustedTypePolicyFactory['createPolicy'] | null = null;

/** Says once why the element is missing, and keeps the browser from reporting `refusal` as uncaught as well. */
function report(refusal: unknown): void {
  console.error(`${REFUSED_MESSAGE} (${String(refusal)})`);
  const swallow = (event: ErrorEvent): void => {
    if (event.error !== refusal) return;
    event.preventDefault();
    removeEventListener('error', swallow);
  };
  addEventListener('error', swallow);
  // A failed dynamic import() rejects instead; its caller has the error, and nothing is left listening.
  setTimeout(() => removeEventListener('error', swallow), 0);
}

/**
 * Ends the watch: Lit has made its policy (or was loaded before this module). `trustedTypes.createPolicy` is put
 * back as it was, unless a script of the page has wrapped it since; the watcher then only passes calls on.
 */
export function stopWatchingLitPolicy(): void {
  if (!factory || !watcher) return;
  const mine = factory.createPolicy === watcher;
  watcher = null;
  if (!mine) return;
  if (own) Object.defineProperty(factory, 'createPolicy', own);
  else delete (factory as Partial<TrustedTypePolicyFactory>).createPolicy;
}

if (factory) {
  const createPolicy = factory.createPolicy;
  const watch: TrustedTypePolicyFactory['createPolicy'] = function (this: TrustedTypePolicyFactory, ...args) {
    if (watcher !== watch || args[0] !== LIT_POLICY) return createPolicy.apply(this, args);
    stopWatchingLitPolicy();
    try {
      return createPolicy.apply(this, args);
    } catch (error) {
      report(error);
      throw error;
    }
  };
  factory.createPolicy = watcher = watch;
  // Module evaluation is synchronous: by the next task Lit has loaded, or was loaded before this module was.
  setTimeout(stopWatchingLitPolicy, 0);
}

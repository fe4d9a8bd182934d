/**
 * `new Worker(url)` on a page that requires Trusted Types (`require-trusted-types-for 'script'`): there the browser
 * takes a worker's script URL only as a TrustedScriptURL, so the client makes one with its own policy,
 * WORKER_POLICY, which vouches for the engine worker's URL and nothing else. Without Trusted Types the plain URL is
 * used. When the page does not allow the policy, the browser refuses the worker and the client runs the engine on
 * the page instead; the error it gets says which name to allow.
 */
import { trustedTypesFactory, type Trusted, type TrustedTypePolicy } from './trusted-types.ts';

/** The policy name a page's `trusted-types` directive must list for the engine to run in a Web Worker. */
export const WORKER_POLICY = 'sudoku-board';

/** The policy, made at the first worker; null when the page has no Trusted Types or refused the name. */
let policy: TrustedTypePolicy | null | undefined;
/** The one URL the policy vouches for: the first worker's. */
let workerUrl = '';

function workerPolicy(url: string): TrustedTypePolicy | null {
  if (policy !== undefined) return policy;
  workerUrl = url;
  try {
    policy =
      trustedTypesFactory()?.createPolicy(WORKER_POLICY, {
        createScriptURL: (input) => {
          if (input !== workerUrl) throw new TypeError(`${WORKER_POLICY} vouches only for its engine worker`);
          return input;
        },
      }) ?? null;
  } catch {
    policy = null;
  }
  return policy;
}

/**
 * A Worker constructor for the engine's script URL, passing it through WORKER_POLICY where there is one. A plain
 * function, so that `new TrustedWorker(…)` gives the Worker it returns; the cast below gives it that construct type.
 */
export const TrustedWorker = function (url: URL, options?: WorkerOptions): Worker {
  const trusted: Trusted | string = workerPolicy(url.href)?.createScriptURL(url.href) ?? url.href;
  try {
    // Worker's declared parameter is `string | URL`; browsers with Trusted Types also take a TrustedScriptURL.
    return new Worker(trusted as string, options);
  } catch (error) {
    // A TypeError here, with no policy on a Trusted Types page, is the browser asking for a TrustedScriptURL.
    if (policy !== null || trustedTypesFactory() === null || !(error instanceof TypeError)) throw error;
    throw new Error(
      // Short: this module is in the element's first download (docs/element/getting-started.md, Content Security Policy, says the rest).
      `this page's Trusted Types do not allow the policy "${WORKER_POLICY}", which the engine's Web Worker needs; ` +
        String(error),
    );
  }
} as unknown as new (url: URL, options?: WorkerOptions) => Worker;

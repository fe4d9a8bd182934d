/**
 * outOfLine(fn, ...args): `fn(...args)`, called from the one site below instead of the caller's own.
 *
 * TurboFan inlines a call whose site has only ever seen one callee, when the callee is small enough (460 bytes of
 * bytecode): a helper that got hot on its own was compiled on its own and again into each caller compiled later, and
 * in a one-job batch those copies were a large part of what V8's compiler threads did beside the main one (issue 31:
 * CPUs busy). The site here has seen many callees, so TurboFan inlines none of them into the caller: each keeps one
 * compilation of its own. For helpers that run once per call of their caller (a finder's step builder, a grade's
 * set-up), where a call costs nothing next to the work; never for one called in a hot loop.
 */
export function outOfLine<R, A>(fn: (a: A) => R, a: A): R;
export function outOfLine<R, A, B>(fn: (a: A, b: B) => R, a: A, b: B): R;
export function outOfLine<R, A, B, C>(fn: (a: A, b: B, c: C) => R, a: A, b: B, c: C): R;
export function outOfLine<R, A, B, C, D>(fn: (a: A, b: B, c: C, d: D) => R, a: A, b: B, c: C, d: D): R;
export function outOfLine<R, A, B, C, D, E>(fn: (a: A, b: B, c: C, d: D, e: E) => R, a: A, b: B, c: C, d: D, e: E): R;
export function outOfLine(
  fn: (a: unknown, b?: unknown, c?: unknown, d?: unknown, e?: unknown) => unknown,
  a: unknown,
  b?: unknown,
  c?: unknown,
  d?: unknown,
  e?: unknown,
): unknown {
  return fn(a, b, c, d, e);
}

/**
 * The engine's pulse while it computes. A Web Worker busy in a long synchronous stretch (grading a hard grid, one
 * step after another) can't run its timers, so its idle heartbeat stops; the client (client.ts) would take a silent
 * worker for dead. The engine's loops call `heartbeat()` once per unit of work (a grading step, a generation attempt)
 * and the worker (worker.ts) turns that into an `alive` message at most every HEARTBEAT_MS: postMessage is delivered
 * even while the worker's own thread stays busy. Anywhere else (Node, the page, the CLI) no one listens and a call
 * costs one null check.
 */

let listener: (() => void) | null = null;

/** Called by the engine's long loops: "still working". */
export function heartbeat(): void {
  listener?.();
}

/** The worker's hook (null to remove it). Only one listener: the engine runs one request at a time per thread. */
export function onHeartbeat(next: (() => void) | null): void {
  listener = next;
}

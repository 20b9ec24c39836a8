/**
 * The time limit of one call to the provider: `signal` aborts after `ms` (its reason a TimeoutError, as
 * AbortSignal.timeout's), and `done()` stops the timer once the call is over. AbortSignal.timeout's own timer runs
 * to its end however soon the call finished, then builds an exception (with its stack) to abort a signal no one
 * needs any more: on the voice gateway, which makes a call per spoken turn, that costs about 1% of its CPU.
 */
export function deadline(ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`The operation timed out after ${String(ms)} ms`, "TimeoutError")), ms);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

/** Unlike AbortSignal.timeout, `done()` stops the timer, which otherwise runs on and builds an unneeded exception. */
export function deadline(ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`The operation timed out after ${String(ms)} ms`, "TimeoutError")), ms);
  return { signal: controller.signal, done: () => clearTimeout(timer) };
}

/** Rejects when `gaveUp` settles first (the process died) or after `timeoutMs`. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; gaveUp?: Promise<string>; intervalMs?: number },
): Promise<void> {
  let failure: string | undefined;
  void options.gaveUp?.then((reason) => {
    failure = reason;
  });
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (failure !== undefined) throw new Error(failure);
    if (await probe()) return;
    if (failure !== undefined) throw new Error(failure);
    if (Date.now() > deadline) throw new Error(`not ready after ${Math.round(options.timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 250));
  }
}

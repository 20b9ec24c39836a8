// Ports and readiness probes on the loopback interface.
import { connect, createServer } from "node:net";

export function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not pick a free port"));
      });
    });
  });
}

/** `preferred` when free, else any free port; never one already handed out in this run. */
export async function pickPort(preferred: number, taken: Set<number>): Promise<number> {
  let port = preferred;
  if (taken.has(port) || !(await isPortFree(port))) {
    do port = await freePort();
    while (taken.has(port));
  }
  taken.add(port);
  return port;
}

export function portAnswers(port: number, host = "127.0.0.1", timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (result: boolean): void => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export async function httpAnswersOk(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Polls `probe` until it succeeds. Rejects when `gaveUp` settles first (the process died) or after `timeoutMs`.
 */
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

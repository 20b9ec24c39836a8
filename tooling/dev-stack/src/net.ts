import { createServer } from "node:net";
import { freePort } from "@kidsafe/testing";

export function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function pickPort(preferred: number, taken: Set<number>): Promise<number> {
  let port = preferred;
  if (taken.has(port) || !(await isPortFree(port))) {
    do port = await freePort();
    while (taken.has(port));
  }
  taken.add(port);
  return port;
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

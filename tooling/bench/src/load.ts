import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export interface ServerHandle {
  port: number;
  cookie?: string;
  cookies?: string[];
  /** Right after a full garbage collection: what the state costs, without the garbage RSS still carries. */
  liveBytes(): Promise<number>;
  stop(): Promise<void>;
}

/** So the load generator does not share its event loop. */
export function startServer(script: string): Promise<ServerHandle> {
  const child: ChildProcess = fork(fileURLToPath(new URL(script, import.meta.url)), {
    execArgv: ["--import", "tsx", "--expose-gc"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  // A goal that fails must not leave its servers running.
  const stopWithBench = () => child.kill("SIGTERM");
  process.once("exit", stopWithBench);
  child.once("exit", () => process.off("exit", stopWithBench));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
    child.once("message", (message: { port: number; cookie?: string; cookies?: string[] }) =>
      resolve({
        ...message,
        liveBytes: () =>
          new Promise<number>((answer) => {
            child.once("message", (reply: { liveBytes: number }) => answer(reply.liveBytes));
            child.send("live-bytes");
          }),
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners("exit");
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      }),
    );
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  options: { headers?: Record<string, string>; seconds: number; connections: number },
): Promise<LoadResult> {
  // So the JIT and the connection pools are settled before measuring.
  await autocannon({ url, headers: options.headers, duration: 2, connections: options.connections });
  return loadResultOf(await autocannon({ url, headers: options.headers, duration: options.seconds, connections: options.connections }));
}

export function loadResultOf(result: autocannon.Result): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

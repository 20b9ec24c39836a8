// The API as a process of its own, started as the dev stack starts it (tsx on src/server.ts, configured by variables),
// and a client for it over real HTTP: for the fault tests, which kill it or take its stores away under load.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describeExit, freePort, TEEN_BIRTH_YEAR, waitUntil } from "@kidsafe/testing";
import type { ExitInfo } from "@kidsafe/testing";

const API_DIR = fileURLToPath(new URL("..", import.meta.url));
/** Output lines kept to explain a process that failed. */
const KEPT_LINES = 200;
const START_TIMEOUT_MS = 60_000;

export interface ApiProcess {
  url: string;
  port: number;
  pid: number;
  /** Settles when the process has exited. */
  exited: Promise<ExitInfo>;
  /** What it printed lately (stdout and stderr). */
  output(): string;
  /** SIGKILL: no hook runs, nothing is flushed. */
  kill(): Promise<ExitInfo>;
  /** SIGTERM: the graceful shutdown of server.ts. */
  stop(): Promise<ExitInfo>;
}

/** Starts `node --import tsx src/server.ts` with `env` (on top of a test's defaults) and waits until its health check answers 200. */
export async function startApiProcess(env: Record<string, string>, { port }: { port?: number } = {}): Promise<ApiProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(listenPort),
      SESSION_SECRET: "test-session-secret-0123456789-abcdefghij",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      lines.push(...chunk.split("\n").filter(Boolean));
      if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
    });
  }
  const exited = new Promise<ExitInfo>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${listenPort}`;
  const output = () => lines.join("\n");
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  try {
    await waitUntil(async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.status === 200, {
      timeoutMs: START_TIMEOUT_MS,
      intervalMs: 50,
      gaveUp: exited.then((exit) => `the API ${describeExit(exit)}:\n${output()}`),
    });
  } catch (error) {
    await signal("SIGKILL");
    throw new Error(`the API did not start: ${(error as Error).message}\n${output()}`);
  }
  return { url, port: listenPort, pid: child.pid ?? -1, exited, output, kill: () => signal("SIGKILL"), stop: () => signal("SIGTERM") };
}

export interface Answer {
  status: number;
  /** The JSON body; undefined when there was none or it was not JSON. */
  body: unknown;
  ms: number;
}

/** One request as a browser's fetch sends it (JSON, the session cookie); rejects when no answer came within `timeoutMs`. */
export async function call(
  url: string,
  { method = "GET", body, cookie, timeoutMs = 10_000 }: { method?: string; body?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<Answer & { setCookies: string[] }> {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { ...(body !== undefined && { "content-type": "application/json" }), ...(cookie && { cookie }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, ms: performance.now() - started, setCookies: response.headers.getSetCookie() };
}

/** Signs a new student up over HTTP; answers their id and the `sid=...` cookie. */
export async function registerOverHttp(api: { url: string }, username: string): Promise<{ id: number; cookie: string }> {
  const answer = await call(`${api.url}/api/register`, { method: "POST", body: { username, password: "pw", birthYear: TEEN_BIRTH_YEAR } });
  const cookie = answer.setCookies.map((header) => header.split(";")[0]!).find((pair) => pair.startsWith("sid="));
  if (answer.status !== 200 || !cookie) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: (answer.body as { id: number }).id, cookie };
}

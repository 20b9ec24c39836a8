// The stack the Lighthouse goal measures: the one-origin dev stack without watching (production bundles served by
// `vite preview` behind the path-routing proxy), as the e2e suite starts it, or one already running at a given URL.
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { TEEN_BIRTH_YEAR, waitUntil } from "@kidsafe/testing";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
/** The stack builds three web apps, then starts six servers: minutes on a busy machine. */
const READY_TIMEOUT_MS = 420_000;
const STOP_TIMEOUT_MS = 30_000;
const LOG_LINES_KEPT = 40;

export interface MeasuredStack {
  url: string;
  stop(): Promise<void>;
}

/**
 * Reuses the stack at `reuseUrl`, or starts one on `port` with an empty data folder of its own. The web apps' dist
 * folders are shared with the e2e stack: whoever runs this holds the e2e lock (the bench docs say how).
 */
export async function startMeasuredStack(options: { reuseUrl?: string; port: number; dataDir: string }): Promise<MeasuredStack> {
  if (options.reuseUrl) {
    const url = options.reuseUrl.replace(/\/$/, "");
    if (!(await answersHealth(url))) throw new Error(`No stack answers at ${url}/api/health: start it or leave the URL out.`);
    return { url, stop: async () => {} };
  }
  await rm(new URL(options.dataDir, `file://${repoRoot}`), { recursive: true, force: true });
  const url = `http://127.0.0.1:${options.port}`;
  const stamp = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", "tooling/dev-stack/src/main.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(options.port),
      DEV_STACK_NO_WATCH: "1",
      DEV_STACK_DATA_DIR: options.dataDir,
      REDIS_KEY_PREFIX: `lighthouse:${stamp}:`,
      JOBS_QUEUE_PREFIX: `lighthouse-${stamp}`,
    },
  });
  const lastLines: string[] = [];
  const keep = (chunk: Buffer) => {
    lastLines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lastLines.splice(0, Math.max(0, lastLines.length - LOG_LINES_KEPT));
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<string>((resolve) => child.once("exit", (code, signal) => resolve(`the stack exited (${signal ?? code})`)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGTERM lets the stack stop its apps and databases; a SIGKILL would orphan them.
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntil(() => answersHealth(url), { timeoutMs: READY_TIMEOUT_MS, gaveUp: exited, intervalMs: 1_000 });
  } catch (error) {
    await stop();
    throw new Error(`The stack on ${url} did not start: ${(error as Error).message}\n${lastLines.join("\n")}`);
  }
  return { url, stop };
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** A fresh student's session, as the Cookie header a signed-in browser sends. */
export async function signedInStudentCookie(url: string): Promise<string> {
  const username = `lighthouse_${Date.now().toString(36)}`;
  const response = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password: "correct horse battery staple", birthYear: TEEN_BIRTH_YEAR }),
  });
  if (!response.ok) throw new Error(`Signing a student up answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
  if (cookies.length === 0) throw new Error("Signing a student up set no session cookie.");
  return cookies.join("; ");
}

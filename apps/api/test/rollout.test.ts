// A rollout under load drops nothing: two API processes (the shipped bundle) behind a balancer that routes as the
// ingress does (to pods whose readiness answers 200), students chatting (each message waits
// about 2.4 s for the emulated model and its verdict) and reading, and each process restarted in turn with SIGTERM.
// Every request is answered 2xx, including those in flight when a process closed its listener; the only retry is
// the ingress's own (a refused connection goes to the next pod). Every log line of a request carries the ingress's
// X-Request-Id, as do the model calls it makes.
import { setTimeout as sleep } from "node:timers/promises";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { FLEET_PROBE_INTERVAL_MS, startRolloutFleet, TEEN_BIRTH_YEAR, waitUntil } from "@kidsafe/testing";
import type { FleetMember, RolloutFleet, TestBalancer } from "@kidsafe/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { emulatedGemini } from "./harness.ts";

/** Long enough for the balancer's probes to take a draining process out before it closes. */
const DRAIN_MS = 10 * FLEET_PROBE_INTERVAL_MS;
const MODEL_DELAY_MS = 1_200;
const CHATTING_STUDENTS = 8;
const READING_STUDENTS = 2;

let emulator: GeminiEmulator;
let fleet: RolloutFleet;
let balancer: TestBalancer;

beforeAll(async () => {
  emulator = await startGeminiEmulator({ delayMs: MODEL_DELAY_MS });
  fleet = await startRolloutFleet({
    server: "api",
    healthPath: "/api/health",
    redisLabel: "rollout-api",
    env: {
      SESSION_SECRET: "rollout-session-secret-0123456789-abcdefghij",
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: "10000",
      ...emulatedGemini(emulator.url),
    },
  });
  ({ balancer } = fleet);
});

afterAll(async () => {
  await fleet?.close();
  await emulator?.close();
});

interface ClientResult {
  what: string;
  status: number;
  error?: string;
}

/** One call through the balancer, as a browser makes it; any failure is recorded, never thrown. */
async function call(
  results: ClientResult[],
  what: string,
  path: string,
  init: { cookie?: string; body?: unknown } = {},
): Promise<Response | undefined> {
  try {
    const response = await fetch(`${balancer.url}${path}`, {
      method: init.body === undefined ? "GET" : "POST",
      headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    await response.clone().arrayBuffer();
    results.push({ what, status: response.status });
    return response;
  } catch (error) {
    results.push({ what, status: 0, error: String(error) });
    return undefined;
  }
}

async function registeredStudent(results: ClientResult[], index: number): Promise<string> {
  const response = await call(results, "register", "/api/register", {
    body: { username: `Roll${Date.now().toString(36)}${index}`, password: "pw", birthYear: TEEN_BIRTH_YEAR },
  });
  const cookie = response?.headers.getSetCookie().find((header) => header.startsWith("sid="));
  if (!cookie) throw new Error(`registration failed: ${response?.status ?? "no answer"}`);
  return cookie.split(";")[0]!;
}

/** A student chatting (a message, then the conversation read back) and one reading their account, until `done`. */
function startLoad(results: ClientResult[], cookies: string[], done: () => boolean): Promise<unknown> {
  const chatting = cookies.slice(0, CHATTING_STUDENTS).map(async (cookie, index) => {
    const sessionId = `roll-${Date.now().toString(36)}-${index}`;
    while (!done()) {
      const sent = Date.now();
      await call(results, "chat", "/api/chat", { cookie, body: { message: "tell me about bees", sessionId } });
      await call(results, "history", `/api/chat/${sessionId}`, { cookie });
      // The chat's cooldown between two messages of a student (2 s).
      await sleep(Math.max(0, sent + 2_100 - Date.now()));
    }
  });
  const reading = cookies.slice(CHATTING_STUDENTS).map(async (cookie) => {
    while (!done()) {
      await call(results, "user", "/api/user", { cookie });
      await sleep(20);
    }
  });
  return Promise.all([...chatting, ...reading]);
}

/**
 * SIGTERM to one process: its readiness fails, it leaves the balancer, finishes, exits; a new one takes its place.
 * The signal is sent while a chat message it took has just started, so that one is in flight when its listener closes.
 */
async function restart(old: FleetMember) {
  await waitUntil(
    () =>
      Promise.resolve(
        balancer.requests.some(
          (request) =>
            request.backend === old.origin && request.path === "/api/chat" && request.endedAt === 0 && request.startedAt > Date.now() - 300,
        ),
      ),
    { timeoutMs: 10_000, intervalMs: 10 },
  );
  const signalledAt = Date.now();
  const stopping = old.process.stop(20_000);
  await balancer.probed(old.origin, 503, DRAIN_MS);
  const notReadyAfterMs = Date.now() - signalledAt;
  const exit = await stopping;
  balancer.remove(old.origin);
  const closedAt = Number(old.process.logLines().find((line) => line.msg === "closing: in-flight work finishes")?.time);
  const fresh = await fleet.add();
  return { exit, notReadyAfterMs, closedAt, fresh };
}

function answeredChats(origin: string): number {
  return balancer.requests.filter((request) => request.backend === origin && request.path === "/api/chat" && request.endedAt > 0).length;
}

it("restarts each API process under load with every request answered", async () => {
  const results: ClientResult[] = [];
  let running: FleetMember[] = await Promise.all([fleet.add(), fleet.add()]);
  const cookies = await Promise.all(
    Array.from({ length: CHATTING_STUDENTS + READING_STUDENTS }, (_, index) => registeredStudent(results, index)),
  );
  let finished = false;
  const load = startLoad(results, cookies, () => finished);
  // Under way: every chatting student has had an answer.
  await waitUntil(() => Promise.resolve(results.filter((result) => result.what === "chat").length >= CHATTING_STUDENTS), {
    timeoutMs: 30_000,
    intervalMs: 20,
  });

  const restarts = [];
  for (const index of [0, 1]) {
    const restarted = await restart(running[index]!);
    restarts.push({ ...restarted, origin: running[index]!.origin, process: running[index]!.process });
    running = running.map((api, at) => (at === index ? restarted.fresh : api));
    // The new process carries the load before the next one restarts.
    await waitUntil(() => Promise.resolve(answeredChats(restarted.fresh.origin) >= 2), { timeoutMs: 30_000, intervalMs: 20 });
  }
  finished = true;
  await load;

  const failures = results.filter((result) => result.status < 200 || result.status >= 300);
  expect(failures).toEqual([]);
  expect(balancer.requests.filter((request) => request.status < 200 || request.status >= 300)).toEqual([]);
  expect(results.filter((result) => result.what === "chat").length).toBeGreaterThan(30);

  for (const { exit, notReadyAfterMs, closedAt, origin, process: stopped } of restarts) {
    // Readiness failed at once; the process exited on its own, cleanly.
    expect(exit).toEqual({ code: 0, signal: null });
    expect(notReadyAfterMs).toBeLessThan(DRAIN_MS);
    // Requests it had taken before leaving the balancer were still running when it closed its listener, and finished.
    expect(Number.isFinite(closedAt)).toBe(true);
    const spanning = balancer.requests.filter(
      (request) => request.backend === origin && request.startedAt < closedAt && request.endedAt > closedAt,
    );
    expect(spanning.length).toBeGreaterThan(0);
    expect(spanning.every((request) => request.status === 200)).toBe(true);

    // Its log lines of each request carry the id the balancer gave it (probes, sent directly, get ids of their own).
    const ids = new Set(balancer.requests.filter((request) => request.backend === origin).map((request) => request.requestId));
    const requestLines = stopped
      .logLines()
      .filter((line) => line.msg === "incoming request" && (line.req as { url: string }).url !== "/api/health");
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.filter((line) => !ids.has(line.reqId as string))).toEqual([]);
  }
  // The model was asked with the id of the chat request that asked it.
  const chatIds = new Set(balancer.requests.filter((request) => request.path === "/api/chat").map((request) => request.requestId));
  expect(emulator.requests.length).toBeGreaterThan(0);
  expect(emulator.requests.filter((request) => !chatIds.has(request.clientRequestId ?? ""))).toEqual([]);

  const retried = balancer.requests.filter((request) => request.retried).length;
  console.info(`rollout: ${results.length} requests, ${retried} retried by the balancer, none failed`);
}, 90_000);

// Goals of our own (none were set).
import { CHAT_SEND_COOLDOWN_MS } from "@kidsafe/contracts";
import autocannon from "autocannon";
import { loadResultOf, startServer } from "../load.ts";
import type { LoadResult } from "../load.ts";
import { percentile } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { loadRow, verdict } from "./goal.ts";

const GATE_GOAL_P99_MS = 5;
const GATE_ROUNDS = 20;
/** A little over the cooldown, so timer jitter never makes a student early. */
const CYCLE_MS = CHAT_SEND_COOLDOWN_MS + 50;

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

async function gateTimes(base: string, cookies: readonly string[]): Promise<number[]> {
  const start = performance.now();
  const perStudent = await Promise.all(
    cookies.map(async (cookie, student) => {
      const times: number[] = [];
      let earliest = start + (student * CYCLE_MS) / cookies.length;
      for (let round = 0; round < GATE_ROUNDS; round++) {
        await sleepUntil(earliest);
        const response = await fetch(`${base}/api/chat`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ message: `What is ${round} + ${student}?`, sessionId: `bench-gate-${student}`, age: "9", subject: "math" }),
        });
        await response.arrayBuffer();
        const limits = /(?:^|, )limits;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
        if (response.status !== 200 || !limits) throw new Error(`POST /api/chat answered ${response.status} without the gate's timing`);
        times.push(Number(limits[1]));
        // The server's cooldown starts at the latest when it answers.
        earliest = Math.max(earliest + CYCLE_MS, performance.now() + CHAT_SEND_COOLDOWN_MS);
      }
      return times;
    }),
  );
  return perStudent.flat();
}
const HEARTBEAT_GOAL_RPS = 1000;

async function loadAsStudents(
  url: string,
  method: "GET" | "POST",
  cookies: readonly string[],
  { seconds, connections }: BenchSettings,
): Promise<LoadResult> {
  const run = (duration: number) => {
    let next = 0;
    return autocannon({
      url,
      method,
      duration,
      connections,
      setupClient: (client) => {
        client.setHeaders({ cookie: cookies[next++ % cookies.length] ?? "" });
      },
    });
  };
  await run(2); // warm-up
  return loadResultOf(await run(seconds));
}

export async function parental(settings: BenchSettings): Promise<string> {
  const emulator = await startServer("./servers/gemini-emulator.ts");
  process.env.BENCH_GEMINI_URL = `http://127.0.0.1:${emulator.port}`;
  const server = (await startServer("./servers/parental.ts")) as Awaited<ReturnType<typeof startServer>> & { cookies: string[] };
  const base = `http://127.0.0.1:${server.port}`;
  const gateMs = await gateTimes(base, server.cookies);
  const heartbeat = await loadAsStudents(`${base}/api/parental-limits/activity`, "POST", server.cookies, settings);
  const studyMode = await loadAsStudents(`${base}/api/study-mode`, "GET", server.cookies, settings);
  await server.stop();
  await emulator.stop();

  for (const [name, result] of [
    ["heartbeat", heartbeat],
    ["study mode", studyMode],
  ] as const) {
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${name} failed during the run: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
  }
  const gateP50 = percentile(gateMs, 50);
  const gateP99 = percentile(gateMs, 99);
  return `| request | requests/s | p50 ms | p99 ms |
|---|---|---|---|
${loadRow("POST /api/parental-limits/activity (heartbeat)", heartbeat)}
${loadRow("GET /api/study-mode", studyMode)}

Usage gate per chat message (check + record, Server-Timing \`limits\`, ${gateMs.length.toString()} messages of 50 students at the seed's pace, limits set): p50 ${gateP50.toFixed(2)} ms, p99 ${gateP99.toFixed(2)} ms (goal: p99 under ${GATE_GOAL_P99_MS.toString()} ms): ${verdict(gateP99 < GATE_GOAL_P99_MS)}.
Heartbeats: ${Math.round(heartbeat.requestsPerSecond).toString()} per second, enough for ${Math.round(heartbeat.requestsPerSecond * 60).toLocaleString("en-US")} open apps at one a minute (goal: at least ${HEARTBEAT_GOAL_RPS.toString()} per second): ${verdict(heartbeat.requestsPerSecond >= HEARTBEAT_GOAL_RPS)}.`;
}

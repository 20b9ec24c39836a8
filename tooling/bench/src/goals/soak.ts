// A newly signed-up student replaces each one after a minute, so per-student state keeps arriving all run long.
import { SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { startServer } from "../load.ts";
import { COMMON_SEARCHES } from "../search-plan.ts";
import { seededRandom } from "../seeded-random.ts";
import { percentile } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { verdict } from "./goal.ts";

/** Under 30 searches a minute, over the 2 s chat cooldown. */
const CYCLE_MS = 4_000;
const CYCLES_PER_STUDENT = 15;
const SAMPLE_EVERY_MS = 5_000;
/** The caches fill to their bounds instead of answering all. */
const NEW_SEARCH_SHARE = 0.3;
/** Our goal; none was set. */
const FLAT_SLOPE_MB_PER_MINUTE = 1;
const REQUEST_TIMEOUT_MS = 30_000;
const STEPS = ["register", "search", "track-view", "chat"] as const;
type Step = (typeof STEPS)[number];

interface MemorySample {
  atMs: number;
  rssMb: number;
  heapMb: number;
  eventsWaiting: number;
}

const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
const mb = (value: number) => value.toFixed(1);

function metric(text: string, name: string): number {
  return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, "m").exec(text)?.[1] ?? Number.NaN);
}

function perMinuteSeries(memory: readonly MemorySample[]): string {
  const byMinute = new Map<number, MemorySample>();
  for (const sample of memory) byMinute.set(Math.floor(sample.atMs / 60_000), sample);
  return [...byMinute.values()].map((sample) => `${sample.rssMb.toFixed(0)}/${sample.heapMb.toFixed(0)}`).join(", ");
}

function slope(points: ReadonlyArray<[x: number, y: number]>): number {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

export async function soak(_settings: BenchSettings): Promise<string> {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
  const studentCount = Number(process.env.BENCH_SOAK_STUDENTS ?? 50);
  const warmUpMs = Math.min(60_000, seconds * 200);
  const emulator = await startServer("./servers/gemini-emulator.ts");
  process.env.BENCH_GEMINI_URL = `http://127.0.0.1:${emulator.port}`;
  const server = await startServer("./servers/soak-api.ts");
  const base = `http://127.0.0.1:${server.port}`;

  const timings = new Map<Step, Array<{ atMs: number; ms: number }>>(STEPS.map((step) => [step, []]));
  const errors: string[] = [];
  const errorCount = new Map<Step, number>(STEPS.map((step) => [step, 0]));
  const memory: MemorySample[] = [];
  let signUps = 0;
  let lateCycles = 0;
  const pick = seededRandom(17);
  const start = performance.now();
  const end = start + seconds * 1000;

  async function step<T>(name: Step, path: string, body: object, cookie?: string): Promise<{ body: T; cookie?: string } | undefined> {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie && { cookie }) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      timings.get(name)!.push({ atMs: started - start, ms: performance.now() - started });
      if (response.status !== 200) throw new Error(`${response.status} ${text.slice(0, 200)}`);
      const sid = response.headers
        .getSetCookie()
        .map((header) => header.split(";")[0]!)
        .find((pair) => pair.startsWith("sid="));
      return { body: JSON.parse(text) as T, cookie: sid };
    } catch (error) {
      errorCount.set(name, errorCount.get(name)! + 1);
      if (errors.length < 10) errors.push(`${name} at ${((started - start) / 1000).toFixed(0)} s: ${(error as Error).message}`);
      return undefined;
    }
  }

  async function student(slot: number): Promise<void> {
    let next = start + (slot * CYCLE_MS) / studentCount;
    while (performance.now() < end) {
      await sleepUntil(next);
      const me = signUps++;
      const registered = await step("register", "/api/register", { username: `soak-${me}`, password: "pw", birthYear: TEEN_BIRTH_YEAR });
      const cookie = registered?.cookie;
      for (let cycle = 0; cycle < CYCLES_PER_STUDENT; cycle++) {
        next = Math.max(next + CYCLE_MS, performance.now());
        await sleepUntil(next);
        if (performance.now() >= end || !cookie) break;
        if (performance.now() > next + CYCLE_MS / 2) lateCycles++;
        const common = COMMON_SEARCHES[Math.floor(pick() * COMMON_SEARCHES.length)]!;
        const query = pick() < NEW_SEARCH_SHARE ? `${common} ${Math.floor(pick() * 1e9).toString(36)}` : common;
        const sessionId = `soak-${me}-${cycle}`;
        const found = await step<{ websites: Array<{ advertiserId?: number | null }> }>(
          "search",
          "/api/search-websites",
          { query, sessionId, age: "smart_adapt", subject: "default" },
          cookie,
        );
        for (const advertiserId of found?.body.websites.flatMap((site) => (site.advertiserId ? [site.advertiserId] : [])) ?? []) {
          await step("track-view", "/api/track-view", { advertiserId, searchQuery: query, sessionId, pageContext: SEARCH_PAGE_CONTEXT }, cookie);
        }
        await step("chat", "/api/chat", { message: `Tell me more about ${common}`, sessionId, previousSearchContext: { query } }, cookie);
      }
    }
  }

  async function sampleMemory(): Promise<void> {
    for (let at = start; at < end; at += SAMPLE_EVERY_MS) {
      await sleepUntil(at);
      const text = await (await fetch(`${base}/metrics`)).text();
      memory.push({
        atMs: performance.now() - start,
        rssMb: metric(text, "process_resident_memory_bytes") / 2 ** 20,
        heapMb: metric(text, "nodejs_heap_size_used_bytes") / 2 ** 20,
        eventsWaiting: metric(text, "api_ad_events_waiting"),
      });
    }
  }

  try {
    await Promise.all([sampleMemory(), ...Array.from({ length: studentCount }, (_, slot) => student(slot))]);
  } finally {
    await server.stop();
    await emulator.stop();
  }

  const measured = memory.filter((sample) => sample.atMs >= warmUpMs);
  const first = measured[0]!;
  const last = measured.at(-1)!;
  const perMinute = (pick: (sample: MemorySample) => number) => slope(measured.map((sample) => [sample.atMs / 60_000, pick(sample)]));
  const rssSlope = perMinute((sample) => sample.rssMb);
  const heapSlope = perMinute((sample) => sample.heapMb);
  const totalErrors = [...errorCount.values()].reduce((sum, count) => sum + count, 0);
  const stepRows = STEPS.map((name) => {
    const all = timings.get(name)!;
    const after = all.filter((sample) => sample.atMs >= warmUpMs).map((sample) => sample.ms);
    const figure = (value: number) => (after.length > 0 ? value.toFixed(1) : "n/a");
    return `| ${name} | ${all.length} | ${errorCount.get(name)} | ${figure(percentile(after, 50))} | ${figure(percentile(after, 99))} | ${figure(Math.max(...after))} |`;
  });
  const memoryRows = [
    `| resident set (RSS) | ${mb(first.rssMb)} | ${mb(last.rssMb)} | ${mb(Math.max(...measured.map((sample) => sample.rssMb)))} | ${rssSlope.toFixed(2)} |`,
    `| V8 heap used | ${mb(first.heapMb)} | ${mb(last.heapMb)} | ${mb(Math.max(...measured.map((sample) => sample.heapMb)))} | ${heapSlope.toFixed(2)} |`,
  ];
  const flat = rssSlope < FLAT_SLOPE_MB_PER_MINUTE && heapSlope < FLAT_SLOPE_MB_PER_MINUTE;
  return `${studentCount} students at a time for ${seconds} s, each a search, its sponsored views and a chat follow-up every ${CYCLE_MS / 1000} s, a new sign-up every ${CYCLES_PER_STUDENT} cycles (${signUps} students in all); ${NEW_SEARCH_SHARE * 100}% of searches new. Figures after a warm-up of ${warmUpMs / 1000} s; ${lateCycles} cycles started over half a cycle late.

| step | requests | errors | p50 ms | p99 ms | max ms |
|---|---|---|---|---|---|
${stepRows.join("\n")}

| API memory, MB (every ${SAMPLE_EVERY_MS / 1000} s, ${measured.length} samples) | after warm-up | end | highest | slope MB/min |
|---|---|---|---|---|
${memoryRows.join("\n")}

Each minute (RSS / heap used, MB): ${perMinuteSeries(memory)}.
Counted events waiting in the stream at the end: ${last.eventsWaiting} (highest ${Math.max(...measured.map((sample) => sample.eventsWaiting))}).
${errors.length > 0 ? `First errors:\n${errors.map((line) => `- ${line}`).join("\n")}\n` : ""}No error in ${seconds} s: ${verdict(totalErrors === 0)} (${totalErrors} errors).
Memory flat after the warm-up (both slopes under ${FLAT_SLOPE_MB_PER_MINUTE} MB/min): ${verdict(flat)}.`;
}

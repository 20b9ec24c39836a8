// The gateway's own time is read from its histograms, inside the gateway. Memory per call is measured after a full collection, since resident
// memory also carries garbage and the heap V8 keeps for later.
import { DEFAULT_LIVE_OPTIONS, speakAsTones } from "@kidsafe/gemini-emulator";
import { WebSocket } from "ws";
import { startServer } from "../load.ts";
import { percentile } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { verdict } from "./goal.ts";

const CHUNK_MS = 256;
const CHUNK_BYTES = (16_000 * 2 * CHUNK_MS) / 1000;
const LATENCY_GOAL_P99_MS = 5;
const CALLS_PER_CORE_GOAL = 400;
const MEMORY_PER_CALL_GOAL_KB = 200;
const GATING_ADDS_GOAL_P95_MS = 800;

const QUESTION = speakAsTones("what is 7 + 5", 16_000);
const CYCLE = Buffer.concat([QUESTION, Buffer.alloc(3 * 16_000 * 2)]);
const STREAMED_BYTES = CYCLE.length - (CYCLE.length % CHUNK_BYTES);

async function scrape(base: string): Promise<string> {
  return (await fetch(`${base}/metrics`)).text();
}

function metric(text: string, name: string): number {
  return Number(new RegExp(`^${name} ([\\d.e+-]+)$`, "m").exec(text)?.[1] ?? Number.NaN);
}

/** An upper bound on that percentile, in ms. */
function boundMs(before: string, after: string, name: string, share: number, labels = ""): { boundMs: number; samples: number } {
  const buckets = (text: string) =>
    [...text.matchAll(new RegExp(`^${name}_bucket\\{([^}]*)\\} (\\d+)$`, "gm"))]
      .filter((match) => match[1]?.includes(labels))
      .map((match) => ({ le: /le="([^"]+)"/.exec(match[1] ?? "")?.[1] ?? "+Inf", count: Number(match[2]) }));
  const start = buckets(before);
  const end = buckets(after).map((bucket) => ({ ...bucket, count: bucket.count - (start.find((b) => b.le === bucket.le)?.count ?? 0) }));
  const total = end.find((bucket) => bucket.le === "+Inf")?.count ?? 0;
  const bound = end.find((bucket) => bucket.count >= total * share);
  return { boundMs: bound && bound.le !== "+Inf" ? Number(bound.le) * 1000 : Number.POSITIVE_INFINITY, samples: total };
}

const p99BoundMs = (before: string, after: string, direction: string) =>
  boundMs(before, after, "voice_gateway_chunk_latency_seconds", 0.99, `direction="${direction}"`);

interface Call {
  socket: WebSocket;
  audioDown: number;
  speechEndedAt: number | undefined;
  heard: boolean;
}

function openCall(url: string, cookie: string, onFirstAudio: (ms: number) => void): Promise<Call> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    const call: Call = { socket, audioDown: 0, speechEndedAt: undefined, heard: false };
    socket.on("message", (data: Buffer, isBinary: boolean) => {
      if (isBinary) {
        call.audioDown += data.length;
        if (call.heard && call.speechEndedAt !== undefined) onFirstAudio(performance.now() - call.speechEndedAt);
        call.heard = false;
        return;
      }
      const text = data.toString();
      if (text.includes('"inputTranscription"')) call.heard = call.speechEndedAt !== undefined;
      else if (text.includes('"gemini_connected"')) resolve(call);
      else if (text.includes('"error"')) reject(new Error(`a call was refused: ${text}`));
    });
    socket.once("error", reject);
  });
}

interface VoiceRun {
  calls: number;
  elapsedS: number;
  cores: number;
  firstAudioMs: number[];
  verdict: { p50: { boundMs: number; samples: number }; p95: { boundMs: number; samples: number } };
  up: { boundMs: number; samples: number };
  down: { boundMs: number; samples: number };
  memoryPerCallKb: number;
  residentPerCallKb: number;
  speechPerSecond: number;
}

async function run(calls: number, gated: boolean, settings: BenchSettings): Promise<VoiceRun> {
  const burst = process.env.BENCH_VOICE_BURST === "1";
  process.env.BENCH_EMULATOR_CHUNK_DELAY_MS = String(burst ? 0 : DEFAULT_LIVE_OPTIONS.answerChunkMs);
  const emulator = await startServer("./servers/gemini-emulator.ts");
  delete process.env.BENCH_EMULATOR_CHUNK_DELAY_MS;
  // A separate emulator, so the tones Live hears and speaks never hold up the verdicts' answers.
  process.env.BENCH_EMULATOR_VERDICT_DELAY_MS = process.env.BENCH_VOICE_VERDICT_MS ?? "300";
  const verdicts = await startServer("./servers/gemini-emulator.ts");
  delete process.env.BENCH_EMULATOR_VERDICT_DELAY_MS;
  process.env.BENCH_GEMINI_URL = `http://127.0.0.1:${String(emulator.port)}`;
  process.env.BENCH_VERDICT_URL = `http://127.0.0.1:${String(verdicts.port)}`;
  process.env.BENCH_VOICE_STUDENTS = String(calls);
  if (!gated) process.env.BENCH_VOICE_INSTANT_VERDICT = "1";
  const gateway = await startServer("./servers/voice-gateway.ts");
  delete process.env.BENCH_VOICE_INSTANT_VERDICT;
  const base = `http://127.0.0.1:${String(gateway.port)}`;
  try {
    const idle = await scrape(base);
    const idleLiveBytes = await gateway.liveBytes();
    let measuring = false;
    const firstAudioMs: number[] = [];
    const open: Call[] = [];
    for (const cookie of gateway.cookies ?? []) {
      open.push(
        await openCall(`ws://127.0.0.1:${String(gateway.port)}/ws/voice?age=9`, cookie, (ms) => {
          if (measuring) firstAudioMs.push(ms);
        }),
      );
    }

    // The calls' clocks are spread over one chunk.
    let running = true;
    const streams = open.map(async (call, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * CHUNK_MS) / open.length));
      let offset = ((index * 3) % (STREAMED_BYTES / CHUNK_BYTES)) * CHUNK_BYTES;
      let next = performance.now();
      while (running) {
        call.socket.send(CYCLE.subarray(offset, offset + CHUNK_BYTES));
        if (offset < QUESTION.length && QUESTION.length <= offset + CHUNK_BYTES) {
          call.speechEndedAt = performance.now() - ((offset + CHUNK_BYTES - QUESTION.length) / CHUNK_BYTES) * CHUNK_MS;
          call.heard = false;
        }
        offset = (offset + CHUNK_BYTES) % STREAMED_BYTES;
        next += CHUNK_MS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // warm-up
    const received = () => open.reduce((sum, call) => sum + call.audioDown, 0);
    const before = await scrape(base);
    const receivedBefore = received();
    measuring = true;
    const startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, settings.seconds * 1000));
    measuring = false;
    const after = await scrape(base);
    const elapsedS = (performance.now() - startedAt) / 1000;
    const receivedBytes = received() - receivedBefore;
    const openLiveBytes = await gateway.liveBytes();
    running = false;
    await Promise.all(streams);
    for (const call of open) call.socket.close();

    return {
      calls,
      elapsedS,
      cores: (metric(after, "process_cpu_seconds_total") - metric(before, "process_cpu_seconds_total")) / elapsedS,
      firstAudioMs,
      verdict: {
        p50: boundMs(before, after, "voice_gateway_clause_verdict_seconds", 0.5),
        p95: boundMs(before, after, "voice_gateway_clause_verdict_seconds", 0.95),
      },
      up: p99BoundMs(before, after, "up"),
      down: p99BoundMs(before, after, "down"),
      memoryPerCallKb: (openLiveBytes - idleLiveBytes) / 1024 / calls,
      residentPerCallKb: (metric(after, "process_resident_memory_bytes") - metric(idle, "process_resident_memory_bytes")) / 1024 / calls,
      speechPerSecond: receivedBytes / calls / elapsedS / 48_000,
    };
  } finally {
    await gateway.stop();
    await emulator.stop();
    await verdicts.stop();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function voice(settings: BenchSettings): Promise<string> {
  const calls = Number(process.env.BENCH_VOICE_CALLS ?? 50);
  const gating = process.env.BENCH_VOICE_GATING ?? "both";
  const gated = gating === "off" ? undefined : await run(calls, true, settings);
  const ungated = gating === "on" ? undefined : await run(calls, false, settings);
  const main = gated ?? ungated;
  if (!main) throw new Error("BENCH_VOICE_GATING is on, off or both");

  const p = (runResult: VoiceRun | undefined, at: number) => (runResult ? percentile(runResult.firstAudioMs, at) : Number.NaN);
  const both = (figure: (runResult: VoiceRun) => string) => `${gated ? figure(gated) : "-"} | ${ungated ? figure(ungated) : "-"}`;
  const added95 = p(gated, 95) - p(ungated, 95);
  const perCore = (runResult: VoiceRun) => (runResult.calls * 0.8) / runResult.cores;
  const rows = [
    `${String(calls)} calls for ${main.elapsedS.toFixed(1)} s each run; answers ${process.env.BENCH_VOICE_BURST === "1" ? "sent at once" : "streamed in real time"}; verdicts answer after ${process.env.BENCH_VOICE_VERDICT_MS ?? "300"} ms with gating, at once in the gateway without.`,
    "",
    "| measure | with gating | without gating | goal | verdict |",
    "|---|---|---|---|---|",
    `| end of the question to the answer's first audio, p50 | ${both((r) => `${ms(percentile(r.firstAudioMs, 50))} (${String(r.firstAudioMs.length)} answers)`)} | | |`,
    `| end of the question to the answer's first audio, p95 | ${both((r) => ms(percentile(r.firstAudioMs, 95)))} | | |`,
    `| what gating adds, p95 | ${Number.isNaN(added95) ? "-" : ms(added95)} | | ≤ ${String(GATING_ADDS_GOAL_P95_MS)} ms | ${Number.isNaN(added95) ? "-" : verdict(added95 <= GATING_ADDS_GOAL_P95_MS)} |`,
    `| a clause's verdict as the gateway waits for it, p50 / p95 | ${both((r) => `≤ ${String(r.verdict.p50.boundMs)} / ≤ ${String(r.verdict.p95.boundMs)} ms (${String(r.verdict.p95.samples)})`)} | | |`,
    `| gateway time per chunk up, p99 | ${both((r) => `≤ ${String(r.up.boundMs)} ms (${String(r.up.samples)})`)} | < ${String(LATENCY_GOAL_P99_MS)} ms | ${verdict(main.up.boundMs <= LATENCY_GOAL_P99_MS)} |`,
    `| gateway time per chunk down, p99 | ${both((r) => `≤ ${String(r.down.boundMs)} ms (${String(r.down.samples)})`)} | < ${String(LATENCY_GOAL_P99_MS)} ms | ${verdict(main.down.boundMs <= LATENCY_GOAL_P99_MS)} |`,
    `| gateway CPU | ${both((r) => `${(r.cores * 100).toFixed(1)}% of a core`)} | | |`,
    `| calls per core at 80% | ${both((r) => perCore(r).toFixed(0))} | ≥ ${String(CALLS_PER_CORE_GOAL)} | ${verdict(perCore(main) >= CALLS_PER_CORE_GOAL)} |`,
    `| memory per call (live objects after a full collection) | ${both((r) => `${r.memoryPerCallKb.toFixed(0)} kB`)} | < ${String(MEMORY_PER_CALL_GOAL_KB)} kB | ${verdict(main.memoryPerCallKb < MEMORY_PER_CALL_GOAL_KB)} |`,
    `| resident memory per call | ${both((r) => `${r.residentPerCallKb.toFixed(0)} kB`)} | | |`,
    `| speech received per second of call | ${both((r) => `${r.speechPerSecond.toFixed(2)} s`)} | | |`,
  ];
  return rows.join("\n");
}

// The live voice goals, with the Gemini emulator's Live API on the same machine (answering at once, its speech
// streamed in real time as Gemini streams it; BENCH_VOICE_BURST=1 has it send each answer's audio at once instead,
// which delivers more speech than a call can hold):
// - N concurrent calls, each streaming real-time audio (a 256 ms chunk every 256 ms: a short question spoken as
//   tones, then silence, again and again) and receiving the spoken answers;
// - the time the gateway adds to each chunk in each direction, measured inside the gateway (its
//   voice_gateway_chunk_latency_seconds histogram): p99 under 5 ms;
// - calls per gateway core at 80% of one core (goal at least 500): N x 0.8 / the cores the gateway used;
// - memory per call (goal under 200 kB): what the gateway's live objects hold with the calls open (after a full
//   collection), less before, over N; its resident memory (which also carries garbage not yet collected and the
//   heap V8 keeps for later) is reported beside it.
// BENCH_VOICE_CALLS sets N (default 50); docs/performance.md reports 100, 500 and 1 000 on a quiet machine.
import { DEFAULT_LIVE_OPTIONS, speakAsTones } from "@kidsafe/gemini-emulator";
import { WebSocket } from "ws";
import { startServer } from "../load.ts";
import type { BenchSettings } from "./goal.ts";
import { verdict } from "./goal.ts";

const CHUNK_MS = 256;
const CHUNK_BYTES = (16_000 * 2 * CHUNK_MS) / 1000;
const LATENCY_GOAL_P99_MS = 5;
const CALLS_PER_CORE_GOAL = 500;
const MEMORY_PER_CALL_GOAL_KB = 200;

/** One cycle of a child's microphone: a question, then 3 s of silence while the answer plays. */
const CYCLE = Buffer.concat([speakAsTones("what is 7 + 5", 16_000), Buffer.alloc(3 * 16_000 * 2)]);

async function scrape(base: string): Promise<string> {
  return (await fetch(`${base}/metrics`)).text();
}

function metric(text: string, name: string): number {
  return Number(new RegExp(`^${name} ([\\d.e+-]+)$`, "m").exec(text)?.[1] ?? Number.NaN);
}

/** The smallest histogram bucket holding 99% of the samples of one direction (an upper bound on p99), in ms. */
function p99BoundMs(before: string, after: string, direction: string): { boundMs: number; samples: number } {
  const buckets = (text: string) =>
    [...text.matchAll(/^voice_gateway_chunk_latency_seconds_bucket\{([^}]*)\} (\d+)$/gm)]
      .filter((match) => match[1]?.includes(`direction="${direction}"`))
      .map((match) => ({ le: /le="([^"]+)"/.exec(match[1] ?? "")?.[1] ?? "+Inf", count: Number(match[2]) }));
  const start = buckets(before);
  const end = buckets(after).map((bucket) => ({ ...bucket, count: bucket.count - (start.find((b) => b.le === bucket.le)?.count ?? 0) }));
  const total = end.find((bucket) => bucket.le === "+Inf")?.count ?? 0;
  const bound = end.find((bucket) => bucket.count >= total * 0.99);
  return { boundMs: bound && bound.le !== "+Inf" ? Number(bound.le) * 1000 : Number.POSITIVE_INFINITY, samples: total };
}

interface Call {
  socket: WebSocket;
  audioDown: number;
}

function openCall(url: string, cookie: string): Promise<Call> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    const call: Call = { socket, audioDown: 0 };
    socket.on("message", (data: Buffer, isBinary: boolean) => {
      if (isBinary) call.audioDown += data.length;
      else if (data.toString().includes('"gemini_connected"')) resolve(call);
      else if (data.toString().includes('"error"')) reject(new Error(`a call was refused: ${data.toString()}`));
    });
    socket.once("error", reject);
  });
}

export async function voice(settings: BenchSettings): Promise<string> {
  const calls = Number(process.env.BENCH_VOICE_CALLS ?? 50);
  const burst = process.env.BENCH_VOICE_BURST === "1";
  process.env.BENCH_EMULATOR_CHUNK_DELAY_MS = String(burst ? 0 : DEFAULT_LIVE_OPTIONS.answerChunkMs);
  const emulator = await startServer("./servers/gemini-emulator.ts");
  delete process.env.BENCH_EMULATOR_CHUNK_DELAY_MS;
  process.env.BENCH_GEMINI_URL = `http://127.0.0.1:${String(emulator.port)}`;
  process.env.BENCH_VOICE_STUDENTS = String(calls);
  const gateway = await startServer("./servers/voice-gateway.ts");
  const base = `http://127.0.0.1:${String(gateway.port)}`;
  try {
    const idle = await scrape(base);
    const idleLiveBytes = await gateway.liveBytes();
    const open: Call[] = [];
    for (const cookie of gateway.cookies ?? []) open.push(await openCall(`ws://127.0.0.1:${String(gateway.port)}/ws/voice?age=9`, cookie));

    // Each call streams on its own 256 ms clock, the calls' clocks spread over one chunk.
    let running = true;
    const streams = open.map(async (call, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * CHUNK_MS) / open.length));
      let offset = (index * CHUNK_BYTES * 3) % CYCLE.length;
      let next = performance.now();
      while (running) {
        call.socket.send(CYCLE.subarray(offset, offset + CHUNK_BYTES));
        offset = (offset + CHUNK_BYTES) % (CYCLE.length - (CYCLE.length % CHUNK_BYTES));
        next += CHUNK_MS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // warm-up
    const before = await scrape(base);
    const startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, settings.seconds * 1000));
    const after = await scrape(base);
    const elapsedS = (performance.now() - startedAt) / 1000;
    const openLiveBytes = await gateway.liveBytes();
    running = false;
    await Promise.all(streams);
    for (const call of open) call.socket.close();

    const cores = (metric(after, "process_cpu_seconds_total") - metric(before, "process_cpu_seconds_total")) / elapsedS;
    const callsPerCore = (calls * 0.8) / cores;
    const memoryPerCallKb = (openLiveBytes - idleLiveBytes) / 1024 / calls;
    const residentPerCallKb = (metric(after, "process_resident_memory_bytes") - metric(idle, "process_resident_memory_bytes")) / 1024 / calls;
    const up = p99BoundMs(before, after, "up");
    const down = p99BoundMs(before, after, "down");
    const downMb = open.reduce((sum, call) => sum + call.audioDown, 0) / 1024 / 1024;
    return [
      `${String(calls)} calls for ${elapsedS.toFixed(1)} s; answers ${burst ? "sent at once" : "streamed in real time"}; ${downMb.toFixed(1)} MB of answer audio received in all (${((downMb * 1024 * 1024) / calls / elapsedS / 48_000).toFixed(2)} s of speech per second of call).`,
      "",
      "| measure | figure | goal | verdict |",
      "|---|---|---|---|",
      `| gateway time per chunk up, p99 (${String(up.samples)} chunks) | ≤ ${String(up.boundMs)} ms | < ${String(LATENCY_GOAL_P99_MS)} ms | ${verdict(up.boundMs <= LATENCY_GOAL_P99_MS)} |`,
      `| gateway time per chunk down, p99 (${String(down.samples)} chunks) | ≤ ${String(down.boundMs)} ms | < ${String(LATENCY_GOAL_P99_MS)} ms | ${verdict(down.boundMs <= LATENCY_GOAL_P99_MS)} |`,
      `| gateway CPU | ${(cores * 100).toFixed(1)}% of a core | | |`,
      `| calls per core at 80% | ${callsPerCore.toFixed(0)} | ≥ ${String(CALLS_PER_CORE_GOAL)} | ${verdict(callsPerCore >= CALLS_PER_CORE_GOAL)} |`,
      `| memory per call (live objects after a full collection) | ${memoryPerCallKb.toFixed(0)} kB | < ${String(MEMORY_PER_CALL_GOAL_KB)} kB | ${verdict(memoryPerCallKb < MEMORY_PER_CALL_GOAL_KB)} |`,
      `| resident memory per call (with garbage not yet collected) | ${residentPerCallKb.toFixed(0)} kB | | |`,
    ].join("\n");
  } finally {
    await gateway.stop();
    await emulator.stop();
  }
}

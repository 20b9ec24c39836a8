// The API's own time is read from its Server-Timing header (inside the server, around the model call), not by the client. The cooldown stays on;
// the spread pattern (how children actually type) is the goal, burst is the worst case the rules allow.
import { CHAT_MAX_MESSAGES, CHAT_SEND_COOLDOWN_MS } from "@kidsafe/contracts";
import type { ChatPlan } from "../chat-plan.ts";
import { load, startServer } from "../load.ts";
import { percentile } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { loadRow, verdict } from "./goal.ts";

const OWN_TIME_GOAL_P99_MS = 25;
const RECOMMENDATION_GOAL_P95_MS = 2;
const SCREEN_GOAL_P95_MS = 2;
const HISTORY_GOAL_P50_MS = 5;
const SEQUENTIAL_READS = 2000;
/** A little over the cooldown, so timer jitter never makes a student early. */
const CYCLE_MS = CHAT_SEND_COOLDOWN_MS + 25;
const QUESTIONS = [
  "Why do volcanoes erupt?",
  "What is 12 x 7?",
  "How do bees make honey?",
  "Tell me about the planets",
  "Why is there a rainbow after rain?",
  "What are fractions?",
  "My name is Sam Jones and I go to Hillside Primary School, I live at 4 Oak Road, can you help with my spelling?",
  `I have a project about the water cycle and I need to explain ${"evaporation, condensation, precipitation and collection, and how the sun heats the sea and lakes so the water rises as vapour, then cools into clouds and falls as rain or snow; ".repeat(8)}can you check it?`,
];
const AGES = ["smart_adapt", "6", "9", "12", "15"];
const SEARCHES = ["volcanoes", "fractions games", "the planets and space", "times tables", "dinosaurs", "ocean animals"];
/** A new session before the conversation is full. */
const ROUNDS_PER_SESSION = Math.floor(CHAT_MAX_MESSAGES / 2);

interface Sample {
  status: number;
  ownMs: number;
  modelMs: number;
  /** NaN when the reply asked for none, e.g. a refusal. */
  recommendationMs: number;
  screenMs: number;
  offered: boolean;
  clientMs: number;
}

const ms = (value: number) => value.toFixed(1);
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** The safety verdict's deterministic check goes with the `moderation` model call. */
function serverTiming(header: string | null): { ownMs: number; modelMs: number; recommendationMs: number; screenMs: number } {
  const duration = (name: string) => Number(new RegExp(`(?:^|, )${name};dur=([\\d.]+)`).exec(header ?? "")?.[1] ?? Number.NaN);
  const modelMs = duration("model") + (duration("moderation") || 0);
  return { ownMs: duration("total") - modelMs, modelMs, recommendationMs: duration("recommendation"), screenMs: duration("screen") };
}

async function send(plan: ChatPlan, student: number, round: number, label: string): Promise<Sample> {
  const search = SEARCHES[(student + Math.floor(round / ROUNDS_PER_SESSION)) % SEARCHES.length]!;
  const sessionId = `bench-${label}-${student}-${Math.floor(round / ROUNDS_PER_SESSION)}`;
  const headers = { "content-type": "application/json", cookie: plan.studentCookies[student] ?? "" };
  const opening = round % ROUNDS_PER_SESSION === 0;
  if (opening) {
    const searched = await fetch(`http://127.0.0.1:${plan.port}/api/search-websites`, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: search, sessionId, age: AGES[student % AGES.length], subject: "science" }),
    });
    if (!searched.ok) throw new Error(`the follow-up's search answered ${searched.status}: ${await searched.text()}`);
  }
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${plan.port}/api/chat`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      message: QUESTIONS[(student + round) % QUESTIONS.length],
      sessionId,
      age: AGES[student % AGES.length],
      subject: "science",
      ...(opening ? { previousSearchContext: { query: search } } : {}),
    }),
  });
  const body = await response.text();
  return {
    status: response.status,
    clientMs: performance.now() - started,
    offered: body.includes('"recommendation":'),
    ...serverTiming(response.headers.get("server-timing")),
  };
}

/**
 * The server starts a cooldown at the latest when it answers, so a student's next message waits a cycle after that answer too. A run ends with a
 * cycle of quiet, so the next starts with cooldowns passed.
 */
async function run(plan: ChatPlan, rounds: number, pattern: "spread" | "burst", label: string): Promise<Sample[]> {
  const start = performance.now();
  const students = plan.studentCookies.length;
  let samples: Sample[] = [];
  if (pattern === "spread") {
    const perStudent = await Promise.all(
      plan.studentCookies.map(async (_cookie, student) => {
        const sent: Sample[] = [];
        let earliest = start + (student * CYCLE_MS) / students;
        for (let round = 0; round < rounds; round++) {
          await sleepUntil(earliest);
          sent.push(await send(plan, student, round, label));
          earliest = Math.max(earliest + CYCLE_MS, performance.now() + CHAT_SEND_COOLDOWN_MS);
        }
        return sent;
      }),
    );
    samples = perStudent.flat();
  } else {
    for (let round = 0; round < rounds; round++) {
      samples.push(...(await Promise.all(plan.studentCookies.map((_cookie, student) => send(plan, student, round, label)))));
      await sleepUntil(performance.now() + CYCLE_MS);
    }
  }
  await sleepUntil(performance.now() + CYCLE_MS);
  const failed = samples.filter((sample) => sample.status !== 200);
  if (failed.length > 0) {
    throw new Error(`POST /api/chat failed ${failed.length} times (statuses ${[...new Set(failed.map((s) => s.status))].join(", ")})`);
  }
  return samples;
}

/** NaN marks a sample without that time, so it is left out. */
function row(name: string, values: readonly number[]): string {
  const measured = values.filter((value) => !Number.isNaN(value));
  return `| ${name} | ${ms(percentile(measured, 50))} | ${ms(percentile(measured, 95))} | ${ms(percentile(measured, 99))} | ${ms(Math.max(...measured))} |`;
}

/** Each row's name, and the time it reads from a sample. */
const POST_ROWS: readonly (readonly [string, (sample: Sample) => number])[] = [
  ["API's own time (Server-Timing total - model)", (s) => s.ownMs],
  ["what the input screen adds (Server-Timing screen: the child's words sorted and masked)", (s) => s.screenMs],
  [
    "what choosing a recommendation adds (Server-Timing recommendation: its work, and its wait past storing the reply)",
    (s) => s.recommendationMs,
  ],
  ["model call (SDK + emulator, excluded)", (s) => s.modelMs],
  ["whole request, as the client saw it", (s) => s.clientMs],
];

function postTable(samples: readonly Sample[]): string {
  const rows = POST_ROWS.map(([name, time]) => row(name, samples.map(time)));
  return ["| POST /api/chat, ms | p50 | p95 | p99 | max |", "|---|---|---|---|---|", ...rows].join("\n");
}

async function sequentialReads(plan: ChatPlan): Promise<number[]> {
  const url = `http://127.0.0.1:${plan.port}/api/chat/${plan.reader.fullSessionId}`;
  const headers = { cookie: plan.reader.cookie };
  const times: number[] = [];
  for (let index = 0; index < SEQUENTIAL_READS + 200; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { messages: unknown[] };
    if (response.status !== 200 || body.messages.length !== CHAT_MAX_MESSAGES) throw new Error(`history read failed: ${response.status}`);
    // The first requests warm up the JIT and the connection pools.
    if (index >= 200) times.push(performance.now() - started);
  }
  return times;
}

export async function chat({ seconds, connections }: BenchSettings): Promise<string> {
  const emulator = await startServer("./servers/gemini-emulator.ts");
  process.env.BENCH_GEMINI_URL = `http://127.0.0.1:${emulator.port}`;
  const server = await startServer("./servers/chat-api.ts");
  const plan = server as unknown as ChatPlan;
  try {
    const rounds = Math.max(10, Math.ceil(seconds / 2));
    await run(plan, 2, "burst", "warm-up");
    const spread = await run(plan, rounds, "spread", "spread");
    const burst = await run(plan, rounds, "burst", "burst");

    const reads = await sequentialReads(plan);
    const readUrl = `http://127.0.0.1:${plan.port}/api/chat/${plan.reader.fullSessionId}`;
    const concurrentReads = await load(readUrl, { headers: { cookie: plan.reader.cookie }, seconds, connections });
    if (concurrentReads.non2xx > 0 || concurrentReads.errors > 0) throw new Error("GET /api/chat/{id} failed during the load run");

    const ownP99 = percentile(
      spread.map((sample) => sample.ownMs),
      99,
    );
    const readP50 = percentile(reads, 50);
    const recommendationTimes = spread.map((sample) => sample.recommendationMs).filter((value) => !Number.isNaN(value));
    if (recommendationTimes.length === 0) throw new Error("no chat reply asked for a recommendation: the follow-ups are not set up");
    const recommendationP95 = percentile(recommendationTimes, 95);
    const offeredShare = spread.filter((sample) => sample.offered).length / spread.length;
    const screenP95 = percentile(
      spread.map((sample) => sample.screenMs),
      95,
    );
    return `${plan.studentCookies.length} students, each sending one message every ${CHAT_SEND_COOLDOWN_MS} ms for ${rounds} rounds (${spread.length} requests per pattern).

Spread (each student on their own 2 s cycle; the goal's measurement):

${postTable(spread)}

Burst (all ${plan.studentCookies.length} at the same instant, every 2 s; the worst case the cooldown allows):

${postTable(burst)}

GET /api/chat/{id} of a 50-message conversation, one request at a time (${reads.length} reads): p50 ${ms(readP50)} ms, p99 ${ms(percentile(reads, 99))} ms.

| GET /api/chat/{id} under load | requests/s | p50 ms | p99 ms |
|---|---|---|---|
${loadRow(`${connections} connections`, concurrentReads)}

API's own time per POST /api/chat (spread), p99 ${ms(ownP99)} ms (goal: under ${OWN_TIME_GOAL_P99_MS} ms): ${verdict(ownP99 < OWN_TIME_GOAL_P99_MS)}.
Choosing a recommendation in a chat reply (spread), p95 ${ms(recommendationP95)} ms over ${recommendationTimes.length} replies, ${(offeredShare * 100).toFixed(0)}% of replies with one (goal: adds at most ${RECOMMENDATION_GOAL_P95_MS} ms): ${verdict(recommendationP95 <= RECOMMENDATION_GOAL_P95_MS)}.
The input screen in a chat turn (spread), p95 ${screenP95.toFixed(3)} ms over ${spread.length} messages (goal: adds at most ${SCREEN_GOAL_P95_MS} ms): ${verdict(screenP95 <= SCREEN_GOAL_P95_MS)}.
GET /api/chat/{id} of 50 messages, p50 ${ms(readP50)} ms (goal: under ${HISTORY_GOAL_P50_MS} ms): ${verdict(readP50 < HISTORY_GOAL_P50_MS)}.`;
  } finally {
    await server.stop();
    await emulator.stop();
  }
}

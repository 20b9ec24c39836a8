// The search goal's second measurement: POST /api/search-websites over HTTP, against the real API
// (servers/search-api.ts) and the Gemini emulator, each in a process of its own, loaded by autocannon (cheap
// enough per request to leave the two cores to the servers).
//
// Each of the 50 connections is one signed-in student with settings of their own (an age, a subject, the browser's
// study-mode flag for some), searching back to back. What they search is the question: a child's search is
// either one of the common school searches (drawn by Zipf's law from COMMON_SEARCHES) or new (words no earlier
// search had, so no cache can answer and the catalogue, the ads table and the model are all asked). The run is
// repeated for several shares of new searches, to show what the goal holds for. Where the time goes is read
// from the route's Server-Timing header.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { AgeOption, SubjectOption } from "@kidsafe/contracts";
import autocannon from "autocannon";
import { startServer } from "../load.ts";
import { COMMON_SEARCHES, SEARCH_QUERIES, seededRandom, zipfPicker } from "../search-plan.ts";
import type { SearchRoutePlan } from "../search-plan.ts";
import type { BenchSettings } from "./goal.ts";
import { median, verdict } from "./goal.ts";

const GOAL_P95_MS = 50;
/** Shares of new searches measured (BENCH_SEARCH_NEW_SHARES=0,1 picks some). */
const NEW_SEARCH_SHARES = process.env.BENCH_SEARCH_NEW_SHARES?.split(",").map(Number) ?? [0, 0.1, 0.3, 1];
const AGES: readonly AgeOption[] = ["smart_adapt", "5", "8", "10", "12", "15", "17"];
const SUBJECTS: readonly SubjectOption[] = ["math", "science", "history", "english", "cs"];
/** Words that make a search new. */
const EXTRA_WORDS = ["facts", "for kids", "games", "worksheet", "video", "quiz", "easy", "homework"];

// The load generator shares the machine with the servers: what it does per response is kept cheap.
const TIMING_PATTERNS = (["total", "websites", "ads", "overview"] as const).map((name) => [name, new RegExp(`${name};dur=([\\d.]+)`)] as const);

/** The value below which `share` of the values lie (NaN for none). */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) count++;
  return count;
}

interface Student {
  cookie: string;
  age: AgeOption;
  subject: SubjectOption;
  studyModeEnabled: boolean;
}

interface RouteMeasurement {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The same, per kind of search: common ones, and new ones (absent when the row has none: NaN). */
  commonP95: number;
  newP50: number;
  newP95: number;
  errors: number;
  sponsoredPerPage: number;
  /** Medians of the route's Server-Timing parts. */
  server: { total: number; websites: number; ads: number; overview: number };
}

export async function searchRoute({ seconds, connections, rounds }: BenchSettings): Promise<string> {
  const emulator = await startServer("./servers/gemini-emulator.ts");
  process.env.BENCH_GEMINI_URL = `http://127.0.0.1:${emulator.port}`;
  const server = await startServer("./servers/search-api.ts");
  try {
    const plan = server as unknown as SearchRoutePlan;
    // Half the students leave the subject on 'default'; one in ten has study mode on in the browser.
    const students: Student[] = plan.studentCookies.map((cookie, index) => ({
      cookie,
      age: AGES[index % AGES.length]!,
      subject: index % 2 === 0 ? "default" : SUBJECTS[index % SUBJECTS.length]!,
      studyModeEnabled: index % 10 === 9,
    }));
    const loadBefore = loadavg()[0]!;
    const results: Array<{ share: number; rounds: RouteMeasurement[] }> = [];
    for (const [index, newShare] of NEW_SEARCH_SHARES.entries()) {
      const options = { connections, plan, students, newShare, seconds };
      // As long a warm-up as one round, with searches of its own (its new ones are not the rounds' new ones): a
      // server in use has its caches filled (docs/performance.md).
      await measureRoute({ ...options, seed: 1000 + index });
      const measured: RouteMeasurement[] = [];
      for (let round = 0; round < rounds; round++) measured.push(await measureRoute({ ...options, seed: 100 + index * 10 + round }));
      results.push({ share: newShare, rounds: measured });
    }
    const loadAfter = loadavg()[0]!;

    const label = (share: number) =>
      share === 1 ? "every search new (no cache can answer)" : `${Math.round(share * 100)}% new, the rest common searches`;
    const middle = (measured: RouteMeasurement[], pick: (measurement: RouteMeasurement) => number) => median(measured.map(pick));
    const range = (measured: RouteMeasurement[], pick: (measurement: RouteMeasurement) => number) =>
      `${Math.min(...measured.map(pick)).toFixed(1)}-${Math.max(...measured.map(pick)).toFixed(1)}`;
    const rows = results.map(
      ({ share, rounds: measured }) =>
        `| ${label(share)} | ${Math.round(middle(measured, (m) => m.perSecond))} | ${middle(measured, (m) => m.p50).toFixed(1)} | **${middle(measured, (m) => m.p95).toFixed(1)}** (${range(measured, (m) => m.p95)}) | ${middle(measured, (m) => m.p99).toFixed(1)} | ${Math.max(...measured.map((m) => m.max)).toFixed(1)} | ${measured.reduce((sum, m) => sum + m.errors, 0)} |`,
    );
    const kinds = results.map(
      ({ share, rounds: measured }) =>
        `| ${label(share)} | ${middle(measured, (m) => m.commonP95).toFixed(1)} | ${middle(measured, (m) => m.newP50).toFixed(1)} | ${middle(measured, (m) => m.newP95).toFixed(1)} |`,
    );
    const parts = results.map(
      ({ share, rounds: measured }) =>
        `| ${label(share)} | ${middle(measured, (m) => m.server.total).toFixed(1)} | ${middle(measured, (m) => m.server.websites).toFixed(1)} | ${middle(measured, (m) => m.server.ads).toFixed(1)} | ${middle(measured, (m) => m.server.overview).toFixed(1)} | ${middle(measured, (m) => m.sponsoredPerPage).toFixed(2)} |`,
    );
    const verdicts = results.map(({ share, rounds: measured }) => {
      const p95 = middle(measured, (m) => m.p95);
      return `${label(share)}: median p95 ${p95.toFixed(1)} ms, ${verdict(p95 < GOAL_P95_MS)}`;
    });
    return `POST /api/search-websites: ${plan.catalogueSites} catalogue sites, ${plan.advertisers} eligible advertisers, ${connections} signed-in students (each with their own age, subject and study-mode flag) searching back to back, autocannon as the client, the overview from the Gemini emulator answering at once (its own process), the ad-event flusher running, the API's pool of 10. Common searches: ${COMMON_SEARCHES.length} (${SEARCH_QUERIES.length} written by hand, the rest topics x templates), drawn by Zipf's law. Each row: a ${seconds} s warm-up, then ${rounds} rounds of ${seconds} s; the medians of the rounds (p95: the rounds' range in brackets). Machine load average (1 min) before ${loadBefore.toFixed(1)}, after ${loadAfter.toFixed(1)}.

| whole route, client-measured | searches/s | p50 ms | p95 ms | p99 ms | max ms | non-200 |
|---|---|---|---|---|---|---|
${rows.join("\n")}

| per kind of search (client-measured, medians of the rounds) | common searches p95 ms | new searches p50 ms | new searches p95 ms |
|---|---|---|---|
${kinds.join("\n")}

| where the time goes (server, median ms; the three parts run side by side) | total | websites | sponsored | overview | ads per page |
|---|---|---|---|---|---|
${parts.join("\n")}

Goal p95 under ${GOAL_P95_MS} ms: ${verdicts.join("; ")}.`;
  } finally {
    await server.stop();
    await emulator.stop();
  }
}

async function measureRoute({
  plan,
  students,
  seconds,
  connections,
  newShare,
  seed,
}: {
  plan: SearchRoutePlan;
  students: readonly Student[];
  seconds: number;
  connections: number;
  newShare: number;
  seed: number;
}): Promise<RouteMeasurement> {
  const random = seededRandom(seed);
  const common = zipfPicker(COMMON_SEARCHES.length, random);
  const any = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  let unique = 0;
  const nextSearch = (): { query: string; isNew: boolean } =>
    random() < newShare
      ? { query: `${any(COMMON_SEARCHES)} ${any(EXTRA_WORDS)} ${seed}x${unique++}`, isNew: true }
      : { query: COMMON_SEARCHES[common()]!, isNew: false };

  const latencies: number[] = [];
  const byKind = { new: [] as number[], common: [] as number[] };
  const timings = { total: [] as number[], websites: [] as number[], ads: [] as number[], overview: [] as number[] };
  let errors = 0;
  let sponsored = 0;
  let nextStudent = 0;
  let searches = 0;
  type Context = { student?: Student; started?: number; isNew?: boolean };

  const result = await autocannon({
    url: `http://127.0.0.1:${plan.port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: "/api/search-websites",
        setupRequest: (request: Record<string, unknown>, context: Context) => {
          const student = (context.student ??= students[nextStudent++ % students.length]!);
          const search = nextSearch();
          context.isNew = search.isNew;
          context.started = performance.now();
          return {
            ...request,
            headers: { "content-type": "application/json", cookie: student.cookie },
            body: JSON.stringify({
              query: search.query,
              sessionId: `bench-${seed}-${searches++}`,
              age: student.age,
              subject: student.subject,
              studyModeEnabled: student.studyModeEnabled,
            }),
          };
        },
        onResponse: (status: number, body: string, context: Context, headers: Record<string, string>) => {
          const latency = performance.now() - context.started!;
          latencies.push(latency);
          byKind[context.isNew ? "new" : "common"].push(latency);
          if (status !== 200) {
            errors++;
            return;
          }
          sponsored += occurrences(body, '"isAdvertised":true');
          const header = headers["server-timing"] ?? "";
          for (const [name, pattern] of TIMING_PATTERNS) timings[name].push(Number(pattern.exec(header)?.[1] ?? Number.NaN));
        },
      },
    ],
  } as autocannon.Options);

  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.reduce((longest, latency) => Math.max(longest, latency), 0),
    commonP95: percentile(byKind.common, 0.95),
    newP50: percentile(byKind.new, 0.5),
    newP95: percentile(byKind.new, 0.95),
    errors: errors + result.errors,
    sponsoredPerPage: sponsored / Math.max(1, latencies.length - errors),
    server: { total: median(timings.total), websites: median(timings.websites), ads: median(timings.ads), overview: median(timings.overview) },
  };
}

// The stored counts afterwards must equal the distinct eligible views exactly.
import { createDb } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import autocannon from "autocannon";
import { load, startServer } from "../load.ts";
import { seededRandom } from "../seeded-random.ts";
import { TRACKING_SCALE } from "../tracking-plan.ts";
import type { TrackingPlan } from "../tracking-plan.ts";
import type { BenchSettings } from "./goal.ts";
import { loadRow, verdict } from "./goal.ts";

const GOAL_REQUESTS_PER_SECOND = 5000;
const WARM_UP_REQUESTS = 5000;
/** The rest are forgeries that must not count. */
const SERVED_SHARE = 0.8;
const RATE_MATCH_TOLERANCE = 0.1;

type Triple = string;
const tripleOf = (userId: number, sessionId: string, advertiserId: number): Triple => `${userId}|${sessionId}|${advertiserId}`;

/** Remembers which served ones were sent: exactly those may be counted, once each. */
function viewRequests(plan: TrackingPlan) {
  const pick = seededRandom(7);
  const served = new Set<Triple>();
  for (const student of plan.students) {
    for (const session of student.sessions) {
      for (const advertiserId of session.advertiserIds) served.add(tripleOf(student.id, session.sessionId, advertiserId));
    }
  }
  // A view counts once per advertiser and student in 10 minutes whatever the session, and the run is shorter.
  const expected = new Set<string>();
  let forged = 0;
  const any = <T>(list: readonly T[]): T => list[Math.floor(pick() * list.length)]!;

  const next = () => {
    const student = any(plan.students);
    let sessionId: string;
    let advertiserId: number;
    if (pick() < SERVED_SHARE) {
      const session = any(student.sessions);
      sessionId = session.sessionId;
      advertiserId = any(session.advertiserIds);
    } else if (pick() < 0.5) {
      sessionId = any(student.sessions).sessionId;
      advertiserId = any(plan.advertiserIds);
    } else {
      const other = any(any(plan.students).sessions);
      sessionId = other.sessionId;
      advertiserId = any(other.advertiserIds);
    }
    if (served.has(tripleOf(student.id, sessionId, advertiserId))) expected.add(`${student.id}|${advertiserId}`);
    else forged++;
    return {
      cookie: student.cookie,
      body: JSON.stringify({ advertiserId, searchQuery: "maths games", sessionId, pageContext: "search-websites" }),
    };
  };
  return { next, expected, forgedCount: () => forged, servedCount: served.size };
}

/** A recommendation names no session, so it counts against the last offer of that app to that student. */
function recommendationRequests(plan: TrackingPlan) {
  const pick = seededRandom(11);
  const offersOf = plan.students.map((student) => student.sessions.flatMap((session) => (session.recommendedId ? [session.recommendedId] : [])));
  const expected = new Set<string>();
  let forged = 0;
  const any = <T>(list: readonly T[]): T => list[Math.floor(pick() * list.length)]!;
  const next = () => {
    const index = Math.floor(pick() * plan.students.length);
    const student = plan.students[index]!;
    const offers = offersOf[index]!;
    const genuine = offers.length > 0 && pick() < SERVED_SHARE;
    const advertiserId = genuine ? any(offers) : any(plan.advertiserIds);
    if (offers.includes(advertiserId)) expected.add(`${student.id}|${advertiserId}`);
    else forged++;
    return {
      cookie: student.cookie,
      body: JSON.stringify({ advertiserId, recommendationType: "search", context: "Practise with games" }),
    };
  };
  return { next, expected, forgedCount: () => forged, offeredCount: offersOf.reduce((sum, offers) => sum + offers.length, 0) };
}

async function sendTracking(port: number, path: string, amount: number, connections: number, next: () => { cookie: string; body: string }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    amount,
    requests: [
      {
        method: "POST",
        path,
        setupRequest: (request) => {
          const event = next();
          return { ...request, body: event.body, headers: { "content-type": "application/json", cookie: event.cookie } };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${path} failed during the run: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

const DRAIN_TIMEOUT_MS = 120_000;
/** A little over the flusher's longest wait for new entries. */
const FLUSH_INTERVAL_MS = 1_500;

async function drained(db: Db, kind: "view" | "recommendation", expected: number): Promise<number> {
  const start = Date.now();
  const stored = async () =>
    Number(
      (
        await db
          .selectFrom("ad_events")
          .select((eb) => eb.fn.countAll<string>().as("count"))
          .where("kind", "=", kind)
          .executeTakeFirstOrThrow()
      ).count,
    );
  while ((await stored()) < expected) {
    if (Date.now() - start > DRAIN_TIMEOUT_MS)
      throw new Error(`the counted ${kind}s did not reach PostgreSQL: ${await stored()} of ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drainMs = Date.now() - start;
  // Any that should not be there arrive within one more interval.
  await new Promise((resolve) => setTimeout(resolve, FLUSH_INTERVAL_MS));
  return drainMs;
}

/** Baselines taken in the same minutes, so a busy machine shows in them too. */
async function compareStored(db: Db, kind: "view" | "recommendation", keyOf: (row: StoredEvent) => string, expected: Set<string>) {
  const rows = await db.selectFrom("ad_events").select(["user_id", "session_id", "advertiser_id"]).where("kind", "=", kind).execute();
  const stored = new Set(rows.map(keyOf));
  const missing = [...expected].filter((key) => !stored.has(key)).length;
  const unexpected = [...stored].filter((key) => !expected.has(key)).length;
  return { rows: rows.length, missing, unexpected, exact: rows.length === expected.size && missing === 0 && unexpected === 0 };
}

interface StoredEvent {
  user_id: number | null;
  session_id: string;
  advertiser_id: number;
}

export async function tracking({ seconds, connections }: BenchSettings): Promise<string> {
  const bare = await startServer("./servers/bare.ts");
  const bareResult = await load(`http://127.0.0.1:${bare.port}/`, { seconds: Math.min(seconds, 5), connections });
  await bare.stop();

  const server = await startServer("./servers/tracking.ts");
  const plan = server as unknown as TrackingPlan;
  const db = createDb(plan.databaseUrl, { maxConnections: 1 });
  try {
    const sessionRead = await load(`http://127.0.0.1:${plan.port}/api/user`, {
      seconds: Math.min(seconds, 5),
      connections,
      headers: { cookie: plan.students[0]!.cookie },
    });
    // Enough requests to run about `seconds` at the goal's rate.
    const amount = seconds * GOAL_REQUESTS_PER_SECOND * 1.2;

    const views = viewRequests(plan);
    await sendTracking(plan.port, "/api/track-view", WARM_UP_REQUESTS, connections, views.next);
    const viewRun = await sendTracking(plan.port, "/api/track-view", amount, connections, views.next);
    const viewDrainMs = await drained(db, "view", views.expected.size);
    const viewRows = await compareStored(db, "view", (row) => `${row.user_id ?? 0}|${row.advertiser_id}`, views.expected);

    const recommendations = recommendationRequests(plan);
    await sendTracking(plan.port, "/api/track-recommendation", WARM_UP_REQUESTS, connections, recommendations.next);
    const recommendationRun = await sendTracking(plan.port, "/api/track-recommendation", amount, connections, recommendations.next);
    const recommendationDrainMs = await drained(db, "recommendation", recommendations.expected.size);
    const recommendationRows = await compareStored(
      db,
      "recommendation",
      (row) => `${row.user_id ?? 0}|${row.advertiser_id}`,
      recommendations.expected,
    );

    const served = await db
      .selectFrom("served_ads")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    const sent = WARM_UP_REQUESTS + amount;
    const viewRate = viewRun.requests.average;
    const recommendationRate = recommendationRun.requests.average;
    const rateRatio = recommendationRate / viewRate;
    return `${TRACKING_SCALE.advertisers} advertisers; ${TRACKING_SCALE.students} students x ${TRACKING_SCALE.sessionsPerStudent} searches (one session each), each serving its page's sponsored results = ${views.servedCount} served (${served.count} served-ad rows stored), and offering ${recommendations.offeredCount} recommendations.

| measure | track-view | track-recommendation |
|---|---|---|
| requests sent (warm-up + measured) | ${sent} (${WARM_UP_REQUESTS} + ${amount}) | the same |
| measured run at ${connections} connections | ${viewRun.duration.toFixed(1)} s | ${recommendationRun.duration.toFixed(1)} s |
| requests/s (average) | ${Math.round(viewRate)} | ${Math.round(recommendationRate)} |
| p50 / p99 latency ms | ${viewRun.latency.p50} / ${viewRun.latency.p99} | ${recommendationRun.latency.p50} / ${recommendationRun.latency.p99} |
| forged (never served or offered to that student) | ${views.forgedCount()} | ${recommendations.forgedCount()} |
| distinct genuine sent (may count once each: a view per student and app, a recommendation per offer) | ${views.expected.size} | ${recommendations.expected.size} |
| rows stored | ${viewRows.rows} (missing ${viewRows.missing}, unexpected ${viewRows.unexpected}) | ${recommendationRows.rows} (missing ${recommendationRows.missing}, unexpected ${recommendationRows.unexpected}) |
| all counted stored after the load in | ${viewDrainMs} ms | ${recommendationDrainMs} ms |

Baselines in the same run:

| server | requests/s | p50 ms | p99 ms |
|---|---|---|---|
${loadRow("bare Fastify hello world", bareResult)}
${loadRow("GET /api/user (session read only)", sessionRead)}

track-view kept ${((viewRate / sessionRead.requestsPerSecond) * 100).toFixed(0)}% of the session read's requests/s.
track-view sustained ${Math.round(viewRate)} requests/s (goal: at least ${GOAL_REQUESTS_PER_SECOND}): ${verdict(viewRate >= GOAL_REQUESTS_PER_SECOND)}.
Stored view counts equal the distinct eligible views: ${verdict(viewRows.exact)}.
track-recommendation ran at ${(rateRatio * 100).toFixed(0)}% of track-view's rate (goal: matches it, within ${RATE_MATCH_TOLERANCE * 100}%): ${verdict(rateRatio >= 1 - RATE_MATCH_TOLERANCE)}.
Stored recommendation counts equal the distinct offered recommendations shown: ${verdict(recommendationRows.exact)}.`;
  } finally {
    await db.destroy();
    await server.stop();
  }
}

// Issue 4 goal: POST /api/track-view sustains at least 5 000 requests/s at 50 connections with 10 000
// advertisers, and the stored counts afterwards equal the distinct eligible views exactly.
import { createDb } from "@kidsafe/db";
import autocannon from "autocannon";
import { load, startServer } from "../load.ts";
import { TRACKING_SCALE, random } from "../tracking-plan.ts";
import type { TrackingPlan } from "../tracking-plan.ts";
import type { BenchSettings } from "./goal.ts";
import { loadRow, verdict } from "./goal.ts";

const GOAL_REQUESTS_PER_SECOND = 5000;
const WARM_UP_REQUESTS = 5000;
/** Share of requests for an ad served to that session; the rest are forgeries that must not count. */
const SERVED_SHARE = 0.8;
const DRAIN_TIMEOUT_MS = 120_000;
/** A little over the flusher's longest wait for new entries (its read blocks 1 s). */
const FLUSH_INTERVAL_MS = 1_500;

type Triple = string;
const tripleOf = (userId: number, sessionId: string, advertiserId: number): Triple => `${userId}|${sessionId}|${advertiserId}`;

/**
 * Builds the views the load sends: mostly ads served to that student's session, some forged (an ad never
 * served to it, or another student's session). Remembers which served ones were sent: exactly those may
 * be counted, once each.
 */
function viewRequests(plan: TrackingPlan) {
  const pick = random(7);
  const served = new Set<Triple>();
  for (const student of plan.students) {
    for (const session of student.sessions) {
      for (const advertiserId of session.advertiserIds) served.add(tripleOf(student.id, session.sessionId, advertiserId));
    }
  }
  const expected = new Set<Triple>();
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
    const triple = tripleOf(student.id, sessionId, advertiserId);
    if (served.has(triple)) expected.add(triple);
    else forged++;
    return {
      cookie: student.cookie,
      body: JSON.stringify({ advertiserId, searchQuery: "maths games", sessionId, pageContext: "search-websites" }),
    };
  };
  return { next, expected, forgedCount: () => forged, servedCount: served.size };
}

async function sendViews(port: number, amount: number, connections: number, next: () => { cookie: string; body: string }) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    amount,
    requests: [
      {
        method: "POST",
        path: "/api/track-view",
        setupRequest: (request) => {
          const view = next();
          return { ...request, body: view.body, headers: { "content-type": "application/json", cookie: view.cookie } };
        },
      },
    ],
  });
}

export async function tracking({ seconds, connections }: BenchSettings): Promise<string> {
  // Baselines taken in the same minutes, so a busy machine shows in them too.
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
    const views = viewRequests(plan);
    // Enough requests to run about `seconds` at the goal's rate.
    const amount = seconds * GOAL_REQUESTS_PER_SECOND * 1.2;
    await sendViews(plan.port, WARM_UP_REQUESTS, connections, views.next);
    const result = await sendViews(plan.port, amount, connections, views.next);
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
      throw new Error(`track-view failed during the run: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    }

    // The API's flusher stores counted views in the background: wait until PostgreSQL holds as many as may count
    // (more would show below as unexpected), then one more flush interval for any that should not be there.
    const drainStart = Date.now();
    const storedViews = async () =>
      Number(
        (
          await db
            .selectFrom("ad_events")
            .select((eb) => eb.fn.countAll<string>().as("count"))
            .where("kind", "=", "view")
            .executeTakeFirstOrThrow()
        ).count,
      );
    while ((await storedViews()) < views.expected.size) {
      if (Date.now() - drainStart > DRAIN_TIMEOUT_MS)
        throw new Error(`the counted views did not reach PostgreSQL: ${await storedViews()} of ${views.expected.size}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const drainMs = Date.now() - drainStart;
    await new Promise((resolve) => setTimeout(resolve, FLUSH_INTERVAL_MS));

    const rows = await db.selectFrom("ad_events").select(["user_id", "session_id", "advertiser_id"]).where("kind", "=", "view").execute();
    const stored = new Set(rows.map((row) => tripleOf(row.user_id ?? 0, row.session_id, row.advertiser_id)));
    const missing = [...views.expected].filter((triple) => !stored.has(triple)).length;
    const unexpected = [...stored].filter((triple) => !views.expected.has(triple)).length;
    const exact = rows.length === views.expected.size && missing === 0 && unexpected === 0;
    const served = await db
      .selectFrom("served_ads")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();

    const sent = WARM_UP_REQUESTS + amount;
    const rate = result.requests.average;
    return `${TRACKING_SCALE.advertisers} advertisers; ${TRACKING_SCALE.students} students x ${TRACKING_SCALE.sessionsPerStudent} searches (one session each), each serving its page's sponsored results = ${views.servedCount} served (${served.count} served-ad rows stored).

| measure | value |
|---|---|
| requests sent (warm-up + measured) | ${sent} (${WARM_UP_REQUESTS} + ${amount}) |
| measured run | ${result.duration.toFixed(1)} s at ${connections} connections |
| requests/s (average) | ${Math.round(rate)} |
| p50 / p99 latency ms | ${result.latency.p50} / ${result.latency.p99} |
| forged views sent (never served to that session) | ${views.forgedCount()} |
| distinct served views sent (may count once each) | ${views.expected.size} |
| view rows stored | ${rows.length} (missing ${missing}, unexpected ${unexpected}) |
| all counted views stored after the load in | ${drainMs} ms |

Baselines in the same run:

| server | requests/s | p50 ms | p99 ms |
|---|---|---|---|
${loadRow("bare Fastify hello world", bareResult)}
${loadRow("GET /api/user (session read only)", sessionRead)}

track-view kept ${((rate / sessionRead.requestsPerSecond) * 100).toFixed(0)}% of the session read's requests/s.
Sustained ${Math.round(rate)} requests/s (goal: at least ${GOAL_REQUESTS_PER_SECOND}): ${verdict(rate >= GOAL_REQUESTS_PER_SECOND)}.
Stored counts equal the distinct eligible views: ${verdict(exact)}.`;
  } finally {
    await db.destroy();
    await server.stop();
  }
}

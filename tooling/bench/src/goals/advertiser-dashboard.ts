// The load is open, like real pollers: a closed loop would slow down with the server and hide its queueing.
import { Agent, request } from "node:http";
import { POLL_BILLING_DASHBOARD_MS, POLL_DASHBOARD_MS, POLL_RECOMMENDATIONS_MS, POLL_REPORTS_MS, SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import type { AdvertiserDashboard, SearchWebsitesResponse } from "@kidsafe/contracts";
import { DASHBOARD_SCALE, dashboardWordOf } from "../dashboard-plan.ts";
import type { DashboardPlan } from "../dashboard-plan.ts";
import { startServer } from "../load.ts";
import { percentile } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { verdict } from "./goal.ts";

const GOAL_P95_MS = 20;
const GOAL_FRESHNESS_MS = 5_000;
const FRESHNESS_SAMPLES = 10;

const POLLS = [
  { path: "/api/advertiser/dashboard", everyMs: POLL_DASHBOARD_MS, judged: true },
  { path: "/api/advertiser/billing-dashboard", everyMs: POLL_BILLING_DASHBOARD_MS, judged: true },
  { path: (id: number) => `/api/advertiser/${id}/recommendations`, everyMs: POLL_RECOMMENDATIONS_MS, judged: false },
  { path: "/api/advertiser/reports", everyMs: POLL_REPORTS_MS, judged: false },
] as const;

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function send(port: number, method: "GET" | "POST", path: string, cookie: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const call = request(
      { host: "127.0.0.1", port, method, path, agent, headers: { cookie, ...(payload && { "content-type": "application/json" }) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
        );
      },
    );
    call.on("error", reject);
    call.end(payload);
  });
}

async function poll(plan: DashboardPlan, seconds: number) {
  const latencies = new Map<string, number[]>(POLLS.map((entry) => [String(entry.path), []]));
  let failures = 0;
  const inFlight: Promise<void>[] = [];
  const end = performance.now() + seconds * 1000;
  const timers: NodeJS.Timeout[] = [];
  const longestInterval = Math.max(...POLLS.map((entry) => entry.everyMs));
  for (const advertiser of plan.advertisers) {
    const opened = Math.random() * longestInterval;
    for (const entry of POLLS) {
      const path = typeof entry.path === "string" ? entry.path : entry.path(advertiser.id);
      const fire = () => {
        if (performance.now() >= end) return;
        inFlight.push(
          send(plan.port, "GET", path, advertiser.cookie).then(
            ({ status, ms }) => {
              if (status === 200) latencies.get(String(entry.path))!.push(ms);
              else failures++;
            },
            () => void failures++,
          ),
        );
      };
      timers.push(
        setTimeout(() => {
          fire();
          timers.push(setInterval(fire, entry.everyMs));
        }, opened),
      );
    }
  }
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  for (const timer of timers) clearInterval(timer);
  await Promise.all(inFlight);
  return { latencies, failures };
}

async function freshness(plan: DashboardPlan, sample: number): Promise<number> {
  const advertiser = plan.advertisers[(sample * 97) % plan.advertisers.length]!;
  const dashboard = async () =>
    (JSON.parse((await send(plan.port, "GET", "/api/advertiser/dashboard", advertiser.cookie)).body) as AdvertiserDashboard).totalImpressions;
  const query = dashboardWordOf(advertiser.index);
  const sessionId = `bench-fresh-${sample}-${Date.now()}`;
  const searched = await send(plan.port, "POST", "/api/search-websites", plan.studentCookie, { query, sessionId });
  const served = (JSON.parse(searched.body) as SearchWebsitesResponse).websites.some((site) => site.advertiserId === advertiser.id);
  if (!served) throw new Error(`a search for ${query} was not served advertiser ${advertiser.id}: ${searched.body.slice(0, 200)}`);
  const before = await dashboard();
  const viewed = performance.now();
  const view = { advertiserId: advertiser.id, searchQuery: query, sessionId, pageContext: SEARCH_PAGE_CONTEXT };
  if ((await send(plan.port, "POST", "/api/track-view", plan.studentCookie, view)).status !== 200) throw new Error("track-view failed");
  while ((await dashboard()) === before) {
    if (performance.now() - viewed > 30_000) throw new Error(`advertiser ${advertiser.id}'s dashboard did not show the view in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - viewed;
}

export async function advertiserDashboard({ seconds }: BenchSettings): Promise<string> {
  const server = await startServer("./servers/advertiser-dashboard.ts");
  const plan = server as unknown as DashboardPlan;
  try {
    await poll(plan, Math.min(seconds, 10)); // warm-up
    const lags: number[] = [];
    const measuring = poll(plan, Math.max(seconds, 30));
    for (let sample = 0; sample < FRESHNESS_SAMPLES; sample++) lags.push(await freshness(plan, sample));
    const { latencies, failures } = await measuring;

    const rows = POLLS.map((entry) => {
      const values = latencies.get(String(entry.path)) ?? [];
      const p95 = percentile(values, 95);
      const name = typeof entry.path === "string" ? entry.path : "/api/advertiser/{id}/recommendations";
      const judged = entry.judged ? ` | ${verdict(p95 < GOAL_P95_MS)}` : " | -";
      return `| GET ${name} | ${values.length} | ${percentile(values, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(values, 99).toFixed(1)}${judged} |`;
    });
    const worstLag = Math.max(...lags);
    return [
      `${DASHBOARD_SCALE.advertisers} advertisers, ${DASHBOARD_SCALE.adEvents} ad events, ${DASHBOARD_SCALE.polling} advertisers polling on the seed's intervals (open load), ${Math.max(seconds, 30)} s; ${failures} failed requests.`,
      "",
      `| call | requests | p50 ms | p95 ms | p99 ms | goal p95 < ${GOAL_P95_MS} ms |`,
      "|---|---|---|---|---|---|",
      ...rows,
      "",
      `A counted view on the dashboard after (ms, ${FRESHNESS_SAMPLES} views during the load): median ${percentile(lags, 50).toFixed(0)}, worst ${worstLag.toFixed(0)}; goal under ${GOAL_FRESHNESS_MS}: ${verdict(worstLag < GOAL_FRESHNESS_MS)}.`,
    ].join("\n");
  } finally {
    agent.destroy();
    await server.stop();
  }
}

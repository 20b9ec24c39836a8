// Shared by the advertiser dashboard goal and its server process: the scale of the run and what the server sends back.

export const DASHBOARD_SCALE = {
  advertisers: 10_000,
  /** BENCH_DASHBOARD_EVENTS sets fewer for a quick look (seeding ten million takes about ten minutes). */
  adEvents: Number(process.env.BENCH_DASHBOARD_EVENTS ?? 10_000_000),
  /** Weeks of history the ad events spread over (each a closed, paid cycle). */
  weeks: 8,
  /** Advertisers with the dashboard open, each polling on the seed's intervals. */
  polling: 1_000,
};

/** Every advertiser's company password in the bench (one argon2id hash, computed once). */
export const BENCH_COMPANY_PASSWORD = "bench company password";

/** Advertiser i is about the word d{i}: a child's search for it is served that app. */
export const dashboardWordOf = (index: number) => `d${index}`;

/** Sent by servers/advertiser-dashboard.ts once it listens. */
export interface DashboardPlan {
  port: number;
  /** The signed-in advertisers: id, index (its word) and `advertiser_sid=...` cookie. */
  advertisers: Array<{ id: number; index: number; cookie: string }>;
  /** A signed-in student's `sid=...` cookie, for counted views during the run. */
  studentCookie: string;
}

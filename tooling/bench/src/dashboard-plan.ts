export const DASHBOARD_SCALE = {
  advertisers: 10_000,
  adEvents: Number(process.env.BENCH_DASHBOARD_EVENTS ?? 10_000_000),
  weeks: 8,
  polling: 1_000,
};

/** One argon2id hash, computed once. */
export const BENCH_COMPANY_PASSWORD = "bench company password";

export const dashboardWordOf = (index: number) => `d${index}`;

export interface DashboardPlan {
  port: number;
  advertisers: Array<{ id: number; index: number; cookie: string }>;
  studentCookie: string;
}

// Its flusher runs as in production.
import { hashPassword } from "@kidsafe/api";
import { sql } from "kysely";
import { BENCH_COMPANY_PASSWORD, DASHBOARD_SCALE, dashboardWordOf } from "../dashboard-plan.ts";
import type { DashboardPlan } from "../dashboard-plan.ts";
import { GENEROUS_LIMIT, insertEligibleAdvertisers, registerStudent, serveToBench, startBenchApi } from "./bench-app.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

let advertiserIds: number[] = [];
const passwordHash = await hashPassword(BENCH_COMPANY_PASSWORD);
const started = Date.now();
const api = await startBenchApi("bench-dashboard", {
  overrides: {
    limits: { "advertiser-sign-in-ip": GENEROUS_LIMIT, "search-student": GENEROUS_LIMIT },
  },
  async seed(db) {
    advertiserIds = await insertEligibleAdvertisers(db, DASHBOARD_SCALE.advertisers, (index) => ({
      appDescription: `Learning app about ${dashboardWordOf(index)}`,
      passwordHash,
    }));
    const historyEnd = new Date(Date.now() - DAY_MS);
    const historyStart = new Date(historyEnd.getTime() - DASHBOARD_SCALE.weeks * 7 * DAY_MS);
    await db.transaction().execute(async (trx) => {
      // Longer than the pool's statement timeout allows a request.
      await sql`set local statement_timeout = 0`.execute(trx);
      await sql`
      insert into ad_events (event_key, advertiser_id, session_id, kind, recommendation_type, occurred_at, counted_window, billing_week)
      select 'bench-' || g, ids[1 + g % ${DASHBOARD_SCALE.advertisers}], 'bench',
             case when g % 100 = 1 then 'recommendation' when g % 50 = 0 then 'click' else 'view' end,
             case when g % 100 = 1 then 'search' end,
             at, date_bin('10 minutes', at, 'epoch'), date_trunc('week', at)::date
      from (select array_agg(id order by id) as ids from advertisers) a,
           generate_series(1, ${DASHBOARD_SCALE.adEvents}) g,
           lateral (select ${historyStart}::timestamptz + (${historyEnd}::timestamptz - ${historyStart}::timestamptz) * (g::float8 / ${DASHBOARD_SCALE.adEvents})) t(at)`.execute(
        trx,
      );
      await sql`
      insert into billing_cycles (advertiser_id, cycle_start, cycle_end, state, views, clicks, recommendations, amount_cents, paid_at)
      select advertiser_id, cycle_start, cycle_start + interval '7 days', 'paid', views, clicks, recommendations,
             views * 10 + recommendations * 100, cycle_start + interval '7 days'
      from (
        select advertiser_id,
               ${historyStart}::timestamptz + floor(extract(epoch from occurred_at - ${historyStart}::timestamptz) / 604800) * interval '7 days' as cycle_start,
               count(*) filter (where kind = 'view')::int as views,
               count(*) filter (where kind = 'click')::int as clicks,
               count(*) filter (where kind = 'recommendation')::int as recommendations
        from ad_events group by 1, 2
      ) weeks`.execute(trx);
      await sql`update advertiser_usage set views = advertiser_id % 500, recommendations = advertiser_id % 7`.execute(trx);
      await sql`analyze`.execute(trx);
    });
  },
});
console.error(`advertiser-dashboard server: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const advertisers: DashboardPlan["advertisers"] = [];
for (let index = 0; index < DASHBOARD_SCALE.polling; index++) {
  const response = await api.app.inject({
    method: "POST",
    url: "/api/advertiser/login",
    payload: { appName: `Bench App ${index}`, password: BENCH_COMPANY_PASSWORD },
  });
  const cookie = response.cookies.find((entry) => entry.name === "advertiser_sid");
  if (response.statusCode !== 200 || !cookie) throw new Error(`advertiser login failed: ${response.body}`);
  advertisers.push({ id: advertiserIds[index]!, index, cookie: `advertiser_sid=${cookie.value}` });
}
const student = await registerStudent(api.app, "bench-dashboard-viewer");

const plan: Omit<DashboardPlan, "port"> = { advertisers, studentCookie: student.cookie };
await serveToBench(api, plan);

// Offered the way production offers them: by searching.
import type { SearchWebsitesResponse } from "@kidsafe/contracts";
import { seededRandom } from "../seeded-random.ts";
import { TRACKING_SCALE } from "../tracking-plan.ts";
import type { TrackingPlan } from "../tracking-plan.ts";
import { GENEROUS_LIMIT, insertEligibleAdvertisers, registerStudent, serveToBench, startBenchApi } from "./bench-app.ts";

/** A search for two neighbouring words serves two apps. */
const wordOf = (index: number) => `w${index}`;

let advertiserIds: number[] = [];
const api = await startBenchApi("bench-tracking", {
  overrides: { limits: { "search-student": GENEROUS_LIMIT } },
  async seed(db) {
    advertiserIds = await insertEligibleAdvertisers(db, TRACKING_SCALE.advertisers, (index) => ({
      appDescription: `Learning app about ${wordOf(index)} and ${wordOf(index + 1)}`,
    }));
  },
});

const pick = seededRandom(42);
const students: TrackingPlan["students"] = [];
for (let index = 0; index < TRACKING_SCALE.students; index++) {
  const { id, cookie } = await registerStudent(api.app, `bench-tracker-${index}`);
  const sessions = [];
  for (let session = 0; session < TRACKING_SCALE.sessionsPerStudent; session++) {
    const sessionId = `bench-${index}-${session}`;
    const word = Math.floor(pick() * (TRACKING_SCALE.advertisers - 1));
    const response = await api.app.inject({
      method: "POST",
      url: "/api/search-websites",
      headers: { cookie },
      payload: { query: `${wordOf(word)} ${wordOf(word + 1)}`, sessionId, age: "smart_adapt", subject: "default", studyModeEnabled: false },
    });
    if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
    const answer = response.json<SearchWebsitesResponse>();
    const served = answer.websites.flatMap((site) => (site.advertiserId ? [site.advertiserId] : []));
    sessions.push({ sessionId, advertiserIds: served, recommendedId: answer.recommendation?.advertiserId ?? null });
  }
  students.push({ id, cookie, sessions });
}

const plan: Omit<TrackingPlan, "port"> = {
  databaseUrl: api.databaseUrl,
  advertiserIds,
  students,
};
await serveToBench(api, plan);

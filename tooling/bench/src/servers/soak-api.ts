// The real API for the soak: the real catalogue, 2 000 eligible advertisers about school topics (searches serve
// sponsored results, which the students then view), Gemini configured as the emulator process (BENCH_GEMINI_URL),
// the ad-event flusher running, and every per-student limit as production has it. Students sign up over HTTP during
// the run; only the per-address sign-up limit is lifted (the bench is one address).
import { seedCatalogue } from "@kidsafe/db";
import { topicAdvertiser } from "../search-plan.ts";
import { emulatedGeminiEnv, insertEligibleAdvertisers, serveToBench, startBenchApi } from "./bench-app.ts";

const ADVERTISERS = 2_000;

const api = await startBenchApi("bench-soak", {
  env: emulatedGeminiEnv(),
  async seed(db) {
    await seedCatalogue(db);
    await insertEligibleAdvertisers(db, ADVERTISERS, topicAdvertiser);
  },
});
await serveToBench(api);

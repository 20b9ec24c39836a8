// Only the per-address sign-up limit is lifted: the bench is one address.
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

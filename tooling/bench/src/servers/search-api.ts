import { CATALOGUE_SITES, createCatalogueRepository, seedCatalogue } from "@kidsafe/db";
import { generatedSites } from "../goals/search.ts";
import { SEARCH_ROUTE_SCALE, topicAdvertiser } from "../search-plan.ts";
import type { SearchRoutePlan } from "../search-plan.ts";
import { GENEROUS_LIMIT, emulatedGeminiEnv, insertEligibleAdvertisers, registerStudent, serveToBench, startBenchApi } from "./bench-app.ts";

const api = await startBenchApi("bench-search", {
  env: emulatedGeminiEnv(),
  // The real limit would refuse a closed loop at once; the limiter's Redis call still runs.
  overrides: { limits: { "search-student": GENEROUS_LIMIT } },
  async seed(db) {
    await seedCatalogue(db);
    const catalogue = createCatalogueRepository(db);
    await catalogue.upsert(generatedSites(SEARCH_ROUTE_SCALE.catalogueSites - CATALOGUE_SITES.length));
    await catalogue.analyze();
    await insertEligibleAdvertisers(db, SEARCH_ROUTE_SCALE.advertisers, topicAdvertiser);
  },
});

const studentCookies: string[] = [];
for (let index = 0; index < SEARCH_ROUTE_SCALE.students; index++) {
  studentCookies.push((await registerStudent(api.app, `bench-search-${index}`)).cookie);
}

const plan: Omit<SearchRoutePlan, "port"> = {
  studentCookies,
  catalogueSites: await createCatalogueRepository(api.db).count(),
  advertisers: SEARCH_ROUTE_SCALE.advertisers,
};
await serveToBench(api, plan);

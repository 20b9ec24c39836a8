import { CatalogueSiteEntries } from "./site.ts";
import type { Db } from "../../client.ts";
import { createCatalogueRepository } from "../../repositories/catalogue.ts";
import type { CatalogueSite } from "../../repositories/catalogue.ts";

// Encyclopedias, all-subject learning sites, early learning and news written for young readers.
import generalSites from "./sites-general.json" with { type: "json" };
// Math: number sense and arithmetic for young children up to algebra, geometry and calculus for teens.
import mathSites from "./sites-math.json" with { type: "json" };
// Science: space, Earth, weather, animals and nature, the human body, chemistry and physics.
import scienceSites from "./sites-science.json" with { type: "json" };
// Computer science: block coding for young children, text coding for teens, typing and digital making.
import computingSites from "./sites-computing.json" with { type: "json" };
// History, geography, civics, art, music and drama.
import humanitiesSites from "./sites-humanities.json" with { type: "json" };
// Reading, English, grammar, writing, handwriting and learning other languages.
import literacySites from "./sites-literacy.json" with { type: "json" };
// Fitness and health, feelings and stress relief, memory, money, telling time, and making things (DIY).
import lifeSkillsSites from "./sites-life-skills.json" with { type: "json" };

/** Data files, checked when loaded: a mistyped subject or age fails at startup, not as a database error. */
export const CATALOGUE_SITES: readonly CatalogueSite[] = CatalogueSiteEntries.parse([
  ...generalSites,
  ...mathSites,
  ...scienceSites,
  ...computingSites,
  ...humanitiesSites,
  ...literacySites,
  ...lifeSkillsSites,
]);

/** Inserts new sites and updates changed ones by URL, so it runs safely after every migration. */
export function seedCatalogue(db: Db, sites: readonly CatalogueSite[] = CATALOGUE_SITES): Promise<number> {
  return createCatalogueRepository(db).upsert(sites);
}

import type { Db } from "../../client.ts";
import { createCatalogueRepository } from "../../repositories/catalogue.ts";

import type { CatalogueSite } from "./site.ts";
import { COMPUTING_SITES } from "./sites-computing.ts";
import { GENERAL_SITES } from "./sites-general.ts";
import { HUMANITIES_SITES } from "./sites-humanities.ts";
import { LIFE_SKILLS_SITES } from "./sites-life-skills.ts";
import { LITERACY_SITES } from "./sites-literacy.ts";
import { MATH_SITES } from "./sites-math.ts";
import { SCIENCE_SITES } from "./sites-science.ts";

export const CATALOGUE_SITES: readonly CatalogueSite[] = [
  ...GENERAL_SITES,
  ...MATH_SITES,
  ...SCIENCE_SITES,
  ...COMPUTING_SITES,
  ...HUMANITIES_SITES,
  ...LITERACY_SITES,
  ...LIFE_SKILLS_SITES,
];

/** Inserts new sites and updates changed ones by URL, so it runs safely after every migration. */
export function seedCatalogue(db: Db, sites: readonly CatalogueSite[] = CATALOGUE_SITES): Promise<number> {
  return createCatalogueRepository(db).upsert(sites);
}

import { z } from "zod";
import { HttpUrl, MAX_AGE, MIN_AGE, Subject } from "@kidsafe/contracts";

const CatalogueAge = z.number().int().min(MIN_AGE).max(MAX_AGE);

/** One site of the kid-safe catalogue as its data files list it; sites are educational unless they say otherwise. */
export const CatalogueSiteEntry = z.object({
  url: HttpUrl,
  title: z.string().min(1),
  description: z.string().min(1),
  subjects: z.array(Subject).min(1),
  ages: z.tuple([CatalogueAge, CatalogueAge]).refine(([min, max]) => min <= max, "The youngest age comes first"),
  educational: z.boolean().default(true),
});
export type CatalogueSiteEntry = z.infer<typeof CatalogueSiteEntry>;

export const CatalogueSiteEntries = z.array(CatalogueSiteEntry);

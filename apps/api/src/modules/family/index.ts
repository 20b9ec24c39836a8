import { createConsentsRepository, createParentLinksRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { createCollectionGate } from "./collection-gate.ts";
import type { CollectionGate } from "./collection-gate.ts";
import { LINK_CODES_PER_CHILD } from "./rate-limits.ts";
import { familyRoutes } from "./routes.ts";
import { createFamilyService } from "./service.ts";

export function familyModule({ config, db, clock, rateLimiter }: ApiContext): ApiModule & { gate: CollectionGate } {
  const consents = createConsentsRepository(db);
  const gate = createCollectionGate({ consents, clock });
  const family = createFamilyService({
    consents,
    links: createParentLinksRepository(db),
    gate,
    linkCodeLimit: rateLimiter(LINK_CODES_PER_CHILD),
    publicUrl: config.publicUrl,
    clock,
  });
  return { plugin: familyRoutes(family), gate };
}

export type { CollectionGate } from "./collection-gate.ts";
export { linkCodeHash } from "./link-codes.ts";

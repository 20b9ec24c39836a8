import { createChildDataRepository, createConsentsRepository, createParentLinksRepository, createParentsRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { ParentIdentity, ParentSessions } from "../../http/access.ts";
import type { StudentDataEraser } from "../account/student-data.ts";
import { CHILD_DELETION_FAILURES } from "./rate-limits.ts";
import { childDataRoutes } from "./routes.ts";
import { createChildDataService } from "./service.ts";

export interface ChildDataNeeds {
  parents: { sessions: ParentSessions; isCurrent: (identity: ParentIdentity) => Promise<boolean> };
  eraser: Pick<StudentDataEraser, "deleteAccount">;
}

export function childDataModule({ db, clock, rateLimiter }: ApiContext, needs: ChildDataNeeds): ApiModule {
  const service = createChildDataService({
    parents: createParentsRepository(db),
    links: createParentLinksRepository(db),
    consents: createConsentsRepository(db),
    childData: createChildDataRepository(db),
    eraser: needs.eraser,
    deletionFailures: rateLimiter(CHILD_DELETION_FAILURES),
    clock,
  });
  return { plugin: childDataRoutes(service, needs.parents) };
}

import { createUsersRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { ACCOUNT_DELETION_FAILURES } from "./rate-limits.ts";
import { accountRoutes } from "./routes.ts";
import { createAccountService } from "./service.ts";
import type { AccountDependencies } from "./service.ts";
import { createStudentDataEraser } from "./student-data.ts";
import type { StudentDataDependencies } from "./student-data.ts";

export { createStudentDataEraser } from "./student-data.ts";
export type { StudentDataEraser } from "./student-data.ts";

/** The one eraser of a student's data, shared with the parents' module. */
export function studentDataEraserOf({ db, redis }: ApiContext, needs: Pick<StudentDataDependencies, "sessions" | "servedRecords">) {
  return createStudentDataEraser({ db, redis, ...needs });
}

export function accountModule({ db, rateLimiter }: ApiContext, needs: Pick<AccountDependencies, "eraser" | "studyMode">): ApiModule {
  const account = createAccountService({
    ...needs,
    users: createUsersRepository(db),
    deletionFailures: rateLimiter(ACCOUNT_DELETION_FAILURES),
  });
  return { plugin: accountRoutes(account) };
}

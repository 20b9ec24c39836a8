// Account deletion (seed 001 §4): the student's rows in one cascading transaction, then their sessions and counters.
import { createAccountsRepository, createUsersRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { ACCOUNT_DELETION_FAILURES } from "./rate-limits.ts";
import { accountRoutes } from "./routes.ts";
import { createAccountService } from "./service.ts";
import type { AccountDependencies } from "./service.ts";

export function accountModule(
  { db, rateLimiter }: ApiContext,
  needs: Pick<AccountDependencies, "sessions" | "studyMode" | "parentPassword" | "servedRecords">,
): ApiModule {
  const account = createAccountService({
    ...needs,
    users: createUsersRepository(db),
    accounts: createAccountsRepository(db),
    deletionFailures: rateLimiter(ACCOUNT_DELETION_FAILURES),
  });
  return { plugin: accountRoutes(account) };
}

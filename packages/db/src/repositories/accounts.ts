import { inTransaction } from "../client.ts";
import type { Db, Executor } from "../client.ts";

export function createAccountsRepository(db: Db) {
  return {
    /** Every table that holds a student's rows cascades from users(id), so the one DELETE takes all of them or, on failure, none. */
    deleteUser(userId: number, executor: Executor = db): Promise<boolean> {
      return inTransaction(executor, async (trx) => {
        // Reports outlive the student (they are about an app), but not the child's own words.
        await trx.updateTable("reports").set({ details: DELETED_REPORT_DETAILS }).where("reporter_id", "=", userId).execute();
        const result = await trx.deleteFrom("users").where("id", "=", userId).executeTakeFirst();
        return result.numDeletedRows > 0n;
      });
    },
  };
}

export const DELETED_REPORT_DETAILS = "(removed: the reporter deleted their account)";

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

import type { Db } from "../client.ts";

/** Removing a student's account and everything that belongs to it. */
export function createAccountsRepository(db: Db) {
  return {
    /**
     * Deletes the user in one transaction. Every table that holds a student's rows references users(id)
     * ON DELETE CASCADE, so the one DELETE takes all of them with it or, on any failure, none.
     * Answers false when there was no such user (already deleted).
     */
    deleteUser(userId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        // Reports outlive the student (they are about an app, and keep their reason), but not the child's own words.
        await trx.updateTable("reports").set({ details: DELETED_REPORT_DETAILS }).where("reporter_id", "=", userId).execute();
        const result = await trx.deleteFrom("users").where("id", "=", userId).executeTakeFirst();
        return result.numDeletedRows > 0n;
      });
    },
  };
}

/** What a deleted student's report says instead of their words. */
export const DELETED_REPORT_DETAILS = "(removed: the reporter deleted their account)";

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

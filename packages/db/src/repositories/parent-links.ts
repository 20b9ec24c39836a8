import { sql } from "kysely";
import { inTransaction } from "../client.ts";
import type { Db, Executor } from "../client.ts";

/** Which parents a child has, and the one-time codes that link them. Codes are stored by their sha256, so a leaked table links nothing. */
export function createParentLinksRepository(db: Db) {
  return {
    async putLinkCode(userId: number, codeHash: string, expiresAt: Date, executor: Executor = db): Promise<void> {
      await executor
        .insertInto("link_codes")
        .values({ user_id: userId, code_hash: codeHash, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ code_hash: codeHash, expires_at: expiresAt, created_at: sql`now()` }))
        .execute();
    },

    async useLinkCode(codeHash: string, now: Date, executor: Executor = db): Promise<number | undefined> {
      const row = await executor
        .deleteFrom("link_codes")
        .where("code_hash", "=", codeHash)
        .where("expires_at", ">", now)
        .returning("user_id")
        .executeTakeFirst();
      return row?.user_id;
    },

    /** The child's row is locked, so two parents linking at once cannot make a third. */
    link(
      parentId: number,
      userId: number,
      maxParents: number,
      executor: Executor = db,
    ): Promise<"linked" | "already_linked" | "full" | "no_child"> {
      return inTransaction(executor, async (trx) => {
        const child = await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
        if (!child) return "no_child" as const;
        const parents = await trx.selectFrom("parent_links").select("parent_id").where("user_id", "=", userId).execute();
        if (parents.some((row) => row.parent_id === parentId)) return "already_linked" as const;
        if (parents.length >= maxParents) return "full" as const;
        await trx.insertInto("parent_links").values({ parent_id: parentId, user_id: userId }).execute();
        return "linked" as const;
      });
    },

    async unlink(parentId: number, userId: number, executor: Executor = db): Promise<boolean> {
      const result = await executor
        .deleteFrom("parent_links")
        .where("parent_id", "=", parentId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async isLinked(parentId: number, userId: number, executor: Executor = db): Promise<boolean> {
      const row = await executor
        .selectFrom("parent_links")
        .select("user_id")
        .where("parent_id", "=", parentId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async childrenOf(parentId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor.selectFrom("parent_links").select("user_id").where("parent_id", "=", parentId).orderBy("linked_at").execute();
      return rows.map((row) => row.user_id);
    },

    async parentsOf(userId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor.selectFrom("parent_links").select("parent_id").where("user_id", "=", userId).orderBy("linked_at").execute();
      return rows.map((row) => row.parent_id);
    },
  };
}

export type ParentLinksRepository = ReturnType<typeof createParentLinksRepository>;

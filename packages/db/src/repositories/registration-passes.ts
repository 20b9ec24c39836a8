import { inTransaction } from "../client.ts";
import type { Db, Executor } from "../client.ts";
import { siteKeyOf } from "../site-key.ts";
import { newAdvertiserRow } from "./advertisers.ts";
import type { NewAdvertiser } from "./advertisers.ts";
import { spendableAt } from "./single-use.ts";

export interface CheckedRegistration {
  url: string;
  appName: string;
  appDescription: string;
  minAge: number;
  maxAge: number;
  requester: string;
}

export interface RegistrationPass extends CheckedRegistration {
  id: string;
  safetyCheckId: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/** A pass is used in the same transaction that creates the advertiser, so a registration that fails leaves it unused. */
export function createRegistrationPassesRepository(db: Db) {
  return {
    async issue(pass: CheckedRegistration & { tokenHash: string; safetyCheckId: string; at: Date; expiresAt: Date }, executor: Executor = db) {
      await executor
        .insertInto("registration_passes")
        .values({
          token_hash: pass.tokenHash,
          safety_check_id: pass.safetyCheckId,
          site_key: siteKeyOf(pass.url),
          url: pass.url,
          app_name: pass.appName,
          app_description: pass.appDescription,
          min_age: pass.minAge,
          max_age: pass.maxAge,
          requester: pass.requester,
          created_at: pass.at,
          expires_at: pass.expiresAt,
        })
        .execute();
    },

    async findByTokenHash(tokenHash: string, executor: Executor = db): Promise<RegistrationPass | undefined> {
      return executor
        .selectFrom("registration_passes")
        .select([
          "id",
          "safety_check_id as safetyCheckId",
          "url",
          "app_name as appName",
          "app_description as appDescription",
          "min_age as minAge",
          "max_age as maxAge",
          "requester",
          "created_at as createdAt",
          "expires_at as expiresAt",
          "used_at as usedAt",
          "revoked_at as revokedAt",
        ])
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
    },

    async revokeOpenPasses(url: string, at: Date, executor: Executor = db): Promise<number> {
      const result = await executor
        .updateTable("registration_passes")
        .set({ revoked_at: at })
        .where("site_key", "=", siteKeyOf(url))
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Nothing is written when the pass was used, revoked or expired meanwhile. */
    async registerWith(passId: string, now: Date, advertiser: NewAdvertiser, executor: Executor = db): Promise<number | null> {
      return inTransaction(executor, async (trx) => {
        const used = await trx
          .updateTable("registration_passes")
          .set({ used_at: now })
          .where("id", "=", passId)
          .where(spendableAt(now))
          .where("revoked_at", "is", null)
          .returning("id")
          .executeTakeFirst();
        if (!used) return null;
        const { id } = await trx.insertInto("advertisers").values(newAdvertiserRow(advertiser)).returning("id").executeTakeFirstOrThrow();
        await trx.updateTable("registration_passes").set({ advertiser_id: id }).where("id", "=", passId).execute();
        return id;
      });
    },
  };
}

export type RegistrationPassesRepository = ReturnType<typeof createRegistrationPassesRepository>;

import type { Executor } from "../client.ts";
import type { Selectable } from "kysely";
import type { BlockedSitesTable, SiteBlockReason } from "../schema-advertising.ts";
import { siteKeyOf } from "../site-key.ts";

export interface SiteBlock {
  siteKey: string;
  reason: SiteBlockReason;
  note: string;
  advertiserId: number | null;
  createdAt: Date;
  expiresAt: Date | null;
}

export interface NewSiteBlock {
  appUrl: string;
  reason: SiteBlockReason;
  note: string;
  advertiserId: number;
  at: Date;
  expiresAt: Date | null;
}

/** The key is computed here both ways, so no caller can spell a site differently from how it was stored. */
export function createBlockedSitesRepository(db: Executor) {
  return {
    async block({ appUrl, reason, note, advertiserId, at, expiresAt }: NewSiteBlock, executor: Executor = db): Promise<SiteBlock> {
      const row = await executor
        .insertInto("blocked_sites")
        .values({ site_key: siteKeyOf(appUrl), reason, note, advertiser_id: advertiserId, created_at: at, expires_at: expiresAt })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBlock(row);
    },

    async activeFor(url: string, now: Date, executor: Executor = db): Promise<SiteBlock | undefined> {
      const row = await executor
        .selectFrom("blocked_sites")
        .selectAll()
        .where("site_key", "=", siteKeyOf(url))
        .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
        .orderBy("expires_at", (order) => order.desc().nullsFirst())
        .limit(1)
        .executeTakeFirst();
      return row && toBlock(row);
    },

    async ofAdvertiser(advertiserId: number, executor: Executor = db): Promise<SiteBlock[]> {
      const rows = await executor
        .selectFrom("blocked_sites")
        .selectAll()
        .where("advertiser_id", "=", advertiserId)
        .orderBy("created_at", "desc")
        .execute();
      return rows.map(toBlock);
    },

    async lift(url: string, at: Date, executor: Executor = db): Promise<number> {
      const result = await executor
        .updateTable("blocked_sites")
        .set({ expires_at: at })
        .where("site_key", "=", siteKeyOf(url))
        .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", at)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type BlockedSitesRepository = ReturnType<typeof createBlockedSitesRepository>;

function toBlock(row: Omit<Selectable<BlockedSitesTable>, "id">): SiteBlock {
  return {
    siteKey: row.site_key,
    reason: row.reason,
    note: row.note,
    advertiserId: row.advertiser_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

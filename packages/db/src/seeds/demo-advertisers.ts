import { sql } from "kysely";
import type { NewAdvertiserRow } from "../rows.ts";
import type { Db } from "../client.ts";
import demoAdvertisers from "./demo-advertisers.json" with { type: "json" };

type DemoAdvertiser = (typeof demoAdvertisers)[number];

/**
 * Reserved `.example` domains, so no real company is shown as paying; "(Demo)" in the name so nobody mistakes them for customers. Never loaded
 * in production.
 */
export const DEMO_ADVERTISERS: readonly DemoAdvertiser[] = demoAdvertisers;

/** Not a valid argon2 hash, so nobody can log in as one. */
const NO_LOGIN = "!demo-advertiser-no-login";

function toRow(demo: DemoAdvertiser, now: Date): NewAdvertiserRow {
  return {
    app_name: demo.name,
    app_url: demo.url,
    app_description: demo.description,
    ai_generated_description: demo.ai,
    email: demo.name,
    password_hash: NO_LOGIN,
    min_age: demo.minAge,
    max_age: demo.maxAge,
    status: "active",
    safety_status: "safe",
    safety_reason: "Demo advertiser",
    safety_checked_at: now,
    upfront_paid_at: now,
    is_demo: true,
  };
}

export async function seedDemoAdvertisers(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .insertInto("advertisers")
    .values(DEMO_ADVERTISERS.map((demo) => toRow(demo, now)))
    .onConflict((conflict) => conflict.expression(sql`lower(app_name)`).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

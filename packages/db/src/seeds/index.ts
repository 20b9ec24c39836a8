import { createDb } from "../client.ts";
import type { Db } from "../client.ts";
import { seedDemoAdvertisers } from "./demo-advertisers.ts";

/** Every seed is idempotent: running it on a database that has the data already changes nothing. */
export async function seedDevelopmentData(target: string | Db): Promise<string[]> {
  const db = typeof target === "string" ? createDb(target, { maxConnections: 1 }) : target;
  try {
    const advertisers = await seedDemoAdvertisers(db);
    return [`demo advertisers: ${advertisers} added`];
  } finally {
    if (typeof target === "string") await db.destroy();
  }
}

// Runs the privacy retention once in a process of its own (the SIGKILL test kills it mid-run): DATABASE_URL, NOW
// (ISO time) and BATCH_SIZE (rows per statement) from the environment; prints the result as JSON.
import { createDb } from "@kidsafe/db";
import { runPrivacyRetention } from "../src/jobs/privacy-retention.ts";

const env = process.env;
const db = createDb(env.DATABASE_URL ?? "", { maxConnections: 1 });
const batchSize = Number(env.BATCH_SIZE ?? "1000");
const bounds = { batchSize, maxBatches: 1_000_000 };
const quiet = () => undefined;
const result = await runPrivacyRetention(
  { db, clock: () => new Date(env.NOW ?? ""), log: { info: quiet, warn: quiet, error: quiet } },
  { conversations: bounds, moderationReviews: bounds, safetyEvents: bounds, searchHistory: bounds, usage: bounds },
);
process.stdout.write(`${JSON.stringify(result)}\n`);
await db.destroy();

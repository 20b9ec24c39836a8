// Helpers of the moderation tests: which emulator requests were verdicts, and what the moderation tables hold.
import { REPLY_MODERATION_SCHEMA_TITLE } from "@kidsafe/gemini-emulator";
import type { RecordedRequest } from "@kidsafe/gemini-emulator";
import { sql } from "kysely";
import type { TestApi } from "./harness.ts";

/** A reply verdict request (the moderation pass), told apart from a chat or overview request by its schema. */
export function isModerationRequest(request: RecordedRequest): boolean {
  const schema = request.body.generationConfig?.responseSchema as { title?: unknown } | undefined;
  return schema?.title === REPLY_MODERATION_SCHEMA_TITLE;
}

/** Today's refusal counts as the operator console reads them: `surface/category` -> count. */
export async function blockedCounts(api: TestApi): Promise<Record<string, number>> {
  const { rows } = await sql<{ surface: string; category: string; blocked: number }>`
    select surface, category, blocked from moderation_daily_counts
  `.execute(api.database.db);
  return Object.fromEntries(rows.map((row) => [`${row.surface}/${row.category}`, row.blocked]));
}

/** Every held-back answer, every column (to show none names the child). */
export async function reviewRows(api: TestApi) {
  const { rows } = await sql<Record<string, unknown>>`select * from moderation_reviews order by id`.execute(api.database.db);
  return rows;
}

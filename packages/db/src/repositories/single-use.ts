import type { ExpressionBuilder } from "kysely";
import type { Database } from "../schema.ts";

/** Tables of single-use secrets: a mail token, a registration pass. */
type SingleUse = "parent_tokens" | "registration_passes";

/** Not used yet and not expired at `now`: what may still be spent. */
export function spendableAt(now: Date) {
  return (eb: ExpressionBuilder<Database, SingleUse>) => eb.and([eb("used_at", "is", null), eb("expires_at", ">", now)]);
}

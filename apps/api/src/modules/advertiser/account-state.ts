import { ACCOUNT_STATE_TEXTS } from "@kidsafe/contracts";
import type { AccountState } from "@kidsafe/contracts";
import type { AdvertiserRow } from "@kidsafe/db";

/** The producers write some reasons with a full stop and some without. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The same conditions that keep an app out of children's results; the dashboard never works this out itself. */
export function accountStateOf(row: AdvertiserRow, now: Date): AccountState {
  if (row.status === "cancelled") {
    const blocked = row.blacklisted_at !== null && (row.blacklisted_until === null || row.blacklisted_until > now);
    const why = sentence(row.blacklist_reason ?? ACCOUNT_STATE_TEXTS.ended);
    if (!blocked) return { state: "cancelled", reason: why };
    const until = row.blacklisted_until?.toISOString().slice(0, 10);
    return { state: "cancelled", reason: until ? `${why} ${ACCOUNT_STATE_TEXTS.blockedUntil(until)}` : why };
  }
  if (row.status === "pending_payment" || row.upfront_paid_at === null) return { state: "awaiting_upfront_payment", reason: null };
  if (row.paused_at !== null) return { state: "paused", reason: sentence(row.pause_reason ?? ACCOUNT_STATE_TEXTS.pausedForReview) };
  // A verdict that is no longer 'safe' keeps the app out of results even before anyone paused it.
  if (row.safety_status !== "safe") return { state: "paused", reason: sentence(row.safety_reason ?? ACCOUNT_STATE_TEXTS.pausedForReview) };
  if (row.overdue_since !== null) return { state: "overdue", reason: null };
  return { state: "active", reason: null };
}

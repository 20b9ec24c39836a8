import { ACCOUNT_STATE_TEXTS } from "@kidsafe/contracts";
import type { AccountState } from "@kidsafe/contracts";
import type { AdvertiserRecord } from "@kidsafe/db";

/** The producers write some reasons with a full stop and some without. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The same conditions that keep an app out of children's results; the dashboard never works this out itself. */
export function accountStateOf(advertiser: AdvertiserRecord, now: Date): AccountState {
  if (advertiser.status === "cancelled") {
    const blocked = advertiser.blacklistedAt !== null && (advertiser.blacklistedUntil === null || advertiser.blacklistedUntil > now);
    const why = sentence(advertiser.blacklistReason ?? ACCOUNT_STATE_TEXTS.ended);
    if (!blocked) return { state: "cancelled", reason: why };
    const until = advertiser.blacklistedUntil?.toISOString().slice(0, 10);
    return { state: "cancelled", reason: until ? `${why} ${ACCOUNT_STATE_TEXTS.blockedUntil(until)}` : why };
  }
  if (advertiser.status === "pending_payment" || advertiser.upfrontPaidAt === null) return { state: "awaiting_upfront_payment", reason: null };
  if (advertiser.pausedAt !== null) return { state: "paused", reason: sentence(advertiser.pauseReason ?? ACCOUNT_STATE_TEXTS.pausedForReview) };
  // A verdict that is no longer 'safe' keeps the app out of results even before anyone paused it.
  if (advertiser.safetyStatus !== "safe")
    return { state: "paused", reason: sentence(advertiser.safetyReason ?? ACCOUNT_STATE_TEXTS.pausedForReview) };
  if (advertiser.overdueSince !== null) return { state: "overdue", reason: null };
  return { state: "active", reason: null };
}

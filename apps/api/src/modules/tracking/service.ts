import type { TrackClickRequest, TrackRecommendationRequest, TrackViewRequest } from "@kidsafe/contracts";
import type { Clock } from "../../clock.ts";
import type { CountOutcome, ServedLedger } from "@kidsafe/ads";

/**
 * Honest counting of the three tracking calls. The server counts only what it served to this signed-in
 * student's session: a view once per advertiser and student per 10 minutes whatever the session, a click once
 * per advertiser and session per 10 minutes, a recommendation once per offer; views and recommendations at most
 * DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT a day. What the client says about the query or context is ignored
 * (the stored serve record is used). Every outcome answers the client the same way.
 */
export function createTrackingService({ ledger, clock }: { ledger: ServedLedger; clock: Clock }) {
  return {
    view(userId: number, request: TrackViewRequest): Promise<CountOutcome> {
      return ledger.countView(userId, request.sessionId, request.advertiserId, clock());
    },

    click(userId: number, request: TrackClickRequest): Promise<CountOutcome> {
      return ledger.countClick(userId, request.advertiserId, clock());
    },

    recommendation(userId: number, request: TrackRecommendationRequest): Promise<CountOutcome> {
      return ledger.countRecommendation(userId, request.advertiserId, request.recommendationType, clock());
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;

import type { TrackClickRequest, TrackRecommendationRequest, TrackViewRequest } from "@kidsafe/contracts";
import type { Clock } from "../../clock.ts";
import type { CountOutcome, ServedLedger } from "./served-ledger.ts";

/**
 * Honest counting of the three tracking calls. The server counts only what it served to this signed-in
 * student's session, once per advertiser per session per 10 minutes; what the client says about the query
 * or context is ignored (the stored serve record is used). Every outcome answers the client the same way.
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

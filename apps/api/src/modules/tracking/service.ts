import type { TrackClickRequest, TrackRecommendationRequest, TrackViewRequest } from "@kidsafe/contracts";
import type { Clock } from "../../clock.ts";
import type { CountOutcome, ServedLedger } from "@kidsafe/ads";

/**
 * Only what was served to this student's session counts; what the client says about the query or context is ignored. Every outcome answers the
 * client the same way.
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

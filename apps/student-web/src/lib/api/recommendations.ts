import { searchCalls } from "@kidsafe/contracts";
import type { TrackRecommendationRequest } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** The sponsored popups: the apps a recommendation may name, and each popup shown. */
export const recommendationsApi = {
  advertisers: (signal?: AbortSignal) => callApi(searchCalls.getAdvertisersForRecommendations, { signal }),
  track: (request: TrackRecommendationRequest) => callApi(searchCalls.trackRecommendation, { body: request }),
};

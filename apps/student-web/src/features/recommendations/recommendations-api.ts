import { searchCalls } from "@kidsafe/contracts";
import type { RecommendationAdvertiser, TrackRecommendationRequest } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

export const recommendationAdvertisersKey = [
  searchCalls.getAdvertisersForRecommendations.method,
  searchCalls.getAdvertisersForRecommendations.path,
] as const;

/** GET /api/advertisers-for-recommendations -> the apps a recommendation may name. */
export async function fetchRecommendationAdvertisers(signal?: AbortSignal): Promise<RecommendationAdvertiser[]> {
  const answer = await callApi(searchCalls.getAdvertisersForRecommendations, signal ? { signal } : {});
  return answer.advertisers;
}

/** POST /api/track-recommendation, once per popup shown; the answer is not read. */
export async function trackRecommendation(request: TrackRecommendationRequest): Promise<void> {
  await callApi(searchCalls.trackRecommendation, { body: request });
}

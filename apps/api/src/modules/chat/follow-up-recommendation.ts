import type { ChatRequest, OfferedRecommendation, StudyModeState, User } from "@kidsafe/contracts";
import { addTiming } from "@kidsafe/server-kit";
import type { Logger } from "@kidsafe/server-kit";
import type { FollowUpRecommendationRequest, ReplyRecommendations } from "./reply-recommendations.ts";

/**
 * The app to offer beside a follow-up reply (a conversation that started from a search), judged on the child's
 * question and the search's words; none when choosing fails, which must not cost the child the reply.
 */
export async function recommendationFor(
  { recommendations, log }: { recommendations: ReplyRecommendations; log: Logger },
  student: User,
  request: ChatRequest,
  words: string,
  searchQuery: string,
  studyState: Promise<StudyModeState>,
): Promise<OfferedRecommendation | null> {
  try {
    const state = await studyState;
    const recommendationRequest: FollowUpRecommendationRequest = {
      userId: student.id,
      sessionId: request.sessionId,
      type: "followup",
      words: `${words} ${searchQuery}`,
      age: request.age,
      subject: request.subject,
      studyMode: state.enabled,
    };
    const choosing = performance.now();
    const candidates = await recommendations.recommendationCandidates(recommendationRequest);
    addTiming("recommendation", performance.now() - choosing);
    // Asked even with no candidate: the reply still takes its turn in the pacing.
    return await recommendations.offerOnTurn(recommendationRequest, candidates);
  } catch (error) {
    log.warn({ err: error }, "choosing a recommendation failed; answering the reply without one");
    return null;
  }
}

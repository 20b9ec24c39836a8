import type { AgeOption, OfferedRecommendation, StudyModeState, SubjectOption } from "@kidsafe/contracts";

export interface ReplyRecommendations {
  recommendationCandidates(request: FollowUpRecommendationRequest): Promise<OfferedRecommendation[]>;
  offerOnTurn(request: FollowUpRecommendationRequest, candidates: readonly OfferedRecommendation[]): Promise<OfferedRecommendation | null>;
}

export interface FollowUpRecommendationRequest {
  userId: number;
  sessionId: string;
  type: "followup";
  words: string;
  age: AgeOption;
  subject: SubjectOption;
  studyMode: boolean;
}

/** Recommendations follow its rules. */
export interface StudyModeReader {
  recentState(userId: number): Promise<StudyModeState>;
}

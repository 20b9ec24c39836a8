import type { AgeOption, OfferedRecommendation, StudyModeState, SubjectOption } from "@kidsafe/contracts";

/** What a follow-up reply asks the ads module for: the app, if any, to offer beside it (the ads module provides it). */
export interface ReplyRecommendations {
  /** The apps that may be offered, best first (read from memory, no wait). */
  recommendationCandidates(request: FollowUpRecommendationRequest): Promise<OfferedRecommendation[]>;
  /** Offers one of them when the pacing allows, recorded so that only it can be counted (one Redis round trip). */
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

/** The server's study mode of a student (the study-mode module provides it): recommendations follow its rules. */
export interface StudyModeReader {
  recentState(userId: number): Promise<StudyModeState>;
}

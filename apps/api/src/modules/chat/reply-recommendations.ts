import type { AgeOption, OfferedRecommendation, StudyModeState, SubjectOption } from "@kidsafe/contracts";

/** What a follow-up reply asks the ads module: the app, if any, to offer beside it (the ads module provides it). */
export interface ReplyRecommendations {
  chooseRecommendation(request: {
    userId: number;
    sessionId: string;
    type: "followup";
    words: string;
    age: AgeOption;
    subject: SubjectOption;
    studyMode: boolean;
  }): Promise<OfferedRecommendation | null>;
}

/** The server's study mode of a student (the study-mode module provides it): recommendations follow its rules. */
export interface StudyModeReader {
  recentState(userId: number): Promise<StudyModeState>;
}

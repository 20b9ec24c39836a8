import { accountCalls } from "./account.ts";
import { aiStatusCalls } from "./ai-status.ts";
import { adminCalls } from "./admin.ts";
import { adminModerationCalls } from "./admin-moderation.ts";
import { adminOperationsCalls } from "./admin-operations.ts";
import { advertiserCalls } from "./advertiser.ts";
import { attachmentCalls } from "./attachments.ts";
import { authCalls } from "./auth.ts";
import { chatCalls } from "./chat.ts";
import { familyCalls } from "./families.ts";
import { familyInsightCalls } from "./family-insight.ts";
import { parentalLimitsCalls } from "./parental-limits.ts";
import { previewCalls } from "./preview.ts";
import { safetyEventCalls } from "./safety-events.ts";
import { searchCalls } from "./search.ts";
import { studyModeCalls } from "./study-mode.ts";
import { voiceCalls } from "./voice.ts";

/** The contract test checks this list is complete. */
export const httpCalls = {
  ...authCalls,
  ...chatCalls,
  ...attachmentCalls,
  ...searchCalls,
  ...previewCalls,
  ...studyModeCalls,
  ...voiceCalls,
  ...advertiserCalls,
  ...adminCalls,
  ...adminModerationCalls,
  ...adminOperationsCalls,
  ...safetyEventCalls,
  ...accountCalls,
  ...aiStatusCalls,
  ...parentalLimitsCalls,
  ...familyCalls,
  ...familyInsightCalls,
} as const;

export type HttpCallName = keyof typeof httpCalls;

/** Everything they need comes from the session cookie. */
export const PAYLOADLESS_CALLS = [
  "getUser",
  "logout",
  "getAdvertisersForRecommendations",
  "getStudyMode",
  "getStudyModeExitHistory",
  "logStudyModeExit",
  "advertiserStatus",
  "advertiserBilling",
  "advertiserDashboard",
  "advertiserBillingDashboard",
  "advertiserReports",
  "getAiStatus",
  "getParentalLimits",
  "adminMe",
  "adminAiKeyStatus",
  "adminBilling",
  "getFamilyStatus",
  "createLinkCode",
  "parentResendVerification",
  "parentSignOut",
  "parentMe",
  "parentChildren",
  "parentSettings",
] as const satisfies readonly HttpCallName[];

import { buildPath, familyCalls, familyInsightCalls } from "@kidsafe/contracts";
import type { CallBody, FamilyRules, ParentSettings } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

const child = (childId: number) => ({ params: { childId } });

/** Every call of the parent area (packages/contracts families.ts and family-insight.ts). */
export const parentApi = {
  /** A 401 means no parent is signed in. */
  me: (signal?: AbortSignal) => callApi(familyCalls.parentMe, { signal }),
  signUp: (body: CallBody<typeof familyCalls.parentSignUp>) => callApi(familyCalls.parentSignUp, { body }),
  signIn: (body: CallBody<typeof familyCalls.parentSignIn>) => callApi(familyCalls.parentSignIn, { body }),
  signOut: () => callApi(familyCalls.parentSignOut),
  verifyEmail: (token: string) => callApi(familyCalls.parentVerifyEmail, { body: { token } }),
  resendVerification: () => callApi(familyCalls.parentResendVerification),
  requestReset: (email: string) => callApi(familyCalls.parentRequestReset, { body: { email } }),
  completeReset: (token: string, password: string) => callApi(familyCalls.parentCompleteReset, { body: { token, password } }),
  children: (signal?: AbortSignal) => callApi(familyCalls.parentChildren, { signal }),
  linkChild: (code: string) => callApi(familyCalls.parentLinkChild, { body: { code } }),
  createChild: (body: CallBody<typeof familyCalls.parentCreateChild>) => callApi(familyCalls.parentCreateChild, { body }),
  startConsent: (childId: number, noticeVersion: string) =>
    callApi(familyCalls.parentStartConsent, { ...child(childId), body: { noticeVersion } }),
  confirmConsent: (checkoutSessionId: string) => callApi(familyCalls.parentConfirmConsent, { body: { checkoutSessionId } }),
  withdrawConsent: (childId: number) => callApi(familyCalls.parentWithdrawConsent, child(childId)),
  conversations: (childId: number, signal?: AbortSignal) => callApi(familyCalls.parentChildConversations, { ...child(childId), signal }),
  deleteChild: (childId: number, password: string) => callApi(familyCalls.parentDeleteChild, { ...child(childId), body: { password } }),
  setParentPassword: (childId: number, parentPassword: string) =>
    callApi(familyCalls.parentSetChildParentPassword, { ...child(childId), body: { parentPassword } }),
  setLimits: (childId: number, body: CallBody<typeof familyCalls.parentSetChildLimits>) =>
    callApi(familyCalls.parentSetChildLimits, { ...child(childId), body }),
  /** The export is a zip the browser downloads itself (a plain link keeps it out of memory). */
  exportUrl: (childId: number): string => buildPath(familyCalls.parentExportChild.path, { childId }),

  childDay: (childId: number, signal?: AbortSignal) => callApi(familyInsightCalls.parentChildDay, { ...child(childId), signal }),
  childSearches: (childId: number, signal?: AbortSignal) => callApi(familyInsightCalls.parentChildSearches, { ...child(childId), signal }),
  setRules: (childId: number, body: FamilyRules) => callApi(familyInsightCalls.parentSetFamilyRules, { ...child(childId), body }),
  settings: (signal?: AbortSignal) => callApi(familyInsightCalls.parentSettings, { signal }),
  setSettings: (body: ParentSettings) => callApi(familyInsightCalls.parentSetSettings, { body }),
  unsubscribeWeeklySummary: (token: string) => callApi(familyInsightCalls.weeklySummaryUnsubscribe, { body: { token } }),
};

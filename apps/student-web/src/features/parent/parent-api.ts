import { buildPath, familyCalls, familyInsightCalls } from "@kidsafe/contracts";
import type { CallBody, ChildSummary, FamilyRules, ParentProfile, ParentSettings } from "@kidsafe/contracts";
import { callApi, isApiError } from "@kidsafe/ui";

export const PARENT_ME_QUERY_KEY = [familyCalls.parentMe.method, familyCalls.parentMe.path] as const;
export const PARENT_CHILDREN_QUERY_KEY = [familyCalls.parentChildren.method, familyCalls.parentChildren.path] as const;
export const childConversationsKey = (childId: number) => [familyCalls.parentChildConversations.path, childId] as const;
export const childDayKey = (childId: number) => [familyInsightCalls.parentChildDay.path, childId] as const;
export const childSearchesKey = (childId: number) => [familyInsightCalls.parentChildSearches.path, childId] as const;
export const PARENT_SETTINGS_QUERY_KEY = [familyInsightCalls.parentSettings.method, familyInsightCalls.parentSettings.path] as const;

/** The signed-in parent, or null: a 401 means no parent is signed in. */
async function me(signal?: AbortSignal): Promise<ParentProfile | null> {
  try {
    return await callApi(familyCalls.parentMe, signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

const child = (childId: number) => ({ params: { childId } });
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Every call of the parent area (packages/contracts families.ts and family-insight.ts). */
export const parentApi = {
  me,
  signUp: (body: CallBody<typeof familyCalls.parentSignUp>) => callApi(familyCalls.parentSignUp, { body }),
  signIn: (body: CallBody<typeof familyCalls.parentSignIn>) => callApi(familyCalls.parentSignIn, { body }),
  signOut: () => callApi(familyCalls.parentSignOut),
  verifyEmail: (token: string) => callApi(familyCalls.parentVerifyEmail, { body: { token } }),
  resendVerification: () => callApi(familyCalls.parentResendVerification),
  requestReset: (email: string) => callApi(familyCalls.parentRequestReset, { body: { email } }),
  completeReset: (token: string, password: string) => callApi(familyCalls.parentCompleteReset, { body: { token, password } }),
  children: async (signal?: AbortSignal): Promise<ChildSummary[]> =>
    (await callApi(familyCalls.parentChildren, signal ? { signal } : {})).children,
  linkChild: (code: string) => callApi(familyCalls.parentLinkChild, { body: { code } }),
  createChild: (body: CallBody<typeof familyCalls.parentCreateChild>) => callApi(familyCalls.parentCreateChild, { body }),
  startConsent: (childId: number, noticeVersion: string) =>
    callApi(familyCalls.parentStartConsent, { ...child(childId), body: { noticeVersion } }),
  confirmConsent: (checkoutSessionId: string) => callApi(familyCalls.parentConfirmConsent, { body: { checkoutSessionId } }),
  withdrawConsent: (childId: number) => callApi(familyCalls.parentWithdrawConsent, child(childId)),
  conversations: (childId: number, signal?: AbortSignal) =>
    callApi(familyCalls.parentChildConversations, { ...child(childId), ...(signal ? { signal } : {}) }),
  deleteChild: (childId: number, password: string) => callApi(familyCalls.parentDeleteChild, { ...child(childId), body: { password } }),
  setParentPassword: (childId: number, parentPassword: string) =>
    callApi(familyCalls.parentSetChildParentPassword, { ...child(childId), body: { parentPassword } }),
  setLimits: (childId: number, body: CallBody<typeof familyCalls.parentSetChildLimits>) =>
    callApi(familyCalls.parentSetChildLimits, { ...child(childId), body }),
  childDay: (childId: number, signal?: AbortSignal) => callApi(familyInsightCalls.parentChildDay, { ...child(childId), ...withSignal(signal) }),
  childSearches: (childId: number, signal?: AbortSignal) =>
    callApi(familyInsightCalls.parentChildSearches, { ...child(childId), ...withSignal(signal) }),
  setRules: (childId: number, body: FamilyRules) => callApi(familyInsightCalls.parentSetFamilyRules, { ...child(childId), body }),
  settings: (signal?: AbortSignal) => callApi(familyInsightCalls.parentSettings, withSignal(signal)),
  setSettings: (body: ParentSettings) => callApi(familyInsightCalls.parentSetSettings, { body }),
  unsubscribeWeeklySummary: (token: string) => callApi(familyInsightCalls.weeklySummaryUnsubscribe, { body: { token } }),
};

/** The export is a zip the browser downloads itself (a plain link keeps it out of memory). */
export const exportUrlOf = (childId: number): string => buildPath(familyCalls.parentExportChild.path, { childId });

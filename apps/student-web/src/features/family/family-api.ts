import { FAMILY_TEXTS, familyCalls } from "@kidsafe/contracts";
import type { FamilyStatus, LinkCodeResponse } from "@kidsafe/contracts";
import { callApi, isApiError } from "@kidsafe/ui";

export const FAMILY_STATUS_QUERY_KEY = [familyCalls.getFamilyStatus.method, familyCalls.getFamilyStatus.path] as const;
export const LINK_CODE_QUERY_KEY = [familyCalls.createLinkCode.method, familyCalls.createLinkCode.path] as const;

export const familyApi = {
  status: (signal?: AbortSignal): Promise<FamilyStatus> => callApi(familyCalls.getFamilyStatus, signal ? { signal } : {}),
  setBirthYear: (birthYear: number): Promise<FamilyStatus> => callApi(familyCalls.setBirthYear, { body: { birthYear } }),
  createLinkCode: (): Promise<LinkCodeResponse> => callApi(familyCalls.createLinkCode),
};

/** The server's 403 for a child under 13 whose parent has not said yes yet (any collecting call answers it). */
export function isConsentNeededError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.bodyText === FAMILY_TEXTS.consentNeeded;
}

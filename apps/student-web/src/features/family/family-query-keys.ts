import { familyCalls } from "@kidsafe/contracts";

export const FAMILY_STATUS_QUERY_KEY = [familyCalls.getFamilyStatus.method, familyCalls.getFamilyStatus.path] as const;
export const LINK_CODE_QUERY_KEY = [familyCalls.createLinkCode.method, familyCalls.createLinkCode.path] as const;

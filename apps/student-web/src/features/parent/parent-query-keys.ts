import { familyCalls, familyInsightCalls } from "@kidsafe/contracts";

export const PARENT_ME_QUERY_KEY = [familyCalls.parentMe.method, familyCalls.parentMe.path] as const;
export const PARENT_CHILDREN_QUERY_KEY = [familyCalls.parentChildren.method, familyCalls.parentChildren.path] as const;
export const childConversationsKey = (childId: number) => [familyCalls.parentChildConversations.path, childId] as const;
export const childDayKey = (childId: number) => [familyInsightCalls.parentChildDay.path, childId] as const;
export const childSearchesKey = (childId: number) => [familyInsightCalls.parentChildSearches.path, childId] as const;
export const PARENT_SETTINGS_QUERY_KEY = [familyInsightCalls.parentSettings.method, familyInsightCalls.parentSettings.path] as const;

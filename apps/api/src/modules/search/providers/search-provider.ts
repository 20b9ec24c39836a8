import type { AgeOption, SubjectOption, WebsiteResult } from "@kidsafe/contracts";

export interface SearchOptions {
  age: AgeOption;
  subject: SubjectOption;
  studyMode: boolean;
  limit: number;
}

/** Every adapter passes its results through the one safety filter and answers organic results only. */
export interface SearchProvider {
  readonly name: string;
  search(query: string, options: SearchOptions): Promise<WebsiteResult[]>;
}

/** Every catalogue site is made for ages 1 to 18. */
export function numericAge(age: AgeOption): number | null {
  return age === "smart_adapt" ? null : Number(age);
}

export const MAX_SEARCH_RESULTS = 20;

import type { AgeOption, SubjectOption, WebsiteResult } from "@kidsafe/contracts";

export interface SearchOptions {
  age: AgeOption;
  subject: SubjectOption;
  studyMode: boolean;
  /** Results wanted at most. */
  limit: number;
}

/**
 * The search port: where website results come from. Adapters: the built-in kid-safe catalogue
 * (PostgreSQL full-text search) and Gemini with Google Search grounding. Every adapter passes its results
 * through the one safety filter (@kidsafe/ai site-safety.ts) and answers organic results only (`isAdvertised:
 * false`); sponsored results are blended in by the search service.
 */
export interface SearchProvider {
  readonly name: string;
  search(query: string, options: SearchOptions): Promise<WebsiteResult[]>;
}

/** smart_adapt means "no age given": no age filter (every catalogue site is made for ages 1 to 18). */
export function numericAge(age: AgeOption): number | null {
  return age === "smart_adapt" ? null : Number(age);
}

/** Results per search at most, whatever a caller asks for. */
export const MAX_SEARCH_RESULTS = 20;

import type { SubjectOption } from "@kidsafe/contracts";
import type { SearchableAdvertiser } from "@kidsafe/db";
import { searchTerms } from "./search-terms.ts";

/** In study mode a recommendation must hold one of its subject's words; 'default' gets none. */
const SUBJECT_WORDS: Readonly<Record<SubjectOption, string>> = {
  default: "",
  math: "math maths mathematics arithmetic fractions",
  science: "science",
  fitness: "fitness exercise sport",
  history: "history",
  language: "language languages",
  cs: "coding programming computer",
  drama: "drama theatre theater acting",
  writing: "writing",
  handwriting: "handwriting",
  english: "english reading",
  grammar: "grammar",
  stress: "stress calm mindfulness",
  memory: "memory",
  money: "money",
  time: "time clock",
  diy: "diy crafts",
};

const subjectTermsCache = new Map<SubjectOption, readonly string[]>();

/** Stemmed as the sponsored index stems an app's words. */
export function subjectTerms(subject: SubjectOption): readonly string[] {
  let terms = subjectTermsCache.get(subject);
  if (terms === undefined) {
    terms = searchTerms(SUBJECT_WORDS[subject]);
    subjectTermsCache.set(subject, terms);
  }
  return terms;
}

export function holdsAnyTerm(advertiser: Pick<SearchableAdvertiser, "appName" | "matchedText">, terms: readonly string[]): boolean {
  const own = new Set(searchTerms(`${advertiser.appName} ${advertiser.matchedText}`));
  return terms.some((term) => own.has(term));
}

export const CONTEXT_MAX_LENGTH = 90;

/** The description the safety check passed (what the advertiser saw), never a model's words. */
export function recommendationContext(advertiser: Pick<SearchableAdvertiser, "appName" | "description">): string {
  const first =
    advertiser.description
      .trim()
      .split(/(?<=[.!?])\s+/)[0]
      ?.trim() ?? "";
  if (first === "") return `Try ${advertiser.appName}`;
  if (first.length <= CONTEXT_MAX_LENGTH) return first;
  const cut = first.slice(0, CONTEXT_MAX_LENGTH - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:.-]+$/, "");
  return `${atWord}…`;
}

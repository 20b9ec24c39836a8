import { FAMILY_INSIGHT_TEXTS, FamilyRules, FEATURE_LIMIT_MINUTES, FEATURES } from "@kidsafe/contracts";
import type { Feature } from "@kidsafe/contracts";
import { limitToInput, parseLimitInput } from "../../settings/parental/limit-input.ts";

export interface WindowDraft {
  /** Stable across edits and removals, for React's keys. */
  key: number;
  days: number[];
  start: string;
  end: string;
}

/** The rules as the form holds them: limits as typed text (empty = off), windows as drafts. */
export interface RulesDraft {
  limits: Record<Feature, string>;
  windows: WindowDraft[];
}

/** A new window's times: the evening to the next morning, the usual wish. */
export const NEW_WINDOW = { days: [0, 1, 2, 3, 4], start: "21:00", end: "07:00" } as const;

let nextKey = 1;
export const newWindowDraft = (window: { days: readonly number[]; start: string; end: string } = NEW_WINDOW): WindowDraft => ({
  key: nextKey++,
  days: [...window.days],
  start: window.start,
  end: window.end,
});

export function draftOf(rules: FamilyRules): RulesDraft {
  const limits = Object.fromEntries(FEATURES.map((feature) => [feature, limitToInput(rules.featureLimits[feature] ?? null)]));
  return { limits: limits as Record<Feature, string>, windows: rules.quietHours.map((window) => newWindowDraft(window)) };
}

/** A field's key, as the server names it in `fieldErrors` ("featureLimits.chat", "quietHours.0.start"). */
export const limitField = (feature: Feature) => `featureLimits.${feature}`;
export const windowField = (index: number, part?: "days" | "start" | "end") => `quietHours.${index}${part ? `.${part}` : ""}`;

/**
 * The draft as the body of PUT rules, or the message per field: checked with the contracts' own schema, so what the
 * form lets through is what the server accepts.
 */
export function rulesOf(draft: RulesDraft): { rules: FamilyRules } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const featureLimits: Record<string, number | null> = {};
  for (const feature of FEATURES) {
    const parsed = parseLimitInput(draft.limits[feature], FEATURE_LIMIT_MINUTES, FAMILY_INSIGHT_TEXTS.featureLimitRange);
    if ("error" in parsed) errors[limitField(feature)] = parsed.error;
    else featureLimits[feature] = parsed.value;
  }
  const candidate = {
    featureLimits,
    // Days in week order read better in the stored rules and in the weekly summary.
    quietHours: draft.windows.map(({ days, start, end }) => ({ days: [...days].sort((a, b) => a - b), start, end })),
  };
  const checked = FamilyRules.safeParse(candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = issue.path.map(String).join(".");
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !checked.success) return { errors };
  return { rules: checked.data };
}

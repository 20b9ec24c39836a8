// Recognised by the request's structured-output schema, never by words in the question.
import type { GenerateContentRequest } from "../rest/wire.ts";
import { OFFLINE_PREFIX } from "./offline-reply.ts";

export const SITE_SAFETY_SCHEMA_TITLE = "SiteSafetyVerdict";

type Category = "adult_content" | "gambling" | "violence" | "drugs_alcohol_tobacco_vaping" | "hate" | "self_harm" | "childrens_data" | "scams";

/** So tests can pick each outcome. */
const CATEGORY_WORDS: ReadonlyArray<{ category: Category; label: string; pattern: RegExp }> = [
  { category: "adult_content", label: "adult content", pattern: /\b(?:porn\w*|xxx|nude|nudes|nudity|naked|sex cams?|erotic\w*|escorts?)\b/i },
  {
    category: "gambling",
    label: "gambling",
    pattern: /\b(?:casinos?|bet|bets|betting|poker|jackpots?|roulette|blackjack|sportsbook|slot machines?|gambl\w*)\b/i,
  },
  { category: "violence", label: "violence", pattern: /\b(?:gore|gory|massacres?|beheadings?|torture|guns? for sale|buy (?:a )?guns?)\b/i },
  {
    category: "drugs_alcohol_tobacco_vaping",
    label: "drugs, alcohol, tobacco or vaping",
    pattern: /\b(?:vapes?|vaping|e-?cigarettes?|cigarettes?|tobacco|beers?|wine|vodka|whiske?y|cannabis|marijuana|cocaine|heroin)\b/i,
  },
  { category: "hate", label: "hate", pattern: /\b(?:white power|master race|racial purity|hate group)\b/i },
  { category: "self_harm", label: "self-harm", pattern: /\b(?:self[- ]harm|cut yourself|suicide methods?|pro[- ]ana|thinspiration)\b/i },
  {
    category: "childrens_data",
    label: "collecting children's personal data",
    pattern:
      /\b(?:what is your home address|send (?:us |me )?a photo|what is your phone number|what school do you go to|chat with strangers|talk to strangers)\b/i,
  },
  {
    category: "scams",
    label: "scams",
    pattern:
      /\b(?:enter your card|free iphone|claim your prize|you have won|credit card number|free v-?bucks|free robux|v-?bucks generator|robux generator)\b/i,
  },
];

interface PromptPage {
  url: string;
  title: string;
  description: string;
  text: string;
}

export function isSiteSafetyRequest(request: GenerateContentRequest): boolean {
  const config = request.generationConfig ?? {};
  const schema = (config.responseSchema ?? config.responseJsonSchema) as { title?: unknown } | undefined;
  return config.responseMimeType === "application/json" && schema?.title === SITE_SAFETY_SCHEMA_TITLE;
}

function siteIn(request: GenerateContentRequest): { appName: string; appDescription: string; pages: PromptPage[] } | undefined {
  const turn = [...request.contents].reverse().find((content) => (content.role ?? "user") === "user");
  for (const part of turn?.parts ?? []) {
    if (typeof part.text !== "string") continue;
    try {
      const value = JSON.parse(part.text) as { appName?: unknown; appDescription?: unknown; pages?: unknown };
      if (!Array.isArray(value.pages)) continue;
      const pages = (value.pages as Array<Partial<Record<keyof PromptPage, unknown>>>).map((page) => ({
        url: textField(page.url),
        title: textField(page.title),
        description: textField(page.description),
        text: textField(page.text),
      }));
      return { appName: textField(value.appName), appDescription: textField(value.appDescription), pages };
    } catch {
      continue;
    }
  }
  return undefined;
}

const textField = (value: unknown) => (typeof value === "string" ? value : "");

const sentence = (text: string) => {
  const trimmed = text.trim();
  return trimmed === "" || /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

export function siteSafetyReply(request: GenerateContentRequest): string {
  const site = siteIn(request);
  if (!site || site.pages.length === 0) {
    return JSON.stringify({
      failedCategories: [],
      isSafe: false,
      reason: "The website's pages were missing from the request.",
      details: "Offline AI found no pages to judge in the request.",
      aiDescription: "",
    });
  }

  const listing = `${site.appName}\n${site.appDescription}`;
  const findings = CATEGORY_WORDS.flatMap(({ category, label, pattern }) => {
    const named = pattern.exec(listing);
    if (named) return [{ category, label, word: named[0], url: "the app's name or description" }];
    for (const page of site.pages) {
      const match = pattern.exec([page.url, page.title, page.description, page.text].join("\n"));
      if (match) return [{ category, label, word: match[0], url: page.url }];
    }
    return [];
  });

  const home = site.pages[0]!;
  const described = [sentence(home.title), sentence(home.description)].filter(Boolean).join(" ");
  const aiDescription = `${OFFLINE_PREFIX}${described || `The website of ${site.appName || "this app"}.`}`;
  if (findings.length === 0) {
    return JSON.stringify({
      failedCategories: [],
      isSafe: true,
      reason: "The website looks suitable for children aged 1-18.",
      details: `Offline AI read ${site.pages.length} page(s) and found none of the words on its lists of content unsuitable for children.`,
      aiDescription,
    });
  }
  return JSON.stringify({
    failedCategories: findings.map((finding) => finding.category),
    isSafe: false,
    reason: `The website has content unsuitable for children: ${findings.map((finding) => finding.label).join(", ")}.`,
    details: findings.map((finding) => `Offline AI found "${finding.word}" on ${finding.url} (${finding.label}).`).join(" "),
    aiDescription,
  });
}

// Pure and synchronous: cheap on every reply, offline, easy to test.
import { REPLY_MODERATION_RUBRIC } from "./reply-moderation-rubric.ts";
import type { ReplyModerationCategory } from "./reply-moderation-rubric.ts";
import { CATEGORY_PATTERNS, PROTECT, PUSH } from "./reply-safety-patterns.ts";
import { BLOCKED_DOMAINS, BLOCKED_HOST_STEMS, BLOCKED_TLDS, LINK_SHORTENERS } from "./reply-safety-lists.ts";
import { screenChildMessage } from "./turns/child-message-screen.ts";

export type ReplySafetyIssue =
  | { kind: "blocked_topic"; category: ReplyModerationCategory; topic: string; excerpt: string }
  | { kind: "unsafe_link"; category: "unsafe_links"; link: string; reason: string }
  | { kind: "unsafe_in_context"; category: ReplyModerationCategory; reason: string; excerpt: string };

export interface ReplySafetyOptions {
  /** Unknown (smart adapt): the younger-only rules do not apply. */
  age?: number | null;
  /** An answer that complies with a crisis or harmful request (a quantity, a yes, a secret) is refused even when mild. */
  question?: string;
}

export type ReplySafetyVerdict = { safe: true } | { safe: false; issues: ReplySafetyIssue[] };

export const SAFE_REFUSAL_REPLY =
  "Hmm, I can't share that answer. Let's try a different question! If something is worrying you, a parent, teacher or another grown-up you trust can help.";

export const BLOCKED_QUESTION_REPLY =
  "That's not something I can help with. Let's talk about something else! You could ask me about animals, space, or something from school.";

const SCHEME_LINK = /\b(?:[a-z][a-z0-9+.-]*):(?:\/\/)?[^\s<>"')\]]+/gi;
const BARE_HOST = /\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}\b/gi;
const SAFE_SCHEMES = new Set(["http", "https"]);
const IPV4_HOST = /^\d{1,3}(?:\.\d{1,3}){3}$/;

function matchesDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

export function unsafeHostReason(rawHost: string): string | undefined {
  const host = rawHost
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");
  if (IPV4_HOST.test(host) || host.includes(":")) return "links to a bare IP address";
  if (BLOCKED_DOMAINS.some((domain) => matchesDomain(host, domain))) return "a blocked site";
  if (LINK_SHORTENERS.some((domain) => matchesDomain(host, domain))) return "a link shortener hides where it leads";
  const tld = host.split(".").at(-1) ?? "";
  if (BLOCKED_TLDS.includes(tld)) return `the .${tld} domain`;
  if (host.split(".").some((label) => BLOCKED_HOST_STEMS.some((stem) => label.includes(stem)))) return "an adult or gambling site";
  return undefined;
}

function linkIssues(text: string): ReplySafetyIssue[] {
  const issues: ReplySafetyIssue[] = [];
  const seenHosts = new Set<string>();
  for (const [link] of text.matchAll(SCHEME_LINK)) {
    const scheme = link.slice(0, link.indexOf(":")).toLowerCase();
    if (!SAFE_SCHEMES.has(scheme)) {
      // 'Note: ...' or 'ratio 3:4' are not links; only flag schemes that browsers act on.
      if (["javascript", "data", "vbscript", "file", "blob", "ftp"].includes(scheme)) {
        issues.push({ kind: "unsafe_link", category: "unsafe_links", link, reason: `${scheme}: links are never shown` });
      }
      continue;
    }
    let host: string;
    try {
      host = new URL(link).hostname;
    } catch {
      continue;
    }
    seenHosts.add(host.toLowerCase());
    const reason = unsafeHostReason(host.replace(/^\[|\]$/g, ""));
    if (reason) issues.push({ kind: "unsafe_link", category: "unsafe_links", link, reason });
  }
  for (const [host] of text.matchAll(BARE_HOST)) {
    if (seenHosts.has(host.toLowerCase())) continue;
    const reason = unsafeHostReason(host);
    if (reason) issues.push({ kind: "unsafe_link", category: "unsafe_links", link: host, reason });
  }
  return issues;
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== "");

function topicIssues(text: string, age: number | null): ReplySafetyIssue[] {
  return CATEGORY_PATTERNS.flatMap(({ category, patterns, allow, younger, lexicon }) => {
    // Blanked with spaces (same length) so excerpts stay readable.
    const judged = allow.reduce((remaining, pattern) => remaining.replace(pattern, (span) => " ".repeat(span.length)), text);
    const applicable = younger && age !== null && age <= younger.maxAge ? [...patterns, ...younger.patterns] : patterns;
    for (const pattern of applicable) {
      const match = pattern.exec(judged);
      if (match) return [{ kind: "blocked_topic" as const, category, topic: REPLY_MODERATION_RUBRIC[category].label, excerpt: match[0] }];
    }
    const pushed = sentencesOf(judged).find((sentence) => lexicon.test(sentence) && PUSH.test(sentence) && !PROTECT.test(sentence));
    if (pushed) return [{ kind: "blocked_topic" as const, category, topic: REPLY_MODERATION_RUBRIC[category].label, excerpt: pushed.trim() }];
    return [];
  });
}

const ASKS_QUANTITY = /\bhow\s+(?:many|much|long|often)\b|\bwhat\s+(?:dose|amount)\b/i;
const QUANTITY =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a\s+(?:few|handful|couple|dozen)|several|half)\b/i;
const ASKS_YES_OR_NO =
  /^\W*(?:should|can|could|may|do|does|is|are|will|would|shall)\b|\b(?:should|can|could|may)\s+i\b|\bis\s+it\s+(?:ok|okay|fine|safe|alright)\b/i;
const AFFIRMS =
  /^\W*(?:yes|yeah|yep|sure|of\s+course|absolutely|definitely|go\s+for\s+it|go\s+ahead|you\s+can|you\s+should|that'?s\s+fine|it'?s\s+fine|ok|okay)\b/i;
const SECRECY =
  /\b(?:no\s+one|nobody)\s+(?:needs?|has|have)\s+to\s+know\b|\byou\s+(?:do\s+not|don'?t)\s+(?:need|have)\s+to\s+tell\b|\bkeep\s+it\s+(?:a\s+)?secret\b|\bwon'?t\s+find\s+out\b/i;

function contextIssues(text: string, question: string | undefined): ReplySafetyIssue[] {
  if (!question) return [];
  const screened = screenChildMessage(question);
  if (!screened.harm || PROTECT.test(text)) return [];
  const complies =
    (ASKS_QUANTITY.test(question) && QUANTITY.test(text)) || (ASKS_YES_OR_NO.test(question) && AFFIRMS.test(text)) || SECRECY.test(text);
  return complies
    ? [{ kind: "unsafe_in_context", category: screened.harm, reason: "complies with a harmful question", excerpt: text.slice(0, 120) }]
    : [];
}

export function checkReplySafety(text: string, options: ReplySafetyOptions = {}): ReplySafetyVerdict {
  const age = options.age ?? null;
  // Letters split by dots, dashes or spaces ('p.o.r.n', 'f-u-c-k') are read joined up too.
  const joined = text.replace(/\b(\w)[.\-_ ](?=\w\b)/g, "$1");
  const issues = [
    ...topicIssues(text, age),
    ...(joined === text ? [] : topicIssues(joined, age)),
    ...linkIssues(text),
    ...contextIssues(text, options.question),
  ];
  const unique = issues.filter((issue, index) => issues.findIndex((other) => JSON.stringify(other) === JSON.stringify(issue)) === index);
  return unique.length === 0 ? { safe: true } : { safe: false, issues: unique };
}

export interface CheckedReply {
  text: string;
  replacedForSafety: boolean;
  issues: ReplySafetyIssue[];
}

export function safeReply(text: string): CheckedReply {
  const verdict = checkReplySafety(text);
  return verdict.safe
    ? { text, replacedForSafety: false, issues: [] }
    : { text: SAFE_REFUSAL_REPLY, replacedForSafety: true, issues: verdict.issues };
}

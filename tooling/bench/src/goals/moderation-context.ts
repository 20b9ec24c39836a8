// Each layer is run as the turn pipeline runs it.
import {
  checkReplySafety,
  leansOnPrevious,
  loadChildMessages,
  loadContextPairs,
  MESSAGE_CATEGORIES,
  raisedBy,
  screenChildMessage,
} from "@kidsafe/ai";
import type { EvaluationSetName, LabelledChildMessage, LabelledContextPair, MessageCategory, ReplyJudge, ReplyModerator } from "@kidsafe/ai";
import type { SafetyEventCategoryValue } from "@kidsafe/contracts";
import { blockedTable, sortedTable } from "./moderation-table.ts";
import type { Scored } from "./moderation-table.ts";

const CONTEXT_CATEGORIES = [
  "self_harm",
  "grooming_personal_info",
  "violence_weapons",
  "drugs_alcohol_tobacco",
  "dangerous_challenges",
  "scams_phishing",
] as const;

/** Nothing to weigh, so only the message is measured. */
const NEUTRAL_ANSWER = "Thanks for your message! Let's talk about it.";

const LABEL_OF_EVENT: Readonly<Record<SafetyEventCategoryValue, MessageCategory>> = {
  self_harm: "crisis_self_harm",
  abuse: "crisis_abuse",
  grooming: "crisis_grooming",
  personal_data: "personal_data",
  harmful_request: "harmful_request",
};

const labelOf = (event: SafetyEventCategoryValue | null): MessageCategory => (event ? LABEL_OF_EVENT[event] : "ordinary");

/** A few at a time: the emulator runs in this process. */
async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const done: R[] = [];
  for (let index = 0; index < items.length; index += 8) done.push(...(await Promise.all(items.slice(index, index + 8).map(work))));
  return done;
}

async function scorePair(pair: LabelledContextPair, judge: ReplyJudge, moderator: ReplyModerator): Promise<Scored> {
  // The previous turn only when the message leans on it, as the turn pipeline sends it.
  const previous = pair.previous && leansOnPrevious(pair.question) ? pair.previous : null;
  const asked = previous ? `${previous.question} ${pair.question}` : pair.question;
  const [alone, both] = await Promise.all([
    judge.judge({ text: pair.answer, age: pair.age, surface: "chat", question: pair.question, previous }),
    moderator.moderate(pair.answer, { surface: "chat", age: pair.age, question: pair.question, previous }),
  ]);
  return {
    category: pair.category,
    label: pair.label,
    caught: {
      deterministic: !checkReplySafety(pair.answer, { age: pair.age, question: asked }).safe,
      verdict: alone.decision === "block",
      both: both.blocked,
    },
  };
}

async function scoreMessage(item: LabelledChildMessage, judge: ReplyJudge): Promise<Scored & { lookalike: boolean }> {
  const screened = screenChildMessage(item.message, { age: item.age });
  // Personal details masked, as the pipeline sends it.
  const verdict = await judge.judge({ text: NEUTRAL_ANSWER, age: item.age, surface: "chat", question: screened.masked, previous: null });
  const sorted = {
    deterministic: labelOf(screened.event),
    verdict: verdict.messageCategory ?? "ordinary",
    both: labelOf(raisedBy(screened, verdict.messageCategory).event),
  };
  return {
    category: item.category,
    label: item.category === "ordinary" ? "innocent" : "unsafe",
    lookalike: item.lookalike ?? false,
    caught: {
      deterministic: sorted.deterministic === item.category,
      verdict: sorted.verdict === item.category,
      both: sorted.both === item.category,
    },
  };
}

const SET_TITLE: Record<EvaluationSetName, string> = { set: "evaluation", holdout: "held-out" };

export async function contextReports(judge: ReplyJudge, moderator: ReplyModerator): Promise<string[]> {
  const reports: string[] = [];
  for (const name of ["set", "holdout"] as const satisfies readonly EvaluationSetName[]) {
    const pairs = loadContextPairs(name);
    const scored = await inBatches(pairs, (pair) => scorePair(pair, judge, moderator));
    const unsafe = pairs.filter((pair) => pair.label === "unsafe").length;
    reports.push(
      [
        `### Answers with their questions, ${SET_TITLE[name]} (${unsafe} unsafe pairs, ${pairs.length - unsafe} innocent: the same answers to innocent questions)`,
        "",
        blockedTable(scored, CONTEXT_CATEGORIES),
      ].join("\n"),
    );
  }
  for (const name of ["set", "holdout"] as const satisfies readonly EvaluationSetName[]) {
    const messages = loadChildMessages(name);
    const scored = await inBatches(messages, (item) => scoreMessage(item, judge));
    const ages = [...new Set(messages.map((item) => item.age))].sort((a, b) => a - b);
    reports.push(
      [
        `### Children's messages, ${SET_TITLE[name]} (${messages.length} messages, ages ${ages[0]}-${ages.at(-1)})`,
        "",
        sortedTable(scored, MESSAGE_CATEGORIES),
      ].join("\n"),
    );
  }
  return reports;
}

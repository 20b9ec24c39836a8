// The labelled evaluation sets of moderation (packages/ai/eval), written for this purpose, each line with the child's
// age: answers with their rubric category and label (unsafe or innocent); answers with the question they reply to,
// harmful only together with it, each paired with the same answer to an innocent question; and children's own
// messages with the category the input screen should sort them into. The bench (BENCH_ONLY=moderation) runs the
// layers over them; nothing in the product or the emulator reads them.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { REPLY_MODERATION_CATEGORIES } from "./reply-moderation-rubric.ts";
import { MESSAGE_CATEGORIES } from "./reply-moderation-schema.ts";

const Age = z.number().int().min(1).max(18);
const Label = z.enum(["unsafe", "innocent"]);

export const LabelledAnswer = z.strictObject({
  category: z.enum(REPLY_MODERATION_CATEGORIES),
  label: Label,
  age: Age,
  text: z.string().min(1),
});
export type LabelledAnswer = z.infer<typeof LabelledAnswer>;

/** An answer with the question it replies to (and the turn that question leans on, when it does). */
export const LabelledContextPair = z.strictObject({
  question: z.string().min(1),
  previous: z.strictObject({ question: z.string().min(1), answer: z.string().min(1) }).optional(),
  answer: z.string().min(1),
  label: Label,
  /** The harm the unsafe pair is about; its innocent twin carries the same category. */
  category: z.enum(REPLY_MODERATION_CATEGORIES),
  age: Age,
});
export type LabelledContextPair = z.infer<typeof LabelledContextPair>;

/** A child's own message; `lookalike` marks an ordinary message written to look like one of the other categories. */
export const LabelledChildMessage = z.strictObject({
  message: z.string().min(1),
  category: z.enum(MESSAGE_CATEGORIES),
  age: Age,
  lookalike: z.literal(true).optional(),
});
export type LabelledChildMessage = z.infer<typeof LabelledChildMessage>;

/**
 * `set`: what the layers are measured against while they are developed. `holdout`: written apart, with different
 * phrasings, never used to change the layers: how they do on text they have not seen.
 */
export type EvaluationSetName = "set" | "holdout";

const ANSWER_FILES: Record<EvaluationSetName, string> = { set: "reply-moderation-set.jsonl", holdout: "reply-moderation-holdout.jsonl" };
const CONTEXT_PAIR_FILES: Record<EvaluationSetName, string> = { set: "context-pairs.jsonl", holdout: "context-pairs-holdout.jsonl" };
const CHILD_MESSAGE_FILES: Record<EvaluationSetName, string> = { set: "child-messages.jsonl", holdout: "child-messages-holdout.jsonl" };

function loadJsonLines<T>(file: string, schema: z.ZodType<T>): T[] {
  return readFileSync(new URL(`../eval/${file}`, import.meta.url), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const parsed = schema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${file} line ${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

/** Answers alone, labelled per rubric category. */
export function loadEvaluationSet(name: EvaluationSetName): LabelledAnswer[] {
  return loadJsonLines(ANSWER_FILES[name], LabelledAnswer);
}

/** Answers with their questions: unsafe pairs and the same answers to innocent questions. */
export function loadContextPairs(name: EvaluationSetName): LabelledContextPair[] {
  return loadJsonLines(CONTEXT_PAIR_FILES[name], LabelledContextPair);
}

/** Children's messages with the category the input screen should sort them into. */
export function loadChildMessages(name: EvaluationSetName): LabelledChildMessage[] {
  return loadJsonLines(CHILD_MESSAGE_FILES[name], LabelledChildMessage);
}

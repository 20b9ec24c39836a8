// Labelled evaluation sets for the bench (BENCH_ONLY=moderation); nothing in the product or the emulator reads them.
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

export const LabelledContextPair = z.strictObject({
  question: z.string().min(1),
  previous: z.strictObject({ question: z.string().min(1), answer: z.string().min(1) }).optional(),
  answer: z.string().min(1),
  label: Label,
  /** Its innocent twin carries the same category. */
  category: z.enum(REPLY_MODERATION_CATEGORIES),
  age: Age,
});
export type LabelledContextPair = z.infer<typeof LabelledContextPair>;

/** `lookalike`: an ordinary message written to look like another category. */
export const LabelledChildMessage = z.strictObject({
  message: z.string().min(1),
  category: z.enum(MESSAGE_CATEGORIES),
  age: Age,
  lookalike: z.literal(true).optional(),
});
export type LabelledChildMessage = z.infer<typeof LabelledChildMessage>;

/** `holdout` is never used to change the layers: it measures them on text they have not seen. */
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

export function loadEvaluationSet(name: EvaluationSetName): LabelledAnswer[] {
  return loadJsonLines(ANSWER_FILES[name], LabelledAnswer);
}

export function loadContextPairs(name: EvaluationSetName): LabelledContextPair[] {
  return loadJsonLines(CONTEXT_PAIR_FILES[name], LabelledContextPair);
}

export function loadChildMessages(name: EvaluationSetName): LabelledChildMessage[] {
  return loadJsonLines(CHILD_MESSAGE_FILES[name], LabelledChildMessage);
}

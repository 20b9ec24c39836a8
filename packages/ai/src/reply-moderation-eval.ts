// The labelled evaluation sets of reply moderation (packages/ai/eval): answers written for this purpose, each with its
// rubric category, a label (unsafe or innocent) and the child's age. The bench (BENCH_ONLY=moderation) runs both
// layers over them; nothing in the product or the emulator reads them.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { REPLY_MODERATION_CATEGORIES } from "./reply-moderation-rubric.ts";

export const LabelledAnswer = z.strictObject({
  category: z.enum(REPLY_MODERATION_CATEGORIES),
  label: z.enum(["unsafe", "innocent"]),
  age: z.number().int().min(1).max(18),
  text: z.string().min(1),
});
export type LabelledAnswer = z.infer<typeof LabelledAnswer>;

/**
 * `set`: the answers both layers were developed against (520). `holdout`: 100 answers written after the patterns
 * and the emulator's rubric were frozen, never used to change them: how the layers do on text they have not seen.
 */
export type EvaluationSetName = "set" | "holdout";

const FILES: Record<EvaluationSetName, string> = { set: "reply-moderation-set.jsonl", holdout: "reply-moderation-holdout.jsonl" };

export function loadEvaluationSet(name: EvaluationSetName): LabelledAnswer[] {
  const url = new URL(`../eval/${FILES[name]}`, import.meta.url);
  return readFileSync(url, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const parsed = LabelledAnswer.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${FILES[name]} line ${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

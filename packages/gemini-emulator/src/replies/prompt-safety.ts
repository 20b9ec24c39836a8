// Like Gemini's prompt filter, so the product's handling of a blocked prompt can be seen without a real model.

const BLOCKED_PROMPT_PATTERNS: readonly RegExp[] = [
  /\b(make|build|buy)\b.{0,20}\b(bomb|gun|weapon|explosive)s?\b/i,
  /\bhow (do i|to)\b.{0,20}\b(hurt|kill)\b/i,
  /\b(porn|nude|naked)\b/i,
];

export function isBlockedPrompt(text: string): boolean {
  return BLOCKED_PROMPT_PATTERNS.some((pattern) => pattern.test(text));
}

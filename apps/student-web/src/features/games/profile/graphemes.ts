// Limits on what a child types count what they see: an emoji like 👩‍🚀 or 🇫🇷 is one character, not 2-5
// UTF-16 units (which is what maxLength and String.length count).
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function graphemeCount(text: string): number {
  return graphemes(text).length;
}

/** The first `max` user-perceived characters of `text`. */
export function truncateGraphemes(text: string, max: number): string {
  const parts = graphemes(text);
  return parts.length <= max ? text : parts.slice(0, max).join("");
}

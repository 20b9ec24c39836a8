/** About a minute and a half of speech, ending at a sentence when one ends near. */
export const SPOKEN_TEXT_MAX_LENGTH = 1500;
const SPOKEN_LINK = "the link on your screen";

export function speakableText(reply: string): string {
  let text = reply
    .replace(/https?:\/\/[^\s<>"'()[\]{}]+/gi, (address) => SPOKEN_LINK + (/[.,;:!?]+$/.exec(address)?.[0] ?? ""))
    .replace(/[*_`#>~|]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length > SPOKEN_TEXT_MAX_LENGTH) {
    const cut = text.slice(0, SPOKEN_TEXT_MAX_LENGTH);
    const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
    text = sentenceEnd > SPOKEN_TEXT_MAX_LENGTH / 2 ? cut.slice(0, sentenceEnd + 1) : cut;
  }
  return text;
}

// The call's captions: the server's transcriptions (gemini_message) gathered into lines, one per turn
// and speaker. Pure, so the rules are tested apart from the socket.
import type { GeminiServerContent } from "@kidsafe/contracts";
import { splitLinks } from "../chat/message-links.ts";

export interface TranscriptLine {
  id: number;
  speaker: "user" | "ai";
  text: string;
  /** More words may still arrive for this line. */
  open: boolean;
}

/** Lines kept on screen: a caption, not the history (the chat tab keeps that). */
export const TRANSCRIPT_LINES_KEPT = 20;

function append(lines: readonly TranscriptLine[], speaker: TranscriptLine["speaker"], text: string, nextId: () => number): TranscriptLine[] {
  if (text === "") return [...lines];
  const last = lines.at(-1);
  if (last?.speaker === speaker && last.open) return [...lines.slice(0, -1), { ...last, text: last.text + text }];
  // A new speaker closes the other's line.
  const closed = lines.map((line) => (line.open ? { ...line, open: false } : line));
  return [...closed, { id: nextId(), speaker, text, open: true }].slice(-TRANSCRIPT_LINES_KEPT);
}

/**
 * Adds one message's transcriptions. Model text parts (a text-only answer) count as the AI's words when no output
 * transcription came with them; `turnComplete` and `interrupted` close the open lines.
 */
export function applyServerContent(lines: readonly TranscriptLine[], content: GeminiServerContent, nextId: () => number): TranscriptLine[] {
  let next = [...lines];
  if (content.inputTranscription) next = append(next, "user", content.inputTranscription.text, nextId);
  const modelText = (content.modelTurn?.parts ?? []).map((part) => part.text ?? "").join("");
  const aiText = content.outputTranscription?.text ?? modelText;
  if (aiText !== "") next = append(next, "ai", aiText, nextId);
  if (content.turnComplete || content.interrupted) next = next.map((line) => (line.open ? { ...line, open: false } : line));
  return next;
}

/**
 * Marks where a spoken answer was stopped (seed-silent `reply_withdrawn`): the captions only ever held words that
 * passed, so they stay, and `notice` follows them as a line of its own. The spoken refusal follows as another line.
 */
export function withdrawReply(lines: readonly TranscriptLine[], notice: string, nextId: () => number): TranscriptLine[] {
  const closed = lines.map((line) => (line.open ? { ...line, open: false } : line));
  return [...closed, { id: nextId(), speaker: "ai" as const, text: notice, open: false }].slice(-TRANSCRIPT_LINES_KEPT);
}

/** The first web address in the AI's last line: 'Visit Website' opens it in the preview overlay. */
export function lastReplyLink(lines: readonly TranscriptLine[]): string | null {
  const lastReply = lines.findLast((line) => line.speaker === "ai");
  if (!lastReply) return null;
  const link = splitLinks(lastReply.text).find((part) => part.kind === "link");
  return link?.kind === "link" ? link.href : null;
}

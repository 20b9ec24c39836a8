// Gemini wants alternating user and model turns, starting with the user.
import type { Content, Part } from "@google/genai";
import { isModelReadableImage } from "./images.ts";
import type { ConversationTurn, TextReplyRequest } from "./text-model.ts";

/** When a conversation starts with an answer (a search follow-up). */
export const CONTINUED_CONVERSATION_TURN = "(We are continuing from an earlier answer.)";

function mergeSameRole(turns: readonly ConversationTurn[]): ConversationTurn[] {
  const merged: ConversationTurn[] = [];
  for (const turn of turns) {
    if (turn.text.trim() === "") continue;
    const last = merged.at(-1);
    if (last?.role === turn.role) last.text = `${last.text}\n\n${turn.text}`;
    else merged.push({ ...turn });
  }
  return merged;
}

function questionParts(request: Pick<TextReplyRequest, "message" | "images">): Part[] {
  const readable = request.images.filter((image) => isModelReadableImage(image.mimeType));
  const unreadable = request.images.filter((image) => !isModelReadableImage(image.mimeType));
  const notes: string[] = [];
  if (unreadable.length > 0) {
    const types = [...new Set(unreadable.map((image) => image.mimeType))].join(", ");
    notes.push(`(The student also attached ${unreadable.length} picture(s) you cannot see, of type ${types}.)`);
  }
  if (request.message.trim() === "" && readable.length === 0) notes.push("(The student sent pictures without a question.)");
  const text = [request.message.trim(), ...notes].filter(Boolean).join("\n");
  // The order Gemini's documentation recommends for one image and a prompt.
  return [
    ...readable.map((image): Part => ({ inlineData: { mimeType: image.mimeType, data: image.base64 } })),
    ...(text === "" ? [] : [{ text }]),
  ];
}

export function buildContents(request: Pick<TextReplyRequest, "history" | "message" | "images">): Content[] {
  const history = mergeSameRole(request.history);
  if (history[0]?.role === "model") history.unshift({ role: "user", text: CONTINUED_CONVERSATION_TURN });
  const contents: Content[] = history.map((turn) => ({ role: turn.role, parts: [{ text: turn.text }] }));
  const question = questionParts(request);
  const last = contents.at(-1);
  // A question after an unanswered one joins it, so the roles still alternate.
  if (last?.role === "user") last.parts = [...(last.parts ?? []), ...question];
  else contents.push({ role: "user", parts: question });
  return contents;
}

import type { AgeOption, SubjectOption } from "@kidsafe/contracts";
import { AiError } from "./errors.ts";

export interface ConversationTurn {
  role: "user" | "model";
  text: string;
}

/** `mimeType` is what the bytes are (checked), not what a client said. */
export interface ImageInput {
  mimeType: string;
  base64: string;
}

export interface TextReplyRequest {
  age: AgeOption;
  subject: SubjectOption;
  history: readonly ConversationTurn[];
  message: string;
  images: readonly ImageInput[];
}

export interface TextReply {
  /** Not yet moderated (ReplyModerator.moderate comes next), or the kind refusal. */
  text: string;
  replacedForSafety: boolean;
  modelVersion?: string;
}

export interface AiTextModel {
  reply(request: TextReplyRequest): Promise<TextReply>;
}

export const UNCONFIGURED_TEXT_MODEL: AiTextModel = {
  reply: () => Promise.reject(new AiError("no_api_key", "No Gemini API key is configured (GEMINI_API_KEY or an operator-stored key).")),
};

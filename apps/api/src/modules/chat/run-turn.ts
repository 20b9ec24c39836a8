// The one way a reply is made: the turn pipeline asks the model and judges the reply in its context before it may
// be stored or shown; a failing verdict replaces it with a refusal.
import { isAiError } from "@kidsafe/ai";
import type { AiTextModel, ConversationTurn, ScreenedMessage, TurnContext, TurnPipeline } from "@kidsafe/ai";
import type { ChatRequest, ChatResponse, User } from "@kidsafe/contracts";
import { addTiming } from "@kidsafe/server-kit";
import type { Logger } from "@kidsafe/server-kit";
import type { PreparedAttachment } from "./attachments.ts";
import { previousTurnOf } from "./history-turns.ts";
import { httpErrorForModelFailure } from "./model-errors.ts";

/** The child's words screened before anything stores them or a model sees them: personal details masked. */
export function screenQuestion(turns: TurnPipeline, message: string, age: number | null): ScreenedMessage {
  const screening = performance.now();
  const screened = turns.screen(message, age);
  addTiming("screen", performance.now() - screening);
  return screened;
}

/** Who is asked, where: the same for the reply's verdict and its safety event. */
export function turnContextFor(student: User, sessionId: string, age: number | null, locale: string | undefined) {
  return (surface: TurnContext["surface"]): TurnContext => ({
    userId: student.id,
    sessionId,
    surface,
    age,
    ...(locale === undefined ? {} : { locale }),
  });
}

export interface TurnReply {
  text: string;
  /** Only a reply the model gave and the verdict passed may carry a recommendation. */
  offerable: boolean;
}

export interface TurnInput {
  request: ChatRequest;
  screened: ScreenedMessage;
  history: ConversationTurn[];
  attachments: readonly PreparedAttachment[];
}

export async function runTurn(
  { turns, textModel, log }: { turns: TurnPipeline; textModel: AiTextModel; log: Logger },
  context: TurnContext,
  { request, screened, history, attachments }: TurnInput,
): Promise<TurnReply> {
  let modelMs = 0;
  const started = performance.now();
  try {
    const outcome = await turns.answer(context, { screened, previous: previousTurnOf(history) }, async (message) => {
      const asked = performance.now();
      try {
        return await textModel.reply({
          age: request.age,
          subject: request.subject,
          history,
          message,
          // The stored bytes, metadata removed: the model sees exactly what the history shows.
          images: attachments.map((attachment) => ({ mimeType: attachment.fileType, base64: attachment.fileData.toString("base64") })),
        });
      } finally {
        modelMs = performance.now() - asked;
        addTiming("model", modelMs);
      }
    });
    if (outcome.kind !== "answered") {
      const { category, layer } = outcome;
      log.warn({ surface: context.surface, kind: outcome.kind, category, layer, findings: outcome.screened.findings }, "chat reply replaced");
    }
    return { text: outcome.reply, offerable: outcome.kind === "answered" };
  } catch (error) {
    if (!isAiError(error)) throw error;
    log.warn({ err: error, failure: error.failure }, "chat model call failed; the student's message stays stored");
    throw httpErrorForModelFailure(error);
  } finally {
    addTiming("moderation", performance.now() - started - modelMs);
  }
}

/** A child in crisis is answered even past a limit: the crisis reply and its safety event, nothing stored. */
export async function answerCrisisPastLimit(
  turns: TurnPipeline,
  context: TurnContext,
  screened: ScreenedMessage,
  sessionId: string,
): Promise<ChatResponse> {
  const outcome = await turns.answer(context, { screened }, () => Promise.reject(new Error("a crisis never asks the model")));
  return { response: outcome.reply, sessionId };
}

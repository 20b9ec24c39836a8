// The judged reply leaves: stored, spoken in voice mode, and sent with the app chosen beside it (if any).
import type { AiSpeechModel } from "@kidsafe/ai";
import { DEFAULT_VOICE } from "@kidsafe/contracts";
import type { ChatRequest, ChatResponse, OfferedRecommendation } from "@kidsafe/contracts";
import type { ChatMessagesRepository } from "@kidsafe/db";
import { awaitBeside, timed } from "@kidsafe/server-kit";
import type { Logger } from "@kidsafe/server-kit";

interface DeliveryDependencies {
  messages: ChatMessagesRepository;
  speech: AiSpeechModel;
  log: Logger;
}

/**
 * `recommend` is chosen beside storing the reply: what it adds is its own work and any wait for its offer past the
 * storing. It is started after the storing and the speaking.
 */
export async function deliverReply(
  { messages, speech, log }: DeliveryDependencies,
  request: ChatRequest,
  reply: { conversationId: number; userId: number; text: string },
  recommend: (() => Promise<OfferedRecommendation | null>) | null,
): Promise<ChatResponse> {
  const [[, audioBase64], recommendation] = await awaitBeside(
    "recommendation",
    Promise.all([
      messages.insertReply(reply.conversationId, reply.userId, reply.text),
      request.isVoiceMode ? timed("speech", () => spokenReply({ speech, log }, request, reply.text)) : null,
    ]),
    recommend ? recommend() : null,
  );
  const answer: ChatResponse = { response: reply.text, sessionId: request.sessionId };
  if (audioBase64) answer.audioBase64 = audioBase64;
  return recommendation ? { ...answer, recommendation } : answer;
}

/** The reply read aloud for voice mode; none when speech fails, which must not cost the child the reply. */
async function spokenReply({ speech, log }: Omit<DeliveryDependencies, "messages">, request: ChatRequest, text: string): Promise<string | null> {
  try {
    const spoken = await speech.speak({ text, voice: request.voice ?? DEFAULT_VOICE });
    return spoken.pcmBase64;
  } catch (error) {
    log.warn({ err: error }, "speaking a voice-mode reply failed; answering with text only");
    return null;
  }
}

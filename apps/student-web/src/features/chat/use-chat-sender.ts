import type { Message, PreviousSearchContext } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { chatApi } from "../../lib/api/chat.ts";
import { useSignedInUser } from "../auth/signed-in-user.tsx";
import { usePreferences } from "../preferences/use-preferences.ts";
import { toUploadPayload } from "./attachments.ts";
import type { PendingUpload } from "./attachments.ts";
import { chatHistoryKey, readChatHistory } from "./chat-history-query.ts";
import { sendBlockReason } from "./chat-limits.ts";
import type { SendGateState } from "./chat-limits.ts";
import { outcomeOfFailure, outcomeOfReply } from "./chat-outcomes.ts";
import type { OutcomeWithToast, SendOutcome } from "./chat-outcomes.ts";
import { popupViewOf } from "../recommendations/use-recommendation-popups.ts";
import type { OfferRecommendation } from "../recommendations/use-recommendation-popups.ts";
import { optimisticMessage } from "./optimistic-message.ts";
import type { PendingSend } from "./optimistic-message.ts";
import { useTimedHighlight } from "./use-timed-highlight.ts";

export interface SendRequest {
  sessionId: string;
  text: string;
  uploads: readonly PendingUpload[];
  /** A search follow-up: the server starts the conversation with the search's overview. */
  previousSearchContext?: PreviousSearchContext;
  /** Voice mode (isVoiceMode): the reply also comes spoken, and goes here to be played. */
  voice?: { onReply: (reply: VoiceReply) => void };
}

/** A reply in voice mode: its text and, when speech could be made, 24 kHz PCM as base64. */
export interface VoiceReply {
  text: string;
  audioBase64?: string;
}

/** Whether the gate let the message go (known at once, so the input can clear), and how it ended. */
export type SendAttempt = { accepted: false } | { accepted: true; done: Promise<SendOutcome> };

export interface ChatSender {
  send: (request: SendRequest) => SendAttempt;
  pendingSend: PendingSend | null;
  highlightedId: number | null;
}

/**
 * Chat send, for every tab of the screen (one gate: the server's cooldown is per student):
 * blocked silently while a message is pending or within 2000 ms of the last one; the message shows at
 * once and is removed on the limit error; its toasts; the history is read again after every send
 * and the newest reply is highlighted for 3 s. A reply's recommendation goes to the screen's popups.
 */
export function useChatSender(offerRecommendation: OfferRecommendation): ChatSender {
  const user = useSignedInUser();
  const { age, subject, voice: voiceName } = usePreferences();
  const queryClient = useQueryClient();
  const gate = useRef<SendGateState>({ pending: false, lastSentAt: null });
  const [pendingSend, setPendingSend] = useState<PendingSend | null>(null);
  const { highlightedId, highlight } = useTimedHighlight();

  const refreshHistory = useCallback(
    async (sessionId: string): Promise<Message[] | null> => {
      try {
        return await queryClient.fetchQuery({
          queryKey: chatHistoryKey(sessionId),
          queryFn: ({ signal }) => readChatHistory(sessionId, signal),
          staleTime: 0,
        });
      } catch {
        return null; // the list keeps what it showed; its own query reports a failed read
      }
    },
    [queryClient],
  );

  const deliver = useCallback(
    async ({ sessionId, text, uploads, previousSearchContext, voice }: SendRequest, now: number): Promise<SendOutcome> => {
      const history = queryClient.getQueryData<Message[]>(chatHistoryKey(sessionId)) ?? [];
      const message = optimisticMessage({ sessionId, userId: user.id, text, uploads, now: new Date(now) });
      setPendingSend({ sessionId, message, baseCount: history.length, status: "sending" });

      let result: OutcomeWithToast;
      try {
        const reply = await chatApi.send({
          message: text,
          sessionId,
          isVoiceMode: voice !== undefined,
          isResearchPreview: false,
          age,
          subject,
          files: uploads.map(toUploadPayload),
          ...(previousSearchContext ? { previousSearchContext } : {}),
          ...(voice ? { voice: voiceName } : {}),
        });
        result = outcomeOfReply(reply);
        if (voice && result.outcome === "replied") {
          voice.onReply({ text: reply.response, ...(reply.audioBase64 ? { audioBase64: reply.audioBase64 } : {}) });
        }
        // The server offers apps only beside follow-up replies (a chat that began with a search). The popup belongs
        // to the view that asked: a child who moved to another tab meanwhile does not get it there.
        if (reply.recommendation !== undefined) {
          const askedIn = popupViewOf({ sessionId, kind: voice ? "voice" : "chat", covered: false });
          offerRecommendation(reply.recommendation, "followup", askedIn);
        }
      } catch (error) {
        result = outcomeOfFailure(error);
      }
      if (result.toast !== null) toast(result.toast);
      // The limit error takes the message away; any other failure leaves it on screen, marked as not sent,
      // unless the refreshed history shows the server kept it.
      if (result.outcome === "limit") setPendingSend(null);
      else if (result.outcome !== "replied") {
        setPendingSend((current) => (current?.message.id === message.id ? { ...current, status: "failed" } : current));
      }

      const refreshed = await refreshHistory(sessionId);
      gate.current = { ...gate.current, pending: false };
      // Once the history holds it, the local copy hides itself (visibleMessages); "sent" ends the typing dots.
      setPendingSend((current) =>
        current?.message.id === message.id && current.status === "sending" ? { ...current, status: "sent" } : current,
      );
      if (result.outcome === "replied") {
        const newestReply = refreshed?.findLast((candidate) => candidate.sender === "ai");
        if (newestReply !== undefined) highlight(newestReply.id);
      }
      return result.outcome;
    },
    [queryClient, user.id, age, subject, voiceName, refreshHistory, highlight, offerRecommendation],
  );

  const send = useCallback(
    (request: SendRequest): SendAttempt => {
      const now = Date.now();
      if (sendBlockReason(gate.current, now) !== null) return { accepted: false };
      gate.current = { pending: true, lastSentAt: now };
      return { accepted: true, done: deliver(request, now) };
    },
    [deliver],
  );

  return { send, pendingSend, highlightedId };
}

import { aiStatusCalls } from "@kidsafe/contracts";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { chatApi } from "../../lib/api/chat.ts";
import { CHAT_COPY } from "./chat-copy.ts";
import { InfoIcon } from "./icons.tsx";

const AI_STATUS_QUERY_KEY = [aiStatusCalls.getAiStatus.method, aiStatusCalls.getAiStatus.path] as const;

/** The notice's own words: short enough for one line on a phone; the full sentence is one tap away. */
export const OFFLINE_NOTICE_COPY = {
  short: "Offline AI is answering",
  showDetails: "What does this mean?",
} as const;

/**
 * Says plainly when replies come from the local Gemini emulator ("Offline AI") rather than the real model
 * (GET /api/ai-status), in one line; the info button shows the full sentence. Read once per page; a failed read
 * shows nothing (the replies say "Offline AI" anyway).
 */
export function AiOfflineNotice() {
  const [detailsShown, setDetailsShown] = useState(false);
  const detailsId = useId();
  const status = useQuery({
    queryKey: AI_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => chatApi.aiStatus(signal),
  });
  if (status.data?.offline !== true) return null;
  return (
    <div className="chat-ai-offline" role="status">
      <p className="chat-ai-offline-line">
        <span className="chat-ai-offline-text">{OFFLINE_NOTICE_COPY.short}</span>
        <button
          type="button"
          className="chat-ai-offline-more"
          aria-label={OFFLINE_NOTICE_COPY.showDetails}
          title={OFFLINE_NOTICE_COPY.showDetails}
          aria-expanded={detailsShown}
          aria-controls={detailsId}
          onClick={() => setDetailsShown((shown) => !shown)}
        >
          <InfoIcon />
        </button>
      </p>
      <p id={detailsId} className="chat-ai-offline-details" hidden={!detailsShown}>
        {CHAT_COPY.aiOffline}
      </p>
    </div>
  );
}

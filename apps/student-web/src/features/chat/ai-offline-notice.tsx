import { aiStatusCalls } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { CHAT_COPY } from "./chat-copy.ts";

const AI_STATUS_QUERY_KEY = [aiStatusCalls.getAiStatus.method, aiStatusCalls.getAiStatus.path] as const;

/**
 * Says plainly when replies come from the local Gemini emulator ("Offline AI") rather than the real model
 * (GET /api/ai-status). Read once per page; a failed read shows nothing (the replies say "Offline AI" anyway).
 */
export function AiOfflineNotice() {
  const status = useQuery({
    queryKey: AI_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(aiStatusCalls.getAiStatus, { signal }),
  });
  if (status.data?.offline !== true) return null;
  return (
    <p className="chat-ai-offline" role="status">
      {CHAT_COPY.aiOffline}
    </p>
  );
}

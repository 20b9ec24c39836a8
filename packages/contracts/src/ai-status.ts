/** GET /api/ai-status (ours): whether replies come from the offline Gemini emulator, so the UI can say so. */
import { z } from "zod";
import { defineCall } from "./http.ts";

export const AiStatusResponse = z.object({
  /** true: no AI provider is configured and the local emulator answers ("Offline AI: ..."). */
  offline: z.boolean(),
});
export type AiStatusResponse = z.infer<typeof AiStatusResponse>;

export const aiStatusCalls = {
  getAiStatus: defineCall({
    method: "GET",
    path: "/api/ai-status",
    response: AiStatusResponse,
  }),
} as const;

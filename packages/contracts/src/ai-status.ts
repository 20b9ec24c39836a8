/** Ours: so the UI can say replies come from the offline emulator. */
import { z } from "zod";
import { defineCall } from "./http.ts";

export const AiStatusResponse = z.object({ offline: z.boolean() });
export type AiStatusResponse = z.infer<typeof AiStatusResponse>;

export const aiStatusCalls = {
  getAiStatus: defineCall({
    method: "GET",
    path: "/api/ai-status",
    response: AiStatusResponse,
  }),
} as const;

/** POST /api/admin/set-openai-key (seed 001 §2, §5, §7). How the caller is checked to be an admin is the server's. */
import { z } from "zod";
import { OkResponse } from "./common.ts";
import { ADMIN_TEXTS } from "./constants/texts-advertiser.ts";
import { defineCall } from "./http.ts";

export const API_KEY_MAX_LENGTH = 512;

export const SetOpenAiKeyRequest = z.strictObject({
  apiKey: z
    .string({ error: ADMIN_TEXTS.apiKeyRequired })
    .trim()
    .min(1, ADMIN_TEXTS.apiKeyRequired)
    .max(API_KEY_MAX_LENGTH, `API keys can be at most ${API_KEY_MAX_LENGTH} characters`),
});
export type SetOpenAiKeyRequest = z.infer<typeof SetOpenAiKeyRequest>;

export const adminCalls = {
  /** The client reads only the error message of a failure; success answers `{ ok: true }`. */
  setOpenAiKey: defineCall({
    method: "POST",
    path: "/api/admin/set-openai-key",
    body: SetOpenAiKeyRequest,
    response: OkResponse,
    errors: { 403: "Not an admin: 'Failed to store API key' or the server message" },
  }),
} as const;

import { authCalls } from "./auth.ts";

/** Every HTTP call of both seeds (section 7), by name. The contract test checks this list is complete. */
export const httpCalls = {
  ...authCalls,
} as const;

export type HttpCallName = keyof typeof httpCalls;

import { z } from "zod";
import { OkResponse, passwordField } from "./common.ts";
import { ACCOUNT_DELETION_TEXTS } from "./constants/texts-advertiser.ts";
import { defineCall } from "./http.ts";

export const DeleteAccountRequest = z.strictObject({
  password: passwordField(ACCOUNT_DELETION_TEXTS.passwordRequired),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const accountCalls = {
  /** The session ends with the account. */
  deleteAccount: defineCall({
    method: "POST",
    path: "/api/delete-account",
    body: DeleteAccountRequest,
    response: OkResponse,
    errors: {
      403: "Wrong password: 'Deletion Failed' with the server message",
      423: "Study mode is on: the account cannot be deleted",
      429: "Too many wrong passwords",
    },
  }),
} as const;

import { z } from "zod";

/**
 * Every non-2xx answer of every server has this body. `message` is written for a person and is shown
 * by the UI as is; `fieldErrors` names the form field a message belongs to, when there is one.
 */
export const ErrorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * Seed 000 §8: a non-OK answer becomes an error whose message is the status code, ': ', then the body
 * text, or the status text when the body is empty.
 */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status.toString()}: ${bodyText === "" ? statusText : bodyText}`;
}

import { z } from "zod";

/** `message` is written for a person and is shown by the UI as is. */
export const ErrorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The status code, ': ', then the body text, or the status text when the body is empty. */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status.toString()}: ${bodyText === "" ? statusText : bodyText}`;
}

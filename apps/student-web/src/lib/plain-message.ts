import { isApiError } from "@kidsafe/ui";

/** What an error says to a person: the server's own sentence, never a status code. */
export function plainMessage(error: unknown): string {
  if (isApiError(error)) return error.bodyText;
  return error instanceof Error ? error.message : String(error);
}

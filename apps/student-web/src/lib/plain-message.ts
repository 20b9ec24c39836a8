import { isApiError } from "@kidsafe/ui";

/** What an error says to a person: the server's own sentence without the "403: " status prefix. */
export function plainMessage(error: unknown): string {
  if (isApiError(error)) return error.bodyText;
  return error instanceof Error ? error.message : String(error);
}

import { POLL_RETRY_DELAY_MS } from "@kidsafe/contracts";
import { isApiError } from "@kidsafe/ui";

/** A 401 on a polled read: the advertiser session ended. */
export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * A polled read runs every `intervalMs` and a failed one is tried once more after 1 s. An expired
 * session is not retried: the page leaves for the login at once. Every other read keeps the UI kit's "no retry".
 */
export function polledQuery(intervalMs: number) {
  return {
    refetchInterval: intervalMs,
    retry: (failureCount: number, error: unknown) => failureCount < 1 && !isSessionExpired(error),
    retryDelay: POLL_RETRY_DELAY_MS,
  } as const;
}

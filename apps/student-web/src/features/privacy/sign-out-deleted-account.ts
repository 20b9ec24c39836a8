import { authCalls, STORAGE_KEYS } from "@kidsafe/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { clearSignedOutUserStorage } from "../auth/storage-cleanup.ts";
import { CURRENT_USER_QUERY_KEY } from "../auth/use-auth.ts";

/**
 * After the server deleted the account: the browser forgets the user. Everything logout clears, plus
 * what logout keeps for a returning user (their theme and phone mode), since nobody returns to this
 * account. The server already ended the session, so no logout call is made.
 */
export function signOutDeletedAccount(queryClient: QueryClient, userId: number): void {
  clearSignedOutUserStorage(userId);
  try {
    window.localStorage.removeItem(STORAGE_KEYS.theme(userId));
    window.localStorage.removeItem(STORAGE_KEYS.phoneMode(userId));
  } catch {
    // Storage blocked: there is nothing stored to remove.
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== authCalls.getUser.path });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
}

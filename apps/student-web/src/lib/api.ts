import { authCalls } from "@kidsafe/contracts";
import type { Credentials, User } from "@kidsafe/contracts";
import { callApi, isApiError } from "@kidsafe/ui";

/** GET /api/user; a 401 means nobody is signed in. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    return await callApi(authCalls.getUser, signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function logIn(credentials: Credentials): Promise<User> {
  return callApi(authCalls.login, { body: credentials });
}

export function register(credentials: Credentials): Promise<User> {
  return callApi(authCalls.register, { body: credentials });
}

export async function logOut(): Promise<void> {
  await callApi(authCalls.logout);
}

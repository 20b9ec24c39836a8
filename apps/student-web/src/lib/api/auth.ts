import { authCalls } from "@kidsafe/contracts";
import type { Credentials } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** The student's sign-in and sign-out. */
export const authApi = {
  /** A 401 means nobody is signed in. */
  currentUser: (signal?: AbortSignal) => callApi(authCalls.getUser, { signal }),
  logIn: (credentials: Credentials) => callApi(authCalls.login, { body: credentials }),
  register: (credentials: Credentials) => callApi(authCalls.register, { body: credentials }),
  logOut: () => callApi(authCalls.logout),
};

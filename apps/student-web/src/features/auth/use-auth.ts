import { AUTH_TEXTS, authCalls } from "@kidsafe/contracts";
import type { User } from "@kidsafe/contracts";
import { isApiError, toast } from "@kidsafe/ui";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authApi } from "../../lib/api/auth.ts";
import { ROUTES } from "../../lib/constants.ts";
import { fallbackOnStatus } from "../../lib/fallback-on-status.ts";
import { AUTH_COPY } from "./auth-copy.ts";
import { clearLegacyStorage, clearSignedOutUserStorage } from "./storage-cleanup.ts";

export const CURRENT_USER_QUERY_KEY = [authCalls.getUser.method, authCalls.getUser.path] as const;

export interface CurrentUserState {
  /** null when nobody is signed in, or when the check itself failed. */
  user: User | null;
  isLoading: boolean;
}

/** Who is signed in (GET /api/user): a user, or null for nobody. */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: ({ signal }) => fallbackOnStatus(authApi.currentUser(signal), 401, null),
});

/** The auth state: loading, then a user or null. */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isPending };
}

function signIn(queryClient: QueryClient, user: User) {
  clearLegacyStorage();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
}

function destructiveToast(title: string, error: Error) {
  toast({ title, description: error.message, variant: "destructive" });
}

/** Logging in and registering differ only in their call and the words of their toasts. */
const SIGN_IN_WAYS = {
  login: {
    call: authApi.logIn,
    doneTitle: AUTH_TEXTS.welcomeBackTitle,
    doneDescription: AUTH_COPY.welcomeBackDescription,
    failedTitle: AUTH_TEXTS.loginFailedTitle,
  },
  register: {
    call: authApi.register,
    doneTitle: AUTH_TEXTS.accountCreatedTitle,
    doneDescription: AUTH_COPY.accountCreatedDescription,
    failedTitle: AUTH_TEXTS.registrationFailedTitle,
  },
} as const;

function useSignInMutation(way: keyof typeof SIGN_IN_WAYS) {
  const { call, doneTitle, doneDescription, failedTitle } = SIGN_IN_WAYS[way];
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      signIn(queryClient, user);
      toast({ title: doneTitle, description: doneDescription(user.username) });
      void navigate(ROUTES.home, { replace: true });
    },
    onError: (error) => destructiveToast(failedTitle, error),
  });
}

export const useLogin = () => useSignInMutation("login");
export const useRegister = () => useSignInMutation("register");

/**
 * The logout: clears the user, the per-user age/subject/grade, every stored chat session and
 * all other cached server data (chat history and the like), then goes to /.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function finishSignOut() {
    const user = queryClient.getQueryData<User | null>(CURRENT_USER_QUERY_KEY);
    clearSignedOutUserStorage(user?.id);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[1] !== authCalls.getUser.path,
    });
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    toast({ title: AUTH_TEXTS.goodbyeTitle, description: AUTH_COPY.goodbyeDescription });
    void navigate(ROUTES.home, { replace: true });
  }

  return useMutation({
    mutationFn: authApi.logOut,
    onSuccess: finishSignOut,
    onError: (error) => {
      // The session had already ended on the server: finish signing out here too.
      if (isApiError(error) && error.status === 401) {
        finishSignOut();
        return;
      }
      destructiveToast(AUTH_TEXTS.logoutFailedTitle, error);
    },
  });
}

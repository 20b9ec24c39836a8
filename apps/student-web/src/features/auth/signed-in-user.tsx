import type { User } from "@kidsafe/contracts";
import { PageSpinner } from "@kidsafe/ui";
import { createContext, useContext } from "react";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { BirthYearGuard } from "../family/birth-year-guard.tsx";
import { AUTH_COPY } from "./auth-copy.ts";
import { useCurrentUser } from "./use-auth.ts";

const SignedInUserContext = createContext<User | null>(null);

/**
 * The protected route: a spinner while the user loads, /auth when nobody is signed in,
 * else the page, which reads the user with useSignedInUser(). A child who has not given a birth year answers first.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label={AUTH_COPY.checkingSignIn} />;
  if (user === null) return <Navigate to={ROUTES.auth} replace />;
  return (
    <SignedInUserContext.Provider value={user}>
      <BirthYearGuard>{children}</BirthYearGuard>
    </SignedInUserContext.Provider>
  );
}

export function useSignedInUser(): User {
  const user = useContext(SignedInUserContext);
  if (user === null) throw new Error("useSignedInUser must be used inside <ProtectedRoute>");
  return user;
}

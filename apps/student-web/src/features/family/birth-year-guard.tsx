import { PageSpinner } from "@kidsafe/ui";
import type { ReactNode } from "react";
import { AUTH_COPY } from "../auth/auth-copy.ts";
import { BirthYearScreen } from "./birth-year-screen.tsx";
import { useFamilyStatus } from "./use-family-status.ts";

/**
 * A signed-in child without a birth year (just signed up, or an account from before the question) answers it
 * before the page. If the status cannot be read the page shows: the server treats that child as under 13 anyway.
 */
export function BirthYearGuard({ children }: { children: ReactNode }) {
  const status = useFamilyStatus();
  if (status.isPending) return <PageSpinner label={AUTH_COPY.checkingSignIn} />;
  if (status.data?.birthYear === null) return <BirthYearScreen />;
  return children;
}

import { PageSpinner } from "@kidsafe/ui";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { CONSOLE_COPY, ROUTES } from "../../lib/constants.ts";
import { useOperator } from "./use-operator.ts";

/** A page for signed-in operators: anyone else is sent to the sign-in page, which brings them back after. */
export function OperatorRoute({ children }: { children: ReactNode }) {
  const { operator, isLoading } = useOperator();
  const location = useLocation();
  if (isLoading) return <PageSpinner label={CONSOLE_COPY.checkingSignIn} />;
  if (!operator) return <Navigate to={`${ROUTES.signIn}?next=${encodeURIComponent(location.pathname)}`} replace />;
  return <>{children}</>;
}

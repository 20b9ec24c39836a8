import { Card } from "@kidsafe/ui";
import { Link } from "react-router";
import { AccountForm } from "../../features/parent/account-form.tsx";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { useSetParent } from "../../features/parent/use-parent.ts";
import { ROUTES } from "../../lib/constants.ts";

/** The parent area for a visitor who is not signed in: sign in, or the way to sign up or reset. */
export function ParentSignInPage() {
  const setParent = useSetParent();
  return (
    <Card className="parent-card">
      <h1>{PARENT_COPY.signInTitle}</h1>
      <AccountForm kind="sign-in" onDone={setParent} />
      <nav className="parent-links">
        <Link to={ROUTES.parentSignUp}>{PARENT_COPY.signUpLink}</Link>
        <Link to={ROUTES.parentResetRequest}>{PARENT_COPY.forgotLink}</Link>
      </nav>
    </Card>
  );
}

import { Card } from "@kidsafe/ui";
import { Link, useNavigate } from "react-router";
import { AccountForm } from "../../features/parent/account-form.tsx";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { useSetParent } from "../../features/parent/use-parent.ts";
import { ROUTES } from "../../lib/constants.ts";

/** Sign-up; the new account is signed in and the dashboard asks for the emailed verification link. */
export function ParentSignUpPage() {
  const setParent = useSetParent();
  const navigate = useNavigate();
  return (
    <Card className="parent-card">
      <h1>{PARENT_COPY.signUpTitle}</h1>
      <AccountForm
        kind="sign-up"
        onDone={(parent) => {
          setParent(parent);
          void navigate(ROUTES.parent, { replace: true });
        }}
      />
      <nav className="parent-links">
        <Link to={ROUTES.parent}>{PARENT_COPY.signInLink}</Link>
      </nav>
    </Card>
  );
}

import { useNavigate } from "react-router";
import { AccountForm } from "../../features/parent/account-form.tsx";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { useSetParent } from "../../features/parent/use-parent.ts";
import { ROUTES } from "../../lib/constants.ts";
import { ParentCard } from "./parent-card.tsx";

/** Sign-up; the new account is signed in and the dashboard asks for the emailed verification link. */
export function ParentSignUpPage() {
  const setParent = useSetParent();
  const navigate = useNavigate();
  return (
    <ParentCard title={PARENT_COPY.signUpTitle} links={["signIn"]}>
      <AccountForm
        kind="sign-up"
        onDone={(parent) => {
          setParent(parent);
          void navigate(ROUTES.parent, { replace: true });
        }}
      />
    </ParentCard>
  );
}

import { AccountForm } from "../../features/parent/account-form.tsx";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { useSetParent } from "../../features/parent/use-parent.ts";
import { ParentCard } from "./parent-card.tsx";

/** The parent area for a visitor who is not signed in: sign in, or the way to sign up or reset. */
export function ParentSignInPage() {
  const setParent = useSetParent();
  return (
    <ParentCard title={PARENT_COPY.signInTitle} links={["signUp", "forgotPassword"]}>
      <AccountForm kind="sign-in" onDone={setParent} />
    </ParentCard>
  );
}

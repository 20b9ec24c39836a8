import { OPERATOR_TEXTS } from "@kidsafe/contracts";
import { Card, Logo, useDocumentTitle } from "@kidsafe/ui";
import { SignInForm } from "../features/session/sign-in-form.tsx";
import { CONSOLE_COPY, PRODUCT_NAME, STUDENT_HOME_HREF } from "../lib/constants.ts";

/** Operators sign in here (accounts come from `pnpm admin:create`). */
export default function SignInPage() {
  useDocumentTitle(`${OPERATOR_TEXTS.signInTitle} · ${PRODUCT_NAME}`);
  return (
    <main className="ks-centered-page">
      <Card className="admin-card">
        <Logo size={56} />
        <h1 className="admin-title">{OPERATOR_TEXTS.signInTitle}</h1>
        <SignInForm />
        <a href={STUDENT_HOME_HREF}>{CONSOLE_COPY.backToChat}</a>
      </Card>
    </main>
  );
}

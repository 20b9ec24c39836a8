import { GENERAL_TEXTS } from "@kidsafe/contracts";
import { useDocumentTitle } from "@kidsafe/ui";
import { FormCard } from "../components/form-card.tsx";
import { PageShell } from "../components/page-shell.tsx";
import { LOGIN_COPY } from "../features/login/login-copy.ts";
import { LoginForm } from "../features/login/login-form.tsx";
import { useForgetCachedSession } from "../features/session/use-forget-cached-session.ts";
import { PRODUCT_NAME, ROUTES, STUDENT_HREFS } from "../lib/constants.ts";

/** /advertiser-login: the form, and links to registration, the chat and the privacy policy. */
export default function LoginPage() {
  useDocumentTitle(`${LOGIN_COPY.title} · ${PRODUCT_NAME}`);
  useForgetCachedSession();
  return (
    <PageShell mainClassName="narrow-main">
      <FormCard titleId="login-title" copy={LOGIN_COPY} otherWayIn={ROUTES.register}>
        <LoginForm />
      </FormCard>
      <nav className="page-links" aria-label="More">
        <a href={STUDENT_HREFS.chat}>{GENERAL_TEXTS.backToChat}</a>
        <a href={STUDENT_HREFS.privacyPolicy}>{LOGIN_COPY.privacyPolicy}</a>
      </nav>
    </PageShell>
  );
}

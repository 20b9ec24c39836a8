import { GENERAL_TEXTS } from "@kidsafe/contracts";
import { useDocumentTitle } from "@kidsafe/ui";
import { FormCard } from "../components/form-card.tsx";
import { PageLinks } from "../components/page-links.tsx";
import { PageShell } from "../components/page-shell.tsx";
import { LOGIN_COPY } from "../features/login/login-copy.ts";
import { LoginForm } from "../features/login/login-form.tsx";
import { useForgetCachedSession } from "../features/session/use-forget-cached-session.ts";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";

/** /advertiser-login: the form, and links to registration, the chat and the privacy policy. */
export default function LoginPage() {
  useDocumentTitle(`${LOGIN_COPY.title} · ${PRODUCT_NAME}`);
  useForgetCachedSession();
  return (
    <PageShell mainClassName="narrow-main">
      <FormCard titleId="login-title" copy={LOGIN_COPY} otherWayIn={ROUTES.register}>
        <LoginForm />
      </FormCard>
      <PageLinks chat={GENERAL_TEXTS.backToChat} privacyPolicy={LOGIN_COPY.privacyPolicy} />
    </PageShell>
  );
}

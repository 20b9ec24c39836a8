import { GENERAL_TEXTS } from "@kidsafe/contracts";
import { Card, useDocumentTitle } from "@kidsafe/ui";
import { Link } from "react-router";
import { PageShell } from "../components/page-shell.tsx";
import { PricingList } from "../components/pricing-list.tsx";
import { REGISTRATION_COPY } from "../features/registration/registration-copy.ts";
import { RegistrationForm } from "../features/registration/registration-form.tsx";
import { PRODUCT_NAME, ROUTES, STUDENT_HREFS } from "../lib/constants.ts";

/** /advertiser-register (also /advertiser): the form, the pricing, links to login and the chat. */
export default function RegisterPage() {
  useDocumentTitle(`${REGISTRATION_COPY.title} · ${PRODUCT_NAME}`);
  return (
    <PageShell mainClassName="register-main">
      <Card className="form-card" aria-labelledby="register-title">
        <h1 id="register-title" className="ks-card-title">
          {REGISTRATION_COPY.title}
        </h1>
        <p className="ks-muted">{REGISTRATION_COPY.intro}</p>
        <RegistrationForm />
        <p className="form-card-footer">
          {REGISTRATION_COPY.loginPrompt} <Link to={ROUTES.login}>{REGISTRATION_COPY.loginLink}</Link>
        </p>
      </Card>
      <Card className="pricing-card" aria-labelledby="register-pricing-title">
        <h2 id="register-pricing-title" className="ks-card-title">
          {REGISTRATION_COPY.pricingTitle}
        </h2>
        <PricingList />
      </Card>
      <nav className="page-links" aria-label="More">
        <a href={STUDENT_HREFS.chat}>{GENERAL_TEXTS.backToChat}</a>
      </nav>
    </PageShell>
  );
}

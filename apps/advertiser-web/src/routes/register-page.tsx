import { GENERAL_TEXTS } from "@kidsafe/contracts";
import { useDocumentTitle } from "@kidsafe/ui";
import { FormCard } from "../components/form-card.tsx";
import { PageLinks } from "../components/page-links.tsx";
import { PageShell } from "../components/page-shell.tsx";
import { PricingList } from "../components/pricing-list.tsx";
import { TitledCard } from "../components/titled-card.tsx";
import { REGISTRATION_COPY } from "../features/registration/registration-copy.ts";
import { RegistrationForm } from "../features/registration/registration-form.tsx";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";

/** /advertiser-register (also /advertiser): the form, the pricing, links to login and the chat. */
export default function RegisterPage() {
  useDocumentTitle(`${REGISTRATION_COPY.title} · ${PRODUCT_NAME}`);
  return (
    <PageShell mainClassName="register-main">
      <FormCard titleId="register-title" copy={REGISTRATION_COPY} otherWayIn={ROUTES.login}>
        <RegistrationForm />
      </FormCard>
      <TitledCard className="pricing-card" titleId="register-pricing-title" title={REGISTRATION_COPY.pricingTitle}>
        <PricingList />
      </TitledCard>
      <PageLinks chat={GENERAL_TEXTS.backToChat} />
    </PageShell>
  );
}

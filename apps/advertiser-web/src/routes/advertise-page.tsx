import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { buttonClassName, useDocumentTitle } from "@kidsafe/ui";
import { Link } from "react-router";
import { PageLinks } from "../components/page-links.tsx";
import { PageShell } from "../components/page-shell.tsx";
import { PricingList } from "../components/pricing-list.tsx";
import { TitledCard } from "../components/titled-card.tsx";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";

const ADVERTISE_COPY = {
  intro: `Put your app in front of curious kids and students on ${PRODUCT_NAME} — safely.`,
  pricingTitle: "Simple pricing",
  backToChat: "Visit the chat",
  login: "Already advertising? Login",
} as const;

/** The marketing page with the pricing bullets and a Get Started button to /advertiser. */
export default function AdvertisePage() {
  useDocumentTitle(`${ADVERTISER_TEXTS.marketingTitle} · ${PRODUCT_NAME}`);
  return (
    <PageShell mainClassName="advertise-main">
      <section className="advertise-hero">
        <h1 className="ks-gradient-text">{ADVERTISER_TEXTS.marketingTitle}</h1>
        <p className="advertise-intro">{ADVERTISE_COPY.intro}</p>
      </section>
      <TitledCard className="pricing-card" titleId="pricing-title" title={ADVERTISE_COPY.pricingTitle}>
        <PricingList />
        <Link className={buttonClassName({ size: "lg", fullWidth: true })} to={ROUTES.advertiser}>
          {ADVERTISER_TEXTS.getStarted}
        </Link>
      </TitledCard>
      <PageLinks login={ADVERTISE_COPY.login} chat={ADVERTISE_COPY.backToChat} />
    </PageShell>
  );
}

import { ADVERTISER_TEXTS, PRICING_BULLETS } from "@kidsafe/contracts";
import { buttonClassName, Card, Logo, useDocumentTitle } from "@kidsafe/ui";
import { Link } from "react-router";
import { ADVERTISE_COPY, PRODUCT_NAME, ROUTES, STUDENT_HOME_HREF } from "../lib/constants.ts";

/** Seed 001 §1-2: the marketing page with the pricing bullets and a Get Started button. */
export default function AdvertisePage() {
  useDocumentTitle(`${ADVERTISER_TEXTS.marketingTitle} · ${PRODUCT_NAME}`);
  return (
    <div className="page">
      <header className="page-header">
        <a className="brand" href={STUDENT_HOME_HREF}>
          <Logo size={40} />
          <span className="brand-name">{PRODUCT_NAME}</span>
        </a>
      </header>
      <main className="advertise-main">
        <section className="advertise-hero">
          <h1 className="ks-gradient-text">{ADVERTISER_TEXTS.marketingTitle}</h1>
          <p className="advertise-intro">{ADVERTISE_COPY.intro}</p>
        </section>
        <Card className="pricing-card" aria-labelledby="pricing-title">
          <h2 id="pricing-title" className="ks-card-title">
            {ADVERTISE_COPY.pricingTitle}
          </h2>
          <ul className="pricing-list">
            {PRICING_BULLETS.map((bullet) => (
              <li key={bullet}>
                <span className="pricing-check" aria-hidden="true">
                  ✓
                </span>
                {bullet}
              </li>
            ))}
          </ul>
          <Link className={buttonClassName({ size: "lg", fullWidth: true })} to={ROUTES.register}>
            {ADVERTISER_TEXTS.getStarted}
          </Link>
        </Card>
        <a href={STUDENT_HOME_HREF}>{ADVERTISE_COPY.backToChat}</a>
      </main>
    </div>
  );
}

import { Button, buttonClassName, useDocumentTitle } from "@kidsafe/ui";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Brand } from "../components/brand.tsx";
import { ProseSection } from "../components/prose-section.tsx";
import { POLICY_SECTIONS, PRIVACY_COPY, PRIVACY_SETTINGS_SECTION_ID } from "../features/privacy/privacy-copy.ts";
import { PrivacySettingsSection } from "../features/privacy/privacy-settings-section.tsx";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";
import "../features/privacy/privacy.css";

function scrollToPrivacySettings() {
  document.getElementById(PRIVACY_SETTINGS_SECTION_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/**
 * /privacy-policy: open to everyone. Sections 1-13, section 14 Privacy Settings; the buttons
 * Back to KidSafe (ours, for students), Back to Developer Portal and Privacy Settings at the top, a link back to /advertise at the bottom. The
 * advertiser pages are another app on this origin, so those links load the page rather than route.
 */
export default function PrivacyPolicyPage() {
  useDocumentTitle(`${PRIVACY_COPY.title} · ${PRODUCT_NAME}`);
  const { hash } = useLocation();
  // The router does not scroll to a #section on its own; Settings links straight to the account's settings.
  useEffect(() => {
    if (hash === `#${PRIVACY_SETTINGS_SECTION_ID}`) document.getElementById(PRIVACY_SETTINGS_SECTION_ID)?.scrollIntoView({ block: "start" });
  }, [hash]);
  return (
    <main className="privacy-page">
      <header className="privacy-header">
        <Brand />
        <h1>{PRIVACY_COPY.title}</h1>
        <p className="ks-muted">{PRIVACY_COPY.lastUpdatedLine}</p>
        <div className="privacy-header-actions">
          <Link className={buttonClassName({ variant: "secondary" })} to={ROUTES.home}>
            {PRIVACY_COPY.backToKidSafe}
          </Link>
          <a className={buttonClassName({ variant: "secondary" })} href={ROUTES.advertiserLogin}>
            {PRIVACY_COPY.backToDeveloperPortal}
          </a>
          <Button type="button" onClick={scrollToPrivacySettings}>
            {PRIVACY_COPY.privacySettings}
          </Button>
        </div>
        <p>{PRIVACY_COPY.intro}</p>
      </header>

      {POLICY_SECTIONS.map((section) => (
        <ProseSection key={section.id} section={section} headingLevel={2} className="policy-section" />
      ))}

      <PrivacySettingsSection />

      <footer className="privacy-footer">
        <a href={ROUTES.advertise}>{PRIVACY_COPY.backToAdvertise}</a>
      </footer>
    </main>
  );
}

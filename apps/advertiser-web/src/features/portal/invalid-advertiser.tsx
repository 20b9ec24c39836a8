import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { buttonClassName, useDocumentTitle } from "@kidsafe/ui";
import { PageShell } from "../../components/page-shell.tsx";
import { TitledCard } from "../../components/titled-card.tsx";
import { PRODUCT_NAME, STUDENT_HREFS } from "../../lib/constants.ts";

/** A portal id that is not numeric, or names no advertiser. */
export function InvalidAdvertiser() {
  useDocumentTitle(`${ADVERTISER_TEXTS.invalidAdvertiserTitle} · ${PRODUCT_NAME}`);
  return (
    <PageShell mainClassName="narrow-main">
      <TitledCard
        className="form-card message-card"
        titleId="invalid-advertiser-title"
        title={ADVERTISER_TEXTS.invalidAdvertiserTitle}
        level={1}
      >
        <p>{ADVERTISER_TEXTS.invalidAdvertiserDescription}</p>
        <a className={buttonClassName()} href={STUDENT_HREFS.home}>
          {ADVERTISER_TEXTS.goHome}
        </a>
      </TitledCard>
    </PageShell>
  );
}

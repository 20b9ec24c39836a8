import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { buttonClassName, Card, useDocumentTitle } from "@kidsafe/ui";
import { PageShell } from "../../components/page-shell.tsx";
import { PRODUCT_NAME, STUDENT_HREFS } from "../../lib/constants.ts";

/** A portal id that is not numeric, or names no advertiser. */
export function InvalidAdvertiser() {
  useDocumentTitle(`${ADVERTISER_TEXTS.invalidAdvertiserTitle} · ${PRODUCT_NAME}`);
  return (
    <PageShell mainClassName="narrow-main">
      <Card className="form-card message-card" aria-labelledby="invalid-advertiser-title">
        <h1 id="invalid-advertiser-title" className="ks-card-title">
          {ADVERTISER_TEXTS.invalidAdvertiserTitle}
        </h1>
        <p>{ADVERTISER_TEXTS.invalidAdvertiserDescription}</p>
        <a className={buttonClassName()} href={STUDENT_HREFS.home}>
          {ADVERTISER_TEXTS.goHome}
        </a>
      </Card>
    </PageShell>
  );
}

import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { buttonClassName, Card } from "@kidsafe/ui";
import { Link } from "react-router";
import { PageShell } from "../../components/page-shell.tsx";
import { ROUTES } from "../../lib/constants.ts";

/** The portal's data could not be read (and the session did not simply expire). */
export function LoadFailed() {
  return (
    <PageShell mainClassName="narrow-main">
      <Card className="form-card message-card">
        <p role="alert">{ADVERTISER_TEXTS.dashboardLoadFailed}</p>
        <Link className={buttonClassName()} to={ROUTES.login}>
          {ADVERTISER_TEXTS.backToLogin}
        </Link>
      </Card>
    </PageShell>
  );
}

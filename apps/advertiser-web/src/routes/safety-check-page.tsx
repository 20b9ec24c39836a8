import { Card, useDocumentTitle } from "@kidsafe/ui";
import { useState } from "react";
import { Navigate } from "react-router";
import { PageShell } from "../components/page-shell.tsx";
import { REGISTRATION_COPY } from "../features/registration/registration-copy.ts";
import { SafetyCheckView } from "../features/registration/safety-check-view.tsx";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";
import { pendingRegistrationStorage } from "../lib/session-storage.ts";

/** /advertiser-safety-check: without a pending registration it goes back to the form. */
export default function SafetyCheckPage() {
  useDocumentTitle(`${REGISTRATION_COPY.safetyCheckTitle} · ${PRODUCT_NAME}`);
  // Read once: the registration clears it on success, while this page still shows the redirect.
  const [registration] = useState(() => pendingRegistrationStorage.read());
  if (registration === null) return <Navigate to={ROUTES.register} replace />;
  return (
    <PageShell mainClassName="narrow-main">
      <Card className="form-card" aria-labelledby="safety-title">
        <h1 id="safety-title" className="ks-card-title">
          {REGISTRATION_COPY.safetyCheckTitle}
        </h1>
        <SafetyCheckView registration={registration} />
      </Card>
    </PageShell>
  );
}

import { useDocumentTitle } from "@kidsafe/ui";
import { useState } from "react";
import { Navigate } from "react-router";
import { PageShell } from "../components/page-shell.tsx";
import { TitledCard } from "../components/titled-card.tsx";
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
      <TitledCard className="form-card" titleId="safety-title" title={REGISTRATION_COPY.safetyCheckTitle} level={1}>
        <SafetyCheckView registration={registration} />
      </TitledCard>
    </PageShell>
  );
}

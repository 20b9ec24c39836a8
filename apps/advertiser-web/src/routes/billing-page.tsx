import type { AdvertiserSummary } from "@kidsafe/contracts";
import { PageSpinner, useDocumentTitle } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { PageShell } from "../components/page-shell.tsx";
import { BILLING_COPY } from "../features/billing/billing-copy.ts";
import { BillingPasswordDialog } from "../features/billing/billing-password-dialog.tsx";
import { BillingView } from "../features/billing/billing-view.tsx";
import { InvalidAdvertiser } from "../features/portal/invalid-advertiser.tsx";
import { parseAdvertiserId } from "../lib/advertiser-id.ts";
import { advertiserApi } from "../lib/api.ts";
import { portalPath, PRODUCT_NAME } from "../lib/constants.ts";
import { queryKeys } from "../lib/query-keys.ts";

/**
 * The simpler billing view (route not shown: /advertiser/{id}/billing, linked from the dashboard). It
 * belongs to the advertiser the session names; anyone else is sent to that portal's own password prompt.
 */
export default function BillingPage() {
  const id = parseAdvertiserId(useParams().id);
  if (id === null) return <InvalidAdvertiser />;
  return <BillingAccess key={id} id={id} />;
}

function BillingAccess({ id }: { id: number }) {
  useDocumentTitle(`${BILLING_COPY.title} · ${PRODUCT_NAME}`);
  const navigate = useNavigate();
  const status = useQuery({ queryKey: queryKeys.status, queryFn: advertiserApi.status });
  const [advertiser, setAdvertiser] = useState<AdvertiserSummary | null>(null);

  if (status.isPending) return <PageSpinner label={BILLING_COPY.loading} />;
  if (status.isError || !status.data.isAdvertiser || status.data.id !== id) return <Navigate to={portalPath(id)} replace />;
  return (
    <PageShell mainClassName="dashboard-main">
      {advertiser === null ? (
        <BillingPasswordDialog appName={status.data.appName} onAuthenticated={setAdvertiser} onDismiss={() => void navigate(portalPath(id))} />
      ) : (
        <BillingView advertiser={advertiser} />
      )}
    </PageShell>
  );
}

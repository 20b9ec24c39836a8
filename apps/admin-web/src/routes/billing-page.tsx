import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { BillingOverview } from "../features/billing/billing-overview.tsx";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

const TITLE = "Billing";

/** Billing cycles, failed charges and weekly totals. */
export default function BillingPage() {
  useDocumentTitle(`${TITLE} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={TITLE}>
        <BillingOverview />
      </ConsoleLayout>
    </OperatorRoute>
  );
}

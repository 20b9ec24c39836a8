import { ConsolePage } from "../components/console-page.tsx";
import { BillingOverview } from "../features/billing/billing-overview.tsx";

const TITLE = "Billing";

/** Billing cycles, failed charges and weekly totals. */
export default function BillingPage() {
  return (
    <ConsolePage title={TITLE}>
      <BillingOverview />
    </ConsolePage>
  );
}

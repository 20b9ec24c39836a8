import { consolePage } from "../components/console-page.tsx";
import { BillingOverview } from "../features/billing/billing-overview.tsx";

/** Billing cycles, failed charges and weekly totals. */
export default consolePage("Billing", BillingOverview);

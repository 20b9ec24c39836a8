import { ConsolePage } from "../components/console-page.tsx";
import { ReportsList } from "../features/moderation/reports-list.tsx";

const TITLE = "Reports";

/** Children's reports about sponsored apps. */
export default function ReportsPage() {
  return (
    <ConsolePage title={TITLE}>
      <ReportsList />
    </ConsolePage>
  );
}

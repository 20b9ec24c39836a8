import { ConsolePage } from "../components/console-page.tsx";
import { AuditLog } from "../features/audit/audit-log.tsx";

const TITLE = "Audit log";

/** Every operator action, newest first. */
export default function AuditPage() {
  return (
    <ConsolePage title={TITLE}>
      <AuditLog />
    </ConsolePage>
  );
}

import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { AuditLog } from "../features/audit/audit-log.tsx";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

const TITLE = "Audit log";

/** Every operator action, newest first. */
export default function AuditPage() {
  useDocumentTitle(`${TITLE} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={TITLE}>
        <AuditLog />
      </ConsoleLayout>
    </OperatorRoute>
  );
}

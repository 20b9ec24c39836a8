import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { AiKeyForm } from "../features/ai-key/ai-key-form.tsx";
import { AiKeyStatus } from "../features/ai-key/ai-key-status.tsx";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

const TITLE = "AI key";

/** The admin page: the AI provider's key, stored encrypted, and what is known of it. */
export default function AdminPage() {
  useDocumentTitle(`${TITLE} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={TITLE}>
        <AiKeyForm />
        <AiKeyStatus />
      </ConsoleLayout>
    </OperatorRoute>
  );
}

import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { PreviewTest } from "../features/preview-test/preview-test.tsx";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

const TITLE = "Link preview test";

/** The link preview test page. */
export default function PreviewTestPage() {
  useDocumentTitle(`${TITLE} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={TITLE}>
        <PreviewTest />
      </ConsoleLayout>
    </OperatorRoute>
  );
}

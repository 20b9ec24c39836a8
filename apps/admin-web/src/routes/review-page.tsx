import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { AdvertisersList } from "../features/moderation/advertisers-list.tsx";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

const TITLE = "Review queue";

/** Apps paused by the weekly safety re-check, by reports or by an operator, with the AI's verdict. */
export default function ReviewPage() {
  useDocumentTitle(`${TITLE} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={TITLE}>
        <AdvertisersList reviewQueue />
      </ConsoleLayout>
    </OperatorRoute>
  );
}

import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { BlockedAnswers } from "../features/moderation/blocked-answers.tsx";
import { BLOCKED_ANSWERS_COPY } from "../features/moderation/blocked-answers-copy.ts";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

/** The AI answers reply moderation refused, per day and category. */
export default function BlockedAnswersPage() {
  useDocumentTitle(`${BLOCKED_ANSWERS_COPY.title} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={BLOCKED_ANSWERS_COPY.title}>
        <BlockedAnswers />
      </ConsoleLayout>
    </OperatorRoute>
  );
}

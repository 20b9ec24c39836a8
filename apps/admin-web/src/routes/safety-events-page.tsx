import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { SafetyEvents } from "../features/safety-events/safety-events.tsx";
import { SAFETY_EVENTS_COPY } from "../features/safety-events/safety-events-copy.ts";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

/** What children's own words said that an operator must see, to review and resolve. */
export default function SafetyEventsPage() {
  useDocumentTitle(`${SAFETY_EVENTS_COPY.title} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={SAFETY_EVENTS_COPY.title}>
        <SafetyEvents />
      </ConsoleLayout>
    </OperatorRoute>
  );
}

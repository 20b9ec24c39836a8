import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { QueueList } from "../features/queues/queue-list.tsx";
import { QUEUES_COPY } from "../features/queues/queues-copy.ts";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

/** The background job queues, inside the console, with the way to the job board. */
export default function QueuesPage() {
  useDocumentTitle(`${QUEUES_COPY.title} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={QUEUES_COPY.title}>
        <QueueList />
      </ConsoleLayout>
    </OperatorRoute>
  );
}

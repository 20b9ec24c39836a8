import { useDocumentTitle } from "@kidsafe/ui";
import { ConsoleLayout } from "../components/console-layout.tsx";
import { AdvertisersList } from "../features/moderation/advertisers-list.tsx";
import { OperatorRoute } from "../features/session/operator-route.tsx";
import { PRODUCT_NAME } from "../lib/constants.ts";

const TITLE = "Advertisers";

/** Every advertiser and what an operator can do to one. */
export default function AdvertisersPage() {
  useDocumentTitle(`${TITLE} · ${PRODUCT_NAME}`);
  return (
    <OperatorRoute>
      <ConsoleLayout title={TITLE}>
        <AdvertisersList />
      </ConsoleLayout>
    </OperatorRoute>
  );
}

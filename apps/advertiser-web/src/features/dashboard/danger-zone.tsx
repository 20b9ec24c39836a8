import { CANCELLATION_TEXTS } from "@kidsafe/contracts";
import { Button, Card } from "@kidsafe/ui";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { CancelSubscriptionDialog } from "../cancellation/cancel-subscription-dialog.tsx";
import { DASHBOARD_COPY } from "./dashboard-copy.ts";

/**
 * The danger zone with Cancel Subscription, folded at the bottom of the dashboard, so the one action
 * that ends the account is never the loudest thing on the page; opening it shows a plain outline button.
 */
export function DangerZone({ totalDueCents }: { totalDueCents: number | undefined }) {
  const [unfolded, setUnfolded] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const titleId = useId();
  const contentId = useId();
  return (
    <Card className="danger-zone" aria-labelledby={titleId}>
      <h2 className="danger-zone-title">
        <button
          id={titleId}
          type="button"
          className="disclosure-toggle"
          aria-expanded={unfolded}
          aria-controls={contentId}
          onClick={() => setUnfolded((current) => !current)}
        >
          {DASHBOARD_COPY.dangerZoneTitle}
          <ChevronDown className="disclosure-icon" aria-hidden="true" size={20} />
        </button>
      </h2>
      <div id={contentId} className="danger-zone-content" hidden={!unfolded}>
        <p className="ks-muted">{DASHBOARD_COPY.dangerZoneText}</p>
        <Button variant="ghost" className="danger-zone-action" onClick={() => setDialogOpen(true)}>
          {CANCELLATION_TEXTS.button}
        </Button>
      </div>
      <CancelSubscriptionDialog open={dialogOpen} onOpenChange={setDialogOpen} totalDueCents={totalDueCents} />
    </Card>
  );
}

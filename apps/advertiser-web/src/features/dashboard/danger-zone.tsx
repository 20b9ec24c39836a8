import { CANCELLATION_TEXTS } from "@kidsafe/contracts";
import { Button, Card } from "@kidsafe/ui";
import { useState } from "react";
import { CancelSubscriptionDialog } from "../cancellation/cancel-subscription-dialog.tsx";
import { DASHBOARD_COPY } from "./dashboard-copy.ts";

/** Seed 001 §2: the danger zone with Cancel Subscription. */
export function DangerZone({ totalDueCents }: { totalDueCents: number | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="danger-zone" aria-labelledby="danger-zone-title">
      <h2 id="danger-zone-title" className="ks-card-title">
        {DASHBOARD_COPY.dangerZoneTitle}
      </h2>
      <p className="ks-muted">{DASHBOARD_COPY.dangerZoneText}</p>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {CANCELLATION_TEXTS.button}
      </Button>
      <CancelSubscriptionDialog open={open} onOpenChange={setOpen} totalDueCents={totalDueCents} />
    </Card>
  );
}

import { Button, toast } from "@kidsafe/ui";
import { TitledCard } from "../../components/titled-card.tsx";
import { portalUrl } from "../../lib/constants.ts";
import { DASHBOARD_COPY } from "./dashboard-copy.ts";

async function copyToClipboard(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: DASHBOARD_COPY.copiedTitle, description: DASHBOARD_COPY.copiedDescription });
  } catch {
    toast({ title: DASHBOARD_COPY.copyFailedTitle, description: DASHBOARD_COPY.copyFailedDescription, variant: "destructive" });
  }
}

/** The secure portal URL ({origin}/advertiser/{id}) with a Copy button. */
export function PortalUrlCard({ id }: { id: number }) {
  const url = portalUrl(id);
  return (
    <TitledCard titleId="portal-url-title" title={DASHBOARD_COPY.portalUrlTitle}>
      <p className="ks-muted">{DASHBOARD_COPY.portalUrlHint}</p>
      <div className="copy-row">
        <code className="portal-url">{url}</code>
        <Button variant="secondary" size="sm" onClick={() => void copyToClipboard(url)}>
          {DASHBOARD_COPY.copy}
        </Button>
      </div>
    </TitledCard>
  );
}

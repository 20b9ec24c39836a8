import type { ParentProfile } from "@kidsafe/contracts";
import { Button, Card, Spinner, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { ChildCard } from "./child-card.tsx";
import { CreateChildForm } from "./create-child-form.tsx";
import { FormAlert } from "./form-alert.tsx";
import { LinkChildForm } from "./link-child-form.tsx";
import { CHILD_DAY_COPY } from "./child-day/child-day-copy.ts";
import { PARENT_COPY } from "./parent-copy.ts";
import { ParentSettingsDialog } from "./parent-settings-dialog.tsx";
import { useParentChildren } from "./use-parent.ts";

/** The signed-in parent's home: the children, then linking one by code or creating one. */
export function ParentDashboard({ parent, initialCode }: { parent: ParentProfile; initialCode?: string | undefined }) {
  const children = useParentChildren();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="parent-dashboard">
      {!parent.emailVerified && <VerifyEmailBanner email={parent.email} />}
      <section aria-labelledby="children-title" className="parent-section">
        <h1 id="children-title">{PARENT_COPY.childrenTitle}</h1>
        {children.isPending ? (
          <Spinner label={PARENT_COPY.childrenTitle} />
        ) : children.isError ? (
          <div role="alert">
            <p>{plainMessage(children.error)}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => void children.refetch()}>
              {PARENT_COPY.retry}
            </Button>
          </div>
        ) : children.data.length === 0 ? (
          <p>{PARENT_COPY.noChildren}</p>
        ) : (
          children.data.map((child) => <ChildCard key={child.id} child={child} verified={parent.emailVerified} />)
        )}
      </section>
      <Card className="parent-card">
        <LinkChildForm initialCode={initialCode} />
      </Card>
      <Card className="parent-card">
        <CreateChildForm />
      </Card>
      <Button type="button" variant="secondary" onClick={() => setSettingsOpen(true)}>
        {CHILD_DAY_COPY.settingsButton}
      </Button>
      {settingsOpen && <ParentSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />}
    </div>
  );
}

function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: parentApi.resendVerification, onSuccess: () => toast({ title: PARENT_COPY.resent }) });
  return (
    <Card className="parent-banner" role="region" aria-label={PARENT_COPY.checkEmailTitle}>
      <h2>{PARENT_COPY.checkEmailTitle}</h2>
      <p>{PARENT_COPY.checkEmailBody(email)}</p>
      <p className="ks-muted">{PARENT_COPY.unverifiedBanner}</p>
      <FormAlert message={resend.isError ? plainMessage(resend.error) : undefined} />
      <Button type="button" variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        {PARENT_COPY.resend}
      </Button>
    </Card>
  );
}

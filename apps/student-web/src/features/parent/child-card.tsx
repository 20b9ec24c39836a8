import { PARENT_AREA_PATHS } from "@kidsafe/contracts";
import type { ChildSummary } from "@kidsafe/contracts";
import { Button, buttonClassName, Card } from "@kidsafe/ui";
import { Link } from "react-router";
import { parentApi } from "../../lib/api/parent.ts";
import { CHILD_DAY_COPY } from "./child-day/child-day-copy.ts";
import { ConsentDialog } from "./consent-dialog.tsx";
import { ConversationsDialog } from "./conversations-dialog.tsx";
import { DeleteChildDialog } from "./delete-child-dialog.tsx";
import { OpenDialogButton, useDialogChoice } from "./dialog-choice.tsx";
import { LimitsDialog } from "./limits-dialog.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { ParentPasswordDialog } from "./parent-password-dialog.tsx";
import { WithdrawConsentDialog } from "./withdraw-consent-dialog.tsx";

type Action = "consent" | "withdraw" | "conversations" | "delete" | "password" | "limits";

const formatDate = (iso: string) => new Date(iso).toLocaleDateString();

/** One linked child: age, consent and limits at a glance, and what the parent can do about them. */
export function ChildCard({ child, verified }: { child: ChildSummary; verified: boolean }) {
  const { chosen: action, choose: setAction, dialogProps: openProps } = useDialogChoice<Action>();
  const dialogProps = (name: Action) => ({ child, ...openProps(name) });
  const { consent, limits } = child;
  return (
    <Card className="parent-child" aria-labelledby={`child-${child.id}-name`}>
      <h3 id={`child-${child.id}-name`}>{child.username}</h3>
      <ul className="parent-child-facts">
        <li>
          {PARENT_COPY.ageGroupLabel[child.ageGroup]}
          {child.birthYear !== null && ` · ${PARENT_COPY.born(child.birthYear)}`}
        </li>
        <li data-consent={consent.status}>
          {PARENT_COPY.consentLabel[consent.status]}
          {consent.givenAt !== null && ` · ${PARENT_COPY.consentGivenOn(formatDate(consent.givenAt), consent.givenByMe)}`}
        </li>
        <li>{PARENT_COPY.limitsSummary(limits.dailyMessageLimit, limits.dailyTimeLimitMinutes)}</li>
        <li>
          {limits.parentPasswordSet ? PARENT_COPY.parentPasswordSet : PARENT_COPY.parentPasswordNotSet}
          {child.studyModeEnabled && ` · ${PARENT_COPY.studyModeOn}`}
        </li>
        <li>{PARENT_COPY.parentsLinked(child.parents)}</li>
      </ul>
      <div className="parent-child-actions">
        <Link className={buttonClassName()} to={PARENT_AREA_PATHS.child(child.id)}>
          {CHILD_DAY_COPY.seeDay(child.username)}
        </Link>
        {consent.status === "needed" && (
          <Button type="button" disabled={!verified} onClick={() => setAction("consent")}>
            {PARENT_COPY.giveConsent}
          </Button>
        )}
        {child.ageGroup !== "teen" && (
          <OpenDialogButton onOpen={() => setAction("conversations")}>{PARENT_COPY.conversations.open}</OpenDialogButton>
        )}
        <a className={buttonClassName({ variant: "secondary" })} href={parentApi.exportUrl(child.id)} download>
          {PARENT_COPY.exportLink}
        </a>
        <OpenDialogButton onOpen={() => setAction("password")}>{PARENT_COPY.setParentPassword}</OpenDialogButton>
        <OpenDialogButton onOpen={() => setAction("limits")}>{PARENT_COPY.setLimits}</OpenDialogButton>
        {consent.status === "given" && <OpenDialogButton onOpen={() => setAction("withdraw")}>{PARENT_COPY.withdraw}</OpenDialogButton>}
        <OpenDialogButton variant="destructive" onOpen={() => setAction("delete")}>
          {PARENT_COPY.deleteChild}
        </OpenDialogButton>
      </div>
      {action === "consent" && <ConsentDialog {...dialogProps("consent")} />}
      {action === "withdraw" && <WithdrawConsentDialog {...dialogProps("withdraw")} />}
      {action === "conversations" && <ConversationsDialog {...dialogProps("conversations")} />}
      {action === "delete" && <DeleteChildDialog {...dialogProps("delete")} />}
      {action === "password" && <ParentPasswordDialog {...dialogProps("password")} />}
      {action === "limits" && <LimitsDialog {...dialogProps("limits")} />}
    </Card>
  );
}

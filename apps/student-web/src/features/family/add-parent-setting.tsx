import { MAX_PARENTS_PER_CHILD } from "@kidsafe/contracts";
import { DisclosureButton } from "@kidsafe/ui";
import { useId, useState } from "react";
import { SettingRow } from "../settings/setting-row.tsx";
import { FAMILY_COPY } from "./family-copy.ts";
import { LinkCodeCard } from "./link-code-card.tsx";
import { useFamilyStatus } from "./use-family-status.ts";
import "./family.css";

/** 'Add a parent': the one-time code and link a parent enters in the parent area (asked for only when shown). */
export function AddParentSetting() {
  const buttonId = useId();
  const status = useFamilyStatus();
  const [shown, setShown] = useState(false);
  const full = (status.data?.parents ?? 0) >= MAX_PARENTS_PER_CHILD;
  return (
    <div className="add-parent-setting">
      <SettingRow label={FAMILY_COPY.addParent} controlId={buttonId} hint={full ? FAMILY_COPY.tooManyParents : undefined}>
        <DisclosureButton id={buttonId} type="button" size="sm" variant="secondary" disabled={full} open={shown} onOpenChange={setShown}>
          {shown ? FAMILY_COPY.hideCode : FAMILY_COPY.showCode}
        </DisclosureButton>
      </SettingRow>
      {shown && !full && <LinkCodeCard />}
    </div>
  );
}

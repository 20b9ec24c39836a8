import { Button, DialogFooter } from "@kidsafe/ui";
import { PARENT_COPY } from "./parent-copy.ts";

/** Cancel and Save for the parent area's forms in a dialog: Save submits the form. */
export function SaveFooter({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <DialogFooter>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {PARENT_COPY.cancel}
      </Button>
      <Button type="submit" loading={saving}>
        {PARENT_COPY.save}
      </Button>
    </DialogFooter>
  );
}

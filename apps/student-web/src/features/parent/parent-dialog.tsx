import type { ChildSummary } from "@kidsafe/contracts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@kidsafe/ui";
import type { ReactNode } from "react";

/** What a dialog about one child takes: the child (by default its id and name), and whether the dialog is open. */
export interface ChildDialogProps<Child = Pick<ChildSummary, "id" | "username">> {
  child: Child;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog of the parent area: its title, a line saying what it is for (for screen readers only where the content
 * says it already), and its content.
 */
export function ParentDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  descriptionHidden?: boolean;
  children: ReactNode;
}) {
  const { open, onOpenChange, title, description, descriptionHidden = false, children } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="parent-dialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className={descriptionHidden ? "ks-visually-hidden" : undefined}>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

import type { ComponentProps, ReactNode } from "react";
import { Dialog, DialogContent } from "./dialog.tsx";

export interface DialogForProps<Subject> extends Omit<ComponentProps<typeof DialogContent>, "children"> {
  /** What the dialog is about (a link, a photo, an app); null keeps it closed, its content not mounted. */
  subject: Subject | null;
  /** Escape, the close button, or a tap outside. */
  onClose: () => void;
  children: (subject: Subject) => ReactNode;
}

/** A dialog open while it has something to show; the rest of its props go to its `DialogContent`. */
export function DialogFor<Subject>({ subject, onClose, children, ...contentProps }: DialogForProps<Subject>) {
  return (
    <Dialog open={subject !== null} onOpenChange={(open) => !open && onClose()}>
      {subject !== null && <DialogContent {...contentProps}>{children(subject)}</DialogContent>}
    </Dialog>
  );
}

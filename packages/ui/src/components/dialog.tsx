import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const DIALOG_CLOSE_LABEL = "Close";

export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="ks-dialog-overlay" />
      <DialogPrimitive.Content {...props} className={classNames("ks-dialog-content", className)}>
        {children}
        <DialogPrimitive.Close className="ks-icon-button ks-dialog-close" aria-label={DIALOG_CLOSE_LABEL}>
          <span aria-hidden="true">×</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title {...props} className={classNames("ks-dialog-title", className)} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description {...props} className={classNames("ks-dialog-description", className)} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div {...props} className={classNames("ks-dialog-footer", className)} />;
}

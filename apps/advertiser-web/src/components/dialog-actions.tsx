import { classNames, DialogFooter } from "@kidsafe/ui";
import type { ComponentProps } from "react";

/**
 * A dialog's buttons: one row of equal buttons, stacked full width on a phone. The way out comes first and the
 * dialog's action last, in both layouts, so the order never changes under the advertiser's thumb.
 */
export function DialogActions({ className, ...props }: ComponentProps<typeof DialogFooter>) {
  return <DialogFooter {...props} className={classNames("dialog-actions", className)} />;
}

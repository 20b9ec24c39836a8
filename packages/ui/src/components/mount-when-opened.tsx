import { Suspense, useState } from "react";
import type { ReactNode } from "react";

export interface MountWhenOpenedProps {
  open: boolean;
  children: ReactNode;
}

/**
 * Renders its children from the first time `open` is true, and keeps them from then on. For a dialog or panel whose
 * code is a lazy chunk: the code downloads when it is first opened rather than with the screen, and the dialog stays
 * mounted so that closing it still plays its exit animation. Nothing shows while the code arrives.
 */
export function MountWhenOpened({ open, children }: MountWhenOpenedProps) {
  const [opened, setOpened] = useState(open);
  // Set during render: React renders again at once, before anything is committed.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

import { Button } from "@kidsafe/ui";
import type { ButtonVariant } from "@kidsafe/ui";
import { useState } from "react";
import type { ReactNode } from "react";

/** Which one of a screen's dialogs is open, if any: each dialog takes its `open` and `onOpenChange` from here. */
export function useDialogChoice<Name extends string>() {
  const [chosen, choose] = useState<Name | null>(null);
  const dialogProps = (name: Name) => ({ open: chosen === name, onOpenChange: (open: boolean) => choose(open ? name : null) });
  return { chosen, choose, dialogProps };
}

/** A button opening one of the screen's dialogs; a secondary action unless said otherwise. */
export function OpenDialogButton(props: { onOpen: () => void; variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Button type="button" variant={props.variant ?? "secondary"} onClick={props.onOpen}>
      {props.children}
    </Button>
  );
}

import { CHAT_TEXTS, GENERAL_TEXTS } from "@kidsafe/contracts";
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@kidsafe/ui";

export interface SwitchModeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Yes, Switch': the dialog closes, then the mode changes. */
  onConfirm: () => void;
}

/** 'Switch Mode?': switching clears the conversation, so the child confirms it first. */
export default function SwitchModeDialog({ open, onOpenChange, onConfirm }: SwitchModeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{CHAT_TEXTS.switchModeTitle}</DialogTitle>
        <DialogDescription>{CHAT_TEXTS.switchModeDescription}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">{GENERAL_TEXTS.cancel}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {CHAT_TEXTS.switchModeConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

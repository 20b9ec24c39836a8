import { CHAT_TEXTS, GENERAL_TEXTS } from "@kidsafe/contracts";
import type { ChatModeName } from "@kidsafe/contracts";
import { Button, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, Switch } from "@kidsafe/ui";
import { useId, useState } from "react";
import { CHAT_COPY } from "./chat-copy.ts";

export interface ModeSwitchProps {
  mode: ChatModeName;
  /** Called after 'Yes, Switch' with the mode to change to. */
  onSwitch: (mode: ChatModeName) => void;
}

/**
 * Input mode: the 'Switch' toggle between search and ai; the change waits for the 'Switch Mode?'
 * dialog, because it clears the conversation.
 */
export function ModeSwitch({ mode, onSwitch }: ModeSwitchProps) {
  const [confirming, setConfirming] = useState(false);
  const hintId = useId();
  const target: ChatModeName = mode === "ai" ? "search" : "ai";

  return (
    <span className="chat-mode-switch">
      <span className="chat-mode-label" aria-hidden="true">
        {CHAT_COPY.modeLabel.search}
      </span>
      <Switch
        checked={mode === "ai"}
        onCheckedChange={() => setConfirming(true)}
        aria-label={CHAT_TEXTS.switchLabel}
        aria-describedby={hintId}
      />
      <span className="chat-mode-label" aria-hidden="true">
        {CHAT_COPY.modeLabel.ai}
      </span>
      <span id={hintId} className="ks-visually-hidden">
        {CHAT_COPY.modeSwitchHint}
      </span>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle>{CHAT_TEXTS.switchModeTitle}</DialogTitle>
          <DialogDescription>{CHAT_TEXTS.switchModeDescription}</DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">{GENERAL_TEXTS.cancel}</Button>
            </DialogClose>
            <Button
              onClick={() => {
                setConfirming(false);
                onSwitch(target);
              }}
            >
              {CHAT_TEXTS.switchModeConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </span>
  );
}

import { CHAT_TEXTS } from "@kidsafe/contracts";
import type { ChatModeName } from "@kidsafe/contracts";
import { MountWhenOpened, Switch } from "@kidsafe/ui";
import { lazy, useId, useState } from "react";
import { CHAT_COPY } from "./chat-copy.ts";

// Its code (and the dialog's) loads when the child first flips the switch, not with the chat screen.
const SwitchModeDialog = lazy(() => import("./switch-mode-dialog.tsx"));

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
      <MountWhenOpened open={confirming}>
        <SwitchModeDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => onSwitch(target)} />
      </MountWhenOpened>
    </span>
  );
}

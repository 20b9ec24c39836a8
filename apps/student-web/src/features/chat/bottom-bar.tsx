import { CHAT_TEXTS } from "@kidsafe/contracts";
import type { TabTypeName } from "@kidsafe/contracts";
import { classNames } from "@kidsafe/ui";
import type { ReactNode } from "react";
import { CHAT_COPY } from "./chat-copy.ts";
import { GamepadIcon, GearIcon, MicIcon, PaletteIcon, ResetIcon } from "./icons.tsx";

export interface BottomBarProps {
  /** Study mode hides the Game Hub and Drawing Hub buttons. */
  studyMode: boolean;
  /** What the current tab shows: its hub's button reads as pressed. */
  view: TabTypeName;
  /** The voice toggle: the full-screen voice view is open. */
  voiceOpen: boolean;
  onToggleVoice: () => void;
  onOpenGameHub: () => void;
  onOpenDrawingHub: () => void;
  /** Absent when the current tab shows games or paint: there is no chat to reset. */
  reset?: { armed: boolean; resetting: boolean; tap: () => void };
  onOpenSettings: () => void;
}

/** The bottom bar: the voice toggle, Game Hub, Drawing Hub, 'Reset Chat' (two taps) and settings. */
export function BottomBar(props: BottomBarProps) {
  const { studyMode, view, voiceOpen, onToggleVoice, onOpenGameHub, onOpenDrawingHub, reset, onOpenSettings } = props;
  return (
    <nav className="chat-bottom-bar" aria-label={CHAT_COPY.bottomBarLabel}>
      <div className="chat-bottom-group">
        <BarButton label={CHAT_COPY.voice} icon={<MicIcon />} onClick={onToggleVoice} pressed={voiceOpen} />
        {!studyMode && (
          <>
            <BarButton label={CHAT_COPY.gameHub} icon={<GamepadIcon />} onClick={onOpenGameHub} pressed={!voiceOpen && view === "games"} />
            <BarButton label={CHAT_COPY.drawingHub} icon={<PaletteIcon />} onClick={onOpenDrawingHub} pressed={!voiceOpen && view === "paint"} />
          </>
        )}
        {reset && (
          <BarButton
            label={reset.armed ? CHAT_TEXTS.resetChatConfirm : CHAT_TEXTS.resetChat}
            icon={<ResetIcon />}
            onClick={reset.tap}
            disabled={reset.resetting}
            className={classNames(reset.armed && "chat-bar-button--armed", reset.resetting && "chat-bar-button--spinning")}
            live
          />
        )}
        <BarButton label={CHAT_COPY.settings} icon={<GearIcon />} onClick={onOpenSettings} />
      </div>
    </nav>
  );
}

interface BarButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  className?: string | false;
  /** Announce label changes ('Tap Again to Reset'). */
  live?: boolean;
  /** For the voice toggle and the hub buttons: whether that view shows. */
  pressed?: boolean;
}

function BarButton({ label, icon, onClick, disabled, className, live, pressed }: BarButtonProps) {
  return (
    <button
      type="button"
      className={classNames("chat-bar-button", className)}
      onClick={onClick}
      disabled={disabled}
      aria-live={live ? "polite" : undefined}
      aria-pressed={pressed}
    >
      {icon}
      <span className="chat-bar-label">{label}</span>
    </button>
  );
}

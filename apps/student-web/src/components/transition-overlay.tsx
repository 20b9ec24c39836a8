// The overlay that plays when entering games ('Game Hub'), voice ('Voice Mode') or paint
// ('Art Hub'). It changes phase at 300, 500 and 1100 ms and is skipped in study mode and in phone mode.
import { OVERLAY_PHASES_MS, OVERLAY_TEXTS } from "@kidsafe/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import "./transition-overlay.css";

export type TransitionKind = keyof typeof OVERLAY_TEXTS;
export { OVERLAY_TEXTS };

/** 'enter' until 300 ms (backdrop in), 'title' until 500 (the title pops in), 'leave' until 1100, then 'done'. */
export type OverlayPhase = "enter" | "title" | "leave" | "done";
const [TITLE_AT_MS, LEAVE_AT_MS, DONE_AT_MS] = OVERLAY_PHASES_MS;
export const OVERLAY_DURATION_MS = DONE_AT_MS;

export function overlayPhaseAt(elapsedMs: number): OverlayPhase {
  if (elapsedMs < TITLE_AT_MS) return "enter";
  if (elapsedMs < LEAVE_AT_MS) return "title";
  if (elapsedMs < DONE_AT_MS) return "leave";
  return "done";
}

/** Study mode and phone mode go straight to the view, without the animation. */
export function shouldSkipTransition({ studyMode, phoneMode }: { studyMode: boolean; phoneMode: boolean }): boolean {
  return studyMode || phoneMode;
}

export interface TransitionOverlayProps {
  title: string;
  /** Called once, at 1100 ms: switch the view here. */
  onDone: () => void;
}

/** The full-screen overlay itself: mount it, and it calls `onDone` when it has played. */
export function TransitionOverlay({ title, onDone }: TransitionOverlayProps) {
  const [phase, setPhase] = useState<OverlayPhase>("enter");
  const latestOnDone = useRef(onDone);
  useEffect(() => {
    latestOnDone.current = onDone;
  });

  useEffect(() => {
    const timers = [
      setTimeout(() => setPhase("title"), TITLE_AT_MS),
      setTimeout(() => setPhase("leave"), LEAVE_AT_MS),
      setTimeout(() => {
        setPhase("done");
        latestOnDone.current();
      }, DONE_AT_MS),
    ];
    return () => timers.forEach(clearTimeout);
  }, []);

  if (phase === "done") return null;
  return (
    <div className={`transition-overlay transition-overlay--${phase}`} role="status" aria-live="polite" data-phase={phase}>
      <p className="transition-overlay-title">{title}</p>
    </div>
  );
}

export interface TransitionControls {
  /** Plays the overlay for `kind`, then runs `then`; runs `then` at once when the transition is skipped. */
  play: (kind: TransitionKind, then: () => void) => void;
  /** Render this somewhere in the screen (null when nothing plays). */
  overlay: ReactNode;
  playing: boolean;
}

/**
 * For screens that switch views (the chat shell entering games, paint or voice):
 * `const { play, overlay } = useTransitionOverlay({ studyMode, phoneMode });` then
 * `play("games", () => setView("games"))` and render `{overlay}`.
 */
export function useTransitionOverlay(modes: { studyMode: boolean; phoneMode: boolean }): TransitionControls {
  const [pending, setPending] = useState<{ kind: TransitionKind; then: () => void } | null>(null);
  const skip = shouldSkipTransition(modes);

  const play = useCallback(
    (kind: TransitionKind, then: () => void) => {
      if (skip) then();
      else setPending({ kind, then });
    },
    [skip],
  );

  const overlay = pending ? (
    <TransitionOverlay
      title={OVERLAY_TEXTS[pending.kind]}
      onDone={() => {
        setPending(null);
        pending.then();
      }}
    />
  ) : null;
  return { play, overlay, playing: pending !== null };
}

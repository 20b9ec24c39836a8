/**
 * The benchmark's window into the battle loop (tooling/bench goal 'play'): when the page defines
 * `window.__kidsafeFrameProbe` before the game starts, each animation frame reports its script time (ms)
 * and its rAF timestamp. Unset in real use, it costs one property read per battle start.
 */
export type FrameProbe = (scriptMs: number, frameTimestamp: number) => void;

export function readFrameProbe(): FrameProbe | null {
  const probe = (window as unknown as { __kidsafeFrameProbe?: unknown }).__kidsafeFrameProbe;
  return typeof probe === "function" ? (probe as FrameProbe) : null;
}

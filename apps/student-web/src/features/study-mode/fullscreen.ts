/** The Fullscreen API in one place, so the study-mode flows read as steps. */

export function isFullscreen(): boolean {
  return document.fullscreenElement !== null;
}

/**
 * Asks for fullscreen on the whole page. Must be called during a user gesture (a click or a key press),
 * before anything is awaited. Answers false when the browser or the person refuses.
 */
export async function enterFullscreen(): Promise<boolean> {
  if (isFullscreen()) return true;
  try {
    await document.documentElement.requestFullscreen();
    return isFullscreen();
  } catch {
    return false;
  }
}

export async function leaveFullscreen(): Promise<void> {
  if (!isFullscreen()) return;
  try {
    await document.exitFullscreen();
  } catch {
    // Already left (the person pressed Escape at the same moment): nothing to do.
  }
}

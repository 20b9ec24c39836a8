import { VOICE_MAX_FRAMES_PER_SECOND, VOICE_MAX_INVALID_FRAMES } from "@kidsafe/contracts";

/** How many frames the page may send: so many a second, and only a few it should never have sent. */
export class FrameBudget {
  private windowStart = 0;
  private framesInWindow = 0;
  private invalidFrames = 0;

  /** false: this frame is one too many for this second. */
  takeFrame(): boolean {
    const now = Date.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.framesInWindow = 0;
    }
    return ++this.framesInWindow <= VOICE_MAX_FRAMES_PER_SECOND;
  }

  /** false: one invalid frame too many. */
  takeInvalid(): boolean {
    return ++this.invalidFrames <= VOICE_MAX_INVALID_FRAMES;
  }
}

// Which size a camera frame is drawn at before it is sent: never wider than VOICE_CAMERA_FRAME_MAX_WIDTH_PX, the
// video's proportions kept. Pure, for the camera link.
import { VOICE_CAMERA_FRAME_MAX_WIDTH_PX } from "@kidsafe/contracts";

export function frameSizeFor(videoWidth: number, videoHeight: number): { width: number; height: number } | null {
  if (!(videoWidth > 0) || !(videoHeight > 0)) return null; // no picture yet
  const scale = Math.min(1, VOICE_CAMERA_FRAME_MAX_WIDTH_PX / videoWidth);
  return { width: Math.round(videoWidth * scale), height: Math.max(1, Math.round(videoHeight * scale)) };
}

/** JPEG qualities tried in turn until a frame fits VOICE_CAMERA_FRAME_MAX_BYTES; a frame that never fits is skipped. */
export const FRAME_QUALITIES = [0.7, 0.5, 0.3] as const;

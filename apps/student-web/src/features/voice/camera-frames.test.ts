import {
  VOICE_CAMERA_FRAME_INTERVAL_MS,
  VOICE_CAMERA_FRAME_MAX_BYTES,
  VOICE_CAMERA_FRAME_MAX_WIDTH_PX,
  VOICE_MAX_VIDEO_FRAME_BYTES,
  VOICE_MIN_VIDEO_FRAME_INTERVAL_MS,
} from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { frameSizeFor } from "./camera-frames.ts";

describe("camera frame size", () => {
  it("scales a wide video down to the frame width, keeping its proportions", () => {
    expect(frameSizeFor(1280, 720)).toEqual({ width: VOICE_CAMERA_FRAME_MAX_WIDTH_PX, height: 360 });
  });

  it("keeps a small video as it is, and waits while there is no picture", () => {
    expect(frameSizeFor(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSizeFor(0, 0)).toBeNull();
  });
});

describe("the page's frames fit the gateway's bounds", () => {
  it("sends frames no larger and no more often than the gateway takes", () => {
    expect(VOICE_CAMERA_FRAME_MAX_BYTES).toBeLessThanOrEqual(VOICE_MAX_VIDEO_FRAME_BYTES);
    expect(VOICE_CAMERA_FRAME_INTERVAL_MS).toBeGreaterThanOrEqual(VOICE_MIN_VIDEO_FRAME_INTERVAL_MS);
  });
});

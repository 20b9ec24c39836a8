import { VOICE_CAMERA_FRAME_MAX_WIDTH_PX } from "@kidsafe/contracts";
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

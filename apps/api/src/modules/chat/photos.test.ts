import { describe, expect, it } from "vitest";
import { canStore, storedFileName } from "./photos.ts";

describe("what an upload is stored as", () => {
  it("names a photo by its place in the message and its stored type, never by the device's file name", () => {
    expect(storedFileName(0, "image/jpeg")).toBe("photo-1.jpg");
    expect(storedFileName(1, "image/png")).toBe("photo-2.png");
    expect(storedFileName(4, "image/webp")).toBe("photo-5.webp");
  });

  it("refuses BMP and HEIC before decoding (this build of libvips reads neither), and takes the rest", () => {
    expect(canStore("image/bmp")).toBe(false);
    expect(canStore("image/heic")).toBe(false);
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif", "image/tiff", "image/avif", "image/heif"] as const) {
      expect(canStore(type)).toBe(true);
    }
  });
});

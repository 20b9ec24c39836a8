import { describe, expect, it } from "vitest";
import { canStore, storedFileName } from "./photos.ts";

describe("what an upload is stored as", () => {
  it("keeps the child's file name when the type stays, and says what a converted picture is now", () => {
    expect(storedFileName("cat.jpg", "image/jpeg", "image/jpeg")).toBe("cat.jpg");
    expect(storedFileName("dance.gif", "image/gif", "image/png")).toBe("dance.png");
    expect(storedFileName("scan.TIFF", "image/tiff", "image/png")).toBe("scan.png");
    expect(storedFileName("sunset.avif", "image/avif", "image/webp")).toBe("sunset.webp");
    expect(storedFileName("no extension", "image/gif", "image/png")).toBe("no extension.png");
  });

  it("refuses BMP and HEIC before decoding (this build of libvips reads neither), and takes the rest", () => {
    expect(canStore("image/bmp")).toBe(false);
    expect(canStore("image/heic")).toBe(false);
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif", "image/tiff", "image/avif", "image/heif"] as const) {
      expect(canStore(type)).toBe(true);
    }
  });
});

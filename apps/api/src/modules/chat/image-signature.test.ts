import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-signature.ts";

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

describe("detectImageType", () => {
  it.each([
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR"), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"), "image/jpeg"],
    ["GIF 89a", bytes("GIF89a", [1, 0, 1, 0]), "image/gif"],
    ["GIF 87a", bytes("GIF87a", [1, 0, 1, 0]), "image/gif"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["BMP", bytes("BM", [0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, 40, 0, 0, 0]), "image/bmp"],
    ["TIFF (little-endian)", bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), "image/tiff"],
    ["HEIC", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0]), "image/heic"],
    ["AVIF", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0]), "image/avif"],
  ])("recognises %s", (_name, file, type) => {
    expect(detectImageType(file)).toBe(type);
  });

  it.each([
    ["a PDF", bytes("%PDF-1.7\n%âãÏÓ")],
    ["plain text starting with BM", bytes("BMX is my favourite bike brand")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ["an MP4 video", bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0])],
    ["a RIFF WAV file", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a ZIP", bytes("PK", [3, 4, 20, 0])],
    ["nothing", bytes()],
    ["a cut-off PNG signature", bytes([0x89, 0x50, 0x4e])],
  ])("refuses %s", (_name, file) => {
    expect(detectImageType(file)).toBeUndefined();
  });
});

import { ATTACHMENT_MAX_BYTES, UPLOAD_TEXTS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import {
  attachmentSource,
  base64OfDataUrl,
  checkSelectedFiles,
  fullSizeSource,
  readFileAsBase64,
  thumbnailSize,
  thumbnailSource,
  toUploadPayload,
} from "./attachments.ts";

const image = (name: string, size = 1000) => ({ name, size, type: "image/png" });

describe("checkSelectedFiles (seed 000 §5 attachment rules)", () => {
  it("accepts up to 5 images of at most 5MB", () => {
    expect(
      checkSelectedFiles(
        0,
        [1, 2, 3, 4, 5].map((n) => image(`${n}.png`)),
      ),
    ).toEqual({ ok: true });
    expect(checkSelectedFiles(4, [image("last.png", ATTACHMENT_MAX_BYTES)])).toEqual({ ok: true });
  });

  it("refuses a sixth file, counting the images already waiting", () => {
    const expected = { ok: false, title: UPLOAD_TEXTS.tooManyFilesTitle, description: UPLOAD_TEXTS.tooManyFilesDescription };
    expect(
      checkSelectedFiles(
        0,
        [1, 2, 3, 4, 5, 6].map((n) => image(`${n}.png`)),
      ),
    ).toEqual(expected);
    expect(checkSelectedFiles(3, [image("a.png"), image("b.png"), image("c.png")])).toEqual(expected);
    expect(UPLOAD_TEXTS.tooManyFilesDescription).toBe("You can only upload up to 5 files in a message");
  });

  it("names a file over 5MB", () => {
    expect(checkSelectedFiles(0, [image("ok.png"), image("big.png", ATTACHMENT_MAX_BYTES + 1)])).toEqual({
      ok: false,
      title: "File too large",
      description: "big.png is larger than 5MB",
    });
  });

  it("names a file that is not an image", () => {
    expect(checkSelectedFiles(0, [{ name: "notes.pdf", size: 10, type: "application/pdf" }])).toEqual({
      ok: false,
      title: "Invalid file type",
      description: "notes.pdf is not an image. Only images are supported currently.",
    });
    expect(checkSelectedFiles(0, [{ name: "mystery", size: 10, type: "" }]).ok).toBe(false);
  });
});

describe("reading an image for POST /api/chat", () => {
  it("keeps the base64 part of a data URL", () => {
    expect(base64OfDataUrl("data:image/png;base64,iVBORw0KGgo=")).toBe("iVBORw0KGgo=");
    expect(base64OfDataUrl("no comma")).toBe("");
  });

  it("reads a file as plain base64", async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "dot.png", { type: "image/png" });
    expect(await readFileAsBase64(file)).toBe("iVBORw==");
  });

  it("fails on an empty file", async () => {
    await expect(readFileAsBase64(new File([], "empty.png", { type: "image/png" }))).rejects.toThrow();
  });

  it("sends name, type, size and data, and shows the image from its data", () => {
    const upload = { id: "u1", name: "cat.png", type: "image/png", size: 4, data: "iVBORw==" };
    expect(toUploadPayload(upload)).toEqual({ name: "cat.png", type: "image/png", size: 4, data: "iVBORw==" });
    expect(attachmentSource("image/png", "iVBORw==")).toBe("data:image/png;base64,iVBORw==");
  });
});

describe("where a message's picture comes from", () => {
  const stored = { id: 42, fileName: "cat.jpg", fileType: "image/jpeg", fileSize: 1000, width: 4000, height: 3000 };

  it("loads a stored picture from the API: the thumbnail in the message, the whole picture when opened", () => {
    expect(thumbnailSource(stored)).toBe("/api/attachments/42?size=thumbnail");
    expect(fullSizeSource(stored)).toBe("/api/attachments/42");
  });

  it("shows a just-sent picture from the browser's own copy", () => {
    const local = { ...stored, id: -1, localSource: "data:image/png;base64,AAAA" };
    expect(thumbnailSource(local)).toBe("data:image/png;base64,AAAA");
    expect(fullSizeSource(local)).toBe("data:image/png;base64,AAAA");
  });

  it("sizes a thumbnail like the server makes it: the long side at most the box, never enlarged", () => {
    expect(thumbnailSize(stored, 320)).toEqual({ width: 320, height: 240 });
    expect(thumbnailSize({ ...stored, width: 1000, height: 4000 }, 320)).toEqual({ width: 80, height: 320 });
    expect(thumbnailSize({ ...stored, width: 100, height: 50 }, 320)).toEqual({ width: 100, height: 50 });
    expect(thumbnailSize({ ...stored, width: null, height: null }, 320)).toBeUndefined();
  });
});

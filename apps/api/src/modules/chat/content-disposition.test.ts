import { describe, expect, it } from "vitest";
import { inlineDisposition } from "./content-disposition.ts";

describe("inlineDisposition", () => {
  it("shows the photo in the page under the child's own file name", () => {
    expect(inlineDisposition("cat.png", "image/png", false)).toBe('inline; filename="cat.png"');
  });

  it("keeps quotes, slashes and line breaks out of the header", () => {
    expect(inlineDisposition('a"b\\c/d\r\nSet-Cookie: x=1.jpg', "image/jpeg", false)).toBe('inline; filename="abcd Set-Cookie: x=1.jpg"');
  });

  it("names a path-like or empty name as a plain photo", () => {
    expect(inlineDisposition("../../etc/passwd", "image/png", false)).toBe('inline; filename="etcpasswd"');
    expect(inlineDisposition(" \t ", "image/png", false)).toBe('inline; filename="photo"');
  });

  it("gives a name in other alphabets as UTF-8 too, with an ASCII stand-in", () => {
    expect(inlineDisposition("dinosaure été.jpg", "image/jpeg", false)).toBe(
      `inline; filename="dinosaure _t_.jpg"; filename*=UTF-8''dinosaure%20%C3%A9t%C3%A9.jpg`,
    );
    expect(inlineDisposition("恐竜's (1).png", "image/png", false)).toBe(
      `inline; filename="__'s (1).png"; filename*=UTF-8''%E6%81%90%E7%AB%9C%27s%20%281%29.png`,
    );
  });

  it("names a thumbnail after its photo, with its own type's extension", () => {
    expect(inlineDisposition("holiday.jpeg", "image/webp", true)).toBe('inline; filename="holiday-thumbnail.webp"');
  });
});

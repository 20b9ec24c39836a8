import { describe, expect, it, vi } from "vitest";
import { displayHost, isEmbeddingBlocked, openInNewTab, previewableUrl } from "./preview-rules.ts";

function blocked(link: string): boolean {
  const url = previewableUrl(link);
  if (url === null) throw new Error(`not previewable: ${link}`);
  return isEmbeddingBlocked(url);
}

describe("previewableUrl", () => {
  it("takes http and https links only", () => {
    expect(previewableUrl("https://kids.nationalgeographic.com/animals")?.hostname).toBe("kids.nationalgeographic.com");
    expect(previewableUrl("http://example.org/")).not.toBeNull();
    for (const link of ["javascript:alert(1)", "file:///etc/passwd", "ftp://example.org/", "not a url", ""]) {
      expect(previewableUrl(link)).toBeNull();
    }
  });
});

describe("isEmbeddingBlocked (seed 000 §8)", () => {
  it("always blocks YouTube, Facebook, Instagram and Twitter/X, with their subdomains", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=abc",
      "https://youtu.be/abc",
      "https://m.facebook.com/page",
      "https://www.instagram.com/natgeo",
      "https://twitter.com/nasa",
      "https://x.com/nasa",
      "https://WWW.YouTube.COM/",
      "https://youtube.com./",
    ]) {
      expect(blocked(link), link).toBe(true);
    }
  });

  it("lets other sites try, look-alikes included", () => {
    for (const link of ["https://www.khanacademy.org/", "https://box.com/", "https://notyoutube.com/", "https://x.company.org/"]) {
      expect(blocked(link), link).toBe(false);
    }
  });
});

describe("displayHost and openInNewTab", () => {
  it("drops www. from the host", () => {
    expect(displayHost(new URL("https://www.khanacademy.org/math"))).toBe("khanacademy.org");
  });

  it("opens a new tab without an opener or a referrer", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    openInNewTab("https://www.khanacademy.org/");
    expect(open).toHaveBeenCalledWith("https://www.khanacademy.org/", "_blank", "noopener,noreferrer");
    open.mockRestore();
  });
});

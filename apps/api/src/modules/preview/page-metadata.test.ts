import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX_LENGTH, readPageMetadata } from "./page-metadata.ts";

const PAGE = "https://kids.example.org/space/planets.html";

describe("readPageMetadata", () => {
  it("prefers Open Graph, then Twitter cards, then <title> and the meta description", () => {
    const html = `<!doctype html><html><head>
      <title>Plain title</title>
      <meta name="description" content="Plain description">
      <meta name="twitter:title" content="Twitter title">
      <meta property="og:title" content="OG title">
      <meta property="og:description" content="OG description">
      <meta property="og:image" content="https://cdn.example.org/planets.png">
    </head><body></body></html>`;
    expect(readPageMetadata(html, PAGE)).toEqual({
      title: "OG title",
      description: "OG description",
      image: "https://cdn.example.org/planets.png",
      url: PAGE,
    });
  });

  it("falls back to <title>, the meta description and twitter:image", () => {
    const html = `<head><TITLE> Planets
      for kids </TITLE><META NAME="Description" CONTENT="All eight planets."><meta name="twitter:image" content="/img/p.png"></head>`;
    expect(readPageMetadata(html, PAGE)).toEqual({
      title: "Planets for kids",
      description: "All eight planets.",
      image: "https://kids.example.org/img/p.png",
      url: PAGE,
    });
  });

  it("decodes entities and resolves relative images against <base href>", () => {
    const html = `<head><base href="https://static.example.org/assets/"><title>Rock &amp; Roll &#8211; Music &lt;3</title>
      <meta property="og:image" content="pics/cover.jpg"></head>`;
    const metadata = readPageMetadata(html, PAGE);
    expect(metadata.title).toBe("Rock & Roll – Music <3");
    expect(metadata.image).toBe("https://static.example.org/assets/pics/cover.jpg");
  });

  it("keeps only http(s) images and uses link rel=image_src as a last resort", () => {
    expect(readPageMetadata(`<meta property="og:image" content="javascript:alert(1)">`, PAGE).image).toBeNull();
    expect(readPageMetadata(`<meta property="og:image" content="data:image/png;base64,AAAA">`, PAGE).image).toBeNull();
    expect(readPageMetadata(`<link rel="image_src" href="//cdn.example.org/a.png">`, PAGE).image).toBe("https://cdn.example.org/a.png");
  });

  it("drops an image the child's browser would fetch from a local network or without https", () => {
    for (const image of [
      "http://cdn.example.org/a.png",
      "https://192.168.1.1/reboot.png",
      "https://[::1]/a.png",
      "https://router/a.png",
      "https://nas.local/a.png",
    ]) {
      expect(readPageMetadata(`<meta property="og:image" content="${image}">`, PAGE).image).toBeNull();
    }
  });

  it("answers empty strings and a null image for a page without metadata", () => {
    expect(readPageMetadata("<html><body>Hello</body></html>", PAGE)).toEqual({ title: "", description: "", image: null, url: PAGE });
  });

  it("ignores a <title> inside an inline SVG", () => {
    expect(readPageMetadata("<body><svg><title>icon</title></svg><title>Real</title></body>", PAGE).title).toBe("Real");
  });

  it("trusts og:url only on the same site", () => {
    const same = `<meta property="og:url" content="https://www.kids.example.org/planets">`;
    expect(readPageMetadata(same, PAGE).url).toBe("https://www.kids.example.org/planets");
    const other = `<meta property="og:url" content="https://elsewhere.example.com/">`;
    expect(readPageMetadata(other, PAGE).url).toBe(PAGE);
  });

  it("cuts a very long description at a word boundary", () => {
    const long = "word ".repeat(400);
    const { description } = readPageMetadata(`<meta name="description" content="${long}">`, PAGE);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(description.endsWith("word…")).toBe(true);
  });

  it("survives broken HTML", () => {
    const html = `<head><title>Broken <b>page</title><meta property="og:description" content="ok"`;
    expect(readPageMetadata(html, PAGE).title).toBe("Broken <b>page");
  });
});

import { describe, expect, it } from "vitest";
import { PAGE_DESCRIPTION_MAX_LENGTH, readPageContent } from "./page-content.ts";

const PAGE = "https://kids.example.org/games/index.html";

describe("readPageContent", () => {
  it("reads the title, the meta description and the text a visitor sees, without scripts, styles or the head", () => {
    const html = `<!doctype html><html><head><title>Maths &amp; Games</title>
      <meta name="description" content="Counting games."><style>body { color: red }</style></head>
      <body><script>var secret = "casino";</script><noscript>Enable JavaScript</noscript>
      <h1>Count</h1><p>Add the <b>stars</b>.</p><svg><title>icon</title><text>svg words</text></svg>
      <template><p>later</p></template><p>Bye</p></body></html>`;
    expect(readPageContent(html, PAGE)).toEqual({
      title: "Maths & Games",
      description: "Counting games.",
      text: "Count Add the stars. Bye",
      links: [],
    });
  });

  it("reads image alt texts and form placeholders, which say what a page shows and asks for", () => {
    const html = `<body><img src="a.png" alt="Smiling robot"><form><input placeholder="Enter your card number"><textarea placeholder="Tell us your address"></textarea></form></body>`;
    expect(readPageContent(html, PAGE).text).toBe("Smiling robot Enter your card number Tell us your address");
  });

  it("falls back to Open Graph for a missing title or description", () => {
    const html = `<head><meta property="og:title" content="OG title"><meta property="og:description" content="OG description"></head>`;
    expect(readPageContent(html, PAGE)).toMatchObject({ title: "OG title", description: "OG description" });
  });

  it("lists http(s) links once each, absolute, without fragments, against <base href>", () => {
    const html = `<head><base href="https://kids.example.org/"></head><body>
      <a href="about#team">About</a><a href="/about">About again</a><a href="#top">Top</a>
      <a href="mailto:hi@example.org">Mail</a><a href="javascript:alert(1)">JS</a><a href="tel:123">Call</a>
      <map><area href="https://other.example.com/x" alt="Other"></map><a href="//cdn.example.org/page">CDN</a></body>`;
    expect(readPageContent(html, PAGE).links).toEqual([
      "https://kids.example.org/about",
      "https://kids.example.org/",
      "https://other.example.com/x",
      "https://cdn.example.org/page",
    ]);
  });

  it("cuts the text at maxTextLength and a long description at its own cap, at a word", () => {
    const html = `<head><meta name="description" content="${"word ".repeat(200)}"></head><body><p>${"count ".repeat(100)}</p></body>`;
    const content = readPageContent(html, PAGE, 50);
    expect(content.text.length).toBeLessThanOrEqual(50);
    expect(content.text.endsWith("count…")).toBe(true);
    expect(content.description.length).toBeLessThanOrEqual(PAGE_DESCRIPTION_MAX_LENGTH);
  });

  it("survives broken HTML", () => {
    expect(readPageContent("<title>Broken <b>page</title><p>text <a href='/x'>link", PAGE)).toEqual({
      title: "Broken <b>page",
      description: "",
      text: "text link",
      links: ["https://kids.example.org/x"],
    });
  });
});

import { describe, expect, it } from "vitest";
import { splitLinks } from "./message-links.ts";

describe("splitLinks", () => {
  it("finds web addresses in a reply and leaves the sentence's punctuation out", () => {
    expect(splitLinks("See https://kids.nationalgeographic.com/animals. Or http://example.org!")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://kids.nationalgeographic.com/animals", href: "https://kids.nationalgeographic.com/animals" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "http://example.org", href: "http://example.org/" },
      { kind: "text", text: "!" },
    ]);
  });

  it("stops at a closing bracket and keeps plain text as it is", () => {
    expect(splitLinks("(https://nasa.gov/planets)")).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", text: "https://nasa.gov/planets", href: "https://nasa.gov/planets" },
      { kind: "text", text: ")" },
    ]);
    expect(splitLinks("no links, javascript:alert(1)")).toEqual([{ kind: "text", text: "no links, javascript:alert(1)" }]);
  });
});

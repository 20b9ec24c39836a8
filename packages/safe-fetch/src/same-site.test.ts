import { describe, expect, it } from "vitest";
import { isSameSite } from "./same-site.ts";

const same = (a: string, b: string) => isSameSite(new URL(a), new URL(b));

describe("isSameSite", () => {
  it("counts subdomains of one registrable domain as one site, whatever the scheme or port", () => {
    expect(same("https://www.kids.co.uk/", "http://games.kids.co.uk:8080/play")).toBe(true);
    expect(same("https://kids.example.org/", "https://www.kids.example.org/about")).toBe(true);
  });

  it("tells apart sites under a public or private suffix", () => {
    expect(same("https://kids.co.uk/", "https://adults.co.uk/")).toBe(false);
    expect(same("https://alice.github.io/", "https://bob.github.io/")).toBe(false);
    expect(same("https://kids.example.org/", "https://kids.example.com/")).toBe(false);
  });

  it("treats an IP address or localhost as its own site", () => {
    expect(same("http://127.0.0.1:4000/", "http://127.0.0.1:4000/about")).toBe(true);
    expect(same("http://127.0.0.1/", "http://127.0.0.2/")).toBe(false);
    expect(same("http://localhost:3000/", "http://127.0.0.1:3000/")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { siteNameOf } from "./site-name.ts";

describe("siteNameOf", () => {
  it("shows the registrable domain, without scheme, subdomain, port or path", () => {
    expect(siteNameOf("https://www.fractions.example/play")).toBe("fractions.example");
    expect(siteNameOf("https://games.kids.fractions.example:8443/play?level=2#top")).toBe("fractions.example");
    expect(siteNameOf("http://number-ninjas.example/")).toBe("number-ninjas.example");
    expect(siteNameOf("https://WWW.Star-Maps.Example./")).toBe("star-maps.example");
  });

  it("keeps a country's second level that people register below", () => {
    expect(siteNameOf("https://www.bbc.co.uk/bitesize")).toBe("bbc.co.uk");
    expect(siteNameOf("https://kids.abc.net.au/")).toBe("abc.net.au");
    expect(siteNameOf("https://www.youtube.com/@lessons")).toBe("youtube.com");
    expect(siteNameOf("https://maths.example.de/")).toBe("example.de");
  });

  it("shows localhost only when localhost is the host, and never its port", () => {
    expect(siteNameOf("http://localhost:4910/play")).toBe("localhost");
    expect(siteNameOf("http://localhost.fractions.example/")).toBe("fractions.example");
  });

  it("shows an IP address whole, and nothing for a link that is not a URL", () => {
    expect(siteNameOf("http://127.0.0.1:8080/app")).toBe("127.0.0.1");
    expect(siteNameOf("http://[::1]:3000/")).toBe("[::1]");
    expect(siteNameOf("not a url")).toBe("");
  });
});

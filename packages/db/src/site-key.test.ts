import { describe, expect, it } from "vitest";
import { InvalidSiteUrlError, siteKeyOf } from "./site-key.ts";

describe("siteKeyOf", () => {
  it.each([
    ["https://evil.com", "evil.com"],
    ["http://evil.com/", "evil.com"],
    ["https://EVIL.COM/Games", "evil.com"],
    ["https://evil.com./x", "evil.com"],
    ["https://www.evil.com:443/x", "evil.com"],
    ["https://evil.com:8443/?a=1#top", "evil.com"],
    ["https://games.kids.evil.com/play", "evil.com"],
    ["https://evil%2ecom/", "evil.com"],
    ["https://ww%77.evil.com/", "evil.com"],
    ["https://%45vil.com/", "evil.com"],
    ["https://ＥＶＩＬ．com/", "evil.com"],
    ["https://user:secret@evil.com/", "evil.com"],
    ["https://apple.com@evil.com/", "evil.com"],
    ["https://évil.com/", "xn--vil-9la.com"],
    ["https://xn--vil-9la.com/", "xn--vil-9la.com"],
    ["https://ÉVIL.com./", "xn--vil-9la.com"],
    ["https://evil.co.uk/", "evil.co.uk"],
    ["https://shop.evil.co.uk/", "evil.co.uk"],
    ["https://alice.github.io/game", "alice.github.io"],
    ["https://ALICE.github.io./other", "alice.github.io"],
    ["https://bob.github.io/game", "bob.github.io"],
    ["https://alice.itch.io/fractions", "alice.itch.io"],
    ["https://www.alice.itch.io/", "alice.itch.io"],
    ["https://my-site.netlify.app/", "my-site.netlify.app"],
    ["https://apps.apple.com/us/app/fraction-forest/id123456", "apps.apple.com/app/id123456"],
    ["https://apps.apple.com/gb/app/renamed-forest/id123456?mt=8", "apps.apple.com/app/id123456"],
    ["https://itunes.apple.com/app/id123456", "apps.apple.com/app/id123456"],
    ["https://apps.apple.com/us/app/other/id999", "apps.apple.com/app/id999"],
    ["https://play.google.com/store/apps/details?id=com.Forest.Fractions&hl=en", "play.google.com/store/apps/details?id=com.forest.fractions"],
    ["https://play.google.com/store/apps/details?hl=de&id=com.forest.fractions", "play.google.com/store/apps/details?id=com.forest.fractions"],
    ["https://play.google.com/store/apps/details?id=com.other.app", "play.google.com/store/apps/details?id=com.other.app"],
    ["https://sites.google.com/view/fraction-forest/home", "sites.google.com/view/fraction-forest"],
    ["https://chromewebstore.google.com/detail/forest/abcdefgh", "chromewebstore.google.com/detail/abcdefgh"],
    ["https://github.com/Alice/forest", "github.com/alice"],
    ["https://scratch.mit.edu/projects/42/", "scratch.mit.edu/projects/42"],
    ["https://93.184.216.34:8080/app", "93.184.216.34"],
    ["http://0x5d.184.216.34/", "93.184.216.34"],
    ["https://[2001:db8::1]/app", "[2001:db8::1]"],
    ["http://127.0.0.1:5173/fractions?app=1", "127.0.0.1:5173/fractions"],
    ["http://127.0.0.1:5173/fractions/about", "127.0.0.1:5173/fractions"],
    ["http://127.0.0.1:5173/casino", "127.0.0.1:5173/casino"],
    ["http://LOCALHOST:3000/%46ractions", "localhost:3000/fractions"],
    ["http://[::1]:3000/a", "[::1]:3000/a"],
    ["http://localhost/", "localhost"],
  ])("keys %s as %s", (url, key) => {
    expect(siteKeyOf(url)).toBe(key);
  });

  it("refuses what is not a website address", () => {
    for (const url of ["not a url", "ftp://evil.com/", "https://./", "javascript:alert(1)"]) {
      expect(() => siteKeyOf(url)).toThrow(InvalidSiteUrlError);
    }
  });
});

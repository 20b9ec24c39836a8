import { describe, expect, it } from "vitest";
import { INTERNATIONAL_HELPLINE, helplineFor } from "./helplines.ts";

describe("helplineFor", () => {
  it.each([
    ["en-GB,en;q=0.9", "GB"],
    ["en-US", "US"],
    ["en_AU", "AU"],
    ["fr-CA, fr;q=0.8", "CA"],
    ["de-AT;q=1, de-DE;q=0.5", "DE"],
    ["zh-Hant-NZ", "NZ"],
  ])("takes the first region it knows from %j", (locale, region) => {
    expect(helplineFor(locale).region).toBe(region);
  });

  it.each([undefined, "", "en", "pt-BR", "*", "garbage;;,"])("points to the international directory for %j", (locale) => {
    expect(helplineFor(locale)).toEqual(INTERNATIONAL_HELPLINE);
  });
});

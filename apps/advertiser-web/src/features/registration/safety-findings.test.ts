import { describe, expect, it } from "vitest";
import { safetyFindings } from "./safety-findings.ts";

const SITE = "http://localhost:4159/casino?app=zq1";

describe("safetyFindings", () => {
  it("lists one finding per sentence, naming pages of the checked website by their path", () => {
    const details =
      'Offline AI found "casino" on http://localhost:4159/casino?app=zq1 (gambling). The page http://localhost:4159/casino?app=zq1 has words unsuitable for children in its title or description ("casino").';
    expect(safetyFindings(details, SITE)).toEqual([
      'Offline AI found "casino" on /casino?app=zq1 (gambling).',
      'The page /casino?app=zq1 has words unsuitable for children in its title or description ("casino").',
    ]);
  });

  it("keeps addresses of other websites whole, and a sentence's full stop after an address", () => {
    expect(safetyFindings("It links to https://bets.example/spin. See http://localhost:4159/about.", SITE)).toEqual([
      "It links to https://bets.example/spin.",
      "See /about.",
    ]);
  });

  it("has nothing to list when the check gave no details", () => {
    expect(safetyFindings("  ", SITE)).toEqual([]);
  });
});

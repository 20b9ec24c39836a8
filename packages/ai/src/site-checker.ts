import { pageTextHash, readSite } from "@kidsafe/safe-fetch";
import type { ReadSiteOptions } from "@kidsafe/safe-fetch";
import { checkSiteSafety } from "./check-site-safety.ts";
import type { SiteSafetyCheckInput } from "./check-site-safety.ts";
import { fixedKeySource } from "./key-source.ts";
import type { AiKeySource } from "./key-source.ts";
import { createGeminiSiteSafetyJudge } from "./site-safety-judge.ts";
import type { SiteSafetyVerdict } from "./site-safety-judge.ts";

/** The same at registration (the API) and at the weekly re-check (the billing worker). */
export interface SiteChecker {
  check(site: SiteSafetyCheckInput): Promise<{
    verdict: SiteSafetyVerdict;
    pages: Array<{ url: string; title: string }>;
    /** The daily watch compares against it. */
    landingHash?: string;
  }>;
}

export interface SiteCheckerConfig {
  gemini: { apiKey?: string; baseUrl?: string; model: string };
  read?: Pick<ReadSiteOptions, "policy" | "resolve">;
  keySource?: AiKeySource;
}

export function createSiteChecker(config: SiteCheckerConfig): SiteChecker {
  const judge = createGeminiSiteSafetyJudge({
    keySource: config.keySource ?? fixedKeySource(config.gemini.apiKey),
    baseUrl: config.gemini.baseUrl,
    model: config.gemini.model,
  });
  return {
    async check(site) {
      let pages: Array<{ url: string; title: string }> = [];
      let landingHash: string | undefined;
      const verdict = await checkSiteSafety(site, {
        judge,
        readSite: async (url) => {
          const reading = await readSite(url, config.read);
          pages = reading.pages.map((page) => ({ url: page.url, title: page.title }));
          landingHash = reading.pages[0] && pageTextHash(reading.pages[0]);
          return reading;
        },
      });
      return { verdict, pages, landingHash };
    },
  };
}

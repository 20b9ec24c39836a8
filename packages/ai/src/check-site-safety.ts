// Fails closed: a website that cannot be read, or a check that cannot be finished, is not safe.
import { SAFETY_CHECK_TEXTS, normalizeAppUrl } from "@kidsafe/contracts";
import { isSiteReadError } from "@kidsafe/safe-fetch";
import type { SiteReading } from "@kidsafe/safe-fetch";
import { isAiError } from "./errors.ts";
import { siteFloorFindings } from "./site-safety-floor.ts";
import type { SiteSafetyJudge, SiteSafetyVerdict } from "./site-safety-judge.ts";

export interface SiteSafetyCheckInput {
  /** As the developer typed it. */
  url: string;
  appName: string;
  appDescription: string;
}

export interface SiteSafetyCheckDeps {
  readSite: (url: string) => Promise<SiteReading>;
  judge: SiteSafetyJudge;
}

const unsafe = (reason: string, details: string, failedCategories: SiteSafetyVerdict["failedCategories"] = []): SiteSafetyVerdict => ({
  isSafe: false,
  reason,
  details,
  aiDescription: "",
  failedCategories,
});

/** Throws only for a fault of our own; the website's or the model's problems become an unsafe verdict with a reason. */
export async function checkSiteSafety(input: SiteSafetyCheckInput, deps: SiteSafetyCheckDeps): Promise<SiteSafetyVerdict> {
  const url = normalizeAppUrl(input.url);

  // A blocked address is not worth a fetch.
  const [refused] = siteFloorFindings({ url, pages: [] });
  if (refused) {
    const reason =
      refused.refusal === "invalid-url"
        ? "This is not a valid website address"
        : refused.categories.length > 0
          ? SAFETY_CHECK_TEXTS.defaultUnsafe
          : "This address is not allowed";
    return unsafe(reason, refused.text, refused.categories);
  }

  let reading: SiteReading;
  try {
    reading = await deps.readSite(url);
  } catch (error) {
    if (!isSiteReadError(error)) throw error;
    return unsafe(
      error.reason,
      `We tried to read ${url}: ${error.message} Check that the address is right and the website is public, then try again.`,
    );
  }

  try {
    return await deps.judge.judge({ url, appName: input.appName, appDescription: input.appDescription, pages: reading.pages });
  } catch (error) {
    if (!isAiError(error)) throw error;
    return unsafe(SAFETY_CHECK_TEXTS.couldNotComplete, SAFETY_CHECK_TEXTS.validationError);
  }
}

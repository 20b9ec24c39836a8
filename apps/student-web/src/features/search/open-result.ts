import type { TrackClickRequest } from "@kidsafe/contracts";
import { searchApi } from "../../lib/api/search.ts";
import { openInNewTab } from "../preview/preview-rules.ts";

/**
 * How long a click waits for its tracking call before the link opens anyway. Browsers let a page open a tab
 * only shortly after the tap (Chromium: 5 s), and a child should not wait on an advertiser's bookkeeping.
 */
export const CLICK_TRACK_MAX_WAIT_MS = 1500;

export interface OpenAdvertisedDependencies {
  sendClick: (request: TrackClickRequest) => Promise<unknown>;
  open: (url: string) => void;
  maxWaitMs: number;
}

const DEFAULTS: OpenAdvertisedDependencies = { sendClick: searchApi.trackClick, open: openInNewTab, maxWaitMs: CLICK_TRACK_MAX_WAIT_MS };

/**
 * Clicking an advertised result first sends a click track, then opens the link even if that
 * fails (tracking failures are not shown).
 */
export async function openAdvertisedResult(
  click: { url: string; advertiserId: number; searchQuery: string },
  dependencies: Partial<OpenAdvertisedDependencies> = {},
): Promise<void> {
  const { sendClick, open, maxWaitMs } = { ...DEFAULTS, ...dependencies };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  try {
    await Promise.race([sendClick({ advertiserId: click.advertiserId, searchQuery: click.searchQuery }), waited]);
  } catch {
    // Not shown to the child; the link opens all the same.
  } finally {
    clearTimeout(timer);
  }
  open(click.url);
}

// The Chromium every browser run uses (the Playwright suite, the bench): the machine's own, never a download.

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

export const chromiumExecutable = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;

/** The Playwright suite's stack listens here unless E2E_PORT says otherwise. */
export const DEFAULT_E2E_PORT = 4310;

/** Headless on a closed network: no sandbox (root in CI), no GPU, and none of Chromium's own calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
] as const;

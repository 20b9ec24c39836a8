// The machine's own Chromium, never a download.

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

export const chromiumExecutable = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH;

export const DEFAULT_E2E_PORT = 4310;

/** Headless on a closed network: no sandbox (root in CI), no GPU, none of Chromium's own calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
] as const;

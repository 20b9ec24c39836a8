// Where the e2e stack runs and which Chromium drives it; shared by the config and the specs.
import { DEFAULT_E2E_PORT } from "@kidsafe/testing";

export { CHROMIUM_ARGS, chromiumExecutable } from "@kidsafe/testing";

export const e2ePort = Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

/** The Vite base each web app is built and served with: what tells the three apps' HTML apart. */
export const WEB_BASES = {
  student: "/",
  advertiser: "/advertiser-app/",
  admin: "/admin/",
} as const;

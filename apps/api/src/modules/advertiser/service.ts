// The advertiser portal's rules, one part per job: the company password, registration, the dashboard's figures,
// and paying and cancelling.
export { createSignIn } from "./sign-in.ts";
export type { SignIn } from "./sign-in.ts";
export { createRegistration, SAFETY_CHECK_VALID_MS } from "./registration.ts";
export type { Registration, SiteChecker } from "./registration.ts";
export { createDashboard } from "./dashboard.ts";
export type { Dashboard } from "./dashboard.ts";
export { createAccount } from "./account.ts";
export type { Account } from "./account.ts";

export { safeFetch, SAFE_FETCH_DEFAULTS, HTML_CONTENT_TYPES } from "./safe-fetch.ts";
export type { SafeFetchOptions, SafeFetchResult } from "./safe-fetch.ts";
export { SafeFetchError, isSafeFetchError } from "./errors.ts";
export type { SafeFetchErrorCode } from "./errors.ts";
export { classifyAddress, isIpLiteral } from "./address-policy.ts";
export type { AddressVerdict, AddressRefusal } from "./address-policy.ts";
export { PUBLIC_WEB_POLICY, policyAllowing } from "./network-policy.ts";
export type { NetworkPolicy, ExtraTarget } from "./network-policy.ts";
export type { Resolver } from "./pinned-lookup.ts";
export { decodeText } from "./decode-text.ts";
export { readSite, SITE_READ_DEFAULTS } from "./read-site.ts";
export type { ReadSiteOptions, SitePage, SiteReading } from "./read-site.ts";
export { SiteReadError, isSiteReadError, siteReadReason } from "./site-read-error.ts";
export { cleanText, readPageContent } from "./page-content.ts";
export { pageTextHash } from "./page-hash.ts";
export type { PageContent } from "./page-content.ts";
export { isSameSite, siteOf } from "./same-site.ts";
export { parseAllowedOrigins, policyAllowingOrigins } from "./allowed-origins.ts";
export {
  ALLOWED_ORIGINS_IN_PRODUCTION,
  SafeFetchAllowOriginsVariable,
  SafeFetchNat64PrefixesVariable,
  applyNat64Prefixes,
} from "./allowed-origins-env.ts";

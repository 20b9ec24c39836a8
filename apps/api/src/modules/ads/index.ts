// Sponsored apps without the whole API, for the benchmark. The serve ledger needs only ioredis, so it can
// move to a package when the voice gateway starts offering recommendations.
export { createAdsService } from "./service.ts";
export type { AdsService, SponsoredOptions } from "./service.ts";
export { createServedLedger } from "./served-ledger.ts";
export type { CountOutcome, ServedLedger } from "./served-ledger.ts";
export { MAX_SPONSORED_RESULTS_PER_PAGE, SERVE_RECORD_TTL_MS } from "./constants.ts";
export { adKeysFor, databaseNameOf } from "./redis-keys.ts";
export type { AdKeys } from "./redis-keys.ts";
export { AD_EVENTS_GROUP } from "../tracking/flusher.ts";

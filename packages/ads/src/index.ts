// What the API and the voice gateway share about sponsored apps: the words an app matches, the rules of which
// app may be recommended to a child, and the serve record in Redis that lets a tracking call count only what
// was served (one Lua script checks, de-duplicates and appends, for every process that serves or counts).
export { searchTerms } from "./search-terms.ts";
export { adAgeKey, adAgeOf, fitsAges } from "./ad-age.ts";
export type { AdAgeRange } from "./ad-age.ts";
export { CONTEXT_MAX_LENGTH, holdsAnyTerm, recommendationContext, subjectTerms } from "./recommendation-rules.ts";
export { adKeysFor, databaseNameOf } from "./redis-keys.ts";
export type { AdKeys } from "./redis-keys.ts";
export { COUNTED_EVENT_LUA_FIELDS, decodeEntry, servedEntryLuaFields } from "./stream-entries.ts";
export { DAILY_COUNTS_PER_ADVERTISER_AND_STUDENT, SERVE_RECORD_TTL_MS, createServedLedger } from "./served-ledger.ts";
export type { CountOutcome, ServeRecord, ServedLedger } from "./served-ledger.ts";
export { REPLIES_PER_RECOMMENDATION, createRecommendationPacing } from "./recommendation-pacing.ts";
export type { OfferCandidate, RecommendationPacing } from "./recommendation-pacing.ts";
export { createStudentForgetter } from "./forget-student.ts";
export type { StudentForgetter } from "./forget-student.ts";

/** The client reads no answer of the tracking calls; they answer `{ ok: true }`. */
import { z } from "zod";
import {
  AdvertiserId,
  Age,
  HttpUrl,
  OfferedRecommendation,
  OkResponse,
  MAX_ID,
  RecommendationType,
  SessionId,
  Subject,
  idField,
} from "./common.ts";
import { CHAT_MESSAGE_MAX_LENGTH } from "./constants/limits.ts";
import { DEFAULT_AGE, DEFAULT_SUBJECT, REPORT_REASON_VALUES, SEARCH_PAGE_CONTEXT } from "./constants/options.ts";
import { REPORT_TEXTS } from "./constants/texts-student.ts";
import { defineCall } from "./http.ts";

const SearchQuery = z
  .string({ error: "Please enter something to search for" })
  .trim()
  .min(1, "Please enter something to search for")
  .max(CHAT_MESSAGE_MAX_LENGTH, `Searches can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`);

export const SearchWebsitesRequest = z.strictObject({
  query: SearchQuery,
  sessionId: SessionId,
  age: Age.default(DEFAULT_AGE),
  subject: Subject.default(DEFAULT_SUBJECT),
  studyModeEnabled: z.boolean({ error: "studyModeEnabled must be true or false" }).default(false),
});
export type SearchWebsitesRequest = z.infer<typeof SearchWebsitesRequest>;

export const WebsiteResult = z.object({
  title: z.string(),
  description: z.string(),
  url: HttpUrl,
  favicon: z.string().nullable().optional(),
  isAdvertised: z.boolean(),
  /** The 'Report' link needs it. */
  advertiserId: AdvertiserId.nullable().optional(),
});
export type WebsiteResult = z.infer<typeof WebsiteResult>;

export const SearchWebsitesResponse = z.object({
  websites: z.array(WebsiteResult),
  /** Line breaks are kept when shown. */
  aiOverview: z.string(),
  recommendation: OfferedRecommendation.optional(),
});
export type SearchWebsitesResponse = z.infer<typeof SearchWebsitesResponse>;

/** May be blank: a voice recommendation has none. */
const TrackedQuery = z.string({ error: "searchQuery must be text" }).max(CHAT_MESSAGE_MAX_LENGTH);

export const TrackViewRequest = z.strictObject({
  advertiserId: AdvertiserId,
  searchQuery: TrackedQuery,
  sessionId: SessionId,
  pageContext: z.literal(SEARCH_PAGE_CONTEXT, { error: `pageContext must be '${SEARCH_PAGE_CONTEXT}'` }),
});
export type TrackViewRequest = z.infer<typeof TrackViewRequest>;

export const TrackClickRequest = z.strictObject({
  advertiserId: AdvertiserId,
  searchQuery: TrackedQuery,
});
export type TrackClickRequest = z.infer<typeof TrackClickRequest>;

export const TrackRecommendationRequest = z.strictObject({
  advertiserId: AdvertiserId,
  recommendationType: RecommendationType,
  context: z.string({ error: "context must be text" }).max(CHAT_MESSAGE_MAX_LENGTH),
});
export type TrackRecommendationRequest = z.infer<typeof TrackRecommendationRequest>;

export const RecommendationAdvertiser = z.object({
  id: AdvertiserId,
  name: z.string(),
  url: HttpUrl,
});
export type RecommendationAdvertiser = z.infer<typeof RecommendationAdvertiser>;

export const AdvertisersForRecommendationsResponse = z.object({
  advertisers: z.array(RecommendationAdvertiser),
});
export type AdvertisersForRecommendationsResponse = z.infer<typeof AdvertisersForRecommendationsResponse>;

export const REPORT_DETAILS_MAX_LENGTH = 2000;

export const ReportAppRequest = z.strictObject({
  advertiserId: z.number({ error: REPORT_TEXTS.noApp }).int(REPORT_TEXTS.noApp).positive(REPORT_TEXTS.noApp).max(MAX_ID, REPORT_TEXTS.noApp),
  reportType: z.enum(REPORT_REASON_VALUES, { error: REPORT_TEXTS.missingDescription }),
  reportDetails: z
    .string({ error: REPORT_TEXTS.missingDescription })
    .trim()
    .min(1, REPORT_TEXTS.missingDescription)
    .max(REPORT_DETAILS_MAX_LENGTH, `Details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters`),
});
export type ReportAppRequest = z.infer<typeof ReportAppRequest>;

export const ReportAppResponse = z.object({
  ok: z.literal(true),
  reportId: idField("Report id"),
});
export type ReportAppResponse = z.infer<typeof ReportAppResponse>;

export const searchCalls = {
  searchWebsites: defineCall({
    method: "POST",
    path: "/api/search-websites",
    body: SearchWebsitesRequest,
    response: SearchWebsitesResponse,
    errors: { 429: "Too many searches from this student in the minute" },
  }),
  trackView: defineCall({
    method: "POST",
    path: "/api/track-view",
    body: TrackViewRequest,
    response: OkResponse,
  }),
  trackClick: defineCall({
    method: "POST",
    path: "/api/track-click",
    body: TrackClickRequest,
    response: OkResponse,
  }),
  trackRecommendation: defineCall({
    method: "POST",
    path: "/api/track-recommendation",
    body: TrackRecommendationRequest,
    response: OkResponse,
  }),
  getAdvertisersForRecommendations: defineCall({
    method: "GET",
    path: "/api/advertisers-for-recommendations",
    response: AdvertisersForRecommendationsResponse,
  }),
  reportApp: defineCall({
    method: "POST",
    path: "/api/report-app",
    body: ReportAppRequest,
    response: ReportAppResponse,
    errors: { 404: "No app has this id", 429: "Too many reports from this student in the hour" },
  }),
} as const;

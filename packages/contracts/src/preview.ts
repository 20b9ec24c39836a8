/** GET /api/preview?url=… — link preview for the voice overlay and the preview test page (both seeds). */
import { z } from "zod";
import { HttpUrl } from "./common.ts";
import { defineCall } from "./http.ts";

export const PreviewQuery = z.object({ url: HttpUrl });
export type PreviewQuery = z.infer<typeof PreviewQuery>;

/**
 * Seed 001 lists an `error` field too; failures are non-2xx answers with an ErrorResponse instead.
 * `image` is null when the page names none; title and description are empty strings when missing.
 */
export const LinkPreview = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  url: HttpUrl,
  /**
   * false when the page forbids being shown in a frame (X-Frame-Options, CSP frame-ancestors, or a site that
   * never allows it): the overlay then says so and offers 'Open in New Tab'. Ours; absent means unknown.
   */
  embeddable: z.boolean().optional(),
});
export type LinkPreview = z.infer<typeof LinkPreview>;

export const previewCalls = {
  getPreview: defineCall({
    method: "GET",
    path: "/api/preview",
    query: PreviewQuery,
    response: LinkPreview,
    errors: {
      403: "The website is not suitable for children",
      429: "Too many previews from this student or address in the minute",
      502: "The website could not be read: not found, too slow, too large, not a page, or redirected too often",
    },
  }),
} as const;

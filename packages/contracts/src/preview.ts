import { z } from "zod";
import { HttpUrl } from "./common.ts";
import { defineCall } from "./http.ts";

export const PreviewQuery = z.object({ url: HttpUrl });
export type PreviewQuery = z.infer<typeof PreviewQuery>;

/** Failures are non-2xx answers with an ErrorResponse, not an `error` field. */
export const LinkPreview = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  url: HttpUrl,
  /** The overlay then offers 'Open in New Tab'; absent means unknown. */
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

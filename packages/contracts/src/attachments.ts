import { z } from "zod";
import { idParam } from "./common.ts";
import { buildPath, buildQueryString, defineCall } from "./http.ts";

export const ATTACHMENT_SIZES = ["full", "thumbnail"] as const;
export const AttachmentSize = z.enum(ATTACHMENT_SIZES, { error: "size must be 'full' or 'thumbnail'" });
export type AttachmentSize = z.infer<typeof AttachmentSize>;

export const AttachmentParams = z.object({ id: idParam("Attachment id") });
export type AttachmentParams = z.infer<typeof AttachmentParams>;

export const AttachmentQuery = z.object({ size: AttachmentSize.optional() });
export type AttachmentQuery = z.infer<typeof AttachmentQuery>;

/** The browser loads it as an image, never through `callApi`. */
export const AttachmentBytes = z.unknown();

/** Uploads are converted to these. */
export const STORED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const attachmentCalls = {
  getAttachment: defineCall({
    method: "GET",
    path: "/api/attachments/:id",
    params: AttachmentParams,
    query: AttachmentQuery,
    response: AttachmentBytes,
    produces: STORED_IMAGE_TYPES,
    errors: { 404: "No photo of this student has this id (another student's photo answers the same)" },
  }),
} as const;

export function attachmentUrl(id: number, size: AttachmentSize = "full"): string {
  const query = size === "full" ? "" : buildQueryString({ size });
  return `${buildPath(attachmentCalls.getAttachment.path, { id })}${query}`;
}

import { previewCalls } from "@kidsafe/contracts";
import type { LinkPreview } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

export function linkPreviewKey(url: string) {
  return [previewCalls.getPreview.method, previewCalls.getPreview.path, url] as const;
}

/** GET /api/preview?url={encoded url} -> title, description, image and url. */
export function fetchLinkPreview(url: string, signal?: AbortSignal): Promise<LinkPreview> {
  return callApi(previewCalls.getPreview, { query: { url }, ...(signal ? { signal } : {}) });
}

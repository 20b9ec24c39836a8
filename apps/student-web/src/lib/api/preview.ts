import { previewCalls } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** The website overlay's title, description and image of a link. */
export const previewApi = {
  linkPreview: (url: string, signal?: AbortSignal) => callApi(previewCalls.getPreview, { query: { url }, signal }),
};

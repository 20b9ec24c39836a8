// Nothing in the name may break the header or name a path.

const EXTENSION_OF: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

function cleanName(fileName: string): string {
  const cleaned = fileName
    // eslint-disable-next-line no-control-regex -- replacing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, " ")
    .replace(/["\\/]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.replace(/^\.+/, "") || "photo";
}

function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An ASCII stand-in for other characters in `filename`, and the real name in `filename*`. */
export function inlineDisposition(fileName: string, contentType: string, thumbnail: boolean): string {
  let name = cleanName(fileName);
  if (thumbnail) name = `${name.replace(/\.[A-Za-z0-9]{1,5}$/, "")}-thumbnail.${EXTENSION_OF[contentType] ?? "img"}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, "_");
  return ascii === name ? `inline; filename="${ascii}"` : `inline; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

// The Content-Disposition of a served photo: shown in the page (inline), and saved under the child's own file
// name when they save it, with nothing in the name that could break the header or name a path.

const EXTENSION_OF: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

/** Quotes, backslashes and slashes never reach the header; control characters and blanks become one space. */
function cleanName(fileName: string): string {
  const cleaned = fileName
    // eslint-disable-next-line no-control-regex -- replacing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, " ")
    .replace(/["\\/]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.replace(/^\.+/, "") || "photo";
}

/** RFC 8187's percent-encoding for `filename*` (UTF-8). */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `inline; filename="..."` with an ASCII stand-in for any other character, plus `filename*` with the real name when
 * it has any. A thumbnail is named `<name>-thumbnail.<its type's extension>`.
 */
export function inlineDisposition(fileName: string, contentType: string, thumbnail: boolean): string {
  let name = cleanName(fileName);
  if (thumbnail) name = `${name.replace(/\.[A-Za-z0-9]{1,5}$/, "")}-thumbnail.${EXTENSION_OF[contentType] ?? "img"}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, "_");
  return ascii === name ? `inline; filename="${ascii}"` : `inline; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

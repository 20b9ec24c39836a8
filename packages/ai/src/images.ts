/** Other images (GIF, BMP) are stored and shown; the model is told about them instead of receiving bytes it refuses. */
export const MODEL_READABLE_IMAGE_TYPES: ReadonlySet<string> = new Set(["image/png", "image/jpeg", "image/webp", "image/heic", "image/heif"]);

export function isModelReadableImage(mimeType: string): boolean {
  return MODEL_READABLE_IMAGE_TYPES.has(mimeType.toLowerCase());
}

/**
 * The image types Gemini reads as inline data. Other images a child may attach (GIF, BMP) are stored and shown,
 * but the model is told about them instead of receiving bytes it would refuse.
 */
export const MODEL_READABLE_IMAGE_TYPES: ReadonlySet<string> = new Set(["image/png", "image/jpeg", "image/webp", "image/heic", "image/heif"]);

export function isModelReadableImage(mimeType: string): boolean {
  return MODEL_READABLE_IMAGE_TYPES.has(mimeType.toLowerCase());
}

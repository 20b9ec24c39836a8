import { ARTWORK_FILE_PREFIX } from "@kidsafe/contracts";

/** 'artwork-' plus a timestamp (ms since 1970), as the seed names downloads; `.png` so every system opens it. */
export function artworkFileName(now: number): string {
  return `${ARTWORK_FILE_PREFIX}${now}.png`;
}

/**
 * Saves the drawing as a PNG on a white background: the canvas itself is transparent (so the eraser can cut
 * pixels out), and a transparent PNG shows up black or checkered in some photo apps.
 */
export async function downloadArtwork(canvas: HTMLCanvasElement, now: number): Promise<string> {
  const flattened = document.createElement("canvas");
  flattened.width = canvas.width;
  flattened.height = canvas.height;
  const context = flattened.getContext("2d");
  if (!context) throw new Error("This browser cannot save drawings.");
  context.fillStyle = "#FFFFFF";
  context.fillRect(0, 0, flattened.width, flattened.height);
  context.drawImage(canvas, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => flattened.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("This browser cannot save drawings.");

  const fileName = artworkFileName(now);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

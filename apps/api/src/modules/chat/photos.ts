// Re-encoding leaves every metadata block behind (EXIF with GPS, XMP, IPTC, ICC) and turns the picture upright first (docs/decisions.md).
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_THUMBNAIL_MAX_PX } from "@kidsafe/contracts";
import sharp from "sharp";
import type { Metadata } from "sharp";
import type { DetectedImageType } from "./image-signature.ts";

// Every upload is a different picture: libvips's cache of recent operations would only hold memory.
sharp.cache(false);

export type StoredImageType = "image/jpeg" | "image/png" | "image/webp";

export const PHOTO_LIMITS = {
  /** A small file that decodes to more is refused before decoding. */
  maxPixels: 50_000_000,
  maxStoredBytes: 2 * ATTACHMENT_MAX_BYTES,
  /** A picture that takes longer is not a photo worth the CPU. */
  timeoutSeconds: 20,
  /** Each holds its decoded pixels (tens of MB) while it is worked on. */
  concurrent: 2,
} as const;

/** The model reads JPEG, PNG and WebP; GIF and TIFF become lossless PNG. */
const STORED_TYPE_OF: Record<DetectedImageType, StoredImageType | null> = {
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  "image/webp": "image/webp",
  "image/gif": "image/png",
  "image/tiff": "image/png",
  "image/avif": "image/webp",
  "image/heif": "image/webp",
  // sharp's prebuilt libvips reads neither.
  "image/bmp": null,
  "image/heic": null,
};

export const UNSUPPORTED_LABEL: Partial<Record<DetectedImageType, string>> = {
  "image/bmp": "BMP",
  "image/heic": "HEIC",
  "image/heif": "HEIC",
};

export type PhotoRefusal = "unsupported" | "unreadable" | "too-big";

export class PhotoRefusedError extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(`photo refused: ${reason}`);
  }
}

export interface PreparedPhoto {
  type: StoredImageType;
  data: Buffer;
  width: number;
  height: number;
  thumbnail: { type: "image/webp"; data: Buffer };
}

export function canStore(type: DetectedImageType): boolean {
  return STORED_TYPE_OF[type] !== null;
}

const JPEG_QUALITY = 90;
const WEBP_QUALITY = 90;
const THUMBNAIL_QUALITY = 70;

function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // A freed place goes straight to the next in line, else it is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const photoWork = concurrencyLimit(PHOTO_LIMITS.concurrent);

function decoder(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: "error", autoOrient: true }).timeout({
    seconds: PHOTO_LIMITS.timeoutSeconds,
  });
}

async function encode(bytes: Buffer, type: StoredImageType, palette: boolean) {
  const image = decoder(bytes);
  if (type === "image/jpeg") image.jpeg({ quality: JPEG_QUALITY });
  else if (type === "image/webp") image.webp({ quality: WEBP_QUALITY });
  else image.png({ palette });
  return image.toBuffer({ resolveWithObject: true });
}

async function thumbnailOf(bytes: Buffer): Promise<Buffer> {
  return decoder(bytes)
    .resize(ATTACHMENT_THUMBNAIL_MAX_PX, ATTACHMENT_THUMBNAIL_MAX_PX, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY })
    .toBuffer();
}

async function prepare(bytes: Buffer, detected: DetectedImageType): Promise<PreparedPhoto> {
  const type = STORED_TYPE_OF[detected];
  if (!type) throw new PhotoRefusedError("unsupported");
  let metadata: Metadata;
  try {
    // The header alone: the size is judged here, with a message of its own.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefusedError(UNSUPPORTED_LABEL[detected] ? "unsupported" : "unreadable");
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PHOTO_LIMITS.maxPixels) throw new PhotoRefusedError("too-big");
  try {
    // A palette picture stays one: as full colour it could be several times larger.
    const stored = await encode(bytes, type, metadata.isPalette === true || detected === "image/gif");
    if (stored.data.length > PHOTO_LIMITS.maxStoredBytes) throw new PhotoRefusedError("too-big");
    const thumbnail = await thumbnailOf(bytes);
    return { type, data: stored.data, width: stored.info.width, height: stored.info.height, thumbnail: { type: "image/webp", data: thumbnail } };
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw error;
    throw new PhotoRefusedError(UNSUPPORTED_LABEL[detected] ? "unsupported" : "unreadable");
  }
}

/** A burst of uploads queues instead of decoding everything at once. */
export function preparePhoto(bytes: Buffer, detected: DetectedImageType): Promise<PreparedPhoto> {
  return photoWork(() => prepare(bytes, detected));
}

const EXTENSION_OF: Record<StoredImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** Never the device's file name, which often holds a name or a place. */
export function storedFileName(index: number, stored: StoredImageType): string {
  return `photo-${index + 1}.${EXTENSION_OF[stored]}`;
}

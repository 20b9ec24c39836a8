// Helpers of the chat integration tests: students, images as bytes, and the rows a failed request must not touch.
import { CHAT_SEND_COOLDOWN_MS } from "@kidsafe/contracts";
import type { ChatRequest } from "@kidsafe/contracts";
import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { sql } from "kysely";
import sharp from "sharp";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { sessionCookie } from "./harness.ts";
import type { TestApi } from "./harness.ts";

export interface ChatStudent {
  id: number;
  cookie: string;
}

let counter = 0;

export async function registerChatStudent(api: TestApi, base = "Chatty"): Promise<ChatStudent> {
  const username = `${base}${Date.now().toString(36)}${counter++}`;
  const response = await api.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username, password: "pw", birthYear: TEEN_BIRTH_YEAR },
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return { id: response.json<{ id: number }>().id, cookie: sessionCookie(response) };
}

/** A clock the cooldown reads; `pass()` moves it past the 2000 ms, so a test never sleeps. */
export function cooldownClock(start = 1_700_000_000_000) {
  const clock = { now: start, pass: (ms = CHAT_SEND_COOLDOWN_MS) => (clock.now += ms) };
  return clock;
}

export const newSession = () => `t${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * Bytes that start with a real image signature and are no picture (the rest is filler): refused by size before they
 * are decoded, or as damaged when they are.
 */
export const imageBytes = {
  png: (size = 64) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(Math.max(0, size - 8), 7)]),
  jpeg: (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(0, size - 4), 3)]),
  gif: () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n", "latin1"),
};

const plain = (width: number, height: number, background = "#3a7bd5") => sharp({ create: { width, height, channels: 3, background } });

/** Real pictures (made with sharp), of one colour unless said otherwise. */
export const pictures = {
  png: (width = 4, height = 3) => plain(width, height).png().toBuffer(),
  jpeg: (width = 4, height = 3) => plain(width, height).jpeg().toBuffer(),
  webp: (width = 4, height = 3) => plain(width, height).webp().toBuffer(),
  gif: (width = 4, height = 3) => plain(width, height).gif().toBuffer(),
  tiff: (width = 4, height = 3) => plain(width, height).tiff().toBuffer(),
  /** An animated GIF of two frames, red then green. */
  animatedGif: (width = 4, height = 3) => {
    const frame = (rgb: number[]) => Buffer.concat(Array.from({ length: width * height }, () => Buffer.from(rgb)));
    const frames = Buffer.concat([frame([255, 0, 0]), frame([0, 255, 0])]);
    return sharp(frames, { raw: { width, height: height * 2, channels: 3, pageHeight: height } })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer();
  },
  /** A PNG of random pixels just under `bytes`, stored without compression: noise does not shrink when stored again. */
  noisyPng: (bytes: number) => {
    const width = 1024;
    const height = Math.floor((bytes - 4096) / (width * 3 + 1) / 1.001);
    return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
  },
  /** A real BMP of one blue pixel (24-bit, bottom-up). */
  bmp: () => {
    const file = Buffer.alloc(58);
    file.write("BM", 0, "latin1");
    file.writeUInt32LE(58, 2);
    file.writeUInt32LE(54, 10);
    file.writeUInt32LE(40, 14);
    file.writeInt32LE(1, 18);
    file.writeInt32LE(1, 22);
    file.writeUInt16LE(1, 26);
    file.writeUInt16LE(24, 28);
    file.writeUInt32LE(4, 34);
    file.set([255, 0, 0], 54);
    return file;
  },
  /** The start of an iPhone HEIC photo: its 'ftyp' box (brand heic) and a little more. */
  heic: () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"), Buffer.alloc(64)]),
};

/** A real PNG whose header says it is `width` x `height` pixels (its pixel data is not there: it is never read). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await pictures.png(1, 1);
  // The IHDR chunk follows the 8-byte signature: length (4), "IHDR" (4), width, height, ..., then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** GPS coordinates a photo carries in its EXIF (a school in London). */
export const PHOTO_POSITION = { latitude: [51, 30, 26], longitude: [0, 7, 39] } as const;

/**
 * The JPEG with a camera's EXIF block (APP1) put in after its start: the maker, orientation 6 (the camera was turned:
 * shown upright, the picture is rotated a quarter turn) and the GPS position, as a phone writes them.
 */
export function withGpsExif(jpeg: Buffer): Buffer {
  const tiff = Buffer.alloc(160);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  const [ASCII, SHORT, LONG, RATIONAL] = [2, 3, 4, 5];
  tiff.write("II", 0, "latin1");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  // IFD0 at 8: Make, Orientation, the GPS IFD's offset.
  tiff.writeUInt16LE(3, 8);
  entry(10, 0x010f, ASCII, 7, 104);
  entry(22, 0x0112, SHORT, 1, 6);
  entry(34, 0x8825, LONG, 1, 50);
  // The GPS IFD at 50: latitude N, longitude W, each degrees/minutes/seconds.
  tiff.writeUInt16LE(4, 50);
  entry(52, 0x0001, ASCII, 2, 0);
  tiff.write("N", 60, "latin1");
  entry(64, 0x0002, RATIONAL, 3, 112);
  entry(76, 0x0003, ASCII, 2, 0);
  tiff.write("W", 84, "latin1");
  entry(88, 0x0004, RATIONAL, 3, 136);
  tiff.write("KidCam\0", 104, "latin1");
  const rationals = (at: number, values: readonly number[]) =>
    values.forEach((value, index) => {
      tiff.writeUInt32LE(value, at + index * 8);
      tiff.writeUInt32LE(1, at + index * 8 + 4);
    });
  rationals(112, PHOTO_POSITION.latitude);
  rationals(136, PHOTO_POSITION.longitude);
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

export function upload(name: string, bytes: Buffer, type = "image/png"): ChatRequest["files"][number] {
  return { name, type, size: bytes.length, data: bytes.toString("base64") };
}

export function postChat(api: TestApi, cookie: string | undefined, payload: unknown) {
  return api.app.inject({
    method: "POST",
    url: "/api/chat",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

export function getChat(api: TestApi, cookie: string | undefined, sessionId: string) {
  return api.app.inject({ method: "GET", url: `/api/chat/${sessionId}`, headers: cookie ? { cookie } : {} });
}

export function deleteChat(api: TestApi, cookie: string | undefined, sessionId: string) {
  return api.app.inject({ method: "DELETE", url: `/api/chat/${sessionId}`, headers: cookie ? { cookie } : {} });
}

/** Every chat row in the database, to show that a refused request changed nothing. */
export async function chatRows(api: TestApi) {
  const { rows } = await sql<{ conversations: string; messages: string; attachments: string; content: string }>`
    select (select count(*) from conversations) as conversations,
           (select count(*) from messages) as messages,
           (select count(*) from attachments) as attachments,
           (select coalesce(string_agg(content, '|' order by id), '') from messages) as content
  `.execute(api.database.db);
  return rows[0];
}

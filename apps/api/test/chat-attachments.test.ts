// Photos attached to chat messages: re-encoded at upload without their metadata (what is stored is what the model
// sees), named in the history without their bytes, and served one at a time by GET /api/attachments/:id to their
// own student only. Real PostgreSQL and Redis; the Gemini emulator records what the model was sent.
import { createHash } from "node:crypto";
import { ATTACHMENT_THUMBNAIL_MAX_PX, UPLOAD_TEXTS, attachmentUrl } from "@kidsafe/contracts";
import type { ChatHistory, MessageAttachment } from "@kidsafe/contracts";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_SERVER_TEXTS } from "../src/modules/chat/texts.ts";
import {
  PHOTO_POSITION,
  chatRows,
  cooldownClock,
  deleteChat,
  getChat,
  imageBytes,
  newSession,
  pictures,
  pngClaiming,
  postChat,
  registerChatStudent,
  upload,
  withGpsExif,
} from "./chat-support.ts";
import type { ChatStudent } from "./chat-support.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

let emulator: GeminiEmulator;
let api: TestApi;
const clock = cooldownClock();

beforeAll(async () => {
  emulator = await startGeminiEmulator();
  api = await startTestApi({ env: emulatedGemini(emulator.url, { AI_TIMEOUT_MS: "60000" }), clock: () => new Date(clock.now) });
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});

/** Sends a message with photos (past the cooldown) and answers the history's attachments of that message. */
async function sendPhotos(student: ChatStudent, files: ReturnType<typeof upload>[], sessionId = newSession()) {
  clock.pass();
  const response = await postChat(api, student.cookie, { message: "look at this", sessionId, files });
  expect(response.statusCode, response.body).toBe(200);
  const history = (await getChat(api, student.cookie, sessionId)).json<ChatHistory>();
  return { sessionId, attachments: history.messages.find((message) => message.sender === "user")?.attachments ?? [] };
}

function getAttachment(cookie: string | undefined, url: string) {
  return api.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

/** The photos of the last model request that carried any, as the model received them. */
function photosTheModelGot(): Array<{ mimeType: string; bytes: Buffer }> {
  const request = emulator.requests.findLast((recorded) =>
    recorded.body.contents.some((content) => content.parts.some((part) => part.inlineData)),
  );
  return (request?.body.contents.at(-1)?.parts ?? []).flatMap((part) =>
    part.inlineData ? [{ mimeType: part.inlineData.mimeType, bytes: Buffer.from(part.inlineData.data, "base64") }] : [],
  );
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function storedBytes(attachmentId: number) {
  const { rows } = await sql<{ file_data: Buffer; thumbnail_data: Buffer | null }>`
    select file_data, thumbnail_data from attachments where id = ${attachmentId}
  `.execute(api.database.db);
  return rows[0];
}

describe("the history names photos without their bytes", () => {
  it("answers each photo's id, name, type, size and pixels, and stays small however large the photos are", async () => {
    const student = await registerChatStudent(api);
    const big = await pictures.noisyPng(2 * 1024 * 1024);
    const { sessionId, attachments } = await sendPhotos(student, [
      upload("big.png", big),
      upload("small.jpg", await pictures.jpeg(60, 30), "image/jpeg"),
    ]);
    expect(attachments).toEqual([
      {
        id: expect.any(Number) as number,
        fileName: "photo-1.png",
        fileType: "image/png",
        fileSize: expect.any(Number) as number,
        width: 1024,
        height: expect.any(Number) as number,
      },
      {
        id: expect.any(Number) as number,
        fileName: "photo-2.jpg",
        fileType: "image/jpeg",
        fileSize: expect.any(Number) as number,
        width: 60,
        height: 30,
      },
    ]);
    expect(attachments[0]?.fileSize).toBeGreaterThan(2 * 1024 * 1024 - 10_000);
    const history = await getChat(api, student.cookie, sessionId);
    expect(history.body.length).toBeLessThan(2000);
    expect(history.body).not.toContain("fileData");
  });
});

describe("GET /api/attachments/:id", () => {
  let owner: ChatStudent;
  let photo: MessageAttachment;
  let sessionId: string;

  beforeAll(async () => {
    owner = await registerChatStudent(api, "Owner");
    const sent = await sendPhotos(owner, [upload('my "best"\nünicorn.jpg', await pictures.jpeg(1000, 500), "image/jpeg")]);
    sessionId = sent.sessionId;
    const [first] = sent.attachments;
    if (!first) throw new Error("the photo is not in the history");
    photo = first;
  });

  it("serves the stored bytes with their type, length, a private immutable cache, nosniff and a neutral file name, never the device's", async () => {
    const response = await getAttachment(owner.cookie, attachmentUrl(photo.id));
    expect(response.statusCode).toBe(200);
    const body = response.rawPayload;
    expect(sha256(body)).toBe(sha256((await storedBytes(photo.id))?.file_data ?? Buffer.alloc(0)));
    expect(body.length).toBe(photo.fileSize);
    expect(response.headers).toMatchObject({
      "content-type": "image/jpeg",
      "content-length": String(photo.fileSize),
      "cache-control": "private, max-age=604800, immutable",
      vary: "Cookie",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      "content-disposition": 'inline; filename="photo-1.jpg"',
    });
    expect(await sharp(body).metadata()).toMatchObject({ format: "jpeg", width: 1000, height: 500 });
  });

  it(`serves the thumbnail made at upload: WebP, at most ${ATTACHMENT_THUMBNAIL_MAX_PX.toString()} px on its long side`, async () => {
    const response = await getAttachment(owner.cookie, attachmentUrl(photo.id, "thumbnail"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["content-disposition"]).toContain('filename="photo-1-thumbnail.webp"');
    expect(response.headers["cache-control"]).toBe("private, max-age=604800, immutable");
    expect(response.rawPayload.equals((await storedBytes(photo.id))?.thumbnail_data ?? Buffer.alloc(0))).toBe(true);
    const thumbnail = await sharp(response.rawPayload).metadata();
    expect(thumbnail).toMatchObject({ format: "webp", width: ATTACHMENT_THUMBNAIL_MAX_PX, height: ATTACHMENT_THUMBNAIL_MAX_PX / 2 });
    expect(thumbnail.exif).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(photo.fileSize);
  });

  it("answers another student's photo with the same 404 as an id nobody has, so ids reveal nothing", async () => {
    const stranger = await registerChatStudent(api, "Stranger");
    const others = await getAttachment(stranger.cookie, attachmentUrl(photo.id));
    const unknown = await getAttachment(stranger.cookie, attachmentUrl(photo.id + 1_000_000));
    expect(others.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
    expect(others.json<{ message: string }>().message).toBe(CHAT_SERVER_TEXTS.photoNotFound);
    expect((await getAttachment(stranger.cookie, attachmentUrl(photo.id, "thumbnail"))).statusCode).toBe(404);
    expect(others.headers["cache-control"]).toBe("no-store");
  });

  it("needs a signed-in student: 401 signed out", async () => {
    const response = await getAttachment(undefined, attachmentUrl(photo.id));
    expect(response.statusCode).toBe(401);
    expect(response.headers["content-type"]).toContain("application/json");
  });

  it("refuses an id that is not a positive whole number and a size it does not know with 400", async () => {
    expect((await getAttachment(owner.cookie, "/api/attachments/abc")).statusCode).toBe(400);
    expect((await getAttachment(owner.cookie, `/api/attachments/${photo.id.toString()}?size=huge`)).statusCode).toBe(400);
  });

  it("streams a 5 MB photo a slice at a time and it arrives whole", async () => {
    const student = await registerChatStudent(api);
    const {
      attachments: [large],
    } = await sendPhotos(student, [upload("noise.png", await pictures.noisyPng(5 * 1024 * 1024))]);
    expect(large?.fileSize).toBeGreaterThan(4.9 * 1024 * 1024);
    const response = await getAttachment(student.cookie, attachmentUrl(large?.id ?? 0));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe(String(large?.fileSize));
    expect(sha256(response.rawPayload)).toBe(sha256((await storedBytes(large?.id ?? 0))?.file_data ?? Buffer.alloc(0)));
  });

  it("serves the full photo for a thumbnail of a photo that has none", async () => {
    const student = await registerChatStudent(api);
    const { attachments } = await sendPhotos(student, [upload("plain.png", await pictures.png(8, 8))]);
    const id = attachments[0]?.id ?? 0;
    await sql`update attachments set thumbnail_data = null, thumbnail_type = null where id = ${id}`.execute(api.database.db);
    const response = await getAttachment(student.cookie, attachmentUrl(id, "thumbnail"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["content-disposition"]).toBe('inline; filename="photo-1.png"');
    expect(response.rawPayload.equals((await storedBytes(id))?.file_data ?? Buffer.alloc(0))).toBe(true);
  });

  it("is 404 once Reset Chat cleared the photo's conversation, and gone with the account", async () => {
    const student = await registerChatStudent(api);
    const first = await sendPhotos(student, [upload("a.png", await pictures.png())]);
    const cleared = first.attachments[0]?.id ?? 0;
    expect((await deleteChat(api, student.cookie, first.sessionId)).statusCode).toBe(200);
    expect((await getAttachment(student.cookie, attachmentUrl(cleared))).statusCode).toBe(404);

    const second = await sendPhotos(student, [upload("b.png", await pictures.png())]);
    expect((await getAttachment(student.cookie, attachmentUrl(second.attachments[0]?.id ?? 0))).statusCode).toBe(200);
    const deleted = await api.app.inject({
      method: "POST",
      url: "/api/delete-account",
      headers: { cookie: student.cookie },
      payload: { password: "pw" },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { rows } = await sql<{ left: string }>`select count(*) as left from attachments where user_id = ${student.id}`.execute(
      api.database.db,
    );
    expect(Number(rows[0]?.left)).toBe(0);
  });

  it("stays with its own conversation: the owner's history still names it", async () => {
    const history = (await getChat(api, owner.cookie, sessionId)).json<ChatHistory>();
    expect(history.messages[0]?.attachments.map((attachment) => attachment.id)).toEqual([photo.id]);
  });
});

describe("metadata is removed before a photo is stored or sent to the model", () => {
  it("stores and sends a phone photo without its EXIF (GPS position, camera), turned upright", async () => {
    const original = withGpsExif(await pictures.jpeg(40, 20));
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(before.exif?.length).toBeGreaterThan(100);
    // The latitude's degrees as EXIF writes them (a rational: 51/1).
    const latitude = Buffer.from([PHOTO_POSITION.latitude[0], 0, 0, 0, 1, 0, 0, 0]);
    expect(original.includes(latitude)).toBe(true);

    const student = await registerChatStudent(api);
    const {
      attachments: [photo],
    } = await sendPhotos(student, [upload("playground.jpg", original, "image/jpeg")]);
    // Turned a quarter as the camera said, so the picture is upright without its orientation tag.
    expect(photo).toMatchObject({ fileType: "image/jpeg", width: 20, height: 40 });

    const stored = await storedBytes(photo?.id ?? 0);
    const served = (await getAttachment(student.cookie, attachmentUrl(photo?.id ?? 0))).rawPayload;
    const sent = photosTheModelGot();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.mimeType).toBe("image/jpeg");
    // The model received exactly the stored bytes, and those are what the child is served.
    expect(sha256(sent[0]?.bytes ?? Buffer.alloc(0))).toBe(sha256(stored?.file_data ?? Buffer.alloc(1)));
    expect(sha256(served)).toBe(sha256(stored?.file_data ?? Buffer.alloc(1)));

    for (const bytes of [stored?.file_data ?? Buffer.alloc(0), stored?.thumbnail_data ?? Buffer.alloc(0)]) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      // No EXIF segment, no camera name, no position left anywhere in the bytes.
      expect(bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
      expect(bytes.includes(Buffer.from("KidCam", "latin1"))).toBe(false);
      expect(bytes.includes(latitude)).toBe(false);
    }
  });
});

describe("pictures the model cannot read", () => {
  it("converts a GIF to PNG (its first frame when animated), stored as photo-1.png, and sends the PNG to the model", async () => {
    const student = await registerChatStudent(api);
    const {
      attachments: [photo],
    } = await sendPhotos(student, [upload("dance.gif", await pictures.animatedGif(4, 3), "image/gif")]);
    expect(photo).toMatchObject({ fileName: "photo-1.png", fileType: "image/png", width: 4, height: 3 });
    expect(photosTheModelGot().map((image) => image.mimeType)).toEqual(["image/png"]);

    const served = await getAttachment(student.cookie, attachmentUrl(photo?.id ?? 0));
    expect(served.headers["content-type"]).toBe("image/png");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 4, height: 3 });
    expect(metadata.pages ?? 1).toBe(1);
    const { data } = await sharp(served.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it("converts a TIFF to PNG", async () => {
    const student = await registerChatStudent(api);
    const {
      attachments: [photo],
    } = await sendPhotos(student, [upload("scan.tiff", await pictures.tiff(), "image/tiff")]);
    expect(photo).toMatchObject({ fileName: "photo-1.png", fileType: "image/png" });
    expect(photosTheModelGot().map((image) => image.mimeType)).toEqual(["image/png"]);
  });

  it.each([
    ["a BMP", "drawing.bmp", () => Promise.resolve(pictures.bmp()), CHAT_SERVER_TEXTS.photoUnsupported("drawing.bmp", "BMP")],
    [
      "an iPhone HEIC photo",
      "IMG_0042.HEIC",
      () => Promise.resolve(pictures.heic()),
      CHAT_SERVER_TEXTS.photoUnsupported("IMG_0042.HEIC", "HEIC"),
    ],
    ["a damaged picture", "broken.png", () => Promise.resolve(imageBytes.png(4096)), CHAT_SERVER_TEXTS.photoUnreadable("broken.png")],
    ["a picture of 10 000 megapixels", "huge.png", () => pngClaiming(100_000, 100_000), CHAT_SERVER_TEXTS.photoTooBig("huge.png")],
    ["a PDF renamed .png", "homework.png", () => Promise.resolve(imageBytes.pdf()), UPLOAD_TEXTS.invalidTypeDescription("homework.png")],
  ])("refuses %s with a 400 naming the file, and stores nothing", async (_name, fileName, bytes, message) => {
    const student = await registerChatStudent(api);
    const before = await chatRows(api);
    clock.pass();
    const response = await postChat(api, student.cookie, {
      message: "what is this?",
      sessionId: newSession(),
      files: [upload("fine.png", await pictures.png()), upload(fileName, await bytes())],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { "files.1.data": message } });
    expect(await chatRows(api)).toEqual(before);
  });
});

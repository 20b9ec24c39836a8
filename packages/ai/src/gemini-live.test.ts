import { randomBytes } from "node:crypto";
import { Session } from "@google/genai";
import { describe, expect, it } from "vitest";
import { audioInputMessage } from "./gemini-live.ts";

describe("audioInputMessage", () => {
  it("is the very text the SDK's sendRealtimeInput sends for a chunk of audio", () => {
    const sent: string[] = [];
    const connection = { connect: () => undefined, send: (message: string) => sent.push(message), close: () => undefined };
    // The SDK's Session, over a connection that keeps what it is given, for the Gemini API (not Vertex AI).
    const session = new Session(connection, { isVertexAI: () => false } as unknown as ConstructorParameters<typeof Session>[1]);
    const pcm = randomBytes(8192);
    session.sendRealtimeInput({ audio: { data: pcm.toString("base64"), mimeType: "audio/pcm;rate=16000" } });
    expect(audioInputMessage(pcm)).toBe(sent[0]);
  });
});

import { describe, expect, it } from "vitest";
import { VoiceClientMessage, VoiceServerMessage, VoiceSocketQuery, parseVoiceServerFrame } from "./voice.ts";

describe("voice socket messages", () => {
  it("parses a gemini_message with transcriptions and model text", () => {
    const frame = {
      type: "gemini_message",
      data: {
        serverContent: {
          inputTranscription: { text: "what is a comet" },
          outputTranscription: { text: "A comet is" },
          modelTurn: { parts: [{ text: "A comet is an icy body." }, {}] },
        },
      },
    };
    const message = VoiceServerMessage.parse(frame);
    expect(message.type).toBe("gemini_message");
    if (message.type === "gemini_message") {
      expect(message.data.serverContent.inputTranscription?.text).toBe("what is a comet");
      expect(message.data.serverContent.modelTurn?.parts[0]?.text).toBe("A comet is an icy body.");
    }
  });

  it("parses the other server messages and rejects unknown types", () => {
    expect(VoiceServerMessage.parse({ type: "recommendation", advertiserId: 4, context: "space" })).toEqual({
      type: "recommendation",
      advertiserId: 4,
      context: "space",
    });
    expect(VoiceServerMessage.safeParse({ type: "error", message: "boom" }).success).toBe(true);
    expect(VoiceServerMessage.safeParse({ type: "gemini_connected" }).success).toBe(true);
    expect(VoiceServerMessage.safeParse({ type: "gemini_disconnected" }).success).toBe(true);
    expect(VoiceServerMessage.safeParse({ type: "shutdown" }).success).toBe(false);
  });

  it("fails a text frame that is not JSON instead of throwing", () => {
    expect(parseVoiceServerFrame("{not json").success).toBe(false);
    expect(parseVoiceServerFrame('{"type":"gemini_connected"}').success).toBe(true);
  });

  it("accepts the client's text message and the camera's request, and nothing else", () => {
    expect(VoiceClientMessage.safeParse({ type: "text", text: "describe my drawing" }).success).toBe(true);
    expect(VoiceClientMessage.safeParse({ type: "text", text: "  " }).success).toBe(false);
    expect(VoiceClientMessage.safeParse({ type: "audio", text: "x" }).success).toBe(false);
    expect(VoiceClientMessage.safeParse({ type: "describe_camera" }).success).toBe(true);
    // The camera's request carries no words: a child's text cannot pass as it.
    expect(VoiceClientMessage.safeParse({ type: "describe_camera", text: "hide these words" }).success).toBe(false);
  });

  it("takes optional age, subject and voice in the socket URL", () => {
    expect(VoiceSocketQuery.parse({})).toEqual({});
    expect(VoiceSocketQuery.parse({ age: "7", subject: "math", voice: "Kore" })).toEqual({
      age: "7",
      subject: "math",
      voice: "Kore",
    });
    expect(VoiceSocketQuery.safeParse({ voice: "Zephyr" }).success).toBe(false);
  });
});

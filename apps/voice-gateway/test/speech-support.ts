// What a child does in a call, as the voice tests do it: speech sent as the page's microphone sends it, and the
// moments of an answer a test waits for.
import { speakAsTones } from "@kidsafe/gemini-emulator";
import type { TestGateway, VoiceClient } from "./harness.ts";

const CHUNK_BYTES = 8192; // 256 ms of 16 kHz 16-bit audio

/** `text` as tones the emulator hears word for word, then the silence that ends speech, sent all at once in chunks. */
export function speak(client: VoiceClient, text: string): void {
  const pcm = Buffer.concat([speakAsTones(text, 16_000), Buffer.alloc(16_000)]);
  for (let offset = 0; offset < pcm.length; offset += CHUNK_BYTES) client.socket.send(pcm.subarray(offset, offset + CHUNK_BYTES));
}

export const turnComplete = (client: VoiceClient) =>
  client.next("gemini_message", (message) => message.data.serverContent.turnComplete === true);

/**
 * Types `question`, and says `words` once its answer is being heard; returns when the AI says the answer was
 * interrupted. The answer is slowed while it plays so that the child's words land in the middle of it.
 */
export async function speakOverAnswer(
  test: TestGateway,
  client: VoiceClient,
  { question, words }: { question: string; words: string },
): Promise<void> {
  test.emulator.behaviour.chunkDelayMs = 20;
  client.sendJson({ type: "text", text: question });
  await client.next("gemini_message", (message) => message.data.serverContent.outputTranscription !== undefined);
  speak(client, words);
  await client.next("gemini_message", (message) => message.data.serverContent.interrupted === true);
  test.emulator.behaviour.chunkDelayMs = 0;
}

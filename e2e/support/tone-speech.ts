// A microphone for Chromium's fake audio capture: a WAV in which words are said the way the Gemini emulator hears
// them (one tone per character, packages/gemini-emulator/src/live/tones.ts), followed by silence so the emulator
// hears the end of the child's turn. Chromium loops the file.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { speakAsTones } from "@kidsafe/gemini-emulator";

const WAV_RATE = 48_000;

function wav(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Writes a WAV of `words` then `silenceMs` of silence, and returns its path (for --use-file-for-fake-audio-capture). */
export function toneSpeechWav(words: string, silenceMs: number): string {
  const speech = speakAsTones(words, WAV_RATE);
  const silence = Buffer.alloc(Math.round((WAV_RATE * silenceMs) / 1000) * 2);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "kidsafe-voice-")), "microphone.wav");
  writeFileSync(file, wav(Buffer.concat([silence.subarray(0, WAV_RATE), speech, silence]), WAV_RATE));
  return file;
}

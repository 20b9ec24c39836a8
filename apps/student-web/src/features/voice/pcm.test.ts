import { VOICE_INPUT_SAMPLE_RATE, VOICE_OUTPUT_SAMPLE_RATE, VOICE_PROCESSING_BUFFER_SIZE } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { base64ToBytes, createMicrophoneFramer, createResampler, floatToPcm16, pcm16ToFloat, pcmDurationMs } from "./pcm.ts";

function sine(rate: number, hz: number, count: number, offset = 0): Float32Array {
  return Float32Array.from({ length: count }, (_, index) => Math.sin((2 * Math.PI * hz * (index + offset)) / rate));
}

describe("resampling the microphone", () => {
  it("turns 48 kHz into a third as many 16 kHz samples across buffer seams, without losing or repeating any", () => {
    const resampler = createResampler(48_000, VOICE_INPUT_SAMPLE_RATE);
    let total = 0;
    for (let buffer = 0; buffer < 10; buffer += 1) total += resampler.push(new Float32Array(VOICE_PROCESSING_BUFFER_SIZE)).length;
    expect(total).toBe(Math.floor((10 * VOICE_PROCESSING_BUFFER_SIZE) / 3));
  });

  it("keeps the count right for a rate that does not divide evenly (44.1 kHz)", () => {
    const resampler = createResampler(44_100, VOICE_INPUT_SAMPLE_RATE);
    let total = 0;
    for (let buffer = 0; buffer < 44; buffer += 1) total += resampler.push(new Float32Array(VOICE_PROCESSING_BUFFER_SIZE)).length;
    const expected = (44 * VOICE_PROCESSING_BUFFER_SIZE * VOICE_INPUT_SAMPLE_RATE) / 44_100;
    expect(Math.abs(total - expected)).toBeLessThanOrEqual(1);
  });

  it("keeps a 440 Hz tone a 440 Hz tone (same zero crossings per second)", () => {
    const resampler = createResampler(48_000, VOICE_INPUT_SAMPLE_RATE);
    const out = [...resampler.push(sine(48_000, 440, 24_000)), ...resampler.push(sine(48_000, 440, 24_000, 24_000))];
    let crossings = 0;
    for (let index = 1; index < out.length; index += 1) if (Math.sign(out[index - 1] ?? 0) !== Math.sign(out[index] ?? 0)) crossings += 1;
    expect(out.length).toBe(16_000);
    expect(Math.abs(crossings - 880)).toBeLessThanOrEqual(4);
  });

  it("upsamples by interpolation and passes an equal rate through", () => {
    const up = createResampler(8_000, 16_000).push(Float32Array.from([0, 1, 0, -1, 0]));
    expect(Array.from(up.slice(0, 4))).toEqual([0, 0.5, 1, 0.5]);
    expect(Array.from(createResampler(16_000, 16_000).push(Float32Array.from([0.25])))).toEqual([0.25]);
  });

  it("refuses a rate that is not positive", () => {
    expect(() => createResampler(0, 16_000)).toThrow(/positive/);
  });
});

describe("PCM frames", () => {
  it("encodes floats as 16-bit little-endian, clamped, and decodes them back", () => {
    const pcm = floatToPcm16(Float32Array.from([0, 1, -1, 2, -0.5]));
    const view = new DataView(pcm);
    expect(pcm.byteLength).toBe(10);
    expect([0, 2, 4, 6, 8].map((offset) => view.getInt16(offset, true))).toEqual([0, 32767, -32768, 32767, -16384]);
    const back = pcm16ToFloat(pcm);
    expect(back[2]).toBe(-1);
    expect(back[4]).toBeCloseTo(-0.5, 4);
  });

  it("ignores a trailing odd byte of a broken frame", () => {
    expect(pcm16ToFloat(new Uint8Array([0, 64, 7])).length).toBe(1);
  });

  it("says how long a 24 kHz chunk plays", () => {
    expect(pcmDurationMs(VOICE_OUTPUT_SAMPLE_RATE * 2, VOICE_OUTPUT_SAMPLE_RATE)).toBe(1000);
  });

  it("frames a 4096-sample 48 kHz buffer as 1365 samples of 16 kHz PCM", () => {
    const frame = createMicrophoneFramer(48_000, VOICE_INPUT_SAMPLE_RATE);
    expect(frame(new Float32Array(VOICE_PROCESSING_BUFFER_SIZE))?.byteLength).toBe(1365 * 2);
    expect(frame(new Float32Array(1))).toBeNull();
  });

  it("decodes a reply's base64 audio", () => {
    expect(Array.from(base64ToBytes(btoa("\u0001\u0002\u00ff")))).toEqual([1, 2, 255]);
  });
});

// The voice socket's audio: 16-bit little-endian mono PCM, 16 kHz up and 24 kHz down. The
// microphone runs at the device's rate (often 48 kHz), so what it captures is resampled before it is framed.

const INT16_MAX = 0x7fff;
const INT16_MIN = -0x8000;

/**
 * A resampler for one continuous stream cut into buffers: each call takes the next buffer and returns the samples
 * it completes, carrying the rest (and the fractional position) into the next call, so the seams between buffers
 * neither drop nor repeat a sample. Downsampling averages the input samples each output sample covers (a box
 * filter: cheap, and enough against the worst aliasing of speech); upsampling interpolates linearly.
 */
export interface Resampler {
  push(input: Float32Array): Float32Array;
}

export function createResampler(fromRate: number, toRate: number): Resampler {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError(`Sample rates must be positive (got ${fromRate} -> ${toRate})`);
  if (fromRate === toRate) return { push: (input) => input.slice() };
  const step = fromRate / toRate; // input samples per output sample
  let carry = new Float32Array(0);
  // Where the next output sample starts, in input samples from the start of `carry`.
  let position = 0;

  return {
    push(input) {
      const samples = new Float32Array(carry.length + input.length);
      samples.set(carry);
      samples.set(input, carry.length);
      const output: number[] = [];
      if (step > 1) {
        while (position + step <= samples.length) {
          const from = Math.floor(position);
          const to = Math.floor(position + step);
          let sum = 0;
          for (let index = from; index < to; index += 1) sum += samples[index] ?? 0;
          output.push(sum / Math.max(1, to - from));
          position += step;
        }
      } else {
        // Interpolation needs the sample after the position.
        while (position + 1 < samples.length) {
          const from = Math.floor(position);
          const fraction = position - from;
          const a = samples[from] ?? 0;
          const b = samples[from + 1] ?? a;
          output.push(a + (b - a) * fraction);
          position += step;
        }
      }
      const keepFrom = Math.floor(position);
      carry = samples.slice(keepFrom);
      position -= keepFrom;
      return Float32Array.from(output);
    },
  };
}

/** Float samples in [-1, 1] as 16-bit little-endian PCM (clamped), ready for one binary frame. */
export function floatToPcm16(samples: Float32Array): ArrayBuffer {
  const buffer = new ArrayBuffer(samples.length * 2);
  const view = new DataView(buffer);
  for (let index = 0; index < samples.length; index += 1) {
    const sample = Math.max(-1, Math.min(1, samples[index] ?? 0));
    const value = sample < 0 ? Math.round(sample * -INT16_MIN) : Math.round(sample * INT16_MAX);
    view.setInt16(index * 2, value, true);
  }
  return buffer;
}

/** 16-bit little-endian PCM as float samples in [-1, 1); a trailing odd byte (a broken frame) is ignored. */
export function pcm16ToFloat(pcm: ArrayBuffer | ArrayBufferView): Float32Array {
  const bytes = ArrayBuffer.isView(pcm) ? new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength) : new Uint8Array(pcm);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Float32Array(Math.floor(bytes.byteLength / 2));
  for (let index = 0; index < samples.length; index += 1) samples[index] = view.getInt16(index * 2, true) / -INT16_MIN;
  return samples;
}

/** How long a PCM chunk plays, in milliseconds. */
export function pcmDurationMs(byteLength: number, sampleRate: number): number {
  return (Math.floor(byteLength / 2) / sampleRate) * 1000;
}

/** Plain base64 (a chat reply's `audioBase64`) as bytes. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * The microphone's frames for the socket: each captured buffer (VOICE_PROCESSING_BUFFER_SIZE samples at the
 * device's rate) resampled to the send rate and encoded, or null when it completed no sample yet.
 */
export function createMicrophoneFramer(deviceRate: number, sendRate: number): (captured: Float32Array) => ArrayBuffer | null {
  const resampler = createResampler(deviceRate, sendRate);
  return (captured) => {
    const samples = resampler.push(captured);
    return samples.length === 0 ? null : floatToPcm16(samples);
  };
}

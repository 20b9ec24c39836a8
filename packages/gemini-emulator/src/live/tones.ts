// Without a speech model, text travels as tones, one per character. Frequencies survive resampling (48 kHz recorded,
// 16 kHz sent, 24 kHz answered), so a WAV made with `speakAsTones` and played as a microphone is heard word for word.
// Any other sound is heard honestly as speech the emulator cannot make out (docs/decisions.md).

const FIRST_CODE = 32;
const LAST_CODE = 126;
const BASE_HZ = 400;
const STEP_HZ = 40;
export const TONE_MS = 40;
export const GAP_MS = 20;
const AMPLITUDE = 12_000;

const frequencyOf = (code: number) => BASE_HZ + (code - FIRST_CODE) * STEP_HZ;

/** Characters outside printable ASCII become '?'. */
export function speakAsTones(text: string, sampleRate: number): Buffer {
  const toneSamples = Math.round((sampleRate * TONE_MS) / 1000);
  const gapSamples = Math.round((sampleRate * GAP_MS) / 1000);
  const pcm = Buffer.alloc(text.length * (toneSamples + gapSamples) * 2);
  let offset = 0;
  for (const char of text) {
    let code = char.charCodeAt(0);
    if (code < FIRST_CODE || code > LAST_CODE) code = "?".charCodeAt(0);
    const step = (2 * Math.PI * frequencyOf(code)) / sampleRate;
    for (let i = 0; i < toneSamples; i++) {
      // Fading keeps the tone's energy at its own frequency.
      const fade = Math.min(1, i / 40, (toneSamples - i) / 40);
      pcm.writeInt16LE(Math.round(AMPLITUDE * fade * Math.sin(step * i)), offset);
      offset += 2;
    }
    offset += gapSamples * 2;
  }
  return pcm.subarray(0, offset);
}

/** Goertzel: the power of one frequency in a run of samples. */
function powerAt(samples: Int16Array, start: number, end: number, frequency: number, sampleRate: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate);
  let previous = 0;
  let beforePrevious = 0;
  for (let i = start; i < end; i++) {
    const current = (samples[i] ?? 0) + coefficient * previous - beforePrevious;
    beforePrevious = previous;
    previous = current;
  }
  return previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious;
}

export const SOUND_LEVEL = 800;

/** Undefined when the sound is not made of such tones: speech the emulator cannot make out. */
export function hearTones(samples: Int16Array, sampleRate: number): string | undefined {
  const toneSamples = (sampleRate * TONE_MS) / 1000;
  const quietRun = Math.round((sampleRate * GAP_MS) / 2000);
  let text = "";
  let i = 0;
  while (i < samples.length) {
    while (i < samples.length && Math.abs(samples[i] ?? 0) < SOUND_LEVEL) i++;
    if (i >= samples.length) break;
    const start = i;
    let quiet = 0;
    let end = i;
    while (i < samples.length && quiet < quietRun) {
      if (Math.abs(samples[i] ?? 0) < SOUND_LEVEL) quiet++;
      else {
        quiet = 0;
        end = i + 1;
      }
      i++;
    }
    const length = end - start;
    if (length < toneSamples * 0.6 || length > toneSamples * 1.4) return undefined;
    // Away from the fades.
    const from = start + Math.floor(length * 0.15);
    const to = end - Math.floor(length * 0.15);
    let best = -1;
    let bestPower = 0;
    let total = 0;
    for (let code = FIRST_CODE; code <= LAST_CODE; code++) {
      const power = powerAt(samples, from, to, frequencyOf(code), sampleRate);
      total += power;
      if (power > bestPower) {
        bestPower = power;
        best = code;
      }
    }
    if (best < 0 || bestPower < total * 0.2) return undefined;
    text += String.fromCharCode(best);
  }
  return text === "" ? undefined : text;
}

export function samplesOf(pcm: Buffer): Int16Array {
  const even = pcm.length - (pcm.length % 2);
  if (pcm.byteOffset % 2 === 0) return new Int16Array(pcm.buffer, pcm.byteOffset, even / 2);
  const copy = Buffer.from(pcm.subarray(0, even));
  return new Int16Array(copy.buffer, copy.byteOffset, even / 2);
}

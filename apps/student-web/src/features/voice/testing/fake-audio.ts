import { vi } from "vitest";

/**
 * Just enough Web Audio for jsdom (which has none) to see what the voice view plays: each started source is
 * recorded with its samples, and whether it was stopped. Installed with vi.stubGlobal, at the browser's edge.
 */
export interface PlayedSource {
  samples: Float32Array;
  startedAt: number;
  stopped: boolean;
}

export function installFakeAudio() {
  const played: PlayedSource[] = [];

  class FakeAudioBuffer {
    readonly duration: number;
    private readonly data: Float32Array;
    constructor(length: number, sampleRate: number) {
      this.data = new Float32Array(length);
      this.duration = length / sampleRate;
    }
    getChannelData() {
      return this.data;
    }
  }

  class FakeAudioContext {
    readonly sampleRate: number;
    readonly destination = {};
    currentTime = 0;
    state = "running";
    constructor(options?: { sampleRate?: number }) {
      this.sampleRate = options?.sampleRate ?? 48_000;
    }
    createBuffer(_channels: number, length: number, sampleRate: number) {
      return new FakeAudioBuffer(length, sampleRate);
    }
    createBufferSource() {
      const source = {
        buffer: null as FakeAudioBuffer | null,
        onended: null as (() => void) | null,
        connect() {},
        start(at: number) {
          played.push(record);
          record.startedAt = at;
          record.samples = source.buffer?.getChannelData() ?? new Float32Array(0);
        },
        stop() {
          record.stopped = true;
        },
      };
      const record: PlayedSource = { samples: new Float32Array(0), startedAt: 0, stopped: false };
      return source;
    }
    resume() {
      return Promise.resolve();
    }
    close() {
      return Promise.resolve();
    }
  }

  vi.stubGlobal("AudioContext", FakeAudioContext);
  return { played };
}

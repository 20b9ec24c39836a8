// Playback of the AI's voice: 24 kHz PCM chunks scheduled back to back from a queue, stopped at
// once when the server says `interrupted` (the child spoke over the answer). "Speaking" lasts while anything is
// queued or playing.
import { VOICE_OUTPUT_SAMPLE_RATE } from "@kidsafe/contracts";
import { pcm16ToFloat } from "./pcm.ts";

export interface Speaker {
  /** Queues one chunk of 24 kHz 16-bit PCM after what is already queued. */
  play: (pcm: ArrayBuffer | ArrayBufferView) => void;
  /** Stops everything queued or playing, at once. */
  interrupt: () => void;
  close: () => void;
}

export function createSpeaker(onPlayingChange: (playing: boolean) => void): Speaker {
  let context: AudioContext | null = null;
  const sources = new Set<AudioBufferSourceNode>();
  let nextStartAt = 0;

  function contextNow(): AudioContext {
    // Created on first use: the page may open voice without ever receiving audio (and a test browser may lack it).
    context ??= new AudioContext({ sampleRate: VOICE_OUTPUT_SAMPLE_RATE });
    if (context.state === "suspended") void context.resume().catch(() => undefined);
    return context;
  }

  return {
    play(pcm) {
      const samples = pcm16ToFloat(pcm);
      // A browser without Web Audio shows the words and stays silent (voice chat itself says it is unsupported).
      if (samples.length === 0 || typeof AudioContext !== "function") return;
      const audio = contextNow();
      const buffer = audio.createBuffer(1, samples.length, VOICE_OUTPUT_SAMPLE_RATE);
      buffer.getChannelData(0).set(samples);
      const source = audio.createBufferSource();
      source.buffer = buffer;
      source.connect(audio.destination);
      const startAt = Math.max(audio.currentTime, nextStartAt);
      source.start(startAt);
      nextStartAt = startAt + buffer.duration;
      const wasIdle = sources.size === 0;
      sources.add(source);
      source.onended = () => {
        sources.delete(source);
        if (sources.size === 0) onPlayingChange(false);
      };
      if (wasIdle) onPlayingChange(true);
    },
    interrupt() {
      if (sources.size === 0) return;
      for (const source of sources) {
        source.onended = null;
        try {
          source.stop();
        } catch {
          // never started: nothing to stop
        }
      }
      sources.clear();
      nextStartAt = 0;
      onPlayingChange(false);
    },
    close() {
      this.interrupt();
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}

// The microphone for the voice socket: getUserMedia, an AudioWorklet that hands over buffers of
// 4096 samples, and each buffer resampled to 16 kHz 16-bit mono before it is sent.
import { VOICE_INPUT_SAMPLE_RATE, VOICE_PROCESSING_BUFFER_SIZE } from "@kidsafe/contracts";
import { createMicrophoneFramer } from "./pcm.ts";

/** Served from public/ (a worklet module is loaded by URL). */
const CAPTURE_PROCESSOR_URL = "/voice-capture-processor.js";
const CAPTURE_PROCESSOR_NAME = "voice-capture";

export interface Microphone {
  stop: () => void;
}

/** Starts capturing; rejects with getUserMedia's error (see media-errors.ts) or the audio graph's. */
export async function startMicrophone(onFrame: (pcm: ArrayBuffer) => void): Promise<Microphone> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  const context = new AudioContext();
  try {
    await context.audioWorklet.addModule(CAPTURE_PROCESSOR_URL);
    const source = context.createMediaStreamSource(stream);
    const worklet = new AudioWorkletNode(context, CAPTURE_PROCESSOR_NAME, {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      processorOptions: { bufferSize: VOICE_PROCESSING_BUFFER_SIZE },
    });
    const frame = createMicrophoneFramer(context.sampleRate, VOICE_INPUT_SAMPLE_RATE);
    worklet.port.onmessage = (event: MessageEvent<Float32Array>) => {
      const pcm = frame(event.data);
      if (pcm !== null) onFrame(pcm);
    };
    source.connect(worklet);
    return {
      stop() {
        worklet.port.onmessage = null;
        source.disconnect();
        for (const track of stream.getTracks()) track.stop();
        void context.close().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    void context.close().catch(() => undefined);
    throw error;
  }
}

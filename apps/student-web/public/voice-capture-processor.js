// The voice view's AudioWorklet (features/voice/microphone.ts): collects the microphone's first channel into
// buffers of `bufferSize` samples (seed 000 §9: 4096) and hands each to the page, which resamples and sends it.
// Plain JavaScript served as is: a worklet module is loaded by URL, outside the bundle.
class VoiceCaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.bufferSize = options?.processorOptions?.bufferSize ?? 4096;
    this.buffer = new Float32Array(this.bufferSize);
    this.filled = 0;
  }

  process(inputs) {
    const channel = inputs[0]?.[0];
    if (channel) {
      let offset = 0;
      while (offset < channel.length) {
        const count = Math.min(channel.length - offset, this.bufferSize - this.filled);
        this.buffer.set(channel.subarray(offset, offset + count), this.filled);
        this.filled += count;
        offset += count;
        if (this.filled === this.bufferSize) {
          const full = this.buffer;
          this.port.postMessage(full, [full.buffer]);
          this.buffer = new Float32Array(this.bufferSize);
          this.filled = 0;
        }
      }
    }
    return true;
  }
}

registerProcessor("voice-capture", VoiceCaptureProcessor);

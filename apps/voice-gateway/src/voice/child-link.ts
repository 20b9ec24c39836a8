// The call's side toward the child's page: messages and audio down the browser socket, written in bursts.
import type { Duplex } from "node:stream";
import { VOICE_MAX_BUFFERED_DOWN_BYTES } from "@kidsafe/contracts";
import type { VoiceServerMessage } from "@kidsafe/contracts";
import type { WebSocket } from "ws";
import { elapsedSeconds } from "./metrics.ts";
import type { VoiceMetrics } from "./metrics.ts";

export class ChildLink {
  /** The child's connection is corked until the current burst of the AI's messages is relayed. */
  private corked = false;

  /**
   * `wire` is the child's TCP connection under `socket`: the AI's messages come in bursts (one read from the AI's
   * connection holds several), and each relayed message is a write of its own unless the wire is corked meanwhile.
   */
  constructor(
    private readonly socket: WebSocket,
    private readonly wire: Duplex,
    private readonly metrics: VoiceMetrics,
  ) {}

  send(message: VoiceServerMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.sendInBurst();
    this.socket.send(JSON.stringify(message));
  }

  sendAudio(pcm: Buffer): void {
    const startedAt = process.hrtime.bigint();
    // A page that cannot keep up loses late audio rather than the gateway growing a queue for it.
    if (this.socket.bufferedAmount > VOICE_MAX_BUFFERED_DOWN_BYTES) return this.metrics.droppedAudio.inc({ direction: "down" });
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.sendInBurst();
    this.socket.send(pcm, { binary: true });
    this.metrics.chunkLatency.down.observe(elapsedSeconds(startedAt));
  }

  /** Tells the page why (an `error`, then gemini_disconnected) and closes with the code. */
  close(code?: number, message?: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (message) this.send({ type: "error", message });
    this.send({ type: "gemini_disconnected" });
    this.socket.close(code ?? 1000, message?.slice(0, 120));
  }

  /** What is sent to the child until this burst of work is over leaves in one write, not a system call each. */
  private sendInBurst(): void {
    if (this.corked) return;
    this.corked = true;
    this.wire.cork();
    process.nextTick(() => {
      this.corked = false;
      this.wire.uncork();
    });
  }
}

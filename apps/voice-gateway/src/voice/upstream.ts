// On goAway the next connection opens with the latest resumption handle before the old one closes ("make before break"); meanwhile the child's
// audio waits in a bounded buffer.
import type { GeminiLiveModel, LiveCallSetup, LiveConnection, LiveEvents } from "@kidsafe/ai";
import { ownBytes } from "./own-bytes.ts";

export type RelayEvents = Omit<LiveEvents, "closed" | "goAway" | "resumable">;

export interface UpstreamOptions {
  pendingAudioBytes: number;
  /** Kept so another replica can resume the call. */
  onHandle(handle: string): void;
  onDroppedAudio(): void;
  onMoved(): void;
  onLost(error: unknown): void;
}

const RECONNECT_DELAYS_MS = [0, 250, 1000];
/** They are small and rare. */
const PENDING_OTHER_MAX = 20;

export class ResumableUpstream {
  private current: LiveConnection | undefined;
  private generation = 0;
  private handle: string | undefined;
  private moving = true;
  private closed = false;
  private pendingAudio: Buffer[] = [];
  private pendingAudioBytes = 0;
  private pendingOther: Array<(connection: LiveConnection) => void> = [];
  /** A handle restores the conversation only up to itself, so a move sends this again (an utterance cut by the move is heard whole). */
  private replay: Buffer[] = [];
  private replayBytes = 0;
  private setup: Omit<LiveCallSetup, "resumeHandle"> | undefined;

  constructor(
    private readonly model: GeminiLiveModel,
    private readonly relay: RelayEvents,
    private readonly options: UpstreamOptions,
  ) {}

  /** Audio sent before it is ready waits in the pending bound. */
  async start(setup: Omit<LiveCallSetup, "resumeHandle">, handle?: string): Promise<void> {
    this.setup = setup;
    this.handle = handle;
    try {
      await this.connect();
    } catch (error) {
      // A stored handle may have expired: the conversation starts again rather than not at all.
      if (this.handle === undefined) throw error;
      this.handle = undefined;
      await this.connect();
    }
  }

  private async connect(): Promise<void> {
    if (!this.setup) throw new Error("start() sets the call up first");
    const generation = ++this.generation;
    // A replaced connection that is still answering finishes its answer, then closes.
    const state = { busy: false, closeWhenIdle: false };
    const events: LiveEvents = {
      ...this.relay,
      audio: (pcm) => {
        state.busy = true;
        this.relay.audio(pcm);
      },
      content: (content) => {
        if (content.outputTranscription) state.busy = true;
        this.relay.content(content);
        if (content.turnComplete || content.interrupted) {
          state.busy = false;
          if (state.closeWhenIdle) connection?.close();
        }
      },
      resumable: (handle) => {
        if (generation !== this.generation) return;
        this.handle = handle;
        this.options.onHandle(handle);
        // Before the swap the replay is the previous connection's, still to be sent to this one.
        if (this.current !== connection) return;
        this.replay = [];
        this.replayBytes = 0;
      },
      goAway: () => {
        if (generation === this.generation && !this.moving) void this.move();
      },
      closed: () => {
        // One we replaced or closed ourselves is done.
        if (generation === this.generation && !this.closed && !this.moving) void this.move();
      },
    };
    // eslint-disable-next-line prefer-const -- assigned once connected; the events above read it later
    let connection: LiveConnection | undefined;
    connection = await this.model.connect({ ...this.setup, ...(this.handle ? { resumeHandle: this.handle } : {}) }, events);
    if (this.closed) {
      connection.close();
      return;
    }
    const previous = this.current;
    const previousState = this.currentState;
    this.current = connection;
    this.currentState = state;
    this.moving = false;
    const heard = [...this.replay, ...this.pendingAudio];
    this.replay = [];
    this.replayBytes = 0;
    this.pendingAudio = [];
    this.pendingAudioBytes = 0;
    for (const chunk of heard) this.sendToCurrent(chunk);
    for (const send of this.pendingOther.splice(0)) send(connection);
    if (previous && previousState?.busy) previousState.closeWhenIdle = true;
    else previous?.close();
  }

  private currentState: { busy: boolean; closeWhenIdle: boolean } | undefined;

  private sendToCurrent(pcm: Buffer): void {
    this.current?.sendAudio(pcm);
    this.replay.push(ownBytes(pcm));
    this.replayBytes += pcm.length;
    while (this.replayBytes > this.options.pendingAudioBytes && this.replay.length > 0) this.replayBytes -= this.replay.shift()?.length ?? 0;
  }

  private async move(): Promise<void> {
    this.moving = true;
    this.options.onMoved();
    let lastError: unknown;
    for (const delayMs of RECONNECT_DELAYS_MS) {
      if (this.closed) return;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      try {
        await this.connect();
        return;
      } catch (error) {
        lastError = error;
      }
    }
    if (!this.closed) this.options.onLost(lastError);
  }

  sendAudio(pcm: Buffer): void {
    if (this.current && !this.moving) return this.sendToCurrent(pcm);
    this.pendingAudio.push(ownBytes(pcm));
    this.pendingAudioBytes += pcm.length;
    while (this.pendingAudioBytes > this.options.pendingAudioBytes && this.pendingAudio.length > 0) {
      this.pendingAudioBytes -= this.pendingAudio.shift()?.length ?? 0;
      this.options.onDroppedAudio();
    }
  }

  private sendOther(send: (connection: LiveConnection) => void): void {
    if (this.current && !this.moving) return send(this.current);
    if (this.pendingOther.length < PENDING_OTHER_MAX) this.pendingOther.push(send);
  }

  sendText(text: string): void {
    this.sendOther((connection) => connection.sendText(text));
  }

  sendVideoFrame(jpeg: Buffer): void {
    this.sendOther((connection) => connection.sendVideoFrame(jpeg));
  }

  /** The model says these words as a turn of its own. */
  sayRefusal(refusal: string): void {
    this.sendOther((connection) => connection.sayRefusal(refusal));
  }

  answerRecommendation(id: string, shown: boolean): void {
    // A tool call belongs to the connection that made it; after a move there is nothing to answer.
    if (this.current && !this.moving) this.current.answerRecommendation(id, shown);
  }

  close(): void {
    this.closed = true;
    this.current?.close();
    this.current = undefined;
    this.pendingAudio = [];
    this.pendingOther = [];
    this.replay = [];
  }
}

// The call's turns: the child's words and the model's answers through the turn pipeline and the spoken-reply gate,
// and each finished turn kept in the chat history.
import { TurnRelay } from "@kidsafe/ai";
import type { LiveContent, SpokenTurns, TurnContext } from "@kidsafe/ai";
import type { VoiceServerMessage } from "@kidsafe/contracts";
import type { Logger } from "@kidsafe/server-kit";
import type { VoiceMetrics } from "./metrics.ts";
import { CameraPrompts } from "./transcripts.ts";
import type { Transcripts } from "./transcripts.ts";

export interface CallTurnsDeps {
  turns: { spoken(context: TurnContext): SpokenTurns };
  transcripts: Transcripts;
  metrics: VoiceMetrics;
  log: Logger;
}

/** What the turns need of the rest of the call. */
export interface CallTurnsIo {
  send(message: VoiceServerMessage): void;
  sendAudio(pcm: Buffer): void;
  sayRefusal(text: string): void;
  /** The parent's time zone as the call's limit checks last read it: the day a question counts toward. */
  timeZone(): string;
  chatLimitReached(): void;
}

export class CallTurns {
  private readonly relay: TurnRelay;
  /** The camera's requests this call sent, told apart from the child's words when their turn is stored. */
  private readonly cameraPrompts = new CameraPrompts();

  constructor(
    private readonly context: TurnContext & { sessionId: string },
    private readonly deps: CallTurnsDeps,
    private readonly io: CallTurnsIo,
  ) {
    this.relay = new TurnRelay({
      turns: deps.turns.spoken(context),
      send: (message) => io.send(message),
      sendAudio: (pcm) => io.sendAudio(pcm),
      sayRefusal: (text) => io.sayRefusal(text),
      store: (turn) => this.store(turn),
      verdictTook: (seconds) => deps.metrics.clauseVerdict.observe(seconds),
      log: deps.log,
    });
  }

  audio(pcm: Buffer): void {
    this.relay.audio(pcm);
  }

  /** The child's words go to the page as they are; the model's only through the gate. */
  content(content: LiveContent): void {
    if (content.inputTranscription) {
      this.io.send({ type: "gemini_message", data: { serverContent: { inputTranscription: { text: content.inputTranscription } } } });
      this.relay.heard(content.inputTranscription);
    }
    if (content.outputTranscription) this.relay.piece(content.outputTranscription);
    if (content.turnComplete || content.interrupted) this.relay.turnEnded(content.interrupted === true);
  }

  cameraRequestSent(): void {
    this.cameraPrompts.sent();
  }

  typed(text: string): void {
    this.relay.typed(text);
  }

  close(): void {
    this.relay.close();
  }

  /** A finished turn in the chat history, in one statement with its count of the day. */
  private async store(turn: { question: string; reply: string; interrupted: boolean }): Promise<void> {
    const stored = { userId: this.context.userId, sessionId: this.context.sessionId, ...turn, ...this.cameraPrompts.takeFrom(turn.question) };
    if ((await this.deps.transcripts.storeTurn(stored, this.io.timeZone())) === "chat_limit") this.io.chatLimitReached();
  }
}

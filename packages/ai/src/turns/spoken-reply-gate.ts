// A spoken answer goes out clause by clause, each only once it has passed; the first blocked clause stops the turn.
// Live does not promise a piece's words come before its audio: when the words trail, the turn's audio is held until
// the turn has ended and all its words have passed (captions still go clause by clause).
import { SAFE_REFUSAL_REPLY } from "../reply-safety.ts";
import type { SpokenVerdict } from "./turn-types.ts";

/** So a long run of speech never holds its audio for long. */
export const CLAUSE_MAX_WORDS = 12;

const CLAUSE_END_MARKS = new Set([".", "!", "?", ";", ":", ","]);
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** Slow, careful speech plus a pause: more audio than that after a piece belongs to words not received yet. */
export const SLOWEST_SPEECH_MS_PER_CHAR = 80;
export const PIECE_PAUSE_MS = 300;
/** 24 kHz 16-bit mono, the Live model's output. */
const BYTES_PER_MS = 48;

export type SpokenJudge = (answerSoFar: string) => Promise<SpokenVerdict>;

export interface GateOptions {
  wordsTrailAudio?: boolean;
}

export interface GateOutput {
  audio(pcm: Buffer): void;
  caption(text: string): void;
  /** Called at most once; nothing goes out after it. */
  blocked(refusal: string): void;
}

interface Piece {
  text: string;
  needs: number;
  audio: Buffer[];
  audioBytes: number;
  released: boolean;
}

export function clauseEnd(text: string, from: number): number | undefined {
  let words = 0;
  for (let index = from; index < text.length; index++) {
    const char = text[index] ?? "";
    if (char === "\n") return index + 1;
    if (isSpace(char) || !isSpace(text[index + 1])) continue;
    if (CLAUSE_END_MARKS.has(char)) return index + 1;
    if (++words >= CLAUSE_MAX_WORDS) return index + 1;
  }
  return undefined;
}

export class SpokenReplyGate {
  private text = "";
  private cut = 0;
  private passed = 0;
  private held: Piece[] = [];
  private latest: Piece | undefined;
  private early: Buffer[] = [];
  private released = "";
  private state: "open" | "ending" | "stopped" = "open";
  private trailing: boolean;
  private trailingAudio: Buffer[] = [];
  private judging: Promise<void> = Promise.resolve();

  constructor(
    private readonly judge: SpokenJudge,
    private readonly out: GateOutput,
    options: GateOptions = {},
  ) {
    this.trailing = options.wordsTrailAudio ?? false;
  }

  get wordsTrailAudio(): boolean {
    return this.trailing;
  }

  piece(text: string): void {
    if (this.state !== "open" || text === "") return;
    this.text += text;
    if (!this.latest && this.early.length > 0) this.holdToEnd(this.early);
    const piece: Piece = { text, needs: this.text.trimEnd().length, audio: [], audioBytes: 0, released: false };
    this.early = [];
    this.latest = piece;
    this.held.push(piece);
    if (this.cut === 0) this.judgeOpeningPiece();
    this.judgeCompleteClauses();
    this.release();
  }

  audio(pcm: Buffer): void {
    if (this.state === "stopped") return;
    if (this.trailing) return void this.trailingAudio.push(pcm);
    const latest = this.latest;
    if (!latest) return void this.early.push(pcm);
    if ((latest.audioBytes + pcm.length) / BYTES_PER_MS > latest.text.length * SLOWEST_SPEECH_MS_PER_CHAR + PIECE_PAUSE_MS) {
      return this.holdToEnd([pcm]);
    }
    latest.audioBytes += pcm.length;
    if (latest.released) this.out.audio(pcm);
    else latest.audio.push(pcm);
  }

  end(): Promise<void> {
    if (this.state === "open") {
      this.state = "ending";
      this.judgeCompleteClauses();
      this.judgeClause(this.text.length);
      this.judging = this.judging.then(() => {
        // Audio without a word to judge never goes out.
        if (!this.stopped() && this.text.trim() !== "") for (const pcm of this.trailingAudio) this.out.audio(pcm);
        this.stop();
      });
    }
    return this.judging;
  }

  cancel(): void {
    this.stop();
  }

  said(): string {
    return this.released.trim();
  }

  private stopped(): boolean {
    return this.state === "stopped";
  }

  private stop(): void {
    this.state = "stopped";
    this.held = [];
    this.early = [];
    this.trailingAudio = [];
    this.latest = undefined;
  }

  private holdToEnd(audio: readonly Buffer[]): void {
    this.trailing = true;
    this.trailingAudio.push(...audio);
  }

  /** Judged whole, so the first words go out after one verdict instead of waiting for a clause to finish. */
  private judgeOpeningPiece(): void {
    this.judgeClause(this.text.length);
  }

  private judgeCompleteClauses(): void {
    for (let end = clauseEnd(this.text, this.cut); end !== undefined; end = clauseEnd(this.text, this.cut)) this.judgeClause(end);
  }

  private judgeClause(end: number): void {
    const clause = this.text.slice(this.cut, end);
    this.cut = end;
    if (clause.trim() === "") return;
    const answerSoFar = this.text.slice(0, end).trimEnd();
    this.judging = this.judging.then(async () => {
      if (this.stopped()) return;
      const verdict = await this.judge(answerSoFar).catch((): SpokenVerdict => ({ pass: false, refusal: SAFE_REFUSAL_REPLY }));
      if (this.stopped()) return;
      if (!verdict.pass) {
        this.stop();
        return this.out.blocked(verdict.refusal);
      }
      this.passed = answerSoFar.length;
      this.release();
    });
  }

  private release(): void {
    // A page send can end the call (and cancel this gate) midway.
    for (let piece = this.held[0]; piece && piece.needs <= this.passed; piece = this.held[0]) {
      this.held.shift();
      piece.released = true;
      this.released += piece.text;
      this.out.caption(piece.text);
      for (const pcm of piece.audio) this.out.audio(pcm);
      piece.audio = [];
    }
  }
}

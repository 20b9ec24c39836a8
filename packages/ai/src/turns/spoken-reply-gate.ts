// Live voice's gate between the model and the child: a spoken answer goes out clause by clause, each clause only
// once it has passed (the deterministic layer, then the model verdict, on the turn so far). Audio and captions come
// from the Live model as transcription pieces of a few words, each followed by its audio; a piece is released, caption
// then audio, when every clause it overlaps has passed (the turn's first piece is a clause of its own). The first
// blocked clause stops the turn: nothing of it, or of anything after it, goes out. Pure mechanics: the verdict is the
// caller's judge, the page the caller's output.
//
// Live does not promise that a piece's words come before its audio. Audio before the turn's first words, or more
// audio after a piece than its words could take to say, shows the words trailing the audio: from then on the turn's
// audio is held until the turn has ended and all its words have passed (captions still go clause by clause).
import { SAFE_REFUSAL_REPLY } from "../reply-safety.ts";
import type { SpokenVerdict } from "./turn-types.ts";

/** A clause without punctuation ends after this many words, so a long run of speech never holds its audio for long. */
export const CLAUSE_MAX_WORDS = 12;

/** Where a clause ends: after one of these followed by whitespace, or at a newline. */
const CLAUSE_END_MARKS = new Set([".", "!", "?", ";", ":", ","]);
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/**
 * The most audio a piece's words can take to say: slow, careful speech (80 ms a character, 12.5 a second) and a pause.
 * More audio than that after a piece belongs to words not received yet.
 */
export const SLOWEST_SPEECH_MS_PER_CHAR = 80;
export const PIECE_PAUSE_MS = 300;
/** 24 kHz 16-bit mono, the Live model's output. */
const BYTES_PER_MS = 48;

export type SpokenJudge = (answerSoFar: string) => Promise<SpokenVerdict>;

export interface GateOptions {
  /** The call has seen words trail their audio before: hold this turn's audio until it has ended and passed. */
  wordsTrailAudio?: boolean;
}

export interface GateOutput {
  /** Audio of released pieces, in order. */
  audio(pcm: Buffer): void;
  /** The caption of a released piece, in order, before its audio. */
  caption(text: string): void;
  /** The first blocked clause: the refusal to say instead. Called at most once; nothing goes out after it. */
  blocked(refusal: string): void;
}

interface Piece {
  text: string;
  /** The turn's text must have passed up to here (the piece's last word) before the piece goes out. */
  needs: number;
  audio: Buffer[];
  /** Bytes of audio credited to this piece. */
  audioBytes: number;
  released: boolean;
}

/** The end of the first clause of `text` starting at `from`, or undefined when that clause is still open. */
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
  /** The turn's words so far, every piece received. */
  private text = "";
  /** Where the next clause starts. */
  private cut = 0;
  /** The turn's text has passed up to here. */
  private passed = 0;
  private held: Piece[] = [];
  private latest: Piece | undefined;
  /** Audio that came before the turn's first piece: it belongs to that piece. */
  private early: Buffer[] = [];
  private released = "";
  private state: "open" | "ending" | "stopped" = "open";
  /** Words trail their audio in this turn: audio is held here until the turn has ended and every clause passed. */
  private trailing: boolean;
  private trailingAudio: Buffer[] = [];
  /** The clauses' judgements, one after another in order. */
  private judging: Promise<void> = Promise.resolve();

  constructor(
    private readonly judge: SpokenJudge,
    private readonly out: GateOutput,
    options: GateOptions = {},
  ) {
    this.trailing = options.wordsTrailAudio ?? false;
  }

  /** Whether this turn showed its words trailing its audio (the caller holds later turns' audio from the start). */
  get wordsTrailAudio(): boolean {
    return this.trailing;
  }

  /** An output transcription piece: held until its clauses have passed. */
  piece(text: string): void {
    if (this.state !== "open" || text === "") return;
    this.text += text;
    // Audio before the turn's first words: they trail it.
    if (!this.latest && this.early.length > 0) this.holdToEnd(this.early);
    const piece: Piece = { text, needs: this.text.trimEnd().length, audio: [], audioBytes: 0, released: false };
    this.early = [];
    this.latest = piece;
    this.held.push(piece);
    if (this.cut === 0) this.judgeOpeningPiece();
    this.judgeCompleteClauses();
    this.release();
  }

  /** Model audio: it belongs to the latest piece received, unless the words trail it (then it waits for the end). */
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

  /** The turn is complete: its open text is a clause. Resolves once everything is released or dropped. */
  end(): Promise<void> {
    if (this.state === "open") {
      this.state = "ending";
      this.judgeCompleteClauses();
      this.judgeClause(this.text.length);
      this.judging = this.judging.then(() => {
        // Every word passed: the audio held for trailing words goes out. Audio without a word to judge never does.
        if (!this.stopped() && this.text.trim() !== "") for (const pcm of this.trailingAudio) this.out.audio(pcm);
        this.stop();
      });
    }
    return this.judging;
  }

  /** Interrupted: everything held is dropped and nothing more goes out. */
  cancel(): void {
    this.stop();
  }

  /** The words released so far: what the child heard and saw of the turn. */
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

  /** The words trail the audio: this audio and all the turn's audio after it wait for the turn's end. */
  private holdToEnd(audio: readonly Buffer[]): void {
    this.trailing = true;
    this.trailingAudio.push(...audio);
  }

  /**
   * The turn's first piece is judged whole as its first clause, wherever its punctuation falls: the first words go
   * out after one verdict instead of waiting for the model to finish a clause that runs into the next piece.
   */
  private judgeOpeningPiece(): void {
    this.judgeClause(this.text.length);
  }

  private judgeCompleteClauses(): void {
    for (let end = clauseEnd(this.text, this.cut); end !== undefined; end = clauseEnd(this.text, this.cut)) this.judgeClause(end);
  }

  /** Queues the judgement of the clause from the cut to `end` (whitespace alone is no clause). */
  private judgeClause(end: number): void {
    const clause = this.text.slice(this.cut, end);
    this.cut = end;
    if (clause.trim() === "") return;
    const answerSoFar = this.text.slice(0, end).trimEnd();
    this.judging = this.judging.then(async () => {
      if (this.stopped()) return;
      const verdict = await this.judge(answerSoFar).catch((): SpokenVerdict => ({ pass: false, refusal: SAFE_REFUSAL_REPLY }));
      // Cancelled while the verdict was being asked: its answer no longer matters.
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
    // A page send can end the call (and cancel this gate) midway: the held list is then empty.
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

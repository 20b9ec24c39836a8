// One call's turns between the Live model and the page, through the turn pipeline (`SpokenTurns`): the child's words
// are screened as they come (a crisis gets our crisis reply said instead of the model's answer); the model's words
// and audio reach the page only through a SpokenReplyGate, clause by clause once each has passed; a blocked answer
// stops before its first unsafe clause and the refusal is said; each finished turn goes to the chat as the pipeline
// answers it. It is the live call's part of the turn pipeline: the voice gateway hands it the call's socket and
// Live connection and keeps no turn, verdict or storage rule of its own.
import type { VoiceServerMessage } from "@kidsafe/contracts";
import type { Logger } from "@kidsafe/server-kit";
import { SpokenReplyGate } from "./spoken-reply-gate.ts";
import type { SpokenJudge } from "./spoken-reply-gate.ts";
import type { SpokenTurns } from "./turn-types.ts";

export interface TurnRelayDeps {
  turns: SpokenTurns;
  /** A JSON frame to the page. */
  send(message: VoiceServerMessage): void;
  /** Audio to the page (bounded by the page's backlog). */
  sendAudio(pcm: Buffer): void;
  /** Has the model say these words as a turn of its own. */
  sayRefusal(text: string): void;
  /** Keeps a finished turn in the chat; turns come in order. */
  store(turn: { question: string; reply: string }): Promise<void>;
  /** How long a clause's verdict took, in seconds. */
  verdictTook(seconds: number): void;
  log: Logger;
}

/**
 * answer: the model's own answer, judged clause by clause. refusal: the turn after a refusal was asked for, released
 * without a verdict while it says those words. silenced: the model's answer to a crisis, which is never heard, unless
 * it is the crisis reply itself (a model may skip its answer and say the reply at once).
 */
type TurnMode = "answer" | "refusal" | "silenced";

interface ModelTurn {
  gate: SpokenReplyGate;
  mode: TurnMode;
  /** The refusal said in place of this turn's answer, once a clause of it was blocked. */
  refusal?: string;
  /** The page was told `interrupted` for this turn already. */
  stopped: boolean;
}

/** Words only, for telling whether the model is saying the refusal it was asked to say. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const interrupted: VoiceServerMessage = { type: "gemini_message", data: { serverContent: { interrupted: true } } };

export class TurnRelay {
  /** The child's words of the question being asked, as the pipeline screens them (all of them, each time). */
  private question = "";
  private speaking: ModelTurn | undefined;
  /** The refusal or crisis reply the model was asked to say; `silenceFirst`: the model's own answer may come first. */
  private asked: { text: string; silenceFirst: boolean; said: boolean } | undefined;
  /** The crisis reply that replaces the answer to the question being asked. */
  private crisis: string | undefined;
  /** Model turns that ended and are not finished yet: the child's next words are screened once they are. */
  private ending = 0;
  /** The last model turn is out (released or dropped, its end told to the page): the next one's clauses wait for it. */
  private previous: Promise<void> = Promise.resolve();
  private stored: Promise<void> = Promise.resolve();
  private closed = false;
  /** A turn of this call showed the model's words trailing its audio: every later turn's audio waits for its end. */
  private wordsTrailAudio = false;

  constructor(private readonly deps: TurnRelayDeps) {}

  /** A piece of the child's spoken words (the input transcription). */
  heard(piece: string): void {
    this.question += piece;
    this.screen();
  }

  /** A typed text frame, already sent on to the model. */
  typed(text: string): void {
    this.question += `${this.question === "" ? "" : " "}${text}`;
    this.screen();
  }

  /** A piece of the model's spoken words (the output transcription), before its audio. */
  piece(text: string): void {
    if (!this.closed) this.turn().gate.piece(text);
  }

  audio(pcm: Buffer): void {
    if (!this.closed) this.turn().gate.audio(pcm);
  }

  /** The model's turn is over: complete, or interrupted (the child spoke, or a refusal was asked for). */
  turnEnded(wasInterrupted: boolean): void {
    const turn = this.speaking;
    this.speaking = undefined;
    if (turn?.gate.wordsTrailAudio) this.wordsTrailAudio = true;
    if (wasInterrupted) turn?.gate.cancel();
    const finishes = turn ? turn.mode !== "refusal" || this.crisis !== undefined : this.crisis !== undefined;
    const crisis = finishes ? this.crisis : undefined;
    if (finishes) {
      this.crisis = undefined;
      this.question = "";
      this.ending++;
    }
    // The model's own answer was stopped before it said a word: the next turn is the reply it was asked to say.
    if (!turn && this.asked) this.asked.silenceFirst = false;
    // The page hears of the turn's end once, and never of a turn it was not shown; playback stops at once.
    const tellsPage = () => !this.closed && (turn ? !turn.stopped && turn.mode !== "silenced" : crisis === undefined);
    if (wasInterrupted && tellsPage()) this.deps.send(interrupted);
    const before = this.previous;
    this.previous = (async () => {
      await before;
      try {
        await turn?.gate.end();
        if (finishes) this.keep(this.deps.turns.finish(turn?.mode === "answer" ? turn.gate.said() : "", turn?.refusal ?? crisis));
        // After the turn's last words (a clause blocked meanwhile has told the page already).
        if (!wasInterrupted && tellsPage()) this.deps.send({ type: "gemini_message", data: { serverContent: { turnComplete: true } } });
      } catch (error) {
        this.deps.log.error({ err: error }, "ending a voice turn failed");
      } finally {
        if (finishes) {
          this.ending--;
          this.screen();
        }
      }
    })();
  }

  /** The call ended: what was said of the turn being spoken is kept, and nothing more goes out. */
  close(): void {
    this.closed = true;
    if (this.speaking || this.crisis !== undefined) this.turnEnded(true);
  }

  private keep(finished: Promise<{ question: string; reply: string } | null>): void {
    this.stored = this.stored.then(async () => {
      try {
        const turn = await finished;
        if (turn) await this.deps.store(turn);
      } catch (error) {
        this.deps.log.warn({ err: error }, "keeping a voice turn in the chat failed");
      }
    });
  }

  /** The question so far through the pipeline's screen; a crisis stops the answer and has the crisis reply said. */
  private screen(): void {
    if (this.ending > 0 || this.closed || this.question.trim() === "") return;
    const crisis = this.deps.turns.heard(this.question);
    if (!crisis) return;
    this.deps.log.warn({}, "the child's words in a voice call were a crisis; the crisis reply is said instead of the answer");
    this.crisis = crisis.crisisReply;
    const answering = this.speaking;
    if (answering) {
      answering.gate.cancel();
      answering.stopped = true;
    }
    this.deps.send(interrupted);
    this.asked = { text: crisis.crisisReply, silenceFirst: answering === undefined, said: false };
    this.deps.sayRefusal(crisis.crisisReply);
  }

  private turn(): ModelTurn {
    this.speaking ??= this.startTurn();
    return this.speaking;
  }

  private startTurn(): ModelTurn {
    let asked = this.asked;
    let mode: TurnMode = "answer";
    if (asked?.said) asked = this.asked = undefined;
    if (asked) {
      mode = asked.silenceFirst ? "silenced" : "refusal";
      if (asked.silenceFirst) asked.silenceFirst = false;
      else this.asked = undefined;
    }
    const before = this.previous;
    const judge: SpokenJudge = async (answerSoFar) => {
      // One verdict at a time per call: this turn's clauses wait for the last turn to be out.
      await before;
      if (asked) {
        const expected = wordsOf(asked.text);
        const words = wordsOf(answerSoFar);
        if (words === expected) asked.said = true;
        // The refusal itself, word for word so far: never judged again.
        if (words === expected || expected.startsWith(`${words} `)) return { pass: true };
      }
      if (mode === "silenced") return { pass: false, refusal: asked?.text ?? "" };
      const startedAt = performance.now();
      const verdict = await this.deps.turns.judge(answerSoFar);
      this.deps.verdictTook((performance.now() - startedAt) / 1000);
      return verdict;
    };
    const turn: ModelTurn = {
      mode,
      stopped: false,
      gate: new SpokenReplyGate(
        judge,
        {
          caption: (text) => this.deps.send({ type: "gemini_message", data: { serverContent: { outputTranscription: { text } } } }),
          audio: (pcm) => this.deps.sendAudio(pcm),
          blocked: (refusal) => this.blocked(turn, refusal),
        },
        { wordsTrailAudio: this.wordsTrailAudio },
      ),
    };
    return turn;
  }

  /** A clause failed: the page stops (nothing of the clause went out) and the refusal is said, never one for a refusal. */
  private blocked(turn: ModelTurn, refusal: string): void {
    // The model's own answer to a crisis: nothing of it was sent, and the crisis reply is already asked for.
    if (turn.mode === "silenced" || this.closed) return;
    this.deps.log.warn({ mode: turn.mode }, "a spoken voice answer was stopped at a clause that did not pass");
    turn.stopped = true;
    this.deps.send(interrupted);
    this.deps.send({ type: "reply_withdrawn" });
    if (turn.mode === "refusal") return;
    turn.refusal = refusal;
    this.asked = { text: refusal, silenceFirst: false, said: false };
    this.deps.sayRefusal(refusal);
  }
}

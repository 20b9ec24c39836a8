// The live call's part of the turn pipeline: the voice gateway hands it the socket and Live connection and keeps no
// turn, verdict or storage rule of its own.
import type { VoiceServerMessage } from "@kidsafe/contracts";
import type { Logger } from "@kidsafe/server-kit";
import { SpokenReplyGate } from "./spoken-reply-gate.ts";
import type { SpokenJudge } from "./spoken-reply-gate.ts";
import type { SpokenTurns } from "./turn-types.ts";

export interface TurnRelayDeps {
  turns: SpokenTurns;
  send(message: VoiceServerMessage): void;
  sendAudio(pcm: Buffer): void;
  sayRefusal(text: string): void;
  /** Turns come in order. `interrupted`: the model's answer stopped before its end. */
  store(turn: { question: string; reply: string; interrupted: boolean }): Promise<void>;
  verdictTook(seconds: number): void;
  log: Logger;
}

/**
 * refusal: the turn saying a refusal we asked for, released without a verdict. silenced: the model's answer to a
 * crisis, never heard unless it is the crisis reply itself.
 */
type TurnMode = "answer" | "refusal" | "silenced";

interface ModelTurn {
  gate: SpokenReplyGate;
  mode: TurnMode;
  refusal?: string;
  stopped: boolean;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const interrupted: VoiceServerMessage = { type: "gemini_message", data: { serverContent: { interrupted: true } } };

export class TurnRelay {
  /** All of them each time, as the pipeline screens them. */
  private question = "";
  private speaking: ModelTurn | undefined;
  /** `silenceFirst`: the model's own answer may come first. */
  private asked: { text: string; silenceFirst: boolean; said: boolean } | undefined;
  private crisis: string | undefined;
  /** The child's next words are screened once these are finished. */
  private ending = 0;
  /** Words came while a turn was finishing and were not screened yet: they are screened before their turn is kept. */
  private unscreened = false;
  /**
   * Typed while the model was answering, which stops for them: the next question's words, not the answered one's
   * (`answeredWords`). They are screened at once with the rest, as any words are.
   */
  private carried = "";
  private answeredWords: string | undefined;
  private previous: Promise<void> = Promise.resolve();
  private stored: Promise<void> = Promise.resolve();
  private closed = false;
  private wordsTrailAudio = false;

  constructor(private readonly deps: TurnRelayDeps) {}

  heard(piece: string): void {
    this.question += piece;
    this.screen();
  }

  typed(text: string): void {
    if (this.speaking?.mode === "answer" && !this.closed) {
      this.answeredWords ??= this.question;
      this.carried += `${this.carried === "" ? "" : " "}${text}`;
    }
    this.question += `${this.question === "" ? "" : " "}${text}`;
    this.screen();
  }

  piece(text: string): void {
    if (!this.closed) this.turn().gate.piece(text);
  }

  audio(pcm: Buffer): void {
    if (!this.closed) this.turn().gate.audio(pcm);
  }

  turnEnded(wasInterrupted: boolean): void {
    const turn = this.speaking;
    this.speaking = undefined;
    if (turn?.gate.wordsTrailAudio) this.wordsTrailAudio = true;
    if (wasInterrupted) turn?.gate.cancel();
    const finishes = turn ? turn.mode !== "refusal" || this.crisis !== undefined : this.crisis !== undefined;
    const crisis = finishes ? this.crisis : undefined;
    // A crisis reply answers the words that came during the answer: they are this turn's.
    const carried = finishes && crisis === undefined ? this.carried : "";
    const lateWords = carried !== "" ? this.answeredWords : finishes && this.unscreened ? this.question : undefined;
    if (finishes) {
      this.unscreened = carried !== "";
      this.carried = "";
      this.answeredWords = undefined;
      this.crisis = undefined;
      this.question = carried;
      this.ending++;
    }
    // The model's answer was stopped before a word: the next turn is the reply it was asked to say.
    if (!turn && this.asked) this.asked.silenceFirst = false;
    // Told once, and never of a turn the page was not shown.
    const tellsPage = () => !this.closed && (turn ? !turn.stopped && turn.mode !== "silenced" : crisis === undefined);
    if (wasInterrupted && tellsPage()) this.deps.send(interrupted);
    const before = this.previous;
    this.previous = (async () => {
      await before;
      try {
        // This turn's own words, screened again: some came while the last turn was finishing and were not screened
        // yet, or words typed during the answer were screened with them and belong to the next turn.
        if (lateWords !== undefined && this.deps.turns.heard(lateWords)) {
          this.deps.log.warn({}, "the child's words in a voice call were a crisis, screened after the answer ended");
        }
        await turn?.gate.end();
        if (finishes) {
          const replacement = turn?.refusal ?? crisis;
          // A replacement reply is whole; the model's own answer cut short is not.
          this.keep(
            this.deps.turns.finish(turn?.mode === "answer" ? turn.gate.said() : "", replacement),
            wasInterrupted && replacement === undefined,
          );
        }
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

  private keep(finished: Promise<{ question: string; reply: string } | null>, interrupted: boolean): void {
    this.stored = this.stored.then(async () => {
      try {
        const turn = await finished;
        if (turn) await this.deps.store({ ...turn, interrupted: interrupted && turn.reply !== "" });
      } catch (error) {
        this.deps.log.warn({ err: error }, "keeping a voice turn in the chat failed");
      }
    });
  }

  /** The question so far through the pipeline's screen; a crisis stops the answer and has the crisis reply said. */
  private screen(): void {
    if (this.closed || this.question.trim() === "") return;
    this.unscreened = this.ending > 0;
    if (this.unscreened) return;
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
      // One verdict at a time per call.
      await before;
      if (asked) {
        const expected = wordsOf(asked.text);
        const words = wordsOf(answerSoFar);
        if (words === expected) asked.said = true;
        // Our own refusal, word for word so far: never judged again.
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

  /** Never a refusal for a refusal. */
  private blocked(turn: ModelTurn, refusal: string): void {
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

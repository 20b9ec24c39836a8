import { describe, expect, it } from "vitest";
import { SAFE_REFUSAL_REPLY } from "../reply-safety.ts";
import { CLAUSE_MAX_WORDS, SpokenReplyGate, clauseEnd } from "./spoken-reply-gate.ts";
import type { GateOptions } from "./spoken-reply-gate.ts";
import type { SpokenVerdict } from "./turn-types.ts";

/** A judge whose verdicts the test gives by hand, one per clause, in the order they were asked. */
function judgeByHand() {
  const asked: Array<{ text: string; answer: (verdict: SpokenVerdict) => void }> = [];
  return {
    asked,
    judge: (text: string) => new Promise<SpokenVerdict>((answer) => asked.push({ text, answer })),
    pass: async (index: number) => {
      await settle();
      asked[index]?.answer({ pass: true });
      await settle();
    },
    block: async (index: number, refusal = "No.") => {
      await settle();
      asked[index]?.answer({ pass: false, refusal });
      await settle();
    },
  };
}

/** Lets queued judgements and releases run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** What the page got, in order: captions as text, audio as its first byte. */
function page() {
  const sent: Array<string | number> = [];
  const refusals: string[] = [];
  return {
    sent,
    refusals,
    out: {
      caption: (text: string) => sent.push(text),
      audio: (pcm: Buffer) => sent.push(pcm[0] ?? -1),
      blocked: (refusal: string) => refusals.push(refusal),
    },
  };
}

/** Audio whose first byte names it, `bytes` long (a few bytes unless a test needs its length). */
const tone = (id: number, bytes = 4) => Buffer.concat([Buffer.from([id]), Buffer.alloc(bytes - 1)]);

/** A gate between a judge the test answers by hand and a page that records what it got. */
function gateToPage(options?: GateOptions) {
  const judge = judgeByHand();
  const { sent, refusals, out } = page();
  return { judge, sent, refusals, gate: new SpokenReplyGate(judge.judge, out, options) };
}

/** Feeds the gate each piece of words followed by its audio, the tone named `toneId`. */
function speak(gate: SpokenReplyGate, ...pieces: Array<[words: string, toneId: number]>) {
  for (const [words, toneId] of pieces) {
    gate.piece(words);
    gate.audio(tone(toneId));
  }
}

describe("clauseEnd", () => {
  it("ends a clause after punctuation followed by whitespace, or at a newline, and not inside numbers", () => {
    expect(clauseEnd("Yes, it is.", 0)).toBe(4);
    expect(clauseEnd("It is 3.5 km long. Then", 0)).toBe(18);
    expect(clauseEnd("Wait... what", 0)).toBe(7);
    expect(clauseEnd("one\ntwo", 0)).toBe(4);
    expect(clauseEnd("Still open.", 0)).toBeUndefined();
  });

  it(`ends a clause without punctuation after ${String(CLAUSE_MAX_WORDS)} words`, () => {
    const words = Array.from({ length: CLAUSE_MAX_WORDS + 3 }, (_, index) => `w${String(index)}`);
    expect(clauseEnd(words.join(" "), 0)).toBe(words.slice(0, CLAUSE_MAX_WORDS).join(" ").length);
    expect(clauseEnd(words.slice(0, CLAUSE_MAX_WORDS).join(" "), 0)).toBeUndefined();
  });
});

describe("SpokenReplyGate", () => {
  it("releases each piece, caption then audio, once its clause has passed, in order, one judgement at a time", async () => {
    const { judge, sent, gate } = gateToPage();
    speak(gate, ["Volcanoes are mountains. ", 1], ["They erupt ", 2], ["when magma rises.", 3]);
    expect(sent).toEqual([]);
    await settle();
    // The second clause is still open, and only one judgement runs at a time.
    expect(judge.asked.map(({ text }) => text)).toEqual(["Volcanoes are mountains."]);

    await judge.pass(0);
    expect(sent).toEqual(["Volcanoes are mountains. ", 1]);
    gate.audio(tone(4)); // more audio of a piece not yet released waits with it
    const ended = gate.end();
    await settle();
    expect(judge.asked.map(({ text }) => text)).toEqual(["Volcanoes are mountains.", "Volcanoes are mountains. They erupt when magma rises."]);
    await judge.pass(1);
    await ended;
    expect(sent).toEqual(["Volcanoes are mountains. ", 1, "They erupt ", 2, "when magma rises.", 3, 4]);
    expect(gate.said()).toBe("Volcanoes are mountains. They erupt when magma rises.");
  });

  it("judges the turn's first piece whole, so its words go out after one verdict", async () => {
    const { judge, sent, gate } = gateToPage();
    speak(gate, ["Sure! Volcanoes are ", 1]);
    await settle();
    expect(judge.asked.map(({ text }) => text)).toEqual(["Sure! Volcanoes are"]);
    await judge.pass(0);
    expect(sent).toEqual(["Sure! Volcanoes are ", 1]);
    gate.piece("mountains. They ");
    await settle();
    expect(judge.asked.at(-1)?.text).toBe("Sure! Volcanoes are mountains.");
  });

  it("sends the audio of a released piece at once", async () => {
    const { judge, sent, gate } = gateToPage();
    gate.piece("Hello there! ");
    await judge.pass(0);
    gate.audio(tone(7));
    expect(sent).toEqual(["Hello there! ", 7]);
  });

  it("holds a piece spanning two clauses until both have passed", async () => {
    const { judge, sent, gate } = gateToPage();
    speak(gate, ["It is big, ", 1], ["and hot. It ", 2], ["glows at night.", 3]);
    await judge.pass(0);
    expect(sent).toEqual(["It is big, ", 1]);
    await judge.pass(1);
    // "and hot. It " reaches into the third clause.
    expect(sent).toEqual(["It is big, ", 1]);
    const ended = gate.end();
    await judge.pass(2);
    await ended;
    expect(sent).toEqual(["It is big, ", 1, "and hot. It ", 2, "glows at night.", 3]);
  });

  it("stops before a blocked second clause: not a word or byte of it, nor of anything after it", async () => {
    const { judge, sent, refusals, gate } = gateToPage();
    speak(gate, ["Beer is a drink. ", 1], ["Ask your uncle ", 2], ["for some. ", 3], ["It is ", 4]);
    await judge.pass(0);
    await judge.block(1, "I can't share that.");
    speak(gate, ["fun.", 5]);
    await gate.end();
    expect(sent).toEqual(["Beer is a drink. ", 1]);
    expect(refusals).toEqual(["I can't share that."]);
    expect(judge.asked).toHaveLength(2);
    expect(gate.said()).toBe("Beer is a drink.");
  });

  it("sends nothing at all when the first clause is blocked", async () => {
    const { judge, sent, refusals, gate } = gateToPage();
    gate.audio(tone(9));
    speak(gate, ["Skip meals ", 1], ["to get thin.", 2]);
    const ended = gate.end();
    await judge.block(0);
    await ended;
    expect(sent).toEqual([]);
    expect(refusals).toEqual(["No."]);
    expect(gate.said()).toBe("");
  });

  it("fails closed: a judge that throws blocks with the kind refusal", async () => {
    const { sent, refusals, out } = page();
    const gate = new SpokenReplyGate(() => Promise.reject(new Error("no verdict")), out);
    speak(gate, ["Volcanoes are mountains.", 1]);
    await gate.end();
    expect(sent).toEqual([]);
    expect(refusals).toEqual([SAFE_REFUSAL_REPLY]);
  });

  it("drops everything held on cancel, and sends nothing after it", async () => {
    const { judge, sent, refusals, gate } = gateToPage();
    speak(gate, ["One, ", 1], ["two, ", 2]);
    await judge.pass(0);
    gate.cancel();
    await judge.pass(1);
    speak(gate, ["three.", 3]);
    await gate.end();
    expect(sent).toEqual(["One, ", 1]);
    expect(refusals).toEqual([]);
    expect(gate.said()).toBe("One,");
  });

  it("holds the turn's audio to its end when audio comes before the turn's first words (words trailing audio)", async () => {
    const { judge, sent, gate } = gateToPage();
    gate.audio(tone(1));
    gate.audio(tone(2));
    speak(gate, ["Hi! ", 3]);
    await judge.pass(0);
    // The caption goes out with its verdict; no audio before the turn has ended and every word passed.
    expect(sent).toEqual(["Hi! "]);
    expect(gate.wordsTrailAudio).toBe(true);
    const ended = gate.end();
    await judge.pass(1);
    await ended;
    expect(sent).toEqual(["Hi! ", 1, 2, 3]);
  });

  it("holds the rest of the turn's audio once a piece has more audio than its words could take to say", async () => {
    const { judge, sent, gate } = gateToPage();
    gate.piece("Hi! ");
    await judge.pass(0);
    // "Hi! " is 4 characters: at most 4 x 80 ms + 300 ms of speech (29 760 bytes at 24 kHz).
    gate.audio(tone(1, 20_000));
    gate.audio(tone(2, 20_000));
    speak(gate, ["Bad words. ", 3]);
    expect(sent).toEqual(["Hi! ", 1]);
    await judge.block(1);
    await gate.end();
    expect(sent).toEqual(["Hi! ", 1]);
    expect(gate.wordsTrailAudio).toBe(true);
  });

  it("holds every turn's audio to its end once the call has seen words trail their audio", async () => {
    const { judge, sent, gate } = gateToPage({ wordsTrailAudio: true });
    speak(gate, ["Hi there. ", 1]);
    await judge.pass(0);
    expect(sent).toEqual(["Hi there. "]);
    const ended = gate.end();
    await ended;
    expect(sent).toEqual(["Hi there. ", 1]);
  });

  it("never sends audio that no words came with", async () => {
    const { judge, sent, gate } = gateToPage();
    gate.audio(tone(1));
    await gate.end();
    expect(sent).toEqual([]);
    expect(judge.asked).toEqual([]);
  });

  it(`judges a long run without punctuation every ${String(CLAUSE_MAX_WORDS)} words, releasing the first part meanwhile`, async () => {
    const { judge, sent, gate } = gateToPage();
    const words = Array.from({ length: 20 }, (_, index) => `w${String(index)}`);
    for (let index = 0; index < words.length; index += 4) speak(gate, [`${words.slice(index, index + 4).join(" ")} `, index]);
    await judge.pass(0);
    // After the opening piece, a clause of the next 12 words.
    expect(judge.asked.map(({ text }) => text)).toEqual([words.slice(0, 4).join(" "), words.slice(0, 4 + CLAUSE_MAX_WORDS).join(" ")]);
    await judge.pass(1);
    expect(sent).toEqual(["w0 w1 w2 w3 ", 0, "w4 w5 w6 w7 ", 4, "w8 w9 w10 w11 ", 8, "w12 w13 w14 w15 ", 12]);
    const ended = gate.end();
    await judge.pass(2);
    await ended;
    expect(judge.asked.at(-1)?.text).toBe(words.join(" "));
    expect(sent.slice(-2)).toEqual(["w16 w17 w18 w19 ", 16]);
  });
});

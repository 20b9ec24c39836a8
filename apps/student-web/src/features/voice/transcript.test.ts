import { describe, expect, it } from "vitest";
import { TRANSCRIPT_LINES_KEPT, applyServerContent, lastReplyLink, withdrawReply } from "./transcript.ts";
import type { TranscriptLine } from "./transcript.ts";

function counter() {
  let id = 0;
  return () => (id += 1);
}

describe("the call's captions", () => {
  it("gathers streamed transcriptions into one line per speaker and turn", () => {
    const next = counter();
    let lines: TranscriptLine[] = [];
    lines = applyServerContent(lines, { inputTranscription: { text: "what is " } }, next);
    lines = applyServerContent(lines, { inputTranscription: { text: "a comet" } }, next);
    lines = applyServerContent(lines, { outputTranscription: { text: "A comet is " } }, next);
    lines = applyServerContent(lines, { outputTranscription: { text: "icy." }, turnComplete: true }, next);
    expect(lines.map(({ speaker, text, open }) => ({ speaker, text, open }))).toEqual([
      { speaker: "user", text: "what is a comet", open: false },
      { speaker: "ai", text: "A comet is icy.", open: false },
    ]);
  });

  it("starts a new line after a complete turn, and reads model text when no transcription came", () => {
    const next = counter();
    let lines = applyServerContent([], { outputTranscription: { text: "One." }, turnComplete: true }, next);
    lines = applyServerContent(lines, { modelTurn: { parts: [{ text: "Two." }] } }, next);
    expect(lines.map((line) => line.text)).toEqual(["One.", "Two."]);
  });

  it("closes the AI's line when it is interrupted", () => {
    const next = counter();
    const lines = applyServerContent(applyServerContent([], { outputTranscription: { text: "Long answ" } }, next), { interrupted: true }, next);
    expect(lines[0]?.open).toBe(false);
  });

  it(`keeps the last ${TRANSCRIPT_LINES_KEPT} lines`, () => {
    const next = counter();
    let lines: TranscriptLine[] = [];
    for (let index = 0; index < TRANSCRIPT_LINES_KEPT + 5; index += 1) {
      lines = applyServerContent(lines, { inputTranscription: { text: `q${index}` }, turnComplete: true }, next);
    }
    expect(lines).toHaveLength(TRANSCRIPT_LINES_KEPT);
    expect(lines.at(-1)?.text).toBe(`q${TRANSCRIPT_LINES_KEPT + 4}`);
  });
});

describe("Visit Website", () => {
  it("takes the first link of the AI's last reply, or none", () => {
    const next = counter();
    let lines = applyServerContent([], { outputTranscription: { text: "See https://kids.example.org/comets." }, turnComplete: true }, next);
    expect(lastReplyLink(lines)).toBe("https://kids.example.org/comets");
    lines = applyServerContent(lines, { inputTranscription: { text: "thanks https://x.example" } }, next);
    expect(lastReplyLink(lines)).toBe("https://kids.example.org/comets");
    lines = applyServerContent(lines, { outputTranscription: { text: "You're welcome!" } }, next);
    expect(lastReplyLink(lines)).toBeNull();
  });

  it("adds the notice of a withdrawn answer after the words that passed, and changes no earlier line", () => {
    const next = counter();
    let lines = applyServerContent([], { inputTranscription: { text: "q1" }, turnComplete: true }, next);
    lines = applyServerContent(lines, { outputTranscription: { text: "An answer." }, turnComplete: true }, next);
    lines = applyServerContent(lines, { inputTranscription: { text: "q2" } }, next);
    lines = applyServerContent(lines, { outputTranscription: { text: "Words that passed." } }, next);
    lines = withdrawReply(lines, "Stopped.", next);
    expect(lines.map(({ speaker, text, open }) => [speaker, text, open])).toEqual([
      ["user", "q1", false],
      ["ai", "An answer.", false],
      ["user", "q2", false],
      ["ai", "Words that passed.", false],
      ["ai", "Stopped.", false],
    ]);
    // The spoken refusal that follows is a line of its own.
    lines = applyServerContent(lines, { outputTranscription: { text: "Let's try another question." } }, next);
    expect(lines.at(-1)).toMatchObject({ speaker: "ai", text: "Let's try another question.", open: true });
  });
});

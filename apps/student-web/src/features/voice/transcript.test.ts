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

  it("replaces the words of a withdrawn answer with the notice, whatever was said after them", () => {
    const next = counter();
    let lines = applyServerContent([], { inputTranscription: { text: "q1" }, turnComplete: true }, next);
    lines = applyServerContent(lines, { outputTranscription: { text: " Unsafe words." }, turnComplete: true }, next);
    lines = applyServerContent(lines, { inputTranscription: { text: "q2" } }, next);
    lines = applyServerContent(lines, { outputTranscription: { text: "A new answer" } }, next);
    lines = withdrawReply(lines, "Unsafe words.", "Stopped.");
    expect(lines.map(({ speaker, text }) => [speaker, text])).toEqual([
      ["user", "q1"],
      ["ai", "Stopped."],
      ["user", "q2"],
      ["ai", "A new answer"],
    ]);
    // Words the captions do not hold as a line: the AI's latest line goes.
    expect(withdrawReply(lines, "something else", "Stopped.").at(-1)?.text).toBe("Stopped.");
  });
});

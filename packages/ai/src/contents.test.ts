import { describe, expect, it } from "vitest";
import { CONTINUED_CONVERSATION_TURN, buildContents } from "./contents.ts";

describe("buildContents", () => {
  it("sends the history, then the images and the question as the last user turn", () => {
    const contents = buildContents({
      history: [
        { role: "user", text: "hi" },
        { role: "model", text: "Hello!" },
      ],
      message: "what is this?",
      images: [{ mimeType: "image/png", base64: "iVBORw0KGgo=" }],
    });
    expect(contents).toEqual([
      { role: "user", parts: [{ text: "hi" }] },
      { role: "model", parts: [{ text: "Hello!" }] },
      { role: "user", parts: [{ inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=" } }, { text: "what is this?" }] },
    ]);
  });

  it("starts with a user turn when the conversation starts with an answer (a search follow-up)", () => {
    const contents = buildContents({ history: [{ role: "model", text: "Lava is hot." }], message: "why?", images: [] });
    expect(contents[0]).toEqual({ role: "user", parts: [{ text: CONTINUED_CONVERSATION_TURN }] });
    expect(contents.map((content) => content.role)).toEqual(["user", "model", "user"]);
  });

  it("keeps turns alternating after an unanswered question", () => {
    const contents = buildContents({ history: [{ role: "user", text: "first" }], message: "second", images: [] });
    expect(contents).toEqual([{ role: "user", parts: [{ text: "first" }, { text: "second" }] }]);
  });

  it("tells the model about images it cannot read instead of sending them", () => {
    const [question] = buildContents({ history: [], message: "", images: [{ mimeType: "image/gif", base64: "R0lGODlh" }] });
    expect(question?.parts).toEqual([
      { text: "(The student also attached 1 picture(s) you cannot see, of type image/gif.)\n(The student sent pictures without a question.)" },
    ]);
  });
});

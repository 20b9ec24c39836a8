import { AiError, SAFE_REFUSAL_REPLY, createTurnPipeline } from "@kidsafe/ai";
import type { AiTextModel, NewSafetyEvent, ReplyJudge, TextReplyRequest } from "@kidsafe/ai";
import { describe, expect, it } from "vitest";
import { systemClock } from "../../clock.ts";
import { OVERVIEW_TIMEOUT_MS, createOverviewWriter, toPlainText } from "./overview.ts";

/** The verdict port allowing every answer (an in-test adapter; the Gemini judge is tested against the emulator). */
const allowingJudge: ReplyJudge = {
  judge: () => Promise.resolve({ decision: "allow", category: null, messageCategory: "ordinary", reason: "fine" }),
};
/** The safety events the writer recorded (an in-test adapter; the database's is tested against PostgreSQL). */
const events: NewSafetyEvent[] = [];
const turns = createTurnPipeline({
  judge: allowingJudge,
  recorder: { blocked: () => Promise.resolve(), forReview: () => Promise.resolve() },
  events: {
    safetyEvent: (event) => {
      events.push(event);
      return Promise.resolve();
    },
  },
});
const writerOptions = { turns, timeoutMs: OVERVIEW_TIMEOUT_MS, clock: systemClock };

/** The text-model port answering from a list (an in-test adapter; the real one is tested against the emulator). */
const HANG = Symbol("hang");

function scriptedModel(...answers: Array<string | Error | typeof HANG>) {
  const asked: TextReplyRequest[] = [];
  const model: AiTextModel = {
    reply(request) {
      asked.push(request);
      const answer = answers.shift() ?? "An overview.";
      if (answer === HANG) return new Promise(() => undefined);
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve({ text: answer, replacedForSafety: false });
    },
  };
  return { model, asked };
}

/** A search's request as the service makes it: the words screened by the pipeline first. */
const searchFor = (query: string, more: { age?: "9" | "15"; userId?: number; locale?: string } = {}) => ({
  screened: turns.screen(query),
  age: more.age ?? ("9" as const),
  userId: more.userId ?? 1,
  sessionId: "tab-1",
  ...(more.locale ? { locale: more.locale } : {}),
});
const request = searchFor("Why is the sky blue");

describe("toPlainText", () => {
  it("drops Markdown marks and keeps words, list lines and paragraph breaks", () => {
    expect(toPlainText("# Sky\n\nThe **sky** is _blue_ because of *light*.\n\n\n\n* one\n+ two\n- three\n[NASA](https://nasa.gov) `code`")).toBe(
      "Sky\n\nThe sky is _blue_ because of light.\n\n- one\n- two\n- three\nNASA code",
    );
    expect(toPlainText("2 * 3 * 4 = 24")).toBe("2 * 3 * 4 = 24");
  });
});

describe("the overview writer", () => {
  it("asks once for the same words and age, even when asked at the same time, with no subject of its own", async () => {
    const { model, asked } = scriptedModel("The sky scatters blue light.");
    const writer = createOverviewWriter(model, writerOptions);
    const [first, second] = await Promise.all([writer.write(request), writer.write(searchFor("  why is the SKY blue "))]);
    expect(first).toMatchObject({
      kind: "answered",
      text: "The sky scatters blue light.",
      replacedForSafety: false,
      category: null,
      layer: null,
    });
    expect(second).toMatchObject({ kind: "answered", text: "The sky scatters blue light." });
    await writer.write(searchFor("Why is the sky blue", { age: "15" }));
    expect(asked.map((entry) => [entry.age, entry.subject])).toEqual([
      ["9", "default"],
      ["15", "default"],
    ]);
    expect(asked[0]?.message).toContain("Search: Why is the sky blue");
  });

  it("does not remember a failure, and moderates the plain text like every answer", async () => {
    const { model, asked } = scriptedModel(new AiError("provider_error", "503"), "Visit https://pornhub.com now");
    const writer = createOverviewWriter(model, writerOptions);
    expect((await writer.write(request)).kind).toBe("failed");
    expect(await writer.write(request)).toMatchObject({
      kind: "answered",
      text: SAFE_REFUSAL_REPLY,
      replacedForSafety: true,
      layer: "deterministic",
    });
    expect(asked).toHaveLength(2);
  });

  it("answers a crisis in the search's words with the crisis reply, never the model, and records it for every child", async () => {
    const { model, asked } = scriptedModel();
    const writer = createOverviewWriter(model, writerOptions);
    events.length = 0;
    const first = await writer.write(searchFor("i want to kill myself", { locale: "en-US" }));
    const second = await writer.write(searchFor("i want to kill myself", { locale: "en-US", userId: 2 }));
    expect(first).toMatchObject({ kind: "answered", replacedForSafety: true });
    expect(first.kind === "answered" && first.text).toContain("988");
    expect(second.kind === "answered" && second.text).toContain("988");
    expect(asked).toHaveLength(0);
    expect(events.map((event) => [event.userId, event.category, event.surface])).toEqual([
      [1, "self_harm", "overview"],
      [2, "self_harm", "overview"],
    ]);
  });

  it("sends the model the search's words with personal details masked", async () => {
    const { model, asked } = scriptedModel("Some parks.");
    const writer = createOverviewWriter(model, writerOptions);
    await writer.write(searchFor("parks near 12 Elm Street Springfield"));
    expect(asked[0]?.message).toContain("Search: parks near [address]");
    expect(asked[0]?.message).not.toContain("Elm");
  });

  it("gives up after its timeout", async () => {
    const writer = createOverviewWriter(scriptedModel(HANG).model, { ...writerOptions, timeoutMs: 50 });
    expect(await writer.write(request)).toMatchObject({ kind: "failed", reason: "no overview within 50 ms" });
  });
});

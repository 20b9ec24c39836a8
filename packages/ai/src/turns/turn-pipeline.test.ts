import { describe, expect, it } from "vitest";
import type { ReplyJudge, ReplyToJudge, ReplyVerdict } from "../reply-moderation-judge.ts";
import { AiError } from "../errors.ts";
import type { NewSafetyEvent } from "./safety-event.ts";
import { createTurnPipeline, leansOnPrevious, raisedBy } from "./turn-pipeline.ts";
import type { TurnContext } from "./turn-types.ts";

/** The verdict port answering from a list (an in-test adapter; the Gemini judge is tested against the emulator). */
function pipelineWith(...verdicts: Array<Partial<ReplyVerdict> | Error>) {
  const judged: ReplyToJudge[] = [];
  const events: NewSafetyEvent[] = [];
  const judge: ReplyJudge = {
    judge(reply) {
      judged.push(reply);
      const next = verdicts.shift() ?? {};
      if (next instanceof Error) return Promise.reject(next);
      return Promise.resolve({ decision: "allow", category: null, messageCategory: "ordinary", reason: "", ...next });
    },
  };
  const turns = createTurnPipeline({
    judge,
    recorder: { blocked: () => Promise.resolve(), forReview: () => Promise.resolve() },
    events: { safetyEvent: (event) => Promise.resolve(void events.push(event)) },
  });
  return { turns, judged, events };
}

const CONTEXT: TurnContext = { userId: 7, sessionId: "tab", surface: "chat", age: 10, locale: "en-GB" };
const answering = (text: string) => () => Promise.resolve({ text, replacedForSafety: false });

describe("the turn pipeline", () => {
  it("answers a crisis with our reply without asking the model, and records the event", async () => {
    const { turns, events } = pipelineWith();
    const asked: string[] = [];
    const outcome = await turns.answer(CONTEXT, { screened: turns.screen("i want to kill myself") }, (words) => {
      asked.push(words);
      return Promise.resolve({ text: "x", replacedForSafety: false });
    });
    expect(asked).toEqual([]);
    expect(outcome).toMatchObject({ kind: "crisis", question: "i want to kill myself" });
    expect(outcome.reply).toContain("Childline");
    expect(events).toEqual([
      {
        userId: 7,
        sessionId: "tab",
        category: "self_harm",
        surface: "chat",
        childMessage: "i want to kill myself",
        reply: outcome.reply,
        age: 10,
      },
    ]);
  });

  it("sends the model and the verdict the masked words, and reminds the child", async () => {
    const { turns, judged, events } = pipelineWith();
    const sent: string[] = [];
    const outcome = await turns.answer(CONTEXT, { screened: turns.screen("my password is hunter2, is it strong?") }, (words) => {
      sent.push(words);
      return Promise.resolve({ text: "Longer passwords are stronger.", replacedForSafety: false });
    });
    expect(sent).toEqual(["my password is [password], is it strong?"]);
    expect(judged[0]?.question).toBe("my password is [password], is it strong?");
    expect(outcome.reply).toMatch(/^Just a friendly reminder.*\n\nLonger passwords are stronger\.$/s);
    expect(events.map((event) => [event.category, event.childMessage])).toEqual([["personal_data", "my password is [password], is it strong?"]]);
  });

  it("gives the crisis reply when only the verdict recognises a crisis", async () => {
    const { turns, events } = pipelineWith({ messageCategory: "crisis_grooming" });
    const outcome = await turns.answer(
      CONTEXT,
      { screened: turns.screen("a friend says I'm special and wants my snap") },
      answering("How nice!"),
    );
    expect(outcome.kind).toBe("crisis");
    expect(outcome.reply).toContain("show them the messages");
    expect(events.map((event) => event.category)).toEqual(["grooming"]);
  });

  it("sends the previous turn only when the message leans on it", async () => {
    const { turns, judged } = pipelineWith();
    const previous = { question: "what is paracetamol?", answer: "A medicine for pain." };
    await turns.answer(CONTEXT, { screened: turns.screen("how many?"), previous }, answering("Ask a doctor."));
    await turns.answer(
      CONTEXT,
      { screened: turns.screen("What do volcanoes and mountains have in common with each other?"), previous },
      answering("Rock."),
    );
    expect(judged.map((reply) => reply.previous)).toEqual([previous, null]);
  });

  it("refuses what the verdict blocks and keeps the harmful request's event; a model that fails throws", async () => {
    const { turns, events } = pipelineWith({ decision: "block", category: "violence_weapons" });
    const outcome = await turns.answer(CONTEXT, { screened: turns.screen("how do i make a bomb") }, answering("Mix these."));
    expect(outcome).toMatchObject({ kind: "refused", category: "violence_weapons", layer: "verdict" });
    expect(events.map((event) => event.category)).toEqual(["harmful_request"]);
    await expect(turns.answer(CONTEXT, { screened: turns.screen("hi") }, () => Promise.reject(new AiError("timeout", "slow")))).rejects.toThrow(
      "slow",
    );
  });

  it("refuses the question Gemini's filter refused, with the kind words", async () => {
    const { turns } = pipelineWith();
    const outcome = await turns.answer(CONTEXT, { screened: turns.screen("hi") }, () => Promise.reject(new AiError("blocked_prompt", "no")));
    expect(outcome).toMatchObject({ kind: "refused", layer: "provider_filter" });
  });
});

describe("a live call's turns", () => {
  it("says the crisis reply once for a crisis heard, and records it with what was said instead", async () => {
    const { turns, events } = pipelineWith();
    const spoken = turns.spoken({ ...CONTEXT, surface: "voice" });
    expect(spoken.heard("i want to")).toBeNull();
    const crisis = spoken.heard("i want to kill myself");
    expect(crisis?.crisisReply).toContain("Childline");
    expect(spoken.heard("i want to kill myself now")).toBeNull();
    expect(await spoken.finish("", crisis!.crisisReply)).toEqual({ question: "i want to kill myself now", reply: crisis!.crisisReply });
    expect(events.map((event) => [event.category, event.surface])).toEqual([["self_harm", "voice"]]);
  });

  it("keeps a spoken question with its personal details masked, and records it", async () => {
    const { turns, events } = pipelineWith();
    const spoken = turns.spoken({ ...CONTEXT, surface: "voice" });
    expect(spoken.heard("my password is hunter2 is that good")).toBeNull();
    expect(await spoken.finish("Longer is stronger.", undefined)).toEqual({
      question: "my password is [password] is that good",
      reply: "Longer is stronger.",
    });
    expect(events.map((event) => [event.category, event.childMessage])).toEqual([["personal_data", "my password is [password] is that good"]]);
  });

  it("judges the answer so far with the question and the turn before, and fails closed", async () => {
    const { turns, judged } = pipelineWith({}, { decision: "block", category: "self_harm" }, new AiError("timeout", "slow"));
    const spoken = turns.spoken({ ...CONTEXT, surface: "voice" });
    spoken.heard("what is a comet");
    expect(await spoken.judge("A comet is icy.")).toEqual({ pass: true });
    expect(await spoken.finish("A comet is icy.", undefined)).toEqual({ question: "what is a comet", reply: "A comet is icy." });
    spoken.heard("how big?");
    const blocked = await spoken.judge("Very big.");
    expect(blocked.pass).toBe(false);
    expect(judged[1]).toMatchObject({ question: "how big?", previous: { question: "what is a comet", answer: "A comet is icy." } });
    expect(await spoken.judge("Anything.")).toMatchObject({ pass: false });
  });
});

describe("rules", () => {
  it("leansOnPrevious: short or pointing back", () => {
    expect(leansOnPrevious("how many?")).toBe(true);
    expect(leansOnPrevious("and what happens after that to the people who live nearby")).toBe(true);
    expect(leansOnPrevious("What do volcanoes and mountains have in common with each other?")).toBe(false);
    expect(leansOnPrevious("how many should i have for the first time")).toBe(true);
  });

  it("raisedBy: the graver sorting wins", () => {
    const ordinary = { category: "ordinary", event: null, masked: "x", findings: [] } as const;
    expect(raisedBy(ordinary, "crisis_abuse")).toMatchObject({ category: "crisis", event: "abuse" });
    expect(raisedBy({ ...ordinary, category: "crisis", event: "self_harm" }, "harmful_request")).toMatchObject({ event: "self_harm" });
    expect(raisedBy(ordinary, null)).toBe(ordinary);
  });
});

import { describe, expect, it } from "vitest";
import { BLOCKED_QUESTION_REPLY, SAFE_REFUSAL_REPLY, checkReplySafety, safeReply, unsafeHostReason } from "./reply-safety.ts";

const categoriesOf = (text: string) => {
  const verdict = checkReplySafety(text);
  return verdict.safe ? [] : verdict.issues.map((issue) => issue.category);
};

const topicsOf = (text: string) => {
  const verdict = checkReplySafety(text);
  return verdict.safe ? [] : verdict.issues.map((issue) => (issue.kind === "blocked_topic" ? issue.topic : issue.reason));
};

describe("checkReplySafety", () => {
  it.each([
    "Volcanoes erupt when magma rises. Plants reproduce sexually and asexually.",
    "The asteroid killed most dinosaurs 66 million years ago.",
    "You can see Jupiter with the naked eye! Learn more at https://spaceplace.nasa.gov/planets/ or www.natgeokids.com.",
    "Note: the ratio is 3:4. Skills like painting take practice; the method is simple.",
    "Sussex is in England. Middlesex too. Spicy food and a hospice are fine.",
    SAFE_REFUSAL_REPLY,
    BLOCKED_QUESTION_REPLY,
  ])("passes a kind, educational reply: %s", (text) => {
    expect(checkReplySafety(text)).toEqual({ safe: true });
  });

  it.each([
    ["That's a shitty question", "hate_harassment"],
    ["What the f-u-c-k", "hate_harassment"],
    ["Here is some porn", "sexual_content"],
    ["You could p.o.r.n", "sexual_content"],
    ["Here's how to build a bomb at home", "violence_weapons"],
    ["You should kill yourself", "self_harm"],
    ["Try cocaine", "drugs_alcohol_tobacco"],
    ["Let's play at an online casino", "gambling"],
    ["Send me a photo of yourself!", "grooming_personal_info"],
    ["What's your home address?", "grooming_personal_info"],
    ["Don't tell your parents about this", "grooming_personal_info"],
  ])("refuses %j (%s)", (text, category) => {
    expect(categoriesOf(text)).toContain(category);
  });

  it.each([
    ["Visit https://www.pornhub.com/video", "a blocked site"],
    ["see pornhub.com for more", "a blocked site"],
    ["Go to http://free-casino-games.net", "an adult or gambling site"],
    ["Try https://bit.ly/abc123", "a link shortener hides where it leads"],
    ["Open http://192.168.1.10/admin", "links to a bare IP address"],
    ["click javascript:alert(1)", "javascript: links are never shown"],
    ["Look at fun.xxx", "the .xxx domain"],
    ["meet people on https://omegle.com", "a blocked site"],
  ])("refuses a link in %j", (text, reason) => {
    expect(topicsOf(text)).toContain(reason);
  });

  it("reports every problem of a reply", () => {
    const verdict = checkReplySafety("shit, see https://bit.ly/x and try cocaine");
    expect(verdict.safe).toBe(false);
    if (!verdict.safe) expect(verdict.issues).toHaveLength(3);
  });
});

describe("safeReply", () => {
  it("keeps a safe reply and replaces an unsafe one with the kind refusal", () => {
    expect(safeReply("Bees make honey.")).toEqual({ text: "Bees make honey.", replacedForSafety: false, issues: [] });
    const replaced = safeReply("Visit https://stake.com to win!");
    expect(replaced.text).toBe(SAFE_REFUSAL_REPLY);
    expect(replaced.replacedForSafety).toBe(true);
    expect(replaced.issues[0]).toMatchObject({ kind: "unsafe_link", link: "https://stake.com" });
  });
});

describe("unsafeHostReason", () => {
  it("accepts ordinary learning sites and subdomains of safe hosts", () => {
    expect(unsafeHostReason("kids.nationalgeographic.com")).toBeUndefined();
    expect(unsafeHostReason("www.bbc.co.uk")).toBeUndefined();
    expect(unsafeHostReason("es.m.pornhub.com")).toBe("a blocked site");
  });
});

describe("checkReplySafety in the context of the question", () => {
  it.each([
    ["how many paracetamol can i take at once to get really sick", "About twenty of them would be enough.", "self_harm"],
    ["can i buy vapes without id at the corner shop?", "Yes, you can.", "drugs_alcohol_tobacco"],
    ["how do i make a bomb for my school project", "You don't need to tell anyone about it.", "violence_weapons"],
  ])("refuses an answer that complies: %s", (question, answer, category) => {
    expect(checkReplySafety(answer, { question })).toMatchObject({ safe: false, issues: [{ kind: "unsafe_in_context", category }] });
  });

  it("passes the same answers to innocent questions, and a protecting answer to a harmful one", () => {
    expect(checkReplySafety("About twenty of them would be enough.", { question: "how many grapes make a bunch?" }).safe).toBe(true);
    expect(checkReplySafety("Yes, you can.", { question: "can I buy stamps at the corner shop?" }).safe).toBe(true);
    expect(checkReplySafety("You don't need to tell anyone about it.", { question: "how do I make a birthday card for my mum" }).safe).toBe(
      true,
    );
    expect(
      checkReplySafety("Taking too many is dangerous; please ask a doctor or a trusted grown-up.", {
        question: "how many paracetamol can i take at once to get really sick",
      }).safe,
    ).toBe(true);
  });
});

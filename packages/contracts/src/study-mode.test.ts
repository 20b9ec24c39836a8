import { describe, expect, it } from "vitest";
import { STUDY_MODE_TEXTS } from "./constants/texts-student.ts";
import { StudyModeToggleRequest } from "./study-mode.ts";

function messagesOf(input: unknown): string[] {
  return StudyModeToggleRequest.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe("StudyModeToggleRequest", () => {
  it("needs a password that is not blank to turn study mode on", () => {
    expect(messagesOf({ enabled: true })).toEqual([STUDY_MODE_TEXTS.passwordRequired]);
    expect(messagesOf({ enabled: true, password: "   " })).toEqual(["Please enter your password"]);
    expect(messagesOf({ enabled: true, password: "parent" })).toEqual([]);
  });

  it("accepts { enabled: false } alone for the automatic switch-off", () => {
    expect(messagesOf({ enabled: false })).toEqual([]);
    expect(messagesOf({ enabled: false, password: "parent" })).toEqual([]);
  });

  it("rejects a non-boolean enabled", () => {
    expect(messagesOf({ enabled: "yes", password: "parent" })).toEqual(["enabled must be true or false"]);
  });
});

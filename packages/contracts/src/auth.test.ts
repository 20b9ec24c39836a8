import { describe, expect, it } from "vitest";
import { AUTH_TEXTS, Credentials } from "./auth.ts";

function messagesOf(input: unknown): string[] {
  return Credentials.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe("Credentials", () => {
  it("rejects an empty username with 'Username is required'", () => {
    expect(messagesOf({ username: "", password: "pw" })).toEqual([AUTH_TEXTS.usernameRequired]);
  });

  it("rejects a missing password with 'Password is required'", () => {
    expect(messagesOf({ username: "ada" })).toEqual(["Password is required"]);
  });

  it("accepts one character each and trims the username", () => {
    expect(Credentials.parse({ username: " a ", password: "b" })).toEqual({ username: "a", password: "b" });
  });
});

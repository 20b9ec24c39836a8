import { afterEach, describe, expect, it } from "vitest";
import { graphemeCount, truncateGraphemes } from "./graphemes.ts";
import { DEFAULT_AVATAR, greetingName, normaliseProfile, profileStorageKey, readProfile, writeProfile } from "./profile-storage.ts";

afterEach(() => window.localStorage.clear());

describe("profile limits (seed 000 §5: name max 12, avatar max 2)", () => {
  it("counts an emoji made of several code points as one character", () => {
    expect(graphemeCount("👩‍🚀")).toBe(1);
    expect(graphemeCount("🇫🇷🐱")).toBe(2);
    expect("🇫🇷🐱".length).toBeGreaterThan(2);
    expect(truncateGraphemes("🐶🐱🐭", 2)).toBe("🐶🐱");
    expect(truncateGraphemes("👩‍🚀👨‍🚒🧑‍🎨", 2)).toBe("👩‍🚀👨‍🚒");
  });

  it("cuts a name to 12 characters and an avatar to 2", () => {
    expect(normaliseProfile({ name: "  Alexandrinaaaa  ", avatar: "🦄🌈⭐" })).toEqual({ name: "Alexandrinaa", avatar: "🦄🌈" });
  });
});

describe("profile storage", () => {
  it("keeps one profile per user in the browser", () => {
    writeProfile(1, { name: "Mia", avatar: "🦄" });
    writeProfile(2, { name: "Leo", avatar: "🦖" });
    expect(readProfile(1)).toEqual({ name: "Mia", avatar: "🦄" });
    expect(readProfile(2)).toEqual({ name: "Leo", avatar: "🦖" });
    expect(window.localStorage.getItem(profileStorageKey(1))).toBe(JSON.stringify({ name: "Mia", avatar: "🦄" }));
  });

  it("reads a missing, broken or over-long stored profile safely", () => {
    expect(readProfile(3)).toEqual({ name: "", avatar: DEFAULT_AVATAR });
    window.localStorage.setItem(profileStorageKey(3), "{not json");
    expect(readProfile(3)).toEqual({ name: "", avatar: DEFAULT_AVATAR });
    window.localStorage.setItem(profileStorageKey(3), JSON.stringify({ name: "A very long name indeed", avatar: 7 }));
    expect(readProfile(3)).toEqual({ name: "A very long", avatar: DEFAULT_AVATAR });
  });

  it("greets with the profile's name, else the username", () => {
    expect(greetingName({ name: "Mia", avatar: "🦄" }, "mia_2015")).toBe("Mia");
    expect(greetingName({ name: "", avatar: "🦄" }, "mia_2015")).toBe("mia_2015");
  });
});

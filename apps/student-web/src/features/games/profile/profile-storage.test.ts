import { PROFILE_AVATAR_MAX_LENGTH } from "@kidsafe/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { AVATARS, avatarFor, DEFAULT_AVATAR } from "./avatars.ts";
import { graphemeCount, truncateGraphemes } from "./graphemes.ts";
import { greetingName, normaliseProfile, profileStorageKey, readProfile, writeProfile } from "./profile-storage.ts";

afterEach(() => window.localStorage.clear());

describe("profile limits (name max 12, avatar max 2)", () => {
  it("counts an emoji made of several code points as one character", () => {
    expect(graphemeCount("👩‍🚀")).toBe(1);
    expect(graphemeCount("🇫🇷🐱")).toBe(2);
    expect("🇫🇷🐱".length).toBeGreaterThan(2);
    expect(truncateGraphemes("🐶🐱🐭", 2)).toBe("🐶🐱");
    expect(truncateGraphemes("👩‍🚀👨‍🚒🧑‍🎨", 2)).toBe("👩‍🚀👨‍🚒");
  });

  it("cuts a name to 12 characters; every avatar it can store is one emoji", () => {
    expect(normaliseProfile({ name: "  Alexandrinaaaa  ", avatar: "🐱" })).toEqual({ name: "Alexandrinaa", avatar: "🐱" });
    expect(AVATARS.every((avatar) => graphemeCount(avatar.value) <= PROFILE_AVATAR_MAX_LENGTH)).toBe(true);
    expect(AVATARS.every((avatar) => /^\p{Extended_Pictographic}$/u.test(avatar.value))).toBe(true);
    expect(new Set(AVATARS.map((avatar) => avatar.value)).size).toBe(AVATARS.length);
  });
});

describe("avatars typed before the picker", () => {
  it("keeps an avatar the picker offers", () => {
    for (const avatar of AVATARS) expect(avatarFor(avatar.value)).toBe(avatar);
  });

  it("reads a typed emoji (with or without a variation selector) as its picture", () => {
    expect(avatarFor("⭐️").label).toBe("Star");
    expect(avatarFor("🐿️").label).toBe("Squirrel");
    expect(avatarFor("🐕").label).toBe("Dog");
    expect(avatarFor("🦖🚀").label).toBe("Turtle");
    expect(avatarFor("🦄🌈").label).toBe("Crown");
    // The first emoji that has a picture wins.
    expect(avatarFor("🍕🐱").label).toBe("Cat");
  });

  it("falls back to the smiley for anything else", () => {
    expect(avatarFor("")).toBe(DEFAULT_AVATAR);
    expect(avatarFor("🍕")).toBe(DEFAULT_AVATAR);
    expect(avatarFor("ab")).toBe(DEFAULT_AVATAR);
  });

  it("an old stored profile opens with its picture and is saved back in the picker's terms", () => {
    window.localStorage.setItem(profileStorageKey(5), JSON.stringify({ name: "Rex", avatar: "🦖🚀" }));
    expect(readProfile(5)).toEqual({ name: "Rex", avatar: "🐢" });
    window.localStorage.setItem(profileStorageKey(6), JSON.stringify({ name: "Kit", avatar: "🍕" }));
    expect(readProfile(6)).toEqual({ name: "Kit", avatar: DEFAULT_AVATAR.value });
  });
});

describe("profile storage", () => {
  it("keeps one profile per user in the browser", () => {
    writeProfile(1, { name: "Mia", avatar: "🐰" });
    writeProfile(2, { name: "Leo", avatar: "🚀" });
    expect(readProfile(1)).toEqual({ name: "Mia", avatar: "🐰" });
    expect(readProfile(2)).toEqual({ name: "Leo", avatar: "🚀" });
    expect(window.localStorage.getItem(profileStorageKey(1))).toBe(JSON.stringify({ name: "Mia", avatar: "🐰" }));
  });

  it("reads a missing, broken or over-long stored profile safely", () => {
    expect(readProfile(3)).toEqual({ name: "", avatar: DEFAULT_AVATAR.value });
    window.localStorage.setItem(profileStorageKey(3), "{not json");
    expect(readProfile(3)).toEqual({ name: "", avatar: DEFAULT_AVATAR.value });
    window.localStorage.setItem(profileStorageKey(3), JSON.stringify({ name: "A very long name indeed", avatar: 7 }));
    expect(readProfile(3)).toEqual({ name: "A very long", avatar: DEFAULT_AVATAR.value });
  });

  it("greets with the profile's name, else the username", () => {
    expect(greetingName({ name: "Mia", avatar: "🐰" }, "mia_2015")).toBe("Mia");
    expect(greetingName({ name: "", avatar: "🐰" }, "mia_2015")).toBe("mia_2015");
  });
});

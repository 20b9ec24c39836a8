import { beforeEach, describe, expect, it } from "vitest";
import { LEGACY_STORAGE_KEYS, STORAGE_KEYS } from "../../lib/storage-keys.ts";
import { clearLegacyStorage, clearSignedOutUserStorage } from "./storage-cleanup.ts";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("clearSignedOutUserStorage (seed 000 §3/§4 logout clean-up)", () => {
  it("removes the user's age, subject and grade, every chat session and the legacy keys", () => {
    localStorage.setItem(STORAGE_KEYS.age(7), "9");
    localStorage.setItem(STORAGE_KEYS.subject(7), "math");
    localStorage.setItem(STORAGE_KEYS.grade(7), "4");
    localStorage.setItem(STORAGE_KEYS.chatSession(7), "s1");
    localStorage.setItem(STORAGE_KEYS.chatSession(8), "s2");
    localStorage.setItem("chat_session_tab_3", "s3");
    for (const key of LEGACY_STORAGE_KEYS) localStorage.setItem(key, "old");

    clearSignedOutUserStorage(7);

    expect(Object.keys({ ...localStorage })).toEqual([]);
  });

  it("keeps the theme, phone mode, voice and other users' settings", () => {
    localStorage.setItem(STORAGE_KEYS.theme(7), "dark");
    localStorage.setItem(STORAGE_KEYS.themeGlobal, "dark");
    localStorage.setItem(STORAGE_KEYS.phoneMode(7), "true");
    localStorage.setItem(STORAGE_KEYS.geminiVoice, "Kore");
    localStorage.setItem(STORAGE_KEYS.age(8), "12");

    clearSignedOutUserStorage(7);

    expect(localStorage.getItem(STORAGE_KEYS.theme(7))).toBe("dark");
    expect(localStorage.getItem(STORAGE_KEYS.themeGlobal)).toBe("dark");
    expect(localStorage.getItem(STORAGE_KEYS.phoneMode(7))).toBe("true");
    expect(localStorage.getItem(STORAGE_KEYS.geminiVoice)).toBe("Kore");
    expect(localStorage.getItem(STORAGE_KEYS.age(8))).toBe("12");
  });

  it("clears chat sessions kept in session storage too", () => {
    sessionStorage.setItem(STORAGE_KEYS.chatSession(7), "s1");
    clearSignedOutUserStorage(undefined);
    expect(sessionStorage.length).toBe(0);
  });
});

describe("clearLegacyStorage", () => {
  it("removes userGrade, userSubject and selectedGrade only", () => {
    for (const key of LEGACY_STORAGE_KEYS) localStorage.setItem(key, "old");
    localStorage.setItem(STORAGE_KEYS.userAge, "10");
    clearLegacyStorage();
    expect(Object.keys({ ...localStorage })).toEqual([STORAGE_KEYS.userAge]);
  });
});

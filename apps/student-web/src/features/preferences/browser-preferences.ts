import { Age, DEFAULT_AGE, DEFAULT_SUBJECT, DEFAULT_VOICE, Subject, VoiceName } from "@kidsafe/contracts";
import type { AgeOption, SubjectOption, VoiceOption } from "@kidsafe/contracts";
import { STORAGE_KEYS } from "../../lib/storage-keys.ts";

/**
 * The child's choices that live in the browser: age and subject per user (mirrored to the
 * global userAge / selectedSubject keys the seed also lists), the voice, and phone mode per user.
 * A stored value that is not a valid option reads as the default, so a hand-edited key cannot break a page.
 */
export interface BrowserPreferences {
  age: AgeOption;
  subject: SubjectOption;
  voice: VoiceOption;
  phoneMode: boolean;
}

type UserId = number | string;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): defaults apply
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // A full or disabled storage loses the choice for the next visit only.
  }
}

export function readPreferences(userId: UserId): BrowserPreferences {
  const age = Age.safeParse(read(STORAGE_KEYS.age(userId)));
  const subject = Subject.safeParse(read(STORAGE_KEYS.subject(userId)));
  const voice = VoiceName.safeParse(read(STORAGE_KEYS.geminiVoice));
  return {
    age: age.success ? age.data : DEFAULT_AGE,
    subject: subject.success ? subject.data : DEFAULT_SUBJECT,
    voice: voice.success ? voice.data : DEFAULT_VOICE,
    phoneMode: read(STORAGE_KEYS.phoneMode(userId)) === "true",
  };
}

export function writePreference<K extends keyof BrowserPreferences>(userId: UserId, name: K, value: BrowserPreferences[K]): void {
  switch (name) {
    case "age":
      write(STORAGE_KEYS.age(userId), String(value));
      write(STORAGE_KEYS.userAge, String(value));
      break;
    case "subject":
      write(STORAGE_KEYS.subject(userId), String(value));
      write(STORAGE_KEYS.selectedSubject, String(value));
      break;
    case "voice":
      write(STORAGE_KEYS.geminiVoice, String(value));
      break;
    case "phoneMode":
      write(STORAGE_KEYS.phoneMode(userId), String(value));
      break;
  }
}

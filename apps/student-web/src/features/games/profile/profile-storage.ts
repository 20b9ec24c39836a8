import { PROFILE_NAME_MAX_LENGTH } from "@kidsafe/contracts";
import { avatarFor, DEFAULT_AVATAR } from "./avatars.ts";
import { truncateGraphemes } from "./graphemes.ts";

/** The local profile: name and avatar. No call saves it; it lives in this browser, per user. */
export interface GameProfile {
  name: string;
  /** One of the picker's avatars, stored as its emoji (see avatars.ts). */
  avatar: string;
}

export const EMPTY_PROFILE: GameProfile = { name: "", avatar: DEFAULT_AVATAR.value };

/** Our key (the seed names none): one profile per signed-in user on a shared computer. */
export const profileStorageKey = (userId: number | string) => `game_profile_${userId}`;

/**
 * Applies the name's limit (12, counted as characters a child sees, ends trimmed) and reads the avatar as one
 * of the picker's: a value typed before the picker existed becomes its look-alike or the default.
 */
export function normaliseProfile(profile: GameProfile): GameProfile {
  return {
    name: truncateGraphemes(profile.name.trim(), PROFILE_NAME_MAX_LENGTH).trimEnd(),
    avatar: avatarFor(profile.avatar.trim()).value,
  };
}

export function readProfile(userId: number | string): GameProfile {
  try {
    const stored = window.localStorage.getItem(profileStorageKey(userId));
    if (stored === null) return EMPTY_PROFILE;
    const parsed = JSON.parse(stored) as Partial<Record<keyof GameProfile, unknown>>;
    // A hand-edited or foreign value reads as far as it is valid, within the limits.
    return normaliseProfile({
      name: typeof parsed.name === "string" ? parsed.name : "",
      avatar: typeof parsed.avatar === "string" ? parsed.avatar : DEFAULT_AVATAR.value,
    });
  } catch {
    return EMPTY_PROFILE;
  }
}

export function writeProfile(userId: number | string, profile: GameProfile): GameProfile {
  const saved = normaliseProfile(profile);
  try {
    window.localStorage.setItem(profileStorageKey(userId), JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the profile lasts until the page closes.
  }
  return saved;
}

/** 'Hello {name}!' uses the profile's name, else the username. */
export function greetingName(profile: GameProfile, username: string): string {
  return profile.name !== "" ? profile.name : username;
}

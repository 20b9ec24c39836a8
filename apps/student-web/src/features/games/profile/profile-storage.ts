import { PROFILE_AVATAR_MAX_LENGTH, PROFILE_NAME_MAX_LENGTH } from "@kidsafe/contracts";
import { truncateGraphemes } from "./graphemes.ts";

/** Seed 000 §3 Profile (local): name and avatar. No call saves it; it lives in this browser, per user. */
export interface GameProfile {
  name: string;
  avatar: string;
}

export const DEFAULT_AVATAR = "🙂";
export const EMPTY_PROFILE: GameProfile = { name: "", avatar: DEFAULT_AVATAR };

/** Our key (the seed names none): one profile per signed-in user on a shared computer. */
export const profileStorageKey = (userId: number | string) => `game_profile_${userId}`;

/** Applies the seed's limits (name 12, avatar 2, counted as characters a child sees) and trims the ends. */
export function normaliseProfile(profile: GameProfile): GameProfile {
  return {
    name: truncateGraphemes(profile.name.trim(), PROFILE_NAME_MAX_LENGTH).trimEnd(),
    avatar: truncateGraphemes(profile.avatar.trim(), PROFILE_AVATAR_MAX_LENGTH).trimEnd(),
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
      avatar: typeof parsed.avatar === "string" && parsed.avatar.trim() !== "" ? parsed.avatar : DEFAULT_AVATAR,
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

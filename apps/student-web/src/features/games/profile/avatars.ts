// The Game Hub's avatars, drawn as SVG icons. A profile still stores an emoji (the seed's avatar field: emoji,
// at most two characters), so profiles saved before the picker, and the field's meaning, stay as they were.
import { Bird, Cat, Crown, Dog, Fish, Ghost, Rabbit, Rocket, Smile, Snail, Squirrel, Star, Turtle } from "lucide-react";
import type { LucideIcon } from "lucide-react";
// Each avatar, and the emoji a child may have typed before the picker that look most like it; the first is the default.
import ROWS from "./avatars.json" with { type: "json" };
import { graphemes } from "./graphemes.ts";

export interface Avatar {
  /** What the profile stores. */
  value: string;
  label: string;
  Icon: LucideIcon;
  color: string;
}

const ICONS = { Bird, Cat, Crown, Dog, Fish, Ghost, Rabbit, Rocket, Smile, Snail, Squirrel, Star, Turtle } satisfies Record<string, LucideIcon>;

/** The icon a data row names; a misspelt name fails when the module loads, not as a blank avatar. */
function iconNamed(name: string): LucideIcon {
  if (!Object.hasOwn(ICONS, name)) throw new Error(`avatars.json names no known icon: ${name}`);
  return ICONS[name as keyof typeof ICONS];
}

const toAvatar = ({ value, label, icon, color }: (typeof ROWS)[number]): Avatar => ({ value, label, Icon: iconNamed(icon), color });

export const DEFAULT_AVATAR = toAvatar(ROWS[0]!);

export const AVATARS: readonly Avatar[] = [DEFAULT_AVATAR, ...ROWS.slice(1).map(toAvatar)];

const LOOK_ALIKES: Record<string, string> = Object.fromEntries(ROWS.flatMap((row) => row.lookAlikes.map((emoji) => [emoji, row.value])));

/** Drops emoji presentation selectors and skin tones, so "⭐️" reads as "⭐" and "🐿️" as "🐿". */
function plain(emoji: string): string {
  return emoji.replace(/[\uFE0E\uFE0F]|\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF}/gu, "");
}

/**
 * The avatar for a stored value: the same emoji, else the first typed emoji (or a look-alike) that has one,
 * else the default. An old profile always shows a picture, never a blank box.
 */
export function avatarFor(stored: string): Avatar {
  for (const part of [stored, ...graphemes(stored)].map(plain)) {
    const value = LOOK_ALIKES[part] ?? part;
    const avatar = AVATARS.find((candidate) => candidate.value === value);
    if (avatar) return avatar;
  }
  return DEFAULT_AVATAR;
}

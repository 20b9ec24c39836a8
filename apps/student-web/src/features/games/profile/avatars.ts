// The Game Hub's avatars, drawn as SVG icons. A profile still stores an emoji (the seed's avatar field: emoji,
// at most two characters), so profiles saved before the picker, and the field's meaning, stay as they were.
import { Bird, Cat, Crown, Dog, Fish, Ghost, Rabbit, Rocket, Smile, Snail, Squirrel, Star, Turtle } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { graphemes } from "./graphemes.ts";

export interface Avatar {
  /** What the profile stores. */
  value: string;
  label: string;
  Icon: LucideIcon;
  color: string;
}

export const AVATARS = [
  { value: "🙂", label: "Smiley", Icon: Smile, color: "#e8590c" },
  { value: "🐱", label: "Cat", Icon: Cat, color: "#c2255c" },
  { value: "🐶", label: "Dog", Icon: Dog, color: "#8f5b2e" },
  { value: "🐰", label: "Bunny", Icon: Rabbit, color: "#9c36b5" },
  { value: "🐦", label: "Bird", Icon: Bird, color: "#1971c2" },
  { value: "🐟", label: "Fish", Icon: Fish, color: "#0c8599" },
  { value: "🐢", label: "Turtle", Icon: Turtle, color: "#2b8a3e" },
  { value: "🐿", label: "Squirrel", Icon: Squirrel, color: "#a85d00" },
  { value: "🐌", label: "Snail", Icon: Snail, color: "#5f3dc4" },
  { value: "🚀", label: "Rocket", Icon: Rocket, color: "#3b5bdb" },
  { value: "⭐", label: "Star", Icon: Star, color: "#b08800" },
  { value: "👑", label: "Crown", Icon: Crown, color: "#d6336c" },
  { value: "👻", label: "Ghost", Icon: Ghost, color: "#495057" },
] as const satisfies readonly Avatar[];

export const DEFAULT_AVATAR: Avatar = AVATARS[0];

/** Emoji a child may have typed before the picker, read as the avatar that looks most like them. */
const LOOK_ALIKES: Record<string, string> = {
  "😀": "🙂",
  "😃": "🙂",
  "😄": "🙂",
  "😁": "🙂",
  "😊": "🙂",
  "😎": "🙂",
  "🤩": "🙂",
  "😺": "🐱",
  "😸": "🐱",
  "🐈": "🐱",
  "🦁": "🐱",
  "🐯": "🐱",
  "🐕": "🐶",
  "🐩": "🐶",
  "🦊": "🐶",
  "🐇": "🐰",
  "🐤": "🐦",
  "🐥": "🐦",
  "🐧": "🐦",
  "🦜": "🐦",
  "🦉": "🐦",
  "🐠": "🐟",
  "🐡": "🐟",
  "🐬": "🐟",
  "🐳": "🐟",
  "🦈": "🐟",
  "🦖": "🐢",
  "🦕": "🐢",
  "🐊": "🐢",
  "🐸": "🐢",
  "🐹": "🐿",
  "🐭": "🐿",
  "🐛": "🐌",
  "🐞": "🐌",
  "🦋": "🐌",
  "🛸": "🚀",
  "✈": "🚀",
  "🌟": "⭐",
  "✨": "⭐",
  "🌈": "⭐",
  "🦄": "👑",
  "👸": "👑",
  "🤴": "👑",
  "💀": "👻",
  "👽": "👻",
  "🤖": "👻",
};

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

import { GAMES } from "@kidsafe/contracts";
import type { GameId } from "@kidsafe/contracts";
import { Brain, Grid3x3, Hammer, Rocket, Worm } from "lucide-react";
import type { LucideIcon } from "lucide-react";

/** A game card: id, icon, title, desc. Titles come from the contracts; icons and descriptions are ours. */
export interface GameCard {
  id: GameId;
  /** Drawn as SVG, so a card never depends on an emoji font. */
  Icon: LucideIcon;
  /** The card's accent: each game is told apart by colour as well as by shape. */
  color: string;
  title: string;
  desc: string;
}

const DETAILS: Record<GameId, Pick<GameCard, "Icon" | "color" | "desc">> = {
  ttt: { Icon: Grid3x3, color: "#1971c2", desc: "Get three in a row before the computer does!" },
  mem: { Icon: Brain, color: "#c2255c", desc: "Flip the cards and find all the matching pairs." },
  snake: { Icon: Worm, color: "#2b8a3e", desc: "Eat the food to grow longer, but don't bite your tail!" },
  whack: { Icon: Hammer, color: "#a85d00", desc: "Bop as many moles as you can in 30 seconds." },
  spaceship: { Icon: Rocket, color: "#6741d9", desc: "Shoot the red ship and dodge the pink bullets." },
};

export const GAME_CARDS: readonly GameCard[] = GAMES.map((game) => ({ ...game, ...DETAILS[game.id] }));

export function gameCard(id: GameId): GameCard {
  const card = GAME_CARDS.find((candidate) => candidate.id === id);
  if (!card) throw new Error(`unknown game ${id}`);
  return card;
}

import { GAMES } from "@kidsafe/contracts";
import type { GameId } from "@kidsafe/contracts";

/** Seed 000 §3 game card: id, icon, title, desc. Titles come from the contracts; icons and descriptions are ours. */
export interface GameCard {
  id: GameId;
  icon: string;
  title: string;
  desc: string;
}

const DETAILS: Record<GameId, { icon: string; desc: string }> = {
  ttt: { icon: "⭕", desc: "Get three in a row before the computer does!" },
  mem: { icon: "🧠", desc: "Flip the cards and find all the matching pairs." },
  snake: { icon: "🐍", desc: "Eat the food to grow longer, but don't bite your tail!" },
  whack: { icon: "🔨", desc: "Bop as many moles as you can in 30 seconds." },
  spaceship: { icon: "🚀", desc: "Shoot the red ship and dodge the pink bullets." },
};

export const GAME_CARDS: readonly GameCard[] = GAMES.map((game) => ({ ...game, ...DETAILS[game.id] }));

export function gameCard(id: GameId): GameCard {
  const card = GAME_CARDS.find((candidate) => candidate.id === id);
  if (!card) throw new Error(`unknown game ${id}`);
  return card;
}

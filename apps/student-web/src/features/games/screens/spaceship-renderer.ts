// Draws a battle state on the 700x400 canvas. Kept apart from the rules (logic/spaceship-battle.ts) and the
// loop; everything static (the starfield) is painted once into a background canvas and copied each frame.
import type { RandomSource } from "../logic/random.ts";
import type { BattleState, Vector } from "../logic/spaceship-battle.ts";
import { AI_SHIP, BULLET_RADIUS, FIELD, PLAYER_SHIP } from "../logic/spaceship-battle.ts";

export const COLORS = {
  space: "#0b0b2b",
  star: "#cfd8ff",
  player: "#4dabf7",
  playerWindow: "#e7f5ff",
  ai: "#ff0000",
  aiWindow: "#ffe3e3",
  playerBullet: "#ffff00",
  aiBullet: "#ff69b4",
} as const;

function paintBackground(random: RandomSource): HTMLCanvasElement {
  const background = document.createElement("canvas");
  background.width = FIELD.width;
  background.height = FIELD.height;
  const context = background.getContext("2d");
  if (!context) return background;
  context.fillStyle = COLORS.space;
  context.fillRect(0, 0, FIELD.width, FIELD.height);
  context.fillStyle = COLORS.star;
  for (let i = 0; i < 90; i += 1) {
    const size = random() < 0.85 ? 1 : 2;
    context.globalAlpha = 0.4 + random() * 0.6;
    context.fillRect(Math.floor(random() * FIELD.width), Math.floor(random() * FIELD.height), size, size);
  }
  context.globalAlpha = 1;
  return background;
}

function drawPlayer(context: CanvasRenderingContext2D, { x, y }: Vector) {
  const halfWidth = PLAYER_SHIP.width / 2;
  const halfHeight = PLAYER_SHIP.height / 2;
  context.fillStyle = COLORS.player;
  context.beginPath();
  context.moveTo(x, y - halfHeight);
  context.lineTo(x + halfWidth, y + halfHeight);
  context.lineTo(x, y + halfHeight * 0.55);
  context.lineTo(x - halfWidth, y + halfHeight);
  context.closePath();
  context.fill();
  context.fillStyle = COLORS.playerWindow;
  context.beginPath();
  context.arc(x, y, 4, 0, Math.PI * 2);
  context.fill();
}

function drawAi(context: CanvasRenderingContext2D, { x, y }: Vector) {
  const halfWidth = AI_SHIP.width / 2;
  const halfHeight = AI_SHIP.height / 2;
  context.fillStyle = COLORS.ai;
  context.beginPath();
  context.moveTo(x - halfWidth, y - halfHeight);
  context.lineTo(x + halfWidth, y - halfHeight);
  context.lineTo(x + halfWidth * 0.45, y + halfHeight);
  context.lineTo(x - halfWidth * 0.45, y + halfHeight);
  context.closePath();
  context.fill();
  context.fillStyle = COLORS.aiWindow;
  context.fillRect(x - 6, y - 5, 12, 6);
}

export interface BattleRenderer {
  draw(state: BattleState): void;
}

export function createBattleRenderer(context: CanvasRenderingContext2D, random: RandomSource): BattleRenderer {
  const background = paintBackground(random);
  return {
    draw(state) {
      context.drawImage(background, 0, 0);
      drawAi(context, state.ai);
      drawPlayer(context, state.player);
      // Two batched paths, one per colour, rather than a fill per bullet.
      for (const owner of ["player", "ai"] as const) {
        context.fillStyle = owner === "player" ? COLORS.playerBullet : COLORS.aiBullet;
        context.beginPath();
        for (const bullet of state.bullets) {
          if (bullet.owner !== owner) continue;
          context.moveTo(bullet.x + BULLET_RADIUS, bullet.y);
          context.arc(bullet.x, bullet.y, BULLET_RADIUS, 0, Math.PI * 2);
        }
        context.fill();
      }
    },
  };
}

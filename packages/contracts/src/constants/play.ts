/** Games and drawing make no calls. */

/** The Game Hub's cards, in order. */
export const GAME_TITLES = {
  ttt: "Tic-Tac-Toe",
  mem: "Memory Match",
  snake: "Snake",
  whack: "Whack-a-Mole",
  spaceship: "Spaceship Battle",
} as const;
export type GameId = keyof typeof GAME_TITLES;
export const GAMES = (Object.keys(GAME_TITLES) as GameId[]).map((id) => ({ id, title: GAME_TITLES[id] }));
export const GAME_COUNT = GAMES.length;

export const TIC_TAC_TOE = {
  userMark: "O",
  aiMark: "X",
  aiOptimalProbability: 0.25,
  aiReplyMinMs: 1000,
  aiReplyMaxMs: 2000,
} as const;

export const MEMORY_MATCH = { rows: 4, columns: 4, fruitPairs: 6, flipBackDelayMs: 800 } as const;

export const SNAKE = { gridSize: 20, tickMs: 200, pointsPerFood: 1 } as const;

export const WHACK_A_MOLE = {
  durationMs: 30_000,
  holes: 9,
  moleVisibleMs: 800,
  spawnMinMs: 300,
  spawnMaxMs: 900,
  pointsPerHit: 1,
} as const;

export const SPACESHIP_BATTLE = {
  canvasWidth: 700,
  canvasHeight: 400,
  framesPerSecond: 60,
  durationMs: 100_000,
  playerShotCooldownMs: 300,
  aiShotIntervalMs: 1000,
} as const;

/** The drawing palette, in the order the toolbar shows it. */
export const PALETTE_HEXES = {
  Red: "#FF0000",
  Orange: "#FFA500",
  Yellow: "#FFFF00",
  Green: "#00FF00",
  Blue: "#0000FF",
  Purple: "#800080",
  White: "#FFFFFF",
  Black: "#000000",
  Gray: "#808080",
  Pink: "#FFC0CB",
  Brown: "#8B4513",
} as const;
export const PALETTE = Object.entries(PALETTE_HEXES).map(([name, hex]) => ({ name, hex }));
export const DEFAULT_COLOR = PALETTE_HEXES.Black;

export const DRAWING_TOOLS = ["brush", "circle", "square", "line"] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];
export const DEFAULT_DRAWING_TOOL: DrawingTool = "brush";

export const BRUSH_SIZES = [2, 5, 10, 20, 40, 60, 80, 100, 150, 200, 9999] as const;
export const DEFAULT_BRUSH_SIZE = 5;
export const FILL_BRUSH_SIZE = 9999;
export const FILL_BRUSH_LABEL = "Fill";
export const ARTWORK_FILE_PREFIX = "artwork-";

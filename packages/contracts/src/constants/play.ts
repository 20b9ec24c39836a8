/** Games and drawing make no calls. */

export const DRAWING_TOOLS = ["brush", "circle", "square", "line"] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];
export const DEFAULT_DRAWING_TOOL: DrawingTool = "brush";

export const PALETTE = [
  { name: "Red", hex: "#FF0000" },
  { name: "Orange", hex: "#FFA500" },
  { name: "Yellow", hex: "#FFFF00" },
  { name: "Green", hex: "#00FF00" },
  { name: "Blue", hex: "#0000FF" },
  { name: "Purple", hex: "#800080" },
  { name: "White", hex: "#FFFFFF" },
  { name: "Black", hex: "#000000" },
  { name: "Gray", hex: "#808080" },
  { name: "Pink", hex: "#FFC0CB" },
  { name: "Brown", hex: "#8B4513" },
] as const;
export const DEFAULT_COLOR = "#000000";

export const BRUSH_SIZES = [2, 5, 10, 20, 40, 60, 80, 100, 150, 200, 9999] as const;
export const DEFAULT_BRUSH_SIZE = 5;
export const FILL_BRUSH_SIZE = 9999;
export const FILL_BRUSH_LABEL = "Fill";
export const ARTWORK_FILE_PREFIX = "artwork-";

export const GAMES = [
  { id: "ttt", title: "Tic-Tac-Toe" },
  { id: "mem", title: "Memory Match" },
  { id: "snake", title: "Snake" },
  { id: "whack", title: "Whack-a-Mole" },
  { id: "spaceship", title: "Spaceship Battle" },
] as const;
export type GameId = (typeof GAMES)[number]["id"];
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

// Texts of the Game Hub that the seed does not give word for word (the seed's own are GAME_TEXTS in the contracts).
import { GAME_TEXTS, GENERAL_TEXTS } from "@kidsafe/contracts";

export const GAMES_COPY = {
  ...GAME_TEXTS,
  backToChat: GENERAL_TEXTS.backToChat,
  cancel: GENERAL_TEXTS.cancel,
  save: "Save",
  editProfile: "Edit your profile",
  profileDescription: "Pick the name and the picture the Game Hub greets you with.",
  nameLabel: "Name",
  avatarLabel: "Avatar",
  gameListLabel: "Games",
  studyModeTitle: "Games are resting",
  studyModeMessage: "Study mode is on, so the Game Hub is closed. Ask a grown-up to turn study mode off to play.",
  playAgain: "Play Again",
  start: "Start",
  // Tic-Tac-Toe
  yourTurn: "Your turn: you are O",
  aiThinking: "The AI (X) is thinking...",
  ticTacToeBoard: "Tic-Tac-Toe board",
  square: (index: number, mark: string | null) => `Square ${index + 1}, ${mark ?? "empty"}`,
  // Memory Match
  memoryBoard: "Memory cards",
  card: (index: number, face: string | null) => `Card ${index + 1}, ${face ?? "face down"}`,
  pairsFound: (found: number, total: number) => `Pairs: ${found}/${total}`,
  moves: (moves: number) => `Moves: ${moves}`,
  allPairsFound: (moves: number) => `You found every pair in ${moves} moves!`,
  // Snake
  snakeBoard: "Snake board",
  snakeHelp: "Use the arrow keys, WASD, swipe, or the arrow buttons.",
  score: (score: number) => `Score: ${score}`,
  gameOver: (score: number) => `Game over! You scored ${score}.`,
  direction: { up: "Up", down: "Down", left: "Left", right: "Right" },
  // Whack-a-Mole
  holes: "Mole holes",
  hole: (index: number, mole: boolean) => (mole ? `Mole in hole ${index + 1}` : `Hole ${index + 1}`),
  timeLeft: (seconds: number) => `Time: ${seconds}s`,
  timeUp: (score: number) => `Time's up! You bopped ${score} moles.`,
  whackHelp: "Tap or click a mole before it hides.",
  // Spaceship Battle
  battleCanvas: "Spaceship battle field",
  battleScore: (user: number, ai: number) => `${GAME_TEXTS.playerLabel} ${user} - ${ai} ${GAME_TEXTS.aiLabel}`,
  countdown: (seconds: number) => `${seconds}s`,
  battleIdle: "Move with the mouse or your finger, click or tap to shoot.",
  battleRunning: "Hit the red ship and dodge the pink bullets!",
} as const;

import { MEMORY_MATCH, SNAKE, TIC_TAC_TOE, WHACK_A_MOLE } from "@kidsafe/contracts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSeededRandom } from "../logic/random.ts";
import { MEMORY_FACE_NAMES } from "./memory-faces.tsx";
import { MemoryMatchGame } from "./memory-match-game.tsx";
import { SnakeGame } from "./snake-game.tsx";
import { TicTacToeGame } from "./tic-tac-toe-game.tsx";
import { WhackAMoleGame } from "./whack-a-mole-game.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const fakeClock = () => Date.now();

/** Advances fake time in small slices, letting React re-render (and schedule its next timer) in between. */
function advance(ms: number, slice = 100) {
  for (let left = ms; left > 0; left -= slice) act(() => void vi.advanceTimersByTime(Math.min(slice, left)));
}

describe("Tic-Tac-Toe screen", () => {
  it("places the child's O, then the AI's X within 1-2 s, with keyboard-focusable squares", () => {
    render(<TicTacToeGame random={createSeededRandom(5)} />);
    const center = screen.getByRole("button", { name: "Square 5, empty" });
    expect(center.tabIndex).toBe(0);
    fireEvent.click(center);
    expect(screen.getByRole("button", { name: "Square 5, O" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toMatch(/thinking/);
    act(() => void vi.advanceTimersByTime(TIC_TAC_TOE.aiReplyMinMs - 1));
    expect(screen.queryAllByRole("button", { name: /, X$/ })).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(TIC_TAC_TOE.aiReplyMaxMs - TIC_TAC_TOE.aiReplyMinMs + 1));
    expect(screen.getAllByRole("button", { name: /, X$/ })).toHaveLength(1);
    expect(screen.getByRole("status").textContent).toMatch(/Your turn/);
  });
});

describe("Memory Match screen", () => {
  it("shows two flipped cards for 800 ms, then settles them", () => {
    render(<MemoryMatchGame random={createSeededRandom(5)} clock={fakeClock} />);
    fireEvent.click(screen.getByRole("button", { name: "Card 1, face down" }));
    fireEvent.click(screen.getByRole("button", { name: "Card 2, face down" }));
    const faceUp = () => screen.queryAllByRole("button", { pressed: true });
    expect(faceUp()).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(MEMORY_MATCH.flipBackDelayMs - 1));
    expect(faceUp()).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(1));
    // Either a pair (stays up, counted) or not (both back down).
    const pairs = Number(/Pairs: (\d)/.exec(screen.getByRole("status").textContent ?? "")?.[1]);
    expect(faceUp()).toHaveLength(pairs * 2);
    expect(screen.getByRole("status").textContent).toContain("Moves: 1");
  });
});

describe("Memory Match faces", () => {
  it("shows a named picture on each face-up card, no emoji", () => {
    render(<MemoryMatchGame random={createSeededRandom(5)} clock={fakeClock} />);
    fireEvent.click(screen.getByRole("button", { name: "Card 1, face down" }));
    const card = screen.getByRole("button", { pressed: true });
    const name = /^Card 1, (.+)$/.exec(card.getAttribute("aria-label") ?? "")?.[1];
    expect(Object.values(MEMORY_FACE_NAMES)).toContain(name);
    expect(card.querySelector("svg[role='img']")?.getAttribute("aria-label")).toBe(name);
    expect(/\p{Extended_Pictographic}/u.test(document.body.textContent ?? "")).toBe(false);
  });
});

describe("Snake screen", () => {
  const head = () => screen.getByRole("img", { name: /Snake board/ }).getAttribute("data-head");

  it("waits for Start: keys and arrow buttons steer but do not set it moving", () => {
    render(<SnakeGame random={createSeededRandom(5)} />);
    const before = head();
    fireEvent.keyDown(window, { key: "ArrowDown" });
    fireEvent.click(screen.getByRole("button", { name: "Up" }));
    act(() => void vi.advanceTimersByTime(SNAKE.tickMs * 5));
    expect(head()).toBe(before);

    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.queryByRole("button", { name: "Start" })).toBeNull();
    act(() => void vi.advanceTimersByTime(SNAKE.tickMs));
    const [x, y] = (before ?? "").split(",").map(Number) as [number, number];
    // The last turn asked for before Start (up) is the way it sets off.
    expect(head()).toBe(`${x},${y - 1}`);
  });
});

describe("Whack-a-Mole screen", () => {
  it("pops moles after the start, scores a hit, and ends after 30 s", () => {
    render(<WhackAMoleGame random={createSeededRandom(5)} clock={fakeClock} />);
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByRole("status").textContent).toContain("Time: 30s");
    act(() => void vi.advanceTimersByTime(WHACK_A_MOLE.spawnMaxMs));
    const mole = screen.getAllByRole("button", { name: /^Mole in hole/ })[0]!;
    fireEvent.pointerDown(mole, { pointerType: "touch" });
    expect(screen.getByRole("status").textContent).toContain("Score: 1");
    advance(WHACK_A_MOLE.durationMs);
    expect(screen.getByRole("status").textContent).toBe("Time's up! You bopped 1 moles.");
    expect(screen.queryAllByRole("button", { name: /^Mole in hole/ })).toHaveLength(0);
  });
});

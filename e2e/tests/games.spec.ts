/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the DOM types are for them only.
import { GAME_TEXTS, GAMES, SNAKE, SPACESHIP_BATTLE } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expectNoPageScroll, overlaps, VIEWPORTS } from "../support/viewports.ts";
import type { ViewportName } from "../support/viewports.ts";

// Seed 000 §2, §4: the Game Hub at /game-hub and a few real moves in each of its five games, in Chromium.

/** The browser key that makes the games' dice replayable (apps/student-web/src/features/games/game-random.ts). */
const GAMES_SEED_KEY = "kidsafe_games_seed";
/**
 * With seed 5 the AI's first replies are random squares, and the win-or-block strategy below wins the first
 * game (the AI plays optimally 25% of the time, so an unseeded run could not promise a win). The test still
 * plays by reading the board, so it would retry with 'Play Again' rather than pass on a fixed script.
 */
const TIC_TAC_TOE_SEED = "5";

const PASSWORD = "correct horse battery staple";

function uniqueUsername(): string {
  return `gamer_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** A fresh account whose session cookie the page shares (page.request uses the browser context's cookies). */
async function signUp(page: Page): Promise<string> {
  const username = uniqueUsername();
  const response = await page.request.post("/api/register", { data: { username, password: PASSWORD, birthYear: TEEN_BIRTH_YEAR } });
  expect(response.ok()).toBe(true);
  return username;
}

async function openGame(page: Page, title: string) {
  await page.goto("/game-hub");
  await page
    .getByRole("list", { name: "Games" })
    .getByRole("button", { name: new RegExp(title) })
    .click();
  await expect(page.getByRole("heading", { name: new RegExp(title) })).toBeVisible();
}

test.describe("Game Hub", () => {
  test("greets the child, lists five games, opens one and goes back; the profile renames the greeting", async ({ page }) => {
    const username = await signUp(page);
    await page.goto("/game-hub");
    await expect(page.getByRole("heading", { name: GAME_TEXTS.hubTitle })).toBeVisible();
    await expect(page.getByText(`Hello ${username}!`)).toBeVisible();

    const cards = page.getByRole("list", { name: "Games" }).getByRole("button");
    await expect(cards).toHaveCount(GAMES.length);
    for (const game of GAMES) await expect(page.locator(`[data-game-id="${game.id}"]`)).toContainText(game.title);

    await cards.filter({ hasText: "Snake" }).click();
    await expect(page.getByRole("heading", { name: /Snake/ })).toBeVisible();
    await page.getByRole("button", { name: GAME_TEXTS.backToGames }).click();
    await expect(cards).toHaveCount(GAMES.length);

    await page.getByRole("button", { name: "Edit your profile" }).click();
    const dialog = page.getByRole("dialog", { name: GAME_TEXTS.profileTitle });
    await dialog.getByLabel("Name").fill("Captain Fantastic Kid");
    await expect(dialog.getByLabel("Name")).toHaveValue("Captain Fant");
    // The avatar is picked from pictures with the keyboard: Tab into the group, arrows move the choice.
    const avatars = dialog.getByRole("group", { name: "Avatar" });
    await expect(avatars.getByRole("radio", { name: "Smiley" })).toBeChecked();
    await expect(dialog.getByRole("textbox", { name: "Avatar" })).toHaveCount(0);
    await dialog.getByLabel("Name").press("Tab");
    await expect(avatars.getByRole("radio", { name: "Smiley" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(avatars.getByRole("radio", { name: "Dog" })).toBeChecked();
    await expect(avatars.getByRole("radio", { name: "Smiley" })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Hello Captain Fant!")).toBeVisible();

    // Kept in the browser: a reload greets the same way and the dialog opens on the same picture.
    await page.reload();
    await expect(page.getByText("Hello Captain Fant!")).toBeVisible();
    await page.getByRole("button", { name: "Edit your profile" }).click();
    await expect(dialog.getByRole("group", { name: "Avatar" }).getByRole("radio", { name: "Dog" })).toBeChecked();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: /Back to Chat/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("sends a signed-out visitor to /auth", async ({ page }) => {
    await page.goto("/game-hub");
    await expect(page).toHaveURL(/\/auth$/);
  });
});

type Mark = "O" | "X" | null;
const THREE = [0, 1, 2];
/** The eight lines of three squares on the board (numbered row by row from 0): rows, columns and both diagonals. */
const LINES = [
  ...THREE.map((row) => THREE.map((column) => row * 3 + column)),
  ...THREE.map((column) => THREE.map((row) => row * 3 + column)),
  THREE.map((step) => step * 4),
  THREE.map((step) => 2 + step * 2),
];

/** Complete our own line, else block the AI's, else centre, corners, edges. */
function chooseSquare(board: Mark[]): number {
  const completing = (mark: Mark) => {
    for (const line of LINES) {
      const cells = line.map((index) => board[index]);
      if (cells.filter((cell) => cell === mark).length === 2 && cells.includes(null)) return line[cells.indexOf(null)]!;
    }
    return null;
  };
  const next = completing("O") ?? completing("X") ?? [4, 0, 2, 6, 8, 1, 3, 5, 7].find((index) => board[index] === null);
  if (next === undefined) throw new Error("no free square");
  return next;
}

async function readBoard(page: Page): Promise<Mark[]> {
  const labels = await page
    .getByRole("group", { name: "Tic-Tac-Toe board" })
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
  return labels.map((label) => (label.endsWith(", O") ? "O" : label.endsWith(", X") ? "X" : null));
}

test.describe("the five games", () => {
  test("Tic-Tac-Toe: the child (O) wins by clicking squares while the AI (X) answers after 1-2 s", async ({ page }) => {
    await page.addInitScript(([key, seed]) => window.localStorage.setItem(key!, seed!), [GAMES_SEED_KEY, TIC_TAC_TOE_SEED]);
    await signUp(page);
    await openGame(page, "Tic-Tac-Toe");

    for (let game = 1; game <= 4; game += 1) {
      while (true) {
        const board = await readBoard(page);
        const square = chooseSquare(board);
        const marks = board.filter(Boolean).length;
        await page.getByRole("button", { name: `Square ${square + 1}, empty` }).click();
        await expect(page.getByRole("button", { name: `Square ${square + 1}, O` })).toBeVisible();
        const result = page.getByText(new RegExp(`^(${GAME_TEXTS.win}|${GAME_TEXTS.loss}|${GAME_TEXTS.draw})$`));
        if (await result.isVisible()) break;
        await expect(page.getByRole("status")).toHaveText(/thinking/);
        // The AI's X appears after 1 to 2 seconds (or the game ends).
        await expect.poll(async () => (await readBoard(page)).filter(Boolean).length, { timeout: 5000 }).toBe(marks + 2);
        if (await result.isVisible()) break;
      }
      if (await page.getByText(GAME_TEXTS.win, { exact: true }).isVisible()) break;
      await page.getByRole("button", { name: "Play Again" }).click();
    }
    await expect(page.getByText(GAME_TEXTS.win, { exact: true })).toBeVisible();
    // The finished board takes no more moves.
    await expect(page.getByRole("group", { name: "Tic-Tac-Toe board" }).getByRole("button", { disabled: false })).toHaveCount(0);
  });

  test("Memory Match: two different cards turn back after 800 ms; a found pair stays up", async ({ page }) => {
    await signUp(page);
    await openGame(page, "Memory Match");
    const card = (index: number) => page.getByRole("group", { name: "Memory cards" }).getByRole("button").nth(index);
    const faceOf = async (index: number) => /, (.+)$/.exec((await card(index).getAttribute("aria-label")) ?? "")?.[1] ?? "";

    const seen = new Map<number, string>();
    let pairFound = false;
    for (let first = 0; first < 16 && !pairFound; first += 2) {
      await card(first).click();
      await card(first + 1).click();
      await expect(card(first)).toHaveAttribute("aria-pressed", "true");
      seen.set(first, await faceOf(first));
      seen.set(first + 1, await faceOf(first + 1));
      if (seen.get(first) === seen.get(first + 1)) {
        pairFound = true;
        break;
      }
      // Not a pair: both turn face down again once the 800 ms have passed.
      await expect(card(first)).toHaveAttribute("aria-label", /face down$/);
      await expect(card(first + 1)).toHaveAttribute("aria-label", /face down$/);
      // A card seen earlier with the same face: flip the two together.
      for (const [index, face] of seen) {
        const partner = [...seen].find(([other, otherFace]) => other !== index && otherFace === face);
        if (partner) {
          await card(index).click();
          await card(partner[0]).click();
          pairFound = true;
          break;
        }
      }
    }
    expect(pairFound).toBe(true);
    await expect(page.getByRole("status")).toContainText("Pairs: 1/8");
  });

  test("Snake: steered with the arrow keys, it eats the food and scores 1", async ({ page }) => {
    await signUp(page);
    await openGame(page, "Snake");
    const board = page.getByRole("img", { name: /Snake board/ });
    await expect(page.getByRole("status")).toHaveText("Score: 0");
    await page.getByRole("button", { name: "Start" }).click();

    const size = SNAKE.gridSize;
    const towards = (from: number, to: number) => {
      const forward = (to - from + size) % size;
      return forward <= size / 2 ? 1 : -1;
    };
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline) {
      if ((await page.getByRole("status").textContent()) === "Score: 1") break;
      const [head, food, direction] = await board.evaluate((element) => [
        element.getAttribute("data-head") ?? "",
        element.getAttribute("data-food") ?? "",
        element.getAttribute("data-direction") ?? "",
      ]);
      const [hx, hy] = head.split(",").map(Number) as [number, number];
      const [fx, fy] = food.split(",").map(Number) as [number, number];
      let key: string;
      if (hx !== fx) {
        const want = towards(hx, fx) > 0 ? "right" : "left";
        key =
          direction === want
            ? ""
            : direction === (want === "right" ? "left" : "right")
              ? "ArrowUp"
              : want === "right"
                ? "ArrowRight"
                : "ArrowLeft";
      } else {
        const want = towards(hy, fy) > 0 ? "down" : "up";
        key =
          direction === want ? "" : direction === (want === "down" ? "up" : "down") ? "ArrowRight" : want === "down" ? "ArrowDown" : "ArrowUp";
      }
      if (key !== "") await page.keyboard.press(key);
      // Wait for the next 200 ms step before deciding again.
      await page.waitForFunction(([element, previous]) => element.getAttribute("data-head") !== previous, [
        await board.elementHandle(),
        head,
      ] as const);
    }
    await expect(page.getByRole("status")).toHaveText("Score: 1");
    await expect(board).toHaveAttribute("data-food", /\d+,\d+/);
  });

  test("Whack-a-Mole: a mole that pops up can be bopped for a point", async ({ page }) => {
    await signUp(page);
    await openGame(page, "Whack-a-Mole");
    await page.getByRole("button", { name: "Start" }).click();
    await expect(page.getByRole("status")).toContainText(/Time: (30|29)s/);

    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !(await page.getByRole("status").textContent())?.startsWith("Score: 1")) {
      const mole = page.getByRole("button", { name: /^Mole in hole/ }).first();
      await mole.waitFor();
      // A mole stays up 800 ms; one that ducked just before the click is a miss, so try the next.
      await mole.click({ timeout: 800 }).catch(() => undefined);
    }
    await expect(page.getByRole("status")).toContainText("Score: 1");
  });

  test("Spaceship Battle: starts, the child's shots score on the red ship, and the countdown runs", async ({ page }) => {
    // The battle runs on Playwright's fake clock, paused: it moves only by the amounts each round below runs.
    await page.clock.install();
    await signUp(page);
    await openGame(page, "Spaceship Battle");
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const canvas = page.getByLabel("Spaceship battle field");
    await expect(canvas).toHaveAttribute("width", "700");
    await expect(canvas).toHaveAttribute("height", "400");
    await expect(page.getByText("You 0 - 0 AI")).toBeVisible();

    const start = page.getByRole("button", { name: GAME_TEXTS.startBattle });
    await start.click();
    const running = page.getByRole("button", { name: GAME_TEXTS.battleInProgress });
    await expect(running).toBeDisabled();

    // Where the red ship is: the mean x of pure-red pixels in its patrol band, in canvas units.
    const aiX = () =>
      canvas.evaluate((element) => {
        const context = (element as HTMLCanvasElement).getContext("2d")!;
        const { data, width } = context.getImageData(0, 30, 700, 30);
        let sum = 0;
        let count = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i]! > 220 && data[i + 1]! < 40 && data[i + 2]! < 40) {
            sum += (i / 4) % width;
            count += 1;
          }
        }
        return count > 0 ? sum / count : null;
      });
    const box = (await canvas.boundingBox())!;
    const scale = box.width / 700;
    const scored = page.getByText(/^You [1-9]\d* - \d+ AI$/);
    // At most 20 s of the 100 s battle, 50 rounds of 400 ms (the first shot usually scores).
    for (let round = 0; round < 50 && !(await scored.isVisible()); round += 1) {
      const first = await aiX();
      await page.clock.runFor(100);
      const second = await aiX();
      if (first === null || second === null) continue;
      // Lead the target: a yellow bullet needs about 0.6 s to climb to the red ship's line.
      const lead = Math.min(672, Math.max(28, second + (second - first) * 6));
      await page.mouse.move(box.x + lead * scale, box.y + box.height - 20 * scale);
      await page.mouse.down();
      await page.mouse.up();
      await page.clock.runFor(SPACESHIP_BATTLE.playerShotCooldownMs);
    }
    await expect(scored).toBeVisible();
    // A second of battle later, the countdown has moved on from 100 s.
    await page.clock.runFor(1_000);
    await expect(page.getByLabel(/seconds left/)).not.toHaveText("100s");
    await expect(running).toBeDisabled();
  });

  test("Spaceship Battle: after 100 s the battle ends with a result and can start again", async ({ page }) => {
    // Playwright's fake clock drives timers and animation frames, so 100 s of battle take a few real seconds.
    await page.clock.install();
    await signUp(page);
    await openGame(page, "Spaceship Battle");
    await page.getByRole("button", { name: GAME_TEXTS.startBattle }).click();
    await expect(page.getByRole("button", { name: GAME_TEXTS.battleInProgress })).toBeDisabled();
    await page.clock.runFor(101_000);
    await expect(
      page.getByRole("status").filter({ hasText: new RegExp(`^(${GAME_TEXTS.win}|${GAME_TEXTS.loss}|${GAME_TEXTS.draw})$`) }),
    ).toBeVisible();
    await expect(page.getByLabel(/seconds left/)).toHaveText("0s");
    await expect(page.getByRole("button", { name: GAME_TEXTS.startBattle })).toBeEnabled();
  });
});

// Every game and its controls fit the window on a laptop and on a phone, on the /game-hub page and in a chat tab
// above the bottom bar: nothing a child needs is below the fold, and the page never scrolls.

const GAME_CONTROLS: Record<string, (page: Page) => Locator[]> = {
  "Tic-Tac-Toe": (page) => [page.getByRole("button", { name: "Square 9, empty" })],
  "Memory Match": (page) => [page.getByRole("button", { name: "Card 16, face down" })],
  Snake: (page) => [page.getByRole("button", { name: "Start" }), page.getByRole("button", { name: "Down" })],
  "Whack-a-Mole": (page) => [page.getByRole("button", { name: "Start" }), page.getByRole("button", { name: "Hole 9" })],
  "Spaceship Battle": (page) => [page.getByLabel("Spaceship battle field"), page.getByRole("button", { name: GAME_TEXTS.startBattle })],
};

/** The whole box is inside the window (and, in a chat tab, above the bottom bar). */
async function expectOnScreen(page: Page, target: Locator) {
  const box = await target.boundingBox();
  expect(box, "the control is on the page").not.toBeNull();
  const view = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(view.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(view.height + 0.5);
  const bottomBar = page.getByRole("navigation", { name: "Chat tools" });
  if ((await bottomBar.count()) > 0) expect(await overlaps(target, bottomBar), "the control is under the bottom bar").toBe(false);
}

/** In a chat tab the panel holds the hub: it must not need scrolling either. */
async function expectPanelFits(page: Page) {
  const panel = page.getByRole("tabpanel");
  if ((await panel.count()) === 0) return;
  const { scrollHeight, clientHeight } = await panel.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  expect(scrollHeight, "the chat panel scrolls").toBeLessThanOrEqual(clientHeight + 1);
}

async function openHubInChat(page: Page) {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Chat tools" }).getByRole("button", { name: GAME_TEXTS.hubTitle }).click();
  await expect(page.getByRole("list", { name: "Games" })).toBeVisible();
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`on a ${viewport} (${VIEWPORTS[viewport].width}x${VIEWPORTS[viewport].height})`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test("the hub and each game fit the /game-hub page with their controls on screen, and pass axe", async ({ page }) => {
      await signUp(page);
      await page.goto("/game-hub");
      const cards = page.getByRole("list", { name: "Games" }).getByRole("button");
      await expect(cards).toHaveCount(GAMES.length);
      await expectNoPageScroll(page);
      for (const card of await cards.all()) await expectOnScreen(page, card);
      await expectNoAxeViolations(page);

      for (const game of GAMES) {
        await cards.filter({ hasText: game.title }).click();
        await expect(page.getByRole("heading", { name: new RegExp(game.title) })).toBeVisible();
        await expectNoPageScroll(page);
        for (const control of GAME_CONTROLS[game.title]!(page)) await expectOnScreen(page, control);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: GAME_TEXTS.backToGames }).click();
      }
    });

    test("in a chat tab each game fits above the bottom bar", async ({ page }) => {
      await signUp(page);
      await openHubInChat(page);
      await expectPanelFits(page);
      for (const game of GAMES) {
        await page
          .getByRole("list", { name: "Games" })
          .getByRole("button", { name: new RegExp(game.title) })
          .click();
        await expect(page.getByRole("heading", { name: new RegExp(game.title) })).toBeVisible();
        await expectNoPageScroll(page);
        await expectPanelFits(page);
        for (const control of GAME_CONTROLS[game.title]!(page)) await expectOnScreen(page, control);
        await page.getByRole("button", { name: GAME_TEXTS.backToGames }).click();
      }
    });

    test("Spaceship Battle: the page never scrolls while a battle runs, 'Battle in Progress...' stays above the bottom bar", async ({
      page,
    }) => {
      await page.clock.install();
      await signUp(page);
      await openHubInChat(page);
      await page
        .getByRole("list", { name: "Games" })
        .getByRole("button", { name: /Spaceship Battle/ })
        .click();
      // Paused: the battle moves only by the time each sample below runs.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      const canvas = page.getByLabel("Spaceship battle field");
      // The world stays 700x400; only its size on screen follows the window, in the same proportions.
      await expect(canvas).toHaveAttribute("width", String(SPACESHIP_BATTLE.canvasWidth));
      await expect(canvas).toHaveAttribute("height", String(SPACESHIP_BATTLE.canvasHeight));
      const box = (await canvas.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(SPACESHIP_BATTLE.canvasWidth / SPACESHIP_BATTLE.canvasHeight, 1);

      await page.getByRole("button", { name: GAME_TEXTS.startBattle }).click();
      const running = page.getByRole("button", { name: GAME_TEXTS.battleInProgress });
      await expect(running).toBeDisabled();
      for (let sample = 0; sample < 6; sample += 1) {
        // Play a little: move across the field and shoot, as a child would.
        await page.mouse.move(box.x + box.width * (0.2 + sample * 0.12), box.y + box.height * 0.85);
        await page.mouse.down();
        await page.mouse.up();
        await expectNoPageScroll(page);
        await expectPanelFits(page);
        expect(await page.evaluate(() => [window.scrollY, document.scrollingElement?.scrollTop ?? 0])).toEqual([0, 0]);
        await expectOnScreen(page, running);
        await expectOnScreen(page, canvas);
        await page.clock.runFor(300);
      }
      await expect(running).toBeDisabled();
    });

    test("Snake waits for Start, with Start and the arrow pad on screen", async ({ page }) => {
      await page.clock.install();
      await signUp(page);
      await openGame(page, "Snake");
      // Paused: the snake could move only by the time the test runs below.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      const board = page.getByRole("img", { name: /Snake board/ });
      const head = await board.getAttribute("data-head");
      const start = page.getByRole("button", { name: "Start" });
      await expectOnScreen(page, start);
      for (const direction of ["Up", "Left", "Right", "Down"])
        await expectOnScreen(page, page.getByRole("button", { name: direction, exact: true }));
      await expectNoPageScroll(page);
      // Several ticks' worth of time: it has not moved.
      await page.clock.runFor(SNAKE.tickMs * 4);
      await expect(board).toHaveAttribute("data-head", head!);

      await page.clock.resume();
      await start.click();
      await expect(board).not.toHaveAttribute("data-head", head!);
      await page.getByRole("button", { name: "Down", exact: true }).click();
      await expect(board).toHaveAttribute("data-direction", "down");
      await expectNoPageScroll(page);
    });
  });
}

test("Memory Match: two cards of different pairs look different with every font blocked", async ({ page }) => {
  // No web font can load and the page's text falls back to a plain font: only the cards' own drawings are left.
  await page.route(/\.(woff2?|ttf|otf)(\?.*)?$/, (route) => route.abort());
  await page.clock.install();
  await signUp(page);
  await openGame(page, "Memory Match");
  await page.addStyleTag({ content: "*, *::before, *::after { font-family: sans-serif !important; }" });
  // Paused: two flipped cards stay up until the test moves the clock on.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

  const card = (index: number) => page.getByRole("group", { name: "Memory cards" }).getByRole("button").nth(index);
  const faceOf = async (index: number) => /, (.+)$/.exec((await card(index).getAttribute("aria-label")) ?? "")?.[1] ?? "";
  let pair: [number, number] | null = null;
  for (let first = 0; first < 16 && pair === null; first += 2) {
    await card(first).click();
    await card(first + 1).click();
    await expect(card(first + 1)).toHaveAttribute("aria-pressed", "true");
    if ((await faceOf(first)) !== (await faceOf(first + 1))) pair = [first, first + 1];
    else await page.clock.runFor(1_000); // a found pair: settle it and try the next two
  }
  expect(pair, "two cards of different pairs").not.toBeNull();
  const [a, b] = pair!;
  await expect(card(a)).not.toHaveAttribute("aria-label", /face down$/);
  // No emoji anywhere on the cards: what shows is drawn.
  const text = await page.getByRole("group", { name: "Memory cards" }).textContent();
  expect(text ?? "").not.toMatch(/\p{Extended_Pictographic}/u);
  const [first, second] = [await card(a).screenshot(), await card(b).screenshot()];
  expect(first.equals(second), `${await faceOf(a)} and ${await faceOf(b)} render the same pixels`).toBe(false);
  // And a face is not a blank: it differs from a card still face down.
  expect(first.equals(await card(15).screenshot())).toBe(false);
});

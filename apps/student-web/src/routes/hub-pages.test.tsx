import { authCalls, DRAWING_TEXTS, studyModeCalls } from "@kidsafe/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiServer, failure, json, onCall } from "@kidsafe/ui/testing";
import { currentPath, renderApp } from "../../test/render-app.tsx";
import { stubResizeObserver } from "../../test/resize-observer-support.ts";

const USER = { id: 3, username: "zoe" };

/** The network as the hub pages see it: who is signed in, and study mode off. */
function stubApi(user: typeof USER | null) {
  apiServer.use(
    onCall(authCalls.getUser, () => (user ? json(200, user) : failure(401, "Please sign in", "Unauthorized"))),
    onCall(studyModeCalls.getStudyMode, () => json(200, { enabled: false, beepEnabled: false })),
  );
}

beforeEach(() => {
  localStorage.clear();
  // jsdom has no 2D canvas: the canvas stays blank, which is what these tests need.
  stubResizeObserver();
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/ai-paint", () => {
  it("tells a signed-out visitor to log in, with a Login link to /auth (no redirect)", async () => {
    stubApi(null);
    renderApp("/ai-paint");
    expect(await screen.findByText(DRAWING_TEXTS.loginRequired)).toBeTruthy();
    expect(currentPath()).toBe("/ai-paint");
    const login = screen.getByRole("link", { name: "Login" });
    expect(login.getAttribute("href")).toBe("/auth");
  });

  it("shows the Drawing Hub to a signed-in child, with the help card", async () => {
    stubApi(USER);
    renderApp("/ai-paint");
    expect(await screen.findByRole("heading", { name: "Drawing Hub" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: DRAWING_TEXTS.helpTitle })).toBeTruthy();
    expect(screen.getByRole("heading", { name: DRAWING_TEXTS.saveHelpTitle })).toBeTruthy();
    expect(screen.getByText("Mac:")).toBeTruthy();
    expect(screen.getByText("iPad:")).toBeTruthy();
    expect(screen.getByText("Windows:")).toBeTruthy();
    // Black is the default colour; the size list ends with 'Fill'.
    expect(screen.getByRole("button", { name: "Black" }).getAttribute("aria-pressed")).toBe("true");
    const size = screen.getByLabelText<HTMLSelectElement>("Size");
    expect(size.value).toBe("5");
    expect([...size.options].at(-1)?.textContent).toBe("Fill");
  });

  it("draws its toolbar with pictures, no emoji, and a Help button that opens the help", async () => {
    stubApi(USER);
    renderApp("/ai-paint");
    const toolbar = await screen.findByRole("toolbar", { name: "Drawing Hub" });
    for (const name of ["Brush", "Circle", "Square", "Line", "Eraser", "Undo", "Redo", "Clear", "Download"]) {
      expect(within(toolbar).getByRole("button", { name }).querySelector("svg")).toBeTruthy();
    }
    expect(toolbar.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    const help = screen.getByRole("button", { name: "Help" });
    expect(help.getAttribute("aria-expanded")).toBe("false");
    const card = document.getElementById(help.getAttribute("aria-controls") ?? "");
    expect(card?.textContent).toContain(DRAWING_TEXTS.helpTitle);
    fireEvent.click(help);
    expect(help.getAttribute("aria-expanded")).toBe("true");
    expect(card?.className).toContain("drawing-help--open");
  });

  it("refuses to download an empty canvas with the destructive toast", async () => {
    stubApi(USER);
    renderApp("/ai-paint");
    fireEvent.click(await screen.findByRole("button", { name: /Download/ }));
    const toasts = screen.getByRole("region", { name: /notifications/i });
    await waitFor(() => expect(within(toasts).getByText(DRAWING_TEXTS.noArtworkTitle)).toBeTruthy());
    expect(within(toasts).getByText(DRAWING_TEXTS.noArtworkDescription)).toBeTruthy();
  });

  it("the eraser forces the brush, and a colour turns it off", async () => {
    stubApi(USER);
    renderApp("/ai-paint");
    fireEvent.click(await screen.findByRole("button", { name: /Circle/ }));
    fireEvent.click(screen.getByRole("button", { name: /Eraser/ }));
    expect(screen.getByRole("button", { name: /Brush/ }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: /Eraser/ }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Red" }));
    expect(screen.getByRole("button", { name: /Eraser/ }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("button", { name: "Red" }).getAttribute("aria-pressed")).toBe("true");
  });
});

describe("/game-hub", () => {
  it("sends a signed-out visitor to /auth", async () => {
    stubApi(null);
    renderApp("/game-hub");
    await waitFor(() => expect(currentPath()).toBe("/auth"));
  });

  it("shows the hub to a signed-in child, and 'Back to Chat' goes to /", async () => {
    stubApi(USER);
    renderApp("/game-hub");
    expect(await screen.findByText("Hello zoe!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Back to Chat/ }));
    await waitFor(() => expect(currentPath()).toBe("/"));
  });
});

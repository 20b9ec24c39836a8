import { authCalls, GAMES, studyModeCalls } from "@kidsafe/contracts";
import { createQueryClient } from "@kidsafe/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiServer, json, onCall } from "@kidsafe/ui/testing";
import { ProtectedRoute } from "../auth/signed-in-user.tsx";
import GameHub from "./game-hub.tsx";
import { profileStorageKey } from "./profile/profile-storage.ts";

const USER = { id: 7, username: "ada_2016" };

/** The two reads the hub makes through the network: the signed-in user and study mode. */
function stubApi({ studyMode }: { studyMode: boolean }) {
  apiServer.use(
    onCall(authCalls.getUser, () => json(200, USER)),
    onCall(studyModeCalls.getStudyMode, () => json(200, { enabled: studyMode, beepEnabled: false })),
  );
}

function renderHub(onBackToChat = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProtectedRoute>
          <GameHub onBackToChat={onBackToChat} />
        </ProtectedRoute>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onBackToChat;
}

beforeEach(() => {
  localStorage.clear();
});

describe("Game Hub", () => {
  it("greets the child by username and lists the five games as cards", async () => {
    stubApi({ studyMode: false });
    renderHub();
    expect(await screen.findByRole("heading", { name: "Game Hub" })).toBeTruthy();
    expect(screen.getByText("Hello ada_2016!")).toBeTruthy();
    const cards = within(screen.getByRole("list", { name: "Games" })).getAllByRole("button");
    expect(cards.map((card) => card.dataset.gameId)).toEqual(GAMES.map((game) => game.id));
    expect(cards.map((card) => card.querySelector(".game-card-title")?.textContent)).toEqual(GAMES.map((game) => game.title));
    // Each icon is an SVG picture, not an emoji that a device may lack.
    expect(cards.every((card) => card.querySelector("svg.game-card-icon") && card.querySelector(".game-card-desc")?.textContent)).toBe(true);
    expect(cards.every((card) => !/\p{Extended_Pictographic}/u.test(card.textContent ?? ""))).toBe(true);
  });

  it("opens a game from its card, and 'Back to Games' returns to the grid", async () => {
    stubApi({ studyMode: false });
    renderHub();
    fireEvent.click(await screen.findByRole("button", { name: /Memory Match/ }));
    expect(screen.getByRole("heading", { name: /Memory Match/ })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Card \d+, face down$/ })).toHaveLength(16);
    expect(screen.queryByRole("list", { name: "Games" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Back to Games/ }));
    expect(screen.getByRole("list", { name: "Games" })).toBeTruthy();
  });

  it("'Back to Chat' hands back to the chat", async () => {
    stubApi({ studyMode: false });
    const onBackToChat = renderHub();
    fireEvent.click(await screen.findByRole("button", { name: /Back to Chat/ }));
    expect(onBackToChat).toHaveBeenCalledTimes(1);
  });

  it("saves the profile: the greeting uses the name, the browser keeps it per user", async () => {
    stubApi({ studyMode: false });
    renderHub();
    fireEvent.click(await screen.findByRole("button", { name: "Edit your profile" }));
    const dialog = screen.getByRole("dialog", { name: "Your Profile" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Ada Lovelace the Great" } });
    const avatars = within(dialog).getByRole("group", { name: "Avatar" });
    expect(within(avatars).getByRole("radio", { name: "Smiley" })).toHaveProperty("checked", true);
    fireEvent.click(within(avatars).getByRole("radio", { name: "Cat" }));
    expect(within(avatars).getByRole("radio", { name: "Cat" })).toHaveProperty("checked", true);
    expect(within(avatars).getByRole("radio", { name: "Smiley" })).toHaveProperty("checked", false);
    expect(within(dialog).queryByRole("textbox", { name: "Avatar" })).toBeNull();
    expect(within(dialog).getByLabelText<HTMLInputElement>("Name").value).toBe("Ada Lovelace");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Hello Ada Lovelace!")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(profileStorageKey(USER.id)) ?? "null")).toEqual({ name: "Ada Lovelace", avatar: "🐱" });
    // Opening again shows the saved pick.
    fireEvent.click(screen.getByRole("button", { name: "Edit your profile" }));
    expect(within(screen.getByRole("dialog")).getByRole("radio", { name: "Cat" })).toHaveProperty("checked", true);
  });

  it("Cancel closes the profile dialog and keeps what was saved", async () => {
    stubApi({ studyMode: false });
    localStorage.setItem(profileStorageKey(USER.id), JSON.stringify({ name: "Ada", avatar: "🐱" }));
    renderHub();
    expect(await screen.findByText("Hello Ada!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit your profile" }));
    const dialog = screen.getByRole("dialog", { name: "Your Profile" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Bob" } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Rocket" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Hello Ada!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit your profile" }));
    expect(within(screen.getByRole("dialog")).getByLabelText<HTMLInputElement>("Name").value).toBe("Ada");
    expect(within(screen.getByRole("dialog")).getByRole("radio", { name: "Cat" })).toHaveProperty("checked", true);
  });

  it("is closed in study mode: a message and no games", async () => {
    stubApi({ studyMode: true });
    renderHub();
    expect(await screen.findByText(/Study mode is on/)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Games" })).toBeNull();
    expect(screen.getByRole("button", { name: /Back to Chat/ })).toBeTruthy();
  });
});

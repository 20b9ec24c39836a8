import { AUTH_TEXTS, authCalls, familyCalls, GENERAL_TEXTS, SETTINGS_TEXTS, STORAGE_KEYS } from "@kidsafe/contracts";
import type { User } from "@kidsafe/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@kidsafe/ui";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { currentPath, renderApp } from "../test/render-app.tsx";
import { loadFirstData } from "./app.tsx";
import { currentUserQuery } from "./features/auth/use-auth.ts";
import { familyStatusQuery } from "./features/family/use-family-status.ts";

/** An in-memory stand-in for the API's auth routes (MSW handlers), answering like the real one (ErrorResponse bodies). */
function installFakeApi() {
  const accounts = new Map<string, { user: User; password: string }>();
  let session: User | null = null;
  let nextId = 1;

  apiServer.use(
    onCall(authCalls.getUser, () => (session ? json(200, session) : failure(401, "Please sign in", "Unauthorized"))),
    onCall(authCalls.register, ({ body }) => {
      if (accounts.has(body.username)) return failure(409, AUTH_TEXTS.usernameTaken, "Conflict");
      const user = { id: nextId++, username: body.username };
      accounts.set(body.username, { user, password: body.password });
      session = user;
      return json(201, user);
    }),
    onCall(authCalls.login, ({ body }) => {
      const account = accounts.get(body.username);
      if (!account || account.password !== body.password) {
        return failure(401, AUTH_TEXTS.invalidCredentials, "Unauthorized");
      }
      session = account.user;
      return json(200, account.user);
    }),
    onCall(authCalls.logout, () => {
      session = null;
      return json(200, { ok: true });
    }),
  );

  return {
    addAccount(username: string, password: string) {
      const user = { id: nextId++, username };
      accounts.set(username, { user, password });
      return user;
    },
    signIn(user: User) {
      session = user;
    },
  };
}

const toastArea = () => screen.getByRole("region", { name: /notifications/i });

function fillCredentials(username: string, password: string) {
  fireEvent.change(screen.getByLabelText("Username"), { target: { value: username } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
}

let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
  localStorage.clear();
  api = installFakeApi();
});

describe("student app auth flow", () => {
  it("sends a signed-out visitor of /chat to /auth, and to / after signing in", async () => {
    api.addAccount("ada", "secret");
    renderApp("/chat");
    expect(await screen.findByRole("heading", { name: AUTH_TEXTS.heading })).toBeTruthy();
    expect(currentPath()).toBe("/auth");

    fillCredentials("ada", "secret");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("heading", { name: "Hello ada!" })).toBeTruthy();
    expect(currentPath()).toBe("/");
    expect(within(toastArea()).getByText(AUTH_TEXTS.welcomeBackTitle)).toBeTruthy();
  });

  it("shows the required-field errors in the form and sends nothing", async () => {
    renderApp("/auth");
    fireEvent.click(await screen.findByRole("button", { name: "Sign In" }));

    const username = screen.getByLabelText("Username");
    expect(username.getAttribute("aria-invalid")).toBe("true");
    const describedBy = username.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(AUTH_TEXTS.usernameRequired);
    expect(screen.getByText(AUTH_TEXTS.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(username);
    expect(requestLog).not.toContain("POST /api/login");
  });

  it("shows 'Login failed' with the server's message for a wrong password", async () => {
    api.addAccount("ada", "secret");
    renderApp("/auth");
    await screen.findByRole("button", { name: "Sign In" });
    fillCredentials("ada", "wrong");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(within(toastArea()).getByText(AUTH_TEXTS.loginFailedTitle)).toBeTruthy());
    expect(within(toastArea()).getByText(AUTH_TEXTS.invalidCredentials)).toBeTruthy();
    expect(currentPath()).toBe("/auth");
  });

  it("registers, then logs out with two taps and clears the user's stored data", async () => {
    renderApp("/auth");
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Sign Up" }), { button: 0 });
    fillCredentials("newkid", "pw");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { name: "Hello newkid!" })).toBeTruthy();
    expect(within(toastArea()).getByText(AUTH_TEXTS.accountCreatedTitle)).toBeTruthy();

    const userId = 1;
    localStorage.setItem(STORAGE_KEYS.age(userId), "8");
    localStorage.setItem(STORAGE_KEYS.chatSession(userId), "session-1");
    localStorage.setItem("userGrade", "3");

    // Log Out lives in the settings panel, opened from the bottom bar.
    fireEvent.click(within(screen.getByRole("navigation", { name: "Chat tools" })).getByRole("button", { name: "Settings" }));
    const panel = await screen.findByRole("dialog", { name: "Settings" });
    fireEvent.click(within(panel).getByRole("button", { name: "Log Out" }));
    expect(requestLog).not.toContain("POST /api/logout");
    fireEvent.click(within(panel).getByRole("button", { name: "Tap Again to Log Out" }));

    expect(await screen.findByRole("heading", { name: AUTH_TEXTS.heading })).toBeTruthy();
    expect(currentPath()).toBe("/auth");
    expect(within(toastArea()).getByText(AUTH_TEXTS.goodbyeTitle)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.age(userId))).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.chatSession(userId))).toBeNull();
    expect(localStorage.getItem("userGrade")).toBeNull();
  });

  it("takes a signed-in visitor of /auth straight to /", async () => {
    api.signIn(api.addAccount("ada", "secret"));
    renderApp("/auth");
    expect(await screen.findByRole("heading", { name: "Hello ada!" })).toBeTruthy();
    expect(currentPath()).toBe("/");
  });
});

describe("the first data, read before the first render", () => {
  const FAMILY = { birthYear: 2010, ageGroup: "teen", heard: true, consent: "not_needed", parents: 0 } as const;

  it("holds a signed-in child and the family status, both read at once", async () => {
    const calls: string[] = [];
    apiServer.use(
      onCall(authCalls.getUser, () => (calls.push("user"), json(200, { id: 3, username: "ada" }))),
      onCall(familyCalls.getFamilyStatus, () => (calls.push("family"), json(200, FAMILY))),
    );
    const queryClient = createQueryClient();
    await loadFirstData(queryClient);
    expect(calls.toSorted()).toEqual(["family", "user"]);
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toEqual({ id: 3, username: "ada" });
    expect(queryClient.getQueryData(familyStatusQuery.queryKey)).toEqual(FAMILY);
  });

  it("drops a signed-out visit's refused family read, so the guard reads it afresh once the child signs in", async () => {
    apiServer.use(
      onCall(authCalls.getUser, () => failure(401, "Please sign in", "Unauthorized")),
      onCall(familyCalls.getFamilyStatus, () => failure(401, "Please sign in", "Unauthorized")),
    );
    const queryClient = createQueryClient();
    await loadFirstData(queryClient);
    expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeNull();
    expect(queryClient.getQueryState(familyStatusQuery.queryKey)).toBeUndefined();
  });
});

describe("student app pages", () => {
  it("asks a signed-out visitor of /settings to log in", async () => {
    renderApp("/settings");
    expect(await screen.findByText(SETTINGS_TEXTS.loginRequired)).toBeTruthy();
    expect(screen.getByRole("link", { name: GENERAL_TEXTS.login }).getAttribute("href")).toBe("/auth");
  });

  it("shows the username and the 'Free' account type on /settings", async () => {
    api.signIn(api.addAccount("ada", "secret"));
    renderApp("/settings");
    expect(await screen.findByText("ada")).toBeTruthy();
    expect(screen.getByText(SETTINGS_TEXTS.accountType)).toBeTruthy();
    expect(screen.getByRole("link", { name: GENERAL_TEXTS.backToChat }).getAttribute("href")).toBe("/");
  });

  it("shows the not-found page for an unknown path", async () => {
    renderApp("/no-such-page");
    expect(await screen.findByRole("heading", { name: GENERAL_TEXTS.notFound })).toBeTruthy();
  });

  it("applies the signed-in user's dark theme", async () => {
    const user = api.addAccount("ada", "secret");
    api.signIn(user);
    localStorage.setItem(STORAGE_KEYS.theme(user.id), "dark");
    renderApp("/");
    await screen.findByRole("heading", { name: "Hello ada!" });
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});

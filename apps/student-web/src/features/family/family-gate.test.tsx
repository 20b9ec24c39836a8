import { answerAgeOf, chatCalls, FAMILY_TEXTS, familyCalls } from "@kidsafe/contracts";
import type { FamilyStatus } from "@kidsafe/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { STORAGE_KEYS } from "../../lib/storage-keys.ts";
import { installFakeChatServer } from "../chat/testing/fake-chat-server.ts";
import { renderChatScreen, storeTabs, TEST_USER } from "../chat/testing/render-chat.tsx";
import { renderApp } from "../../../test/render-app.tsx";

const status = (overrides: Partial<FamilyStatus> = {}): FamilyStatus => ({
  birthYear: 2010,
  ageGroup: "teen",
  heard: true,
  consent: "not_needed",
  parents: 0,
  ...overrides,
});
const NINE_YEARS_AGO = new Date().getUTCFullYear() - 9;
const CODE = {
  code: "ABCD2345",
  link: "http://localhost/parent/link?code=ABCD2345",
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
};

/** What the fake API answers for GET /api/family; the PUTs it received. */
let serverStatus: FamilyStatus;
let birthYearsSent: number[];

beforeEach(() => {
  localStorage.clear();
  installFakeChatServer(TEST_USER);
  birthYearsSent = [];
  apiServer.use(
    onCall(familyCalls.getFamilyStatus, () => json(200, serverStatus)),
    onCall(familyCalls.setBirthYear, ({ body }) => {
      birthYearsSent.push(body.birthYear);
      serverStatus = status({ birthYear: body.birthYear, ageGroup: "child", heard: false, consent: "needed" });
      return json(200, serverStatus);
    }),
    onCall(familyCalls.createLinkCode, () => json(200, CODE)),
  );
});

describe("the age question", () => {
  it("asks a child without a birth year, with nothing chosen, and sets the answers' age from the answer", async () => {
    serverStatus = status({ birthYear: null, ageGroup: "unknown", heard: false, consent: "needed" });
    renderApp("/");
    const year = await screen.findByRole<HTMLSelectElement>("combobox", { name: FAMILY_TEXTS.birthYearQuestion });
    expect(year.value).toBe("");
    expect(screen.queryByRole("tablist")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(FAMILY_TEXTS.birthYearRequired)).toBeTruthy();
    expect(birthYearsSent).toEqual([]);

    fireEvent.change(year, { target: { value: String(NINE_YEARS_AGO) } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    // Under 13 without consent: the chat is the 'ask a parent' screen with the child's code.
    expect(await screen.findByRole("heading", { name: FAMILY_TEXTS.askParentTitle })).toBeTruthy();
    expect(birthYearsSent).toEqual([NINE_YEARS_AGO]);
    expect(localStorage.getItem(STORAGE_KEYS.age(TEST_USER.id))).toBe(String(answerAgeOf(NINE_YEARS_AGO, new Date())));
    expect(await screen.findByText(CODE.code)).toBeTruthy();
    expect(screen.getByRole("link", { name: CODE.link }).getAttribute("href")).toBe(CODE.link);
  });

  it("shows the server's refusal without its status code", async () => {
    serverStatus = status({ birthYear: null, ageGroup: "unknown", heard: false, consent: "needed" });
    apiServer.use(onCall(familyCalls.setBirthYear, () => failure(400, FAMILY_TEXTS.birthYearTooLongAgo)));
    renderApp("/");
    const year = await screen.findByRole("combobox", { name: FAMILY_TEXTS.birthYearQuestion });
    fireEvent.change(year, { target: { value: String(NINE_YEARS_AGO) } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    const error = await screen.findByText(FAMILY_TEXTS.birthYearTooLongAgo);
    expect(error.textContent).toBe(FAMILY_TEXTS.birthYearTooLongAgo);
  });
});

describe("the under-13 gate", () => {
  it("shows the chat to a child who is heard", async () => {
    serverStatus = status();
    await renderChatScreen();
    expect(screen.getByRole("heading", { name: `Hello ${TEST_USER.username}!` })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: FAMILY_TEXTS.askParentTitle })).toBeNull();
  });

  it("closes chat (reading no history) but leaves games open for a child who is not heard", async () => {
    serverStatus = status({ birthYear: NINE_YEARS_AGO, ageGroup: "child", heard: false, consent: "needed" });
    renderApp("/");
    expect(await screen.findByRole("heading", { name: FAMILY_TEXTS.askParentTitle })).toBeTruthy();
    expect(screen.getByText(FAMILY_TEXTS.askParentBody)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(requestLog.some((entry) => entry.startsWith("GET /api/chat/"))).toBe(false);

    fireEvent.click(within(screen.getByRole("navigation", { name: "Chat tools" })).getByRole("button", { name: /Game Hub/ }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: FAMILY_TEXTS.askParentTitle })).toBeNull());
  });

  it("closes chat when the server refuses a call because a parent has not said yes", async () => {
    // The status read said 'heard' (consent was withdrawn since): the read of a tab's earlier conversation is refused.
    storeTabs({});
    serverStatus = status({ birthYear: NINE_YEARS_AGO, ageGroup: "child", heard: true, consent: "given", parents: 1 });
    apiServer.use(
      onCall(chatCalls.getChatHistory, () => {
        serverStatus = status({ birthYear: NINE_YEARS_AGO, ageGroup: "child", heard: false, consent: "needed", parents: 1 });
        return failure(403, FAMILY_TEXTS.consentNeeded, "Forbidden");
      }),
    );
    renderApp("/");
    expect(await screen.findByRole("heading", { name: FAMILY_TEXTS.askParentTitle })).toBeTruthy();
    expect(screen.queryByText(/^\d{3}:/)).toBeNull();
  });
});

import { PARENTAL_TEXTS, parentalLimitsCalls } from "@kidsafe/contracts";
import type { ParentalLimitsState } from "@kidsafe/contracts";
import { createQueryClient, Toaster } from "@kidsafe/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { apiServer, failure, json, onCall } from "@kidsafe/ui/testing";
import { NEW_PARENT_PASSWORD_COPY } from "../../../components/new-parent-password.ts";
import { CURRENT_USER_QUERY_KEY } from "../../auth/use-auth.ts";
import { ParentalControlsDialog } from "./parental-controls-dialog.tsx";
import { parentalLimitsState } from "../../../../test/parental-limits-support.ts";

/** What GET /api/parental-limits answers next, as the API would. */
let serverState: ParentalLimitsState;

beforeEach(() => {
  serverState = parentalLimitsState();
  apiServer.use(onCall(parentalLimitsCalls.getParentalLimits, () => json(200, serverState)));
});

async function openDialog() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, { id: 7, username: "ada" });
  render(
    <QueryClientProvider client={queryClient}>
      <ParentalControlsDialog open onOpenChange={() => undefined} />
      <Toaster />
    </QueryClientProvider>,
  );
  await screen.findByLabelText(PARENTAL_TEXTS.dailyMessageLimit);
  /** A fresh read of the limits, as when the app's activity report or a refocus refreshes them. */
  const refresh = async (next: ParentalLimitsState) => {
    serverState = next;
    await act(() => queryClient.refetchQueries());
  };
  return { refresh };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe("the parental controls dialog", () => {
  it("keeps a limit the parent is typing when the limits are read again, and follows the server elsewhere", async () => {
    const { refresh } = await openDialog();
    fireEvent.change(field(PARENTAL_TEXTS.dailyMessageLimit), { target: { value: "1" } });

    await refresh(parentalLimitsState({ dailyTimeLimitMinutes: 30, today: { ...parentalLimitsState().today, messages: 3, minutes: 2 } }));
    await screen.findByText(PARENTAL_TEXTS.usageToday(3, 2));

    expect(field(PARENTAL_TEXTS.dailyMessageLimit).value).toBe("1");
    // Untouched, the time limit shows what the server says now.
    expect(field(PARENTAL_TEXTS.dailyTimeLimit).value).toBe("30");
  });

  it("shows the rules of a new parent password before the first try and asks for it twice", async () => {
    await openDialog();
    expect(screen.getByText(PARENTAL_TEXTS.weakParentPassword)).toBeTruthy();
    expect(field(NEW_PARENT_PASSWORD_COPY.confirmLabel)).toBeTruthy();
  });

  it("refuses two different new passwords with a clear sentence and sends nothing", async () => {
    const sent: unknown[] = [];
    apiServer.use(onCall(parentalLimitsCalls.setParentalLimits, ({ body }) => (sent.push(body), json(200, serverState))));
    await openDialog();
    fireEvent.change(field(PARENTAL_TEXTS.parentPassword), { target: { value: "parent lighthouse 42" } });
    fireEvent.change(field(NEW_PARENT_PASSWORD_COPY.confirmLabel), { target: { value: "parent lighthouse 24" } });
    fireEvent.click(screen.getByRole("button", { name: PARENTAL_TEXTS.save }));
    expect(await screen.findByText(NEW_PARENT_PASSWORD_COPY.mismatch)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("asks an existing parent password once, and shows a refusal as the server's sentence alone", async () => {
    serverState = parentalLimitsState({ parentPasswordSet: true });
    apiServer.use(onCall(parentalLimitsCalls.setParentalLimits, () => failure(403, "That parent password is not right", "Forbidden")));
    await openDialog();
    expect(screen.queryByLabelText(NEW_PARENT_PASSWORD_COPY.confirmLabel)).toBeNull();
    fireEvent.change(field(PARENTAL_TEXTS.parentPassword), { target: { value: "not the one" } });
    fireEvent.click(screen.getByRole("button", { name: PARENTAL_TEXTS.save }));
    // The whole text of the toast's line is the sentence: no "403: " in front of it.
    expect(await screen.findByText("That parent password is not right")).toBeTruthy();
    expect(screen.queryByText(/^\d{3}:/)).toBeNull();
  });
});

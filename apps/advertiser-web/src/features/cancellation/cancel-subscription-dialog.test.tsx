import { advertiserCalls, CANCELLATION_TEXTS, SESSION_STORAGE_KEYS } from "@kidsafe/contracts";
import { failure, requestLog } from "@kidsafe/ui/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { billingDashboard, fakeAdvertiser, installFakeAdvertiserApi } from "../../testing/fake-advertiser-api.ts";
import type { FakeAdvertiserApi } from "../../testing/fake-advertiser-api.ts";
import { currentPath, queryToast, renderApp, toastArea } from "../../testing/render-app.tsx";
import { CANCELLATION_COPY } from "./cancellation-copy.ts";

let api: FakeAdvertiserApi;

const paidUp = () => billingDashboard({ currentCycle: { ...billingDashboard().currentCycle, amountDue: 0 }, amountDue: 0, totalAmountDue: 0 });

beforeEach(() => {
  api = installFakeAdvertiserApi();
  api.signIn(api.add(fakeAdvertiser()));
  api.state.billing = paidUp();
  sessionStorage.setItem(SESSION_STORAGE_KEYS.advertiserAuth, JSON.stringify({ appName: "Quest Maths", id: 7 }));
});

async function openCancelDialog() {
  renderApp("/advertiser/7");
  const dangerZone = await screen.findByRole("region", { name: "Danger Zone" });
  await screen.findByText("Next billing date");
  fireEvent.click(within(dangerZone).getByRole("button", { name: "Danger Zone", expanded: false }));
  fireEvent.click(within(dangerZone).getByRole("button", { name: CANCELLATION_TEXTS.button }));
  return screen.findByRole("dialog", { name: CANCELLATION_TEXTS.button });
}

const passwordField = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>("Company Password");
const confirmBox = (dialog: HTMLElement) => within(dialog).getByRole("checkbox");
const cancelButton = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: CANCELLATION_TEXTS.button });

function fillIn(dialog: HTMLElement, password = "company-secret") {
  fireEvent.change(passwordField(dialog), { target: { value: password } });
  fireEvent.click(confirmBox(dialog));
}

describe("the cancel-subscription dialog (seed 001 §4, §5, §8)", () => {
  it("only explains, with a Close button, while fees are owed", async () => {
    api.state.billing = billingDashboard({ totalAmountDue: 990 });
    const dialog = await openCancelDialog();
    expect(within(dialog).getByText("You owe $9.90. Please pay your outstanding fees before cancelling.")).toBeTruthy();
    expect(within(dialog).queryByLabelText("Company Password")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: CANCELLATION_TEXTS.button })).toBeNull();

    const [close] = within(dialog).getAllByRole("button", { name: "Close" });
    fireEvent.click(close!);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the button disabled until the password is typed and the box is ticked", async () => {
    const dialog = await openCancelDialog();
    expect(cancelButton(dialog).hasAttribute("disabled")).toBe(true);
    fireEvent.change(passwordField(dialog), { target: { value: "company-secret" } });
    expect(cancelButton(dialog).hasAttribute("disabled")).toBe(true);
    fireEvent.click(confirmBox(dialog));
    expect(cancelButton(dialog).hasAttribute("disabled")).toBe(false);
    fireEvent.change(passwordField(dialog), { target: { value: "   " } });
    expect(cancelButton(dialog).hasAttribute("disabled")).toBe(true);
  });

  it("cancels with the password and confirmation, says so and returns to the login without advertiserAuth", async () => {
    const dialog = await openCancelDialog();
    fillIn(dialog);
    fireEvent.click(cancelButton(dialog));

    expect(await screen.findByRole("button", { name: "Login to Dashboard" })).toBeTruthy();
    expect(currentPath()).toBe("/advertiser-login");
    // The notice is raised with the navigation: the toaster may show it a moment after the new page.
    await waitFor(() => expect(queryToast("Subscription Cancelled")).not.toBeNull());
    expect(within(toastArea()).getByText(CANCELLATION_TEXTS.cancelled)).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.advertiserAuth)).toBeNull();
    expect(requestLog).toContain("POST /api/advertiser/cancel-subscription");
  });

  it("says the URL is blocked for 30 days when the server blacklisted it", async () => {
    api.state.urlBlacklisted = true;
    const dialog = await openCancelDialog();
    fillIn(dialog);
    fireEvent.click(cancelButton(dialog));
    await waitFor(() => expect(within(toastArea()).getByText(CANCELLATION_TEXTS.blacklisted)).toBeTruthy());
    await waitFor(() => expect(currentPath()).toBe("/advertiser-login"));
  });

  it("says 'Incorrect Password' once, in the dialog, with what to do; clears the field and stays open for another try", async () => {
    const dialog = await openCancelDialog();
    fillIn(dialog, "wrong");
    fireEvent.click(cancelButton(dialog));

    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText(CANCELLATION_TEXTS.incorrectPasswordTitle)).toBeTruthy();
    expect(within(alert).getByText(CANCELLATION_COPY.incorrectPasswordDescription)).toBeTruthy();
    // Said once: no toast beside it, and the description is no echo of the title.
    expect(queryToast(CANCELLATION_TEXTS.incorrectPasswordTitle)).toBeNull();
    expect(screen.getAllByText(/incorrect password/i)).toHaveLength(1);
    expect(passwordField(dialog).value).toBe("");
    expect(document.activeElement).toBe(passwordField(dialog));
    expect(screen.getByRole("dialog", { name: CANCELLATION_TEXTS.button })).toBe(dialog);
    expect(currentPath()).toBe("/advertiser/7");
  });

  it("clears the refusal when the advertiser tries again, and when the dialog is closed", async () => {
    const dialog = await openCancelDialog();
    fillIn(dialog, "wrong");
    fireEvent.click(cancelButton(dialog));
    await within(dialog).findByRole("alert");

    fireEvent.change(passwordField(dialog), { target: { value: "still-wrong" } });
    fireEvent.click(cancelButton(dialog));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await within(dialog).findByRole("alert");

    fireEvent.click(within(dialog).getByRole("button", { name: CANCELLATION_COPY.keep }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: CANCELLATION_TEXTS.button }));
    const reopened = await screen.findByRole("dialog", { name: CANCELLATION_TEXTS.button });
    expect(within(reopened).queryByRole("alert")).toBeNull();
  });

  it("puts 'Keep Subscription' before 'Cancel Subscription', in one group of actions", async () => {
    const dialog = await openCancelDialog();
    const actions = cancelButton(dialog).parentElement!;
    expect(actions.classList.contains("dialog-actions")).toBe(true);
    expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([CANCELLATION_COPY.keep, CANCELLATION_TEXTS.button]);
  });

  it("says 'Outstanding Fees' with the server's message and closes when the server finds fees owed", async () => {
    const dialog = await openCancelDialog();
    fillIn(dialog);
    api.answerOnce(advertiserCalls.cancelSubscription, () => failure(409, CANCELLATION_TEXTS.outstandingFeesServerMessage));
    fireEvent.click(cancelButton(dialog));

    await waitFor(() => expect(queryToast(CANCELLATION_TEXTS.outstandingFeesTitle)).not.toBeNull());
    expect(within(toastArea()).getByText(CANCELLATION_TEXTS.outstandingFeesServerMessage)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(currentPath()).toBe("/advertiser/7");
  });

  it("says 'Cancellation Failed' with the server's message and closes for any other refusal", async () => {
    const dialog = await openCancelDialog();
    fillIn(dialog);
    api.answerOnce(advertiserCalls.cancelSubscription, () => failure(500, "Something went wrong on our side."));
    fireEvent.click(cancelButton(dialog));

    await waitFor(() => expect(queryToast(CANCELLATION_TEXTS.failedTitle)).not.toBeNull());
    expect(within(toastArea()).getByText("Something went wrong on our side.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says 'Connection Error' in the dialog when the server cannot be reached, for another try", async () => {
    const dialog = await openCancelDialog();
    fillIn(dialog);
    api.answerOnce(advertiserCalls.cancelSubscription, () => Response.error());
    fireEvent.click(cancelButton(dialog));

    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText(CANCELLATION_TEXTS.connectionErrorTitle)).toBeTruthy();
    expect(within(alert).getByText(CANCELLATION_TEXTS.connectionErrorDescription)).toBeTruthy();
    expect(queryToast(CANCELLATION_TEXTS.connectionErrorTitle)).toBeNull();
  });
});

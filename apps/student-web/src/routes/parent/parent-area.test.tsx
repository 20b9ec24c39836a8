import { CHAT_RETENTION_DAYS, CONSENT_NOTICE_VERSION, FAMILY_TEXTS, familyCalls, PARENT_AREA_PATHS, PARENTAL_TEXTS } from "@kidsafe/contracts";
import type { ChildSummary, ParentProfile } from "@kidsafe/contracts";
import { toastStore } from "@kidsafe/ui";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiServer, failure, json, onCall } from "@kidsafe/ui/testing";
import { leavePage } from "../../features/parent/consent-dialog.tsx";
import { CHILD_DAY_COPY } from "../../features/parent/child-day/child-day-copy.ts";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { renderApp } from "../../../test/render-app.tsx";

const PARENT: ParentProfile = { id: 5, email: "ana@example.com", emailVerified: true };

const child = (overrides: Partial<ChildSummary> = {}): ChildSummary => ({
  id: 11,
  username: "milo",
  birthYear: new Date().getUTCFullYear() - 9,
  ageGroup: "child",
  consent: { status: "needed", givenAt: null, givenByMe: false },
  parents: 1,
  limits: {
    dailyMessageLimit: null,
    dailyTimeLimitMinutes: null,
    timeZone: "Europe/Paris",
    parentPasswordSet: false,
    parentPasswordResetAt: null,
    today: { day: "2026-11-29", messages: 0, minutes: 0, messagesLocked: false, timeLocked: false },
  },
  studyModeEnabled: false,
  ...overrides,
});

/** Who the fake API says is signed in, and the children it lists. */
let signedIn: ParentProfile | null;
let children: ChildSummary[];

beforeEach(() => {
  signedIn = PARENT;
  children = [child()];
  apiServer.use(
    onCall(familyCalls.parentMe, () => (signedIn ? json(200, signedIn) : failure(401, "Please sign in", "Unauthorized"))),
    onCall(familyCalls.parentChildren, () => json(200, { children })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.dismiss();
});

const childCard = () => screen.getByRole("heading", { name: "milo", level: 3 }).closest<HTMLElement>(".parent-child")!;

describe("the parent area", () => {
  it("signs a parent in and lists the children, without the child's bottom bar", async () => {
    signedIn = null;
    apiServer.use(
      onCall(familyCalls.parentSignIn, ({ body }) => {
        signedIn = { ...PARENT, email: body.email };
        return json(200, signedIn);
      }),
    );
    renderApp("/parent");
    await screen.findByRole("heading", { name: PARENT_COPY.signInTitle });
    expect(screen.queryByRole("navigation", { name: "Chat tools" })).toBeNull();

    fireEvent.change(screen.getByLabelText(PARENT_COPY.emailLabel), { target: { value: "Ana@Example.com" } });
    fireEvent.change(screen.getByLabelText(PARENT_COPY.passwordLabel), { target: { value: "a long parent password" } });
    fireEvent.click(screen.getByRole("button", { name: PARENT_COPY.signInButton }));

    expect(await screen.findByRole("heading", { name: "milo" })).toBeTruthy();
    expect(within(childCard()).getByText(PARENT_COPY.consentLabel.needed)).toBeTruthy();
    // The email is compared in lower case (the contracts' ParentEmail).
    expect(screen.getByText("ana@example.com")).toBeTruthy();
  });

  it("leads from a child's card to the child's day", async () => {
    renderApp("/parent");
    await screen.findByRole("heading", { name: "milo" });
    const link = within(childCard()).getByRole("link", { name: CHILD_DAY_COPY.seeDay("milo") });
    expect(link.getAttribute("href")).toBe(PARENT_AREA_PATHS.child(11));
  });

  it("sends the browser's time zone with a sign-up, for the weekly summary's evening", async () => {
    signedIn = null;
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ ...resolved, timeZone: "America/Chicago" });
    const bodies: unknown[] = [];
    apiServer.use(
      onCall(familyCalls.parentSignUp, ({ body }) => {
        bodies.push(body);
        signedIn = { ...PARENT, emailVerified: false };
        return json(200, signedIn);
      }),
    );
    renderApp("/parent/sign-up");
    fireEvent.change(await screen.findByLabelText(PARENT_COPY.emailLabel), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText(PARENT_COPY.passwordLabel), { target: { value: "a long parent password" } });
    fireEvent.click(screen.getByRole("button", { name: PARENT_COPY.signUpButton }));
    expect(await screen.findByRole("heading", { name: PARENT_COPY.checkEmailTitle })).toBeTruthy();
    expect(bodies).toEqual([{ email: "ana@example.com", password: "a long parent password", timeZone: "America/Chicago" }]);
  });

  it("shows a wrong password as the server's sentence, without a status code", async () => {
    signedIn = null;
    apiServer.use(onCall(familyCalls.parentSignIn, () => failure(401, FAMILY_TEXTS.wrongCredentials, "Unauthorized")));
    renderApp("/parent");
    fireEvent.change(await screen.findByLabelText(PARENT_COPY.emailLabel), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText(PARENT_COPY.passwordLabel), { target: { value: "not it at all" } });
    fireEvent.click(screen.getByRole("button", { name: PARENT_COPY.signInButton }));
    expect((await screen.findByRole("alert")).textContent).toBe(FAMILY_TEXTS.wrongCredentials);
  });

  it("fills in the code from the child's link and links the child", async () => {
    children = [];
    const codes: string[] = [];
    apiServer.use(
      onCall(familyCalls.parentLinkChild, ({ body }) => {
        codes.push(body.code);
        return json(200, child());
      }),
    );
    renderApp("/parent/link?code=ABCD2345");
    const code = await screen.findByLabelText<HTMLInputElement>(PARENT_COPY.codeLabel);
    expect(code.value).toBe("ABCD2345");
    fireEvent.click(screen.getByRole("button", { name: PARENT_COPY.linkButton }));
    expect(await screen.findByText(PARENT_COPY.linked("milo"))).toBeTruthy();
    expect(codes).toEqual(["ABCD2345"]);
    expect(screen.getByRole("heading", { name: "milo" })).toBeTruthy();
  });

  it("shows the direct notice before consent and opens the card check the server made", async () => {
    const opened: string[] = [];
    vi.spyOn(leavePage, "to").mockImplementation((url) => opened.push(url));
    const started: string[] = [];
    apiServer.use(
      onCall(familyCalls.parentStartConsent, ({ body }) => {
        started.push(body.noticeVersion);
        return json(200, { checkoutUrl: "http://stripe.test/checkout/cs_test_1" });
      }),
    );
    renderApp("/parent");
    await screen.findByRole("heading", { name: "milo" });
    fireEvent.click(within(childCard()).getByRole("button", { name: PARENT_COPY.giveConsent }));

    const notice = await screen.findByRole("dialog");
    expect(within(notice).getByText(/Google Gemini/)).toBeTruthy();
    expect(within(notice).getByText(/Stripe/)).toBeTruthy();
    expect(within(notice).getByText(new RegExp(`not been used for ${CHAT_RETENTION_DAYS} days`))).toBeTruthy();
    expect(within(notice).getByText(/withdraw your consent/)).toBeTruthy();

    fireEvent.click(within(notice).getByRole("button", { name: PARENT_COPY.agreeAndVerify }));
    await waitFor(() => expect(opened).toEqual(["http://stripe.test/checkout/cs_test_1"]));
    expect(started).toEqual([CONSENT_NOTICE_VERSION]);
  });

  it("confirms the card check on return and says the child can chat", async () => {
    const sessions: string[] = [];
    apiServer.use(
      onCall(familyCalls.parentConfirmConsent, ({ body }) => {
        sessions.push(body.checkoutSessionId);
        return json(200, child({ consent: { status: "given", givenAt: new Date().toISOString(), givenByMe: true } }));
      }),
    );
    renderApp("/parent/consent/done?session_id=cs_test_1");
    expect(await screen.findByText(PARENT_COPY.consentDoneBody("milo"))).toBeTruthy();
    expect(sessions).toEqual(["cs_test_1"]);
  });

  it("deletes a child only with the parent's password and the box ticked", async () => {
    const deletes: string[] = [];
    apiServer.use(
      onCall(familyCalls.parentDeleteChild, ({ body }) => {
        deletes.push(body.password);
        if (body.password !== "a long parent password") return failure(403, FAMILY_TEXTS.wrongOwnPassword, "Forbidden");
        children = [];
        return json(200, { ok: true });
      }),
    );
    renderApp("/parent");
    await screen.findByRole("heading", { name: "milo" });
    expect(within(childCard()).getByRole("link", { name: PARENT_COPY.exportLink }).getAttribute("href")).toBe("/api/parent/children/11/export");
    fireEvent.click(within(childCard()).getByRole("button", { name: PARENT_COPY.deleteChild }));
    const dialog = await screen.findByRole("dialog", { name: PARENT_COPY.deleteTitle("milo") });

    fireEvent.click(within(dialog).getByRole("button", { name: PARENT_COPY.deleteButton }));
    expect(within(dialog).getByText(PARENT_COPY.passwordRequired)).toBeTruthy();
    expect(within(dialog).getByText(PARENT_COPY.deleteConfirmRequired)).toBeTruthy();
    expect(deletes).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(PARENT_COPY.yourPasswordLabel), { target: { value: "wrong one here" } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: PARENT_COPY.deleteConfirmCheck }));
    fireEvent.click(within(dialog).getByRole("button", { name: PARENT_COPY.deleteButton }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(FAMILY_TEXTS.wrongOwnPassword);

    fireEvent.change(within(dialog).getByLabelText(PARENT_COPY.yourPasswordLabel), { target: { value: "a long parent password" } });
    fireEvent.click(within(dialog).getByRole("button", { name: PARENT_COPY.deleteButton }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "milo" })).toBeNull());
    expect(deletes).toEqual(["wrong one here", "a long parent password"]);
  });

  it("sets the study-mode parent password with the rules shown first and a matching confirmation", async () => {
    const set: string[] = [];
    apiServer.use(
      onCall(familyCalls.parentSetChildParentPassword, ({ body }) => {
        set.push(body.parentPassword);
        return json(200, child({ limits: { ...child().limits, parentPasswordSet: true } }));
      }),
    );
    renderApp("/parent");
    await screen.findByRole("heading", { name: "milo" });
    fireEvent.click(within(childCard()).getByRole("button", { name: PARENT_COPY.setParentPassword }));
    const dialog = await screen.findByRole("dialog", { name: PARENT_COPY.parentPasswordTitle });
    expect(within(dialog).getByText(new RegExp(PARENTAL_TEXTS.weakParentPassword.slice(0, 40)))).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(PARENT_COPY.parentPasswordLabel), { target: { value: "lighthouse 42" } });
    fireEvent.change(within(dialog).getByLabelText(PARENT_COPY.confirmPasswordLabel), { target: { value: "lighthouse 43" } });
    fireEvent.click(within(dialog).getByRole("button", { name: PARENT_COPY.save }));
    expect(within(dialog).getByText(PARENT_COPY.passwordsDiffer)).toBeTruthy();
    expect(set).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(PARENT_COPY.confirmPasswordLabel), { target: { value: "lighthouse 42" } });
    fireEvent.click(within(dialog).getByRole("button", { name: PARENT_COPY.save }));
    expect(await screen.findByText(PARENT_COPY.parentPasswordSet)).toBeTruthy();
    expect(set).toEqual(["lighthouse 42"]);
  });

  it("sets the daily limits in the child's time zone", async () => {
    const sent: unknown[] = [];
    apiServer.use(
      onCall(familyCalls.parentSetChildLimits, ({ body }) => {
        sent.push(body);
        return json(200, child({ limits: { ...child().limits, ...body } }));
      }),
    );
    renderApp("/parent");
    await screen.findByRole("heading", { name: "milo" });
    fireEvent.click(within(childCard()).getByRole("button", { name: PARENT_COPY.setLimits }));
    const dialog = await screen.findByRole("dialog", { name: PARENT_COPY.limitsTitle });
    fireEvent.change(within(dialog).getByLabelText(PARENT_COPY.dailyMessageLimit), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: PARENT_COPY.save }));
    expect(within(dialog).getByText(PARENTAL_TEXTS.messageLimitRange)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(PARENT_COPY.dailyMessageLimit), { target: { value: "40" } });
    fireEvent.change(within(dialog).getByLabelText(PARENT_COPY.dailyTimeLimit), { target: { value: "60" } });
    fireEvent.click(within(dialog).getByRole("button", { name: PARENT_COPY.save }));
    expect(await screen.findByText(PARENT_COPY.limitsSummary(40, 60))).toBeTruthy();
    expect(sent).toEqual([{ dailyMessageLimit: 40, dailyTimeLimitMinutes: 60, timeZone: "Europe/Paris" }]);
  });
});

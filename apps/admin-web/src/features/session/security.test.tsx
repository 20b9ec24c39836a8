import { OPERATOR_ACCOUNT_TEXTS, adminCalls } from "@kidsafe/contracts";
import type { ChangeOperatorPasswordRequest, TotpStartRequest } from "@kidsafe/contracts";
import { createQueryClient } from "@kidsafe/ui";
import { apiServer, failure, json, onCall } from "@kidsafe/ui/testing";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "../../app.tsx";
import { ROUTES } from "../../lib/constants.ts";
import { SECURITY_COPY as COPY } from "./security-copy.ts";

function renderPage(totpEnabled: boolean) {
  apiServer.use(onCall(adminCalls.adminMe, () => json(200, { username: "admin", totpEnabled })));
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[ROUTES.security]}>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole("button", { name });

describe("the security page", () => {
  it("starts an enrolment only with the password, then confirms the new app's code", async () => {
    const started: TotpStartRequest[] = [];
    const confirmed: string[] = [];
    apiServer.use(
      onCall(adminCalls.adminTotpStart, ({ body }) => {
        started.push(body);
        return json(200, { secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/KidSafe:admin?secret=JBSWY3DPEHPK3PXP" });
      }),
      onCall(adminCalls.adminTotpConfirm, ({ body }) => {
        confirmed.push(body.code);
        return json(200, { ok: true });
      }),
    );
    renderPage(false);
    expect((await screen.findByRole("button", { name: COPY.enrol })).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByLabelText(COPY.currentCode)).toBeNull();
    type(COPY.password, "correct-horse-battery");
    fireEvent.click(button(COPY.enrol));
    expect(await screen.findByText("JBSWY3DPEHPK3PXP")).toBeTruthy();
    expect(started).toEqual([{ password: "correct-horse-battery" }]);
    expect(screen.getByLabelText<HTMLInputElement>(COPY.password).value).toBe("");

    type(COPY.newCode, "123456");
    fireEvent.click(button(COPY.confirm));
    expect(await screen.findByText(OPERATOR_ACCOUNT_TEXTS.totpChanged)).toBeTruthy();
    expect(confirmed).toEqual(["123456"]);
  });

  it("asks an enrolled operator for the current app's code too, and shows the server's refusal", async () => {
    const started: TotpStartRequest[] = [];
    apiServer.use(
      onCall(adminCalls.adminTotpStart, ({ body }) => {
        started.push(body);
        return failure(400, OPERATOR_ACCOUNT_TEXTS.codeUsed);
      }),
    );
    renderPage(true);
    await screen.findByLabelText(COPY.currentCode);
    type(COPY.password, "correct-horse-battery");
    const replace = button(COPY.replace);
    expect(replace.hasAttribute("disabled")).toBe(true);
    type(COPY.currentCode, "654321");
    fireEvent.click(replace);
    expect(await screen.findByText(OPERATOR_ACCOUNT_TEXTS.codeUsed)).toBeTruthy();
    expect(started).toEqual([{ password: "correct-horse-battery", code: "654321" }]);
  });

  it("changes the password once the new one is long enough and typed twice, and shows the server's refusal", async () => {
    const sent: ChangeOperatorPasswordRequest[] = [];
    apiServer.use(
      onCall(adminCalls.adminChangePassword, ({ body }) => {
        sent.push(body);
        return sent.length === 1 ? failure(400, OPERATOR_ACCOUNT_TEXTS.wrongPassword) : json(200, { ok: true });
      }),
    );
    renderPage(false);
    await screen.findByLabelText(COPY.currentPassword);
    type(COPY.currentPassword, "not-my-password");
    type(COPY.newPassword, "short");
    type(COPY.repeatPassword, "short");
    expect(button(COPY.change).hasAttribute("disabled")).toBe(true);
    type(COPY.newPassword, "a-brand-new-long-password");
    expect(await screen.findByText(COPY.mismatch)).toBeTruthy();
    type(COPY.repeatPassword, "a-brand-new-long-password");
    fireEvent.click(button(COPY.change));
    expect(await screen.findByText(OPERATOR_ACCOUNT_TEXTS.wrongPassword)).toBeTruthy();

    type(COPY.currentPassword, "correct-horse-battery");
    fireEvent.click(button(COPY.change));
    expect(await screen.findByText(OPERATOR_ACCOUNT_TEXTS.passwordChanged)).toBeTruthy();
    expect(sent).toEqual([
      { currentPassword: "not-my-password", newPassword: "a-brand-new-long-password" },
      { currentPassword: "correct-horse-battery", newPassword: "a-brand-new-long-password" },
    ]);
  });

  it("sends an enrolled operator's authenticator code with the password change", async () => {
    const sent: ChangeOperatorPasswordRequest[] = [];
    apiServer.use(
      onCall(adminCalls.adminChangePassword, ({ body }) => {
        sent.push(body);
        return json(200, { ok: true });
      }),
    );
    renderPage(true);
    await screen.findByLabelText(COPY.authenticatorCode);
    type(COPY.currentPassword, "correct-horse-battery");
    type(COPY.newPassword, "a-brand-new-long-password");
    type(COPY.repeatPassword, "a-brand-new-long-password");
    expect(button(COPY.change).hasAttribute("disabled")).toBe(true);
    type(COPY.authenticatorCode, "246810");
    fireEvent.click(button(COPY.change));
    expect(await screen.findByText(OPERATOR_ACCOUNT_TEXTS.passwordChanged)).toBeTruthy();
    expect(sent).toEqual([{ currentPassword: "correct-horse-battery", code: "246810", newPassword: "a-brand-new-long-password" }]);
  });
});

import { adminCalls, adminOperationsCalls } from "@kidsafe/contracts";
import type { AdminAudit } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { apiServer, failure, json, onCall } from "@kidsafe/ui/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app.tsx";
import { CONSOLE_COPY } from "../lib/constants.ts";

const NO_ENTRIES: AdminAudit = { entries: [], nextBefore: null };

describe("the console's frame", () => {
  it("lists every page in a side navigation, marks the current one, and keeps Sign out beside it", async () => {
    apiServer.use(onCall(adminOperationsCalls.adminAudit, () => json(200, NO_ENTRIES)));
    renderApp("/admin/audit");
    const nav = await screen.findByRole("navigation", { name: "Console" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Safety events",
      "Blocked answers",
      "Reports",
      "Advertisers",
      "Review queue",
      "Billing",
      "AI key",
      "Queues",
      "Audit log",
      "Preview test",
      "Security",
    ]);
    expect(links.filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.textContent)).toEqual(["Audit log"]);
    expect(screen.getByRole("button", { name: CONSOLE_COPY.signOut })).toBeTruthy();
    expect(screen.getByText(CONSOLE_COPY.signedInAs("admin"))).toBeTruthy();
  });

  it("opens and closes the navigation from the menu button, and closes it once a page is picked", async () => {
    apiServer.use(onCall(adminOperationsCalls.adminAudit, () => json(200, NO_ENTRIES)));
    const { container } = renderApp("/admin/audit");
    const button = await screen.findByRole("button", { name: CONSOLE_COPY.openMenu });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe(screen.getByRole("navigation", { name: "Console" }).parentElement?.id);
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: CONSOLE_COPY.closeMenu }).getAttribute("aria-expanded")).toBe("true");
    expect(container.querySelector(".console")?.hasAttribute("data-menu-open")).toBe(true);
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.getByRole("button", { name: CONSOLE_COPY.openMenu }).getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: CONSOLE_COPY.openMenu }));
    fireEvent.click(screen.getByRole("link", { name: "Security" }));
    await screen.findByRole("heading", { level: 1, name: "Security" });
    expect(screen.getByRole("button", { name: CONSOLE_COPY.openMenu }).getAttribute("aria-expanded")).toBe("false");
  });

  it("closes the toasts of one page when another opens", async () => {
    apiServer.use(onCall(adminOperationsCalls.adminAudit, () => json(200, NO_ENTRIES)));
    renderApp("/admin/audit");
    await screen.findByRole("heading", { level: 1, name: "Audit log" });
    act(() => void toast({ title: "Report #4 saved" }));
    expect(await screen.findByText("Report #4 saved")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Security" }));
    await screen.findByRole("heading", { level: 1, name: "Security" });
    // At once, well before the toast would close by itself.
    await waitFor(() => expect(screen.queryByText("Report #4 saved")).toBeNull(), { timeout: 1000 });
  });

  it("drops the sign-in error once the operator is signed in", async () => {
    let signedIn = false;
    apiServer.use(
      onCall(adminCalls.adminMe, () => (signedIn ? json(200, { username: "admin", totpEnabled: false }) : failure(401, "Sign in first."))),
      onCall(adminCalls.adminSignIn, ({ body }) => {
        if (body.password !== "right-password") return failure(401, "The username or password is wrong.");
        signedIn = true;
        return json(200, { operator: { username: "admin", totpEnabled: false } });
      }),
      onCall(adminOperationsCalls.adminAudit, () => json(200, NO_ENTRIES)),
    );
    renderApp("/admin/sign-in?next=%2Fadmin%2Faudit", { signedIn: false });
    fireEvent.change(await screen.findByLabelText("Username"), { target: { value: "admin" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("The username or password is wrong.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "right-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByRole("heading", { level: 1, name: "Audit log" });
    await waitFor(() => expect(screen.queryByText("The username or password is wrong.")).toBeNull(), { timeout: 1000 });
  });
});

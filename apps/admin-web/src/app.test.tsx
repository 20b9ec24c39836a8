import { GENERAL_TEXTS } from "@kidsafe/contracts";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { ADMIN_COPY } from "./lib/constants.ts";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe("admin app", () => {
  it("says plainly that operator tools come later, with a link back to the chat home", async () => {
    renderAt("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: ADMIN_COPY.title })).toBeTruthy();
    expect(screen.getByText(ADMIN_COPY.notice)).toBeTruthy();
    expect(screen.getByRole("link", { name: ADMIN_COPY.backToChat }).getAttribute("href")).toBe("/");
  });

  it("shows the not-found page for other paths", async () => {
    renderAt("/preview-test");
    expect(await screen.findByRole("heading", { name: GENERAL_TEXTS.notFound })).toBeTruthy();
  });
});

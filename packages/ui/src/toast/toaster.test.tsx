import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createToastStore } from "./toast-store.ts";
import { Toaster } from "./toaster.tsx";

function toastRegion() {
  return screen.getByRole("region", { name: /notifications \(F8\)/i });
}

describe("<Toaster />", () => {
  it("shows only the newest toast when two are raised", () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.toast({ title: "Welcome back!", description: "Hello, ada!" });
      store.toast({ title: "Login failed", description: "401: Incorrect username or password.", variant: "destructive" });
    });
    const items = within(toastRegion()).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain("Login failed");
    expect(items[0]?.textContent).toContain("401: Incorrect username or password.");
    expect(within(toastRegion()).queryByText("Welcome back!")).toBeNull();
  });

  it("offers a labelled button that closes the toast", () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.toast({ title: "Goodbye!" });
    });
    act(() => {
      within(toastRegion()).getByRole("button", { name: "Dismiss notification" }).click();
    });
    expect(store.getSnapshot()[0]?.open).toBe(false);
  });
});

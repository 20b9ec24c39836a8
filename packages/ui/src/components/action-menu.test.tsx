import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ActionMenu } from "./action-menu.tsx";

function open(name: string) {
  const trigger = screen.getByRole("button", { name });
  fireEvent.keyDown(trigger, { key: "Enter" });
  return trigger;
}

describe("ActionMenu", () => {
  it("opens from its named trigger and runs the item picked", async () => {
    const pause = vi.fn();
    render(<ActionMenu label="Actions for Fractions" items={[{ label: "Pause", onSelect: pause }]} />);
    const trigger = open("Actions for Fractions");
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    fireEvent.click(await screen.findByRole("menuitem", { name: "Pause" }));
    expect(pause).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("lists destructive actions last, set apart and marked, whatever order they came in", async () => {
    render(
      <ActionMenu
        label="Actions for Fractions"
        items={[
          { label: "End and blacklist", onSelect: vi.fn(), destructive: true },
          { label: "Pause", onSelect: vi.fn() },
          { label: "Re-run safety check", onSelect: vi.fn() },
        ]}
      />,
    );
    open("Actions for Fractions");
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Pause", "Re-run safety check", "End and blacklist"]);
    expect(items[2]?.className).toContain("ks-action-menu-item--destructive");
    expect(screen.getByRole("separator")).toBeTruthy();
  });

  it("does not run a disabled item", async () => {
    const resume = vi.fn();
    render(<ActionMenu label="Actions" items={[{ label: "Resume", onSelect: resume, disabled: true }]} />);
    open("Actions");
    const item = await screen.findByRole("menuitem", { name: "Resume" });
    expect(item.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(item);
    expect(resume).not.toHaveBeenCalled();
  });
});

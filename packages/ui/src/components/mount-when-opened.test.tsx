import { act, render, screen } from "@testing-library/react";
import { lazy, useEffect } from "react";
import { describe, expect, it } from "vitest";
import { MountWhenOpened } from "./mount-when-opened.tsx";

describe("MountWhenOpened", () => {
  it("renders nothing, and loads no code, until first opened; then keeps its children mounted", async () => {
    let loads = 0;
    let mounts = 0;
    function Panel({ open }: { open: boolean }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{open ? "Panel open" : "Panel closing"}</p>;
    }
    const LazyPanel = lazy(() => {
      loads += 1;
      return Promise.resolve({ default: Panel });
    });
    const view = (open: boolean) => (
      <MountWhenOpened open={open}>
        <LazyPanel open={open} />
      </MountWhenOpened>
    );

    const { rerender } = render(view(false));
    await act(() => Promise.resolve());
    expect(screen.queryByText(/Panel/)).toBeNull();
    expect(loads).toBe(0);

    rerender(view(true));
    expect(await screen.findByText("Panel open")).toBeTruthy();
    rerender(view(false));
    expect(screen.getByText("Panel closing")).toBeTruthy();
    rerender(view(true));
    expect(screen.getByText("Panel open")).toBeTruthy();
    expect({ loads, mounts }).toEqual({ loads: 1, mounts: 1 });
  });
});

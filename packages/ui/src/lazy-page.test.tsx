import { act, fireEvent, render, screen } from "@testing-library/react";
import { Suspense, useState } from "react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { lazyPage } from "./lazy-page.ts";

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

/** A page module the test releases by hand, counting how often its code was asked for. */
function pageModule() {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  const load = async () => {
    requests += 1;
    await arrived;
    return { default: Counter };
  };
  const arrive = () =>
    act(async () => {
      release();
      await arrived;
    });
  return { load, release: arrive, requests: () => requests };
}

function Frame({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p>Loading</p>}>{children}</Suspense>;
}

describe("lazyPage", () => {
  it("renders a preloaded page at once, with no fallback, and fetches its code once", async () => {
    const module = pageModule();
    const Page = lazyPage(module.load);
    Page.preload();
    await module.release();

    render(
      <Frame>
        <Page />
      </Frame>,
    );
    expect(screen.queryByText("Loading")).toBeNull();
    expect(screen.getByRole("button", { name: "Clicked 0" })).toBeTruthy();
    expect(module.requests()).toBe(1);
  });

  it("suspends like React.lazy while the code is on its way, and keeps the page's state once it is there", async () => {
    const module = pageModule();
    const Page = lazyPage(module.load);
    const { rerender } = render(
      <Frame>
        <Page />
      </Frame>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();

    await module.release();
    fireEvent.click(await screen.findByRole("button", { name: "Clicked 0" }));
    rerender(
      <Frame>
        <Page />
      </Frame>,
    );
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeTruthy();
    expect(module.requests()).toBe(1);
  });
});

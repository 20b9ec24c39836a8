import { useQueryClient } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mountApp } from "./mount-app.tsx";

const SHELL = '<div id="root"><div data-app-shell>Loading</div></div>';
const FIRST_DATA_KEY = ["GET", "/api/user"];

/** Records what each of its renders found in the query cache. */
function cacheReader() {
  const seen: unknown[] = [];
  function Screen() {
    const data = useQueryClient().getQueryData(FIRST_DATA_KEY);
    seen.push(data ?? "nothing");
    return <main>{`Hello ${String(data)}`}</main>;
  }
  return { Screen, seen };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("mountApp", () => {
  it("keeps the loading screen until the first data is in, so the first render is the screen with it", async () => {
    document.body.innerHTML = SHELL;
    const { Screen, seen } = cacheReader();
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));

    // act() runs every render React has scheduled before it returns: none may have run yet.
    act(() => {
      mountApp(<Screen />, {
        loadFirstData: async (queryClient) => {
          await arrived;
          queryClient.setQueryData(FIRST_DATA_KEY, "ada");
        },
      });
    });
    expect(document.querySelector("[data-app-shell]")).not.toBeNull();
    expect(seen).toEqual([]);

    await act(async () => {
      release();
      await arrived;
    });
    expect(await screen.findByText("Hello ada")).toBeTruthy();
    expect(document.querySelector("[data-app-shell]")).toBeNull();
    expect(new Set(seen)).toEqual(new Set(["ada"]));
  });

  it("hydrates a prerendered page at once, while the first data still loads", async () => {
    document.body.innerHTML = '<div id="root" data-prerendered><main>Hello undefined</main></div>';
    const { Screen, seen } = cacheReader();
    let asked = false;
    act(() => {
      mountApp(<Screen />, {
        loadFirstData: () => {
          asked = true;
          return new Promise(() => {});
        },
      });
    });
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(asked).toBe(true);
    expect(screen.getByText("Hello undefined")).toBeTruthy();
  });

  it("renders the app when the first data could not be loaded, leaving the failure to the screen's queries", async () => {
    document.body.innerHTML = SHELL;
    const { Screen } = cacheReader();
    mountApp(<Screen />, { loadFirstData: () => Promise.reject(new Error("offline")) });
    await waitFor(() => expect(screen.getByText("Hello undefined")).toBeTruthy());
  });
});

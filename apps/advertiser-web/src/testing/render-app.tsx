import { createQueryClient } from "@kidsafe/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import { App } from "../app.tsx";
import { ExternalNavigationContext } from "../lib/external-navigation.tsx";

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="current path">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The whole advertiser app at `path`, in strict mode and with the seed's cache rules, as main.tsx mounts it. Full-page navigations (the card payment checkout)
 * are recorded in `leftFor` instead of leaving jsdom's page.
 */
export function renderApp(path: string) {
  const leftFor: string[] = [];
  const queryClient = createQueryClient();
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ExternalNavigationContext value={(url) => leftFor.push(url)}>
          <MemoryRouter initialEntries={[path]}>
            <App />
            <CurrentLocation />
          </MemoryRouter>
        </ExternalNavigationContext>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, leftFor, queryClient };
}

export const currentPath = () => screen.getByRole("status", { name: "current path", hidden: true }).textContent;

/**
 * Settles until the app shows `path`. Under a fake clock a navigation to a page not loaded yet waits for its chunk
 * (the router navigates in a transition, keeping the old page meanwhile).
 */
export async function settleAt(path: string): Promise<void> {
  await settleUntil(() => (currentPath() === path ? true : null));
}

/** The toasts' region; found also while a modal dialog hides the rest of the page from assistive technology. */
export const toastArea = () => screen.getByRole("region", { name: /notifications/i, hidden: true });

/** The toast showing `title`, or null. */
export const queryToast = (title: string) => within(toastArea()).queryByText(title);

/**
 * Fake clocks for the seed's timings: only the timer functions and Date are faked, so MSW's answers (real I/O)
 * still arrive while the clock stands still. The pages are loaded first, on the real clock: the module loader
 * waits on timers of its own, which a fake clock would hold forever.
 */
export async function startFakeClock(): Promise<void> {
  await Promise.all([
    import("../routes/advertise-page.tsx"),
    import("../routes/register-page.tsx"),
    import("../routes/safety-check-page.tsx"),
    import("../routes/payment-complete-page.tsx"),
    import("../routes/login-page.tsx"),
    import("../routes/portal-page.tsx"),
    import("../routes/billing-page.tsx"),
  ]);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
}

/** Lets pending answers arrive and zero-delay work run (React Query batches with setTimeout 0), without moving the clock. */
export async function settle(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

/** Moves the fake clock on by `ms`, then lets what that started finish. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}

/**
 * Settles until `found` answers something (for screens reached under a fake clock, where findBy* cannot poll). Gives
 * up after 15 s of real time: loading a page's chunk for the first time is real work.
 */
export async function settleUntil<T>(found: () => T | null, realTimeoutMs = 15_000): Promise<T> {
  const deadline = performance.now() + realTimeoutMs;
  for (;;) {
    const value = found();
    if (value !== null) return value;
    if (performance.now() > deadline) throw new Error("settleUntil: nothing turned up");
    await settle(1);
  }
}

// A web app's jsdom suite, as its Vitest setup file imports it: every request answered by the fake API, and a clean
// page, clock, toast list and API after each test.
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { toastStore } from "../toast/toast-store.ts";
import { apiServer, requestLog } from "./api-server.ts";

// Lazy routes and Radix portals can take a while when turbo runs every package's tests at once on a small machine.
// The first test of a file also pays for transforming the lazily imported screens it renders.
configure({ asyncUtilTimeout: 15_000 });

// A request to anything but the API is a test's mistake: MSW answers it with a network error and says why.
beforeAll(() => apiServer.listen({ onUnhandledRequest: "error" }));

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toastStore.dismiss();
  apiServer.resetHandlers();
  requestLog.length = 0;
});

afterAll(() => apiServer.close());

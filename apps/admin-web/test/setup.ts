import { apiServer, requestLog } from "@kidsafe/ui/testing";
import { toastStore } from "@kidsafe/ui";
import { notifyManager } from "@tanstack/react-query";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";

// Lazy routes and Radix portals can take a while when turbo runs every package's tests at once on a small machine.
// The first test of a file also pays for transforming the lazily imported screens it renders.
configure({ asyncUtilTimeout: 15_000 });

// React Query batches its notifications in a zero-delay timeout. A fake clock delays a timeout set while its timers
// run by 1 ms, so pages would not update until the clock moved; a microtask (an option React Query documents) keeps
// the seed's timings exact in the tests.
notifyManager.setScheduler(queueMicrotask);

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

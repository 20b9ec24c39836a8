import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Lazy routes and Radix portals can take a while when turbo runs every package's tests at once on a small machine.
// The first test of a file also pays for transforming the lazily imported screens it renders.
configure({ asyncUtilTimeout: 15_000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

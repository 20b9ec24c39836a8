import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client.ts";

describe("createQueryClient (seed 000 §9 data cache)", () => {
  it("never retries, never goes stale, never refetches on focus and never polls", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { CLICK_TRACK_MAX_WAIT_MS, openAdvertisedResult } from "./open-result.ts";

const click = { url: "https://number-ninjas.example/", advertiserId: 9, searchQuery: "times tables" };

afterEach(() => {
  vi.useRealTimers();
});

describe("opening an advertised result (seed 000 §4)", () => {
  it("sends the click track first, then opens the link", async () => {
    const events: string[] = [];
    await openAdvertisedResult(click, {
      sendClick: (request) => {
        events.push(`track ${request.advertiserId} ${request.searchQuery}`);
        return Promise.resolve();
      },
      open: (url) => events.push(`open ${url}`),
    });
    expect(events).toEqual(["track 9 times tables", "open https://number-ninjas.example/"]);
  });

  it("opens the link even when the click track fails", async () => {
    const open = vi.fn();
    await openAdvertisedResult(click, { sendClick: () => Promise.reject(new Error("500: down")), open });
    expect(open).toHaveBeenCalledWith(click.url);
  });

  it("does not keep the child waiting on a click track that hangs", async () => {
    vi.useFakeTimers();
    const open = vi.fn();
    const opening = openAdvertisedResult(click, { sendClick: () => new Promise(() => undefined), open });
    await vi.advanceTimersByTimeAsync(CLICK_TRACK_MAX_WAIT_MS - 1);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await opening;
    expect(open).toHaveBeenCalledWith(click.url);
  });
});

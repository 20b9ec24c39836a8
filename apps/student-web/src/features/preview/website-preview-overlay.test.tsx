import { GENERAL_TEXTS, PREVIEW_TEXTS, previewCalls } from "@kidsafe/contracts";
import type { LinkPreview } from "@kidsafe/contracts";
import { createQueryClient } from "@kidsafe/ui";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";
import { WebsitePreviewOverlay } from "./website-preview-overlay.tsx";

let openMock: ReturnType<typeof vi.fn<typeof window.open>>;

beforeEach(() => {
  // The network edge: GET /api/preview answers as the API would.
  apiServer.use(
    onCall(previewCalls.getPreview, ({ query }) => {
      if (query.url.includes("broken")) return failure(502, "The website did not answer in time.");
      if (query.url.includes("no-frames"))
        return json(200, { title: "Strict Site", description: "", image: null, url: query.url, embeddable: false });
      return json(200, {
        title: "Fun Science for Kids",
        description: "Experiments you can do at home.",
        image: "https://science.example/cover.png",
        url: query.url,
      } satisfies LinkPreview);
    }),
  );
  openMock = vi.fn<typeof window.open>(() => null);
  vi.stubGlobal("open", openMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderOverlay(url: string | null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WebsitePreviewOverlay url={url} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

describe("the website preview overlay (seed 000 §2, §8)", () => {
  it("shows the page's title and summary, then the site in a sandboxed frame", async () => {
    renderOverlay("https://science.example/experiments");
    const dialog = await screen.findByRole("dialog", { name: "Fun Science for Kids" });
    expect(dialog.textContent).toContain("Experiments you can do at home.");
    const frame = screen.getByTitle<HTMLIFrameElement>("Website preview: Fun Science for Kids");
    expect(frame.getAttribute("src")).toBe("https://science.example/experiments");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(requestLog).toEqual([`GET /api/preview?url=${encodeURIComponent("https://science.example/experiments")}`]);
  });

  it("says a blocked site doesn't allow previews without asking the server, and offers both ways out", async () => {
    const { onClose } = renderOverlay("https://www.youtube.com/watch?v=abc");
    expect(await screen.findByText(PREVIEW_TEXTS.blocked)).toBeTruthy();
    expect(requestLog).toEqual([]);
    expect(screen.queryByTitle(/Website preview/)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: PREVIEW_TEXTS.openInNewTab }));
    expect(openMock).toHaveBeenCalledWith("https://www.youtube.com/watch?v=abc", "_blank", "noopener,noreferrer");
    fireEvent.click(screen.getByRole("button", { name: GENERAL_TEXTS.backToChat }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says any site the server found forbidding frames doesn't allow previews, with 'Open in New Tab'", async () => {
    renderOverlay("https://no-frames.example/");
    expect(await screen.findByText(PREVIEW_TEXTS.blocked)).toBeTruthy();
    expect(screen.queryByTitle(/Website preview/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: PREVIEW_TEXTS.openInNewTab }));
    expect(openMock).toHaveBeenCalledWith("https://no-frames.example/", "_blank", "noopener,noreferrer");
  });

  it("shows 'Preview unavailable' when the server cannot preview the page", async () => {
    renderOverlay("https://broken.example/");
    const card = await screen.findByRole("alert");
    expect(card.textContent).toBe(`${PREVIEW_TEXTS.unavailableTitle}${PREVIEW_TEXTS.unavailableDescription}`);
    expect(screen.queryByTitle(/Website preview/)).toBeNull();
    expect(screen.getByRole("button", { name: PREVIEW_TEXTS.openInNewTab })).toBeTruthy();
  });

  it("never fetches or opens a link that is not http(s)", async () => {
    renderOverlay("javascript:alert(1)");
    expect((await screen.findByRole("alert")).textContent).toContain(PREVIEW_TEXTS.unavailableTitle);
    expect(screen.queryByRole("button", { name: PREVIEW_TEXTS.openInNewTab })).toBeNull();
    expect(requestLog).toEqual([]);
  });

  it("closes with Escape", async () => {
    const { onClose } = renderOverlay("https://science.example/");
    fireEvent.keyDown(await screen.findByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalled();
  });

  it("is closed when there is no link", () => {
    renderOverlay(null);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

import { MountWhenOpened } from "@kidsafe/ui";
import { createContext, lazy, useCallback, useContext, useState } from "react";
import type { ReactNode } from "react";
import { openInNewTab } from "./preview-rules.ts";

// The overlay's code (and the dialog's) loads when the first link opens in it.
const WebsitePreviewOverlay = lazy(() => import("./website-preview-overlay.tsx").then((module) => ({ default: module.WebsitePreviewOverlay })));

const OpenPreviewContext = createContext<((url: string) => void) | null>(null);

/** The screen's one website preview overlay: links in AI replies and a recommendation's Visit open it. */
export function PreviewLinkProvider({ children }: { children: ReactNode }) {
  const [url, setUrl] = useState<string | null>(null);
  const close = useCallback(() => setUrl(null), []);
  return (
    <OpenPreviewContext.Provider value={setUrl}>
      {children}
      <MountWhenOpened open={url !== null}>
        <WebsitePreviewOverlay url={url} onClose={close} />
      </MountWhenOpened>
    </OpenPreviewContext.Provider>
  );
}

/** Opens a link in the screen's preview overlay; outside one (a part shown on its own) in a new browser tab. */
export function useOpenPreview(): (url: string) => void {
  return useContext(OpenPreviewContext) ?? openInNewTab;
}

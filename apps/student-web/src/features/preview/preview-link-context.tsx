import { createContext, useCallback, useContext, useState } from "react";
import type { ReactNode } from "react";
import { openInNewTab } from "./preview-rules.ts";
import { WebsitePreviewOverlay } from "./website-preview-overlay.tsx";

const OpenPreviewContext = createContext<((url: string) => void) | null>(null);

/** The screen's one website preview overlay: links in AI replies and a recommendation's Visit open it. */
export function PreviewLinkProvider({ children }: { children: ReactNode }) {
  const [url, setUrl] = useState<string | null>(null);
  const close = useCallback(() => setUrl(null), []);
  return (
    <OpenPreviewContext.Provider value={setUrl}>
      {children}
      <WebsitePreviewOverlay url={url} onClose={close} />
    </OpenPreviewContext.Provider>
  );
}

/** Opens a link in the screen's preview overlay; outside one (a part shown on its own) in a new browser tab. */
export function useOpenPreview(): (url: string) => void {
  return useContext(OpenPreviewContext) ?? openInNewTab;
}

import "./preview.css";
import { GENERAL_TEXTS, PREVIEW_TEXTS, previewCalls } from "@kidsafe/contracts";
import type { LinkPreview } from "@kidsafe/contracts";
import { Button, DialogFor, DialogTitle, Spinner } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { previewApi } from "../../lib/api/preview.ts";
import { PREVIEW_COPY } from "./preview-copy.ts";
import { displayHost, isEmbeddingBlocked, openInNewTab, previewableUrl } from "./preview-rules.ts";

export interface WebsitePreviewOverlayProps {
  /** The link to preview; null closes the overlay. */
  url: string | null;
  /** 'Back to Chat', Escape, or a tap outside. */
  onClose: () => void;
}

/**
 * The website preview overlay (links in replies, a recommendation's Visit): the page's title and
 * summary from GET /api/preview (which also runs the server's safety filter and reads whether the page allows
 * framing), then the site itself in a sandboxed frame. A page that forbids framing gets the 'doesn't allow
 * previews' message (the seed's always-blocked sites, YouTube, Facebook, Instagram and Twitter/X, at once), and
 * a failed preview the 'Preview unavailable' card; both offer 'Back to Chat' and 'Open in New Tab'.
 */
export function WebsitePreviewOverlay({ url, onClose }: WebsitePreviewOverlayProps) {
  return (
    <DialogFor subject={url} onClose={onClose} className="preview-overlay" aria-describedby={undefined}>
      {(link) => <PreviewBody link={link} onClose={onClose} />}
    </DialogFor>
  );
}

const linkPreviewKey = (url: string) => [previewCalls.getPreview.method, previewCalls.getPreview.path, url] as const;

function PreviewBody({ link, onClose }: { link: string; onClose: () => void }) {
  const url = previewableUrl(link);
  const alwaysBlocked = url !== null && isEmbeddingBlocked(url);
  const preview = useQuery({
    queryKey: linkPreviewKey(link),
    queryFn: ({ signal }) => previewApi.linkPreview(link, signal),
    enabled: url !== null && !alwaysBlocked,
  });
  // The server read the page's own framing rules (X-Frame-Options, CSP frame-ancestors).
  const blocked = alwaysBlocked || preview.data?.embeddable === false;
  const host = url === null ? PREVIEW_COPY.unknownSite : displayHost(url);
  const actions = <PreviewActions link={url === null ? null : url.href} onClose={onClose} />;

  if (url === null || (!blocked && preview.isError)) {
    return (
      <PreviewFrame title={host} actions={actions}>
        <div className="preview-message preview-message--unavailable" role="alert">
          <p className="preview-message-title">{PREVIEW_TEXTS.unavailableTitle}</p>
          <p className="ks-muted">{PREVIEW_TEXTS.unavailableDescription}</p>
        </div>
      </PreviewFrame>
    );
  }
  if (blocked) {
    return (
      <PreviewFrame title={host} actions={actions}>
        <div className="preview-message" role="status">
          <p>{PREVIEW_TEXTS.blocked}</p>
        </div>
      </PreviewFrame>
    );
  }
  if (preview.data === undefined) {
    return (
      <PreviewFrame title={host} actions={actions}>
        <div className="preview-message">
          <Spinner label={PREVIEW_COPY.loading} />
        </div>
      </PreviewFrame>
    );
  }
  return <LoadedPreview preview={preview.data} host={host} onClose={onClose} />;
}

function LoadedPreview({ preview, host, onClose }: { preview: LinkPreview; host: string; onClose: () => void }) {
  const title = preview.title.trim() === "" ? host : preview.title;
  return (
    <PreviewFrame title={title} actions={<PreviewActions link={preview.url} onClose={onClose} />}>
      {(preview.description !== "" || preview.image !== null) && (
        <div className="preview-summary">
          {preview.image !== null && <img className="preview-image" src={preview.image} alt="" referrerPolicy="no-referrer" />}
          <div>
            <p className="preview-host">{host}</p>
            {preview.description !== "" && <p className="preview-description">{preview.description}</p>}
          </div>
        </div>
      )}
      {/* Our page stays out of reach: no top navigation, no referrer, no downloads or modals; the site keeps its own
          origin (its scripts and forms work) and its links open in new tabs outside the sandbox. */}
      <iframe
        className="preview-frame"
        src={preview.url}
        title={PREVIEW_COPY.frameTitle(title)}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    </PreviewFrame>
  );
}

function PreviewFrame({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <div className="preview-layout">
      <header className="preview-header">
        <DialogTitle className="preview-title">{title}</DialogTitle>
        {actions}
      </header>
      <div className="preview-body">{children}</div>
    </div>
  );
}

function PreviewActions({ link, onClose }: { link: string | null; onClose: () => void }) {
  return (
    <div className="preview-actions">
      <Button variant="secondary" size="sm" onClick={onClose}>
        {GENERAL_TEXTS.backToChat}
      </Button>
      {link !== null && (
        <Button size="sm" onClick={() => openInNewTab(link)}>
          {PREVIEW_TEXTS.openInNewTab}
        </Button>
      )}
    </div>
  );
}

import { ATTACHMENT_THUMBNAIL_MAX_PX } from "@kidsafe/contracts";
import { classNames, MountWhenOpened } from "@kidsafe/ui";
import { lazy, useState } from "react";
import { fullSizeSource, thumbnailSize, thumbnailSource } from "./attachments.ts";
import type { ShownAttachment } from "./attachments.ts";
import { CHAT_COPY } from "./chat-copy.ts";
import { useOpenPreview } from "../preview/preview-link-context.tsx";
import { copyMessageText } from "./copy-message.ts";
import { CopyIcon } from "./icons.tsx";
import { splitLinks } from "./message-links.ts";
import { formatMessageTime } from "./message-time.ts";
import type { ShownMessage } from "./optimistic-message.ts";
import { CameraIcon } from "../voice/voice-icons.tsx";

// The full-size viewer's code (and the dialog's) loads when a photo is first opened.
const PhotoViewer = lazy(() => import("./photo-viewer.tsx"));

export interface MessageBubbleProps {
  message: ShownMessage;
  highlighted: boolean;
  /** A message the server did not take (an error other than the limit). */
  notSent: boolean;
}

export const NOT_SENT_LABEL = "Not sent";
/** The line a voice call's camera leaves in the chat: the AI was asked to describe it, the child did not write it. */
export const CAMERA_SHARED_LABEL = "Camera shared";
/** After a spoken answer that stopped before its end. */
export const INTERRUPTED_LABEL = "(interrupted)";

/**
 * A reply's text with its web addresses as links that open in the screen's website preview overlay;
 * the overlay offers 'Open in New Tab'.
 */
function LinkedText({ text }: { text: string }) {
  const openPreview = useOpenPreview();
  return splitLinks(text).map((part, index) =>
    part.kind === "text" ? (
      part.text
    ) : (
      <a
        key={index}
        className="chat-message-link"
        href={part.href}
        rel="noopener noreferrer"
        onClick={(event) => {
          event.preventDefault();
          openPreview(part.href);
        }}
      >
        {part.text}
      </a>
    ),
  );
}

/**
 * A message's pictures as thumbnails; tapping one opens the whole picture over the screen. The link also names the
 * whole picture, so it opens in a new tab the usual ways too.
 */
function MessagePhotos({ photos }: { photos: readonly ShownAttachment[] }) {
  const [opened, setOpened] = useState<ShownAttachment | null>(null);
  return (
    <div className="chat-attachments">
      {photos.map((photo) => (
        <a
          key={photo.id}
          className="chat-attachment-link"
          href={fullSizeSource(photo)}
          aria-label={CHAT_COPY.openPhoto(photo.fileName)}
          onClick={(event) => {
            event.preventDefault();
            setOpened(photo);
          }}
        >
          <img
            className="chat-attachment"
            src={thumbnailSource(photo)}
            alt={photo.fileName}
            loading="lazy"
            {...thumbnailSize(photo, ATTACHMENT_THUMBNAIL_MAX_PX)}
          />
        </a>
      ))}
      <MountWhenOpened open={opened !== null}>
        <PhotoViewer photo={opened} onClose={() => setOpened(null)} />
      </MountWhenOpened>
    </div>
  );
}

/** A small line in the conversation, not anyone's words: the camera was shared in a voice call. */
function CameraLine({ message }: { message: ShownMessage }) {
  return (
    <li id={`message-${message.id}`} className="chat-message chat-message--note">
      <p className="chat-note">
        <CameraIcon />
        <span>{CAMERA_SHARED_LABEL}</span>
        <time dateTime={message.createdAt} title={CHAT_COPY.sentAt}>
          {formatMessageTime(message.createdAt)}
        </time>
      </p>
    </li>
  );
}

/** One user or AI bubble: images, text (line breaks kept, links in replies), hour:minute and a copy button. */
export function MessageBubble({ message, highlighted, notSent }: MessageBubbleProps) {
  if (message.kind === "camera") return <CameraLine message={message} />;
  const fromUser = message.sender === "user";
  const images = message.attachments.filter((attachment) => attachment.fileType.startsWith("image/"));
  return (
    <li
      id={`message-${message.id}`}
      className={classNames(
        "chat-message",
        fromUser ? "chat-message--user" : "chat-message--ai",
        highlighted && "chat-message--highlighted",
        notSent && "chat-message--not-sent",
      )}
      data-highlighted={highlighted || undefined}
    >
      <article className="chat-bubble" aria-label={fromUser ? CHAT_COPY.youSaid : CHAT_COPY.aiSaid}>
        {images.length > 0 && <MessagePhotos photos={images} />}
        {message.content !== "" && (
          <p className="chat-message-text">
            {fromUser ? message.content : <LinkedText text={message.content} />}
            {message.interrupted === true && <span className="chat-message-interrupted"> {INTERRUPTED_LABEL}</span>}
          </p>
        )}
        <footer className="chat-message-meta">
          <time dateTime={message.createdAt} title={CHAT_COPY.sentAt}>
            {formatMessageTime(message.createdAt)}
          </time>
          {notSent && <span className="chat-message-not-sent">{NOT_SENT_LABEL}</span>}
          <button
            type="button"
            className="chat-copy-button"
            aria-label={CHAT_COPY.copyMessage}
            title={CHAT_COPY.copyMessage}
            onClick={() => void copyMessageText(message.content)}
          >
            <CopyIcon />
          </button>
        </footer>
      </article>
    </li>
  );
}

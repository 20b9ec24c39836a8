import { DialogFor, DialogTitle } from "@kidsafe/ui";
import { fullSizeSource } from "./attachments.ts";
import type { ShownAttachment } from "./attachments.ts";

export interface PhotoViewerProps {
  /** The photo shown full size, or null when the viewer is closed. */
  photo: ShownAttachment | null;
  onClose: () => void;
}

/** A photo of the conversation at full size, over the chat. */
export default function PhotoViewer({ photo, onClose }: PhotoViewerProps) {
  return (
    <DialogFor subject={photo} onClose={onClose} className="chat-photo-viewer" aria-describedby={undefined}>
      {(shown) => (
        <>
          <DialogTitle>{shown.fileName}</DialogTitle>
          <img className="chat-photo-full" src={fullSizeSource(shown)} alt={shown.fileName} />
        </>
      )}
    </DialogFor>
  );
}

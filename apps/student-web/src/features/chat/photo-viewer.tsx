import { Dialog, DialogContent, DialogTitle } from "@kidsafe/ui";
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
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      {photo && (
        <DialogContent className="chat-photo-viewer" aria-describedby={undefined}>
          <DialogTitle>{photo.fileName}</DialogTitle>
          <img className="chat-photo-full" src={fullSizeSource(photo)} alt={photo.fileName} />
        </DialogContent>
      )}
    </Dialog>
  );
}

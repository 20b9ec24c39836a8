import { UPLOAD_TEXTS } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useCallback, useRef, useState } from "react";
import { checkSelectedFiles, readFileAsBase64 } from "./attachments.ts";
import type { PendingUpload } from "./attachments.ts";
import { CHAT_COPY } from "./chat-copy.ts";

let lastUploadId = 0;

/**
 * The images picked for the next message (the pending-upload rules and 'Upload failed'): a
 * selection that breaks a rule is refused with the rule's toast; a good one is read to base64 and
 * confirmed with 'Files uploaded'.
 */
export function usePendingUploads() {
  const [uploads, setUploads] = useState<readonly PendingUpload[]>([]);
  // The count as of the latest change, so two quick selections cannot together pass the 5-file rule.
  const count = useRef(0);

  const replace = useCallback((next: readonly PendingUpload[]) => {
    count.current = next.length;
    setUploads(next);
  }, []);

  const addFiles = useCallback(async (files: readonly File[]) => {
    if (files.length === 0) return;
    const check = checkSelectedFiles(count.current, files);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: "destructive" });
      return;
    }
    count.current += files.length;
    const read: PendingUpload[] = [];
    for (const file of files) {
      try {
        lastUploadId += 1;
        read.push({ id: `upload-${lastUploadId}`, name: file.name, type: file.type, size: file.size, data: await readFileAsBase64(file) });
      } catch {
        count.current -= files.length;
        toast({
          title: UPLOAD_TEXTS.uploadFailedTitle,
          description: CHAT_COPY.uploadFailedDescription(file.name),
          variant: "destructive",
        });
        return;
      }
    }
    setUploads((current) => [...current, ...read]);
    toast({ title: UPLOAD_TEXTS.uploadedTitle, description: CHAT_COPY.uploadedDescription(read.length) });
  }, []);

  const remove = useCallback((uploadId: string) => {
    setUploads((current) => {
      const next = current.filter((upload) => upload.id !== uploadId);
      count.current = next.length;
      return next;
    });
  }, []);

  /** Puts back the images of a message that was not answered, unless others were picked meanwhile. */
  const restore = useCallback((previous: readonly PendingUpload[]) => {
    setUploads((current) => {
      if (current.length > 0) return current;
      count.current = previous.length;
      return previous;
    });
  }, []);

  return { uploads, addFiles, remove, replace, restore };
}

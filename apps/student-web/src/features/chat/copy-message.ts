import { CHAT_TEXTS } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";

/** 'Message copied to clipboard' or 'Failed to copy message'. */
export async function copyMessageText(text: string): Promise<boolean> {
  try {
    // Absent outside secure contexts (plain http on another host).
    if (typeof navigator.clipboard?.writeText !== "function") throw new Error("No clipboard");
    await navigator.clipboard.writeText(text);
    toast({ title: CHAT_TEXTS.copied });
    return true;
  } catch {
    toast({ title: CHAT_TEXTS.copyFailed, variant: "destructive" });
    return false;
  }
}

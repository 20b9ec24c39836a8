import { toast, toastStore } from "@kidsafe/ui";
import type { ToastHandle, ToastInput } from "@kidsafe/ui";

/** Toasts raised together with a page change, to be read on the page it leads to. */
const carriedToNextPage = new Set<string>();

/**
 * A toast that explains the page change it comes with (the session ended, the subscription was cancelled): it stays
 * on the next page, and goes with the change after that like any other.
 */
export function toastForNextPage(input: ToastInput): ToastHandle {
  const handle = toast(input);
  carriedToNextPage.add(handle.id);
  return handle;
}

/** On a new page, a toast about the page left behind is stale: every open one closes but those carried to it. */
export function dismissStaleToasts(): void {
  for (const item of toastStore.getSnapshot()) {
    if (item.open && !carriedToNextPage.has(item.id)) toastStore.dismiss(item.id);
  }
  carriedToNextPage.clear();
}

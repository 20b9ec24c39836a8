import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@kidsafe/contracts";

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

export interface ToastStore {
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (id?: string) => void;
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
}

/**
 * An external store, so any code (a mutation callback, not only a component) can raise a toast; a dismissed toast stays for its exit animation.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function commit(next: readonly ToastItem[]) {
    const kept = new Set(next.map((item) => item.id));
    for (const [id, timer] of removalTimers) {
      if (!kept.has(id)) {
        clearTimeout(timer);
        removalTimers.delete(id);
      }
    }
    toasts = next;
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    const timer = setTimeout(() => {
      removalTimers.delete(id);
      commit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS);
    removalTimers.set(id, timer);
  }

  function dismiss(id?: string) {
    const closing = toasts.filter((item) => item.open && (id === undefined || item.id === id));
    if (closing.length === 0) return;
    for (const item of closing) scheduleRemoval(item.id);
    const closingIds = new Set(closing.map((item) => item.id));
    commit(toasts.map((item) => (closingIds.has(item.id) ? { ...item, open: false } : item)));
  }

  function toast(input: ToastInput): ToastHandle {
    nextId += 1;
    const id = String(nextId);
    commit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    toast,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const toastStore = createToastStore();

export function toast(input: ToastInput): ToastHandle {
  return toastStore.toast(input);
}

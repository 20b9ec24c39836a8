import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from "@kidsafe/contracts";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { classNames } from "../class-names.ts";
import { toastStore } from "./toast-store.ts";
import type { ToastStore } from "./toast-store.ts";

export const TOAST_CLOSE_LABEL = "Dismiss notification";

export interface ToasterProps {
  store?: ToastStore;
}

export function Toaster({ store = toastStore }: ToasterProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection={TOAST_SWIPE_DIRECTION} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) store.dismiss(item.id);
          }}
          duration={item.durationMs}
          className={classNames("ks-toast", item.variant === "destructive" && "ks-toast--destructive")}
        >
          <div className="ks-toast-text">
            <ToastPrimitive.Title className="ks-toast-title">{item.title}</ToastPrimitive.Title>
            {item.description !== undefined && (
              <ToastPrimitive.Description className="ks-toast-description">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="ks-icon-button ks-toast-close" aria-label={TOAST_CLOSE_LABEL}>
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="ks-toast-viewport" hotkey={[...TOAST_HOTKEY]} />
    </ToastPrimitive.Provider>
  );
}

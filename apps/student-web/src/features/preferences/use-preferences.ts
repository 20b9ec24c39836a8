import { useCallback, useSyncExternalStore } from "react";
import { useSignedInUser } from "../auth/signed-in-user.tsx";
import { readPreferences, writePreference } from "./browser-preferences.ts";
import type { BrowserPreferences } from "./browser-preferences.ts";

// One change signal for every component showing a preference in this document; other browser tabs
// are followed through the storage event.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

// useSyncExternalStore needs a stable snapshot: cache the last read per user until something changes.
let cached: { userId: number; preferences: BrowserPreferences } | null = null;
function snapshot(userId: number): BrowserPreferences {
  if (cached?.userId !== userId) cached = { userId, preferences: readPreferences(userId) };
  return cached.preferences;
}
function invalidate(): void {
  cached = null;
  for (const listener of listeners) listener();
}
if (typeof window !== "undefined") window.addEventListener("storage", () => (cached = null));

export interface PreferencesControls extends BrowserPreferences {
  setPreference: <K extends keyof BrowserPreferences>(name: K, value: BrowserPreferences[K]) => void;
}

/** The signed-in child's age, subject, voice and phone mode, kept in the browser. */
export function usePreferences(): PreferencesControls {
  const { id: userId } = useSignedInUser();
  const preferences = useSyncExternalStore(subscribe, () => snapshot(userId));
  const setPreference = useCallback(
    <K extends keyof BrowserPreferences>(name: K, value: BrowserPreferences[K]) => {
      writePreference(userId, name, value);
      invalidate();
    },
    [userId],
  );
  return { ...preferences, setPreference };
}

import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { applyTheme, readStoredTheme, writeStoredTheme } from "./theme.ts";
import type { Theme } from "./theme.ts";

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  storageKey: string;
  /** Never written. */
  fallbackKeys?: readonly string[];
  children: ReactNode;
}

const NO_FALLBACK: readonly string[] = [];

export function ThemeProvider({ storageKey, fallbackKeys = NO_FALLBACK, children }: ThemeProviderProps) {
  // Compared by content, so callers may pass a fresh array on every render.
  const keysId = JSON.stringify([storageKey, ...fallbackKeys]);
  const readKeys = useMemo(() => JSON.parse(keysId) as string[], [keysId]);
  const [chosen, setChosen] = useState<{ keysId: string; theme: Theme } | null>(null);
  // A choice made under other keys (another user) no longer applies once the keys change.
  const theme = chosen !== null && chosen.keysId === keysId ? chosen.theme : readStoredTheme(readKeys);

  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);

  useLayoutEffect(() => {
    // Another browser tab changed the theme: follow it.
    function onStorage(event: StorageEvent) {
      if (event.key === null || readKeys.includes(event.key)) {
        setChosen({ keysId, theme: readStoredTheme(readKeys) });
      }
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [keysId, readKeys]);

  const setTheme = useCallback(
    (next: Theme) => {
      writeStoredTheme(storageKey, next);
      setChosen({ keysId, theme: next });
    },
    [storageKey, keysId],
  );

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (value === null) throw new Error("useTheme must be used inside <ThemeProvider>");
  return value;
}

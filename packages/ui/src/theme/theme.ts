export type Theme = "light" | "dark";

/** Seed 000 §3: a stored 'dark' means dark; anything else, or nothing, means light. */
export function parseStoredTheme(value: string | null): Theme {
  return value === "dark" ? "dark" : "light";
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); the default theme still works.
    return null;
  }
}

/** The theme stored under the first key that holds a value, else light. */
export function readStoredTheme(keys: readonly string[]): Theme {
  for (const key of keys) {
    const value = readStorage(key);
    if (value !== null) return parseStoredTheme(value);
  }
  return "light";
}

export function writeStoredTheme(key: string, theme: Theme): void {
  try {
    window.localStorage.setItem(key, theme);
  } catch {
    // See readStorage: the theme still applies for this page view.
  }
}

/** The stylesheet switches its colour variables on `<html data-theme>`. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

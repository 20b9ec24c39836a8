export type Theme = "light" | "dark";

/** Anything but a stored 'dark', or nothing, means light. */
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

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

import { STORAGE_KEYS } from "@kidsafe/contracts";
import type { Theme } from "@kidsafe/ui";
import { writeStoredTheme } from "@kidsafe/ui";

/**
 * The theme is kept per user (local_theme_{userId}, written by the ThemeProvider) and
 * globally (local_theme_global), so the sign-in page shows the last theme chosen in this browser.
 */
export function chooseTheme(setTheme: (theme: Theme) => void, theme: Theme): void {
  setTheme(theme);
  writeStoredTheme(STORAGE_KEYS.themeGlobal, theme);
}

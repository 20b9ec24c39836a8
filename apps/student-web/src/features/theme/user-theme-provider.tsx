import { ThemeProvider } from "@kidsafe/ui";
import type { ReactNode } from "react";
import { STORAGE_KEYS } from "../../lib/storage-keys.ts";
import { useCurrentUser } from "../auth/use-auth.ts";

/**
 * A signed-in user's theme lives in local_theme_{userId} (falling back to the global
 * one until they choose); while nobody is signed in, local_theme_global applies.
 */
export function UserThemeProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user === null) {
    return <ThemeProvider storageKey={STORAGE_KEYS.themeGlobal}>{children}</ThemeProvider>;
  }
  return (
    <ThemeProvider storageKey={STORAGE_KEYS.theme(user.id)} fallbackKeys={[STORAGE_KEYS.themeGlobal]}>
      {children}
    </ThemeProvider>
  );
}

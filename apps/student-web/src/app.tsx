import { lazyPage, PageSpinner } from "@kidsafe/ui";
import type { LazyPage } from "@kidsafe/ui";
import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { ProtectedRoute } from "./features/auth/signed-in-user.tsx";
import { currentUserQuery } from "./features/auth/use-auth.ts";
import { ConsentWatcher } from "./features/family/consent-watcher.tsx";
import { familyStatusQuery } from "./features/family/use-family-status.ts";
import { StudyModeGuard } from "./features/study-mode/study-mode-guard.tsx";
import { UserThemeProvider } from "./features/theme/user-theme-provider.tsx";
import { ROUTES } from "./lib/constants.ts";

// Each page is its own chunk, so /auth loads only what the sign-in screen needs.
const AuthPage = lazyPage(() => import("./routes/auth-page.tsx"));
const HomePage = lazyPage(() => import("./routes/home-page.tsx"));
const SettingsPage = lazyPage(() => import("./routes/settings-page.tsx"));
const NotFoundPage = lazyPage(() => import("./routes/not-found-page.tsx"));
const PrivacyPolicyPage = lazyPage(() => import("./routes/privacy-policy-page.tsx"));
const GameHubPage = lazyPage(() => import("./routes/game-hub-page.tsx"));
const DrawingHubPage = lazyPage(() => import("./routes/drawing-hub-page.tsx"));
// Toasts only answer what the child does, so their code need not hold up the first screen.
const Toaster = lazy(() => import("@kidsafe/ui/toaster").then((module) => ({ default: module.Toaster })));
// The heartbeat reports time spent, not what the first screen shows: its code need not hold that screen up.
const ActivityHeartbeat = lazy(() =>
  import("./features/settings/parental/activity-heartbeat.tsx").then((module) => ({ default: module.ActivityHeartbeat })),
);
// The parent area is one chunk of its own: a child's visit never loads it.
const ParentArea = lazyPage(() => import("./routes/parent/parent-area.tsx"));

/** Every path and its page; a `signedIn` page waits for a signed-in student (ProtectedRoute sends others to sign in). */
const PAGES: readonly { path: string; Page: LazyPage; signedIn?: true }[] = [
  { path: ROUTES.home, Page: HomePage, signedIn: true },
  { path: ROUTES.chat, Page: HomePage, signedIn: true },
  { path: ROUTES.settings, Page: SettingsPage },
  { path: ROUTES.gameHub, Page: GameHubPage, signedIn: true },
  { path: ROUTES.drawingHub, Page: DrawingHubPage },
  { path: ROUTES.auth, Page: AuthPage },
  { path: ROUTES.privacyPolicy, Page: PrivacyPolicyPage },
  { path: `${ROUTES.parent}/*`, Page: ParentArea },
  { path: "*", Page: NotFoundPage },
];

/** Where a visit starts (mountApp fetches that page's code alongside the sign-in check): the chat, or signing in. */
export const FIRST_SCREENS: Readonly<Record<string, LazyPage>> = {
  [ROUTES.home]: HomePage,
  [ROUTES.chat]: HomePage,
  [ROUTES.auth]: AuthPage,
};

/**
 * What a signed-in page waits for (index.html preloads both): who is signed in, and the family status the
 * birth-year guard reads. Both reads start at once, so each takes its preload. A signed-out visit's family read is
 * used up and dropped here: the guard must not take that stale refusal after the child signs in.
 */
export async function loadFirstData(queryClient: QueryClient): Promise<void> {
  const [user] = await Promise.all([queryClient.fetchQuery(currentUserQuery), queryClient.prefetchQuery(familyStatusQuery)]);
  if (user === null) queryClient.removeQueries({ queryKey: familyStatusQuery.queryKey, exact: true });
}

/** Routes, theme and toasts; the router and the query client come from main.tsx (or a test). */
export function App() {
  return (
    <UserThemeProvider>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {PAGES.map(({ path, Page, signedIn }) => (
            <Route
              key={path}
              path={path}
              element={
                signedIn ? (
                  <ProtectedRoute>
                    <Page />
                  </ProtectedRoute>
                ) : (
                  <Page />
                )
              }
            />
          ))}
        </Routes>
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      {/* Parental controls run wherever a student is signed in: study mode's fullscreen rules, the time limit's minutes. */}
      <StudyModeGuard />
      <Suspense fallback={null}>
        <ActivityHeartbeat />
      </Suspense>
      <ConsentWatcher />
    </UserThemeProvider>
  );
}

import { STORAGE_KEYS } from "@kidsafe/contracts";
import { lazyPage, PageRoutes, ThemeProvider, Toaster, toastStore } from "@kidsafe/ui";
import type { LazyPage } from "@kidsafe/ui";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { ROUTES } from "./lib/constants.ts";

const NotFoundPage = lazyPage(() => import("./routes/not-found-page.tsx"));

/** Where an operator's visit starts (mountApp fetches that page's code at once): the console, or its sign-in. */
export const FIRST_SCREENS: Readonly<Record<string, LazyPage>> = {
  [ROUTES.signIn]: lazyPage(() => import("./routes/sign-in-page.tsx")),
  [ROUTES.admin]: lazyPage(() => import("./routes/admin-page.tsx")),
};

// Each page is its own chunk; every page but the sign-in needs an operator (OperatorRoute inside the page).
const PAGES: Readonly<Record<string, LazyPage>> = {
  ...FIRST_SCREENS,
  [ROUTES.reports]: lazyPage(() => import("./routes/reports-page.tsx")),
  [ROUTES.advertisers]: lazyPage(() => import("./routes/advertisers-page.tsx")),
  [ROUTES.review]: lazyPage(() => import("./routes/review-page.tsx")),
  [ROUTES.blockedAnswers]: lazyPage(() => import("./routes/blocked-answers-page.tsx")),
  [ROUTES.safetyEvents]: lazyPage(() => import("./routes/safety-events-page.tsx")),
  [ROUTES.billing]: lazyPage(() => import("./routes/billing-page.tsx")),
  [ROUTES.audit]: lazyPage(() => import("./routes/audit-page.tsx")),
  [ROUTES.previewTest]: lazyPage(() => import("./routes/preview-test-page.tsx")),
  [ROUTES.security]: lazyPage(() => import("./routes/security-page.tsx")),
  [ROUTES.queues]: lazyPage(() => import("./routes/queues-page.tsx")),
};

/** Routes, theme and toasts; the router and the query client come from main.tsx (or a test). */
export function App() {
  return (
    <ThemeProvider storageKey={STORAGE_KEYS.themeGlobal}>
      <PageRoutes pages={PAGES} notFound={NotFoundPage} />
      <Toaster />
      <DismissToastsOnNavigation />
    </ThemeProvider>
  );
}

/** A toast belongs to the page it was raised on: another page (signing in included) starts without it. */
function DismissToastsOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => toastStore.dismiss(), [pathname]);
  return null;
}

import { STORAGE_KEYS } from "@kidsafe/contracts";
import { lazyPage, PageRoutes, ThemeProvider, Toaster } from "@kidsafe/ui";
import type { LazyPage } from "@kidsafe/ui";
import type { ComponentType } from "react";
import { Navigate } from "react-router";
import { useDismissToastsOnPageChange } from "./features/toasts/use-dismiss-toasts-on-page-change.ts";
import { ROUTES } from "./lib/constants.ts";

/** Where an app developer's visit starts (mountApp fetches that page's code at once). */
export const FIRST_SCREENS: Readonly<Record<string, LazyPage>> = {
  [ROUTES.advertise]: lazyPage(() => import("./routes/advertise-page.tsx")),
  [ROUTES.login]: lazyPage(() => import("./routes/login-page.tsx")),
};

// Each page is its own chunk, so the marketing page loads only what it shows.
const PAGES: Readonly<Record<string, ComponentType>> = {
  ...FIRST_SCREENS,
  [ROUTES.advertiser]: StartRegistration,
  [ROUTES.register]: lazyPage(() => import("./routes/register-page.tsx")),
  [ROUTES.safetyCheck]: lazyPage(() => import("./routes/safety-check-page.tsx")),
  [ROUTES.paymentComplete]: lazyPage(() => import("./routes/payment-complete-page.tsx")),
  [ROUTES.portal]: lazyPage(() => import("./routes/portal-page.tsx")),
  [ROUTES.billing]: lazyPage(() => import("./routes/billing-page.tsx")),
};

const NotFoundPage = lazyPage(() => import("./routes/not-found-page.tsx"));

/** Get Started's target: it leads on to the registration form. */
function StartRegistration() {
  return <Navigate to={ROUTES.register} replace />;
}

/** Routes, theme and toasts; the router and the query client come from main.tsx (or a test). */
export function App() {
  useDismissToastsOnPageChange();
  return (
    <ThemeProvider storageKey={STORAGE_KEYS.themeGlobal}>
      <PageRoutes pages={PAGES} notFound={NotFoundPage} />
      <Toaster />
    </ThemeProvider>
  );
}

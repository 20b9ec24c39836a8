import { STORAGE_KEYS } from "@kidsafe/contracts";
import { lazyPage, PageSpinner, ThemeProvider, Toaster } from "@kidsafe/ui";
import type { LazyPage } from "@kidsafe/ui";
import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { useDismissToastsOnPageChange } from "./features/toasts/use-dismiss-toasts-on-page-change.ts";
import { ROUTES } from "./lib/constants.ts";

// Each page is its own chunk, so the marketing page loads only what it shows.
const AdvertisePage = lazyPage(() => import("./routes/advertise-page.tsx"));
const RegisterPage = lazyPage(() => import("./routes/register-page.tsx"));
const SafetyCheckPage = lazyPage(() => import("./routes/safety-check-page.tsx"));
const PaymentCompletePage = lazyPage(() => import("./routes/payment-complete-page.tsx"));
const LoginPage = lazyPage(() => import("./routes/login-page.tsx"));
const PortalPage = lazyPage(() => import("./routes/portal-page.tsx"));
const BillingPage = lazyPage(() => import("./routes/billing-page.tsx"));
const NotFoundPage = lazyPage(() => import("./routes/not-found-page.tsx"));

/** Where an app developer's visit starts (mountApp fetches that page's code at once). */
export const FIRST_SCREENS: Readonly<Record<string, LazyPage>> = { [ROUTES.advertise]: AdvertisePage, [ROUTES.login]: LoginPage };

/** Routes, theme and toasts; the router and the query client come from main.tsx (or a test). */
export function App() {
  useDismissToastsOnPageChange();
  return (
    <ThemeProvider storageKey={STORAGE_KEYS.themeGlobal}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path={ROUTES.advertise} element={<AdvertisePage />} />
          <Route path={ROUTES.advertiser} element={<Navigate to={ROUTES.register} replace />} />
          <Route path={ROUTES.register} element={<RegisterPage />} />
          <Route path={ROUTES.safetyCheck} element={<SafetyCheckPage />} />
          <Route path={ROUTES.paymentComplete} element={<PaymentCompletePage />} />
          <Route path={ROUTES.login} element={<LoginPage />} />
          <Route path={ROUTES.portal} element={<PortalPage />} />
          <Route path={ROUTES.billing} element={<BillingPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <Toaster />
    </ThemeProvider>
  );
}

import { STORAGE_KEYS } from "@kidsafe/contracts";
import { PageSpinner, ThemeProvider, Toaster } from "@kidsafe/ui";
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { useDismissToastsOnPageChange } from "./features/toasts/use-dismiss-toasts-on-page-change.ts";
import { ROUTES } from "./lib/constants.ts";

// Each page is its own chunk, so the marketing page loads only what it shows.
const AdvertisePage = lazy(() => import("./routes/advertise-page.tsx"));
const RegisterPage = lazy(() => import("./routes/register-page.tsx"));
const SafetyCheckPage = lazy(() => import("./routes/safety-check-page.tsx"));
const PaymentCompletePage = lazy(() => import("./routes/payment-complete-page.tsx"));
const LoginPage = lazy(() => import("./routes/login-page.tsx"));
const PortalPage = lazy(() => import("./routes/portal-page.tsx"));
const BillingPage = lazy(() => import("./routes/billing-page.tsx"));
const NotFoundPage = lazy(() => import("./routes/not-found-page.tsx"));

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

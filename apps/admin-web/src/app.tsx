import { STORAGE_KEYS } from "@kidsafe/contracts";
import { PageSpinner, ThemeProvider, Toaster, toastStore } from "@kidsafe/ui";
import { lazy, Suspense, useEffect } from "react";
import { Route, Routes, useLocation } from "react-router";
import { ROUTES } from "./lib/constants.ts";

// Each page is its own chunk; every page but the sign-in needs an operator (OperatorRoute inside the page).
const SignInPage = lazy(() => import("./routes/sign-in-page.tsx"));
const AdminPage = lazy(() => import("./routes/admin-page.tsx"));
const ReportsPage = lazy(() => import("./routes/reports-page.tsx"));
const AdvertisersPage = lazy(() => import("./routes/advertisers-page.tsx"));
const ReviewPage = lazy(() => import("./routes/review-page.tsx"));
const BlockedAnswersPage = lazy(() => import("./routes/blocked-answers-page.tsx"));
const SafetyEventsPage = lazy(() => import("./routes/safety-events-page.tsx"));
const BillingPage = lazy(() => import("./routes/billing-page.tsx"));
const AuditPage = lazy(() => import("./routes/audit-page.tsx"));
const PreviewTestPage = lazy(() => import("./routes/preview-test-page.tsx"));
const SecurityPage = lazy(() => import("./routes/security-page.tsx"));
const QueuesPage = lazy(() => import("./routes/queues-page.tsx"));
const NotFoundPage = lazy(() => import("./routes/not-found-page.tsx"));

/** Routes, theme and toasts; the router and the query client come from main.tsx (or a test). */
export function App() {
  return (
    <ThemeProvider storageKey={STORAGE_KEYS.themeGlobal}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path={ROUTES.signIn} element={<SignInPage />} />
          <Route path={ROUTES.admin} element={<AdminPage />} />
          <Route path={ROUTES.reports} element={<ReportsPage />} />
          <Route path={ROUTES.advertisers} element={<AdvertisersPage />} />
          <Route path={ROUTES.review} element={<ReviewPage />} />
          <Route path={ROUTES.blockedAnswers} element={<BlockedAnswersPage />} />
          <Route path={ROUTES.safetyEvents} element={<SafetyEventsPage />} />
          <Route path={ROUTES.billing} element={<BillingPage />} />
          <Route path={ROUTES.audit} element={<AuditPage />} />
          <Route path={ROUTES.previewTest} element={<PreviewTestPage />} />
          <Route path={ROUTES.security} element={<SecurityPage />} />
          <Route path={ROUTES.queues} element={<QueuesPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
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

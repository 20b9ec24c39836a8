import { STORAGE_KEYS } from "@kidsafe/contracts";
import { lazyPage, PageSpinner, ThemeProvider, Toaster, toastStore } from "@kidsafe/ui";
import type { LazyPage } from "@kidsafe/ui";
import { Suspense, useEffect } from "react";
import { Route, Routes, useLocation } from "react-router";
import { ROUTES } from "./lib/constants.ts";

// Each page is its own chunk; every page but the sign-in needs an operator (OperatorRoute inside the page).
const SignInPage = lazyPage(() => import("./routes/sign-in-page.tsx"));
const AdminPage = lazyPage(() => import("./routes/admin-page.tsx"));
const ReportsPage = lazyPage(() => import("./routes/reports-page.tsx"));
const AdvertisersPage = lazyPage(() => import("./routes/advertisers-page.tsx"));
const ReviewPage = lazyPage(() => import("./routes/review-page.tsx"));
const BlockedAnswersPage = lazyPage(() => import("./routes/blocked-answers-page.tsx"));
const SafetyEventsPage = lazyPage(() => import("./routes/safety-events-page.tsx"));
const BillingPage = lazyPage(() => import("./routes/billing-page.tsx"));
const AuditPage = lazyPage(() => import("./routes/audit-page.tsx"));
const PreviewTestPage = lazyPage(() => import("./routes/preview-test-page.tsx"));
const SecurityPage = lazyPage(() => import("./routes/security-page.tsx"));
const QueuesPage = lazyPage(() => import("./routes/queues-page.tsx"));
const NotFoundPage = lazyPage(() => import("./routes/not-found-page.tsx"));

/** Where an operator's visit starts (mountApp fetches that page's code at once): the console, or its sign-in. */
export const FIRST_SCREENS: Readonly<Record<string, LazyPage>> = { [ROUTES.admin]: AdminPage, [ROUTES.signIn]: SignInPage };

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

import { STORAGE_KEYS } from "@kidsafe/contracts";
import { PageSpinner, ThemeProvider, Toaster } from "@kidsafe/ui";
import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { ROUTES } from "./lib/constants.ts";

const AdvertisePage = lazy(() => import("./routes/advertise-page.tsx"));
const NotFoundPage = lazy(() => import("./routes/not-found-page.tsx"));

/** Routes, theme and toasts; the router comes from main.tsx (or a test). */
export function App() {
  return (
    <ThemeProvider storageKey={STORAGE_KEYS.themeGlobal}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path={ROUTES.advertise} element={<AdvertisePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <Toaster />
    </ThemeProvider>
  );
}

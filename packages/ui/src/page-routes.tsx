import { Suspense } from "react";
import type { ComponentType } from "react";
import { Route, Routes } from "react-router";
import { PageSpinner } from "./components/spinner.tsx";

export interface PageRoutesProps {
  /** Each path's page (React Router's path syntax). */
  pages: Readonly<Record<string, ComponentType>>;
  /** The page of every other path. */
  notFound: ComponentType;
}

/** An app's routes as a table of pages; a spinner stands in while a lazy page's code arrives. */
export function PageRoutes({ pages, notFound: NotFound }: PageRoutesProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

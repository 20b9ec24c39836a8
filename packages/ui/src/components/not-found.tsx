import { GENERAL_TEXTS } from "@kidsafe/contracts";
import type { ReactNode } from "react";
import { buttonClassName } from "./button.tsx";
import { useDocumentTitle } from "./use-document-title.ts";

export const NOT_FOUND_TITLE = GENERAL_TEXTS.notFound;
export const NOT_FOUND_MESSAGE = "We looked everywhere, but this page doesn't exist.";

export interface NotFoundPageProps {
  /** A plain link, because the apps share one origin but not one router. */
  homeHref?: string;
  homeLabel?: string;
  logo?: ReactNode;
}

export function NotFoundPage({ homeHref = "/", homeLabel = "Go Home", logo }: NotFoundPageProps) {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <main className="ks-centered-page">
      <div className="ks-card ks-not-found">
        {logo}
        <h1 className="ks-not-found-title">{NOT_FOUND_TITLE}</h1>
        <p className="ks-muted">{NOT_FOUND_MESSAGE}</p>
        <a className={buttonClassName()} href={homeHref}>
          {homeLabel}
        </a>
      </div>
    </main>
  );
}

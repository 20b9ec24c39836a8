import type { ReactNode } from "react";
import { classNames } from "@kidsafe/ui";
import { BrandLink } from "./brand-link.tsx";

export interface PageShellProps {
  children: ReactNode;
  /** Extra class for the <main> (its layout). */
  mainClassName?: string;
}

/** The frame of every advertiser page: the brand bar, then the page's main content. */
export function PageShell({ children, mainClassName }: PageShellProps) {
  return (
    <div className="page">
      <header className="page-header">
        <BrandLink />
      </header>
      <main className={classNames("page-main", mainClassName)}>{children}</main>
    </div>
  );
}

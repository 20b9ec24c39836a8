import { Card } from "@kidsafe/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { ROUTES } from "../../lib/constants.ts";

/** The ways between the parent area's pages for a visitor who is not signed in. */
const PAGE_LINKS = {
  signIn: { to: ROUTES.parent, label: PARENT_COPY.signInLink },
  signUp: { to: ROUTES.parentSignUp, label: PARENT_COPY.signUpLink },
  forgotPassword: { to: ROUTES.parentResetRequest, label: PARENT_COPY.forgotLink },
} as const;

export interface ParentCardProps {
  title: string;
  /** Shown under the content, in this order. */
  links?: readonly (keyof typeof PAGE_LINKS)[];
  children: ReactNode;
}

/** A page of the parent area on its own card: its heading, what it asks or says, and the links to the other pages. */
export function ParentCard({ title, links = [], children }: ParentCardProps) {
  return (
    <Card className="parent-card">
      <h1>{title}</h1>
      {children}
      {links.length > 0 && (
        <nav className="parent-links">
          {links.map((link) => (
            <Link key={link} to={PAGE_LINKS[link].to}>
              {PAGE_LINKS[link].label}
            </Link>
          ))}
        </nav>
      )}
    </Card>
  );
}

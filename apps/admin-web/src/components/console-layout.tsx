import { Button, Logo } from "@kidsafe/ui";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useOperator, useSignOut } from "../features/session/use-operator.ts";
import { CONSOLE_COPY, QUEUE_BOARD_HREF, ROUTES, STUDENT_HOME_HREF } from "../lib/constants.ts";

const NAV = [
  { to: ROUTES.admin, label: CONSOLE_COPY.nav.aiKey },
  { to: ROUTES.safetyEvents, label: CONSOLE_COPY.nav.safetyEvents },
  { to: ROUTES.reports, label: CONSOLE_COPY.nav.reports },
  { to: ROUTES.advertisers, label: CONSOLE_COPY.nav.advertisers },
  { to: ROUTES.review, label: CONSOLE_COPY.nav.review },
  { to: ROUTES.blockedAnswers, label: CONSOLE_COPY.nav.blockedAnswers },
  { to: ROUTES.billing, label: CONSOLE_COPY.nav.billing },
  { to: ROUTES.audit, label: CONSOLE_COPY.nav.audit },
  { to: ROUTES.previewTest, label: CONSOLE_COPY.nav.previewTest },
  { to: ROUTES.security, label: CONSOLE_COPY.nav.security },
] as const;

/** Every console page: the navigation, who is signed in, sign-out, and the link back to the chat home. */
export function ConsoleLayout({ title, children }: { title: string; children: ReactNode }) {
  const { operator } = useOperator();
  const signOut = useSignOut();
  return (
    <div className="console">
      <header className="console-header">
        <Logo size={32} />
        <strong>{CONSOLE_COPY.title}</strong>
        <nav className="console-nav" aria-label="Console">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end>
              {item.label}
            </NavLink>
          ))}
          <a href={QUEUE_BOARD_HREF}>{CONSOLE_COPY.nav.queues}</a>
        </nav>
        <span className="console-operator">{operator?.username}</span>
        <Button variant="ghost" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
          {CONSOLE_COPY.signOut}
        </Button>
      </header>
      <main className="console-main">
        <h1 className="console-title">{title}</h1>
        {children}
      </main>
      <footer className="console-footer">
        <a href={STUDENT_HOME_HREF}>{CONSOLE_COPY.backToChat}</a>
      </footer>
    </div>
  );
}

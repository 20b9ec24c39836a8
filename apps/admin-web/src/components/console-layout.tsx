import { Button, DisclosureButton, Logo } from "@kidsafe/ui";
import { LogOut, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { useOperator, useSignOut } from "../features/session/use-operator.ts";
import { CONSOLE_COPY, STUDENT_HOME_HREF } from "../lib/constants.ts";
import { NAV_GROUPS } from "./console-nav.ts";

const NAV_ID = "console-navigation";

/**
 * Every console page: a side navigation (a menu button at phone width) with the current page marked, who is signed
 * in and "Sign out" always at hand, and the page's title and content beside it.
 */
export function ConsoleLayout({ title, children }: { title: string; children: ReactNode }) {
  const { operator } = useOperator();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // The phone's menu closes once a page is picked, and on Escape.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", close);
    return () => window.removeEventListener("keydown", close);
  }, [menuOpen]);

  return (
    <div className="console" data-menu-open={menuOpen || undefined}>
      <header className="console-topbar">
        <span className="console-brand">
          <Logo size={28} />
          <span>{CONSOLE_COPY.title}</span>
        </span>
        <DisclosureButton variant="ghost" size="sm" className="console-menu-button" open={menuOpen} onOpenChange={setMenuOpen} controls={NAV_ID}>
          {menuOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
          {menuOpen ? CONSOLE_COPY.closeMenu : CONSOLE_COPY.openMenu}
        </DisclosureButton>
      </header>
      <aside className="console-sidebar" id={NAV_ID}>
        <span className="console-brand console-sidebar-brand">
          <Logo size={32} />
          <span>{CONSOLE_COPY.title}</span>
        </span>
        <nav className="console-nav" aria-label="Console">
          {NAV_GROUPS.map((group) => (
            <div key={group.label} className="console-nav-group">
              <p className="console-nav-heading" id={`console-nav-${group.label}`}>
                {group.label}
              </p>
              <ul aria-labelledby={`console-nav-${group.label}`}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className="console-nav-link">
                      <item.icon aria-hidden="true" size={18} />
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="console-sidebar-footer">
          {operator && <p className="console-operator">{CONSOLE_COPY.signedInAs(operator.username)}</p>}
          <Button variant="secondary" size="sm" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut aria-hidden="true" size={18} />
            {CONSOLE_COPY.signOut}
          </Button>
          <a href={STUDENT_HOME_HREF}>{CONSOLE_COPY.backToChat}</a>
        </div>
      </aside>
      <main className="console-main">
        <h1 className="console-title">{title}</h1>
        {children}
      </main>
    </div>
  );
}

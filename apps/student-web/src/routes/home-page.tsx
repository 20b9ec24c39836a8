import { Logo, useDocumentTitle } from "@kidsafe/ui";
import { Link } from "react-router";
import { Brand } from "../components/brand.tsx";
import { LogoutButton } from "../features/auth/logout-button.tsx";
import { useSignedInUser } from "../features/auth/signed-in-user.tsx";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";

export const HOME_COPY = {
  greeting: (username: string) => `Hello ${username}!`,
  settingsLink: "Settings",
} as const;

/** The signed-in home at / and /chat. */
export default function HomePage() {
  const user = useSignedInUser();
  useDocumentTitle(PRODUCT_NAME);
  return (
    <div className="app-shell">
      <header className="app-header">
        <Brand />
        <nav className="app-header-actions" aria-label="Account">
          <Link to={ROUTES.settings}>{HOME_COPY.settingsLink}</Link>
          <LogoutButton size="sm" />
        </nav>
      </header>
      <main className="home-main">
        <Logo size={112} className="home-logo" />
        <h1 className="home-greeting">{HOME_COPY.greeting(user.username)}</h1>
      </main>
    </div>
  );
}

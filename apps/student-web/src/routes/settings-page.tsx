import { Card, PageSpinner, useDocumentTitle } from "@kidsafe/ui";
import { Link } from "react-router";
import { Brand } from "../components/brand.tsx";
import { LoginRequired } from "../components/login-required.tsx";
import { AUTH_COPY } from "../features/auth/auth-copy.ts";
import { ProtectedRoute } from "../features/auth/signed-in-user.tsx";
import { useCurrentUser } from "../features/auth/use-auth.ts";
import { SETTINGS_COPY } from "../features/settings/settings-copy.ts";
import { SettingsControls } from "../features/settings/settings-controls.tsx";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";

/**
 * The settings page: the username, the account type 'Free', a link back to / and every setting of
 * the panel. It needs a signed-in user, but tells a signed-out visitor so rather than redirecting.
 */
export default function SettingsPage() {
  useDocumentTitle(`${SETTINGS_COPY.title} · ${PRODUCT_NAME}`);
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label={AUTH_COPY.checkingSignIn} />;

  return (
    <main className="ks-centered-page">
      <Card className="settings-card">
        <Brand />
        {user === null ? (
          <LoginRequired className="settings-login-required" message={SETTINGS_COPY.loginRequired} />
        ) : (
          <>
            <h1 className="settings-title">{SETTINGS_COPY.title}</h1>
            <dl className="settings-list">
              <div>
                <dt>{SETTINGS_COPY.usernameLabel}</dt>
                <dd>{user.username}</dd>
              </div>
              <div>
                <dt>{SETTINGS_COPY.accountTypeLabel}</dt>
                <dd>{SETTINGS_COPY.accountType}</dd>
              </div>
            </dl>
            {/* The user is known here: ProtectedRoute only hands it to the settings below. */}
            <ProtectedRoute>
              <section className="settings-page-controls" aria-label={SETTINGS_COPY.title}>
                <SettingsControls />
              </section>
            </ProtectedRoute>
            <Link to={ROUTES.home}>{SETTINGS_COPY.backLink}</Link>
          </>
        )}
      </Card>
    </main>
  );
}

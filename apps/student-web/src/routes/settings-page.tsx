import { GENERAL_TEXTS, SETTINGS_TEXTS } from "@kidsafe/contracts";
import { buttonClassName, Card, PageSpinner, useDocumentTitle } from "@kidsafe/ui";
import { Link } from "react-router";
import { Brand } from "../components/brand.tsx";
import { AUTH_COPY } from "../features/auth/auth-copy.ts";
import { useCurrentUser } from "../features/auth/use-auth.ts";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";

export const SETTINGS_COPY = {
  title: "Settings",
  loginRequired: SETTINGS_TEXTS.loginRequired,
  loginLink: GENERAL_TEXTS.login,
  usernameLabel: "Username",
  accountTypeLabel: "Account type",
  backLink: GENERAL_TEXTS.backToChat,
} as const;

/** Seed 000 §2: needs a signed-in user, but tells a signed-out visitor rather than redirecting. */
export default function SettingsPage() {
  useDocumentTitle(`${SETTINGS_COPY.title} · ${PRODUCT_NAME}`);
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label={AUTH_COPY.checkingSignIn} />;

  return (
    <main className="ks-centered-page">
      <Card className="settings-card">
        <Brand />
        {user === null ? (
          <>
            <p className="settings-login-required">{SETTINGS_COPY.loginRequired}</p>
            <Link className={buttonClassName()} to={ROUTES.auth}>
              {SETTINGS_COPY.loginLink}
            </Link>
          </>
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
                <dd>{SETTINGS_TEXTS.accountType}</dd>
              </div>
            </dl>
            <Link to={ROUTES.home}>{SETTINGS_COPY.backLink}</Link>
          </>
        )}
      </Card>
    </main>
  );
}

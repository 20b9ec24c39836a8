import { AUTH_TEXTS, FAMILY_TEXTS } from "@kidsafe/contracts";
import { Card, Logo, Tabs, TabsContent, TabsList, TabsTrigger, useDocumentTitle } from "@kidsafe/ui";
import { Link, Navigate } from "react-router";
import { AUTH_COPY } from "../features/auth/auth-copy.ts";
import { CredentialsForm } from "../features/auth/credentials-form.tsx";
import { useCurrentUser, useLogin, useRegister } from "../features/auth/use-auth.ts";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";

const AUTH_TABS = { login: "login", signUp: "sign-up" } as const;

/**
 * /auth: Login (default) and Sign Up tabs. The form shows while the sign-in check runs, as its prerendered HTML
 * does (auth.html); a visitor found signed in goes on to /.
 */
export default function AuthPage() {
  useDocumentTitle(`${AUTH_TEXTS.heading} · ${PRODUCT_NAME}`);
  const { user } = useCurrentUser();
  const login = useLogin();
  const registration = useRegister();

  if (user !== null) return <Navigate to={ROUTES.home} replace />;

  return (
    <main className="auth-page">
      <div className="auth-brand">
        <Logo size={72} />
        <p className="auth-product-name ks-gradient-text">{PRODUCT_NAME}</p>
        <p className="auth-tagline">{AUTH_TEXTS.tagline}</p>
      </div>
      <Card className="auth-card">
        <div className="auth-card-heading">
          <h1>{AUTH_TEXTS.heading}</h1>
          <p className="ks-muted">{AUTH_TEXTS.subheading}</p>
        </div>
        <Tabs defaultValue={AUTH_TABS.login}>
          <TabsList aria-label={AUTH_COPY.tabsLabel}>
            <TabsTrigger value={AUTH_TABS.login}>{AUTH_COPY.loginTab}</TabsTrigger>
            <TabsTrigger value={AUTH_TABS.signUp}>{AUTH_COPY.signUpTab}</TabsTrigger>
          </TabsList>
          <TabsContent value={AUTH_TABS.login}>
            <CredentialsForm mutation={login} submitLabel={AUTH_COPY.signInButton} passwordAutoComplete="current-password" />
          </TabsContent>
          <TabsContent value={AUTH_TABS.signUp}>
            <CredentialsForm mutation={registration} submitLabel={AUTH_COPY.createAccountButton} passwordAutoComplete="new-password" />
          </TabsContent>
        </Tabs>
      </Card>
      <Link className="auth-parent-link" to={ROUTES.parent}>
        {FAMILY_TEXTS.imAParent}
      </Link>
    </main>
  );
}

import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { Button, useDocumentTitle } from "@kidsafe/ui";
import { Link } from "react-router";
import { CompanyPasswordField, useCompanyPassword } from "../../components/company-password-field.tsx";
import { PageShell } from "../../components/page-shell.tsx";
import { TitledCard } from "../../components/titled-card.tsx";
import { PRODUCT_NAME, ROUTES } from "../../lib/constants.ts";
import { PORTAL_COPY } from "./portal-copy.ts";
import { usePortalAuthenticate } from "./use-portal-authenticate.ts";

/** 'Access Portal' asks for the password of this portal; 'Login with email' leads to the login page. */
export function PortalPasswordPrompt({ id, appName }: { id: number; appName: string }) {
  useDocumentTitle(`${ADVERTISER_TEXTS.accessPortal} · ${PRODUCT_NAME}`);
  const authenticate = usePortalAuthenticate(id, appName);
  const form = useCompanyPassword((password) => authenticate.mutate(password, { onError: () => form.clear() }), authenticate.isPending);

  return (
    <PageShell mainClassName="narrow-main">
      <TitledCard className="form-card" titleId="access-portal-title" title={ADVERTISER_TEXTS.accessPortal} level={1}>
        <p className="portal-app-name">{appName}</p>
        <p className="ks-muted">{PORTAL_COPY.promptIntro(appName)}</p>
        <form className="stacked-form" onSubmit={form.handleSubmit} noValidate>
          <CompanyPasswordField label={PORTAL_COPY.passwordLabel} form={form} />
          <Button type="submit" size="lg" fullWidth loading={authenticate.isPending}>
            {ADVERTISER_TEXTS.accessPortal}
          </Button>
        </form>
        <p className="form-card-footer">
          <Link to={ROUTES.login}>{ADVERTISER_TEXTS.loginWithEmail}</Link>
        </p>
      </TitledCard>
    </PageShell>
  );
}

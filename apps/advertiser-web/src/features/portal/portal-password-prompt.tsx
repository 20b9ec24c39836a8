import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { Button, Card, TextField, toast, useDocumentTitle } from "@kidsafe/ui";
import { useState } from "react";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { PageShell } from "../../components/page-shell.tsx";
import { PRODUCT_NAME, ROUTES } from "../../lib/constants.ts";
import { PORTAL_COPY } from "./portal-copy.ts";
import { usePortalAuthenticate } from "./use-portal-authenticate.ts";

/** Seed 001 §2: 'Access Portal' asks for the password of this portal; 'Login with email' leads to the login page. */
export function PortalPasswordPrompt({ id, appName }: { id: number; appName: string }) {
  useDocumentTitle(`${ADVERTISER_TEXTS.accessPortal} · ${PRODUCT_NAME}`);
  const authenticate = usePortalAuthenticate(id, appName);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (authenticate.isPending) return;
    if (password.trim() === "") {
      setError(ADVERTISER_TEXTS.passwordRequired);
      toast({ title: ADVERTISER_TEXTS.passwordRequiredTitle, description: ADVERTISER_TEXTS.passwordRequired, variant: "destructive" });
      return;
    }
    authenticate.mutate(password, { onError: () => setPassword("") });
  }

  return (
    <PageShell mainClassName="narrow-main">
      <Card className="form-card" aria-labelledby="access-portal-title">
        <h1 id="access-portal-title" className="ks-card-title">
          {ADVERTISER_TEXTS.accessPortal}
        </h1>
        <p className="portal-app-name">{appName}</p>
        <p className="ks-muted">{PORTAL_COPY.promptIntro(appName)}</p>
        <form className="stacked-form" onSubmit={handleSubmit} noValidate>
          <TextField
            label={PORTAL_COPY.passwordLabel}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-required="true"
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" size="lg" fullWidth loading={authenticate.isPending}>
            {ADVERTISER_TEXTS.accessPortal}
          </Button>
        </form>
        <p className="form-card-footer">
          <Link to={ROUTES.login}>{ADVERTISER_TEXTS.loginWithEmail}</Link>
        </p>
      </Card>
    </PageShell>
  );
}

import { Card, PageSpinner, useDocumentTitle } from "@kidsafe/ui";
import { useNavigate } from "react-router";
import { Brand } from "../components/brand.tsx";
import { LoginRequired } from "../components/login-required.tsx";
import { AUTH_COPY } from "../features/auth/auth-copy.ts";
import { useCurrentUser } from "../features/auth/use-auth.ts";
import { DRAWING_COPY } from "../features/drawing/drawing-copy.ts";
import DrawingHub from "../features/drawing/drawing-hub.tsx";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";

export const DRAWING_PAGE_COPY = { back: "Back" } as const;

/** True when the tab has no page before this one (opened in a new tab), so "back" would do nothing. */
function nothingToGoBackTo(): boolean {
  return window.history.length <= 1;
}

/**
 * /ai-paint: signed out, the page says so with a Login link (no redirect); signed in, the
 * Drawing Hub, whose back action is the browser's history back (or / when there is nowhere to go back to).
 */
export default function DrawingHubPage() {
  useDocumentTitle(`${DRAWING_COPY.title} · ${PRODUCT_NAME}`);
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  if (isLoading) return <PageSpinner label={AUTH_COPY.checkingSignIn} />;

  if (user === null) {
    return (
      <main className="ks-centered-page">
        <Card className="drawing-login-card">
          <Brand />
          <LoginRequired className="drawing-login-required" message={DRAWING_COPY.loginRequired} />
        </Card>
      </main>
    );
  }

  return (
    <main className="drawing-hub-page">
      <DrawingHub
        backLabel={DRAWING_PAGE_COPY.back}
        onBack={() => void (nothingToGoBackTo() ? navigate(ROUTES.home) : navigate(-1))}
        onHome={() => void navigate(ROUTES.home)}
      />
    </main>
  );
}

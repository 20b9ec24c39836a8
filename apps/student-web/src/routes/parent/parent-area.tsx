import { Button, PageSpinner, useDocumentTitle } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { Link, Route, Routes, useSearchParams } from "react-router";
import { Brand } from "../../components/brand.tsx";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { ParentDashboard } from "../../features/parent/parent-dashboard.tsx";
import { useParent, useSetParent } from "../../features/parent/use-parent.ts";
import { parentApi } from "../../lib/api/parent.ts";
import { ROUTES } from "../../lib/constants.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { ParentChildPage } from "./parent-child-page.tsx";
import { ParentConsentDonePage } from "./parent-consent-done-page.tsx";
import { ParentResetPage, ParentResetRequestPage } from "./parent-reset-pages.tsx";
import { ParentSignInPage } from "./parent-sign-in-page.tsx";
import { ParentSignUpPage } from "./parent-sign-up-page.tsx";
import { ParentUnsubscribePage } from "./parent-unsubscribe-page.tsx";
import { ParentVerifyPage } from "./parent-verify-page.tsx";
import "../../features/parent/parent.css";

/** The parent area under /parent: a layout of its own (no child's tabs or bottom bar), phone first. */
export default function ParentArea() {
  useDocumentTitle(PARENT_COPY.pageTitle);
  return (
    <div className="parent-area">
      <ParentHeader />
      <main className="parent-main">
        <Routes>
          <Route index element={<SignedInOnly />} />
          <Route path="link" element={<SignedInOnly />} />
          <Route path="sign-up" element={<ParentSignUpPage />} />
          <Route path="verify" element={<ParentVerifyPage />} />
          <Route path="forgot-password" element={<ParentResetRequestPage />} />
          <Route path="reset" element={<ParentResetPage />} />
          <Route path="consent/done" element={<ParentConsentDonePage />} />
          <Route path="children/:childId" element={<ParentChildPage />} />
          <Route path="unsubscribe" element={<ParentUnsubscribePage />} />
          <Route path="*" element={<SignedInOnly />} />
        </Routes>
      </main>
      <footer className="parent-footer">
        <Link to={ROUTES.privacyPolicy}>{PARENT_COPY.privacyPolicy}</Link>
        <Link to={ROUTES.auth}>{PARENT_COPY.backToKidSafe}</Link>
      </footer>
    </div>
  );
}

/** The dashboard for a signed-in parent, else the sign-in (a ?code= from the child's link waits in the URL). */
function SignedInOnly() {
  const parent = useParent();
  const [params] = useSearchParams();
  if (parent.isPending) return <PageSpinner label={PARENT_COPY.checking} />;
  if (parent.data === null || parent.data === undefined) return <ParentSignInPage />;
  return <ParentDashboard parent={parent.data} initialCode={params.get("code") ?? undefined} />;
}

function ParentHeader() {
  const parent = useParent();
  const setParent = useSetParent();
  const signOut = useMutation({ mutationFn: parentApi.signOut, onSettled: () => setParent(null) });
  return (
    <header className="parent-header">
      <Link to={ROUTES.parent} className="parent-home-link">
        <Brand size={32} />
        <span className="parent-area-name">{PARENT_COPY.areaName}</span>
      </Link>
      {parent.data && (
        <div className="parent-account">
          <span className="parent-email">{parent.data.email}</span>
          <Button type="button" size="sm" variant="ghost" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {PARENT_COPY.signOut}
          </Button>
          {signOut.isError && <span role="alert">{plainMessage(signOut.error)}</span>}
        </div>
      )}
    </header>
  );
}

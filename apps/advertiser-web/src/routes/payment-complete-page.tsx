import { ADVERTISER_TEXTS, PAYMENT_COMPLETE_REDIRECT_MS, PAYMENT_TEXTS } from "@kidsafe/contracts";
import { buttonClassName, Spinner, useDocumentTitle } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageShell } from "../components/page-shell.tsx";
import { TitledCard } from "../components/titled-card.tsx";
import { PAYMENT_COPY } from "../features/payment/payment-copy.ts";
import { parseAdvertiserId } from "../lib/advertiser-id.ts";
import { advertiserApi } from "../lib/api.ts";
import { portalPath, PRODUCT_NAME, ROUTES } from "../lib/constants.ts";
import { errorText } from "../lib/error-text.ts";
import { queryKeys } from "../lib/query-keys.ts";
import { advertiserAuthStorage } from "../lib/session-storage.ts";

/**
 * The card payment provider returns here with session_id (and advertiser_id). The payment is
 * verified; on success the page says what was paid (the upfront fee put the app live; weekly bills reset the billing)
 * and goes to /advertiser/{id} after 3 s (to /advertiser-login without an id); on failure it offers Back to Dashboard
 * or Back to Login.
 */
export default function PaymentCompletePage() {
  useDocumentTitle(`${PAYMENT_COPY.completeTitle} · ${PRODUCT_NAME}`);
  const [params] = useSearchParams();
  const sessionId = params.get("session_id") ?? "";
  const knownId = parseAdvertiserId(params.get("advertiser_id")) ?? advertiserAuthStorage.read()?.id ?? null;
  const verification = useQuery({
    queryKey: queryKeys.paymentComplete(sessionId),
    queryFn: () => advertiserApi.paymentComplete(sessionId),
    enabled: sessionId !== "",
  });
  const navigate = useNavigate();
  const paidId = verification.isSuccess ? (verification.data.advertiserId ?? knownId) : null;
  const target = paidId === null ? ROUTES.login : portalPath(paidId);

  useEffect(() => {
    if (!verification.isSuccess) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), PAYMENT_COMPLETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verification.isSuccess, target, navigate]);

  let body;
  if (sessionId === "" || verification.isError) {
    const message = sessionId === "" ? PAYMENT_TEXTS.invalidSession : errorText(verification.error, PAYMENT_TEXTS.verifyFailed);
    body = (
      <div className="payment-state" role="alert">
        <h2 className="payment-heading">{PAYMENT_TEXTS.failedTitle}</h2>
        <p>{message}</p>
        <div className="button-row">
          {knownId !== null && (
            <Link className={buttonClassName()} to={portalPath(knownId)}>
              {ADVERTISER_TEXTS.backToDashboard}
            </Link>
          )}
          <Link className={buttonClassName({ variant: knownId === null ? "primary" : "secondary" })} to={ROUTES.login}>
            {ADVERTISER_TEXTS.backToLogin}
          </Link>
        </div>
      </div>
    );
  } else if (verification.isSuccess) {
    body = (
      <div className="payment-state" role="status">
        <h2 className="payment-heading payment-heading--success">
          {verification.data.purpose === "upfront" ? PAYMENT_TEXTS.upfrontSuccess : PAYMENT_TEXTS.success}
        </h2>
        <p className="ks-muted">{paidId === null ? PAYMENT_COPY.redirectingToLogin : PAYMENT_COPY.redirectingToDashboard}</p>
      </div>
    );
  } else {
    body = (
      <div className="payment-state">
        <Spinner size="lg" label={PAYMENT_COPY.verifying} />
        <p>{PAYMENT_COPY.verifying}</p>
      </div>
    );
  }

  return (
    <PageShell mainClassName="narrow-main">
      <TitledCard className="form-card" titleId="payment-title" title={PAYMENT_COPY.completeTitle} level={1}>
        {body}
      </TitledCard>
    </PageShell>
  );
}

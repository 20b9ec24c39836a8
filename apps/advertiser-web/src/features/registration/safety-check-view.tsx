import { SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import type { PendingRegistration } from "@kidsafe/contracts";
import { Button, Spinner } from "@kidsafe/ui";
import { useNavigate } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { REGISTRATION_COPY } from "./registration-copy.ts";
import { UnsafeResult } from "./unsafe-result.tsx";
import { useCompleteRegistration } from "./use-complete-registration.ts";
import { useSafetyCheck } from "./use-safety-check.ts";

/** The safety check's states checking, safe (registration completes by itself) and unsafe. */
export function SafetyCheckView({ registration }: { registration: PendingRegistration }) {
  const check = useSafetyCheck(registration);
  const completion = useCompleteRegistration(registration, check.phase === "safe" ? check.registrationToken : null);
  const navigate = useNavigate();
  const backToForm = () => void navigate(ROUTES.register);

  if (check.phase === "checking") {
    return (
      <div className="safety-state" aria-busy="true">
        <h2 className="safety-heading">{REGISTRATION_COPY.checkingHeading}</h2>
        <p className="safety-url">{registration.appUrl}</p>
        <Spinner size="lg" label={REGISTRATION_COPY.checkingHeading} />
        <p className="safety-stage" aria-live="polite">
          {SAFETY_CHECK_TEXTS.stages[check.stage]}
        </p>
        <p className="ks-muted">{SAFETY_CHECK_TEXTS.mayTakeUpTo}</p>
      </div>
    );
  }

  if (check.phase === "unsafe") {
    return (
      <UnsafeResult
        appUrl={registration.appUrl}
        reason={check.reason}
        details={check.details}
        checkFailed={check.checkFailed}
        onTryDifferentWebsite={backToForm}
      />
    );
  }

  return (
    <div className="safety-state safety-state--safe">
      <h2 className="safety-heading">{REGISTRATION_COPY.safeHeading}</h2>
      <figure className="child-description">
        <figcaption>{REGISTRATION_COPY.childDescriptionLabel}</figcaption>
        <p className="child-description-name">{registration.appName}</p>
        <blockquote>{check.childDescription}</blockquote>
      </figure>
      {check.aiDescription !== "" && (
        <figure className="ai-description">
          <figcaption>{REGISTRATION_COPY.aiDescriptionLabel}</figcaption>
          <blockquote>{check.aiDescription}</blockquote>
        </figure>
      )}
      {completion.status === "failed" ? (
        <div className="safety-registration-failed" role="alert">
          <h3>{REGISTRATION_COPY.registrationFailedHeading}</h3>
          <p>{completion.message}</p>
          <Button onClick={backToForm}>{REGISTRATION_COPY.backToRegistration}</Button>
        </div>
      ) : (
        <p className="safety-progress" role="status">
          <Spinner size="sm" decorative />
          {completion.status === "redirecting" ? REGISTRATION_COPY.redirectingToPayment : REGISTRATION_COPY.completingRegistration}
        </p>
      )}
    </div>
  );
}

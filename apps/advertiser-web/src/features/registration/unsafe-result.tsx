import { SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import { Button } from "@kidsafe/ui";
import { ChevronDown } from "lucide-react";
import { REGISTRATION_COPY } from "./registration-copy.ts";
import { safetyFindings } from "./safety-findings.ts";

export interface UnsafeResultProps {
  appUrl: string;
  reason: string;
  details: string;
  /** The check did not reach a verdict: its message is the next step, so it is shown, not folded. */
  checkFailed: boolean;
  onTryDifferentWebsite: () => void;
}

/**
 * The unsafe outcome of the safety check as a one-line verdict and what to do next; the website checked and the model's
 * findings are folded beneath it, so the address is said once.
 */
export function UnsafeResult({ appUrl, reason, details, checkFailed, onTryDifferentWebsite }: UnsafeResultProps) {
  const findings = safetyFindings(details, appUrl);
  return (
    <div className="safety-verdict">
      <div className="safety-verdict-summary" role="alert">
        <h2 className="safety-heading">{checkFailed ? reason : REGISTRATION_COPY.notApproved(reason)}</h2>
        <p>{checkFailed && details !== "" ? details : REGISTRATION_COPY.unsafeNextStep}</p>
      </div>
      {!checkFailed && (
        <details className="disclosure safety-findings">
          <summary className="disclosure-toggle">
            {REGISTRATION_COPY.findingsSummary}
            <ChevronDown className="disclosure-icon" aria-hidden="true" size={20} />
          </summary>
          <dl className="safety-findings-list">
            <dt>{REGISTRATION_COPY.checkedWebsite}</dt>
            <dd className="safety-url">{appUrl}</dd>
            <dt>{REGISTRATION_COPY.findings}</dt>
            <dd>
              {findings.length === 0 ? (
                REGISTRATION_COPY.noFindings
              ) : (
                <ul>
                  {findings.map((finding, index) => (
                    <li key={index}>{finding}</li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
        </details>
      )}
      <Button className="safety-verdict-action" onClick={onTryDifferentWebsite}>
        {SAFETY_CHECK_TEXTS.tryDifferentWebsite}
      </Button>
    </div>
  );
}

import { DASHBOARD_COPY } from "./dashboard-copy.ts";

/** Seed 001 §2/§4: an overdue account is told its app is hidden until paid; otherwise automatic billing is active. */
export function BillingBanner({ overdue }: { overdue: boolean }) {
  if (overdue) {
    return (
      <div className="banner banner--danger" role="alert">
        <strong>{DASHBOARD_COPY.overdueTitle}</strong>
        <p>{DASHBOARD_COPY.overdueText}</p>
      </div>
    );
  }
  return (
    <div className="banner banner--info" role="status">
      <strong>{DASHBOARD_COPY.autoBillingTitle}</strong>
      <p>{DASHBOARD_COPY.autoBillingText}</p>
    </div>
  );
}

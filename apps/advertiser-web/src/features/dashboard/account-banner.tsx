import { ACCOUNT_STATE_TEXTS } from "@kidsafe/contracts";
import type { AccountState, AccountStateKind } from "@kidsafe/contracts";

const TONES: Record<AccountStateKind, "info" | "warn" | "danger"> = {
  active: "info",
  awaiting_upfront_payment: "warn",
  paused: "danger",
  overdue: "danger",
  cancelled: "danger",
};

/**
 * The "overdue banner or automatic-billing banner", for every state the server answers: the banner says
 * what is true of the account (and why, in the server's words), never what the page would guess from other fields.
 */
export function AccountBanner({ accountState }: { accountState: AccountState }) {
  const { title, text } = ACCOUNT_STATE_TEXTS[accountState.state];
  const tone = TONES[accountState.state];
  return (
    <div className={`banner banner--${tone}`} role={tone === "info" ? "status" : "alert"} data-account-state={accountState.state}>
      <strong>{title}</strong>
      {accountState.reason !== null && <p>{accountState.reason}</p>}
      <p>{text}</p>
    </div>
  );
}

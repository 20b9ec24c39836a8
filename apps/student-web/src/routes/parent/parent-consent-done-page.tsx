import { buttonClassName, Card, Spinner } from "@kidsafe/ui";
import { Link } from "react-router";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { useUpdateChild } from "../../features/parent/use-parent.ts";
import { parentApi } from "../../lib/api/parent.ts";
import { ROUTES } from "../../lib/constants.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { useLinkCall } from "./use-link-call.ts";

/** /parent/consent/done?session_id=: back from the card check; the server records consent only for a paid check. */
export function ParentConsentDonePage() {
  const updateChild = useUpdateChild();
  const { value: sessionId, query: confirm } = useLinkCall("session_id", parentApi.confirmConsent, updateChild);
  const child = confirm.data;

  let body;
  if (sessionId === "" || confirm.isError) {
    body = (
      <>
        <h1>{PARENT_COPY.consentFailedTitle}</h1>
        <p role="alert">{confirm.isError ? plainMessage(confirm.error) : PARENT_COPY.consentNotPaid}</p>
      </>
    );
  } else if (child === undefined) {
    body = <Spinner label={PARENT_COPY.consentChecking} />;
  } else {
    body = (
      <>
        <h1>{PARENT_COPY.consentDoneTitle}</h1>
        <p role="status">{PARENT_COPY.consentDoneBody(child.username)}</p>
      </>
    );
  }
  return (
    <Card className="parent-card">
      {body}
      <Link className={buttonClassName({ variant: "secondary" })} to={ROUTES.parent}>
        {PARENT_COPY.toDashboard}
      </Link>
    </Card>
  );
}

import { buttonClassName, Card, Spinner } from "@kidsafe/ui";
import { Link } from "react-router";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { useSetParent } from "../../features/parent/use-parent.ts";
import { parentApi } from "../../lib/api/parent.ts";
import { ROUTES } from "../../lib/constants.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { useLinkCall } from "./use-link-call.ts";

/** /parent/verify?token=: the emailed link. The token works once, so the call is made once per page (a query). */
export function ParentVerifyPage() {
  const setParent = useSetParent();
  const { value: token, query: verify } = useLinkCall("token", parentApi.verifyEmail, setParent);

  let body;
  if (token === "") body = <FailedVerification message={PARENT_COPY.missingToken} />;
  else if (verify.isPending) body = <Spinner label={PARENT_COPY.verifyingTitle} />;
  else if (verify.isError) body = <FailedVerification message={plainMessage(verify.error)} />;
  else {
    body = (
      <>
        <h1>{PARENT_COPY.verifiedTitle}</h1>
        <p>{PARENT_COPY.verifiedBody}</p>
        <Link className={buttonClassName()} to={ROUTES.parent}>
          {PARENT_COPY.toDashboard}
        </Link>
      </>
    );
  }
  return <Card className="parent-card">{body}</Card>;
}

function FailedVerification({ message }: { message: string }) {
  return (
    <>
      <h1>{PARENT_COPY.verifyFailedTitle}</h1>
      <p role="alert">{message}</p>
      <Link to={ROUTES.parent}>{PARENT_COPY.toDashboard}</Link>
    </>
  );
}

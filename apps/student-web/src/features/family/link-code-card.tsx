import { Button, Spinner } from "@kidsafe/ui";
import { plainMessage } from "../../lib/plain-message.ts";
import { FAMILY_COPY } from "./family-copy.ts";
import { useLinkCode } from "./use-link-code.ts";

/** The code a parent types in the parent area, and the same as a link, valid 24 hours. */
export function LinkCodeCard() {
  const code = useLinkCode();
  if (code.isPending) return <Spinner label={FAMILY_COPY.codeLoading} />;
  if (code.isError) {
    return (
      <div className="link-code" role="alert">
        <p>{FAMILY_COPY.codeFailed}</p>
        <p className="ks-muted">{plainMessage(code.error)}</p>
        <Button type="button" variant="secondary" size="sm" onClick={() => void code.refetch()}>
          {FAMILY_COPY.newCode}
        </Button>
      </div>
    );
  }
  return (
    <div className="link-code">
      <p className="link-code-label">{FAMILY_COPY.yourCode}</p>
      <p className="link-code-value" aria-label={FAMILY_COPY.yourCode} data-testid="link-code">
        {code.data.code}
      </p>
      <p className="link-code-label">{FAMILY_COPY.yourLink}</p>
      <a className="link-code-link" href={code.data.link}>
        {code.data.link}
      </a>
      <p className="ks-muted">{FAMILY_COPY.codeValidity}</p>
    </div>
  );
}

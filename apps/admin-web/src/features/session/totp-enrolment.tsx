import { OPERATOR_ACCOUNT_TEXTS } from "@kidsafe/contracts";
import type { TotpEnrolment as Enrolment } from "@kidsafe/contracts";
import { Button, TextField, toast } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";
import { isCode, isProofComplete, NO_PROOF, OperatorProofFields, proofCode } from "./operator-proof.tsx";
import { SECURITY_COPY } from "./security-copy.ts";
import { useOperator } from "./use-operator.ts";

/**
 * The optional second step: a secret for an authenticator app, confirmed by one of its codes. Starting needs the
 * password, and the current app's code once one is enrolled; confirming signs out the operator's other sessions.
 */
export function TotpEnrolment() {
  const { operator } = useOperator();
  const enrolled = operator?.totpEnabled === true;
  const client = useQueryClient();
  const [proof, setProof] = useState(NO_PROOF);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState("");
  const start = useMutation({
    mutationFn: () => adminApi.totpStart({ password: proof.password, ...proofCode(proof, enrolled) }),
    onSuccess: (started) => {
      setProof(NO_PROOF);
      setEnrolment(started);
    },
    onError: (error) => toast({ title: SECURITY_COPY.couldNotStart, description: errorText(error, ""), variant: "destructive" }),
  });
  const confirm = useMutation({
    mutationFn: () => adminApi.totpConfirm(code.trim()),
    onSuccess: () => {
      setEnrolment(null);
      setCode("");
      toast({ title: OPERATOR_ACCOUNT_TEXTS.totpChanged });
      void client.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError: (error) => toast({ title: SECURITY_COPY.notEnrolled, description: errorText(error, ""), variant: "destructive" }),
  });
  const canStart = isProofComplete(proof, enrolled);
  const submitStart = (event: FormEvent) => {
    event.preventDefault();
    if (canStart) start.mutate();
  };
  const submitConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  return (
    <section className="console-stack" aria-labelledby="totp-heading">
      <h2 id="totp-heading">{SECURITY_COPY.totpHeading}</h2>
      <p>{enrolled ? SECURITY_COPY.totpOn : SECURITY_COPY.totpOff}</p>
      <form className="console-form" onSubmit={submitStart}>
        <p className="ks-muted">{SECURITY_COPY.proveIt}</p>
        <OperatorProofFields
          proof={proof}
          onChange={setProof}
          enrolled={enrolled}
          labels={{ password: SECURITY_COPY.password, code: SECURITY_COPY.currentCode }}
        />
        <Button type="submit" variant="secondary" loading={start.isPending} disabled={!canStart}>
          {enrolled ? SECURITY_COPY.replace : SECURITY_COPY.enrol}
        </Button>
      </form>
      {enrolment && (
        <form className="console-form" onSubmit={submitConfirm}>
          <p>
            {SECURITY_COPY.addSecret} <code>{enrolment.secret}</code>
          </p>
          <p className="ks-muted">
            <code>{enrolment.uri}</code>
          </p>
          <TextField
            label={SECURITY_COPY.newCode}
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" loading={confirm.isPending} disabled={!isCode(code)}>
            {SECURITY_COPY.confirm}
          </Button>
        </form>
      )}
    </section>
  );
}

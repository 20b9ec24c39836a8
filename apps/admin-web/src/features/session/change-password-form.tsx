import { OPERATOR_ACCOUNT_TEXTS, OPERATOR_PASSWORD_MIN_LENGTH } from "@kidsafe/contracts";
import { Button, PasswordField, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { adminApi, errorText } from "../../lib/api.ts";
import { isProofComplete, NO_PROOF, OperatorProofFields, proofCode } from "./operator-proof.tsx";
import { SECURITY_COPY } from "./security-copy.ts";
import { useOperator } from "./use-operator.ts";

/** The operator's own password: the current one (and code, once enrolled) first; other sessions are signed out. */
export function ChangePasswordForm() {
  const { operator } = useOperator();
  const enrolled = operator?.totpEnabled === true;
  const [proof, setProof] = useState(NO_PROOF);
  const [newPassword, setNewPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const clear = () => {
    setProof(NO_PROOF);
    setNewPassword("");
    setRepeated("");
  };
  const change = useMutation({
    mutationFn: () => adminApi.changePassword({ currentPassword: proof.password, newPassword, ...proofCode(proof, enrolled) }),
    onSuccess: () => {
      clear();
      toast({ title: OPERATOR_ACCOUNT_TEXTS.passwordChanged });
    },
    onError: (error) => toast({ title: SECURITY_COPY.notChanged, description: errorText(error, ""), variant: "destructive" }),
  });
  const mismatch = repeated !== "" && repeated !== newPassword;
  const ready = isProofComplete(proof, enrolled) && newPassword.length >= OPERATOR_PASSWORD_MIN_LENGTH && repeated === newPassword;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) change.mutate();
  };
  return (
    <section className="console-stack" aria-labelledby="password-heading">
      <h2 id="password-heading">{SECURITY_COPY.passwordHeading}</h2>
      <form className="console-form" onSubmit={submit}>
        <OperatorProofFields
          proof={proof}
          onChange={setProof}
          enrolled={enrolled}
          labels={{ password: SECURITY_COPY.currentPassword, code: SECURITY_COPY.authenticatorCode }}
        />
        <PasswordField
          label={SECURITY_COPY.newPassword}
          hint={SECURITY_COPY.newPasswordHint}
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <PasswordField
          label={SECURITY_COPY.repeatPassword}
          autoComplete="new-password"
          value={repeated}
          error={mismatch ? SECURITY_COPY.mismatch : undefined}
          onChange={(event) => setRepeated(event.target.value)}
        />
        <Button type="submit" loading={change.isPending} disabled={!ready}>
          {SECURITY_COPY.change}
        </Button>
      </form>
    </section>
  );
}

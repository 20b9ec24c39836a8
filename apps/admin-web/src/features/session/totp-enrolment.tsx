import type { TotpEnrolment as Enrolment } from "@kidsafe/contracts";
import { Button, TextField, toast } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { adminApi, errorText, queryKeys } from "../../lib/api.ts";
import { useOperator } from "./use-operator.ts";

/** The optional second step: a secret for an authenticator app, confirmed by one of its codes. */
export function TotpEnrolment() {
  const { operator } = useOperator();
  const client = useQueryClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState("");
  const start = useMutation({
    mutationFn: adminApi.totpStart,
    onSuccess: setEnrolment,
    onError: (error) => toast({ title: "Could not start", description: errorText(error, ""), variant: "destructive" }),
  });
  const confirm = useMutation({
    mutationFn: () => adminApi.totpConfirm(code.trim()),
    onSuccess: () => {
      setEnrolment(null);
      setCode("");
      toast({ title: "Authenticator app enrolled: sign-in now asks for its code" });
      void client.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError: (error) => toast({ title: "Not enrolled", description: errorText(error, ""), variant: "destructive" }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  return (
    <div className="console-stack">
      <p>{operator?.totpEnabled ? "Sign-in asks for a code from your authenticator app." : "Sign-in asks for your password only."}</p>
      <Button variant="secondary" onClick={() => start.mutate()} loading={start.isPending}>
        {operator?.totpEnabled ? "Replace the authenticator app" : "Enrol an authenticator app"}
      </Button>
      {enrolment && (
        <form className="console-form" onSubmit={submit}>
          <p>
            Add this secret to your authenticator app: <code>{enrolment.secret}</code>
          </p>
          <p className="ks-muted">
            <code>{enrolment.uri}</code>
          </p>
          <TextField
            label="Code from the app"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" loading={confirm.isPending} disabled={code.trim().length !== 6}>
            Confirm
          </Button>
        </form>
      )}
    </div>
  );
}

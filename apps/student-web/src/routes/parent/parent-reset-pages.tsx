import { ParentEmail } from "@kidsafe/contracts";
import { Button, TextField } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AccountPasswordField } from "../../features/parent/account-password-field.tsx";
import { FormAlert } from "../../features/parent/form-alert.tsx";
import { PARENT_COPY } from "../../features/parent/parent-copy.ts";
import { useParentForm } from "../../features/parent/use-parent-form.ts";
import { useSetParent } from "../../features/parent/use-parent.ts";
import { parentApi } from "../../lib/api/parent.ts";
import { ROUTES } from "../../lib/constants.ts";
import { ParentCard } from "./parent-card.tsx";

/** Asks for the reset mail; the answer is the same whether or not the email has an account. */
export function ParentResetRequestPage() {
  const form = useParentForm(["email"], { email: "" });
  const request = useMutation({ mutationFn: parentApi.requestReset, onError: form.showError });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const email = form.check(ParentEmail, form.values.email, "email");
    if (email !== undefined) request.mutate(email);
  }

  return (
    <ParentCard title={PARENT_COPY.resetTitle} links={["signIn"]}>
      {request.isSuccess ? (
        <p role="status">{PARENT_COPY.resetSent}</p>
      ) : (
        <form className="parent-form" onSubmit={submit} noValidate>
          <TextField {...form.field("email")} label={PARENT_COPY.emailLabel} name="email" type="email" autoComplete="email" />
          <FormAlert message={form.formMessage} />
          <Button type="submit" fullWidth loading={request.isPending}>
            {PARENT_COPY.resetRequestButton}
          </Button>
        </form>
      )}
    </ParentCard>
  );
}

/** /parent/reset?token=: the emailed link; a new password signs the parent in. */
export function ParentResetPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const setParent = useSetParent();
  const navigate = useNavigate();
  const form = useParentForm(["password"], { password: "" }, token === "" ? PARENT_COPY.missingToken : undefined);
  const complete = useMutation({
    mutationFn: (newPassword: string) => parentApi.completeReset(token, newPassword),
    onSuccess: (parent) => {
      setParent(parent);
      void navigate(ROUTES.parent, { replace: true });
    },
    onError: form.showError,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete.isPending || token === "") return;
    form.showFailure({});
    complete.mutate(form.values.password);
  }

  return (
    <ParentCard title={PARENT_COPY.resetCompleteTitle}>
      <form className="parent-form" onSubmit={submit} noValidate>
        <AccountPasswordField {...form.field("password")} label={PARENT_COPY.newPasswordLabel} isNew />
        <FormAlert message={form.formMessage} />
        <Button type="submit" fullWidth loading={complete.isPending} disabled={token === ""}>
          {PARENT_COPY.resetCompleteButton}
        </Button>
      </form>
    </ParentCard>
  );
}

import { LinkCode } from "@kidsafe/contracts";
import { Button, TextField } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { FormAlert } from "./form-alert.tsx";
import { formFailureOf, NO_FAILURE } from "./form-errors.ts";
import type { FormFailure } from "./form-errors.ts";
import { PARENT_COPY } from "./parent-copy.ts";
import { useUpdateChild } from "./use-parent.ts";

/** The code from the child's settings (or the link's ?code=, filled in already). */
export function LinkChildForm({ initialCode = "" }: { initialCode?: string | undefined }) {
  const [code, setCode] = useState(initialCode);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [linked, setLinked] = useState<string | null>(null);
  const updateChild = useUpdateChild();
  const link = useMutation({
    mutationFn: parentApi.linkChild,
    onSuccess: (child) => {
      updateChild(child);
      setLinked(child.username);
      setCode("");
    },
    onError: (error) => setFailure(formFailureOf(error)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (link.isPending) return;
    const check = LinkCode.safeParse(code);
    if (!check.success) {
      setFailure({ fields: { code: check.error.issues[0]?.message ?? "" }, form: undefined });
      return;
    }
    setFailure(NO_FAILURE);
    setLinked(null);
    link.mutate(check.data);
  }

  return (
    <form className="parent-form" onSubmit={submit} noValidate aria-labelledby="link-child-title">
      <h2 id="link-child-title">{PARENT_COPY.linkTitle}</h2>
      <TextField
        label={PARENT_COPY.codeLabel}
        name="code"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        hint={PARENT_COPY.linkHint}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={failure.fields.code}
      />
      <FormAlert message={failure.form} />
      {linked !== null && <p role="status">{PARENT_COPY.linked(linked)}</p>}
      <Button type="submit" loading={link.isPending}>
        {PARENT_COPY.linkButton}
      </Button>
    </form>
  );
}

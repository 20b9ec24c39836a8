import { LinkCode } from "@kidsafe/contracts";
import { Button, TextField } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { FormAlert } from "./form-alert.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { useParentForm } from "./use-parent-form.ts";
import { useUpdateChild } from "./use-parent.ts";

const FIELDS = ["code"] as const;

/** The code from the child's settings (or the link's ?code=, filled in already). */
export function LinkChildForm({ initialCode = "" }: { initialCode?: string | undefined }) {
  const form = useParentForm(FIELDS, { code: initialCode });
  const [linked, setLinked] = useState<string | null>(null);
  const updateChild = useUpdateChild();
  const link = useMutation({
    mutationFn: parentApi.linkChild,
    onSuccess: (child) => {
      updateChild(child);
      setLinked(child.username);
      form.update("code", "");
    },
    onError: form.showError,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (link.isPending) return;
    const code = form.check(LinkCode, form.values.code, "code");
    if (code === undefined) return;
    setLinked(null);
    link.mutate(code);
  }

  return (
    <form className="parent-form" onSubmit={submit} noValidate aria-labelledby="link-child-title">
      <h2 id="link-child-title">{PARENT_COPY.linkTitle}</h2>
      <TextField
        {...form.field("code")}
        label={PARENT_COPY.codeLabel}
        name="code"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        hint={PARENT_COPY.linkHint}
      />
      <FormAlert message={form.formMessage} />
      {linked !== null && <p role="status">{PARENT_COPY.linked(linked)}</p>}
      <Button type="submit" loading={link.isPending}>
        {PARENT_COPY.linkButton}
      </Button>
    </form>
  );
}

import { CreateChildRequest } from "@kidsafe/contracts";
import { Button, TextField } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { BirthYearSelect } from "./birth-year-select.tsx";
import { FormAlert } from "./form-alert.tsx";
import { formFailureOf, NO_FAILURE, zodFieldErrors } from "./form-errors.ts";
import type { FormFailure } from "./form-errors.ts";
import { PARENT_COPY } from "./parent-copy.ts";
import { useUpdateChild } from "./use-parent.ts";

const EMPTY = { username: "", password: "", birthYear: "" };

/** A child account made by the parent: linked at once, its birth year given here. */
export function CreateChildForm() {
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const [created, setCreated] = useState<string | null>(null);
  const updateChild = useUpdateChild();
  const create = useMutation({
    mutationFn: parentApi.createChild,
    onSuccess: (child) => {
      updateChild(child);
      setCreated(child.username);
      setValues(EMPTY);
    },
    onError: (error) => setFailure(formFailureOf(error)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const check = CreateChildRequest.safeParse({
      ...values,
      birthYear: values.birthYear === "" ? undefined : Number(values.birthYear),
    });
    if (!check.success) {
      setFailure({ fields: zodFieldErrors(check.error.issues), form: undefined });
      return;
    }
    setFailure(NO_FAILURE);
    setCreated(null);
    create.mutate(check.data);
  }

  const update = (field: keyof typeof EMPTY, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <form className="parent-form" onSubmit={submit} noValidate aria-labelledby="create-child-title">
      <h2 id="create-child-title">{PARENT_COPY.createTitle}</h2>
      <TextField
        label={PARENT_COPY.childUsernameLabel}
        name="child-username"
        autoComplete="off"
        autoCapitalize="none"
        value={values.username}
        onChange={(event) => update("username", event.target.value)}
        error={failure.fields.username}
      />
      <TextField
        label={PARENT_COPY.childPasswordLabel}
        name="child-password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => update("password", event.target.value)}
        error={failure.fields.password}
      />
      <BirthYearSelect
        label={PARENT_COPY.birthYearLabel}
        placeholder={PARENT_COPY.birthYearPlaceholder}
        value={values.birthYear}
        onChange={(value) => update("birthYear", value)}
        error={failure.fields.birthYear}
      />
      <FormAlert message={failure.form} />
      {created !== null && <p role="status">{PARENT_COPY.created(created)}</p>}
      <Button type="submit" loading={create.isPending}>
        {PARENT_COPY.createButton}
      </Button>
    </form>
  );
}

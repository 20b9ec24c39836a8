import { CreateChildRequest } from "@kidsafe/contracts";
import { Button, TextField } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { BirthYearSelect } from "./birth-year-select.tsx";
import { FormAlert } from "./form-alert.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { useParentForm } from "./use-parent-form.ts";
import { useUpdateChild } from "./use-parent.ts";

const FIELDS = ["username", "password", "birthYear"] as const;
const EMPTY = { username: "", password: "", birthYear: "" };

/** A child account made by the parent: linked at once, its birth year given here. */
export function CreateChildForm() {
  const form = useParentForm(FIELDS, EMPTY);
  const [created, setCreated] = useState<string | null>(null);
  const updateChild = useUpdateChild();
  const create = useMutation({
    mutationFn: parentApi.createChild,
    onSuccess: (child) => {
      updateChild(child);
      setCreated(child.username);
      form.reset();
    },
    onError: form.showError,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const { birthYear, ...rest } = form.values;
    const request = form.check(CreateChildRequest, { ...rest, birthYear: birthYear === "" ? undefined : Number(birthYear) });
    if (request === undefined) return;
    setCreated(null);
    create.mutate(request);
  }

  return (
    <form className="parent-form" onSubmit={submit} noValidate aria-labelledby="create-child-title">
      <h2 id="create-child-title">{PARENT_COPY.createTitle}</h2>
      <TextField
        {...form.field("username")}
        label={PARENT_COPY.childUsernameLabel}
        name="child-username"
        autoComplete="off"
        autoCapitalize="none"
      />
      <TextField
        {...form.field("password")}
        label={PARENT_COPY.childPasswordLabel}
        name="child-password"
        type="password"
        autoComplete="new-password"
      />
      <BirthYearSelect
        label={PARENT_COPY.birthYearLabel}
        placeholder={PARENT_COPY.birthYearPlaceholder}
        value={form.values.birthYear}
        onChange={(value) => form.update("birthYear", value)}
        error={form.errors.birthYear}
      />
      <FormAlert message={form.formMessage} />
      {created !== null && <p role="status">{PARENT_COPY.created(created)}</p>}
      <Button type="submit" loading={create.isPending}>
        {PARENT_COPY.createButton}
      </Button>
    </form>
  );
}

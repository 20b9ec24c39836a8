import { CreateChildRequest } from "@kidsafe/contracts";
import { PasswordField, TextField } from "@kidsafe/ui";
import { parentApi } from "../../lib/api/parent.ts";
import { AddChildForm, useAddChild } from "./add-child-form.tsx";
import { BirthYearSelect } from "./birth-year-select.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { useParentForm } from "./use-parent-form.ts";

const FIELDS = ["username", "password", "birthYear"] as const;
const EMPTY = { username: "", password: "", birthYear: "" };
/** A name the child does not have yet: no password manager fills it, and the keyboard leaves its letters as typed. */
const NEW_NAME_INPUT = { autoComplete: "off", autoCapitalize: "none" } as const;

/** A child account made by the parent: linked at once, its birth year given here. */
export function CreateChildForm() {
  const form = useParentForm(FIELDS, EMPTY);
  const create = useAddChild(
    parentApi.createChild,
    () => {
      const { birthYear, ...rest } = form.values;
      return form.check(CreateChildRequest, { ...rest, birthYear: birthYear === "" ? undefined : Number(birthYear) });
    },
    { onAdded: form.reset, onError: form.showError },
  );

  return (
    <AddChildForm way="create" adding={create} formMessage={form.formMessage}>
      <TextField {...form.field("username")} label={PARENT_COPY.childUsernameLabel} name="child-username" {...NEW_NAME_INPUT} />
      <PasswordField {...form.field("password")} label={PARENT_COPY.childPasswordLabel} name="child-password" autoComplete="new-password" />
      <BirthYearSelect
        label={PARENT_COPY.birthYearLabel}
        placeholder={PARENT_COPY.birthYearPlaceholder}
        value={form.values.birthYear}
        onChange={(value) => form.update("birthYear", value)}
        error={form.errors.birthYear}
      />
    </AddChildForm>
  );
}

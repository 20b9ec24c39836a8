import { LinkCode } from "@kidsafe/contracts";
import { TextField } from "@kidsafe/ui";
import { parentApi } from "../../lib/api/parent.ts";
import { AddChildForm, useAddChild } from "./add-child-form.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { useParentForm } from "./use-parent-form.ts";

const FIELDS = ["code"] as const;
/** The code as the child's settings show it: in capitals, and nothing for the password manager or the spell checker. */
const CODE_INPUT = { autoCapitalize: "characters", autoComplete: "off", spellCheck: false } as const;

/** The code from the child's settings (or the link's ?code=, filled in already). */
export function LinkChildForm({ initialCode = "" }: { initialCode?: string | undefined }) {
  const form = useParentForm(FIELDS, { code: initialCode });
  const link = useAddChild(parentApi.linkChild, () => form.check(LinkCode, form.values.code, "code"), {
    onAdded: () => form.update("code", ""),
    onError: form.showError,
  });

  return (
    <AddChildForm way="link" adding={link} formMessage={form.formMessage}>
      <TextField {...form.field("code")} label={PARENT_COPY.codeLabel} name="code" {...CODE_INPUT} hint={PARENT_COPY.linkHint} />
    </AddChildForm>
  );
}

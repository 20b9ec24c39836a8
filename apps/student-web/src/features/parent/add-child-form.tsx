import type { ChildSummary } from "@kidsafe/contracts";
import { Button } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { FormAlert } from "./form-alert.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { useUpdateChild } from "./use-parent.ts";

/**
 * Adding a child to the parent's list, by creating the account or by the child's code: the list takes the child at
 * once, and the child's username stays for the confirmation until the next try. `read` answers the request, or
 * undefined when the form refused what was typed.
 */
export function useAddChild<Request>(
  add: (request: Request) => Promise<ChildSummary>,
  read: () => Request | undefined,
  handlers: { onAdded: () => void; onError: (error: unknown) => void },
) {
  const [added, setAdded] = useState<string | null>(null);
  const updateChild = useUpdateChild();
  const mutation = useMutation({
    mutationFn: add,
    onSuccess: (child) => {
      updateChild(child);
      setAdded(child.username);
      handlers.onAdded();
    },
    onError: handlers.onError,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const request = read();
    if (request === undefined) return;
    setAdded(null);
    mutation.mutate(request);
  }

  return { added, pending: mutation.isPending, submit };
}

/** Each way's heading (its id names the form), confirmation and button. */
const WAYS = {
  create: {
    titleId: "create-child-title",
    title: PARENT_COPY.createTitle,
    addedMessage: PARENT_COPY.created,
    buttonLabel: PARENT_COPY.createButton,
  },
  link: { titleId: "link-child-title", title: PARENT_COPY.linkTitle, addedMessage: PARENT_COPY.linked, buttonLabel: PARENT_COPY.linkButton },
} as const;

export interface AddChildFormProps {
  way: keyof typeof WAYS;
  adding: ReturnType<typeof useAddChild>;
  formMessage: string | undefined;
  /** The fields. */
  children: ReactNode;
}

/** The frame of both ways to add a child: heading, fields, the form's message, the confirmation and the button. */
export function AddChildForm({ way, adding, formMessage, children }: AddChildFormProps) {
  const { titleId, title, addedMessage, buttonLabel } = WAYS[way];
  return (
    <form className="parent-form" onSubmit={adding.submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <FormAlert message={formMessage} />
      {adding.added !== null && <p role="status">{addedMessage(adding.added)}</p>}
      <Button type="submit" loading={adding.pending}>
        {buttonLabel}
      </Button>
    </form>
  );
}

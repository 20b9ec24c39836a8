import { Spinner } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { plainMessage } from "../../lib/plain-message.ts";
import { ParentDialog } from "./parent-dialog.tsx";
import type { ChildDialogProps } from "./parent-dialog.tsx";

/** The words of a records dialog. */
export interface ChildRecordsCopy {
  /** The button that opens the dialog; screen readers also hear it as the dialog's description (the list says the rest). */
  open: string;
  title: (username: string) => string;
  loading: string;
  empty: string;
}

export interface ChildRecordsDialogProps<Item> extends ChildDialogProps {
  copy: ChildRecordsCopy;
  /** Read afresh each time the dialog opens. */
  query: { queryKey: QueryKey; queryFn: QueryFunction<readonly Item[]> };
  /** The class of a frame around what the dialog shows, when it has one. */
  bodyClassName?: string;
  children: (items: readonly Item[]) => ReactNode;
}

/** A list of the child's records (searches, conversations), read afresh each time its dialog opens. */
export function ChildRecordsDialog<Item>(props: ChildRecordsDialogProps<Item>) {
  const { child, open, onOpenChange, copy, bodyClassName } = props;
  const records = useQuery({ ...props.query, enabled: open, staleTime: 0 });
  let body: ReactNode;
  if (records.isPending) body = <Spinner label={copy.loading} />;
  else if (records.isError) body = <p role="alert">{plainMessage(records.error)}</p>;
  else if (records.data.length === 0) body = <p>{copy.empty}</p>;
  else body = props.children(records.data);
  return (
    <ParentDialog open={open} onOpenChange={onOpenChange} title={copy.title(child.username)} description={copy.open} descriptionHidden>
      {bodyClassName === undefined ? body : <div className={bodyClassName}>{body}</div>}
    </ParentDialog>
  );
}

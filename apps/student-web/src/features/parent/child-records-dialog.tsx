import { Spinner } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { plainMessage } from "../../lib/plain-message.ts";
import { ParentDialog } from "./parent-dialog.tsx";

export interface ChildRecordsDialogProps<Item> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers only: the list says the rest. */
  description: string;
  queryKey: QueryKey;
  read: (signal: AbortSignal) => Promise<readonly Item[]>;
  loadingLabel: string;
  emptyText: string;
  /** The class of a frame around what the dialog shows, when it has one. */
  bodyClassName?: string;
  children: (items: readonly Item[]) => ReactNode;
}

/** A list of the child's records (searches, conversations), read afresh each time its dialog opens. */
export function ChildRecordsDialog<Item>(props: ChildRecordsDialogProps<Item>) {
  const { open, onOpenChange, read, bodyClassName } = props;
  const records = useQuery({ queryKey: props.queryKey, queryFn: ({ signal }) => read(signal), enabled: open, staleTime: 0 });
  let body: ReactNode;
  if (records.isPending) body = <Spinner label={props.loadingLabel} />;
  else if (records.isError) body = <p role="alert">{plainMessage(records.error)}</p>;
  else if (records.data.length === 0) body = <p>{props.emptyText}</p>;
  else body = props.children(records.data);
  return (
    <ParentDialog open={open} onOpenChange={onOpenChange} title={props.title} description={props.description} descriptionHidden>
      {bodyClassName === undefined ? body : <div className={bodyClassName}>{body}</div>}
    </ParentDialog>
  );
}

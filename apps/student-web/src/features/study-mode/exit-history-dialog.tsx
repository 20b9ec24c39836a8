import { Dialog, DialogContent, DialogDescription, DialogTitle, Spinner } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { studyModeApi } from "../../lib/api/study-mode.ts";
import { useCurrentUser } from "../auth/use-auth.ts";
import { formatExitTime } from "./format-exit-time.ts";
import { STUDY_MODE_COPY } from "./study-mode-copy.ts";
import "./study-mode.css";

export const EXIT_HISTORY_QUERY_KEY = ["GET", "/api/study-mode/exit-history"] as const;

/** The exit history, read only while the dialog is open (and again each time it opens). */
export function ExitHistoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useCurrentUser();
  const history = useQuery({
    queryKey: [...EXIT_HISTORY_QUERY_KEY, user?.id],
    queryFn: ({ signal }) => studyModeApi.exitHistory(signal),
    enabled: open && user !== null,
    // Exits are added while the dialog is closed: read afresh each time it opens.
    staleTime: 0,
    gcTime: 0,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{STUDY_MODE_COPY.historyTitle}</DialogTitle>
        <DialogDescription>{STUDY_MODE_COPY.historyDescription}</DialogDescription>
        {history.isPending ? (
          <Spinner label={STUDY_MODE_COPY.historyLoading} />
        ) : history.isError ? (
          <p role="alert">{STUDY_MODE_COPY.historyFailed}</p>
        ) : history.data.exits.length === 0 ? (
          <p className="ks-muted">{STUDY_MODE_COPY.historyEmpty}</p>
        ) : (
          <ol className="exit-history-list" aria-label={STUDY_MODE_COPY.historyTitle}>
            {history.data.exits.map((exit) => (
              <li key={exit.id} className="exit-history-item">
                <time dateTime={exit.exitedAt}>{formatExitTime(exit.exitedAt)}</time>
                <span className="ks-muted">{STUDY_MODE_COPY.exitKindLabels[exit.kind]}</span>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}

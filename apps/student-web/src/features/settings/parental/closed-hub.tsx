import { Card } from "@kidsafe/ui";
import type { ReactNode } from "react";
import { AppLockedScreen } from "./app-locked-screen.tsx";

export interface ClosedHubProps {
  /** The hub's own class names: its frame, its header and the study-mode card. */
  classes: { hub: string; header: string; closed: string };
  copy: { backToChat: string; studyModeTitle: string; studyModeMessage: string };
  /** The server's lock message; null when study mode is what closes the hub. */
  locked: string | null;
  back: ReactNode;
  onHome: () => void;
}

/** What a hub (games, drawing) shows while it is closed: the server's 'App Locked', else the study-mode card. */
export function ClosedHub({ classes, copy, locked, back, onHome }: ClosedHubProps) {
  if (locked !== null) {
    return (
      <div className={classes.hub}>
        <AppLockedScreen message={locked} homeLabel={copy.backToChat} onHome={onHome} />
      </div>
    );
  }
  return (
    <div className={classes.hub}>
      <header className={classes.header}>{back}</header>
      <Card className={classes.closed}>
        <h1>{copy.studyModeTitle}</h1>
        <p>{copy.studyModeMessage}</p>
      </Card>
    </div>
  );
}

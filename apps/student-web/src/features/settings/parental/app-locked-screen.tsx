import { CHAT_TEXTS } from "@kidsafe/contracts";
import { Button, Card } from "@kidsafe/ui";
import "./app-locked.css";

/** What replaces a game or the drawing when the server locks it: the seed's 'App Locked', the server's reason, a way home. */
export function AppLockedScreen({ message, homeLabel, onHome }: { message: string; homeLabel: string; onHome: () => void }) {
  return (
    <Card className="app-locked" role="alert" aria-labelledby="app-locked-title">
      <h1 id="app-locked-title">{CHAT_TEXTS.appLockedTitle}</h1>
      <p>{message}</p>
      <Button type="button" size="lg" onClick={onHome}>
        {homeLabel}
      </Button>
    </Card>
  );
}

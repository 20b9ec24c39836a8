import { FAMILY_TEXTS } from "@kidsafe/contracts";
import { Button } from "@kidsafe/ui";
import { LinkCodeCard } from "./link-code-card.tsx";
import { FAMILY_COPY } from "./family-copy.ts";
import "./family.css";

/** Shown instead of chat, search, voice and photos until a linked parent says yes; games and drawing stay open. */
export function AskParentScreen({ onBack }: { onBack?: (() => void) | undefined }) {
  return (
    <section className="ask-parent" aria-labelledby="ask-parent-title">
      <span className="ask-parent-emoji" aria-hidden="true">
        👋
      </span>
      <h2 id="ask-parent-title">{FAMILY_TEXTS.askParentTitle}</h2>
      <p>{FAMILY_TEXTS.askParentBody}</p>
      <LinkCodeCard />
      {onBack !== undefined && (
        <Button type="button" variant="secondary" onClick={onBack}>
          {FAMILY_COPY.backToChat}
        </Button>
      )}
    </section>
  );
}

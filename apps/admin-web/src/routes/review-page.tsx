import { ConsolePage } from "../components/console-page.tsx";
import { AdvertisersList } from "../features/moderation/advertisers-list.tsx";

const TITLE = "Review queue";

/** Apps paused by the weekly safety re-check, by reports or by an operator, with the AI's verdict. */
export default function ReviewPage() {
  return (
    <ConsolePage title={TITLE}>
      <AdvertisersList reviewQueue />
    </ConsolePage>
  );
}

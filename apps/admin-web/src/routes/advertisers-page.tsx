import { ConsolePage } from "../components/console-page.tsx";
import { AdvertisersList } from "../features/moderation/advertisers-list.tsx";

const TITLE = "Advertisers";

/** Every advertiser and what an operator can do to one. */
export default function AdvertisersPage() {
  return (
    <ConsolePage title={TITLE}>
      <AdvertisersList />
    </ConsolePage>
  );
}

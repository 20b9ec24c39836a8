import { consolePage } from "../components/console-page.tsx";
import { AdvertisersList } from "../features/moderation/advertisers-list.tsx";

/** Every advertiser and what an operator can do to one. */
export default consolePage("Advertisers", AdvertisersList);

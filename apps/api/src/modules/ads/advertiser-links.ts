import { HttpUrl } from "@kidsafe/contracts";

/** A link a child could not open (or that the answer's schema refuses) is never shown; one bad row must not fail the rest. */
export const hasHttpUrl = (advertiser: { appUrl: string }) => HttpUrl.safeParse(advertiser.appUrl).success;

import { HttpUrl } from "@kidsafe/contracts";

/** One bad row must not fail the rest. */
export const hasHttpUrl = (advertiser: { appUrl: string }) => HttpUrl.safeParse(advertiser.appUrl).success;

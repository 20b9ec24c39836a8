import { AdvertiserIdParams } from "@kidsafe/contracts";

/** A portal id is numeric; digits only, so '0x10' or ' 7' are no ids either. */
export function parseAdvertiserId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) return null;
  const parsed = AdvertiserIdParams.safeParse({ id: raw });
  return parsed.success ? parsed.data.id : null;
}

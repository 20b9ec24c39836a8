import { useQuery } from "@tanstack/react-query";
import { familyApi } from "../../lib/api/family.ts";
import { LINK_CODE_QUERY_KEY } from "./family-query-keys.ts";

/**
 * The child's link code, asked for once per visit and shared by the gate and the settings row: every POST makes a
 * new code, and the server limits how many a child may ask for.
 */
export function useLinkCode(enabled = true) {
  // A refused code is not asked for again on every mount: the card's button asks again.
  return useQuery({ queryKey: LINK_CODE_QUERY_KEY, queryFn: () => familyApi.createLinkCode(), enabled, retryOnMount: false });
}

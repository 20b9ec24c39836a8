import { isApiError } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { advertiserApi } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

export type PortalAccess =
  { state: "loading" } | { state: "invalid" } | { state: "failed" } | { state: "locked"; appName: string } | { state: "open"; appName: string };

/**
 * The portal reads its public info (appName) and whether this visitor is already authenticated for
 * it. No such advertiser (404, or an id the server refuses) is 'Invalid Advertiser'; a check that fails counts as
 * not authenticated, so the password prompt shows.
 */
export function usePortalAccess(id: number): PortalAccess {
  const info = useQuery({ queryKey: queryKeys.portalInfo(id), queryFn: () => advertiserApi.portalInfo(id) });
  const auth = useQuery({
    queryKey: queryKeys.portalAuth(id),
    queryFn: () =>
      advertiserApi.portalCheckAuth(id).then(
        ({ authenticated }) => authenticated,
        () => false,
      ),
  });
  if (info.isError) {
    const missing = isApiError(info.error) && (info.error.status === 404 || info.error.status === 400);
    return { state: missing ? "invalid" : "failed" };
  }
  if (info.isPending || auth.isPending) return { state: "loading" };
  return { state: auth.data ? "open" : "locked", appName: info.data.appName };
}

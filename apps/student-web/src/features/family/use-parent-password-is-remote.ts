import { useFamilyStatus } from "./use-family-status.ts";

/** A linked parent chooses the parent password from the parent area; the device no longer does. */
export function useParentPasswordIsRemote(parentPasswordSet: boolean | undefined): boolean {
  const status = useFamilyStatus();
  return parentPasswordSet === false && (status.data?.parents ?? 0) > 0;
}

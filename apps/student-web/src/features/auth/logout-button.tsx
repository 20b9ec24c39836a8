import { Button } from "@kidsafe/ui";
import type { ButtonProps } from "@kidsafe/ui";
import { useConfirmTap } from "../../lib/use-confirm-tap.ts";
import { AUTH_COPY } from "./auth-copy.ts";
import { useLogout } from "./use-auth.ts";

/** Logging out takes two taps; the first one arms it for 3 seconds. */
export function LogoutButton(props: Omit<ButtonProps, "onClick" | "loading" | "children">) {
  const logout = useLogout();
  const { armed, tap } = useConfirmTap(() => logout.mutate());
  return (
    <Button variant={armed ? "destructive" : "secondary"} {...props} loading={logout.isPending} onClick={tap} aria-live="polite">
      {armed ? AUTH_COPY.logOutConfirmButton : AUTH_COPY.logOutButton}
    </Button>
  );
}

import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import type { AdvertiserLoginRequest } from "@kidsafe/contracts";
import { isApiError, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { advertiserApi } from "../../lib/api.ts";
import { portalPath } from "../../lib/constants.ts";
import { errorText } from "../../lib/error-text.ts";
import { advertiserAuthStorage } from "../../lib/session-storage.ts";

/**
 * POST /api/advertiser/login; on success {appName, id} go to session storage (`advertiserAuth`) and
 * the advertiser to /advertiser/{id}. A wrong name or password is 'Login Failed' / 'Invalid app name or password'.
 */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: AdvertiserLoginRequest) => advertiserApi.login(request),
    onSuccess: ({ advertiser }) => {
      advertiserAuthStorage.write({ appName: advertiser.appName, id: advertiser.id });
      void navigate(portalPath(advertiser.id));
    },
    onError: (error) => {
      const wrongCredentials = isApiError(error) && error.status === 401;
      const description = wrongCredentials ? ADVERTISER_TEXTS.invalidCredentials : errorText(error, error.message);
      toast({ title: ADVERTISER_TEXTS.loginFailedTitle, description, variant: "destructive" });
    },
  });
}

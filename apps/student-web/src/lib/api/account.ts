import { accountCalls } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** The student's own account (the privacy settings). */
export const accountApi = {
  deleteAccount: (password: string) => callApi(accountCalls.deleteAccount, { body: { password } }),
};

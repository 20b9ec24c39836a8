import { familyCalls } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** The student's side of a family: the age question and the code a parent links with. */
export const familyApi = {
  status: (signal?: AbortSignal) => callApi(familyCalls.getFamilyStatus, { signal }),
  setBirthYear: (birthYear: number) => callApi(familyCalls.setBirthYear, { body: { birthYear } }),
  createLinkCode: () => callApi(familyCalls.createLinkCode),
};

import { isApiError } from "@kidsafe/ui";

/** The call's answer, or `fallback` when the server answers `status` (e.g. a 401: nobody is signed in). */
export async function fallbackOnStatus<Answer, Fallback>(call: Promise<Answer>, status: number, fallback: Fallback): Promise<Answer | Fallback> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === status) return fallback;
    throw error;
  }
}

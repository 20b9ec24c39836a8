import { HttpError, badRequest } from "@kidsafe/server-kit";
import type { SafeFetchError } from "@kidsafe/safe-fetch";

/** The URL the child gave is at fault: 400; the website: 502. */
export function previewFailure(error: SafeFetchError): HttpError {
  const firstHop = (error.details.hop ?? 0) === 0;
  switch (error.code) {
    case "invalid-url":
      return firstHop ? badRequest("This link can't be previewed: it is not a plain web address.") : redirectedAway();
    case "forbidden-scheme":
      return firstHop ? badRequest("Only http and https links can be previewed.") : redirectedAway();
    case "forbidden-port":
      return firstHop ? badRequest("Only websites on the standard ports (80 and 443) can be previewed.") : redirectedAway();
    case "forbidden-address":
      return firstHop ? badRequest("This link points to a private or local network address, which can't be previewed.") : redirectedAway();
    case "dns-failure":
      return badGateway("We couldn't find that website.");
    case "too-many-redirects":
      return badGateway("The website redirected too many times to be previewed.");
    case "connect-timeout":
    case "timeout":
      return badGateway("The website took too long to answer.");
    case "body-too-large":
      return badGateway("The page is too large to preview.");
    case "unsupported-content-type":
      return badGateway("That link is not a web page, so it has no preview.");
    case "http-status":
      return badGateway(error.details.status ? `The website answered with an error (${error.details.status}).` : error.message);
    case "network":
      return badGateway("The website could not be reached.");
  }
}

const redirectedAway = () => badGateway("The website sent us on to an address that can't be previewed.");

export const badGateway = (message: string) => new HttpError(502, message);

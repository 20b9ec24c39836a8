import { voiceCalls } from "@kidsafe/contracts";
import type { IceCandidate, WebRtcOfferRequest } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** The voice view's camera link (WebRTC signalling). */
export const voiceApi = {
  /** The answer, the WebRTC session's id and the server's candidates. */
  webRtcOffer: (body: WebRtcOfferRequest) => callApi(voiceCalls.webRtcOffer, { body }),
  webRtcCandidate: (sessionId: string, candidate: IceCandidate) => callApi(voiceCalls.webRtcCandidate, { body: { sessionId, candidate } }),
};

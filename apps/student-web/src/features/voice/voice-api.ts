import { voiceCalls } from "@kidsafe/contracts";
import type { IceCandidate, WebRtcOfferRequest, WebRtcOfferResponse } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** POST /api/gemini/webrtc/offer -> the answer, the WebRTC session's id and the server's candidates. */
export function sendWebRtcOffer(body: WebRtcOfferRequest): Promise<WebRtcOfferResponse> {
  return callApi(voiceCalls.webRtcOffer, { body });
}

/** POST /api/gemini/webrtc/candidate; the answer is not read. */
export async function sendWebRtcCandidate(sessionId: string, candidate: IceCandidate): Promise<void> {
  await callApi(voiceCalls.webRtcCandidate, { body: { sessionId, candidate } });
}

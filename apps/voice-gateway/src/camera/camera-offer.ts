// Only a bounded, well-formed offer gets a peer, with its ports and timers.
import { badRequest } from "@kidsafe/server-kit";

export const CAMERA_OFFER_MAX_BYTES = 64 * 1024;

export const CAMERA_OFFER_TEXTS = {
  tooLarge: `The camera offer is too large (at most ${CAMERA_OFFER_MAX_BYTES / 1024} KiB).`,
  notSdp: "The camera offer is not a WebRTC session description: it must start with v=0.",
  badLine: "The camera offer has a line that is not of the form x=value.",
  noDataChannel: "The camera offer has no DataChannel section (m=application ... webrtc-datachannel) to send frames on.",
  noIceCredentials: "The camera offer is missing its ICE credentials (a=ice-ufrag and a=ice-pwd).",
  noFingerprint: "The camera offer is missing its DTLS fingerprint (a=fingerprint).",
} as const;

const LINE = /^[a-z]=\S/;
const DATA_CHANNEL_SECTION = /^m=application \d+ (UDP\/DTLS\/SCTP|DTLS\/SCTP|UDP\/DTLS\/SCTP\/WEBRTC-DATACHANNEL) webrtc-datachannel$/i;
const ICE_UFRAG = /^a=ice-ufrag:\S+$/;
const ICE_PWD = /^a=ice-pwd:\S+$/;
const FINGERPRINT = /^a=fingerprint:[A-Za-z0-9-]+ [0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2})+$/;

export function readCameraOffer(sdp: string): string {
  if (Buffer.byteLength(sdp, "utf8") > CAMERA_OFFER_MAX_BYTES) throw badRequest(CAMERA_OFFER_TEXTS.tooLarge);
  const lines = sdp.split(/\r?\n/).filter((line) => line.length > 0);
  if (lines[0] !== "v=0") throw badRequest(CAMERA_OFFER_TEXTS.notSdp);
  if (!lines.every((line) => LINE.test(line))) throw badRequest(CAMERA_OFFER_TEXTS.badLine);
  if (!lines.some((line) => DATA_CHANNEL_SECTION.test(line))) throw badRequest(CAMERA_OFFER_TEXTS.noDataChannel);
  // Session-level or in the media section: either is valid SDP.
  if (!lines.some((line) => ICE_UFRAG.test(line)) || !lines.some((line) => ICE_PWD.test(line))) {
    throw badRequest(CAMERA_OFFER_TEXTS.noIceCredentials);
  }
  if (!lines.some((line) => FINGERPRINT.test(line))) throw badRequest(CAMERA_OFFER_TEXTS.noFingerprint);
  return sdp;
}

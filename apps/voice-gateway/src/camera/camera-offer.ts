// The camera's SDP offer, read before any peer connection exists: only a bounded, well-formed WebRTC offer with the
// DataChannel the camera sends its frames on gets a peer (and its ports and timers).
import { badRequest } from "@kidsafe/server-kit";

/** A browser's DataChannel offer is a few kilobytes; this leaves room for many candidates and nothing more. */
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
/** The camera's frames travel on a DataChannel: SCTP over DTLS, in an application section. */
const DATA_CHANNEL_SECTION = /^m=application \d+ (UDP\/DTLS\/SCTP|DTLS\/SCTP|UDP\/DTLS\/SCTP\/WEBRTC-DATACHANNEL) webrtc-datachannel$/i;
const ICE_UFRAG = /^a=ice-ufrag:\S+$/;
const ICE_PWD = /^a=ice-pwd:\S+$/;
const FINGERPRINT = /^a=fingerprint:[A-Za-z0-9-]+ [0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2})+$/;

/** Answers the offer's SDP when a peer connection can use it; otherwise throws a 400 that says what is wrong. */
export function readCameraOffer(sdp: string): string {
  if (Buffer.byteLength(sdp, "utf8") > CAMERA_OFFER_MAX_BYTES) throw badRequest(CAMERA_OFFER_TEXTS.tooLarge);
  const lines = sdp.split(/\r?\n/).filter((line) => line.length > 0);
  if (lines[0] !== "v=0") throw badRequest(CAMERA_OFFER_TEXTS.notSdp);
  if (!lines.every((line) => LINE.test(line))) throw badRequest(CAMERA_OFFER_TEXTS.badLine);
  if (!lines.some((line) => DATA_CHANNEL_SECTION.test(line))) throw badRequest(CAMERA_OFFER_TEXTS.noDataChannel);
  // Session-level or in the media section: either is valid SDP, so either is accepted.
  if (!lines.some((line) => ICE_UFRAG.test(line)) || !lines.some((line) => ICE_PWD.test(line))) {
    throw badRequest(CAMERA_OFFER_TEXTS.noIceCredentials);
  }
  if (!lines.some((line) => FINGERPRINT.test(line))) throw badRequest(CAMERA_OFFER_TEXTS.noFingerprint);
  return sdp;
}

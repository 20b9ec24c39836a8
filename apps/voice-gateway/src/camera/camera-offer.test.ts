import { describe, expect, it } from "vitest";
import { CAMERA_OFFER_MAX_BYTES, CAMERA_OFFER_TEXTS, readCameraOffer } from "./camera-offer.ts";

/** A DataChannel offer as a WebRTC peer makes it (werift's, like the browser's camera link). */
const OFFER = [
  "v=0",
  "o=- 44261377 0 IN IP4 0.0.0.0",
  "s=-",
  "t=0 0",
  "a=group:BUNDLE 0",
  "a=msid-semantic:WMS *",
  "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
  "c=IN IP4 0.0.0.0",
  "a=candidate:32b1715da3b0ef8ba684454eb 1 udp 2116026367 192.0.2.2 52979 typ host generation 0 ufrag 098f",
  "a=ice-ufrag:098f",
  "a=ice-pwd:2a3b3fdcd0fe8beaf2362c",
  "a=fingerprint:sha-256 40:62:5A:89:66:B5:EA:3D:D0:89:19:DB:6D:D1:69:9E:8D:79:D6:34:86:13:6C:37:E8:8B:23:34:0B:26:EC:CA",
  "a=setup:actpass",
  "a=mid:0",
  "a=sctp-port:5000",
  "",
].join("\r\n");

const without = (prefix: string) =>
  OFFER.split("\r\n")
    .filter((line) => !line.startsWith(prefix))
    .join("\r\n");

const refusal = (sdp: string) => {
  try {
    readCameraOffer(sdp);
    return undefined;
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
};

describe("reading the camera's offer", () => {
  it("accepts a DataChannel offer, with CRLF or bare LF line ends", () => {
    expect(readCameraOffer(OFFER)).toBe(OFFER);
    expect(readCameraOffer(OFFER.replaceAll("\r\n", "\n"))).toContain("webrtc-datachannel");
  });

  it.each([
    ["garbage", "garbage", CAMERA_OFFER_TEXTS.notSdp],
    ["an empty description", "", CAMERA_OFFER_TEXTS.notSdp],
    ["a line that is not x=value", OFFER.replace("s=-", "s=-\r\n<script>"), CAMERA_OFFER_TEXTS.badLine],
    [
      "an audio section only",
      OFFER.replace("m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "m=audio 9 UDP/TLS/RTP/SAVPF 111"),
      CAMERA_OFFER_TEXTS.noDataChannel,
    ],
    ["no ICE username fragment", without("a=ice-ufrag"), CAMERA_OFFER_TEXTS.noIceCredentials],
    ["no ICE password", without("a=ice-pwd"), CAMERA_OFFER_TEXTS.noIceCredentials],
    ["no DTLS fingerprint", without("a=fingerprint"), CAMERA_OFFER_TEXTS.noFingerprint],
    [
      "a fingerprint that is not hex pairs",
      OFFER.replace(/a=fingerprint:.*/, "a=fingerprint:sha-256 nothing"),
      CAMERA_OFFER_TEXTS.noFingerprint,
    ],
  ])("refuses %s with a 400 that says what is wrong", (_name, sdp, message) => {
    expect(refusal(sdp)).toEqual({ status: 400, message });
  });

  it("refuses an offer over the size bound before reading it", () => {
    const padded = `${OFFER}${"a=x-padding:0\r\n".repeat(CAMERA_OFFER_MAX_BYTES / 15)}`;
    expect(refusal(padded)).toEqual({ status: 400, message: CAMERA_OFFER_TEXTS.tooLarge });
  });
});

// The camera's way to the AI: the page offers a WebRTC connection through
// POST /api/gemini/webrtc/offer (and /candidate), opens a DataChannel, and sends it a JPEG of the camera about once a
// second; the voice gateway forwards each frame to the same child's live conversation.
import { VOICE_CAMERA_FRAME_INTERVAL_MS, VOICE_CAMERA_FRAME_MAX_BYTES } from "@kidsafe/contracts";
import type { AgeOption, IceCandidate, SubjectOption } from "@kidsafe/contracts";
import { voiceApi } from "../../lib/api/voice.ts";
import { FRAME_QUALITIES, frameSizeFor } from "./camera-frames.ts";

const FRAMES_CHANNEL = "camera-frames";
/** Frames wait while the channel still holds this much (a slow link skips frames rather than queueing them). */
const CHANNEL_BUSY_BYTES = VOICE_CAMERA_FRAME_MAX_BYTES;

export interface CameraLinkEvents {
  /** The channel is open: frames flow. */
  onConnected: () => void;
  /** The WebRTC connection failed (or never came up); the call goes on without the camera. */
  onFailed: (reason: "connection" | "signalling", error?: unknown) => void;
}

export interface CameraLink {
  close: () => void;
}

function toIceCandidate({ candidate, sdpMid, sdpMLineIndex, usernameFragment }: RTCIceCandidate): IceCandidate {
  return { candidate, sdpMid, sdpMLineIndex, usernameFragment };
}

function jpegOf(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
}

async function smallEnoughJpeg(canvas: HTMLCanvasElement): Promise<ArrayBuffer | null> {
  for (const quality of FRAME_QUALITIES) {
    const blob = await jpegOf(canvas, quality);
    if (blob && blob.size <= VOICE_CAMERA_FRAME_MAX_BYTES) return blob.arrayBuffer();
  }
  return null;
}

export function openCameraLink(
  video: HTMLVideoElement,
  settings: { age: AgeOption; subject: SubjectOption },
  events: CameraLinkEvents,
): CameraLink {
  const peer = new RTCPeerConnection();
  const channel = peer.createDataChannel(FRAMES_CHANNEL, { ordered: true });
  channel.binaryType = "arraybuffer";
  const canvas = document.createElement("canvas");
  let sessionId: string | null = null;
  const earlyCandidates: IceCandidate[] = [];
  let frameTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let failed = false;

  function fail(reason: "connection" | "signalling", error?: unknown) {
    if (closed || failed) return;
    failed = true;
    events.onFailed(reason, error);
  }

  async function sendFrame() {
    if (channel.readyState !== "open" || channel.bufferedAmount > CHANNEL_BUSY_BYTES) return;
    const size = frameSizeFor(video.videoWidth, video.videoHeight);
    if (size === null) return;
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext("2d")?.drawImage(video, 0, 0, size.width, size.height);
    const jpeg = await smallEnoughJpeg(canvas);
    if (jpeg !== null && channel.readyState === "open") channel.send(jpeg);
  }

  channel.onopen = () => {
    if (closed) return;
    void sendFrame();
    frameTimer = setInterval(() => void sendFrame(), VOICE_CAMERA_FRAME_INTERVAL_MS);
    events.onConnected();
  };

  peer.onicecandidate = (event) => {
    if (!event.candidate || event.candidate.candidate === "") return;
    const candidate = toIceCandidate(event.candidate);
    // Candidates found before the offer's answer named the session wait for it.
    if (sessionId === null) earlyCandidates.push(candidate);
    else void voiceApi.webRtcCandidate(sessionId, candidate).catch(() => undefined);
  };
  peer.onconnectionstatechange = () => {
    if (peer.connectionState === "failed") fail("connection");
  };

  void (async () => {
    try {
      const offer = await peer.createOffer();
      await peer.setLocalDescription(offer);
      const answer = await voiceApi.webRtcOffer({ sdp: offer.sdp ?? "", type: "offer", age: settings.age, subject: settings.subject });
      if (closed) return;
      sessionId = answer.sessionId;
      await peer.setRemoteDescription({ type: "answer", sdp: answer.answer.sdp });
      for (const candidate of answer.candidates ?? []) await peer.addIceCandidate(candidate).catch(() => undefined);
      for (const candidate of earlyCandidates.splice(0)) void voiceApi.webRtcCandidate(answer.sessionId, candidate).catch(() => undefined);
    } catch (error) {
      fail("signalling", error);
    }
  })();

  return {
    close() {
      closed = true;
      clearInterval(frameTimer);
      channel.close();
      peer.close();
    },
  };
}

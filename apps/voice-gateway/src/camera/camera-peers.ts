// Only frames pass: at most one a second, bounded in size, and only real JPEGs.
import { randomBytes } from "node:crypto";
import { VOICE_CAMERA_PEERS_PER_STUDENT, VOICE_MAX_VIDEO_FRAME_BYTES, VOICE_MIN_VIDEO_FRAME_INTERVAL_MS } from "@kidsafe/contracts";
import type { IceCandidate, WebRtcOfferResponse } from "@kidsafe/contracts";
import { HttpError, badRequest, tooManyRequests } from "@kidsafe/server-kit";
import { RTCPeerConnection } from "werift";

const GATHERING_WAIT_MS = 2_000;
const UNUSED_PEER_MS = 60_000;
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

interface Peer {
  userId: number;
  connection: RTCPeerConnection;
  lastFrameAt: number;
}

export function createCameraPeers(options: { onFrame(userId: number, jpeg: Buffer): void }) {
  const peers = new Map<string, Peer>();

  function close(peerId: string): void {
    const peer = peers.get(peerId);
    if (!peer) return;
    peers.delete(peerId);
    void peer.connection.close().catch(() => undefined);
  }

  function receive(peer: Peer, data: string | Buffer): void {
    if (typeof data === "string" || data.length > VOICE_MAX_VIDEO_FRAME_BYTES || !data.subarray(0, 3).equals(JPEG_MAGIC)) return;
    const now = Date.now();
    if (now - peer.lastFrameAt < VOICE_MIN_VIDEO_FRAME_INTERVAL_MS) return;
    peer.lastFrameAt = now;
    options.onFrame(peer.userId, data);
  }

  return {
    async answer(userId: number, offerSdp: string): Promise<WebRtcOfferResponse> {
      if ([...peers.values()].filter((peer) => peer.userId === userId).length >= VOICE_CAMERA_PEERS_PER_STUDENT) {
        throw tooManyRequests("The camera is already open in another tab. Close it to open it here.", 5_000);
      }
      const connection = new RTCPeerConnection({ iceServers: [] });
      const peerId = randomBytes(16).toString("base64url");
      const peer: Peer = { userId, connection, lastFrameAt: 0 };
      peers.set(peerId, peer);
      const unused = setTimeout(() => close(peerId), UNUSED_PEER_MS);
      connection.onDataChannel.subscribe((channel) => {
        clearTimeout(unused);
        channel.onMessage.subscribe((data) => receive(peer, data));
        channel.stateChanged.subscribe((state) => state === "closed" && close(peerId));
      });
      connection.connectionStateChange.subscribe((state) => (state === "failed" || state === "closed") && close(peerId));
      const candidates: IceCandidate[] = [];
      connection.onIceCandidate.subscribe((candidate) => {
        if (candidate)
          candidates.push({ candidate: candidate.candidate, sdpMid: candidate.sdpMid ?? null, sdpMLineIndex: candidate.sdpMLineIndex ?? null });
      });
      try {
        await connection.setRemoteDescription({ type: "offer", sdp: offerSdp });
        await connection.setLocalDescription(await connection.createAnswer());
      } catch (error) {
        close(peerId);
        throw badRequest(`The camera offer could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
      await Promise.race([
        new Promise<void>((resolve) => {
          if (connection.iceGatheringState === "complete") return resolve();
          connection.iceGatheringStateChange.subscribe((state) => state === "complete" && resolve());
        }),
        new Promise((resolve) => setTimeout(resolve, GATHERING_WAIT_MS)),
      ]);
      const sdp = connection.localDescription?.sdp;
      if (!sdp) throw new HttpError(503, "The camera connection could not be prepared. Please try again.");
      return { answer: { sdp, type: "answer" }, sessionId: peerId, candidates };
    },

    async addCandidate(peerId: string, userId: number, candidate: IceCandidate): Promise<boolean> {
      const peer = peers.get(peerId);
      if (!peer || peer.userId !== userId) return false;
      await peer.connection.addIceCandidate(candidate).catch(() => undefined);
      return true;
    },

    closeAll(): void {
      for (const peerId of [...peers.keys()]) close(peerId);
    },
  };
}

export type CameraPeers = ReturnType<typeof createCameraPeers>;

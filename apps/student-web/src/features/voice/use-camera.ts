import { CAMERA_STREAM_START_DELAY_MS, VOICE_CONNECT_WAIT_MS, VOICE_TEXTS } from "@kidsafe/contracts";
import type { AgeOption, SubjectOption, VoiceClientMessage } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import type { RefObject } from "react";
import { openCameraLink } from "./camera-link.ts";
import type { CameraLink } from "./camera-link.ts";
import { cameraErrorToast } from "./media-errors.ts";
import { VOICE_COPY } from "./voice-copy.ts";

export interface CameraControls {
  open: boolean;
  toggle: () => void;
  /** The floating preview's video element. */
  videoRef: RefObject<HTMLVideoElement | null>;
}

/**
 * The voice view's camera: opening shows the preview and starts streaming frames 500 ms later; 1 s
 * after the link connects the page asks the AI to describe the view (the gateway words the request, and the chat keeps
 * it as a camera line, not as the child's words); closing stops the tracks. A failed WebRTC
 * link says so ('Connection Failed' / 'WebRTC Error') and the call goes on without the camera.
 */
export function useCamera(
  settings: { age: AgeOption; subject: SubjectOption },
  sendMessage: (message: VoiceClientMessage) => void,
): CameraControls {
  const [stream, setStream] = useState<MediaStream | null>(null);
  // The tracks are stopped from here too: a state updater would not run once the view has unmounted.
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const opening = useRef(false);
  const latest = useRef({ settings, sendMessage });
  useEffect(() => {
    latest.current = { settings, sendMessage };
  });

  const show = useCallback((opened: MediaStream | null) => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = opened;
    setStream(opened);
  }, []);
  const close = useCallback(() => show(null), [show]);

  const toggle = useCallback(() => {
    if (stream !== null) return close();
    if (opening.current) return;
    if (typeof navigator.mediaDevices?.getUserMedia !== "function") {
      toast({ title: VOICE_TEXTS.cameraErrorTitle, description: VOICE_COPY.cameraErrorDescription, variant: "destructive" });
      return;
    }
    opening.current = true;
    void navigator.mediaDevices
      .getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: "user" }, audio: false })
      .then(show)
      .catch((error: unknown) => toast({ ...cameraErrorToast(error), variant: "destructive" }))
      .finally(() => {
        opening.current = false;
      });
  }, [stream, close, show]);

  // The preview shows the stream; streaming to the AI starts 500 ms after opening.
  useEffect(() => {
    if (stream === null) return;
    const video = videoRef.current;
    if (video) {
      video.srcObject = stream;
      void video.play().catch(() => undefined);
    }
    let link: CameraLink | null = null;
    let describeTimer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = setTimeout(() => {
      if (!video) return;
      try {
        link = openCameraLink(video, latest.current.settings, {
          onConnected: () => {
            describeTimer = setTimeout(() => latest.current.sendMessage({ type: "describe_camera" }), VOICE_CONNECT_WAIT_MS);
          },
          onFailed: (reason) => {
            toast({
              title: reason === "connection" ? VOICE_TEXTS.connectionFailedTitle : VOICE_TEXTS.webRtcErrorTitle,
              description: VOICE_COPY.webRtcFailedDescription,
              variant: "destructive",
            });
            close();
          },
        });
      } catch {
        toast({ title: VOICE_TEXTS.webRtcErrorTitle, description: VOICE_COPY.webRtcFailedDescription, variant: "destructive" });
        close();
      }
    }, CAMERA_STREAM_START_DELAY_MS);
    return () => {
      clearTimeout(startTimer);
      clearTimeout(describeTimer);
      link?.close();
      if (video) video.srcObject = null;
    };
  }, [stream, close]);

  // Leaving the voice view stops the camera.
  useEffect(() => () => close(), [close]);

  return { open: stream !== null, toggle, videoRef };
}

/**
 * Words of the voice view the seed does not give (ours). The seed's own texts are VOICE_TEXTS and OVERLAY_TEXTS in
 * the contracts and are used from there.
 */
export const VOICE_COPY = {
  viewLabel: "Voice chat",
  back: "Back to chat",
  status: {
    connecting: "Connecting...",
    connected: "Tap the button and talk",
    listening: "Listening...",
    speaking: "Speaking...",
  },
  startTalking: "Start talking",
  stopTalking: "Stop talking",
  openCamera: "Open camera",
  closeCamera: "Close camera",
  cameraPreview: "Camera preview",
  transcriptLabel: "What was said",
  /** After the words of a spoken answer the safety check stopped part-way (none of the stopped words are shown). */
  replyWithdrawn: "The safety check stopped this answer.",
  youSaid: "You",
  aiSaid: "AI",
  micPermissionDeniedDescription: "Please allow the microphone in your browser to talk with the AI.",
  noMicDescription: "Please connect a microphone and try again.",
  micErrorDescription: "The microphone could not be started. Please try again.",
  notSupportedDescription: "This browser cannot record audio for voice chat. Please try another browser.",
  cameraPermissionDeniedDescription: "Please allow the camera in your browser to show things to the AI.",
  noCameraDescription: "Please connect a camera and try again.",
  cameraErrorDescription: "The camera could not be started. Please try again.",
  webRtcFailedDescription: "The camera could not reach the voice service. Voice chat goes on without it.",
  typeInsteadLabel: "Type a question",
  typeInsteadPlaceholder: "Type to ask out loud...",
  ask: "Ask",
} as const;

import { VOICE_TEXTS } from "@kidsafe/contracts";
import type { VoiceClientMessage, VoiceServerMessage } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { OfferRecommendation } from "../recommendations/use-recommendation-popups.ts";
import { browserVoiceSupport, microphoneErrorToast, supportsVoiceChat } from "./media-errors.ts";
import { startMicrophone } from "./microphone.ts";
import type { Microphone } from "./microphone.ts";
import { createSpeaker } from "./speaker.ts";
import type { Speaker } from "./speaker.ts";
import { applyServerContent, withdrawReply } from "./transcript.ts";
import type { TranscriptLine } from "./transcript.ts";
import { VOICE_COPY } from "./voice-copy.ts";
import { openVoiceConnection } from "./voice-connection.ts";
import type { VoiceConnection, VoiceSocketSettings } from "./voice-connection.ts";
import { INITIAL_VOICE_STATE, voiceReducer, voiceStatusOf } from "./voice-state.ts";
import type { VoiceStatus } from "./voice-state.ts";

export interface VoiceCallOptions {
  settings: VoiceSocketSettings;
  offerRecommendation: OfferRecommendation;
  /** A turn ended: the server has stored its transcripts in the chat tab's conversation. */
  onTurnComplete: () => void;
}

export interface VoiceCall {
  status: VoiceStatus;
  /** The microphone is on (the talk button is pressed), whether or not the AI is speaking now. */
  talking: boolean;
  transcript: readonly TranscriptLine[];
  /** Starts or stops the microphone (the talk button). */
  toggleTalking: () => void;
  sendMessage: (message: VoiceClientMessage) => void;
  /** Plays 24 kHz PCM through the call's speaker (a chat reply's audioBase64 in voice mode). */
  playAudio: (pcm: Uint8Array) => void;
  /** Shows a typed question and its reply in the captions. */
  addExchange: (question: string, answer: string) => void;
}

/**
 * One live voice call while the voice view is open: the socket and its reconnects, the
 * microphone (the talk button), the AI's voice, the captions, recommendations to the popups, and the toasts.
 * A change of the voice setting reconnects with 'Switching to {voice}...'.
 */
export function useVoiceCall({ settings, offerRecommendation, onTurnComplete }: VoiceCallOptions): VoiceCall {
  const [state, dispatch] = useReducer(voiceReducer, INITIAL_VOICE_STATE);
  const [transcript, setTranscript] = useState<readonly TranscriptLine[]>([]);
  const connection = useRef<VoiceConnection | null>(null);
  const speaker = useRef<Speaker | null>(null);
  const microphone = useRef<Microphone | null>(null);
  const startingMicrophone = useRef(false);
  const lineId = useRef(0);
  const nextLineId = useCallback(() => (lineId.current += 1), []);
  // Latest callbacks, read by the socket's handlers without reopening it.
  const latest = useRef({ offerRecommendation, onTurnComplete });
  useEffect(() => {
    latest.current = { offerRecommendation, onTurnComplete };
  });
  const openedWith = useRef(settings);
  // The server's last `error` text in this failure streak, and whether 'Connection Error' was said.
  const lastError = useRef<string | null>(null);

  const handleMessage = useCallback(
    (message: VoiceServerMessage) => {
      switch (message.type) {
        case "gemini_connected":
          dispatch({ type: "live" });
          return;
        case "gemini_disconnected":
          dispatch({ type: "connecting" });
          return;
        case "gemini_message": {
          const content = message.data.serverContent;
          if (content.interrupted) speaker.current?.interrupt();
          setTranscript((lines) => applyServerContent(lines, content, nextLineId));
          if (content.turnComplete) latest.current.onTurnComplete();
          return;
        }
        case "reply_withdrawn":
          speaker.current?.interrupt();
          setTranscript((lines) => withdrawReply(lines, VOICE_COPY.replyWithdrawn, nextLineId));
          return;
        case "recommendation":
          latest.current.offerRecommendation({ advertiserId: message.advertiserId, context: message.context }, "voice_live");
          return;
        case "error":
          // The same message again (a retry failing the same way every 2 s) is not repeated.
          if (lastError.current === message.message) return;
          lastError.current = message.message;
          toast({ title: VOICE_TEXTS.connectionErrorTitle, description: message.message, variant: "destructive" });
          return;
      }
    },
    [nextLineId],
  );

  useEffect(() => {
    const playing = (on: boolean) => dispatch({ type: "playback", playing: on });
    speaker.current = createSpeaker(playing);
    // 'Connection Error' once per failure streak (a socket that closed before the AI was connected): the socket
    // keeps trying every 2 s without repeating the toast, and a server that said why is not contradicted.
    let live = false;
    const opened = openVoiceConnection(openedWith.current, {
      onConnecting: () => dispatch({ type: "connecting" }),
      onMessage: (message) => {
        if (message.type === "gemini_connected") {
          live = true;
          lastError.current = null;
        }
        handleMessage(message);
      },
      onAudio: (pcm) => speaker.current?.play(pcm),
      onClosed: () => {
        dispatch({ type: "closed" });
        speaker.current?.interrupt();
        if (!live && lastError.current === null) {
          lastError.current = VOICE_TEXTS.connectionErrorDescription;
          toast({ title: VOICE_TEXTS.connectionErrorTitle, description: VOICE_TEXTS.connectionErrorDescription, variant: "destructive" });
        }
        live = false;
      },
    });
    connection.current = opened;
    return () => {
      opened.close();
      connection.current = null;
      microphone.current?.stop();
      microphone.current = null;
      speaker.current?.close();
      speaker.current = null;
    };
  }, [handleMessage]);

  // Changing the voice closes the socket and reconnects after 500 ms.
  const { voice, age, subject, sessionId } = settings;
  useEffect(() => {
    const before = openedWith.current;
    if (before.voice === voice && before.age === age && before.subject === subject && before.sessionId === sessionId) return;
    openedWith.current = { voice, age, subject, sessionId };
    if (before.voice !== voice) toast({ title: VOICE_TEXTS.switchingVoice(voice) });
    connection.current?.reconnectWith(openedWith.current);
  }, [voice, age, subject, sessionId]);

  const toggleTalking = useCallback(() => {
    if (microphone.current) {
      microphone.current.stop();
      microphone.current = null;
      dispatch({ type: "microphone", on: false });
      return;
    }
    if (startingMicrophone.current) return;
    if (!supportsVoiceChat(browserVoiceSupport())) {
      toast({ title: VOICE_TEXTS.notSupportedTitle, description: VOICE_COPY.notSupportedDescription, variant: "destructive" });
      return;
    }
    startingMicrophone.current = true;
    void startMicrophone((pcm) => connection.current?.sendAudio(pcm))
      .then((started) => {
        if (connection.current === null) return started.stop(); // the view closed meanwhile
        microphone.current = started;
        dispatch({ type: "microphone", on: true });
      })
      .catch((error: unknown) => toast({ ...microphoneErrorToast(error), variant: "destructive" }))
      .finally(() => {
        startingMicrophone.current = false;
      });
  }, []);

  const sendMessage = useCallback((message: VoiceClientMessage) => connection.current?.sendMessage(message), []);
  const playAudio = useCallback((pcm: Uint8Array) => speaker.current?.play(pcm), []);

  const addExchange = useCallback(
    (question: string, answer: string) =>
      setTranscript((lines) =>
        applyServerContent(
          applyServerContent(lines, { inputTranscription: { text: question }, turnComplete: true }, nextLineId),
          { outputTranscription: { text: answer }, turnComplete: true },
          nextLineId,
        ),
      ),
    [nextLineId],
  );

  return { status: voiceStatusOf(state), talking: state.listening, transcript, toggleTalking, sendMessage, playAudio, addExchange };
}

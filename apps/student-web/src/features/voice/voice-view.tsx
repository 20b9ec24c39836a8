import "./voice.css";
import { CHAT_MESSAGE_MAX_LENGTH, VOICE_TEXTS } from "@kidsafe/contracts";
import { Button, classNames } from "@kidsafe/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useId, useState } from "react";
import type { FormEvent } from "react";
import { ToggleButton } from "../../components/toggle-button.tsx";
import { usePreferences } from "../preferences/use-preferences.ts";
import { useOpenPreview } from "../preview/preview-link-context.tsx";
import { chatHistoryKey } from "../chat/chat-history-query.ts";
import type { ChatSender, VoiceReply } from "../chat/use-chat-sender.ts";
import { useOfferRecommendation } from "../recommendations/use-recommendation-popups.ts";
import { base64ToBytes } from "./pcm.ts";
import { lastReplyLink } from "./transcript.ts";
import { useCamera } from "./use-camera.ts";
import { useVoiceCall } from "./use-voice-call.ts";
import { VOICE_COPY } from "./voice-copy.ts";
import { ArrowLeftIcon, CameraIcon, GlobeIcon, MicIcon } from "./voice-icons.tsx";

export interface VoiceViewProps {
  /** The chat tab whose conversation keeps the call's transcripts. */
  sessionId: string;
  sender: ChatSender;
  onBack: () => void;
}

/**
 * The voice chat full screen: back, the 'Live' indicator, Camera, 'Visit Website' when the AI's last reply
 * has a link, the large talk button, the captions and the floating camera preview. Recommendations arrive in the
 * screen's popup. A typed question is sent to the chat in voice mode and its spoken reply plays here.
 */
export function VoiceView({ sessionId, sender, onBack }: VoiceViewProps) {
  const { age, subject, voice } = usePreferences();
  const queryClient = useQueryClient();
  const openPreview = useOpenPreview();
  const offerRecommendation = useOfferRecommendation();
  const onTurnComplete = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: chatHistoryKey(sessionId) });
  }, [queryClient, sessionId]);
  const call = useVoiceCall({ settings: { age, subject, voice, sessionId }, offerRecommendation, onTurnComplete });
  const camera = useCamera({ age, subject }, call.sendMessage);
  const link = lastReplyLink(call.transcript);
  const live = call.status !== "connecting";
  const headingId = useId();

  return (
    <section className={classNames("voice-view", `voice-view--${call.status}`)} aria-labelledby={headingId}>
      <h1 id={headingId} className="ks-visually-hidden">
        {VOICE_COPY.viewLabel}
      </h1>
      <header className="voice-top-bar">
        <button type="button" className="voice-round-button" aria-label={VOICE_COPY.back} onClick={onBack}>
          <ArrowLeftIcon />
        </button>
        <p className={classNames("voice-live", live && "voice-live--on")} role="status">
          <span className="voice-live-dot" aria-hidden="true" />
          {live ? VOICE_TEXTS.live : VOICE_COPY.status.connecting}
        </p>
        <div className="voice-top-actions">
          {link !== null && (
            <Button variant="secondary" size="sm" onClick={() => openPreview(link)}>
              <GlobeIcon />
              {VOICE_TEXTS.visitWebsite}
            </Button>
          )}
          <ToggleButton
            size="sm"
            pressed={camera.open}
            aria-label={camera.open ? VOICE_COPY.closeCamera : VOICE_COPY.openCamera}
            onClick={camera.toggle}
          >
            <CameraIcon />
            {VOICE_TEXTS.camera}
          </ToggleButton>
        </div>
      </header>

      <div className="voice-stage">
        <button
          type="button"
          className={classNames("voice-talk-button", `voice-talk-button--${call.status}`)}
          aria-pressed={call.talking}
          aria-label={call.talking ? VOICE_COPY.stopTalking : VOICE_COPY.startTalking}
          disabled={!live}
          onClick={call.toggleTalking}
        >
          <MicIcon size={56} />
        </button>
        <p className="voice-status" aria-live="polite">
          {VOICE_COPY.status[call.status]}
        </p>
      </div>

      <ol className="voice-transcript" aria-label={VOICE_COPY.transcriptLabel} aria-live="polite">
        {call.transcript.map((line) => (
          <li key={line.id} className={`voice-line voice-line--${line.speaker}`}>
            <span className="voice-line-speaker">{line.speaker === "user" ? VOICE_COPY.youSaid : VOICE_COPY.aiSaid}: </span>
            {line.text}
          </li>
        ))}
      </ol>

      <TypedQuestion
        sessionId={sessionId}
        sender={sender}
        onReply={(question, reply) => {
          call.addExchange(question, reply.text);
          if (reply.audioBase64) call.playAudio(base64ToBytes(reply.audioBase64));
        }}
      />

      {camera.open && (
        <video ref={camera.videoRef} className="voice-camera-preview" aria-label={VOICE_COPY.cameraPreview} muted playsInline autoPlay />
      )}
    </section>
  );
}

/** A question typed in voice mode goes to the chat with isVoiceMode; the spoken reply plays here. */
interface TypedQuestionProps {
  sessionId: string;
  sender: ChatSender;
  onReply: (question: string, reply: VoiceReply) => void;
}

function TypedQuestion({ sessionId, sender, onReply }: TypedQuestionProps) {
  const [text, setText] = useState("");
  const inputId = useId();
  const pending = sender.pendingSend?.sessionId === sessionId && sender.pendingSend.status === "sending";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const question = text.trim();
    if (question === "") return;
    const attempt = sender.send({ sessionId, text: question, uploads: [], voice: { onReply: (reply) => onReply(question, reply) } });
    if (attempt.accepted) setText("");
  }

  return (
    <form className="voice-typed" onSubmit={submit}>
      <label htmlFor={inputId} className="ks-visually-hidden">
        {VOICE_COPY.typeInsteadLabel}
      </label>
      <input
        id={inputId}
        className="voice-typed-input"
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder={VOICE_COPY.typeInsteadPlaceholder}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={text.trim() === "" || pending}>
        {VOICE_COPY.ask}
      </Button>
    </form>
  );
}

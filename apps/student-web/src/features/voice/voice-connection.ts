// The /ws/voice socket with its reconnect rules: an unclean close opens it again after 2 s, a
// voice change closes it and opens it with the new voice after 500 ms. Every JSON frame from the server is parsed
// with the contract; binary frames are 24 kHz PCM for the player.
import { VOICE_SOCKET_PATH, parseVoiceServerFrame } from "@kidsafe/contracts";
import type { AgeOption, SubjectOption, VoiceClientMessage, VoiceOption, VoiceServerMessage } from "@kidsafe/contracts";
import { VOICE_CHANGE_DELAY_MS, reconnectDelayAfter } from "./voice-state.ts";

export interface VoiceSocketSettings {
  age: AgeOption;
  subject: SubjectOption;
  voice: VoiceOption;
  /** The chat tab's conversation, where the server keeps the call's transcripts. */
  sessionId: string;
}

/** ws:// or wss:// on the page's own origin, with the settings as the query. */
export function voiceSocketUrl(origin: { protocol: string; host: string }, settings: VoiceSocketSettings): string {
  const scheme = origin.protocol === "https:" ? "wss:" : "ws:";
  const query = new URLSearchParams({
    age: String(settings.age),
    subject: settings.subject,
    voice: settings.voice,
    sessionId: settings.sessionId,
  });
  return `${scheme}//${origin.host}${VOICE_SOCKET_PATH}?${query.toString()}`;
}

export interface VoiceConnectionEvents {
  /** The socket is opening (first time, or again). */
  onConnecting: () => void;
  onMessage: (message: VoiceServerMessage) => void;
  onAudio: (pcm: ArrayBuffer) => void;
  /** The socket closed; `reconnectInMs` is null when it stays closed. */
  onClosed: (reconnectInMs: number | null) => void;
}

export interface VoiceConnection {
  sendAudio: (pcm: ArrayBuffer) => void;
  sendMessage: (message: VoiceClientMessage) => void;
  /** Closes the socket and opens it with the new settings after 500 ms. */
  reconnectWith: (settings: VoiceSocketSettings) => void;
  close: () => void;
  readonly open: boolean;
}

export function openVoiceConnection(initial: VoiceSocketSettings, events: VoiceConnectionEvents): VoiceConnection {
  let settings = initial;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;

  function connect() {
    timer = undefined;
    if (ended) return;
    events.onConnecting();
    const current = new WebSocket(voiceSocketUrl(window.location, settings));
    current.binaryType = "arraybuffer";
    socket = current;
    current.onmessage = (event: MessageEvent) => {
      if (socket !== current) return;
      if (typeof event.data === "string") {
        const parsed = parseVoiceServerFrame(event.data);
        if (parsed.success) events.onMessage(parsed.data);
      } else if (event.data instanceof ArrayBuffer) {
        events.onAudio(event.data);
      }
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return; // a socket the page replaced
      socket = null;
      const delay = reconnectDelayAfter({ wasClean: event.wasClean, code: event.code }, ended);
      events.onClosed(delay);
      if (delay !== null) timer = setTimeout(connect, delay);
    };
  }

  function closeSocket() {
    const current = socket;
    socket = null;
    if (current && current.readyState < WebSocket.CLOSING) current.close(1000);
  }

  connect();

  return {
    sendAudio(pcm) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(pcm);
    },
    sendMessage(message) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    reconnectWith(next) {
      settings = next;
      clearTimeout(timer);
      closeSocket();
      events.onClosed(VOICE_CHANGE_DELAY_MS);
      timer = setTimeout(connect, VOICE_CHANGE_DELAY_MS);
    },
    close() {
      ended = true;
      clearTimeout(timer);
      closeSocket();
    },
    get open() {
      return socket?.readyState === WebSocket.OPEN;
    },
  };
}

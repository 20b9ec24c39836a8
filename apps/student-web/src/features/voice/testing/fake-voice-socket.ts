import type { VoiceServerMessage } from "@kidsafe/contracts";
import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * A stand-in for the browser's WebSocket (jsdom has none that reaches our gateway): it records what the page
 * sends and lets a test play the voice gateway's side, frame by frame. Installed with vi.stubGlobal.
 */
export class FakeVoiceSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: FakeVoiceSocket[] = [];

  readonly url: string;
  readyState = FakeVoiceSocket.CONNECTING;
  binaryType = "blob";
  sent: (string | ArrayBuffer)[] = [];
  closedByPage: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeVoiceSocket.sockets.push(this);
  }

  send(data: string | ArrayBuffer) {
    if (this.readyState !== FakeVoiceSocket.OPEN) throw new Error("send on a socket that is not open");
    this.sent.push(data);
  }

  close(code = 1000) {
    this.closedByPage = code;
    this.finish(true, code);
  }

  // ---- the gateway's side ----

  /** The upgrade succeeded and the server connected the AI. */
  accept() {
    act(() => {
      this.readyState = FakeVoiceSocket.OPEN;
      this.onopen?.(new Event("open"));
      this.onmessage?.(new MessageEvent("message", { data: JSON.stringify({ type: "gemini_connected" }) }));
    });
  }

  receive(message: VoiceServerMessage) {
    act(() => this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(message) })));
  }

  receiveAudio(pcm: ArrayBuffer) {
    act(() => this.onmessage?.(new MessageEvent("message", { data: pcm })));
  }

  /** The network dropped (code 1006, not clean). */
  drop() {
    act(() => this.finish(false, 1006));
  }

  /** The server closed the socket on purpose. */
  closeFromServer(code: number) {
    act(() => this.finish(true, code));
  }

  get query(): URLSearchParams {
    return new URL(this.url).searchParams;
  }

  textMessages(): unknown[] {
    return this.sent.filter((frame): frame is string => typeof frame === "string").map((frame) => JSON.parse(frame) as unknown);
  }

  private finish(wasClean: boolean, code: number) {
    if (this.readyState === FakeVoiceSocket.CLOSED) return;
    this.readyState = FakeVoiceSocket.CLOSED;
    this.onclose?.(new CloseEvent("close", { wasClean, code }));
  }
}

export function installFakeVoiceSocket() {
  FakeVoiceSocket.sockets = [];
  vi.stubGlobal("WebSocket", FakeVoiceSocket);
}

export function lastSocket(): FakeVoiceSocket {
  const socket = FakeVoiceSocket.sockets.at(-1);
  if (!socket) throw new Error("the page opened no voice socket");
  return socket;
}

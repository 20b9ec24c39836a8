import type { ChatRequest, Message, User } from "@kidsafe/contracts";
import { vi } from "vitest";

/**
 * An in-memory stand-in for the API's chat routes, reached through a stubbed `fetch` (the browser's edge, not
 * our modules), answering with the contracts' shapes and ErrorResponse bodies like the real API.
 */
export interface FakeChatServer {
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  conversations: Map<string, Message[]>;
  /** The bodies POST /api/chat received, in order. */
  sent: ChatRequest[];
  /** Answer the next POST /api/chat with this instead of a reply. */
  failNextSend: (status: number, message: string) => void;
  /** Reply to the next POST /api/chat with `locked: true`. */
  lockNextSend: () => void;
  /** Hold the next POST /api/chat until the returned function is called. */
  holdNextSend: () => () => void;
  failNextClear: () => void;
  seed: (sessionId: string, count: number) => void;
  studyMode: { enabled: boolean };
  calls: () => string[];
}

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json" } });
const failure = (status: number, message: string) => json(status, { statusCode: status, error: "Error", message });

export function installFakeChatServer(user: User): FakeChatServer {
  const conversations = new Map<string, Message[]>();
  const sent: ChatRequest[] = [];
  const studyMode = { enabled: false };
  let nextId = 1;
  let nextSendFailure: { status: number; message: string } | null = null;
  let nextSendLocked = false;
  let nextSendHold: Promise<void> | null = null;
  let nextClearFails = false;

  function message(sessionId: string, sender: Message["sender"], content: string, request?: ChatRequest): Message {
    const id = nextId++;
    return {
      id,
      content,
      sender,
      createdAt: new Date().toISOString(),
      sessionId,
      userId: user.id,
      attachments: (request?.files ?? []).map((file, index) => ({
        id: id * 10 + index,
        fileName: file.name,
        fileType: file.type,
        fileSize: file.size,
        fileData: file.data,
      })),
    };
  }

  async function handleSend(body: ChatRequest): Promise<Response> {
    sent.push(body);
    const hold = nextSendHold;
    nextSendHold = null;
    if (hold) await hold;
    if (nextSendFailure) {
      const { status, message: text } = nextSendFailure;
      nextSendFailure = null;
      return failure(status, text);
    }
    const history = conversations.get(body.sessionId) ?? [];
    if (history.length >= 50) return failure(429, "Chat limit reached");
    if (nextSendLocked) {
      nextSendLocked = false;
      return json(200, { response: "", sessionId: body.sessionId, locked: true });
    }
    const reply = `Offline AI: you asked "${body.message}"`;
    conversations.set(body.sessionId, [
      ...history,
      message(body.sessionId, "user", body.message, body),
      message(body.sessionId, "ai", reply),
    ]);
    return json(200, { response: reply, sessionId: body.sessionId });
  }

  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? "GET";
    const chatSession = /^\/api\/chat\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && path === "/api/user") return Promise.resolve(json(200, user));
    if (method === "GET" && path === "/api/study-mode") {
      return Promise.resolve(json(200, { enabled: studyMode.enabled, beepEnabled: false }));
    }
    if (method === "GET" && path === "/api/ai-status") return Promise.resolve(json(200, { offline: true }));
    if (method === "POST" && path === "/api/chat" && typeof init?.body === "string") {
      return handleSend(JSON.parse(init.body) as ChatRequest);
    }
    if (chatSession !== undefined) {
      const sessionId = decodeURIComponent(chatSession);
      if (method === "GET") {
        const messages = conversations.get(sessionId);
        return Promise.resolve(messages ? json(200, { sessionId, messages }) : failure(404, "No such conversation"));
      }
      if (method === "DELETE") {
        if (nextClearFails) {
          nextClearFails = false;
          return Promise.resolve(failure(500, "Something went wrong"));
        }
        conversations.set(sessionId, []);
        return Promise.resolve(json(200, { ok: true }));
      }
    }
    return Promise.resolve(failure(404, `No route ${method} ${path}`));
  });
  vi.stubGlobal("fetch", fetchMock);

  return {
    fetchMock,
    conversations,
    sent,
    studyMode,
    failNextSend(status, text) {
      nextSendFailure = { status, message: text };
    },
    lockNextSend() {
      nextSendLocked = true;
    },
    holdNextSend() {
      let release = () => undefined as void;
      nextSendHold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    failNextClear() {
      nextClearFails = true;
    },
    seed(sessionId, count) {
      const messages: Message[] = [];
      for (let index = 0; index < count; index += 1) {
        messages.push(message(sessionId, index % 2 === 0 ? "user" : "ai", `seeded ${index + 1}`));
      }
      conversations.set(sessionId, messages);
    },
    calls: () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${typeof url === "string" ? url : "?"}`),
  };
}

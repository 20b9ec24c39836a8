import { VOICE_SOCKET_PATH, VoiceClientMessage, VoiceServerMessage, VoiceSocketQuery } from "@kidsafe/contracts";
import { z } from "zod";

/** The voice WebSocket, which OpenAPI cannot describe as an operation: its messages as schemas, and text saying how they flow. */
export const WEBSOCKET_SCHEMAS = {
  VoiceSocketQuery: z.toJSONSchema(VoiceSocketQuery, { io: "input", unrepresentable: "any" }),
  VoiceClientMessage: z.toJSONSchema(VoiceClientMessage, { io: "input", unrepresentable: "any" }),
  VoiceServerMessage: z.toJSONSchema(VoiceServerMessage, { io: "output", unrepresentable: "any" }),
};

const serverTypes = VoiceServerMessage.options.map((option) => `\`${option.shape.type.value}\``).join(", ");

export const WEBSOCKET_DESCRIPTION = `
## WebSocket: live voice (\`${VOICE_SOCKET_PATH}\`)

Served by the voice gateway on the same origin (\`/ws/*\` is routed to it), not by this API; a signed-in
student's session cookie goes with the upgrade. The query string is \`VoiceSocketQuery\` (age, subject, voice; each
optional). Binary frames carry 16-bit mono PCM: 16 kHz from the browser, 24 kHz to it. Text frames are JSON:

- from the browser, \`VoiceClientMessage\` (a union on \`type\`: \`text\`); every text frame is parsed against it;
- from the server, \`VoiceServerMessage\` (a union on \`type\`: ${serverTypes}).

Both schemas are in \`components.schemas\`.
`;

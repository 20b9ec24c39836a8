import { VOICE_SOCKET_PATH, VoiceClientMessage, VoiceServerMessage, VoiceSocketQuery } from "@kidsafe/contracts";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

function messageSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  const options = rest.oneOf ?? rest.anyOf;
  // A union of one is still a union in zod; in the document it is just that message.
  if (Array.isArray(options) && options.length === 1) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...others } = rest;
    return { ...others, ...(options[0] as JsonSchema) };
  }
  return rest;
}

/** OpenAPI cannot describe a WebSocket as an operation. */
export const WEBSOCKET_SCHEMAS = {
  VoiceSocketQuery: messageSchemaOf(VoiceSocketQuery, "input"),
  VoiceClientMessage: messageSchemaOf(VoiceClientMessage, "input"),
  VoiceServerMessage: messageSchemaOf(VoiceServerMessage, "output"),
};

export const WEBSOCKET_EXTENSION = {
  path: VOICE_SOCKET_PATH,
  query: { $ref: "#/components/schemas/VoiceSocketQuery" },
  clientMessage: { $ref: "#/components/schemas/VoiceClientMessage" },
  serverMessage: { $ref: "#/components/schemas/VoiceServerMessage" },
} as const;

const serverTypes = VoiceServerMessage.options.map((option) => `\`${option.shape.type.value}\``).join(", ");

export const WEBSOCKET_DESCRIPTION = `
## WebSocket: live voice (\`${VOICE_SOCKET_PATH}\`)

Served by the voice gateway on the same origin (\`/ws/*\` is routed to it), not by this API; a signed-in
student's session cookie goes with the upgrade. The query string is \`VoiceSocketQuery\` (age, subject, voice; each
optional). Binary frames carry 16-bit mono PCM: 16 kHz from the browser, 24 kHz to it. Text frames are JSON:

- from the browser, \`VoiceClientMessage\` (a union on \`type\`: \`text\`); every text frame is parsed against it;
- from the server, \`VoiceServerMessage\` (a union on \`type\`: ${serverTypes}).

Both schemas are in \`components.schemas\`; \`x-websocket\` names which is which.
`;

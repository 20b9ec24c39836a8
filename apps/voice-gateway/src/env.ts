import { parseEnv, serverEnvShape } from "@kidsafe/server-kit";
import { z } from "zod";

const VoiceGatewayEnv = z.object({
  ...serverEnvShape,
  PORT: z.coerce.number().int().min(1).max(65535).default(3002),
});

export type VoiceGatewayEnv = z.output<typeof VoiceGatewayEnv>;

export function readVoiceGatewayEnv(source: NodeJS.ProcessEnv = process.env): VoiceGatewayEnv {
  return parseEnv(VoiceGatewayEnv, source);
}

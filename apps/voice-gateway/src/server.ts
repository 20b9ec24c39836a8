import { listenUntilSignalled } from "@kidsafe/server-kit";
import { buildVoiceGateway } from "./app.ts";
import { readVoiceGatewayEnv } from "./env.ts";

const env = readVoiceGatewayEnv();
const app = await buildVoiceGateway({ logLevel: env.LOG_LEVEL });
await listenUntilSignalled(app, { port: env.PORT, host: env.HOST });

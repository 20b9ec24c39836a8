import Fastify from "fastify";
import { listenOnFreePort } from "./bench-app.ts";

const app = Fastify({ logger: false });
app.get("/", () => ({ hello: "world" }));
process.send?.({ port: await listenOnFreePort(app) });

import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { createQueryClient } from "./api/query-client.ts";
import { AppFrame } from "./app-frame.tsx";

/**
 * The markup of `app` at `location`, as the browser's first render will produce it: nobody signed in yet, every
 * query still loading, and every lazy page loaded (the prerender waits for them). Run at build time in Node.
 */
export async function prerenderApp(app: ReactNode, location: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <AppFrame queryClient={createQueryClient()}>
      <StaticRouter location={location}>{app}</StaticRouter>
    </AppFrame>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

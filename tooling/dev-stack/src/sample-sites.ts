// Sample sites opened to the server-side fetcher, so the safety check has something local to read offline.
import { SAMPLE_SITE_PATHS, startSampleSites } from "@kidsafe/testing";

/** E2e specs find them there. */
export const SAMPLE_SITES_PORT_OFFSET = 9;

export interface ResolvedSampleSites {
  env: Record<string, string>;
  description: string;
  stop(): Promise<void>;
}

export async function resolveSampleSites({
  env,
  port,
  host,
}: {
  env: NodeJS.ProcessEnv;
  port: number;
  host: string;
}): Promise<ResolvedSampleSites> {
  const given = env.SAFE_FETCH_ALLOW_ORIGINS?.trim();
  if (given)
    return { env: { SAFE_FETCH_ALLOW_ORIGINS: given }, description: `SAFE_FETCH_ALLOW_ORIGINS=${given}`, stop: () => Promise.resolve() };
  const sites = await startSampleSites({ port, host });
  return {
    env: { SAFE_FETCH_ALLOW_ORIGINS: sites.origin },
    description: `${sites.origin}${SAMPLE_SITE_PATHS.safe} passes the safety check, ${sites.origin}${SAMPLE_SITE_PATHS.unsafe} fails it`,
    stop: () => sites.close(),
  };
}

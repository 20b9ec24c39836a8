// Websites an advertiser can register offline: the dev stack serves the sample sites of @kidsafe/testing and
// opens their origin to the server-side fetcher (SAFE_FETCH_ALLOW_ORIGINS), so the safety check has something
// local to read. A SAFE_FETCH_ALLOW_ORIGINS already set is passed on as given, and no sites are started.
import { SAMPLE_SITE_PATHS, startSampleSites } from "@kidsafe/testing";

/** The sample websites' port is the public port plus this, when free (e2e specs find them there). */
export const SAMPLE_SITES_PORT_OFFSET = 9;

export interface ResolvedSampleSites {
  /** What the apps that fetch websites server-side get in their environment. */
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

import type { ApiContext, ApiModule } from "../../context.ts";
import type { RouteTable } from "../../http/route-table.ts";
import { buildOpenApiDocument } from "./document.ts";
import type { OpenApiDocument } from "./document.ts";
import { openApiRoutes } from "./routes.ts";

export { buildOpenApiDocument, DOCUMENTED_CALLS } from "./document.ts";
export type { OpenApiDocument, Operation } from "./document.ts";
export { API_REFERENCE_PREFIX } from "./routes.ts";

const DOCUMENT_VERSION = "1.0.0";

export function openApiModule({ config }: ApiContext, needs: { routes: RouteTable }): ApiModule {
  let document: OpenApiDocument | undefined;
  const documentNow = () =>
    (document ??= buildOpenApiDocument(needs.routes.entries(), { secureCookies: config.secureCookies, version: DOCUMENT_VERSION }).document);
  return { plugin: openApiRoutes(documentNow, { reference: config.apiReference }) };
}

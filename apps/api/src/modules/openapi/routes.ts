import { operationCalls } from "@kidsafe/contracts";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { ApiPlugin } from "../../context.ts";
import { routeOf } from "../../http/route.ts";
import type { OpenApiDocument } from "./document.ts";

/** Where the rendered reference is served, when it is (API_REFERENCE). */
export const API_REFERENCE_PREFIX = "/api/reference";

/**
 * GET /api/openapi.json, and the rendered reference (Swagger UI) at /api/reference when it is switched on. The
 * document is built on first request, when every route of the app has been declared.
 */
export function openApiRoutes(documentNow: () => OpenApiDocument, options: { reference: boolean }): ApiPlugin {
  return async (app) => {
    app.route({ ...routeOf(operationCalls.openApiDocument), handler: () => Promise.resolve({ ...documentNow() }) });
    if (!options.reference) return;
    await app.register(async (scope) => {
      // The UI's own copy of the document comes from the same builder (a placeholder is all @fastify/swagger needs).
      await scope.register(swagger, {
        mode: "static",
        specification: { document: { openapi: "3.1.0", info: { title: "", version: "" }, paths: {} } },
      });
      await scope.register(swaggerUi, { routePrefix: API_REFERENCE_PREFIX, transformSpecification: () => documentNow() });
    });
  };
}

import { operationCalls } from "@kidsafe/contracts";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { ApiPlugin } from "../../context.ts";
import { routeOf } from "../../http/route.ts";
import type { OpenApiDocument } from "./document.ts";

export const API_REFERENCE_PREFIX = "/api/reference";

/** Built on first request, when every route of the app has been declared. */
export function openApiRoutes(documentNow: () => OpenApiDocument, options: { reference: boolean }): ApiPlugin {
  return async (app) => {
    app.route({ ...routeOf(operationCalls.openApiDocument), handler: () => Promise.resolve({ ...documentNow() }) });
    if (!options.reference) return;
    await app.register(async (scope) => {
      // A placeholder is all @fastify/swagger needs: the UI's copy comes from the same builder.
      await scope.register(swagger, {
        mode: "static",
        specification: { document: { openapi: "3.1.0", info: { title: "", version: "" }, paths: {} } },
      });
      await scope.register(swaggerUi, { routePrefix: API_REFERENCE_PREFIX, transformSpecification: () => documentNow() });
    });
  };
}

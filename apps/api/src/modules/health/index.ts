import type { ApiContext, ApiModule } from "../../context.ts";
import { healthRoutes } from "./routes.ts";
import { createHealthService } from "./service.ts";

export function healthModule({ db, redis }: ApiContext): ApiModule {
  return { plugin: healthRoutes(createHealthService({ db, redis })) };
}

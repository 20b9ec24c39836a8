# syntax=docker/dockerfile:1.7
# The three Node servers, one image each, from the repository root:
#   docker build -f infra/docker/server.Dockerfile --build-arg APP=api            -t kidsafe/api .
#   docker build -f infra/docker/server.Dockerfile --build-arg APP=voice-gateway  -t kidsafe/voice-gateway .
#   docker build -f infra/docker/server.Dockerfile --build-arg APP=billing-worker -t kidsafe/billing-worker .
# and the database migration runner (kysely Migrator, same sources):
#   docker build -f infra/docker/server.Dockerfile --build-arg APP=api --target migrate -t kidsafe/migrate .
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV CI=true \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install --global pnpm@10.33.2 \
 && pnpm config set --global store-dir /pnpm/store \
 && pnpm config set --global update-notifier false

FROM base AS build
ARG APP
RUN case "$APP" in api|voice-gateway|billing-worker) ;; \
      *) echo "--build-arg APP must be api, voice-gateway or billing-worker (got '$APP')" >&2; exit 1 ;; esac
WORKDIR /repo
# Dependencies first, from the lockfile alone, so this layer survives source changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm fetch
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --offline --frozen-lockfile --filter "@kidsafe/${APP}..."
# tsup: dist/server.js, one ESM file with our workspace packages (TypeScript source) bundled in.
RUN pnpm --filter "@kidsafe/${APP}" build
# The app's production dependencies only, at the lockfile's versions (inject-workspace-packages is what lets pnpm 10
# deploy from the shared lockfile), in a flat (hoisted) node_modules: the bundle inlines @kidsafe/* code, whose own
# dependencies (kysely, pg, ...) must then resolve from the top level. Dev-only code (@kidsafe/testing with its
# embedded PostgreSQL) is a devDependency of the apps, so none of it is deployed.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm --filter "@kidsafe/${APP}" deploy --prod \
      --config.inject-workspace-packages=true --config.node-linker=hoisted /out

# Runs `pnpm db:migrate` against DATABASE_URL, then exits (compose service `migrate`, k8s init container).
FROM build AS migrate
WORKDIR /repo/packages/db
USER node
CMD ["node_modules/.bin/tsx", "src/cli/migrate.ts"]

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ARG APP
ENV NODE_ENV=production \
    HOST=0.0.0.0
WORKDIR /app
# Owned by root and only readable by the app's user: the process cannot rewrite its own code.
COPY --from=build /out/ ./
COPY --from=build /repo/apps/${APP}/dist ./dist
USER node
# The servers close gracefully on SIGTERM (drain requests, sockets, BullMQ workers).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server.js"]

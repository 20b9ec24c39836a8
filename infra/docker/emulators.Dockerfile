# syntax=docker/dockerfile:1.7
# The local Gemini and Stripe emulators, for `docker compose --profile apps` (and its CI smoke test): the whole
# product offline, no real AI and no real payments. Never part of a production deployment.
#   docker build -f infra/docker/emulators.Dockerfile --build-arg EMULATOR=gemini-emulator -t kidsafe/gemini-emulator .
#   docker build -f infra/docker/emulators.Dockerfile --build-arg EMULATOR=stripe-emulator -t kidsafe/stripe-emulator .
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim
ARG EMULATOR
RUN case "$EMULATOR" in gemini-emulator|stripe-emulator) ;; \
      *) echo "--build-arg EMULATOR must be gemini-emulator or stripe-emulator (got '$EMULATOR')" >&2; exit 1 ;; esac
ENV CI=true \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    HOST=0.0.0.0
RUN npm install --global pnpm@10.33.2 \
 && pnpm config set --global store-dir /pnpm/store \
 && pnpm config set --global update-notifier false
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm fetch
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --offline --frozen-lockfile --filter "@kidsafe/${EMULATOR}..."
WORKDIR /repo/packages/${EMULATOR}
USER node
CMD ["node_modules/.bin/tsx", "src/main.ts"]

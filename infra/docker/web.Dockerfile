# syntax=docker/dockerfile:1.7
# The three web apps' static bundles behind nginx, with the production path routing (infra/nginx):
#   docker build -f infra/docker/web.Dockerfile -t kidsafe/web .
# Runs as nginx's unprivileged user on port 8080.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
ENV CI=true \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install --global pnpm@10.33.2 \
 && pnpm config set --global store-dir /pnpm/store \
 && pnpm config set --global update-notifier false
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm fetch
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --offline --frozen-lockfile \
      --filter "@kidsafe/student-web..." --filter "@kidsafe/advertiser-web..." --filter "@kidsafe/admin-web..."
# Each build is `tsc && vite build` with the app's Vite base: /, /advertiser-app/, /admin/.
RUN pnpm --filter @kidsafe/student-web --filter @kidsafe/advertiser-web --filter @kidsafe/admin-web build

FROM nginxinc/nginx-unprivileged:1.27-alpine
# The image's entrypoint renders templates with envsubst into /etc/nginx/conf.d/, replacing only variables that are
# set in the environment (so nginx's own $uri, $host... stay as they are).
COPY infra/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY infra/nginx/security-headers.conf /etc/nginx/snippets/security-headers.conf
COPY --from=build /repo/apps/student-web/dist /usr/share/nginx/html/student
COPY --from=build /repo/apps/advertiser-web/dist /usr/share/nginx/html/advertiser-app
COPY --from=build /repo/apps/admin-web/dist /usr/share/nginx/html/admin
# host:port of the servers (compose service names; k8s Service names in the same namespace).
ENV API_UPSTREAM=api:3001 \
    VOICE_UPSTREAM=voice-gateway:3002
EXPOSE 8080

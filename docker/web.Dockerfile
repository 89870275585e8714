# syntax=docker/dockerfile:1
# The web image, built from the repository root: docker build -f docker/web.Dockerfile .
# Builds the client with Node, then serves client/dist with nginx, which also proxies /graphql
# (HTTP and WebSocket) to the server. The base and deps stages are word for word those of
# docker/node.Dockerfile, so BuildKit shares them.

FROM node:22-bookworm-slim AS base
# Keep in step with the pnpm the lockfile was written by.
ARG PNPM_VERSION=12.21.0
# CI: pnpm never prompts; pnpm_config_store_dir: the store lives in a BuildKit cache mount, not a layer.
ENV CI=true \
    pnpm_config_store_dir=/pnpm/store \
    CHECKPOINT_DISABLE=1
# openssl lets Prisma pick the right engine build; python3, make and g++ build native modules that
# ship no prebuilt binary (allowBuilds in pnpm-workspace.yaml lists the ones we allow to build).
RUN apt-get update \
 && apt-get install -y --no-install-recommends openssl python3 make g++ \
 && rm -rf /var/lib/apt/lists/* \
 && npm install -g "pnpm@${PNPM_VERSION}" \
 && npm cache clean --force

FROM base AS deps
WORKDIR /repo
# Manifests first, so that editing source code does not invalidate the install layer.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY core/package.json core/
COPY engine/package.json engine/
COPY db/package.json db/
COPY telemetry/package.json telemetry/
COPY server/package.json server/
COPY worker/package.json worker/
COPY client/package.json client/
RUN --mount=type=cache,id=vidya-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile

FROM deps AS build
# Google sign-in (Firebase Auth in the browser) is compiled in when these are given; unset: no button.
ARG VITE_FIREBASE_API_KEY=
ARG VITE_FIREBASE_AUTH_DOMAIN=
ARG VITE_FIREBASE_PROJECT_ID=
ARG VITE_FIREBASE_APP_ID=
ENV VITE_FIREBASE_API_KEY=$VITE_FIREBASE_API_KEY \
    VITE_FIREBASE_AUTH_DOMAIN=$VITE_FIREBASE_AUTH_DOMAIN \
    VITE_FIREBASE_PROJECT_ID=$VITE_FIREBASE_PROJECT_ID \
    VITE_FIREBASE_APP_ID=$VITE_FIREBASE_APP_ID
COPY . .
RUN pnpm --filter @vidya/client build

FROM nginx:1.27-alpine AS web
# The image's entrypoint writes /etc/resolv.conf's name servers into NGINX_LOCAL_RESOLVERS and runs
# envsubst (NGINX_* variables only) over /etc/nginx/templates/*.template into conf.d/.
ENV NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1 \
    NGINX_ENVSUBST_FILTER=^NGINX_
COPY docker/nginx.conf /etc/nginx/templates/default.conf.template
COPY --chmod=755 docker/csp.envsh /docker-entrypoint.d/15-vidya-csp.envsh
COPY --from=build /repo/client/dist /usr/share/nginx/html
EXPOSE 80

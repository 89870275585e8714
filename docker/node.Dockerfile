# syntax=docker/dockerfile:1
# The Node images, built from the repository root:
#   docker build -f docker/node.Dockerfile --target server .    (also: worker, migrate)
# Stages: base → deps (whole workspace installed from the lockfile) → build (prisma generate, esbuild
# bundles) → <app>-prod (`pnpm deploy --prod`: the app's production node_modules only) → the runtime
# targets `server`, `worker` and `migrate`, which hold no compiler, no dev dependency and run as `node`.
# The base and deps stages are word for word those of docker/web.Dockerfile, so BuildKit shares them.

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
COPY . .
RUN pnpm exec prisma generate \
 && pnpm --filter @vidya/server --filter @vidya/worker build

# pnpm 12 deploys a workspace package without injectWorkspacePackages: @vidya/core becomes a file:
# dependency (already inlined by esbuild, so unused at run time) and only `dependencies` are installed.
FROM build AS server-prod
RUN --mount=type=cache,id=vidya-pnpm-store,target=/pnpm/store \
    pnpm --filter @vidya/server deploy --prod /prod

FROM build AS worker-prod
RUN --mount=type=cache,id=vidya-pnpm-store,target=/pnpm/store \
    pnpm --filter @vidya/worker deploy --prod /prod

# The Prisma CLI alone, for `prisma migrate deploy`. It is a root devDependency, so it is installed into
# a scratch project at the version package.json pins; reusing the repository's lockfile keeps every
# transitive version the one the workspace resolved, and its allowBuilds lets @prisma/engines fetch the
# schema engine.
FROM base AS migrate-prod
WORKDIR /prod
COPY package.json /tmp/root-package.json
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN --mount=type=cache,id=vidya-pnpm-store,target=/pnpm/store \
    printf '{"name":"vidya-migrate","private":true,"dependencies":{"prisma":"%s"}}\n' \
      "$(node -p 'require("/tmp/root-package.json").devDependencies.prisma')" > package.json \
 && pnpm install --prod --no-frozen-lockfile \
 && rm pnpm-lock.yaml pnpm-workspace.yaml .npmrc

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app

FROM runtime AS server
# The server's voice (/tts) runs espeak-ng; the Hindi and Gujarati spelling dictionaries it serves are
# Debian's hunspell-hi and hunspell-gu (GPL, served unmodified from /usr/share/hunspell).
RUN apt-get update \
 && apt-get install -y --no-install-recommends espeak-ng hunspell-hi hunspell-gu \
 && rm -rf /var/lib/apt/lists/*
COPY --from=server-prod /prod/package.json ./package.json
COPY --from=server-prod /prod/node_modules ./node_modules
COPY --from=build /repo/server/dist ./dist
USER node
EXPOSE 4000
CMD ["node", "--enable-source-maps", "dist/main.js"]

FROM runtime AS worker
COPY --from=worker-prod /prod/package.json ./package.json
COPY --from=worker-prod /prod/node_modules ./node_modules
COPY --from=build /repo/worker/dist ./dist
USER node
CMD ["node", "--enable-source-maps", "dist/main.js"]

FROM runtime AS migrate
ENV CHECKPOINT_DISABLE=1
# Prisma's schema engine is a native binary that looks for libssl.
RUN apt-get update \
 && apt-get install -y --no-install-recommends openssl \
 && rm -rf /var/lib/apt/lists/*
COPY --from=migrate-prod /prod/package.json ./package.json
COPY --from=migrate-prod /prod/node_modules ./node_modules
COPY prisma.config.ts ./
COPY prisma ./prisma
USER node
CMD ["node_modules/.bin/prisma", "migrate", "deploy"]

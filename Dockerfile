# syntax=docker/dockerfile:1
#
# Ghorbari in one image (issue 20, ADR 029): the built web app and the compiled API, run as plain
# JavaScript by a non-root user. Build: `docker build -t ghorbari .`; run the whole set with
# `docker compose up` (compose.yaml), or alone: `docker run -p 3000:3000 -v ghorbari-data:/data ghorbari`
# (embedded PGlite in /data). Every variable is listed in the README's "Production" section.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- manifests: the workspace's package files alone, which both installs below start from ---
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# --- build: every dependency, then `npm run build` (web app with its server renderer, and the API) ---
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# --- deps: what the compiled server loads at run time, the API's production dependencies only ---
FROM manifests AS deps
# The web app's server renderer is bundled whole (apps/web/dist/server), so it needs none of its packages.
RUN npm ci --omit=dev --workspace apps/api \
  && mkdir -p apps/api/node_modules \
  && npm cache clean --force

# --- runtime ---
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist \
    SEED_DEMO=false
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/api/node_modules ./apps/api/node_modules
# apps/api/package.json says `"type": "module"`: the bundle is ES modules.
COPY apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Uploads (without STORAGE_URL), mails written to disk (without SMTP_URL) and the embedded database
# (without DATABASE_URL) live in /data: a volume, writable by the unprivileged `node` user.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready = the database, Redis (when set) and the storage answer, and the server is not shutting down.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: readiness turns 503, live sockets are told to reconnect, requests in flight finish (ADR 029).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]

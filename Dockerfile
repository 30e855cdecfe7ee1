# CloudPaste's container image (docs/DEPLOY.md, "Container"): the built server and web app on
# Node 20, run as an unprivileged user, with everything it keeps (SQLite database, local storage,
# generated secret) in the /data volume.
#
#   docker build -t cloudpaste .
#   docker run -p 8787:8787 -v cloudpaste-data:/data cloudpaste
#
# NODE_IMAGE names the Node 20 base (any Debian-based image with node and npm); the default is
# Docker Hub's official one. scripts/container/smoke-test.sh builds with a base made locally.
ARG NODE_IMAGE=node:20-bookworm-slim

# Installs the dependencies a build needs: better-sqlite3 compiles when no prebuilt binary can be
# fetched, hence the compiler.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY cli/package.json cli/

# The server's runtime dependencies only (no web, test or build tools).
FROM toolchain AS runtime-deps
# (Packages whose version differs from the one hoisted for another workspace stay in
# server/node_modules; the folder is made so the copy below always has one.)
RUN npm ci --omit=dev --workspace server --no-audit --no-fund && mkdir -p server/node_modules

# Builds the web app and the server bundle.
FROM toolchain AS build
RUN npm ci --workspace contracts --workspace server --workspace web --include-workspace-root \
      --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contracts contracts
COPY server server
COPY web web
RUN npm run build

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    DATA_DIR=/data
RUN groupadd --system cloudpaste \
 && useradd --system --gid cloudpaste --home-dir /data --shell /usr/sbin/nologin cloudpaste \
 && mkdir -p /data \
 && chown cloudpaste:cloudpaste /data
WORKDIR /app
COPY --from=runtime-deps /src/node_modules node_modules
COPY --from=runtime-deps /src/server/node_modules server/node_modules
COPY server/package.json server/node-flags.mjs server/
COPY scripts/start.mjs scripts/
COPY --from=build /src/server/dist server/dist
COPY --from=build /src/web/dist web/dist
USER cloudpaste
VOLUME ["/data"]
EXPOSE 8787
# /api/health answers 503 while the instance cannot serve (or is stopping), 200 otherwise.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# scripts/start.mjs finds both builds up to date and starts the server with its V8 flags; it passes
# SIGTERM on, and the server drains and exits.
CMD ["node", "scripts/start.mjs"]

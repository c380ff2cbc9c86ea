# Multi-stage image: build the client and the server bundle with the dev
# dependencies, run with the production ones as an unprivileged user. The CLIs
# (npm run staff, backup, restore) run from src/ through tsx. Not built on the development
# machines (no Docker engine there); see README "Production".
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# Two malloc arenas: photo processing on four threads otherwise keeps freed memory per thread (decision 246).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data CLIENT_DIR=/app/dist/client MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY src ./src
COPY drizzle ./drizzle
COPY scripts ./scripts
COPY tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
# The app listens on every interface of the container (HOST 0.0.0.0). Publish the port only to the reverse
# proxy, and set TRUST_PROXY=1 with TRUST_PROXY_FROM=<the proxy's address or the network's range>, so
# X-Forwarded-For is believed from the proxy only (README, "Configuration"; decision 191).
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The bundled server (npm run build, scripts/build-server.ts) with plain node: no npm or tsx process
# beside it, and about 90 MB less than running the sources through tsx (docs/decisions/023).
CMD ["node", "dist/server/main.mjs"]

# syntax=docker/dockerfile:1
# Production image of the site: build stage with compilers, runtime stage without them,
# running as the unprivileged "node" user. See docs/deploy.md.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles its native module when no prebuilt one fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm install, not npm ci: the lock file is trimmed to the platforms it was made on.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --from=build --chown=root:root /app/server ./server
COPY --from=build --chown=root:root /app/core ./core
COPY --from=build --chown=root:root /app/app ./app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+(process.env.API_BASE_PATH??'/api')+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself, not npm, so SIGTERM reaches the server and in-flight requests finish.
# The allocator setting and heap flags are those of `npm run serve` (docs/decisions/023-memory-ceiling.md).
ENV MALLOC_ARENA_MAX=2
ENV MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=2", "build/main.js"]

# syntax=docker/dockerfile:1
# Multi-stage: build the client (and its server renderer, dist/ssr) with all dependencies, run
# with production dependencies only.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No scripts: `prepare` compiles the client's messages, which only the build stage needs.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:24-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json mikro-orm.config.ts ./
COPY src/server ./src/server
COPY src/shared ./src/shared
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# V8 heap sizes: see README, Performance (memory); the same in package.json's start and e2e-server.ts.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=256", "src/server/server.ts"]

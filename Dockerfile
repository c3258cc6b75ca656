# Production image. It runs what `npm start` runs, `node .next/shop/start.mjs` (pending migrations
# under a lock, the first admin account when there is none, then the shop's server; never demo
# data), without npm in between so that a stop signal reaches it. `npm run build` compiled it to
# plain JavaScript: no TypeScript loader runs here (docs/adr/0026). It is not Next.js's standalone
# server: with Next 16 that server turns the language middleware's internal rewrites of Dutch
# paths into endless 307 redirects.
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY scripts/patch-dependencies.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The public address decides at build time whether browsers are sent to https.
ARG NEXT_PUBLIC_SERVER_URL
ENV NEXT_PUBLIC_SERVER_URL=${NEXT_PUBLIC_SERVER_URL}
# `npm run build` also compiles `npm start` to .next/shop and writes the Brotli copies of the
# static files (docs/adr/0012).
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 MEDIA_DIR=/app/media
RUN groupadd --system --gid 1001 nodejs \
  && useradd --system --uid 1001 --gid nodejs nextjs \
  && mkdir -p /app/media \
  && chown nextjs:nodejs /app/media
COPY --from=build --chown=nextjs:nodejs /app ./
USER nextjs
EXPOSE 3000
VOLUME ["/app/media"]
# Alive: the process answers. A load balancer asks /api/ready instead (database, migrations,
# nopCommerce). The start period covers the migrations of a first start.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", ".next/shop/start.mjs"]

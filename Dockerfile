# Juntaí's container image: built once, then the build runs with production dependencies only.
# scripts/container-replay.mjs replays this file's build and start steps on a clean clone (no container
# engine runs on the machines that test it): keep each RUN a plain shell command and CMD an exec array.

# ── build: every dependency, the server compiled to JavaScript, the web app bundled ──────────────────
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# The dev dependencies (TypeScript, Vite) are asked for explicitly: NODE_ENV may be set by the builder.
RUN npm ci --include=dev --no-audit --no-fund
RUN npm run build
# What runs needs no compiler or bundler: the dev dependencies leave before the final stage copies.
RUN npm prune --omit=dev --no-audit --no-fund

# ── run: the build and its production dependencies, as the unprivileged `node` user ─────────────────
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/domain/package.json ./packages/domain/package.json
COPY --from=build /app/packages/domain/dist ./packages/domain/dist
COPY --from=build /app/packages/contract/package.json ./packages/contract/package.json
COPY --from=build /app/packages/contract/dist ./packages/contract/dist
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
# The integration guide the server serves to stores (GET /guia-de-integracao).
COPY --from=build /app/docs/integration.md ./docs/integration.md
# The embedded database and the uploaded images live in DATA_DIR: a volume the `node` user owns.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Readiness, not mere liveness: the database answers, migrations are applied, the web build is there.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--conditions=juntai-built", "apps/server/dist/main.js"]

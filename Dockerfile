# Nuvem as a provider deploys it, in one image: the production build (`npm run build`) and the production start
# (`node tools/serve.mjs`, what `npm run serve` and `npm start` run, and what tests/production checks): the API
# and the web server (the portal on 4200, the analytics frame on 4300, Storybook on 6006) on Node 20, without dev
# dependencies, as the unprivileged `node` user. README "Deploying" lists the settings; put TLS in front.
# tests/production/dockerfile.test.ts keeps these commands the scripts that are tested.

FROM node:20-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build

FROM node:20-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
# The production dependencies of the two Node apps only (their bundles hold the workspace's own libraries).
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/libs/api-contract/package.json libs/api-contract/
RUN npm ci --omit=dev --workspace apps/api --workspace apps/web --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/tools/serve.mjs /app/tools/services.mjs /app/tools/prefixLines.mjs tools/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/portal/dist apps/portal/dist
COPY --from=build /app/apps/analytics/dist apps/analytics/dist
COPY --from=build /app/apps/storybook/dist apps/storybook/dist
# PGlite's data when DATABASE_URL is unset (DATA_DIR), the only folder the user writes.
RUN mkdir -p .data && chown node:node .data
VOLUME /app/.data
USER node
EXPOSE 3333 4200 4300 6006
CMD ["node", "tools/serve.mjs"]

# One image for the API and the workers (the same Nest app, started with or without HTTP).

# Build everything with the development tools.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build

# Only what the API needs at run time: production dependencies of the api workspace.
FROM node:20-bookworm-slim AS runtime-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY api/package.json api/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm install --omit=dev --no-audit --no-fund --workspace api --workspace @bookshop/contracts

# Dependencies plus built output, run as the unprivileged `node` user.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=runtime-dependencies /app /app
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/assets api/assets
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/migrations migrations
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "api/dist/api/src/main.js"]

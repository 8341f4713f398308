# The app image: the compiled API serving the built web app on one port, on Node 24 (LTS, supported
# until April 2028; Node 20's support ended in April 2026, and pg-boss asks for 22.12 or later).
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
RUN npm ci --no-audit --no-fund
COPY . .
# Generate the Prisma client, build the web app, compile the API to api/dist,
# then drop the build and test tools (Vite, TypeScript, esbuild, Vitest).
RUN npm run setup && npm run build && npm prune --omit=dev --no-audit --no-fund
ENV NODE_ENV=production PORT=4000
EXPOSE 4000
# The server is the container's main process (no npm, no shell in between), so
# `docker stop`'s SIGTERM reaches it: it stops accepting, lets requests in
# flight finish, closes the database and exits 0 within SHUTDOWN_TIMEOUT_MS
# (10 s, Docker's own wait before SIGKILL).
CMD ["node", "--enable-source-maps", "api/dist/main.js"]

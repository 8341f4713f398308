# The app image: the API serving the built web app on one port.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run setup && npm run build
ENV NODE_ENV=production PORT=4000
EXPOSE 4000
CMD ["npm", "run", "serve"]

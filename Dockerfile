# The site and live play in one image: `mancala serve` on port 8080, its
# games in the volume /data. Build from the repository's root:
#   docker build -t mancala .
#   docker run -p 8080:8080 -v mancala-games:/data mancala
# Put it behind a TLS reverse proxy (README.md, "Live play"), which alone
# should reach the port: the server believes the proxy's X-Forwarded-For.

FROM node:20-bookworm-slim AS node

FROM rust:1-bookworm AS build
COPY --from=node /usr/local/bin/node /usr/local/bin/node
COPY --from=node /usr/local/lib/node_modules /usr/local/lib/node_modules
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm
WORKDIR /src
COPY . .
# The wasm target, wasm-bindgen-cli, wasm-pack and the npm packages
# (scripts/ensure-tools.sh), the site into dist/, then the server.
RUN bash scripts/build-web.sh && bash scripts/build-server.sh

FROM debian:bookworm-slim
COPY --from=build /src/target/release/mancala /usr/local/bin/mancala
COPY --from=build /src/dist /srv/mancala
RUN useradd --system --home-dir /data mancala && mkdir /data && chown mancala /data
USER mancala
VOLUME /data
EXPOSE 8080
CMD ["mancala", "serve", "--site", "/srv/mancala", "--db", "/data/games.db", \
     "--host", "0.0.0.0", "--port", "8080", "--proxy"]

# Multi-stage build: compile in the Rust image, run in a small Debian image as a non-root user.
FROM rust:1-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin qibot

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home /data qibot \
    && mkdir -p /data && chown qibot /data
COPY --from=build /src/target/release/qibot /usr/local/bin/qibot
COPY --from=build /src/config.toml /etc/qibot/config.toml
COPY --from=build /src/fonts /usr/share/qibot/fonts
COPY --from=build /src/assets /usr/share/qibot/assets
USER qibot
WORKDIR /data
VOLUME ["/data"]
# The Discord token comes from the environment (DISCORD_TOKEN or DISCORD_TOKEN_FILE), never the image.
ENTRYPOINT ["qibot"]
CMD ["run", "--config", "/etc/qibot/config.toml"]

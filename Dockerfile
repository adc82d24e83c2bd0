# Multi-stage build: compile in the Rust image, run in a small Debian image as a non-root user.
FROM rust:1-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --release --locked --bin qibot

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 qibot \
    && useradd --system --uid 10001 --gid 10001 --home-dir /data --shell /usr/sbin/nologin qibot \
    && mkdir -p /data && chown 10001:10001 /data
COPY --from=build /src/target/release/qibot /usr/local/bin/qibot
COPY --from=build /src/config.toml /etc/qibot/config.toml
# The font and animal pictures are compiled into the binary; these copies ship their licences.
COPY --from=build /src/fonts /usr/share/qibot/fonts
COPY --from=build /src/assets /usr/share/qibot/assets
# Numeric, so that runtimes enforcing "non-root" can check it.
USER 10001:10001
# The database (`database = "qibot.db"` in config.toml, relative to here) lives on the volume.
WORKDIR /data
VOLUME ["/data"]
# The Discord token comes from the environment (DISCORD_TOKEN or DISCORD_TOKEN_FILE), never the image.
ENTRYPOINT ["qibot"]
CMD ["run", "--config", "/etc/qibot/config.toml"]

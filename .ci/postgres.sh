#!/usr/bin/env bash
# A throw-away PostgreSQL server for qibot's tests and benchmarks, on 127.0.0.1 only.
#
#   eval "$(.ci/postgres.sh start)"   # starts one; exports QIBOT_TEST_POSTGRES and QIBOT_TEST_PG_DIR
#   cargo test --release              # the PostgreSQL tests now run instead of being skipped
#   .ci/postgres.sh stop              # stops it and deletes its directory
#
# `start` installs PostgreSQL from the distribution's packages when it is missing and this runs
# as root (apt-get), takes a free port and a new temporary directory, and runs the server as an
# ordinary user: as the caller, or as the system user `qibot-pg` (created if needed) when the
# caller is root, since PostgreSQL refuses to run as root. The login is `qibot` with a random
# password (SCRAM), so the tests go through real password authentication.
# The server also speaks TLS (ssl=on) with a certificate made here by the `openssl` command
# (installed when missing), for `localhost` and 127.0.0.1, signed by a throw-away authority whose
# certificate is exported as QIBOT_TEST_PG_CA (for the `sslmode=verify-full` tests); plain
# connections are still accepted.
# QIBOT_PG_FSYNC=on keeps fsync on (for benchmarks; tests run faster without it).
# Progress goes to stderr; stdout has only the `export` lines.
set -euo pipefail

pg_bin() {
    if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
        pg_config --bindir
        return
    fi
    local d
    d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -n "$d" ] && [ -x "$d/initdb" ]; then
        echo "$d"
    fi
}

# Makes in $1 a throw-away authority (ca.crt) and the server's key and certificate
# (server.key, server.crt) for localhost and 127.0.0.1, valid for two days.
make_certs() {
    local d=$1
    if ! command -v openssl >/dev/null 2>&1; then
        if [ "$(id -u)" != 0 ]; then
            echo "postgres.sh: openssl is not installed; install the openssl package" >&2
            exit 1
        fi
        echo "postgres.sh: installing openssl (apt-get install openssl)" >&2
        apt-get update >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y openssl >&2
    fi
    local ec="-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes"
    # shellcheck disable=SC2086
    openssl req -x509 $ec -days 2 -subj "/CN=qibot test authority" \
        -keyout "$d/ca.key" -out "$d/ca.crt" >"$d/openssl.log" 2>&1 &&
        openssl req $ec -subj "/CN=localhost" \
            -keyout "$d/server.key" -out "$d/server.csr" >>"$d/openssl.log" 2>&1 &&
        printf '%s\n' "subjectAltName=DNS:localhost,IP:127.0.0.1" "basicConstraints=CA:FALSE" \
            "keyUsage=digitalSignature" "extendedKeyUsage=serverAuth" >"$d/server.ext" &&
        openssl x509 -req -in "$d/server.csr" -CA "$d/ca.crt" -CAkey "$d/ca.key" \
            -CAcreateserial -days 2 -extfile "$d/server.ext" -out "$d/server.crt" \
            >>"$d/openssl.log" 2>&1 ||
        { cat "$d/openssl.log" >&2; exit 1; }
    rm -f "$d/ca.key" "$d/server.csr" "$d/ca.srl" "$d/server.ext"
    chmod 600 "$d/server.key"
    chmod 644 "$d/ca.crt" "$d/server.crt"
}

as_owner() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u qibot-pg -- "$@"
    else
        "$@"
    fi
}

start() {
    local bin
    bin=$(pg_bin)
    if [ -z "$bin" ]; then
        if [ "$(id -u)" != 0 ]; then
            echo "postgres.sh: PostgreSQL is not installed; install the postgresql package" >&2
            exit 1
        fi
        echo "postgres.sh: installing PostgreSQL (apt-get install postgresql)" >&2
        apt-get update >&2
        DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
        bin=$(pg_bin)
    fi
    if [ "$(id -u)" = 0 ] && ! id -u qibot-pg >/dev/null 2>&1; then
        useradd --system --no-create-home --shell /usr/sbin/nologin qibot-pg
    fi
    local dir port password p
    dir=$(mktemp -d "${TMPDIR:-/tmp}/qibot-pg.XXXXXX")
    chmod 755 "$dir"
    port=""
    for p in $(seq 55432 55532); do
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
            port=$p
            break
        fi
    done
    if [ -z "$port" ]; then
        echo "postgres.sh: no free port in 55432-55532" >&2
        exit 1
    fi
    password=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
    printf '%s\n' "$password" >"$dir/pwfile"
    make_certs "$dir"
    if [ "$(id -u)" = 0 ]; then
        chown -R qibot-pg "$dir"
    fi
    as_owner "$bin/initdb" -D "$dir/data" -U qibot --pwfile="$dir/pwfile" \
        --auth=scram-sha-256 -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 ||
        { cat "$dir/initdb.log" >&2; exit 1; }
    rm -f "$dir/pwfile"
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=${QIBOT_PG_FSYNC:-off} -c max_connections=200 -c ssl=on -c ssl_cert_file=$dir/server.crt -c ssl_key_file=$dir/server.key" \
        start >&2 || { cat "$dir/server.log" >&2; exit 1; }
    echo "postgres.sh: PostgreSQL ($bin) on 127.0.0.1:$port, data in $dir" >&2
    echo "export QIBOT_TEST_POSTGRES='postgres://qibot:$password@127.0.0.1:$port/postgres'"
    echo "export QIBOT_TEST_PG_DIR='$dir'"
    echo "export QIBOT_TEST_PG_CA='$dir/ca.crt'"
}

stop() {
    local dir=${1:-${QIBOT_TEST_PG_DIR:-}}
    if [ -z "$dir" ] || [ ! -d "$dir/data" ]; then
        echo "postgres.sh: no server directory to stop (give it or set QIBOT_TEST_PG_DIR)" >&2
        exit 1
    fi
    as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
    rm -rf "$dir"
}

case "${1:-}" in
    start) start ;;
    stop) stop "${2:-}" ;;
    *)
        echo "usage: .ci/postgres.sh start | stop [DIR]" >&2
        exit 2
        ;;
esac

#!/usr/bin/env bash
# Starts the local PostgreSQL cluster (Debian's pg_ctlcluster) and makes sure a role and database for the tests exist.
# Prints the TEST_DATABASE_URL to use on stdout, or nothing when no local server can be started.
set -euo pipefail

command -v pg_ctlcluster >/dev/null 2>&1 || exit 0
[ "$(id -u)" -eq 0 ] || exit 0
cluster=$(pg_lsclusters --no-header 2>/dev/null | awk 'NR==1 {print $1" "$2}')
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  pg_createcluster "$version" main >/dev/null
  cluster="$version main"
fi
# shellcheck disable=SC2086
pg_ctlcluster $cluster start >/dev/null 2>&1 || true
port=$(pg_lsclusters --no-header | awk 'NR==1 {print $3}')

psql_admin() { runuser -u postgres -- psql -p "$port" -v ON_ERROR_STOP=1 -qtAc "$1"; }
for _ in $(seq 1 30); do psql_admin "select 1" >/dev/null 2>&1 && break; sleep 1; done
if [ "$(psql_admin "select 1 from pg_roles where rolname = 'visadesk_test'")" != "1" ]; then
  psql_admin "create role visadesk_test login createdb password 'visadesk_test'" >/dev/null
fi
if [ "$(psql_admin "select 1 from pg_database where datname = 'visadesk_test'")" != "1" ]; then
  psql_admin "create database visadesk_test owner visadesk_test" >/dev/null
fi
echo "postgres://visadesk_test:visadesk_test@127.0.0.1:${port}/visadesk_test"

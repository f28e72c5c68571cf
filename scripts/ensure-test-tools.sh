#!/usr/bin/env bash
# Installs what the full test run needs on a Debian machine when it is missing: Chromium (for Playwright), a
# PostgreSQL server (for the second run of the API tests and the operations tests), nginx (the multi-instance test
# and the operations kit's check), promtool (Debian's prometheus package: the alert rules' check) and openssl (the
# TLS template's throwaway certificate). Does nothing for tools already there; never downloads anything but Debian packages. Needs root for apt-get; without root it only reports what is missing.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || [ -n "${TEST_DATABASE_URL:-}" ] || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v promtool >/dev/null 2>&1 || missing+=(prometheus)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-test-tools: missing ${missing[*]}; install them (Debian: apt-get install -y ${missing[*]})" >&2
  exit 0
fi
echo "ensure-test-tools: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null

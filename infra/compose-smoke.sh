#!/usr/bin/env bash
# Smoke test of `docker compose --profile apps up` (GitHub CI's compose job): every path of the one-origin table
# reaches its app through nginx, and a student can register and stay signed in. Usage: infra/compose-smoke.sh [origin]
set -euo pipefail
origin="${1:-http://localhost:8080}"
cookies="$(mktemp)"
trap 'rm -f "$cookies"' EXIT

echo "waiting for $origin/api/health"
for _ in $(seq 1 150); do
  if curl -fsS "$origin/api/health" >/dev/null 2>&1; then break; fi
  sleep 2
done
curl -fsS "$origin/api/health"
echo

expect_status() { # path status
  local got
  got="$(curl -s -o /dev/null -w '%{http_code}' "$origin$1")"
  if [ "$got" != "$2" ]; then echo "GET $1 answered $got, expected $2" >&2; exit 1; fi
  echo "GET $1 -> $got"
}
expect_html_of() { # path base-of-the-app's-assets
  local body
  body="$(curl -fsS "$origin$1")"
  if ! grep -q "src=\"$2" <<<"$body"; then echo "GET $1 is not the app served under $2" >&2; exit 1; fi
  echo "GET $1 -> the app under $2"
}

expect_status /ws/health 200
expect_html_of / /assets/
expect_html_of /chat /assets/
expect_html_of /advertise /advertiser-app/assets/
expect_html_of /advertiser-login /advertiser-app/assets/
expect_html_of /admin /admin/assets/
expect_html_of /preview-test /admin/assets/
expect_status /api/user 401

user="smoke$(date +%s)"
curl -fsS -c "$cookies" -H 'content-type: application/json' -H "origin: $origin" \
  -d "{\"username\":\"$user\",\"password\":\"compose-smoke-password\"}" "$origin/api/register" >/dev/null
signed_in="$(curl -fsS -b "$cookies" "$origin/api/user")"
grep -q "\"username\":\"$user\"" <<<"$signed_in" || { echo "not signed in after registering: $signed_in" >&2; exit 1; }
echo "registered and signed in as $user"
echo "compose smoke test passed"

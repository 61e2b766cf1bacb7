#!/usr/bin/env bash
# For developers sharing one machine: builds the server, and the web app into .tmp/dist-NAME, and runs the browser tests
# on PORT against that build, so parallel runs do not disturb each other.
#   bash scripts/e2e-local.sh NAME PORT [playwright args…]
set -euo pipefail
name=$1; port=$2; shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
# The server as JavaScript (scripts/serve-e2e.mjs serves the build), then the web app into its own folder.
(cd "$root" && npx tsc -b apps/server/tsconfig.build.json)
(cd "$root/apps/web" && npx vite build --outDir "$root/.tmp/dist-$name" --emptyOutDir --logLevel warn)
cd "$root"
WEB_DIST_DIR="$root/.tmp/dist-$name" E2E_PORT=$port npx playwright test "$@"

#!/bin/sh
# Restart the manual-check server (after a vite build: it caches index.html).
cd /work/main
[ -f /tmp/acct/server.pid ] && kill "$(cat /tmp/acct/server.pid)" 2>/dev/null
sleep 2
WEB_ROOT=/tmp/acct/web PORT=4817 DATA_DIR=/tmp/acct/data HOST=127.0.0.1 LOG_LEVEL=warn CACHE_SECONDS=0 nohup node --import tsx .tmp-acct/server.ts > /tmp/acct/server.log 2>&1 &
echo $! > /tmp/acct/server.pid
for i in $(seq 1 60); do curl -s -o /dev/null http://127.0.0.1:4817/signin && break; sleep 1; done
echo restarted

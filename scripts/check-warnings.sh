#!/usr/bin/env bash
# Fails when a build log shows a warning from Tessera's own sources or tests (issue 23: a user's
# build shows their warnings only, and a build of Tessera shows none).
#
#   scripts/check-warnings.sh BUILD_LOG
#
# Counted: compiler warnings in files under Sources/ and Tests/, and SwiftPM's warnings about
# this package's manifest (unhandled files, unused dependencies …). Not counted: SwiftPM's
# "prohibited flag(s): -pthread …", which is about Debian's GTK/Pango pkg-config files and is
# printed for any package that uses them (docs/Porting.md).
# Only what the build compiled is checked: after an incremental build, the files it rebuilt.

set -uo pipefail
log=${1:?usage: scripts/check-warnings.sh BUILD_LOG}

found=$(grep -E '(^|/)(Sources|Tests)/[^:]+:[0-9]+:[0-9]+: warning:|^warning: ' "$log" | grep -v 'prohibited flag(s)' | sort -u)
if [[ -n $found ]]; then
    echo "$found"
    echo "check-warnings: $(wc -l <<< "$found") warning(s) from Tessera's sources or manifest; fix them (a deprecated API used internally: call the current one)" >&2
    exit 1
fi
echo "warnings OK"

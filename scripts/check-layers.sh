#!/usr/bin/env bash
# Checks that Tessera's layers only look down (DESIGN.md §1; STYLE.md "Layers only look down,
# and the build proves it").
#
#   scripts/check-layers.sh        # from anywhere; prints "layers OK" or one line per violation
#
# What it checks:
#   1. every `import` in Sources/<Module>/**/*.swift against <Module>'s allowed imports;
#   2. every target's `dependencies:` in Package.swift against the same rules (SwiftPM can
#      compile an undeclared import when the module happens to be built, so both are checked).
# A module folder under Sources/ without a rule here is itself reported: add its rule.
#
# Output: `file:line: module X may not import Y (rule …); fix: …`, exit 1 if anything was
# found; `layers OK`, exit 0 otherwise. Needs only bash and grep (no Swift toolchain).

set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 2

# The standard library and its implicit companions: every Swift module may import these
# (e.g. `@_spi(Reflection) import Swift` for field offsets).
STDLIB="Swift _Concurrency _StringProcessing _Volatile SwiftShims"
FOUNDATION="Foundation FoundationEssentials FoundationInternationalization Dispatch"
SYNTAX="SwiftSyntax SwiftSyntaxMacros SwiftSyntaxBuilder SwiftDiagnostics SwiftParser \
SwiftParserDiagnostics SwiftBasicFormat SwiftOperators SwiftSyntaxMacroExpansion \
SwiftCompilerPlugin SwiftCompilerPluginMessageHandling"
BACKENDS="TesseraCairo TesseraGTK TesseraTerminal"
LIBRARIES="Tessera TesseraCairo TesseraGTK TesseraTerminal TesseraCharts TesseraTesting TesseraExamples Combine"

# allowed MODULE -> the modules MODULE may import (besides the standard library), or
# "unknown" when there is no rule for MODULE.
allowed() {
    case "$1" in
        Combine)         echo "Foundation Dispatch Synchronization" ;;
        Tessera)         echo "Foundation Observation Dispatch Combine Synchronization" ;;
        TesseraMacros)   echo "$SYNTAX Foundation" ;;
        TesseraCairo)    echo "Tessera CCairo CTesseraCairoShim Foundation Glibc" ;;
        TesseraGTK)      echo "Tessera TesseraCairo CCairo CGTK CTesseraGTKShim Foundation Dispatch Glibc" ;;
        TesseraTerminal) echo "Tessera Foundation Dispatch Glibc Musl" ;;
        TesseraCharts)   echo "Tessera Foundation" ;;
        SwiftUI)         echo "Tessera TesseraCairo TesseraGTK" ;;
        Charts)          echo "TesseraCharts" ;;
        TesseraExamples) echo "Tessera TesseraCharts Foundation" ;;
        TesseraTesting)  echo "Tessera TesseraCairo Foundation Testing" ;;
        TesseraPreviews) echo "Tessera TesseraCairo Foundation" ;;
        Previews)        echo "TesseraPreviews TesseraExamples Foundation" ;;
        Showcase)        echo "$LIBRARIES $FOUNDATION Observation Synchronization CGTK CTesseraGTKShim" ;;
        Showcase|Benchmarks|Examples*|*Example) echo "$LIBRARIES $FOUNDATION Observation Synchronization" ;;
        *)               echo "unknown" ;;
    esac
}

# Package.swift dependencies that are not imports (a macro plugin is used, not imported).
extra_dependencies() {
    case "$1" in
        Tessera) echo "TesseraMacros" ;;
        *)       echo "" ;;
    esac
}

contains() {  # contains WORD LIST...
    local word=$1; shift
    local item
    for item in $*; do [[ $item == "$word" ]] && return 0; done
    return 1
}

is_backend() {  # a backend module, or a C target that belongs to one
    contains "$1" $BACKENDS && return 0
    [[ $1 == C[A-Z]* ]]
}

# rule_and_fix MODULE IMPORTED -> "(rule …); fix: …"
rule_and_fix() {
    local module=$1 imported=$2
    case "$module" in
        Tessera)
            if is_backend "$imported"; then
                echo "(rule: Tessera knows nothing about any backend, DESIGN §1); fix: move this code into the backend, or declare a protocol in Tessera that the backend implements (as PangoTextEngine implements TextEngine)"
            else
                echo "(rule: Tessera imports only Foundation, Observation, Dispatch, Combine, Synchronization and the standard library, DESIGN §1); fix: use Foundation or the standard library instead, or agree a DESIGN §1 change and add $imported to this script"
            fi ;;
        Combine)
            echo "(rule: Combine sits below Tessera and, like Apple's, knows no UI: only Foundation, Dispatch, Synchronization); fix: move this code up into Tessera (Sources/Tessera/DataFlow), or pass what it needs in as a closure or protocol"
            ;;
        TesseraMacros)
            echo "(rule: the macro plugin runs inside the compiler and links only the toolchain's SwiftSyntax, DESIGN §8); fix: have the expansion name the type (e.g. Tessera.__EntryDefaultValue) instead of importing its module"
            ;;
        TesseraCairo|TesseraGTK|TesseraTerminal)
            if is_backend "$imported"; then
                echo "(rule: backends depend on Tessera, never on each other; only TesseraGTK may use TesseraCairo, DESIGN §1); fix: move the shared code down into Tessera as \`package\` API, or into the backend that owns it"
            else
                echo "(rule: $module may import only: $(allowed "$module"), DESIGN §1); fix: go through Tessera's API, or agree a DESIGN §1 change and add $imported to this script"
            fi ;;
        SwiftUI|Charts)
            echo "(rule: $module only re-exports Apple-named API from: $(allowed "$module"), DESIGN §1); fix: put the code in the module it re-exports"
            ;;
        TesseraCharts)
            echo "(rule: TesseraCharts is built from Tessera views and shapes only, DESIGN §1); fix: draw with Tessera's views, shapes and paths; leave rendering to the backends"
            ;;
        *)
            echo "(rule: $module may import only: $(allowed "$module"), DESIGN §1); fix: go through a module that may, or agree a DESIGN §1 change and add $imported to this script"
            ;;
    esac
}

violations=0
report() { echo "$1"; violations=$((violations + 1)); }

check() {  # check MODULE IMPORTED LOCATION [KIND]
    local module=$1 imported=$2 location=$3 verb=${4:-import}
    local list
    list=$(allowed "$module")
    [[ $list == unknown ]] && return 0   # reported once per module below
    contains "$imported" $STDLIB && return 0
    contains "$imported" $list && return 0
    contains "$imported" "$(extra_dependencies "$module")" && [[ $verb == depend ]] && return 0
    local phrase="import $imported"
    [[ $verb == depend ]] && phrase="depend on $imported"
    report "$location: module $module may not $phrase $(rule_and_fix "$module" "$imported")"
}

# --- 0. every Swift module under Sources/ has a rule -----------------------------------------

for dir in Sources/*/; do
    module=$(basename "$dir")
    grep -rqs --include='*.swift' . "$dir" 2>/dev/null || continue   # C targets: no Swift
    if [[ $(allowed "$module") == unknown ]]; then
        report "$dir: module $module has no layer rule (rule: every module states what it may import, DESIGN §1); fix: add a case for $module to allowed() in scripts/check-layers.sh (and a row to DESIGN §1)"
    fi
done

# --- 1. imports in Sources/ --------------------------------------------------------------------

# `import M`, `@_exported import M`, `@testable import M`, `@_spi(X) import M`,
# `@preconcurrency import M`, `public import M`, `import struct M.T`, `import M.Sub` …
IMPORT_RE='^[[:space:]]*((@[A-Za-z_]+(\([^)]*\))?|public|package|internal|private|fileprivate|open)[[:space:]]+)*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?[A-Za-z_]'
MODULE_RE='import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*)'

# Files with multi-line string literals: an "import" line inside one is text, not an import.
declare -A has_literals=()
while IFS= read -r file; do has_literals[$file]=1; done < <(grep -rl --include='*.swift' '"""' Sources)

inside_literal() {  # inside_literal FILE LINE: an odd number of """ before LINE
    local count
    count=$(head -n "$(($2 - 1))" "$1" | grep -o '"""' | grep -c .)
    (( count % 2 == 1 ))
}

while IFS= read -r hit; do
    file=${hit%%:*}
    rest=${hit#*:}
    line=${rest%%:*}
    text=${rest#*:}
    [[ $text =~ $MODULE_RE ]] || continue
    imported=${BASH_REMATCH[3]}
    module=${file#Sources/}
    module=${module%%/*}
    if [[ -n ${has_literals[$file]:-} ]] && inside_literal "$file" "$line"; then continue; fi
    check "$module" "$imported" "$file:$line"
done < <(grep -rnE --include='*.swift' "$IMPORT_RE" Sources)

# --- 2. target dependencies in Package.swift -----------------------------------------------

# Each `.target(name: "X", dependencies: [...])` (also executable and macro targets), with the
# dependency list possibly spread over several lines.
if [[ -f Package.swift ]]; then
    manifest=$(tr '\n' ' ' < Package.swift)
    while IFS= read -r declaration; do
        [[ $declaration =~ name:[[:space:]]*\"([A-Za-z0-9_]+)\" ]] || continue
        target=${BASH_REMATCH[1]}
        [[ $(allowed "$target") == unknown ]] && continue
        line=$(grep -nE "\.(target|executableTarget|macro)\([[:space:]]*name:[[:space:]]*\"$target\"" Package.swift | head -n 1)
        [[ -n $line ]] || line=$(grep -n "name: \"$target\"" Package.swift | tail -n 1)
        location="Package.swift:${line%%:*}"
        dependencies=${declaration#*dependencies:}
        while [[ $dependencies =~ \"([A-Za-z0-9_]+)\" ]]; do
            dependency=${BASH_REMATCH[1]}
            dependencies=${dependencies#*\"$dependency\"}
            # `.product(name: "P", package: "pkg")`: the package name is not a module.
            [[ $dependencies =~ ^[[:space:]]*\) ]] && [[ $declaration == *"package: \"$dependency\""* ]] && continue
            check "$target" "$dependency" "$location" depend
        done
    done < <(grep -oE '\.(target|executableTarget|macro)\([^)]*name:[[:space:]]*"[A-Za-z0-9_]+"[^)]*dependencies:[[:space:]]*\[[^]]*\]' <<< "$manifest")
fi

if (( violations > 0 )); then
    echo "check-layers: $violations violation(s)" >&2
    exit 1
fi
echo "layers OK"

#!/usr/bin/env python3
"""Fails when a public symbol of a module has no summary, or when a top-level symbol (a type
or a global) is not curated in a Topics group of the module's catalog.

Usage: check-doc-coverage.py MODULE documentation-coverage.json
The JSON is what `docc convert --experimental-documentation-coverage` writes."""
import json
import sys

module, path = sys.argv[1], sys.argv[2]
with open(path) as f:
    entries = json.load(f)

prefix = f"/documentation/{module}/"
undocumented, uncurated = [], []
for entry in entries:
    if not entry.get("kind", {}).get("isSymbol"):
        continue
    reference = entry["referencePath"]
    name = reference.split(prefix, 1)[-1]
    if not entry.get("hasAbstract"):
        undocumented.append(name)
    if "/" not in name and not entry.get("isCurated"):
        uncurated.append(name)

for name in sorted(undocumented):
    print(f"error: {module}: public symbol without a summary: {name}", file=sys.stderr)
for name in sorted(uncurated):
    print(f"error: {module}: top-level symbol in no Topics group: {name}", file=sys.stderr)
symbols = sum(1 for e in entries if e.get("kind", {}).get("isSymbol"))
print(f"{module}: {symbols} symbols, {len(undocumented)} without a summary, {len(uncurated)} top-level not curated")
sys.exit(1 if undocumented or uncurated else 0)

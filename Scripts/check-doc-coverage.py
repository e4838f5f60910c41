#!/usr/bin/env python3
"""Checks a module's documentation after `docc convert`:
- every public symbol has a summary (from DocC's coverage output);
- every top-level public symbol (type, protocol, global function) is listed in a Topics group
  of the catalog (the landing page or an article), so DocC files none under "Other".

Usage: check-doc-coverage.py MODULE SYMBOL_GRAPH_DIR CATALOG_DIR COVERAGE_JSON"""
import glob
import json
import os
import re
import sys

module, graphs, catalog, coverage = sys.argv[1:5]

with open(coverage) as f:
    entries = json.load(f)
prefix = f"/documentation/{module}/"
undocumented = sorted(
    e["referencePath"].split(prefix, 1)[-1]
    for e in entries
    if e.get("kind", {}).get("isSymbol") and not e.get("hasAbstract") and prefix in e["referencePath"]
)

top_level = set()
with open(os.path.join(graphs, f"{module}.symbols.json")) as f:
    for symbol in json.load(f)["symbols"]:
        if len(symbol["pathComponents"]) == 1:
            top_level.add(symbol["pathComponents"][0])

curated = set()
link = re.compile(r"^\s*-\s+``([^`]+)``")
for page in glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True):
    in_topics = False
    with open(page) as f:
        for line in f:
            if line.startswith("## "):
                in_topics = line.strip() == "## Topics"
            elif in_topics:
                match = link.match(line)
                if match:
                    name = match.group(1).split("/")[0]
                    name = re.sub(r"(->.*|-[0-9a-z]{4,6}|-swift\.[a-z]+)$", "", name)
                    curated.add(name)

uncurated = sorted(top_level - curated)
for name in undocumented:
    print(f"error: {module}: public symbol without a summary: {name}", file=sys.stderr)
for name in uncurated:
    print(f"error: {module}: top-level symbol in no Topics group: {name}", file=sys.stderr)
print(f"{module}: {len(top_level)} top-level symbols, {len(undocumented)} symbols without a summary, "
      f"{len(uncurated)} top-level symbols in no Topics group")
sys.exit(1 if undocumented or uncurated else 0)

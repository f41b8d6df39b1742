#!/usr/bin/python3
"""Validates JSON files against a JSON Schema with Debian's python3-jsonschema.

Usage: validate_schema.py SCHEMA FILE...

Checks the schema itself first (Draft202012Validator.check_schema: it must be a valid draft
2020-12 schema), then each file. A file is read as strict JSON, as Segue's parser reads it:
NaN, Infinity and duplicate keys are not JSON, so such a file is invalid before the schema
is consulted. Prints one JSON document:
  {"validator": "jsonschema 4.10.3", "files": [{"file": F, "valid": true|false,
   "errors": ["<JSON path>: <message>", ...]}, ...]}
Exits non-zero with one line on stderr when the schema is not a valid draft 2020-12 schema.
"""
import json
from importlib.metadata import version
import sys

import jsonschema
from jsonschema import Draft202012Validator


def strict_pairs(pairs):
    keys = [k for k, _ in pairs]
    duplicates = sorted({k for k in keys if keys.count(k) > 1})
    if duplicates:
        raise ValueError("duplicate key %r" % duplicates[0])
    return dict(pairs)


def not_json(name):
    raise ValueError("%s is not JSON" % name)


def read(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f, object_pairs_hook=strict_pairs, parse_constant=not_json)


def path_of(error):
    return "$" + "".join("[%d]" % p if isinstance(p, int) else "." + str(p) for p in error.absolute_path)


def main():
    schema_path, files = sys.argv[1], sys.argv[2:]
    schema = read(schema_path)
    try:
        Draft202012Validator.check_schema(schema)
    except jsonschema.exceptions.SchemaError as error:
        print("%s: not a draft 2020-12 schema: %s" % (schema_path, error.message), file=sys.stderr)
        return 1
    validator = Draft202012Validator(schema)
    results = []
    for path in files:
        try:
            instance = read(path)
        except ValueError as error:
            results.append({"file": path, "valid": False, "errors": ["$: " + str(error)]})
            continue
        errors = sorted(validator.iter_errors(instance), key=lambda e: list(map(str, e.absolute_path)))
        results.append({"file": path, "valid": not errors,
                        "errors": ["%s: %s" % (path_of(e), e.message) for e in errors]})
    print(json.dumps({"validator": "jsonschema " + version("jsonschema"), "files": results}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

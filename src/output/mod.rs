//! The output layer: the one place that writes to stdout or files (tables, JSON, NDJSON, CSV).

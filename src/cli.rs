//! clap definitions: the global flags and the command tree.

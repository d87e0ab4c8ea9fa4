//! Configuration: the TOML profile file on disk, environment, and precedence.

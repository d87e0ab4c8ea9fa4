//! Integration tests: the real `esx` binary against the simulator or a local test server.

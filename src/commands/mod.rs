//! One module per subcommand: parse args, build requests, fetch, compute, hand rows to output.

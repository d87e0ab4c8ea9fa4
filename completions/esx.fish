# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_esx_global_optspecs
    string join \n base-url= profile= demo json format= jq= o/output= no-color q/quiet v/verbose timeout= retries= allow-insecure h/help V/version
end

function __fish_esx_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_esx_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_esx_using_subcommand
    set -l cmd (__fish_esx_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c esx -n "__fish_esx_needs_command" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_needs_command" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_needs_command" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_needs_command" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_needs_command" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_needs_command" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_needs_command" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_needs_command" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_needs_command" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_needs_command" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_needs_command" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_needs_command" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_needs_command" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_needs_command" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_needs_command" -f -a "books" -d 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)'
complete -c esx -n "__fish_esx_needs_command" -f -a "api" -d 'Make a raw GET request to any route and print the JSON (like `gh api`)'
complete -c esx -n "__fish_esx_needs_command" -f -a "config" -d 'Show and change configuration (per profile)'
complete -c esx -n "__fish_esx_needs_command" -f -a "auth" -d 'Log in with an API key, check it, or remove it'
complete -c esx -n "__fish_esx_needs_command" -f -a "live" -d 'Live games, a game\'s boxscore, frames and events, and the live WebSocket feed'
complete -c esx -n "__fish_esx_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c esx -n "__fish_esx_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand books" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand books" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand books" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand books" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand books" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand books" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand books" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand books" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand books" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand books" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand books" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand api" -s F -l field -d 'Query parameter KEY=VALUE (repeatable)' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l rows -d 'Row array to merge with --paginate (default: the first array in the answer)' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l page-size -d 'Page size with --paginate' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand api" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand api" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand api" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l paginate -d 'Follow limit/offset pagination to the end and merge the pages'
complete -c esx -n "__fish_esx_using_subcommand api" -l no-key -d 'Send no API key (for the keyless published breakdown pages)'
complete -c esx -n "__fish_esx_using_subcommand api" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand api" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand api" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand api" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand api" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand api" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand api" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand api" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -f -a "show" -d 'Show the resolved settings and where each comes from (the key is never shown)'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -f -a "get" -d 'Print one value of the selected profile'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -f -a "set" -d 'Set a value in the selected profile (use `esx auth login` for the key)'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -f -a "unset" -d 'Remove a value from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -f -a "path" -d 'Print the config file\'s path'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show the resolved settings and where each comes from (the key is never shown)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "get" -d 'Print one value of the selected profile'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "set" -d 'Set a value in the selected profile (use `esx auth login` for the key)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "unset" -d 'Remove a value from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "path" -d 'Print the config file\'s path'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "login" -d 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "status" -d 'Check the key against the service and show the plan it has'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "logout" -d 'Remove the key from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-verify -d 'Store the key without checking it against the service'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "login" -d 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "status" -d 'Check the key against the service and show the plan it has'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "logout" -d 'Remove the key from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand live" -l watch -d 'Follow the live WebSocket feed: one game, or \'*\' for every game of the sport (default: the GAME_ID argument, else \'*\')' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand live" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand live" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand live" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l frames -d 'Show the game\'s recent frames (one state per tick) instead of its boxscore'
complete -c esx -n "__fish_esx_using_subcommand live" -l events -d 'Show the game\'s recent events (kills, bombs, rounds) instead of its boxscore'
complete -c esx -n "__fish_esx_using_subcommand live" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand live" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand live" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand live" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand live" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand live" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand live" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand live" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand completions" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand completions" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand completions" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand completions" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand completions" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand completions" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand completions" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand completions" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand completions" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth live completions help" -f -a "books" -d 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth live completions help" -f -a "api" -d 'Make a raw GET request to any route and print the JSON (like `gh api`)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth live completions help" -f -a "config" -d 'Show and change configuration (per profile)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth live completions help" -f -a "auth" -d 'Log in with an API key, check it, or remove it'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth live completions help" -f -a "live" -d 'Live games, a game\'s boxscore, frames and events, and the live WebSocket feed'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth live completions help" -f -a "completions" -d 'Print a shell completion script'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth live completions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "show" -d 'Show the resolved settings and where each comes from (the key is never shown)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "get" -d 'Print one value of the selected profile'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "set" -d 'Set a value in the selected profile (use `esx auth login` for the key)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "unset" -d 'Remove a value from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "path" -d 'Print the config file\'s path'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "login" -d 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "status" -d 'Check the key against the service and show the plan it has'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "logout" -d 'Remove the key from the selected profile'

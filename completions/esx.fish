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
complete -c esx -n "__fish_esx_needs_command" -f -a "props" -d 'Player props on the board; `--grouped` lines venues up side by side'
complete -c esx -n "__fish_esx_needs_command" -f -a "gaps" -d 'DFS line gaps: one player, event and stat posted at different lines'
complete -c esx -n "__fish_esx_needs_command" -f -a "flow" -d 'Market flow: volume, line shifts, steam moves and whale plays'
complete -c esx -n "__fish_esx_needs_command" -f -a "dvr" -d 'Defense-vs-role tables (dota2, valorant): what each team allows to each role'
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
complete -c esx -n "__fish_esx_using_subcommand props" -l book -d 'Only this venue\'s props (a venue key from `esx books`)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l market -d 'Only this exact stat_type (e.g. CS2_KILLS_MAPS_1_2)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l market-contains -d 'Only stat_types containing this text' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l player-id -d 'Only this player (numeric id)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l board -d 'With --grouped: all venues, DFS only, or the sportsbook only' -r -f -a "all\t'DFS venues and the sportsbook'
dfs\t'DFS venues only'
main\t'The sportsbook\'s named-player props only'"
complete -c esx -n "__fish_esx_using_subcommand props" -l player -d 'With --grouped: player nickname or slug contains TEXT' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l canonical-player-id -d 'With --grouped: canonical player id (<pfx>_pl_…)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l event -d 'With --grouped: only this event (canonical event id)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand props" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand props" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l grouped -d 'One row per player, stat and event, venues side by side (`/player-props`)'
complete -c esx -n "__fish_esx_using_subcommand props" -l include-event-lines -d 'With --grouped: attach the team mainlines of the same events'
complete -c esx -n "__fish_esx_using_subcommand props" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand props" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand props" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand props" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand props" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand props" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand props" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand props" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l min-gap -d 'Smallest line gap to show (>= 0; 0 shows every multi-venue spread) [service default: 0.5]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l player -d 'Player name or id contains TEXT' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l market -d 'Market: the short label (kills_maps_1_2) or the stat_type' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l market-contains -d 'Only stat_types containing TEXT' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l book -d 'Only gaps that include this DFS venue' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l limit -d 'Rows per page (1–500) [service default: 100]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l offset -d 'Rows to skip' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand gaps" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand gaps" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l all -d 'Follow the pages to the end (CSV and NDJSON stream as pages arrive)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l local -d 'Compute gaps in esx from /props (no Hobby plan needed)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand gaps" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand gaps" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand gaps" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand flow" -l kind -d 'Kind of play' -r -f -a "all\t'Every kind (the service\'s default)'
volume\t'Unusual traded volume'
shift\t'A line that moved'
steam\t'The market moving together'
whale\t'Large plays (where a venue exposes trade-level data)'"
complete -c esx -n "__fish_esx_using_subcommand flow" -l market -d 'Only this market (e.g. match_winner)' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l limit -d 'Most plays to return (1–100) [service default: 25]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand flow" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand flow" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand flow" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand flow" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand flow" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand flow" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand flow" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand flow" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand flow" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand dvr" -l team -d 'One team\'s table: team id, slug, name or numeric source id' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l window -d 'Maps per team [service default: last_20]' -r -f -a "last_10\t''
last_20\t''
last_50\t''"
complete -c esx -n "__fish_esx_using_subcommand dvr" -l role -d 'Only this role: dota2 safe|mid|off (lanes); valorant duelist|initiator|controller|sentinel' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l stat -d 'Only this stat [league table default: fantasy_points; --team: every stat]' -r -f -a "kills\t''
deaths\t''
assists\t''
last_hits\t''
first_kills\t''
fantasy_points\t''"
complete -c esx -n "__fish_esx_using_subcommand dvr" -l sort -d 'Row order' -r -f -a "rank\t'Rank ascending (1 = allows the most), then team'
allowed\t'Average allowed, highest first'
vs_league\t'Against the league average, highest first'
team\t'Team name A–Z'"
complete -c esx -n "__fish_esx_using_subcommand dvr" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand dvr" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand dvr" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand dvr" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand dvr" -l no-color -d 'Never colour output (also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand dvr" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand dvr" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand dvr" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand dvr" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand dvr" -s V -l version -d 'Print version'
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
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "books" -d 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "api" -d 'Make a raw GET request to any route and print the JSON (like `gh api`)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "config" -d 'Show and change configuration (per profile)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "auth" -d 'Log in with an API key, check it, or remove it'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "props" -d 'Player props on the board; `--grouped` lines venues up side by side'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "gaps" -d 'DFS line gaps: one player, event and stat posted at different lines'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "flow" -d 'Market flow: volume, line shifts, steam moves and whale plays'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "dvr" -d 'Defense-vs-role tables (dota2, valorant): what each team allows to each role'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "completions" -d 'Print a shell completion script'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth props gaps flow dvr completions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "show" -d 'Show the resolved settings and where each comes from (the key is never shown)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "get" -d 'Print one value of the selected profile'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "set" -d 'Set a value in the selected profile (use `esx auth login` for the key)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "unset" -d 'Remove a value from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "path" -d 'Print the config file\'s path'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "login" -d 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "status" -d 'Check the key against the service and show the plan it has'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "logout" -d 'Remove the key from the selected profile'

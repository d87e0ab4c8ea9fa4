# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_esx_global_optspecs
    string join \n base-url= profile= demo now= json format= jq= o/output= no-color color= odds= tz= q/quiet v/verbose timeout= retries= allow-insecure max-pages= max-body= cache= offline csv-raw alert= notify= h/help V/version
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
complete -c esx -n "__fish_esx_needs_command" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_needs_command" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_needs_command" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_needs_command" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_needs_command" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_needs_command" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_needs_command" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_needs_command" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_needs_command" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_needs_command" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_needs_command" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_needs_command" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_needs_command" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_needs_command" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_needs_command" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_needs_command" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_needs_command" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_needs_command" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_needs_command" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_needs_command" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_needs_command" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_needs_command" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_needs_command" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_needs_command" -f -a "books" -d 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)'
complete -c esx -n "__fish_esx_needs_command" -f -a "api" -d 'Make a raw GET request to any route and print the JSON (like `gh api`)'
complete -c esx -n "__fish_esx_needs_command" -f -a "config" -d 'Show and change configuration (per profile)'
complete -c esx -n "__fish_esx_needs_command" -f -a "auth" -d 'Log in with an API key, check it, or remove it'
complete -c esx -n "__fish_esx_needs_command" -f -a "board" -d 'The full-screen board: edges, picks, arbs, gaps, flow and live games, refreshed in place'
complete -c esx -n "__fish_esx_needs_command" -f -a "parlays" -d 'Price a parlay ticket or discover the best 2–3 leg parlays on one book'
complete -c esx -n "__fish_esx_needs_command" -f -a "sim" -d 'Run the embedded simulator of the whole service (offline, deterministic)'
complete -c esx -n "__fish_esx_needs_command" -f -a "players" -d 'Search players, show a profile, stats or recent map logs'
complete -c esx -n "__fish_esx_needs_command" -f -a "history" -d 'Show the quote tape of a mainline market or of one prop on one book'
complete -c esx -n "__fish_esx_needs_command" -f -a "research" -d 'Research slips: one player\'s, or every player\'s on the live board'
complete -c esx -n "__fish_esx_needs_command" -f -a "meta" -d 'Show the live registry of line books (/v7/meta)'
complete -c esx -n "__fish_esx_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c esx -n "__fish_esx_needs_command" -f -a "record" -d 'Store a snapshot of the board in the history store (for cron): only what changed'
complete -c esx -n "__fish_esx_needs_command" -f -a "grade" -d 'Fetch settled outcomes into the history store (for cron) and settle logged bets they decide'
complete -c esx -n "__fish_esx_needs_command" -f -a "backtest" -d 'Did esx\'s numbers come true? Calibration, Brier, log loss, ROI and drawdown of recorded predictions'
complete -c esx -n "__fish_esx_needs_command" -f -a "moves" -d 'How recorded quotes moved: open → now, American odds and no-vig, a sparkline'
complete -c esx -n "__fish_esx_needs_command" -f -a "venues" -d 'Who leads the close: venues ranked on the recorded history (log loss, Brier, distance)'
complete -c esx -n "__fish_esx_needs_command" -f -a "bets" -d 'The bet log: add, list, settle, and a report with closing line value (CLV)'
complete -c esx -n "__fish_esx_needs_command" -f -a "mcp" -d 'Serve esx\'s judgements as tools for AI agents (Model Context Protocol over stdio)'
complete -c esx -n "__fish_esx_needs_command" -f -a "store" -d 'The history store itself: info (backend, schema, rows, span) and copy (file ⇄ PostgreSQL)'
complete -c esx -n "__fish_esx_needs_command" -f -a "props" -d 'Player props on the board; `--grouped` lines venues up side by side'
complete -c esx -n "__fish_esx_needs_command" -f -a "lines" -d 'Consensus team lines: best prices, edges and quality — served or re-derived locally'
complete -c esx -n "__fish_esx_needs_command" -f -a "gaps" -d 'DFS line gaps: one player, event and stat posted at different lines'
complete -c esx -n "__fish_esx_needs_command" -f -a "flow" -d 'Market flow: volume, line shifts, steam moves and whale plays'
complete -c esx -n "__fish_esx_needs_command" -f -a "dvr" -d 'Defense-vs-role tables (dota2, valorant): what each team allows to each role'
complete -c esx -n "__fish_esx_needs_command" -f -a "live" -d 'Live games, a game\'s boxscore, frames and events, and the live WebSocket feed'
complete -c esx -n "__fish_esx_needs_command" -f -a "matches" -d 'List matches (upcoming by default), or the live/upcoming/completed list variants'
complete -c esx -n "__fish_esx_needs_command" -f -a "fixtures" -d 'List fixtures: the full schedule board, by status and dates'
complete -c esx -n "__fish_esx_needs_command" -f -a "schedule" -d 'Show the schedule'
complete -c esx -n "__fish_esx_needs_command" -f -a "streams" -d 'List stream links'
complete -c esx -n "__fish_esx_needs_command" -f -a "boxscore" -d 'Show one finished series\' boxscore'
complete -c esx -n "__fish_esx_needs_command" -f -a "boxscores" -d 'List finished series\' boxscores'
complete -c esx -n "__fish_esx_needs_command" -f -a "results" -d 'List settled props (optionally by grade)'
complete -c esx -n "__fish_esx_needs_command" -f -a "teams" -d 'List teams'
complete -c esx -n "__fish_esx_needs_command" -f -a "rankings" -d 'Show the player leaderboard'
complete -c esx -n "__fish_esx_needs_command" -f -a "h2h" -d 'Compare two teams head to head'
complete -c esx -n "__fish_esx_needs_command" -f -a "media" -d 'Find player faces and team logos (image links)'
complete -c esx -n "__fish_esx_needs_command" -f -a "breakdown" -d 'Fact-bundle breakdowns; the index of published pages and one published page'
complete -c esx -n "__fish_esx_needs_command" -f -a "arbs" -d 'Arbitrage across the /lines sources: best net prices, profit and equal-payout stakes'
complete -c esx -n "__fish_esx_needs_command" -f -a "picks" -d 'DFS pick\'em value: sportsbook-fair win probability at each DFS line vs the slip\'s break-even'
complete -c esx -n "__fish_esx_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand books" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand books" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand books" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand books" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand books" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand books" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand books" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand books" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand books" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand books" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand books" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand books" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand books" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand books" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand books" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand books" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand api" -s F -l field -d 'Query parameter KEY=VALUE (repeatable)' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l rows -d 'Row array to merge with --paginate (default: the first array in the answer)' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l page-size -d 'Page size with --paginate' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand api" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand api" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand api" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand api" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand api" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand api" -l paginate -d 'Follow limit/offset pagination to the end and merge the pages'
complete -c esx -n "__fish_esx_using_subcommand api" -l no-key -d 'Send no API key (for the keyless published breakdown pages)'
complete -c esx -n "__fish_esx_using_subcommand api" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand api" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand api" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand api" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand api" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand api" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand api" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand api" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand api" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand api" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand config; and not __fish_seen_subcommand_from show get set unset path help" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
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
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from set" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from unset" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand config; and __fish_seen_subcommand_from path" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
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
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "login" -d 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "status" -d 'Check the key against the service and show the plan it has'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "logout" -d 'Remove the key from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-verify -d 'Store the key without checking it against the service'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from login" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from status" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from logout" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "login" -d 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "status" -d 'Check the key against the service and show the plan it has'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "logout" -d 'Remove the key from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand board" -l every -d 'Refresh the visible tab every DURATION (N[s|m|h|d], at least 1s; the Bets tab at most every 30s)' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l fair -d 'Fair basis of the Edges tab (as `esx lines --local --fair`; sharp and learned read the venue rank of --db)' -r -f -a "all\t''
others\t''
sharp\t''
blend\t''
worst\t''
learned\t''"
complete -c esx -n "__fish_esx_using_subcommand board" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand board" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand board" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand board" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand board" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand board" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand board" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand board" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand board" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand board" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand board" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand board" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand board" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand board" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand board" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand board" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand parlays" -l book -d 'The line book every leg must price on (venue key, see `esx books`)' -r -f -a "thunderpick\t''
kalshi\t''
polymarket\t''"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l ticket -d 'Price mode: legs as MATCH_ID:MARKET:SELECTION (repeatable or comma-separated)' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l market -d 'Market of the legs' -r -f -a "match_winner\t''
map_winner\t''
total_maps\t''
map_handicap\t''"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l size -d 'Legs per parlay (discover mode)' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l include -d 'Keep negative-EV parlays (discover mode)' -r -f -a "all\t'Keep negative-EV parlays too'"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l limit -d 'At most N parlays' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l starts-within -d 'Only parlays whose every leg\'s match starts between now and now + DURATION (e.g. 6h)' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l devig -d 'De-vig method for --local fair prices' -r -f -a "multiplicative\t''
additive\t''
power\t''
shin\t''
odds-ratio\t''"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l pm-weight -d 'Prediction-market weight for --local fair prices' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l best-of -d 'Series length for same-match legs (default: what the board shows, else 3)' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l fees -d 'Venue fees for net prices: `default` (kalshi 0.07 and `esx config set fees.<venue> C`) or `none`' -r -f -a "none\t'No fees: every number is the spec\'s definition'
default\t'The defaults (kalshi 0.07, others 0) with the profile\'s `fees.<venue>` settings'"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l fair -d 'Fair price an edge is measured against: every source (`all`), every other source (`others`), the venue leading the store\'s rank (`sharp`), the spec\'s weights (`blend`), the lowest no-vig probability (`worst`) or weights learned from the rank (`learned`); see docs/fair.md' -r -f -a "all\t''
others\t''
sharp\t''
blend\t''
worst\t''
learned\t''"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l weights -d 'Source weights: `quality` (margin and depth; the default) or `spec` (the service\'s; the default with --fees none)' -r -f -a "quality\t''
spec\t''"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand parlays" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand parlays" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand parlays" -l include-started -d 'Allow legs whose match has started (discover mode)'
complete -c esx -n "__fish_esx_using_subcommand parlays" -l local -d 'Price locally from /lines with the odds engine'
complete -c esx -n "__fish_esx_using_subcommand parlays" -l allow-same-event -d 'Price a ticket with two legs on one match (priced jointly by the series model)'
complete -c esx -n "__fish_esx_using_subcommand parlays" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand parlays" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand parlays" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand parlays" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand parlays" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand parlays" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand parlays" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand parlays" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand parlays" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand parlays" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -f -a "serve" -d 'Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -f -a "history" -d 'Write N days of recorded boards, predictions and graded outcomes into a history store'
complete -c esx -n "__fish_esx_using_subcommand sim; and not __fish_seen_subcommand_from serve history help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l addr -d 'Address to listen on (port 0 picks a free one)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l seed -d 'Seed of the synthetic world' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l scale -d 'Multiply the size of the board (e.g. for a 100k-row gaps export)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l rate-limit -d 'Answer 429 past N requests per minute per key' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l latency -d 'Wait this many milliseconds before every answer, like a network round trip (concurrent requests wait together; for benchmarks of `esx lines all`)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l fields -d 'Which fields to serve: everything the simulator computes (full), or only the fields the service\'s interface documents (spec; undocumented routes are 404)' -r -f -a "full\t'The interface plus what upstream-notes records (the default)'
spec\t'Only the documented fields [env for --demo: ESX_SIM_FIELDS=spec]'"
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from serve" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l days -d 'Days of the season' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l seed -d 'Seed of the synthetic world' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l sport -d 'Sports to play (comma list of lines sports)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l id-suffix -d 'Appended to every event, match and prop id stored: several seasons in one store (`--seed 43 --id-suffix=-s43`) then grade each against its own outcomes' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l sharp-venue -d 'A line venue (thunderpick, kalshi, polymarket) whose price noise around the true probability is multiplied by --sharpness: sharper by construction' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l sharpness -d 'What the sharp venue\'s noise is multiplied by (0.5 halves it; at least 0)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from history" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from help" -f -a "serve" -d 'Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from help" -f -a "history" -d 'Write N days of recorded boards, predictions and graded outcomes into a history store'
complete -c esx -n "__fish_esx_using_subcommand sim; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -f -a "search" -d 'Search players by name (sent as q)'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -f -a "show" -d 'One player\'s profile'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -f -a "stats" -d 'One player\'s canonical KPR and related stats, or with --full the full aggregate'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -f -a "gamelogs" -d 'One player\'s recent map stats'
complete -c esx -n "__fish_esx_using_subcommand players; and not __fish_seen_subcommand_from search show stats gamelogs help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from search" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l recent -d 'With --full: how many recent maps to return (1 to 100; service default 20)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l full -d 'The full aggregate (`stats/full`): lifetime and last-3-months periods in the table, recent maps in the JSON; PLAYER may also be a kr_pl_ id or a nickname'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from stats" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l limit -d 'Most recent maps to return (at least 1; service default 10)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from gamelogs" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "search" -d 'Search players by name (sent as q)'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "show" -d 'One player\'s profile'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "stats" -d 'One player\'s canonical KPR and related stats, or with --full the full aggregate'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "gamelogs" -d 'One player\'s recent map stats'
complete -c esx -n "__fish_esx_using_subcommand players; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand history" -l match -d 'A match (a kr_… id or slug, or `next`: the soonest upcoming): each book\'s open and close on its markets' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l market -d 'With --match: one market (match_winner, map_winner, total_maps, map_handicap)' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l market-key -d 'A mainline market key (as on the lines payload)' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l prop-id -d 'A prop id (needs --book)' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l book -d 'The venue key the prop is posted on (with --prop-id), or one book (with --match)' -r -f -a "thunderpick\t''
kalshi\t''
polymarket\t''
prizepicks\t''
sleeper\t''
dabble\t''
underdog\t''
betr\t''
boom\t''
pick6\t''"
complete -c esx -n "__fish_esx_using_subcommand history" -s F -l field -d 'Extra query parameter KEY=VALUE for parameters the interface does not list' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand history" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand history" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand history" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand history" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand history" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand history" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand history" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand history" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand history" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand history" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand history" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand history" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand history" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand history" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand history" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -f -a "player" -d 'One player\'s research slip: lines on the board, recent series, settled results'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -f -a "board" -d 'Research slips for every player on the live board'
complete -c esx -n "__fish_esx_using_subcommand research; and not __fish_seen_subcommand_from player board help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l market -d 'Market slug (kills_maps_1_2, headshots_maps_1_2, kills_map_4, kills) or its stat_type form (CS2_KILLS_MAPS_1_2); service default kills_maps_1_2' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from player" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from board" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from help" -f -a "player" -d 'One player\'s research slip: lines on the board, recent series, settled results'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from help" -f -a "board" -d 'Research slips for every player on the live board'
complete -c esx -n "__fish_esx_using_subcommand research; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand meta" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand meta" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand meta" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand meta" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand meta" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand meta" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand meta" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand meta" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand meta" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand meta" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand meta" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand meta" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand meta" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand meta" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand meta" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand completions" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand completions" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand completions" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand completions" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand completions" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand completions" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand completions" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand completions" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand completions" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand completions" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand completions" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand completions" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand completions" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand completions" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand record" -l what -d 'What to record (comma list)' -r -f -a "lines\t'Every source\'s price and the consensus per outcome (`/lines`)'
props\t'Every venue\'s prop line and odds (`/props`)'
gaps\t'The line gaps (`/gaps`, the route\'s default min_gap)'
picks\t'esx\'s pick\'em predictions (`/player-props`, priced as `esx picks` prices them)'
edges\t'Every market outcome\'s fair probability and best net price (`/lines`)'"
complete -c esx -n "__fish_esx_using_subcommand record" -l dispersion -d 'With --what picks: negbin\'s k per stat type (`stat`, the default) or fitted from each player\'s recent maps (`player`: one gamelogs request per player, Builder; such picks are stored with model `negbin-player`)' -r -f -a "stat\t'The stat type\'s k: picks.dispersion.<STAT_TYPE> (default 30); no extra request'
player\t'Each player\'s k fitted from his recent maps (/players/{slug}/gamelogs, Builder; one request per player, cached a day), shrunk toward the stat type\'s'"
complete -c esx -n "__fish_esx_using_subcommand record" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l at -d 'Store this observation time instead of now (backfills and tests)' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand record" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand record" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand record" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand record" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand record" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand record" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand record" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand record" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand record" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand record" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand record" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand record" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand record" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand record" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand record" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand grade" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand grade" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand grade" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand grade" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand grade" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand grade" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand grade" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand grade" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand grade" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand grade" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand grade" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand grade" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand grade" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand grade" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand grade" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand backtest" -l what -d 'What to score [default: picks; edges under --compare fair]' -r -f -a "picks\t'Recorded picks (`record --what picks`), graded from `/results`'
edges\t'Recorded market outcomes at their best net price (`record --what edges`)'
bets\t'The bet log\'s settled bets'"
complete -c esx -n "__fish_esx_using_subcommand backtest" -l since -d 'Events starting at or after this: RFC 3339 time or a span back from now (30d)' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l until -d 'Events starting before this: RFC 3339 time or a span back from now' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l sport -d 'Only this sport' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l app -d 'Only this venue (the pick\'s app, the edge\'s best price\'s source, the bet\'s source)' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l market -d 'Only this market (a pick\'s stat type, an edge\'s or a bet\'s market)' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l min-edge -d 'Only predictions at least this good (picks: edge points; edges and bets: percent)' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l model -d 'The pick\'em model (picks only)' -r -f -a "recorded\t'The probability each pick was recorded with'
poisson\t'Poisson off the book\'s no-vig line'
negbin\t'Negative binomial off the book\'s no-vig line, the stat type\'s dispersion (`picks.dispersion.<stat_type>`, default 30)'
none\t'No model: only picks at the book\'s own line'"
complete -c esx -n "__fish_esx_using_subcommand backtest" -l by -d 'Figures per segment as well' -r -f -a "app\t''
market\t''
sport\t''"
complete -c esx -n "__fish_esx_using_subcommand backtest" -l compare -d 'Also compare predictions of the same outcomes: their paired difference in Brier score and log loss, its standard error and whether it is distinguishable from 0 (`fair`: every fair basis against blend, with CLV and ROI)' -r -f -a "model\t'Negative binomial (the stat type\'s k) against Poisson'
dispersion\t'Negative binomial at the k each pick was recorded with against the profile\'s k today'
fair\t'The fair bases (all, others, blend, worst, sharp, learned) on the lines tape\'s graded markets an hour before their start, each against blend (implies --what edges)'"
complete -c esx -n "__fish_esx_using_subcommand backtest" -l bankroll -d 'The bankroll in units the drawdown is a share of (1-unit stakes); default the profile\'s `backtest.bankroll`, else 100' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l plot -d 'Also draw the reliability diagram and the bankroll curve into this SVG file' -r -F
complete -c esx -n "__fish_esx_using_subcommand backtest" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand backtest" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand backtest" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand backtest" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand backtest" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand backtest" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand backtest" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand backtest" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand backtest" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand backtest" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand backtest" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand backtest" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand backtest" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand backtest" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand backtest" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand moves" -l tape -d 'The recorded tape to read' -r -f -a "lines\t'The board\'s quotes (`esx record --what lines`)'
props\t'Every venue\'s prop line (`--what props`)'
gaps\t'The line gaps (`--what gaps`)'"
complete -c esx -n "__fish_esx_using_subcommand moves" -l since -d 'The window: a span back from now (30m, 6h, 2d, 1w) or a start time (ISO 8601)' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l event -d 'Only this event (its id, or `next`: the sport\'s soonest upcoming match)' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l market -d 'Only this market (lines: match_winner, map_winner, …; props and gaps: the stat type)' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l source -d 'Only this source (lines: a venue key or `consensus`; props: a venue key)' -r -f -a "consensus\t''
thunderpick\t''
kalshi\t''
polymarket\t''
prizepicks\t''
sleeper\t''
dabble\t''
underdog\t''
betr\t''
boom\t''
pick6\t''
parlayplay\t''"
complete -c esx -n "__fish_esx_using_subcommand moves" -l player -d 'Only players whose name contains TEXT, any case (props and gaps)' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand moves" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand moves" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand moves" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand moves" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand moves" -l all -d 'Also list keys first recorded in the window that have not moved since'
complete -c esx -n "__fish_esx_using_subcommand moves" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand moves" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand moves" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand moves" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand moves" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand moves" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand moves" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand moves" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand moves" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand moves" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -f -a "rank" -d 'Rank the venues: no-vig distance to the others\' close, log loss and Brier, per lead'
complete -c esx -n "__fish_esx_using_subcommand venues; and not __fish_seen_subcommand_from rank help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l since -d 'Events starting at or after this: a span back from now (30d) or an RFC 3339 time' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l at -d 'Lead times before the start, comma-separated (60m, 10m, 2h); the first sorts' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from rank" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from help" -f -a "rank" -d 'Rank the venues: no-vig distance to the others\' close, log loss and Brier, per lead'
complete -c esx -n "__fish_esx_using_subcommand venues; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -f -a "add" -d 'Log a bet; prints it as `bets list` shows it'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -f -a "list" -d 'List the bets with result, profit and CLV'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -f -a "settle" -d 'Settle a bet: won, lost, push or void'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -f -a "report" -d 'Count, staked, profit, ROI, mean CLV and the share that beat the close'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -f -a "export" -d 'Every bet in esx\'s import CSV (`--format csv`) or JSON: uid, shape, tags, result, profit, close and CLV'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -f -a "import" -d 'Read bets from a CSV (esx\'s own, or any through `--map NAME`); all or nothing, idempotent on each bet\'s uid'
complete -c esx -n "__fish_esx_using_subcommand bets; and not __fish_seen_subcommand_from add list settle report export import help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l event -d 'The event id (as `esx lines` shows it)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l market -d 'The market (match_winner, map_winner, map_handicap, total_maps, …)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l map -d 'The map number, for map markets' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l line -d 'The line, for handicap and total markets' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l outcome -d 'The outcome as the board names it' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l source -d 'The venue the bet was placed at (a parlay\'s book, a slip\'s app)' -r -f -a "thunderpick\t''
kalshi\t''
polymarket\t''
prizepicks\t''
sleeper\t''
dabble\t''
underdog\t''
betr\t''
boom\t''
pick6\t''
parlayplay\t''"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l decimal -d 'The decimal price taken (above 1); a parlay\'s defaults to the product of its legs\'' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l stake -d 'The stake (above 0; a slip\'s entry fee)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l contracts -d 'A prediction-market order of N contracts: the stake is N × price plus the venue\'s fee, rounded up to the cent per order (as Kalshi charges it)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l leg -d 'A parlay\'s leg, repeated: EVENT:MARKET[:MAP|LINE]:OUTCOME@DECIMAL (a map market\'s map, a handicap\'s or total\'s line; both as EVENT:MARKET:MAP:LINE:OUTCOME@D)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l slip -d 'Log a pick\'em slip on an app (--source): power2..power6 or flex3..flex6, its picks as --pick' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l pick -d 'A slip\'s pick, repeated as many times as the type has picks: PLAYER:STAT_TYPE:LINE:over|under[@EVENT] (as `esx props` shows them; `@EVENT` pins the match, else the soonest one from the bet\'s time; `bets export` writes it)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l payout -d 'What the slip pays per unit staked with every pick correct, instead of the app\'s table (`payout.<app>.<n>` / `flex<n>`, else the defaults)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l tag -d 'A tag for the bet, repeatable (`bets report --by tag`); at most 40 characters, no comma' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l at -d 'When the bet was placed (ISO 8601) [default: now]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l maker -d 'A resting (maker) order: the venue\'s maker fee rate (`fees.<venue>.maker`) instead of the taker\'s'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l parlay -d 'Log a parlay on one book (--source): its legs as --leg, two or more'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l force -d 'Log the bet even when a market, outcome or pick is not on the recorded board (a warning instead of exit 2)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from add" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l close-window -d 'A close is `final` when last seen within this long before the start (e.g. 30m)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l close -d 'Where closes come from: the store\'s recorded quotes, or (`service`) the match\'s line history where the store has none [default: store]' -r -f -a "store\t'The quotes `esx record` stored at or before the start'
service\t'The store\'s, else the match\'s line history on the service (Builder)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from settle" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l close-window -d 'A close is `final` when last seen within this long before the start (e.g. 30m)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l close -d 'Where closes come from: the store\'s recorded quotes, or (`service`) the match\'s line history where the store has none [default: store]' -r -f -a "store\t'The quotes `esx record` stored at or before the start'
service\t'The store\'s, else the match\'s line history on the service (Builder)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l bankroll -d 'The bankroll the drawdown is a share of, in the bets\' money; default the profile\'s `backtest.bankroll`, else 100' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l by -d 'One line per group, with standard errors: tag (a bet with two tags counts in both), venue, type (single, parlay, slip), sport, market or month (UTC, of placing)' -r -f -a "tag\t'Each of the bet\'s tags (a bet with two tags counts in both groups)'
venue\t'The venue the bet was placed at (its source)'
type\t'single, parlay or slip'
sport\t'The event\'s sport as recorded (a parlay\'s first leg\'s; `unknown` for an event never recorded, and a slip\'s picks name no event)'
market\t'The market (`parlay` for a parlay, the slip type for a slip)'
month\t'The UTC month the bet was placed in (YYYY-MM)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l plot -d 'Also draw the bankroll over time (drawdown from the running peak shaded) and the rolling mean CLV of the last 20 bets with a close into this SVG file' -r -F
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l include-provisional -d 'Average CLV over provisional closes too (by default only final ones)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from report" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from export" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l map -d 'Read the file through the column map `[import.NAME]` of the config file' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l max-rows -d 'The most data rows one import reads (tests lower it)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l max-bytes -d 'The largest file one import reads, in bytes (tests lower it)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l dry-run -d 'Read and check every row and say what would be imported; store nothing'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from import" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from help" -f -a "add" -d 'Log a bet; prints it as `bets list` shows it'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the bets with result, profit and CLV'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from help" -f -a "settle" -d 'Settle a bet: won, lost, push or void'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from help" -f -a "report" -d 'Count, staked, profit, ROI, mean CLV and the share that beat the close'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from help" -f -a "export" -d 'Every bet in esx\'s import CSV (`--format csv`) or JSON: uid, shape, tags, result, profit, close and CLV'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from help" -f -a "import" -d 'Read bets from a CSV (esx\'s own, or any through `--map NAME`); all or nothing, idempotent on each bet\'s uid'
complete -c esx -n "__fish_esx_using_subcommand bets; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand mcp" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand mcp" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand mcp" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand mcp" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand mcp" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand mcp" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand mcp" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand mcp" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand mcp" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand mcp" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand mcp" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand mcp" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand mcp" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand mcp" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand mcp" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -f -a "info" -d 'Backend, schema version, row counts and the recorded time span'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -f -a "copy" -d 'Copy a whole history into another store (file ⇄ PostgreSQL), adding only what it lacks'
complete -c esx -n "__fish_esx_using_subcommand store; and not __fish_seen_subcommand_from info copy help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from info" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l from -d 'The store to read: a file or postgres://USER@HOST[:PORT]/DB (must exist)' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l to -d 'The store to add to: a file or postgres://USER@HOST[:PORT]/DB (created if new)' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from copy" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "info" -d 'Backend, schema version, row counts and the recorded time span'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "copy" -d 'Copy a whole history into another store (file ⇄ PostgreSQL), adding only what it lacks'
complete -c esx -n "__fish_esx_using_subcommand store; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand props" -l book -d 'Only this venue\'s props (a venue key from `esx books`)' -r -f -a "thunderpick\t''
kalshi\t''
polymarket\t''
prizepicks\t''
sleeper\t''
dabble\t''
underdog\t''
betr\t''
boom\t''
pick6\t''"
complete -c esx -n "__fish_esx_using_subcommand props" -l market -d 'Only this exact stat_type (e.g. CS2_KILLS_MAPS_1_2)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l market-contains -d 'Only stat_types containing this text' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l player-id -d 'Only this player (numeric id)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l board -d 'With --grouped: all venues, DFS only, or the sportsbook only' -r -f -a "all\t'DFS venues and the sportsbook'
dfs\t'DFS venues only'
main\t'The sportsbook\'s named-player props only'"
complete -c esx -n "__fish_esx_using_subcommand props" -l player -d 'With --grouped: player nickname or slug contains TEXT' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l canonical-player-id -d 'With --grouped: canonical player id (<pfx>_pl_…)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l event -d 'With --grouped: only this event (canonical event id, or `next`: the soonest upcoming)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l team -d 'Only players of teams whose name contains TEXT (case-insensitive)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l sort -d 'Order of the flat board' -r -f -a "board\t'The service\'s order'
player\t'Player name, A→Z'
line\t'Line, lowest first'
time\t'Start time, soonest first'
prob\t'No-vig probability, highest first (props without odds last)'"
complete -c esx -n "__fish_esx_using_subcommand props" -l limit -d 'Show at most N rows (with --grouped: N groups)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l starts-within -d 'Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l watch -d 'Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand props" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand props" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand props" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand props" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand props" -l grouped -d 'One row per player, stat and event, venues side by side (`/player-props`)'
complete -c esx -n "__fish_esx_using_subcommand props" -l include-event-lines -d 'With --grouped: attach the team mainlines of the same events'
complete -c esx -n "__fish_esx_using_subcommand props" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand props" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand props" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand props" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand props" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand props" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand props" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand props" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand props" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand props" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand lines" -l market -d 'Only this market' -r -f -a "match_winner\t''
map_winner\t''
total_maps\t''
map_handicap\t''"
complete -c esx -n "__fish_esx_using_subcommand lines" -l event -d 'Only this event (canonical event id or matchup key, or `next`: the soonest upcoming)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l pm-weight -d 'Weight of each prediction market in the consensus (sportsbook weight is 1)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l devig -d 'De-vig method for local results' -r -f -a "multiplicative\t''
additive\t''
power\t''
shin\t''
odds-ratio\t''"
complete -c esx -n "__fish_esx_using_subcommand lines" -l min-sources -d 'Gate: at least this many sources [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l max-disagreement -d 'Gate: largest source disagreement, in probability units [default: 0.12]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l max-edge -d 'Gate: largest believable raw edge, in percent [default: 8]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l min-liquidity -d 'Gate: floor for every prediction-market depth metric (volume, open interest, liquidity)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l sort -d 'Order of the rows [default: the service\'s order]' -r -f -a "edge\t'Raw edge, highest first'
adjusted\t'Edge × confidence × liquidity, highest first'
confidence\t'Consensus confidence, highest first'
time\t'Event time, soonest first'
kelly\t'Kelly fraction, highest first'"
complete -c esx -n "__fish_esx_using_subcommand lines" -l team -d 'Only events of a team whose name contains TEXT (case-insensitive)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l min-edge -d 'Only rows whose edge is at least PCT percent' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l explain -d 'Print every step behind one market: EVENT[:MARKET[:MAP_OR_LINE]] (event id, matchup key, or `next`: the soonest upcoming)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l bankroll -d 'Add Kelly stakes for this bankroll to each market\'s best price' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l kelly-fraction -d 'Fraction of full Kelly to stake (0 < F ≤ 1; 0.25 = quarter Kelly)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l max-exposure -d 'Largest total of one run\'s stakes, as a fraction of the bankroll (0 < F ≤ 1); above it every stake is scaled down in proportion' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l max-stake-pct -d 'Largest stake, in percent of the bankroll' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l fees -d 'Venue fees for net prices: `default` (kalshi 0.07 and `esx config set fees.<venue> C`) or `none`' -r -f -a "none\t'No fees: every number is the spec\'s definition'
default\t'The defaults (kalshi 0.07, others 0) with the profile\'s `fees.<venue>` settings'"
complete -c esx -n "__fish_esx_using_subcommand lines" -l fair -d 'Fair price an edge is measured against: every source (`all`), every other source (`others`), the venue leading the store\'s rank (`sharp`), the spec\'s weights (`blend`), the lowest no-vig probability (`worst`) or weights learned from the rank (`learned`); see docs/fair.md' -r -f -a "all\t''
others\t''
sharp\t''
blend\t''
worst\t''
learned\t''"
complete -c esx -n "__fish_esx_using_subcommand lines" -l weights -d 'Source weights: `quality` (margin and depth; the default) or `spec` (the service\'s; the default with --fees none)' -r -f -a "quality\t''
spec\t''"
complete -c esx -n "__fish_esx_using_subcommand lines" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l watch -d 'Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l limit -d 'Show at most N rows (after --sort); a line says how many more there are' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l starts-within -d 'Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l tolerance -d 'Tolerance for --check, in probability units (percent fields use 100×)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand lines" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand lines" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand lines" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand lines" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand lines" -l top -d 'Show the top edges (markets that clear every quality gate) instead of every market'
complete -c esx -n "__fish_esx_using_subcommand lines" -l local -d 'Recompute consensus, edges, gates and ranking locally from the sources in the payload'
complete -c esx -n "__fish_esx_using_subcommand lines" -l include-suspect -d 'Stake markets that fail a gate too (by default they get stake 0 and the gate named)'
complete -c esx -n "__fish_esx_using_subcommand lines" -l include-started -d 'Judge events that have already started too (top edges and stakes)'
complete -c esx -n "__fish_esx_using_subcommand lines" -l check -d 'List where the service\'s numbers differ from esx\'s local ones beyond --tolerance'
complete -c esx -n "__fish_esx_using_subcommand lines" -l ids -d 'Show each market\'s key (for `esx history --market-key`) and event id'
complete -c esx -n "__fish_esx_using_subcommand lines" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand lines" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand lines" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand lines" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand lines" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand lines" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand lines" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand lines" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand lines" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand lines" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l min-gap -d 'Smallest line gap to show (>= 0; 0 shows every multi-venue spread) [service default: 0.5]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l player -d 'Player name or id contains TEXT' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l market -d 'Market: the short label (kills_maps_1_2) or the stat_type' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l market-contains -d 'Only stat_types containing TEXT' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l book -d 'Only gaps that include this DFS venue' -r -f -a "prizepicks\t''
sleeper\t''
dabble\t''
underdog\t''
betr\t''
boom\t''
pick6\t''
parlayplay\t''"
complete -c esx -n "__fish_esx_using_subcommand gaps" -l limit -d 'Rows per page (1–500) [service default: 100]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l offset -d 'Rows to skip' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l starts-within -d 'Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l watch -d 'Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand gaps" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand gaps" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand gaps" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand gaps" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand gaps" -l all -d 'Follow the pages to the end (CSV and NDJSON stream as pages arrive)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l local -d 'Compute gaps in esx from /props (no Hobby plan needed)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l middles -d 'Only the gaps that are middles (a whole number wins both the lowest over and the highest under), with their window, P(middle) and EV%'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand gaps" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand gaps" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand gaps" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand flow" -l kind -d 'Kind of play' -r -f -a "all\t'Every kind (the service\'s default)'
volume\t'Unusual traded volume'
shift\t'A line that moved'
steam\t'The market moving together'
whale\t'Large plays (where a venue exposes trade-level data)'"
complete -c esx -n "__fish_esx_using_subcommand flow" -l market -d 'Only this market (e.g. match_winner)' -r -f -a "match_winner\t''
map_winner\t''
total_maps\t''
map_handicap\t''"
complete -c esx -n "__fish_esx_using_subcommand flow" -l limit -d 'Most plays to return (1–100) [service default: 25]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l sort -d 'Order of the plays' -r -f -a "board\t'The service\'s order'
start\t'Start time, soonest first'
kind\t'Kind of play, then the service\'s order'
price\t'Best decimal price, highest first'"
complete -c esx -n "__fish_esx_using_subcommand flow" -l starts-within -d 'Only plays on events starting between now and now + DURATION (e.g. 6h, 30m, 2d)' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l watch -d 'Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand flow" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand flow" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand flow" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand flow" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand flow" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand flow" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand flow" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand flow" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand flow" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand flow" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand flow" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand flow" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
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
complete -c esx -n "__fish_esx_using_subcommand dvr" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand dvr" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand dvr" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand dvr" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand dvr" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand dvr" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand dvr" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand dvr" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand dvr" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand dvr" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand dvr" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand dvr" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand dvr" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand dvr" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand dvr" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand live" -l watch -d 'Follow the live WebSocket feed: one game, or \'*\' for every game of the sport (default: the GAME_ID argument, else \'*\')' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l status -d 'With --prices and no GAME: which matches (live, prematch or all)' -r -f -a "live\t''
prematch\t''
all\t''"
complete -c esx -n "__fish_esx_using_subcommand live" -l every -d 'With --prices: re-fetch every DURATION (e.g. 30s, 5m; 1 s to 1 day) and show what changed (table on a terminal, NDJSON when piped), until Ctrl-C' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand live" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand live" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand live" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand live" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand live" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand live" -l frames -d 'Show the game\'s recent frames (one state per tick) instead of its boxscore'
complete -c esx -n "__fish_esx_using_subcommand live" -l events -d 'Show the game\'s recent events (kills, bombs, rounds) instead of its boxscore'
complete -c esx -n "__fish_esx_using_subcommand live" -l prices -d 'Show prices (in-play and pre-match): the priced matches, or with GAME (a match id or slug from the list, or a live game id) each book\'s price on each market'
complete -c esx -n "__fish_esx_using_subcommand live" -l price-history -d 'With GAME --prices: every recorded price (the tape), in-play ones marked'
complete -c esx -n "__fish_esx_using_subcommand live" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand live" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand live" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand live" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand live" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand live" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand live" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand live" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand live" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand live" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand matches" -l team1 -d 'Search: a team (name, slug or id) the match has' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l team2 -d 'Search: the other team' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l date -d 'Search: the match\'s day, YYYY-MM-DD' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l status -d 'Status filter' -r -f -a "upcoming\t'Not started yet (the service\'s default)'
live\t'In play'
finished\t'Over'"
complete -c esx -n "__fish_esx_using_subcommand matches" -l from -d 'First day, YYYY-MM-DD (sent as start_date)' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l to -d 'Last day, YYYY-MM-DD (sent as end_date)' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l limit -d 'Page size (service default 50; with --all, the size of each page)' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l offset -d 'Rows to skip' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -s F -l field -d 'Extra query parameter KEY=VALUE for parameters the interface does not list' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand matches" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand matches" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand matches" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand matches" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand matches" -l prep -d 'With MATCH: the prep board (form, map pool, insights)'
complete -c esx -n "__fish_esx_using_subcommand matches" -l veto -d 'With MATCH: the map veto (pick/ban steps)'
complete -c esx -n "__fish_esx_using_subcommand matches" -l player-board -d 'With MATCH: each roster\'s averages and favourite weapons or agents'
complete -c esx -n "__fish_esx_using_subcommand matches" -l maps -d 'With MATCH (cs2): the tournament\'s map picks, bans and side win rates'
complete -c esx -n "__fish_esx_using_subcommand matches" -l all -d 'Follow pagination to the end and print every row'
complete -c esx -n "__fish_esx_using_subcommand matches" -l live -d 'The live list variant (/matches/live)'
complete -c esx -n "__fish_esx_using_subcommand matches" -l upcoming -d 'The upcoming list variant (/upcoming/matches)'
complete -c esx -n "__fish_esx_using_subcommand matches" -l completed -d 'The completed list variant (/completed/matches)'
complete -c esx -n "__fish_esx_using_subcommand matches" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand matches" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand matches" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand matches" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand matches" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand matches" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand matches" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand matches" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand matches" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand matches" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l status -d 'Status filter (aliases: not_started = upcoming, running = live, finished = ended)' -r -f -a "upcoming\t'Not started'
live\t'In play'
ended\t'Over'
not_started\t'Alias of upcoming'
running\t'Alias of live'
finished\t'Alias of ended'"
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l from -d 'First day, YYYY-MM-DD (sent as start_date)' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l to -d 'Last day, YYYY-MM-DD (sent as end_date)' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand fixtures" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand schedule" -s F -l field -d 'Extra query parameter KEY=VALUE (the interface lists none for this route)' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand schedule" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand schedule" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand schedule" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand schedule" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand schedule" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand schedule" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand schedule" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand schedule" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand schedule" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand schedule" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand schedule" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand schedule" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand schedule" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand schedule" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand streams" -s F -l field -d 'Extra query parameter KEY=VALUE (the interface lists none for this route)' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand streams" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand streams" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand streams" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand streams" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand streams" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand streams" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand streams" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand streams" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand streams" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand streams" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand streams" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand streams" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand streams" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand streams" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand boxscore" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -s F -l field -d 'Extra query parameter KEY=VALUE (the interface lists none for this route)' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand boxscores" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand results" -l grade -d 'Only results with this grade (upstream\'s values)' -r -f -a "hit\t''
miss\t''
push\t''
void\t''
pending\t''
error\t''"
complete -c esx -n "__fish_esx_using_subcommand results" -s F -l field -d 'Extra query parameter KEY=VALUE for parameters the interface does not list' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand results" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand results" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand results" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand results" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand results" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand results" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand results" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand results" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand results" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand results" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand results" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand results" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand results" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand results" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand results" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand teams" -l from -d 'With --matches: series on or after this date (YYYY-MM-DD)' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l to -d 'With --matches: series on or before this date (YYYY-MM-DD)' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l limit -d 'With --matches: at most N series (one page); with --all, the page size' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -s F -l field -d 'Extra query parameter KEY=VALUE (the interface lists none for this route)' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand teams" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand teams" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand teams" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand teams" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand teams" -l matches -d 'List TEAM\'s finished series, newest first (Builder plan)'
complete -c esx -n "__fish_esx_using_subcommand teams" -l all -d 'With --matches: follow the service\'s paging to the last series'
complete -c esx -n "__fish_esx_using_subcommand teams" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand teams" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand teams" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand teams" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand teams" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand teams" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand teams" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand teams" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand teams" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand teams" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand rankings" -l filter -d 'Leaderboard window' -r -f -a "lifetime\t'Every map on record'
last_3_months\t'The last three months'"
complete -c esx -n "__fish_esx_using_subcommand rankings" -s F -l field -d 'Extra query parameter KEY=VALUE for parameters the interface does not list' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand rankings" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand rankings" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand rankings" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand rankings" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand rankings" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand rankings" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand rankings" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand rankings" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand rankings" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand rankings" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand rankings" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand rankings" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand rankings" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand rankings" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand h2h" -l team1 -d 'First team (id, slug or name; sent as team1)' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l team2 -d 'Second team (id, slug or name; sent as team2)' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -s F -l field -d 'Extra query parameter KEY=VALUE for parameters the interface does not list' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand h2h" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand h2h" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand h2h" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand h2h" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand h2h" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand h2h" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand h2h" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand h2h" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand h2h" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand h2h" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand h2h" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand h2h" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand h2h" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand h2h" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand media" -l player -d 'Player nickname or slug' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l player-id -d 'Numeric player id' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l team -d 'Team name or slug' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l team-id -d 'Numeric team id' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l opponent -d 'Second team name or slug (its logo joins the teams)' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l limit -d 'Most hits per side, 1–25 (service default 5)' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand media" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand media" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand media" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand media" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand media" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand media" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand media" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand media" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand media" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand media" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand media" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand media" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand media" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand media" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand media" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l match -d 'Match id (one mode of three), or `next` (the soonest upcoming match)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l team -d 'Team id or slug (one mode of three)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l team1 -d 'First team of a head-to-head pair (with --team2)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l team2 -d 'Second team of a head-to-head pair (with --team1)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l limit -d 'Limit, 1–100 (service default 50)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -a "index" -d 'List published breakdown pages (keyless)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -a "published" -d 'Show one published breakdown page (keyless)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and not __fish_seen_subcommand_from index published help" -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l kind -d 'Only pages of this kind' -r -f -a "h2h\t''
team\t''
match\t''
player\t''
tournament\t''"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from index" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from published" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from help" -f -a "index" -d 'List published breakdown pages (keyless)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from help" -f -a "published" -d 'Show one published breakdown page (keyless)'
complete -c esx -n "__fish_esx_using_subcommand breakdown; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand arbs" -l market -d 'Only this market' -r -f -a "match_winner\t''
map_winner\t''
total_maps\t''
map_handicap\t''"
complete -c esx -n "__fish_esx_using_subcommand arbs" -l min-profit -d 'Smallest profit to show, in percent' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l stake -d 'Total stake split across an arb\'s legs' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l fees -d 'Venue fees for net prices: `default` (kalshi 0.07 and `esx config set fees.<venue> C`) or `none`' -r -f -a "none\t'No fees: every number is the spec\'s definition'
default\t'The defaults (kalshi 0.07, others 0) with the profile\'s `fees.<venue>` settings'"
complete -c esx -n "__fish_esx_using_subcommand arbs" -l round -d 'Round each stake to a multiple of STEP (0 = exact)' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l starts-within -d 'Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l max-hold -d 'Largest hold of a low-hold pair, in percent (with --middles; default 2)' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand arbs" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand arbs" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand arbs" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand arbs" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand arbs" -l include-started -d 'Include events that have already started'
complete -c esx -n "__fish_esx_using_subcommand arbs" -l include-flagged -d 'Also show arbs whose legs fail the liquidity or max_edge gate, with `flags`'
complete -c esx -n "__fish_esx_using_subcommand arbs" -l middles -d 'Also list team-line middles (total_maps, map_handicap) and low-hold pairs'
complete -c esx -n "__fish_esx_using_subcommand arbs" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand arbs" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand arbs" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand arbs" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand arbs" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand arbs" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand arbs" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand arbs" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand arbs" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand arbs" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand picks" -l devig -d 'De-vig method for the book\'s pair' -r -f -a "multiplicative\t''
additive\t''
power\t''
shin\t''
odds-ratio\t''"
complete -c esx -n "__fish_esx_using_subcommand picks" -l fair -d 'Make the sportsbooks\' pairs at a line one fair on this basis (all, others and blend: their mean; worst: each side\'s lowest; sharp: config fair.sharp.<sport>) [default: each book\'s pair alone]; see docs/fair.md' -r -f -a "all\t''
others\t''
sharp\t''
blend\t''
worst\t''
learned\t''"
complete -c esx -n "__fish_esx_using_subcommand picks" -l db -d 'The history store: a file, or postgres://USER@HOST[:PORT]/DB [default: ESX_DB, else history.sqlite in ESX_DATA_DIR or the platform data directory]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l model -d 'How a fair probability moves off the book\'s line' -r -f -a "negbin\t'Negative binomial off the book\'s line (Var = μ + μ²/k), k per --dispersion'
poisson\t'Poisson count model fitted to the book\'s line'
none\t'Only DFS lines equal to the book\'s line'"
complete -c esx -n "__fish_esx_using_subcommand picks" -l dispersion -d 'Where negbin\'s k comes from (negbin only)' -r -f -a "stat\t'The stat type\'s k: picks.dispersion.<STAT_TYPE> (default 30); no extra request'
player\t'Each player\'s k fitted from his recent maps (/players/{slug}/gamelogs, Builder; one request per player, cached a day), shrunk toward the stat type\'s'"
complete -c esx -n "__fish_esx_using_subcommand picks" -l slip -d 'Slip type for the break-even (payout per venue: see below)' -r -f -a "power2\t'2-leg power play'
power3\t'3-leg power play'
power4\t'4-leg power play'
power5\t'5-leg power play'
power6\t'6-leg power play'
flex3\t'3-leg flex play (pays for 2 of 3 correct too)'
flex4\t'4-leg flex play'
flex5\t'5-leg flex play'
flex6\t'6-leg flex play'"
complete -c esx -n "__fish_esx_using_subcommand picks" -l payout -d 'Custom slip payout multiplier for every venue (with --legs)' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l legs -d 'Legs of the custom slip (with --payout)' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l min-edge -d 'Only picks with at least this edge, in points' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l app -d 'Only this DFS venue (key, see `esx books`)' -r -f -a "prizepicks\t''
sleeper\t''
dabble\t''
underdog\t''
betr\t''
boom\t''
pick6\t''"
complete -c esx -n "__fish_esx_using_subcommand picks" -l limit -d 'Show the best N picks (highest edge first) [default in a table: 50; other formats: all]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l starts-within -d 'Only events starting between now and now + DURATION (e.g. 6h, 30m, 2d)' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l best-slips -d 'Also build the K best slips (legs from different events, one venue per slip)' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l base-url -d 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l profile -d 'Configuration profile to use [env: ESX_PROFILE]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l now -d 'Pin esx\'s clock (RFC 3339): what "already started", windows and moves are judged against; with --demo the simulator starts there too [env: ESX_NOW]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l format -d 'Output format' -r -f -a "table\t'A table for people (the default)'
json\t'The service\'s JSON envelope, every field kept'
ndjson\t'One JSON row per line'
csv\t'The table\'s columns plus ids, with a header row'"
complete -c esx -n "__fish_esx_using_subcommand picks" -l jq -d 'Filter JSON output with a jq expression (strings print raw)' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -s o -l output -d 'Write output to FILE atomically (never a partial file)' -r -F
complete -c esx -n "__fish_esx_using_subcommand picks" -l color -d 'When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]' -r -f -a "auto\t'On a terminal, unless NO_COLOR is set (CLICOLOR_FORCE forces it)'
always\t'Always, even piped or to a file'
never\t'Never'"
complete -c esx -n "__fish_esx_using_subcommand picks" -l odds -d 'How tables show prices: decimal odds, American odds or implied probability' -r -f -a "decimal\t'Decimal odds, 2 decimals (`2.50`)'
american\t'American odds, signed integer (`+150`, `-200`)'
prob\t'Implied probability, 3 decimals (`0.400`)'"
complete -c esx -n "__fish_esx_using_subcommand picks" -l tz -d 'Time zone of table times: UTC, local or Area/City [default: TZ, else the system\'s]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l timeout -d 'Total per-request timeout in seconds [default: 30]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l retries -d 'Retries for 429, 5xx, timeouts and connection errors [default: 3]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l max-pages -d 'Most pages --all fetches before giving up (exit 7) [default: 10000]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l max-body -d 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l cache -d 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l alert -d 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l notify -d 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)' -r
complete -c esx -n "__fish_esx_using_subcommand picks" -l include-started -d 'Judge events that have already started too (picks and slips)'
complete -c esx -n "__fish_esx_using_subcommand picks" -l demo -d 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
complete -c esx -n "__fish_esx_using_subcommand picks" -l json -d 'Print JSON (same as --format json)'
complete -c esx -n "__fish_esx_using_subcommand picks" -l no-color -d 'Never colour output (same as --color never; also: NO_COLOR)'
complete -c esx -n "__fish_esx_using_subcommand picks" -s q -l quiet -d 'Only errors on stderr'
complete -c esx -n "__fish_esx_using_subcommand picks" -s v -l verbose -d 'Trace HTTP requests to stderr (the key is redacted)'
complete -c esx -n "__fish_esx_using_subcommand picks" -l allow-insecure -d 'Allow sending the key over plain http:// to a non-loopback host'
complete -c esx -n "__fish_esx_using_subcommand picks" -l offline -d 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)'
complete -c esx -n "__fish_esx_using_subcommand picks" -l csv-raw -d 'CSV cells exactly as served: no `\'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)'
complete -c esx -n "__fish_esx_using_subcommand picks" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c esx -n "__fish_esx_using_subcommand picks" -s V -l version -d 'Print version'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "books" -d 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "api" -d 'Make a raw GET request to any route and print the JSON (like `gh api`)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "config" -d 'Show and change configuration (per profile)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "auth" -d 'Log in with an API key, check it, or remove it'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "board" -d 'The full-screen board: edges, picks, arbs, gaps, flow and live games, refreshed in place'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "parlays" -d 'Price a parlay ticket or discover the best 2–3 leg parlays on one book'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "sim" -d 'Run the embedded simulator of the whole service (offline, deterministic)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "players" -d 'Search players, show a profile, stats or recent map logs'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "history" -d 'Show the quote tape of a mainline market or of one prop on one book'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "research" -d 'Research slips: one player\'s, or every player\'s on the live board'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "meta" -d 'Show the live registry of line books (/v7/meta)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "completions" -d 'Print a shell completion script'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "record" -d 'Store a snapshot of the board in the history store (for cron): only what changed'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "grade" -d 'Fetch settled outcomes into the history store (for cron) and settle logged bets they decide'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "backtest" -d 'Did esx\'s numbers come true? Calibration, Brier, log loss, ROI and drawdown of recorded predictions'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "moves" -d 'How recorded quotes moved: open → now, American odds and no-vig, a sparkline'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "venues" -d 'Who leads the close: venues ranked on the recorded history (log loss, Brier, distance)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "bets" -d 'The bet log: add, list, settle, and a report with closing line value (CLV)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "mcp" -d 'Serve esx\'s judgements as tools for AI agents (Model Context Protocol over stdio)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "store" -d 'The history store itself: info (backend, schema, rows, span) and copy (file ⇄ PostgreSQL)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "props" -d 'Player props on the board; `--grouped` lines venues up side by side'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "lines" -d 'Consensus team lines: best prices, edges and quality — served or re-derived locally'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "gaps" -d 'DFS line gaps: one player, event and stat posted at different lines'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "flow" -d 'Market flow: volume, line shifts, steam moves and whale plays'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "dvr" -d 'Defense-vs-role tables (dota2, valorant): what each team allows to each role'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "live" -d 'Live games, a game\'s boxscore, frames and events, and the live WebSocket feed'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "matches" -d 'List matches (upcoming by default), or the live/upcoming/completed list variants'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "fixtures" -d 'List fixtures: the full schedule board, by status and dates'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "schedule" -d 'Show the schedule'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "streams" -d 'List stream links'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "boxscore" -d 'Show one finished series\' boxscore'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "boxscores" -d 'List finished series\' boxscores'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "results" -d 'List settled props (optionally by grade)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "teams" -d 'List teams'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "rankings" -d 'Show the player leaderboard'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "h2h" -d 'Compare two teams head to head'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "media" -d 'Find player faces and team logos (image links)'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "breakdown" -d 'Fact-bundle breakdowns; the index of published pages and one published page'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "arbs" -d 'Arbitrage across the /lines sources: best net prices, profit and equal-payout stakes'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "picks" -d 'DFS pick\'em value: sportsbook-fair win probability at each DFS line vs the slip\'s break-even'
complete -c esx -n "__fish_esx_using_subcommand help; and not __fish_seen_subcommand_from books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "show" -d 'Show the resolved settings and where each comes from (the key is never shown)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "get" -d 'Print one value of the selected profile'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "set" -d 'Set a value in the selected profile (use `esx auth login` for the key)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "unset" -d 'Remove a value from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "path" -d 'Print the config file\'s path'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "login" -d 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "status" -d 'Check the key against the service and show the plan it has'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "logout" -d 'Remove the key from the selected profile'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from sim" -f -a "serve" -d 'Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from sim" -f -a "history" -d 'Write N days of recorded boards, predictions and graded outcomes into a history store'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "search" -d 'Search players by name (sent as q)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "show" -d 'One player\'s profile'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "stats" -d 'One player\'s canonical KPR and related stats, or with --full the full aggregate'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "gamelogs" -d 'One player\'s recent map stats'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from research" -f -a "player" -d 'One player\'s research slip: lines on the board, recent series, settled results'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from research" -f -a "board" -d 'Research slips for every player on the live board'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from venues" -f -a "rank" -d 'Rank the venues: no-vig distance to the others\' close, log loss and Brier, per lead'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from bets" -f -a "add" -d 'Log a bet; prints it as `bets list` shows it'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from bets" -f -a "list" -d 'List the bets with result, profit and CLV'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from bets" -f -a "settle" -d 'Settle a bet: won, lost, push or void'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from bets" -f -a "report" -d 'Count, staked, profit, ROI, mean CLV and the share that beat the close'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from bets" -f -a "export" -d 'Every bet in esx\'s import CSV (`--format csv`) or JSON: uid, shape, tags, result, profit, close and CLV'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from bets" -f -a "import" -d 'Read bets from a CSV (esx\'s own, or any through `--map NAME`); all or nothing, idempotent on each bet\'s uid'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "info" -d 'Backend, schema version, row counts and the recorded time span'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from store" -f -a "copy" -d 'Copy a whole history into another store (file ⇄ PostgreSQL), adding only what it lacks'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from breakdown" -f -a "index" -d 'List published breakdown pages (keyless)'
complete -c esx -n "__fish_esx_using_subcommand help; and __fish_seen_subcommand_from breakdown" -f -a "published" -d 'Show one published breakdown page (keyless)'

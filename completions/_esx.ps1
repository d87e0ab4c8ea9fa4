
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'esx' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'esx'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'esx' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('books', 'books', [CompletionResultType]::ParameterValue, 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Make a raw GET request to any route and print the JSON (like `gh api`)')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show and change configuration (per profile)')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Log in with an API key, check it, or remove it')
            [CompletionResult]::new('props', 'props', [CompletionResultType]::ParameterValue, 'Player props on the board; `--grouped` lines venues up side by side')
            [CompletionResult]::new('lines', 'lines', [CompletionResultType]::ParameterValue, 'Consensus team lines: best prices, edges and quality — served or re-derived locally')
            [CompletionResult]::new('gaps', 'gaps', [CompletionResultType]::ParameterValue, 'DFS line gaps: one player, event and stat posted at different lines')
            [CompletionResult]::new('parlays', 'parlays', [CompletionResultType]::ParameterValue, 'Price a parlay ticket or discover the best 2–3 leg parlays on one book')
            [CompletionResult]::new('flow', 'flow', [CompletionResultType]::ParameterValue, 'Market flow: volume, line shifts, steam moves and whale plays')
            [CompletionResult]::new('dvr', 'dvr', [CompletionResultType]::ParameterValue, 'Defense-vs-role tables (dota2, valorant): what each team allows to each role')
            [CompletionResult]::new('live', 'live', [CompletionResultType]::ParameterValue, 'Live games, a game''s boxscore, frames and events, and the live WebSocket feed')
            [CompletionResult]::new('sim', 'sim', [CompletionResultType]::ParameterValue, 'Run the embedded simulator of the whole service (offline, deterministic)')
            [CompletionResult]::new('matches', 'matches', [CompletionResultType]::ParameterValue, 'List matches (upcoming by default), or the live/upcoming/completed list variants')
            [CompletionResult]::new('fixtures', 'fixtures', [CompletionResultType]::ParameterValue, 'List fixtures: the full schedule board, by status and dates')
            [CompletionResult]::new('schedule', 'schedule', [CompletionResultType]::ParameterValue, 'Show the schedule')
            [CompletionResult]::new('streams', 'streams', [CompletionResultType]::ParameterValue, 'List stream links')
            [CompletionResult]::new('boxscore', 'boxscore', [CompletionResultType]::ParameterValue, 'Show one finished series'' boxscore')
            [CompletionResult]::new('boxscores', 'boxscores', [CompletionResultType]::ParameterValue, 'List finished series'' boxscores')
            [CompletionResult]::new('results', 'results', [CompletionResultType]::ParameterValue, 'List settled props (optionally by grade)')
            [CompletionResult]::new('teams', 'teams', [CompletionResultType]::ParameterValue, 'List teams')
            [CompletionResult]::new('players', 'players', [CompletionResultType]::ParameterValue, 'Search players, show a profile, stats or recent map logs')
            [CompletionResult]::new('rankings', 'rankings', [CompletionResultType]::ParameterValue, 'Show the player leaderboard')
            [CompletionResult]::new('h2h', 'h2h', [CompletionResultType]::ParameterValue, 'Compare two teams head to head')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Show the quote tape of a mainline market or of one prop on one book')
            [CompletionResult]::new('research', 'research', [CompletionResultType]::ParameterValue, 'Research slips: one player''s, or every player''s on the live board')
            [CompletionResult]::new('media', 'media', [CompletionResultType]::ParameterValue, 'Find player faces and team logos (image links)')
            [CompletionResult]::new('breakdown', 'breakdown', [CompletionResultType]::ParameterValue, 'Fact-bundle breakdowns; the index of published pages and one published page')
            [CompletionResult]::new('meta', 'meta', [CompletionResultType]::ParameterValue, 'Show the live registry of line books (/v7/meta)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('arbs', 'arbs', [CompletionResultType]::ParameterValue, 'Arbitrage across the /lines sources: best net prices, profit and equal-payout stakes')
            [CompletionResult]::new('picks', 'picks', [CompletionResultType]::ParameterValue, 'DFS pick''em value: sportsbook-fair win probability at each DFS line vs the slip''s break-even')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Store a snapshot of the board in the history store (for cron): only what changed')
            [CompletionResult]::new('moves', 'moves', [CompletionResultType]::ParameterValue, 'How recorded quotes moved: open → now, American odds and no-vig, a sparkline')
            [CompletionResult]::new('bets', 'bets', [CompletionResultType]::ParameterValue, 'The bet log: add, list, settle, and a report with closing line value (CLV)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;books' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;api' {
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Query parameter KEY=VALUE (repeatable)')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Query parameter KEY=VALUE (repeatable)')
            [CompletionResult]::new('--rows', '--rows', [CompletionResultType]::ParameterName, 'Row array to merge with --paginate (default: the first array in the answer)')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'Page size with --paginate')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--paginate', '--paginate', [CompletionResultType]::ParameterName, 'Follow limit/offset pagination to the end and merge the pages')
            [CompletionResult]::new('--no-key', '--no-key', [CompletionResultType]::ParameterName, 'Send no API key (for the keyless published breakdown pages)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;config' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the resolved settings and where each comes from (the key is never shown)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print one value of the selected profile')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a value in the selected profile (use `esx auth login` for the key)')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a value from the selected profile')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the config file''s path')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;config;show' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;config;get' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;config;set' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;config;unset' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;config;path' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;config;help' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the resolved settings and where each comes from (the key is never shown)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print one value of the selected profile')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a value in the selected profile (use `esx auth login` for the key)')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a value from the selected profile')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the config file''s path')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;config;help;show' {
            break
        }
        'esx;config;help;get' {
            break
        }
        'esx;config;help;set' {
            break
        }
        'esx;config;help;unset' {
            break
        }
        'esx;config;help;path' {
            break
        }
        'esx;config;help;help' {
            break
        }
        'esx;auth' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Store an API key in the selected profile (read from stdin, or a hidden prompt)')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Check the key against the service and show the plan it has')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove the key from the selected profile')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;auth;login' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Store the key without checking it against the service')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;auth;status' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;auth;logout' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;auth;help' {
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Store an API key in the selected profile (read from stdin, or a hidden prompt)')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Check the key against the service and show the plan it has')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove the key from the selected profile')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;auth;help;login' {
            break
        }
        'esx;auth;help;status' {
            break
        }
        'esx;auth;help;logout' {
            break
        }
        'esx;auth;help;help' {
            break
        }
        'esx;props' {
            [CompletionResult]::new('--book', '--book', [CompletionResultType]::ParameterName, 'Only this venue''s props (a venue key from `esx books`)')
            [CompletionResult]::new('--market', '--market', [CompletionResultType]::ParameterName, 'Only this exact stat_type (e.g. CS2_KILLS_MAPS_1_2)')
            [CompletionResult]::new('--market-contains', '--market-contains', [CompletionResultType]::ParameterName, 'Only stat_types containing this text')
            [CompletionResult]::new('--player-id', '--player-id', [CompletionResultType]::ParameterName, 'Only this player (numeric id)')
            [CompletionResult]::new('--board', '--board', [CompletionResultType]::ParameterName, 'With --grouped: all venues, DFS only, or the sportsbook only')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'With --grouped: player nickname or slug contains TEXT')
            [CompletionResult]::new('--canonical-player-id', '--canonical-player-id', [CompletionResultType]::ParameterName, 'With --grouped: canonical player id (<pfx>_pl_…)')
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'With --grouped: only this event (canonical event id)')
            [CompletionResult]::new('--watch', '--watch', [CompletionResultType]::ParameterName, 'Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--grouped', '--grouped', [CompletionResultType]::ParameterName, 'One row per player, stat and event, venues side by side (`/player-props`)')
            [CompletionResult]::new('--include-event-lines', '--include-event-lines', [CompletionResultType]::ParameterName, 'With --grouped: attach the team mainlines of the same events')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;lines' {
            [CompletionResult]::new('--market', '--market', [CompletionResultType]::ParameterName, 'Only this market')
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'Only this event (canonical event id or matchup key)')
            [CompletionResult]::new('--pm-weight', '--pm-weight', [CompletionResultType]::ParameterName, 'Weight of each prediction market in the consensus (sportsbook weight is 1)')
            [CompletionResult]::new('--devig', '--devig', [CompletionResultType]::ParameterName, 'De-vig method for local results')
            [CompletionResult]::new('--min-sources', '--min-sources', [CompletionResultType]::ParameterName, 'Gate: at least this many sources [default: 3]')
            [CompletionResult]::new('--max-disagreement', '--max-disagreement', [CompletionResultType]::ParameterName, 'Gate: largest source disagreement, in probability units [default: 0.12]')
            [CompletionResult]::new('--max-edge', '--max-edge', [CompletionResultType]::ParameterName, 'Gate: largest believable raw edge, in percent [default: 8]')
            [CompletionResult]::new('--min-liquidity', '--min-liquidity', [CompletionResultType]::ParameterName, 'Gate: floor for every prediction-market depth metric (volume, open interest, liquidity)')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Order of the rows [default: the service''s order]')
            [CompletionResult]::new('--min-edge', '--min-edge', [CompletionResultType]::ParameterName, 'Only rows whose edge is at least PCT percent')
            [CompletionResult]::new('--explain', '--explain', [CompletionResultType]::ParameterName, 'Print every step behind one market: EVENT[:MARKET[:MAP_OR_LINE]] (event id or matchup key)')
            [CompletionResult]::new('--bankroll', '--bankroll', [CompletionResultType]::ParameterName, 'Add Kelly stakes for this bankroll to each market''s best price')
            [CompletionResult]::new('--kelly-fraction', '--kelly-fraction', [CompletionResultType]::ParameterName, 'Fraction of full Kelly to stake (0 < F ≤ 1)')
            [CompletionResult]::new('--max-stake-pct', '--max-stake-pct', [CompletionResultType]::ParameterName, 'Largest stake, in percent of the bankroll')
            [CompletionResult]::new('--fees', '--fees', [CompletionResultType]::ParameterName, 'Venue fees for net prices: `default` (kalshi 0.07 and `esx config set fees.<venue> C`) or `none`')
            [CompletionResult]::new('--fair', '--fair', [CompletionResultType]::ParameterName, 'Fair price an edge is measured against: every source (`all`) or every other source (`others`)')
            [CompletionResult]::new('--watch', '--watch', [CompletionResultType]::ParameterName, 'Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)')
            [CompletionResult]::new('--tolerance', '--tolerance', [CompletionResultType]::ParameterName, 'Tolerance for --check, in probability units (percent fields use 100×)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--top', '--top', [CompletionResultType]::ParameterName, 'Show the top edges (markets that clear every quality gate) instead of every market')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Recompute consensus, edges, gates and ranking locally from the sources in the payload')
            [CompletionResult]::new('--include-suspect', '--include-suspect', [CompletionResultType]::ParameterName, 'Stake markets that fail a gate too (by default they get stake 0 and the gate named)')
            [CompletionResult]::new('--check', '--check', [CompletionResultType]::ParameterName, 'List where the service''s numbers differ from esx''s local ones beyond --tolerance')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;gaps' {
            [CompletionResult]::new('--min-gap', '--min-gap', [CompletionResultType]::ParameterName, 'Smallest line gap to show (>= 0; 0 shows every multi-venue spread) [service default: 0.5]')
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Player name or id contains TEXT')
            [CompletionResult]::new('--market', '--market', [CompletionResultType]::ParameterName, 'Market: the short label (kills_maps_1_2) or the stat_type')
            [CompletionResult]::new('--market-contains', '--market-contains', [CompletionResultType]::ParameterName, 'Only stat_types containing TEXT')
            [CompletionResult]::new('--book', '--book', [CompletionResultType]::ParameterName, 'Only gaps that include this DFS venue')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Rows per page (1–500) [service default: 100]')
            [CompletionResult]::new('--offset', '--offset', [CompletionResultType]::ParameterName, 'Rows to skip')
            [CompletionResult]::new('--watch', '--watch', [CompletionResultType]::ParameterName, 'Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Follow the pages to the end (CSV and NDJSON stream as pages arrive)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Compute gaps in esx from /props (no Hobby plan needed)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;parlays' {
            [CompletionResult]::new('--book', '--book', [CompletionResultType]::ParameterName, 'The line book every leg must price on (venue key, see `esx books`)')
            [CompletionResult]::new('--ticket', '--ticket', [CompletionResultType]::ParameterName, 'Price mode: legs as MATCH_ID:MARKET:SELECTION (repeatable or comma-separated)')
            [CompletionResult]::new('--market', '--market', [CompletionResultType]::ParameterName, 'Market of the legs')
            [CompletionResult]::new('--size', '--size', [CompletionResultType]::ParameterName, 'Legs per parlay (discover mode)')
            [CompletionResult]::new('--include', '--include', [CompletionResultType]::ParameterName, 'Keep negative-EV parlays (discover mode)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most N parlays')
            [CompletionResult]::new('--devig', '--devig', [CompletionResultType]::ParameterName, 'De-vig method for --local fair prices')
            [CompletionResult]::new('--pm-weight', '--pm-weight', [CompletionResultType]::ParameterName, 'Prediction-market weight for --local fair prices')
            [CompletionResult]::new('--fees', '--fees', [CompletionResultType]::ParameterName, 'Venue fees for net prices: `default` (kalshi 0.07 and `esx config set fees.<venue> C`) or `none`')
            [CompletionResult]::new('--fair', '--fair', [CompletionResultType]::ParameterName, 'Fair price an edge is measured against: every source (`all`) or every other source (`others`)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--include-started', '--include-started', [CompletionResultType]::ParameterName, 'Allow legs whose match has started (discover mode)')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Price locally from /lines with the odds engine')
            [CompletionResult]::new('--allow-same-event', '--allow-same-event', [CompletionResultType]::ParameterName, 'Price a ticket with two legs on one event (correlated: the independent price overstates it)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;flow' {
            [CompletionResult]::new('--kind', '--kind', [CompletionResultType]::ParameterName, 'Kind of play')
            [CompletionResult]::new('--market', '--market', [CompletionResultType]::ParameterName, 'Only this market (e.g. match_winner)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Most plays to return (1–100) [service default: 25]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;dvr' {
            [CompletionResult]::new('--team', '--team', [CompletionResultType]::ParameterName, 'One team''s table: team id, slug, name or numeric source id')
            [CompletionResult]::new('--window', '--window', [CompletionResultType]::ParameterName, 'Maps per team [service default: last_20]')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'Only this role: dota2 safe|mid|off (lanes); valorant duelist|initiator|controller|sentinel')
            [CompletionResult]::new('--stat', '--stat', [CompletionResultType]::ParameterName, 'Only this stat [league table default: fantasy_points; --team: every stat]')
            [CompletionResult]::new('--sort', '--sort', [CompletionResultType]::ParameterName, 'Row order')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;live' {
            [CompletionResult]::new('--watch', '--watch', [CompletionResultType]::ParameterName, 'Follow the live WebSocket feed: one game, or ''*'' for every game of the sport (default: the GAME_ID argument, else ''*'')')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--frames', '--frames', [CompletionResultType]::ParameterName, 'Show the game''s recent frames (one state per tick) instead of its boxscore')
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Show the game''s recent events (kills, bombs, rounds) instead of its boxscore')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;sim' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;sim;serve' {
            [CompletionResult]::new('--addr', '--addr', [CompletionResultType]::ParameterName, 'Address to listen on (port 0 picks a free one)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed of the synthetic world')
            [CompletionResult]::new('--now', '--now', [CompletionResultType]::ParameterName, 'Pin the simulator''s clock (RFC 3339), for reproducible answers')
            [CompletionResult]::new('--scale', '--scale', [CompletionResultType]::ParameterName, 'Multiply the size of the board (e.g. for a 100k-row gaps export)')
            [CompletionResult]::new('--rate-limit', '--rate-limit', [CompletionResultType]::ParameterName, 'Answer 429 past N requests per minute per key')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;sim;help' {
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;sim;help;serve' {
            break
        }
        'esx;sim;help;help' {
            break
        }
        'esx;matches' {
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Status filter')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'First day, YYYY-MM-DD (sent as start_date)')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Last day, YYYY-MM-DD (sent as end_date)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Page size (service default 50; with --all, the size of each page)')
            [CompletionResult]::new('--offset', '--offset', [CompletionResultType]::ParameterName, 'Rows to skip')
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Follow pagination to the end and print every row')
            [CompletionResult]::new('--live', '--live', [CompletionResultType]::ParameterName, 'The live list variant (/matches/live)')
            [CompletionResult]::new('--upcoming', '--upcoming', [CompletionResultType]::ParameterName, 'The upcoming list variant (/upcoming/matches)')
            [CompletionResult]::new('--completed', '--completed', [CompletionResultType]::ParameterName, 'The completed list variant (/completed/matches)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;fixtures' {
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Status filter (aliases: not_started = upcoming, running = live, finished = ended)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'First day, YYYY-MM-DD (sent as start_date)')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Last day, YYYY-MM-DD (sent as end_date)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;schedule' {
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE (the interface lists none for this route)')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE (the interface lists none for this route)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;streams' {
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE (the interface lists none for this route)')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE (the interface lists none for this route)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;boxscore' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;boxscores' {
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE (the interface lists none for this route)')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE (the interface lists none for this route)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;results' {
            [CompletionResult]::new('--grade', '--grade', [CompletionResultType]::ParameterName, 'Only results with this grade (sent as given; the interface lists no values)')
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;teams' {
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE (the interface lists none for this route)')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE (the interface lists none for this route)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;players' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search players by name (sent as q)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'One player''s profile')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'One player''s canonical KPR and related stats')
            [CompletionResult]::new('gamelogs', 'gamelogs', [CompletionResultType]::ParameterValue, 'One player''s recent map stats')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;players;search' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;players;show' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;players;stats' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;players;gamelogs' {
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Most recent maps to return (at least 1; service default 10)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;players;help' {
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search players by name (sent as q)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'One player''s profile')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'One player''s canonical KPR and related stats')
            [CompletionResult]::new('gamelogs', 'gamelogs', [CompletionResultType]::ParameterValue, 'One player''s recent map stats')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;players;help;search' {
            break
        }
        'esx;players;help;show' {
            break
        }
        'esx;players;help;stats' {
            break
        }
        'esx;players;help;gamelogs' {
            break
        }
        'esx;players;help;help' {
            break
        }
        'esx;rankings' {
            [CompletionResult]::new('--filter', '--filter', [CompletionResultType]::ParameterName, 'Leaderboard window')
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;h2h' {
            [CompletionResult]::new('--team1', '--team1', [CompletionResultType]::ParameterName, 'First team (id, slug or name; sent as team1)')
            [CompletionResult]::new('--team2', '--team2', [CompletionResultType]::ParameterName, 'Second team (id, slug or name; sent as team2)')
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;history' {
            [CompletionResult]::new('--market-key', '--market-key', [CompletionResultType]::ParameterName, 'A mainline market key (as on the lines payload)')
            [CompletionResult]::new('--prop-id', '--prop-id', [CompletionResultType]::ParameterName, 'A prop id (needs --book)')
            [CompletionResult]::new('--book', '--book', [CompletionResultType]::ParameterName, 'The venue key the prop is posted on (with --prop-id)')
            [CompletionResult]::new('-F', '-F ', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'Extra query parameter KEY=VALUE for parameters the interface does not list')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;research' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('player', 'player', [CompletionResultType]::ParameterValue, 'One player''s research slip: lines on the board, recent series, settled results')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'Research slips for every player on the live board')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;research;player' {
            [CompletionResult]::new('--market', '--market', [CompletionResultType]::ParameterName, 'Market slug (kills_maps_1_2, headshots_maps_1_2, kills_map_4, kills) or its stat_type form (CS2_KILLS_MAPS_1_2); service default kills_maps_1_2')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;research;board' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;research;help' {
            [CompletionResult]::new('player', 'player', [CompletionResultType]::ParameterValue, 'One player''s research slip: lines on the board, recent series, settled results')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'Research slips for every player on the live board')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;research;help;player' {
            break
        }
        'esx;research;help;board' {
            break
        }
        'esx;research;help;help' {
            break
        }
        'esx;media' {
            [CompletionResult]::new('--player', '--player', [CompletionResultType]::ParameterName, 'Player nickname or slug')
            [CompletionResult]::new('--player-id', '--player-id', [CompletionResultType]::ParameterName, 'Numeric player id')
            [CompletionResult]::new('--team', '--team', [CompletionResultType]::ParameterName, 'Team name or slug')
            [CompletionResult]::new('--team-id', '--team-id', [CompletionResultType]::ParameterName, 'Numeric team id')
            [CompletionResult]::new('--opponent', '--opponent', [CompletionResultType]::ParameterName, 'Second team name or slug (its logo joins the teams)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Most hits per side, 1–25 (service default 5)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;breakdown' {
            [CompletionResult]::new('--match', '--match', [CompletionResultType]::ParameterName, 'Match id (one mode of three)')
            [CompletionResult]::new('--team', '--team', [CompletionResultType]::ParameterName, 'Team id or slug (one mode of three)')
            [CompletionResult]::new('--team1', '--team1', [CompletionResultType]::ParameterName, 'First team of a head-to-head pair (with --team2)')
            [CompletionResult]::new('--team2', '--team2', [CompletionResultType]::ParameterName, 'Second team of a head-to-head pair (with --team1)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Limit, 1–100 (service default 50)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('index', 'index', [CompletionResultType]::ParameterValue, 'List published breakdown pages (keyless)')
            [CompletionResult]::new('published', 'published', [CompletionResultType]::ParameterValue, 'Show one published breakdown page (keyless)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;breakdown;index' {
            [CompletionResult]::new('--kind', '--kind', [CompletionResultType]::ParameterName, 'Only pages of this kind')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;breakdown;published' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;breakdown;help' {
            [CompletionResult]::new('index', 'index', [CompletionResultType]::ParameterValue, 'List published breakdown pages (keyless)')
            [CompletionResult]::new('published', 'published', [CompletionResultType]::ParameterValue, 'Show one published breakdown page (keyless)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;breakdown;help;index' {
            break
        }
        'esx;breakdown;help;published' {
            break
        }
        'esx;breakdown;help;help' {
            break
        }
        'esx;meta' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;completions' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;arbs' {
            [CompletionResult]::new('--market', '--market', [CompletionResultType]::ParameterName, 'Only this market')
            [CompletionResult]::new('--min-profit', '--min-profit', [CompletionResultType]::ParameterName, 'Smallest profit to show, in percent')
            [CompletionResult]::new('--stake', '--stake', [CompletionResultType]::ParameterName, 'Total stake split across an arb''s legs')
            [CompletionResult]::new('--fees', '--fees', [CompletionResultType]::ParameterName, 'Venue fees for net prices: `default` (kalshi 0.07 and `esx config set fees.<venue> C`) or `none`')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--include-started', '--include-started', [CompletionResultType]::ParameterName, 'Include events that have already started')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;picks' {
            [CompletionResult]::new('--devig', '--devig', [CompletionResultType]::ParameterName, 'De-vig method for the book''s pair')
            [CompletionResult]::new('--model', '--model', [CompletionResultType]::ParameterName, 'How a fair probability moves off the book''s line')
            [CompletionResult]::new('--slip', '--slip', [CompletionResultType]::ParameterName, 'Slip type for the break-even (payout per venue: see below)')
            [CompletionResult]::new('--payout', '--payout', [CompletionResultType]::ParameterName, 'Custom slip payout multiplier for every venue (with --legs)')
            [CompletionResult]::new('--legs', '--legs', [CompletionResultType]::ParameterName, 'Legs of the custom slip (with --payout)')
            [CompletionResult]::new('--min-edge', '--min-edge', [CompletionResultType]::ParameterName, 'Only picks with at least this edge, in points')
            [CompletionResult]::new('--app', '--app', [CompletionResultType]::ParameterName, 'Only this DFS venue (key, see `esx books`)')
            [CompletionResult]::new('--best-slips', '--best-slips', [CompletionResultType]::ParameterName, 'Also build the K best slips (legs from different events, one venue per slip)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;record' {
            [CompletionResult]::new('--what', '--what', [CompletionResultType]::ParameterName, 'What to record (comma list)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The history database [default: history.sqlite in the platform data directory, or in ESX_DATA_DIR]')
            [CompletionResult]::new('--at', '--at', [CompletionResultType]::ParameterName, 'Store this observation time instead of now (backfills and tests)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;moves' {
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'The window: a span back from now (30m, 6h, 2d, 1w) or a start time (ISO 8601)')
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'Only this event')
            [CompletionResult]::new('--market', '--market', [CompletionResultType]::ParameterName, 'Only this market (match_winner, map_winner, map_handicap, total_maps, …)')
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'Only this source (a venue key, or `consensus`)')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The history database [default: history.sqlite in the platform data directory, or in ESX_DATA_DIR]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Also list quotes first recorded in the window that have not moved since')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;bets' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Log a bet; prints its id')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the bets with result, profit and CLV')
            [CompletionResult]::new('settle', 'settle', [CompletionResultType]::ParameterValue, 'Settle a bet: won, lost, push or void')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Count, staked, profit, ROI, mean CLV and the share that beat the close')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;bets;add' {
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'The event id (as `esx lines` shows it)')
            [CompletionResult]::new('--market', '--market', [CompletionResultType]::ParameterName, 'The market (match_winner, map_winner, map_handicap, total_maps, …)')
            [CompletionResult]::new('--map', '--map', [CompletionResultType]::ParameterName, 'The map number, for map markets')
            [CompletionResult]::new('--line', '--line', [CompletionResultType]::ParameterName, 'The line, for handicap and total markets')
            [CompletionResult]::new('--outcome', '--outcome', [CompletionResultType]::ParameterName, 'The outcome as the board names it')
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'The venue the bet was placed at')
            [CompletionResult]::new('--decimal', '--decimal', [CompletionResultType]::ParameterName, 'The decimal price taken (above 1)')
            [CompletionResult]::new('--stake', '--stake', [CompletionResultType]::ParameterName, 'The stake (above 0)')
            [CompletionResult]::new('--at', '--at', [CompletionResultType]::ParameterName, 'When the bet was placed (ISO 8601) [default: now]')
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The history database [default: history.sqlite in the platform data directory, or in ESX_DATA_DIR]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;bets;list' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The history database [default: history.sqlite in the platform data directory, or in ESX_DATA_DIR]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;bets;settle' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The history database [default: history.sqlite in the platform data directory, or in ESX_DATA_DIR]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;bets;report' {
            [CompletionResult]::new('--db', '--db', [CompletionResultType]::ParameterName, 'The history database [default: history.sqlite in the platform data directory, or in ESX_DATA_DIR]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
            [CompletionResult]::new('--max-pages', '--max-pages', [CompletionResultType]::ParameterName, 'Most pages --all fetches before giving up (exit 7) [default: 10000]')
            [CompletionResult]::new('--max-body', '--max-body', [CompletionResultType]::ParameterName, 'Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]')
            [CompletionResult]::new('--cache', '--cache', [CompletionResultType]::ParameterName, 'Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key')
            [CompletionResult]::new('--alert', '--alert', [CompletionResultType]::ParameterName, 'With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('--offline', '--offline', [CompletionResultType]::ParameterName, 'Answer only from the cache, whatever its age (exit 6 when nothing is stored)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;bets;help' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Log a bet; prints its id')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the bets with result, profit and CLV')
            [CompletionResult]::new('settle', 'settle', [CompletionResultType]::ParameterValue, 'Settle a bet: won, lost, push or void')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Count, staked, profit, ROI, mean CLV and the share that beat the close')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;bets;help;add' {
            break
        }
        'esx;bets;help;list' {
            break
        }
        'esx;bets;help;settle' {
            break
        }
        'esx;bets;help;report' {
            break
        }
        'esx;bets;help;help' {
            break
        }
        'esx;help' {
            [CompletionResult]::new('books', 'books', [CompletionResultType]::ParameterValue, 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Make a raw GET request to any route and print the JSON (like `gh api`)')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show and change configuration (per profile)')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Log in with an API key, check it, or remove it')
            [CompletionResult]::new('props', 'props', [CompletionResultType]::ParameterValue, 'Player props on the board; `--grouped` lines venues up side by side')
            [CompletionResult]::new('lines', 'lines', [CompletionResultType]::ParameterValue, 'Consensus team lines: best prices, edges and quality — served or re-derived locally')
            [CompletionResult]::new('gaps', 'gaps', [CompletionResultType]::ParameterValue, 'DFS line gaps: one player, event and stat posted at different lines')
            [CompletionResult]::new('parlays', 'parlays', [CompletionResultType]::ParameterValue, 'Price a parlay ticket or discover the best 2–3 leg parlays on one book')
            [CompletionResult]::new('flow', 'flow', [CompletionResultType]::ParameterValue, 'Market flow: volume, line shifts, steam moves and whale plays')
            [CompletionResult]::new('dvr', 'dvr', [CompletionResultType]::ParameterValue, 'Defense-vs-role tables (dota2, valorant): what each team allows to each role')
            [CompletionResult]::new('live', 'live', [CompletionResultType]::ParameterValue, 'Live games, a game''s boxscore, frames and events, and the live WebSocket feed')
            [CompletionResult]::new('sim', 'sim', [CompletionResultType]::ParameterValue, 'Run the embedded simulator of the whole service (offline, deterministic)')
            [CompletionResult]::new('matches', 'matches', [CompletionResultType]::ParameterValue, 'List matches (upcoming by default), or the live/upcoming/completed list variants')
            [CompletionResult]::new('fixtures', 'fixtures', [CompletionResultType]::ParameterValue, 'List fixtures: the full schedule board, by status and dates')
            [CompletionResult]::new('schedule', 'schedule', [CompletionResultType]::ParameterValue, 'Show the schedule')
            [CompletionResult]::new('streams', 'streams', [CompletionResultType]::ParameterValue, 'List stream links')
            [CompletionResult]::new('boxscore', 'boxscore', [CompletionResultType]::ParameterValue, 'Show one finished series'' boxscore')
            [CompletionResult]::new('boxscores', 'boxscores', [CompletionResultType]::ParameterValue, 'List finished series'' boxscores')
            [CompletionResult]::new('results', 'results', [CompletionResultType]::ParameterValue, 'List settled props (optionally by grade)')
            [CompletionResult]::new('teams', 'teams', [CompletionResultType]::ParameterValue, 'List teams')
            [CompletionResult]::new('players', 'players', [CompletionResultType]::ParameterValue, 'Search players, show a profile, stats or recent map logs')
            [CompletionResult]::new('rankings', 'rankings', [CompletionResultType]::ParameterValue, 'Show the player leaderboard')
            [CompletionResult]::new('h2h', 'h2h', [CompletionResultType]::ParameterValue, 'Compare two teams head to head')
            [CompletionResult]::new('history', 'history', [CompletionResultType]::ParameterValue, 'Show the quote tape of a mainline market or of one prop on one book')
            [CompletionResult]::new('research', 'research', [CompletionResultType]::ParameterValue, 'Research slips: one player''s, or every player''s on the live board')
            [CompletionResult]::new('media', 'media', [CompletionResultType]::ParameterValue, 'Find player faces and team logos (image links)')
            [CompletionResult]::new('breakdown', 'breakdown', [CompletionResultType]::ParameterValue, 'Fact-bundle breakdowns; the index of published pages and one published page')
            [CompletionResult]::new('meta', 'meta', [CompletionResultType]::ParameterValue, 'Show the live registry of line books (/v7/meta)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('arbs', 'arbs', [CompletionResultType]::ParameterValue, 'Arbitrage across the /lines sources: best net prices, profit and equal-payout stakes')
            [CompletionResult]::new('picks', 'picks', [CompletionResultType]::ParameterValue, 'DFS pick''em value: sportsbook-fair win probability at each DFS line vs the slip''s break-even')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Store a snapshot of the board in the history store (for cron): only what changed')
            [CompletionResult]::new('moves', 'moves', [CompletionResultType]::ParameterValue, 'How recorded quotes moved: open → now, American odds and no-vig, a sparkline')
            [CompletionResult]::new('bets', 'bets', [CompletionResultType]::ParameterValue, 'The bet log: add, list, settle, and a report with closing line value (CLV)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'esx;help;books' {
            break
        }
        'esx;help;api' {
            break
        }
        'esx;help;config' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the resolved settings and where each comes from (the key is never shown)')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print one value of the selected profile')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Set a value in the selected profile (use `esx auth login` for the key)')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a value from the selected profile')
            [CompletionResult]::new('path', 'path', [CompletionResultType]::ParameterValue, 'Print the config file''s path')
            break
        }
        'esx;help;config;show' {
            break
        }
        'esx;help;config;get' {
            break
        }
        'esx;help;config;set' {
            break
        }
        'esx;help;config;unset' {
            break
        }
        'esx;help;config;path' {
            break
        }
        'esx;help;auth' {
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Store an API key in the selected profile (read from stdin, or a hidden prompt)')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Check the key against the service and show the plan it has')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Remove the key from the selected profile')
            break
        }
        'esx;help;auth;login' {
            break
        }
        'esx;help;auth;status' {
            break
        }
        'esx;help;auth;logout' {
            break
        }
        'esx;help;props' {
            break
        }
        'esx;help;lines' {
            break
        }
        'esx;help;gaps' {
            break
        }
        'esx;help;parlays' {
            break
        }
        'esx;help;flow' {
            break
        }
        'esx;help;dvr' {
            break
        }
        'esx;help;live' {
            break
        }
        'esx;help;sim' {
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)')
            break
        }
        'esx;help;sim;serve' {
            break
        }
        'esx;help;matches' {
            break
        }
        'esx;help;fixtures' {
            break
        }
        'esx;help;schedule' {
            break
        }
        'esx;help;streams' {
            break
        }
        'esx;help;boxscore' {
            break
        }
        'esx;help;boxscores' {
            break
        }
        'esx;help;results' {
            break
        }
        'esx;help;teams' {
            break
        }
        'esx;help;players' {
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search players by name (sent as q)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'One player''s profile')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'One player''s canonical KPR and related stats')
            [CompletionResult]::new('gamelogs', 'gamelogs', [CompletionResultType]::ParameterValue, 'One player''s recent map stats')
            break
        }
        'esx;help;players;search' {
            break
        }
        'esx;help;players;show' {
            break
        }
        'esx;help;players;stats' {
            break
        }
        'esx;help;players;gamelogs' {
            break
        }
        'esx;help;rankings' {
            break
        }
        'esx;help;h2h' {
            break
        }
        'esx;help;history' {
            break
        }
        'esx;help;research' {
            [CompletionResult]::new('player', 'player', [CompletionResultType]::ParameterValue, 'One player''s research slip: lines on the board, recent series, settled results')
            [CompletionResult]::new('board', 'board', [CompletionResultType]::ParameterValue, 'Research slips for every player on the live board')
            break
        }
        'esx;help;research;player' {
            break
        }
        'esx;help;research;board' {
            break
        }
        'esx;help;media' {
            break
        }
        'esx;help;breakdown' {
            [CompletionResult]::new('index', 'index', [CompletionResultType]::ParameterValue, 'List published breakdown pages (keyless)')
            [CompletionResult]::new('published', 'published', [CompletionResultType]::ParameterValue, 'Show one published breakdown page (keyless)')
            break
        }
        'esx;help;breakdown;index' {
            break
        }
        'esx;help;breakdown;published' {
            break
        }
        'esx;help;meta' {
            break
        }
        'esx;help;completions' {
            break
        }
        'esx;help;arbs' {
            break
        }
        'esx;help;picks' {
            break
        }
        'esx;help;record' {
            break
        }
        'esx;help;moves' {
            break
        }
        'esx;help;bets' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Log a bet; prints its id')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the bets with result, profit and CLV')
            [CompletionResult]::new('settle', 'settle', [CompletionResultType]::ParameterValue, 'Settle a bet: won, lost, push or void')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Count, staked, profit, ROI, mean CLV and the share that beat the close')
            break
        }
        'esx;help;bets;add' {
            break
        }
        'esx;help;bets;list' {
            break
        }
        'esx;help;bets;settle' {
            break
        }
        'esx;help;bets;report' {
            break
        }
        'esx;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}

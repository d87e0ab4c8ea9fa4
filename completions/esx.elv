
use builtin;
use str;

set edit:completion:arg-completer[esx] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'esx'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'esx'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand books 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)'
            cand api 'Make a raw GET request to any route and print the JSON (like `gh api`)'
            cand config 'Show and change configuration (per profile)'
            cand auth 'Log in with an API key, check it, or remove it'
            cand lines 'Consensus team lines: best prices, edges and quality — served or re-derived locally'
            cand parlays 'Price a parlay ticket or discover the best 2–3 leg parlays on one book'
            cand sim 'Run the embedded simulator of the whole service (offline, deterministic)'
            cand live 'Live games, a game''s boxscore, frames and events, and the live WebSocket feed'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'esx;books'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;api'= {
            cand -F 'Query parameter KEY=VALUE (repeatable)'
            cand --field 'Query parameter KEY=VALUE (repeatable)'
            cand --rows 'Row array to merge with --paginate (default: the first array in the answer)'
            cand --page-size 'Page size with --paginate'
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --paginate 'Follow limit/offset pagination to the end and merge the pages'
            cand --no-key 'Send no API key (for the keyless published breakdown pages)'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;config'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand show 'Show the resolved settings and where each comes from (the key is never shown)'
            cand get 'Print one value of the selected profile'
            cand set 'Set a value in the selected profile (use `esx auth login` for the key)'
            cand unset 'Remove a value from the selected profile'
            cand path 'Print the config file''s path'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'esx;config;show'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;config;get'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;config;set'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;config;unset'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;config;path'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;config;help'= {
            cand show 'Show the resolved settings and where each comes from (the key is never shown)'
            cand get 'Print one value of the selected profile'
            cand set 'Set a value in the selected profile (use `esx auth login` for the key)'
            cand unset 'Remove a value from the selected profile'
            cand path 'Print the config file''s path'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'esx;config;help;show'= {
        }
        &'esx;config;help;get'= {
        }
        &'esx;config;help;set'= {
        }
        &'esx;config;help;unset'= {
        }
        &'esx;config;help;path'= {
        }
        &'esx;config;help;help'= {
        }
        &'esx;auth'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand login 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
            cand status 'Check the key against the service and show the plan it has'
            cand logout 'Remove the key from the selected profile'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'esx;auth;login'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --no-verify 'Store the key without checking it against the service'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;auth;status'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;auth;logout'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;auth;help'= {
            cand login 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
            cand status 'Check the key against the service and show the plan it has'
            cand logout 'Remove the key from the selected profile'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'esx;auth;help;login'= {
        }
        &'esx;auth;help;status'= {
        }
        &'esx;auth;help;logout'= {
        }
        &'esx;auth;help;help'= {
        }
        &'esx;lines'= {
            cand --market 'Only this market'
            cand --event 'Only this event (canonical event id or matchup key)'
            cand --pm-weight 'Weight of each prediction market in the consensus (sportsbook weight is 1)'
            cand --devig 'De-vig method for local results'
            cand --min-sources 'Gate: at least this many sources [default: 3]'
            cand --max-disagreement 'Gate: largest source disagreement, in probability units [default: 0.12]'
            cand --max-edge 'Gate: largest believable raw edge, in percent [default: 8]'
            cand --min-liquidity 'Gate: floor for every prediction-market depth metric (volume, open interest, liquidity)'
            cand --sort 'Order of the rows [default: the service''s order]'
            cand --min-edge 'Only rows whose edge is at least PCT percent'
            cand --explain 'Print every step behind one market: EVENT[:MARKET[:MAP_OR_LINE]] (event id or matchup key)'
            cand --bankroll 'Add Kelly stakes for this bankroll to each market''s best price'
            cand --kelly-fraction 'Fraction of full Kelly to stake (0 < F ≤ 1)'
            cand --watch 'Re-fetch every SECONDS and show what changed (table on a terminal, NDJSON when piped)'
            cand --tolerance 'Tolerance for --check, in probability units (percent fields use 100×)'
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --top 'Show the top edges (markets that clear every quality gate) instead of every market'
            cand --local 'Recompute consensus, edges, gates and ranking locally from the sources in the payload'
            cand --check 'List where the service''s numbers differ from esx''s local ones beyond --tolerance'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;parlays'= {
            cand --book 'The line book every leg must price on (venue key, see `esx books`)'
            cand --ticket 'Price mode: legs as MATCH_ID:MARKET:SELECTION (repeatable or comma-separated)'
            cand --market 'Market of the legs'
            cand --size 'Legs per parlay (discover mode)'
            cand --include 'Keep negative-EV parlays (discover mode)'
            cand --limit 'At most N parlays'
            cand --devig 'De-vig method for --local fair prices'
            cand --pm-weight 'Prediction-market weight for --local fair prices'
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --include-started 'Allow legs whose match has started (discover mode)'
            cand --local 'Price locally from /lines with the odds engine'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;sim'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand serve 'Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'esx;sim;serve'= {
            cand --addr 'Address to listen on (port 0 picks a free one)'
            cand --seed 'Seed of the synthetic world'
            cand --now 'Pin the simulator''s clock (RFC 3339), for reproducible answers'
            cand --scale 'Multiply the size of the board (e.g. for a 100k-row gaps export)'
            cand --rate-limit 'Answer 429 past N requests per minute per key'
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;sim;help'= {
            cand serve 'Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'esx;sim;help;serve'= {
        }
        &'esx;sim;help;help'= {
        }
        &'esx;live'= {
            cand --watch 'Follow the live WebSocket feed: one game, or ''*'' for every game of the sport (default: the GAME_ID argument, else ''*'')'
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --frames 'Show the game''s recent frames (one state per tick) instead of its boxscore'
            cand --events 'Show the game''s recent events (kills, bombs, rounds) instead of its boxscore'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;completions'= {
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --demo 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]'
            cand --json 'Print JSON (same as --format json)'
            cand --no-color 'Never colour output (also: NO_COLOR)'
            cand -q 'Only errors on stderr'
            cand --quiet 'Only errors on stderr'
            cand -v 'Trace HTTP requests to stderr (the key is redacted)'
            cand --verbose 'Trace HTTP requests to stderr (the key is redacted)'
            cand --allow-insecure 'Allow sending the key over plain http:// to a non-loopback host'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'esx;help'= {
            cand books 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)'
            cand api 'Make a raw GET request to any route and print the JSON (like `gh api`)'
            cand config 'Show and change configuration (per profile)'
            cand auth 'Log in with an API key, check it, or remove it'
            cand lines 'Consensus team lines: best prices, edges and quality — served or re-derived locally'
            cand parlays 'Price a parlay ticket or discover the best 2–3 leg parlays on one book'
            cand sim 'Run the embedded simulator of the whole service (offline, deterministic)'
            cand live 'Live games, a game''s boxscore, frames and events, and the live WebSocket feed'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'esx;help;books'= {
        }
        &'esx;help;api'= {
        }
        &'esx;help;config'= {
            cand show 'Show the resolved settings and where each comes from (the key is never shown)'
            cand get 'Print one value of the selected profile'
            cand set 'Set a value in the selected profile (use `esx auth login` for the key)'
            cand unset 'Remove a value from the selected profile'
            cand path 'Print the config file''s path'
        }
        &'esx;help;config;show'= {
        }
        &'esx;help;config;get'= {
        }
        &'esx;help;config;set'= {
        }
        &'esx;help;config;unset'= {
        }
        &'esx;help;config;path'= {
        }
        &'esx;help;auth'= {
            cand login 'Store an API key in the selected profile (read from stdin, or a hidden prompt)'
            cand status 'Check the key against the service and show the plan it has'
            cand logout 'Remove the key from the selected profile'
        }
        &'esx;help;auth;login'= {
        }
        &'esx;help;auth;status'= {
        }
        &'esx;help;auth;logout'= {
        }
        &'esx;help;lines'= {
        }
        &'esx;help;parlays'= {
        }
        &'esx;help;sim'= {
            cand serve 'Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)'
        }
        &'esx;help;sim;serve'= {
        }
        &'esx;help;live'= {
        }
        &'esx;help;completions'= {
        }
        &'esx;help;help'= {
        }
    ]
    $completions[$command]
}

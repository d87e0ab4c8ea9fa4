
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
            cand props 'Player props on the board; `--grouped` lines venues up side by side'
            cand gaps 'DFS line gaps: one player, event and stat posted at different lines'
            cand flow 'Market flow: volume, line shifts, steam moves and whale plays'
            cand dvr 'Defense-vs-role tables (dota2, valorant): what each team allows to each role'
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
        &'esx;props'= {
            cand --book 'Only this venue''s props (a venue key from `esx books`)'
            cand --market 'Only this exact stat_type (e.g. CS2_KILLS_MAPS_1_2)'
            cand --market-contains 'Only stat_types containing this text'
            cand --player-id 'Only this player (numeric id)'
            cand --board 'With --grouped: all venues, DFS only, or the sportsbook only'
            cand --player 'With --grouped: player nickname or slug contains TEXT'
            cand --canonical-player-id 'With --grouped: canonical player id (<pfx>_pl_…)'
            cand --event 'With --grouped: only this event (canonical event id)'
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --grouped 'One row per player, stat and event, venues side by side (`/player-props`)'
            cand --include-event-lines 'With --grouped: attach the team mainlines of the same events'
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
        &'esx;gaps'= {
            cand --min-gap 'Smallest line gap to show (>= 0; 0 shows every multi-venue spread) [service default: 0.5]'
            cand --player 'Player name or id contains TEXT'
            cand --market 'Market: the short label (kills_maps_1_2) or the stat_type'
            cand --market-contains 'Only stat_types containing TEXT'
            cand --book 'Only gaps that include this DFS venue'
            cand --limit 'Rows per page (1–500) [service default: 100]'
            cand --offset 'Rows to skip'
            cand --base-url 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]'
            cand --profile 'Configuration profile to use [env: ESX_PROFILE]'
            cand --format 'Output format'
            cand --jq 'Filter JSON output with a jq expression (strings print raw)'
            cand -o 'Write output to FILE atomically (never a partial file)'
            cand --output 'Write output to FILE atomically (never a partial file)'
            cand --timeout 'Total per-request timeout in seconds [default: 30]'
            cand --retries 'Retries for 429, 5xx, timeouts and connection errors [default: 3]'
            cand --all 'Follow the pages to the end (CSV and NDJSON stream as pages arrive)'
            cand --local 'Compute gaps in esx from /props (no Hobby plan needed)'
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
        &'esx;flow'= {
            cand --kind 'Kind of play'
            cand --market 'Only this market (e.g. match_winner)'
            cand --limit 'Most plays to return (1–100) [service default: 25]'
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
        &'esx;dvr'= {
            cand --team 'One team''s table: team id, slug, name or numeric source id'
            cand --window 'Maps per team [service default: last_20]'
            cand --role 'Only this role: dota2 safe|mid|off (lanes); valorant duelist|initiator|controller|sentinel'
            cand --stat 'Only this stat [league table default: fantasy_points; --team: every stat]'
            cand --sort 'Row order'
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
            cand props 'Player props on the board; `--grouped` lines venues up side by side'
            cand gaps 'DFS line gaps: one player, event and stat posted at different lines'
            cand flow 'Market flow: volume, line shifts, steam moves and whale plays'
            cand dvr 'Defense-vs-role tables (dota2, valorant): what each team allows to each role'
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
        &'esx;help;props'= {
        }
        &'esx;help;gaps'= {
        }
        &'esx;help;flow'= {
        }
        &'esx;help;dvr'= {
        }
        &'esx;help;completions'= {
        }
        &'esx;help;help'= {
        }
    ]
    $completions[$command]
}

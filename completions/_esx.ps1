
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('books', 'books', [CompletionResultType]::ParameterValue, 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Make a raw GET request to any route and print the JSON (like `gh api`)')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show and change configuration (per profile)')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Log in with an API key, check it, or remove it')
            [CompletionResult]::new('props', 'props', [CompletionResultType]::ParameterValue, 'Player props on the board; `--grouped` lines venues up side by side')
            [CompletionResult]::new('gaps', 'gaps', [CompletionResultType]::ParameterValue, 'DFS line gaps: one player, event and stat posted at different lines')
            [CompletionResult]::new('flow', 'flow', [CompletionResultType]::ParameterValue, 'Market flow: volume, line shifts, steam moves and whale plays')
            [CompletionResult]::new('dvr', 'dvr', [CompletionResultType]::ParameterValue, 'Defense-vs-role tables (dota2, valorant): what each team allows to each role')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--no-verify', '--no-verify', [CompletionResultType]::ParameterName, 'Store the key without checking it against the service')
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
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
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Service base URL (may carry a path prefix) [env: ESX_BASE_URL]')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Configuration profile to use [env: ESX_PROFILE]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (strings print raw)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write output to FILE atomically (never a partial file)')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Total per-request timeout in seconds [default: 30]')
            [CompletionResult]::new('--retries', '--retries', [CompletionResultType]::ParameterName, 'Retries for 429, 5xx, timeouts and connection errors [default: 3]')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
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
            [CompletionResult]::new('--demo', '--demo', [CompletionResultType]::ParameterName, 'Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print JSON (same as --format json)')
            [CompletionResult]::new('--no-color', '--no-color', [CompletionResultType]::ParameterName, 'Never colour output (also: NO_COLOR)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Only errors on stderr')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace HTTP requests to stderr (the key is redacted)')
            [CompletionResult]::new('--allow-insecure', '--allow-insecure', [CompletionResultType]::ParameterName, 'Allow sending the key over plain http:// to a non-loopback host')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'esx;help' {
            [CompletionResult]::new('books', 'books', [CompletionResultType]::ParameterValue, 'List the venues the service prices (DFS apps, the sportsbook, prediction markets)')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Make a raw GET request to any route and print the JSON (like `gh api`)')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Show and change configuration (per profile)')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Log in with an API key, check it, or remove it')
            [CompletionResult]::new('props', 'props', [CompletionResultType]::ParameterValue, 'Player props on the board; `--grouped` lines venues up side by side')
            [CompletionResult]::new('gaps', 'gaps', [CompletionResultType]::ParameterValue, 'DFS line gaps: one player, event and stat posted at different lines')
            [CompletionResult]::new('flow', 'flow', [CompletionResultType]::ParameterValue, 'Market flow: volume, line shifts, steam moves and whale plays')
            [CompletionResult]::new('dvr', 'dvr', [CompletionResultType]::ParameterValue, 'Defense-vs-role tables (dota2, valorant): what each team allows to each role')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
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
        'esx;help;gaps' {
            break
        }
        'esx;help;flow' {
            break
        }
        'esx;help;dvr' {
            break
        }
        'esx;help;completions' {
            break
        }
        'esx;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}

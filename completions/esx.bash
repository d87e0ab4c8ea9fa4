_esx() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="esx"
                ;;
            esx,api)
                cmd="esx__subcmd__api"
                ;;
            esx,arbs)
                cmd="esx__subcmd__arbs"
                ;;
            esx,auth)
                cmd="esx__subcmd__auth"
                ;;
            esx,backtest)
                cmd="esx__subcmd__backtest"
                ;;
            esx,bets)
                cmd="esx__subcmd__bets"
                ;;
            esx,board)
                cmd="esx__subcmd__board"
                ;;
            esx,books)
                cmd="esx__subcmd__books"
                ;;
            esx,boxscore)
                cmd="esx__subcmd__boxscore"
                ;;
            esx,boxscores)
                cmd="esx__subcmd__boxscores"
                ;;
            esx,breakdown)
                cmd="esx__subcmd__breakdown"
                ;;
            esx,completions)
                cmd="esx__subcmd__completions"
                ;;
            esx,config)
                cmd="esx__subcmd__config"
                ;;
            esx,dvr)
                cmd="esx__subcmd__dvr"
                ;;
            esx,fixtures)
                cmd="esx__subcmd__fixtures"
                ;;
            esx,flow)
                cmd="esx__subcmd__flow"
                ;;
            esx,gaps)
                cmd="esx__subcmd__gaps"
                ;;
            esx,grade)
                cmd="esx__subcmd__grade"
                ;;
            esx,h2h)
                cmd="esx__subcmd__h2h"
                ;;
            esx,help)
                cmd="esx__subcmd__help"
                ;;
            esx,history)
                cmd="esx__subcmd__history"
                ;;
            esx,lines)
                cmd="esx__subcmd__lines"
                ;;
            esx,live)
                cmd="esx__subcmd__live"
                ;;
            esx,matches)
                cmd="esx__subcmd__matches"
                ;;
            esx,mcp)
                cmd="esx__subcmd__mcp"
                ;;
            esx,media)
                cmd="esx__subcmd__media"
                ;;
            esx,meta)
                cmd="esx__subcmd__meta"
                ;;
            esx,moves)
                cmd="esx__subcmd__moves"
                ;;
            esx,parlays)
                cmd="esx__subcmd__parlays"
                ;;
            esx,picks)
                cmd="esx__subcmd__picks"
                ;;
            esx,players)
                cmd="esx__subcmd__players"
                ;;
            esx,props)
                cmd="esx__subcmd__props"
                ;;
            esx,rankings)
                cmd="esx__subcmd__rankings"
                ;;
            esx,record)
                cmd="esx__subcmd__record"
                ;;
            esx,research)
                cmd="esx__subcmd__research"
                ;;
            esx,results)
                cmd="esx__subcmd__results"
                ;;
            esx,schedule)
                cmd="esx__subcmd__schedule"
                ;;
            esx,sim)
                cmd="esx__subcmd__sim"
                ;;
            esx,store)
                cmd="esx__subcmd__store"
                ;;
            esx,streams)
                cmd="esx__subcmd__streams"
                ;;
            esx,teams)
                cmd="esx__subcmd__teams"
                ;;
            esx,venues)
                cmd="esx__subcmd__venues"
                ;;
            esx__subcmd__auth,help)
                cmd="esx__subcmd__auth__subcmd__help"
                ;;
            esx__subcmd__auth,login)
                cmd="esx__subcmd__auth__subcmd__login"
                ;;
            esx__subcmd__auth,logout)
                cmd="esx__subcmd__auth__subcmd__logout"
                ;;
            esx__subcmd__auth,status)
                cmd="esx__subcmd__auth__subcmd__status"
                ;;
            esx__subcmd__auth__subcmd__help,help)
                cmd="esx__subcmd__auth__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__auth__subcmd__help,login)
                cmd="esx__subcmd__auth__subcmd__help__subcmd__login"
                ;;
            esx__subcmd__auth__subcmd__help,logout)
                cmd="esx__subcmd__auth__subcmd__help__subcmd__logout"
                ;;
            esx__subcmd__auth__subcmd__help,status)
                cmd="esx__subcmd__auth__subcmd__help__subcmd__status"
                ;;
            esx__subcmd__bets,add)
                cmd="esx__subcmd__bets__subcmd__add"
                ;;
            esx__subcmd__bets,export)
                cmd="esx__subcmd__bets__subcmd__export"
                ;;
            esx__subcmd__bets,help)
                cmd="esx__subcmd__bets__subcmd__help"
                ;;
            esx__subcmd__bets,import)
                cmd="esx__subcmd__bets__subcmd__import"
                ;;
            esx__subcmd__bets,list)
                cmd="esx__subcmd__bets__subcmd__list"
                ;;
            esx__subcmd__bets,report)
                cmd="esx__subcmd__bets__subcmd__report"
                ;;
            esx__subcmd__bets,settle)
                cmd="esx__subcmd__bets__subcmd__settle"
                ;;
            esx__subcmd__bets__subcmd__help,add)
                cmd="esx__subcmd__bets__subcmd__help__subcmd__add"
                ;;
            esx__subcmd__bets__subcmd__help,export)
                cmd="esx__subcmd__bets__subcmd__help__subcmd__export"
                ;;
            esx__subcmd__bets__subcmd__help,help)
                cmd="esx__subcmd__bets__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__bets__subcmd__help,import)
                cmd="esx__subcmd__bets__subcmd__help__subcmd__import"
                ;;
            esx__subcmd__bets__subcmd__help,list)
                cmd="esx__subcmd__bets__subcmd__help__subcmd__list"
                ;;
            esx__subcmd__bets__subcmd__help,report)
                cmd="esx__subcmd__bets__subcmd__help__subcmd__report"
                ;;
            esx__subcmd__bets__subcmd__help,settle)
                cmd="esx__subcmd__bets__subcmd__help__subcmd__settle"
                ;;
            esx__subcmd__breakdown,help)
                cmd="esx__subcmd__breakdown__subcmd__help"
                ;;
            esx__subcmd__breakdown,index)
                cmd="esx__subcmd__breakdown__subcmd__index"
                ;;
            esx__subcmd__breakdown,published)
                cmd="esx__subcmd__breakdown__subcmd__published"
                ;;
            esx__subcmd__breakdown__subcmd__help,help)
                cmd="esx__subcmd__breakdown__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__breakdown__subcmd__help,index)
                cmd="esx__subcmd__breakdown__subcmd__help__subcmd__index"
                ;;
            esx__subcmd__breakdown__subcmd__help,published)
                cmd="esx__subcmd__breakdown__subcmd__help__subcmd__published"
                ;;
            esx__subcmd__config,get)
                cmd="esx__subcmd__config__subcmd__get"
                ;;
            esx__subcmd__config,help)
                cmd="esx__subcmd__config__subcmd__help"
                ;;
            esx__subcmd__config,path)
                cmd="esx__subcmd__config__subcmd__path"
                ;;
            esx__subcmd__config,set)
                cmd="esx__subcmd__config__subcmd__set"
                ;;
            esx__subcmd__config,show)
                cmd="esx__subcmd__config__subcmd__show"
                ;;
            esx__subcmd__config,unset)
                cmd="esx__subcmd__config__subcmd__unset"
                ;;
            esx__subcmd__config__subcmd__help,get)
                cmd="esx__subcmd__config__subcmd__help__subcmd__get"
                ;;
            esx__subcmd__config__subcmd__help,help)
                cmd="esx__subcmd__config__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__config__subcmd__help,path)
                cmd="esx__subcmd__config__subcmd__help__subcmd__path"
                ;;
            esx__subcmd__config__subcmd__help,set)
                cmd="esx__subcmd__config__subcmd__help__subcmd__set"
                ;;
            esx__subcmd__config__subcmd__help,show)
                cmd="esx__subcmd__config__subcmd__help__subcmd__show"
                ;;
            esx__subcmd__config__subcmd__help,unset)
                cmd="esx__subcmd__config__subcmd__help__subcmd__unset"
                ;;
            esx__subcmd__help,api)
                cmd="esx__subcmd__help__subcmd__api"
                ;;
            esx__subcmd__help,arbs)
                cmd="esx__subcmd__help__subcmd__arbs"
                ;;
            esx__subcmd__help,auth)
                cmd="esx__subcmd__help__subcmd__auth"
                ;;
            esx__subcmd__help,backtest)
                cmd="esx__subcmd__help__subcmd__backtest"
                ;;
            esx__subcmd__help,bets)
                cmd="esx__subcmd__help__subcmd__bets"
                ;;
            esx__subcmd__help,board)
                cmd="esx__subcmd__help__subcmd__board"
                ;;
            esx__subcmd__help,books)
                cmd="esx__subcmd__help__subcmd__books"
                ;;
            esx__subcmd__help,boxscore)
                cmd="esx__subcmd__help__subcmd__boxscore"
                ;;
            esx__subcmd__help,boxscores)
                cmd="esx__subcmd__help__subcmd__boxscores"
                ;;
            esx__subcmd__help,breakdown)
                cmd="esx__subcmd__help__subcmd__breakdown"
                ;;
            esx__subcmd__help,completions)
                cmd="esx__subcmd__help__subcmd__completions"
                ;;
            esx__subcmd__help,config)
                cmd="esx__subcmd__help__subcmd__config"
                ;;
            esx__subcmd__help,dvr)
                cmd="esx__subcmd__help__subcmd__dvr"
                ;;
            esx__subcmd__help,fixtures)
                cmd="esx__subcmd__help__subcmd__fixtures"
                ;;
            esx__subcmd__help,flow)
                cmd="esx__subcmd__help__subcmd__flow"
                ;;
            esx__subcmd__help,gaps)
                cmd="esx__subcmd__help__subcmd__gaps"
                ;;
            esx__subcmd__help,grade)
                cmd="esx__subcmd__help__subcmd__grade"
                ;;
            esx__subcmd__help,h2h)
                cmd="esx__subcmd__help__subcmd__h2h"
                ;;
            esx__subcmd__help,help)
                cmd="esx__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__help,history)
                cmd="esx__subcmd__help__subcmd__history"
                ;;
            esx__subcmd__help,lines)
                cmd="esx__subcmd__help__subcmd__lines"
                ;;
            esx__subcmd__help,live)
                cmd="esx__subcmd__help__subcmd__live"
                ;;
            esx__subcmd__help,matches)
                cmd="esx__subcmd__help__subcmd__matches"
                ;;
            esx__subcmd__help,mcp)
                cmd="esx__subcmd__help__subcmd__mcp"
                ;;
            esx__subcmd__help,media)
                cmd="esx__subcmd__help__subcmd__media"
                ;;
            esx__subcmd__help,meta)
                cmd="esx__subcmd__help__subcmd__meta"
                ;;
            esx__subcmd__help,moves)
                cmd="esx__subcmd__help__subcmd__moves"
                ;;
            esx__subcmd__help,parlays)
                cmd="esx__subcmd__help__subcmd__parlays"
                ;;
            esx__subcmd__help,picks)
                cmd="esx__subcmd__help__subcmd__picks"
                ;;
            esx__subcmd__help,players)
                cmd="esx__subcmd__help__subcmd__players"
                ;;
            esx__subcmd__help,props)
                cmd="esx__subcmd__help__subcmd__props"
                ;;
            esx__subcmd__help,rankings)
                cmd="esx__subcmd__help__subcmd__rankings"
                ;;
            esx__subcmd__help,record)
                cmd="esx__subcmd__help__subcmd__record"
                ;;
            esx__subcmd__help,research)
                cmd="esx__subcmd__help__subcmd__research"
                ;;
            esx__subcmd__help,results)
                cmd="esx__subcmd__help__subcmd__results"
                ;;
            esx__subcmd__help,schedule)
                cmd="esx__subcmd__help__subcmd__schedule"
                ;;
            esx__subcmd__help,sim)
                cmd="esx__subcmd__help__subcmd__sim"
                ;;
            esx__subcmd__help,store)
                cmd="esx__subcmd__help__subcmd__store"
                ;;
            esx__subcmd__help,streams)
                cmd="esx__subcmd__help__subcmd__streams"
                ;;
            esx__subcmd__help,teams)
                cmd="esx__subcmd__help__subcmd__teams"
                ;;
            esx__subcmd__help,venues)
                cmd="esx__subcmd__help__subcmd__venues"
                ;;
            esx__subcmd__help__subcmd__auth,login)
                cmd="esx__subcmd__help__subcmd__auth__subcmd__login"
                ;;
            esx__subcmd__help__subcmd__auth,logout)
                cmd="esx__subcmd__help__subcmd__auth__subcmd__logout"
                ;;
            esx__subcmd__help__subcmd__auth,status)
                cmd="esx__subcmd__help__subcmd__auth__subcmd__status"
                ;;
            esx__subcmd__help__subcmd__bets,add)
                cmd="esx__subcmd__help__subcmd__bets__subcmd__add"
                ;;
            esx__subcmd__help__subcmd__bets,export)
                cmd="esx__subcmd__help__subcmd__bets__subcmd__export"
                ;;
            esx__subcmd__help__subcmd__bets,import)
                cmd="esx__subcmd__help__subcmd__bets__subcmd__import"
                ;;
            esx__subcmd__help__subcmd__bets,list)
                cmd="esx__subcmd__help__subcmd__bets__subcmd__list"
                ;;
            esx__subcmd__help__subcmd__bets,report)
                cmd="esx__subcmd__help__subcmd__bets__subcmd__report"
                ;;
            esx__subcmd__help__subcmd__bets,settle)
                cmd="esx__subcmd__help__subcmd__bets__subcmd__settle"
                ;;
            esx__subcmd__help__subcmd__breakdown,index)
                cmd="esx__subcmd__help__subcmd__breakdown__subcmd__index"
                ;;
            esx__subcmd__help__subcmd__breakdown,published)
                cmd="esx__subcmd__help__subcmd__breakdown__subcmd__published"
                ;;
            esx__subcmd__help__subcmd__config,get)
                cmd="esx__subcmd__help__subcmd__config__subcmd__get"
                ;;
            esx__subcmd__help__subcmd__config,path)
                cmd="esx__subcmd__help__subcmd__config__subcmd__path"
                ;;
            esx__subcmd__help__subcmd__config,set)
                cmd="esx__subcmd__help__subcmd__config__subcmd__set"
                ;;
            esx__subcmd__help__subcmd__config,show)
                cmd="esx__subcmd__help__subcmd__config__subcmd__show"
                ;;
            esx__subcmd__help__subcmd__config,unset)
                cmd="esx__subcmd__help__subcmd__config__subcmd__unset"
                ;;
            esx__subcmd__help__subcmd__players,gamelogs)
                cmd="esx__subcmd__help__subcmd__players__subcmd__gamelogs"
                ;;
            esx__subcmd__help__subcmd__players,search)
                cmd="esx__subcmd__help__subcmd__players__subcmd__search"
                ;;
            esx__subcmd__help__subcmd__players,show)
                cmd="esx__subcmd__help__subcmd__players__subcmd__show"
                ;;
            esx__subcmd__help__subcmd__players,stats)
                cmd="esx__subcmd__help__subcmd__players__subcmd__stats"
                ;;
            esx__subcmd__help__subcmd__research,board)
                cmd="esx__subcmd__help__subcmd__research__subcmd__board"
                ;;
            esx__subcmd__help__subcmd__research,player)
                cmd="esx__subcmd__help__subcmd__research__subcmd__player"
                ;;
            esx__subcmd__help__subcmd__sim,history)
                cmd="esx__subcmd__help__subcmd__sim__subcmd__history"
                ;;
            esx__subcmd__help__subcmd__sim,serve)
                cmd="esx__subcmd__help__subcmd__sim__subcmd__serve"
                ;;
            esx__subcmd__help__subcmd__store,copy)
                cmd="esx__subcmd__help__subcmd__store__subcmd__copy"
                ;;
            esx__subcmd__help__subcmd__store,info)
                cmd="esx__subcmd__help__subcmd__store__subcmd__info"
                ;;
            esx__subcmd__help__subcmd__venues,rank)
                cmd="esx__subcmd__help__subcmd__venues__subcmd__rank"
                ;;
            esx__subcmd__players,gamelogs)
                cmd="esx__subcmd__players__subcmd__gamelogs"
                ;;
            esx__subcmd__players,help)
                cmd="esx__subcmd__players__subcmd__help"
                ;;
            esx__subcmd__players,search)
                cmd="esx__subcmd__players__subcmd__search"
                ;;
            esx__subcmd__players,show)
                cmd="esx__subcmd__players__subcmd__show"
                ;;
            esx__subcmd__players,stats)
                cmd="esx__subcmd__players__subcmd__stats"
                ;;
            esx__subcmd__players__subcmd__help,gamelogs)
                cmd="esx__subcmd__players__subcmd__help__subcmd__gamelogs"
                ;;
            esx__subcmd__players__subcmd__help,help)
                cmd="esx__subcmd__players__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__players__subcmd__help,search)
                cmd="esx__subcmd__players__subcmd__help__subcmd__search"
                ;;
            esx__subcmd__players__subcmd__help,show)
                cmd="esx__subcmd__players__subcmd__help__subcmd__show"
                ;;
            esx__subcmd__players__subcmd__help,stats)
                cmd="esx__subcmd__players__subcmd__help__subcmd__stats"
                ;;
            esx__subcmd__research,board)
                cmd="esx__subcmd__research__subcmd__board"
                ;;
            esx__subcmd__research,help)
                cmd="esx__subcmd__research__subcmd__help"
                ;;
            esx__subcmd__research,player)
                cmd="esx__subcmd__research__subcmd__player"
                ;;
            esx__subcmd__research__subcmd__help,board)
                cmd="esx__subcmd__research__subcmd__help__subcmd__board"
                ;;
            esx__subcmd__research__subcmd__help,help)
                cmd="esx__subcmd__research__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__research__subcmd__help,player)
                cmd="esx__subcmd__research__subcmd__help__subcmd__player"
                ;;
            esx__subcmd__sim,help)
                cmd="esx__subcmd__sim__subcmd__help"
                ;;
            esx__subcmd__sim,history)
                cmd="esx__subcmd__sim__subcmd__history"
                ;;
            esx__subcmd__sim,serve)
                cmd="esx__subcmd__sim__subcmd__serve"
                ;;
            esx__subcmd__sim__subcmd__help,help)
                cmd="esx__subcmd__sim__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__sim__subcmd__help,history)
                cmd="esx__subcmd__sim__subcmd__help__subcmd__history"
                ;;
            esx__subcmd__sim__subcmd__help,serve)
                cmd="esx__subcmd__sim__subcmd__help__subcmd__serve"
                ;;
            esx__subcmd__store,copy)
                cmd="esx__subcmd__store__subcmd__copy"
                ;;
            esx__subcmd__store,help)
                cmd="esx__subcmd__store__subcmd__help"
                ;;
            esx__subcmd__store,info)
                cmd="esx__subcmd__store__subcmd__info"
                ;;
            esx__subcmd__store__subcmd__help,copy)
                cmd="esx__subcmd__store__subcmd__help__subcmd__copy"
                ;;
            esx__subcmd__store__subcmd__help,help)
                cmd="esx__subcmd__store__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__store__subcmd__help,info)
                cmd="esx__subcmd__store__subcmd__help__subcmd__info"
                ;;
            esx__subcmd__venues,help)
                cmd="esx__subcmd__venues__subcmd__help"
                ;;
            esx__subcmd__venues,rank)
                cmd="esx__subcmd__venues__subcmd__rank"
                ;;
            esx__subcmd__venues__subcmd__help,help)
                cmd="esx__subcmd__venues__subcmd__help__subcmd__help"
                ;;
            esx__subcmd__venues__subcmd__help,rank)
                cmd="esx__subcmd__venues__subcmd__help__subcmd__rank"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        esx)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__api)
            opts="-F -o -q -v -h -V --field --paginate --rows --page-size --no-key --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rows)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --page-size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__arbs)
            opts="-o -q -v -h -V --market --min-profit --stake --fees --include-started --round --include-flagged --starts-within --middles --max-hold --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --market)
                    COMPREPLY=($(compgen -W "match_winner map_winner total_maps map_handicap" -- "${cur}"))
                    return 0
                    ;;
                --min-profit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stake)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --fees)
                    COMPREPLY=($(compgen -W "none default" -- "${cur}"))
                    return 0
                    ;;
                --round)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --starts-within)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-hold)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__auth)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version login status logout help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__auth__subcmd__help)
            opts="login status logout help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__auth__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__auth__subcmd__help__subcmd__login)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__auth__subcmd__help__subcmd__logout)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__auth__subcmd__help__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__auth__subcmd__login)
            opts="-o -q -v -h -V --no-verify --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__auth__subcmd__logout)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__auth__subcmd__status)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__backtest)
            opts="-o -q -v -h -V --what --since --until --sport --app --market --min-edge --model --by --compare --bankroll --plot --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --what)
                    COMPREPLY=($(compgen -W "picks edges bets" -- "${cur}"))
                    return 0
                    ;;
                --since)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --until)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sport)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --app)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --market)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --min-edge)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --model)
                    COMPREPLY=($(compgen -W "recorded poisson negbin none" -- "${cur}"))
                    return 0
                    ;;
                --by)
                    COMPREPLY=($(compgen -W "app market sport" -- "${cur}"))
                    return 0
                    ;;
                --compare)
                    COMPREPLY=($(compgen -W "model dispersion fair" -- "${cur}"))
                    return 0
                    ;;
                --bankroll)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --plot)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version add list settle report export import help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__add)
            opts="-o -q -v -h -V --event --market --map --line --outcome --source --decimal --stake --contracts --maker --parlay --leg --slip --pick --payout --tag --at --force --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --market)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --map)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --line)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --outcome)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --source)
                    COMPREPLY=($(compgen -W "thunderpick kalshi polymarket prizepicks sleeper dabble underdog betr boom pick6 parlayplay" -- "${cur}"))
                    return 0
                    ;;
                --decimal)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stake)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --contracts)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --leg)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --slip)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --pick)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --payout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tag)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__export)
            opts="-o -q -v -h -V --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__help)
            opts="add list settle report export import help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__help__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__help__subcmd__export)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__help__subcmd__import)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__help__subcmd__report)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__help__subcmd__settle)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__import)
            opts="-o -q -v -h -V --map --dry-run --max-rows --max-bytes --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --map)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-rows)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-bytes)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__list)
            opts="-o -q -v -h -V --close-window --close --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --close-window)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --close)
                    COMPREPLY=($(compgen -W "store service" -- "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__report)
            opts="-o -q -v -h -V --close-window --include-provisional --close --bankroll --by --plot --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --close-window)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --close)
                    COMPREPLY=($(compgen -W "store service" -- "${cur}"))
                    return 0
                    ;;
                --bankroll)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --by)
                    COMPREPLY=($(compgen -W "tag venue type sport market month" -- "${cur}"))
                    return 0
                    ;;
                --plot)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__bets__subcmd__settle)
            opts="-o -q -v -h -V --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version won lost push void"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__board)
            opts="-o -q -v -h -V --every --fair --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --every)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --fair)
                    COMPREPLY=($(compgen -W "all others sharp blend worst learned" -- "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__books)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__boxscore)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__boxscores)
            opts="-F -o -q -v -h -V --field --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__breakdown)
            opts="-o -q -v -h -V --match --team --team1 --team2 --limit --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock index published help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --match)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --team)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --team1)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --team2)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__breakdown__subcmd__help)
            opts="index published help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__breakdown__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__breakdown__subcmd__help__subcmd__index)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__breakdown__subcmd__help__subcmd__published)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__breakdown__subcmd__index)
            opts="-o -q -v -h -V --kind --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kind)
                    COMPREPLY=($(compgen -W "h2h team match player tournament" -- "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__breakdown__subcmd__published)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__completions)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version bash elvish fish powershell zsh"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version show get set unset path help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__get)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__help)
            opts="show get set unset path help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__help__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__help__subcmd__path)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__help__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__help__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__help__subcmd__unset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__path)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__set)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__show)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__config__subcmd__unset)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__dvr)
            opts="-o -q -v -h -V --team --window --role --stat --sort --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version dota2 valorant"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --team)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --window)
                    COMPREPLY=($(compgen -W "last_10 last_20 last_50" -- "${cur}"))
                    return 0
                    ;;
                --role)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --stat)
                    COMPREPLY=($(compgen -W "kills deaths assists last_hits first_kills fantasy_points" -- "${cur}"))
                    return 0
                    ;;
                --sort)
                    COMPREPLY=($(compgen -W "rank allowed vs_league team" -- "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__fixtures)
            opts="-o -q -v -h -V --status --from --to --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --status)
                    COMPREPLY=($(compgen -W "upcoming live ended not_started running finished" -- "${cur}"))
                    return 0
                    ;;
                --from)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__flow)
            opts="-o -q -v -h -V --kind --market --limit --sort --starts-within --watch --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --kind)
                    COMPREPLY=($(compgen -W "all volume shift steam whale" -- "${cur}"))
                    return 0
                    ;;
                --market)
                    COMPREPLY=($(compgen -W "match_winner map_winner total_maps map_handicap" -- "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sort)
                    COMPREPLY=($(compgen -W "board start kind price" -- "${cur}"))
                    return 0
                    ;;
                --starts-within)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --watch)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__gaps)
            opts="-o -q -v -h -V --min-gap --player --market --market-contains --book --limit --offset --all --local --starts-within --middles --watch --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --min-gap)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --player)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --market)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --market-contains)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --book)
                    COMPREPLY=($(compgen -W "prizepicks sleeper dabble underdog betr boom pick6 parlayplay" -- "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --offset)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --starts-within)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --watch)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__grade)
            opts="-o -q -v -h -V --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__h2h)
            opts="-F -o -q -v -h -V --team1 --team2 --field --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --team1)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --team2)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help)
            opts="books api config auth board parlays sim players history research meta completions record grade backtest moves venues bets mcp store props lines gaps flow dvr live matches fixtures schedule streams boxscore boxscores results teams rankings h2h media breakdown arbs picks help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__api)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__arbs)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__auth)
            opts="login status logout"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__auth__subcmd__login)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__auth__subcmd__logout)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__auth__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__backtest)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__bets)
            opts="add list settle report export import"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__bets__subcmd__add)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__bets__subcmd__export)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__bets__subcmd__import)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__bets__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__bets__subcmd__report)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__bets__subcmd__settle)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__board)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__books)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__boxscore)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__boxscores)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__breakdown)
            opts="index published"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__breakdown__subcmd__index)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__breakdown__subcmd__published)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__completions)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__config)
            opts="show get set unset path"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__config__subcmd__get)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__config__subcmd__path)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__config__subcmd__set)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__config__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__config__subcmd__unset)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__dvr)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__fixtures)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__flow)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__gaps)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__grade)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__h2h)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__history)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__lines)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__live)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__matches)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__mcp)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__media)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__meta)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__moves)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__parlays)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__picks)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__players)
            opts="search show stats gamelogs"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__players__subcmd__gamelogs)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__players__subcmd__search)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__players__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__players__subcmd__stats)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__props)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__rankings)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__record)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__research)
            opts="player board"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__research__subcmd__board)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__research__subcmd__player)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__results)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__schedule)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__sim)
            opts="serve history"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__sim__subcmd__history)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__sim__subcmd__serve)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__store)
            opts="info copy"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__store__subcmd__copy)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__store__subcmd__info)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__streams)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__teams)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__venues)
            opts="rank"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__help__subcmd__venues__subcmd__rank)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__history)
            opts="-F -o -q -v -h -V --match --market --market-key --prop-id --book --field --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --match)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --market)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --market-key)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --prop-id)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --book)
                    COMPREPLY=($(compgen -W "thunderpick kalshi polymarket prizepicks sleeper dabble underdog betr boom pick6" -- "${cur}"))
                    return 0
                    ;;
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__lines)
            opts="-o -q -v -h -V --market --event --pm-weight --top --local --devig --min-sources --max-disagreement --max-edge --min-liquidity --sort --team --min-edge --explain --bankroll --kelly-fraction --max-exposure --include-suspect --include-started --max-stake-pct --fees --fair --weights --db --check --watch --limit --starts-within --ids --tolerance --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --market)
                    COMPREPLY=($(compgen -W "match_winner map_winner total_maps map_handicap" -- "${cur}"))
                    return 0
                    ;;
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --pm-weight)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --devig)
                    COMPREPLY=($(compgen -W "multiplicative additive power shin odds-ratio" -- "${cur}"))
                    return 0
                    ;;
                --min-sources)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-disagreement)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-edge)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --min-liquidity)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sort)
                    COMPREPLY=($(compgen -W "edge adjusted confidence time kelly" -- "${cur}"))
                    return 0
                    ;;
                --team)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --min-edge)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --explain)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --bankroll)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --kelly-fraction)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-exposure)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-stake-pct)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --fees)
                    COMPREPLY=($(compgen -W "none default" -- "${cur}"))
                    return 0
                    ;;
                --fair)
                    COMPREPLY=($(compgen -W "all others sharp blend worst learned" -- "${cur}"))
                    return 0
                    ;;
                --weights)
                    COMPREPLY=($(compgen -W "quality spec" -- "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --watch)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --starts-within)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --tolerance)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__live)
            opts="-o -q -v -h -V --frames --events --watch --prices --status --price-history --every --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock apex"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --watch)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --status)
                    COMPREPLY=($(compgen -W "live prematch all" -- "${cur}"))
                    return 0
                    ;;
                --every)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__matches)
            opts="-F -o -q -v -h -V --prep --veto --player-board --maps --team1 --team2 --date --status --from --to --limit --offset --all --live --upcoming --completed --field --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock apex"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --team1)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --team2)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --date)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --status)
                    COMPREPLY=($(compgen -W "upcoming live finished" -- "${cur}"))
                    return 0
                    ;;
                --from)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --offset)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__mcp)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__media)
            opts="-o -q -v -h -V --player --player-id --team --team-id --opponent --limit --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --player)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --player-id)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --team)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --team-id)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --opponent)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__meta)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__moves)
            opts="-o -q -v -h -V --tape --since --event --market --source --player --all --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --tape)
                    COMPREPLY=($(compgen -W "lines props gaps" -- "${cur}"))
                    return 0
                    ;;
                --since)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --market)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --source)
                    COMPREPLY=($(compgen -W "consensus thunderpick kalshi polymarket prizepicks sleeper dabble underdog betr boom pick6 parlayplay" -- "${cur}"))
                    return 0
                    ;;
                --player)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__parlays)
            opts="-o -q -v -h -V --book --ticket --market --size --include --include-started --limit --starts-within --local --devig --pm-weight --allow-same-event --best-of --fees --fair --weights --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --book)
                    COMPREPLY=($(compgen -W "thunderpick kalshi polymarket" -- "${cur}"))
                    return 0
                    ;;
                --ticket)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --market)
                    COMPREPLY=($(compgen -W "match_winner map_winner total_maps map_handicap" -- "${cur}"))
                    return 0
                    ;;
                --size)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --include)
                    COMPREPLY=($(compgen -W "all" -- "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --starts-within)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --devig)
                    COMPREPLY=($(compgen -W "multiplicative additive power shin odds-ratio" -- "${cur}"))
                    return 0
                    ;;
                --pm-weight)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --best-of)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --fees)
                    COMPREPLY=($(compgen -W "none default" -- "${cur}"))
                    return 0
                    ;;
                --fair)
                    COMPREPLY=($(compgen -W "all others sharp blend worst learned" -- "${cur}"))
                    return 0
                    ;;
                --weights)
                    COMPREPLY=($(compgen -W "quality spec" -- "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__picks)
            opts="-o -q -v -h -V --devig --fair --db --model --dispersion --slip --payout --legs --min-edge --app --include-started --limit --starts-within --best-slips --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --devig)
                    COMPREPLY=($(compgen -W "multiplicative additive power shin odds-ratio" -- "${cur}"))
                    return 0
                    ;;
                --fair)
                    COMPREPLY=($(compgen -W "all others sharp blend worst learned" -- "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --model)
                    COMPREPLY=($(compgen -W "negbin poisson none" -- "${cur}"))
                    return 0
                    ;;
                --dispersion)
                    COMPREPLY=($(compgen -W "stat player" -- "${cur}"))
                    return 0
                    ;;
                --slip)
                    COMPREPLY=($(compgen -W "power2 power3 power4 power5 power6 flex3 flex4 flex5 flex6" -- "${cur}"))
                    return 0
                    ;;
                --payout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --legs)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --min-edge)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --app)
                    COMPREPLY=($(compgen -W "prizepicks sleeper dabble underdog betr boom pick6" -- "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --starts-within)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --best-slips)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version search show stats gamelogs help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__gamelogs)
            opts="-o -q -v -h -V --limit --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__help)
            opts="search show stats gamelogs help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__help__subcmd__gamelogs)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__help__subcmd__search)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__help__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__help__subcmd__stats)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__search)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__show)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__players__subcmd__stats)
            opts="-o -q -v -h -V --full --recent --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --recent)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__props)
            opts="-o -q -v -h -V --book --market --market-contains --player-id --grouped --board --player --canonical-player-id --event --include-event-lines --team --sort --limit --starts-within --watch --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --book)
                    COMPREPLY=($(compgen -W "thunderpick kalshi polymarket prizepicks sleeper dabble underdog betr boom pick6" -- "${cur}"))
                    return 0
                    ;;
                --market)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --market-contains)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --player-id)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --board)
                    COMPREPLY=($(compgen -W "all dfs main" -- "${cur}"))
                    return 0
                    ;;
                --player)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --canonical-player-id)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --event)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --team)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sort)
                    COMPREPLY=($(compgen -W "board player line time prob" -- "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --starts-within)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --watch)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__rankings)
            opts="-F -o -q -v -h -V --filter --field --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --filter)
                    COMPREPLY=($(compgen -W "lifetime last_3_months" -- "${cur}"))
                    return 0
                    ;;
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__record)
            opts="-o -q -v -h -V --what --dispersion --db --at --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --what)
                    COMPREPLY=($(compgen -W "lines props gaps picks edges" -- "${cur}"))
                    return 0
                    ;;
                --dispersion)
                    COMPREPLY=($(compgen -W "stat player" -- "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__research)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version player board help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__research__subcmd__board)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__research__subcmd__help)
            opts="player board help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__research__subcmd__help__subcmd__board)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__research__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__research__subcmd__help__subcmd__player)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__research__subcmd__player)
            opts="-o -q -v -h -V --market --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --market)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__results)
            opts="-F -o -q -v -h -V --grade --field --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --grade)
                    COMPREPLY=($(compgen -W "hit miss push void pending error" -- "${cur}"))
                    return 0
                    ;;
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__schedule)
            opts="-F -o -q -v -h -V --field --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__sim)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version serve history help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__sim__subcmd__help)
            opts="serve history help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__sim__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__sim__subcmd__help__subcmd__history)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__sim__subcmd__help__subcmd__serve)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__sim__subcmd__history)
            opts="-o -q -v -h -V --days --seed --sport --id-suffix --sharp-venue --sharpness --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --days)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sport)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --id-suffix)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sharp-venue)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --sharpness)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__sim__subcmd__serve)
            opts="-o -q -v -h -V --addr --seed --scale --rate-limit --latency --fields --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --addr)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --seed)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --scale)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --rate-limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --latency)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --fields)
                    COMPREPLY=($(compgen -W "full spec" -- "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__store)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version info copy help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__store__subcmd__copy)
            opts="-o -q -v -h -V --from --to --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --from)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__store__subcmd__help)
            opts="info copy help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__store__subcmd__help__subcmd__copy)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__store__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__store__subcmd__help__subcmd__info)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__store__subcmd__info)
            opts="-o -q -v -h -V --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__streams)
            opts="-F -o -q -v -h -V --field --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__teams)
            opts="-F -o -q -v -h -V --matches --from --to --limit --all --field --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version cs2 valorant lol dota2 cod r6 mlbb deadlock"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --from)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --limit)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --field)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -F)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__venues)
            opts="-o -q -v -h -V --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version rank help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__venues__subcmd__help)
            opts="rank help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__venues__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__venues__subcmd__help__subcmd__rank)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
        esx__subcmd__venues__subcmd__rank)
            opts="-o -q -v -h -V --since --at --db --base-url --profile --demo --now --json --format --jq --output --no-color --color --odds --tz --quiet --verbose --timeout --retries --allow-insecure --max-pages --max-body --cache --offline --csv-raw --alert --notify --help --version"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --since)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --at)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --db)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --base-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --profile)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --now)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --format)
                    COMPREPLY=($(compgen -W "table json ndjson csv" -- "${cur}"))
                    return 0
                    ;;
                --jq)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --odds)
                    COMPREPLY=($(compgen -W "decimal american prob" -- "${cur}"))
                    return 0
                    ;;
                --tz)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --retries)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-pages)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-body)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --cache)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --alert)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --notify)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "$(_esx_unused "${opts}")" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _esx -o nosort -o bashdefault -o default esx
else
    complete -F _esx -o bashdefault -o default esx
fi

# The opts without the command's positional values (words not starting with `-`) once
# one of them was given earlier on the line: each position offers what fits there.
_esx_unused() {
    local w given=0
    for w in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
        [[ $w == -* ]] && continue
        case " $1 " in *" $w "*) given=1 ;; esac
    done
    if (( given )); then
        for w in $1; do [[ $w == -* ]] && printf '%s ' "$w"; done
    else
        printf '%s' "$1"
    fi
}

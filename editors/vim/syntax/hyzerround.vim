" Vim syntax for hyzer-text round files (`rounds/*.round`, docs/FORMAT.md).
"
" A score line is hole, player, strokes (`7 Sarah 4`), then the metadata the tool adds; the header
" says where, when and who; lifecycle lines (`finished`, `reopened`, `undo` …) are appended like
" scores. Comments, metadata, timestamps and conflict markers come from syntax/hyzer.vim.

if exists('b:current_syntax')
  finish
endif
runtime! syntax/hyzer.vim
unlet! b:current_syntax

" ## Header (rules 3 and 4)
" A header value runs to the end of the line, so a comment after it is an error.
syn match hyzerroundKeyword /^\s*\zs\%(course\|layout\|separate-from\)\ze\%(\s\|$\)/ nextgroup=hyzerroundCourse skipwhite
syn match hyzerroundCourse /\S.\{-}\ze\s*\%(\s#.*\)\=$/ contained nextgroup=hyzerInvalidComment skipwhite
syn match hyzerroundKeyword /^\s*\zs\%(organizer\|guest\)\ze\%(\s\|$\)/ nextgroup=hyzerroundPerson skipwhite
syn match hyzerroundPerson /\S.\{-}\ze\s*\%(\s#.*\)\=$/ contained nextgroup=hyzerInvalidComment skipwhite
syn match hyzerroundKeyword /^\s*\zsstarted\ze\%(\s\|$\)/
syn match hyzerroundKeyword /^\s*\zs\%(pars\|start-hole\)\ze\%(\s\|$\)/ nextgroup=hyzerroundNumber skipwhite
syn match hyzerroundNumber /\d\+\ze\%(\s\|$\)/ contained nextgroup=hyzerroundNumber,hyzerInvalidComment skipwhite

" `player NAME [aka A, B]`: the name, then its aliases separated by commas.
syn match hyzerroundKeyword /^\s*\zsplayer\ze\%(\s\|$\)/ nextgroup=hyzerroundListedPlayer skipwhite
syn match hyzerroundListedPlayer /\S.\{-}\ze\%(\s\+aka\%(\s\|$\)\|\s\+#\|\s*$\)/ contained nextgroup=hyzerroundAka,hyzerInvalidComment skipwhite
syn match hyzerroundAka /aka\ze\%(\s\|$\)/ contained nextgroup=hyzerroundAliases skipwhite
syn match hyzerroundAliases /\S.\{-}\ze\s*\%(\s#.*\)\=$/ contained contains=hyzerroundAliasComma nextgroup=hyzerInvalidComment skipwhite
syn match hyzerroundAliasComma /,/ contained

" `handicap NAME ±N`: the strokes are the last word.
syn match hyzerroundKeyword /^\s*\zshandicap\ze\%(\s\|$\)/ nextgroup=hyzerroundHandicapPlayer skipwhite
syn match hyzerroundHandicapPlayer /\S.\{-}\ze\s\+[-+]\=\d\+\s*$/ contained nextgroup=hyzerroundHandicapStrokes skipwhite
syn match hyzerroundHandicapStrokes /[-+]\=\d\+/ contained

" ## Lifecycle lines (rules 10 and 12): the keyword, then a time and metadata.
syn match hyzerLifecycle /^\s*\zs\%(finished\|reopened\|discarded\|joined\|left\|undo\)\ze\%(\s\|$\)/

" ## Score lines (rule 5): HOLE PLAYER STROKES.
" The player is every word up to the strokes: a number, `-` (no score), or what the file cannot hold
" but people type (`-1`, `+2`, `birdie`), which is shown as an error.
syn match hyzerroundHole /^\s*\zs\d\+\ze\s/ nextgroup=hyzerroundPlayer skipwhite
syn match hyzerroundPlayer /\S.\{-}\ze\s\+\%(\%(\d\+\|[-+]\d*\|--\+\)\%(\s\|$\)\|\%(ace\|albatross\|eagle\|birdie\|par\|bogey\|bogie\|double\|triple\|quadruple\)\s*\%($\|[@#]\|\a\+=\)\)/ contained nextgroup=hyzerroundStrokes,hyzerroundNoScore,hyzerroundBadStrokes skipwhite
syn match hyzerroundBadStrokes /\%([-+]\d\+\|+\|--\+\|\a\+\)\ze\%(\s\|$\)/ contained
syn match hyzerroundStrokes /\d\+\ze\%(\s\|$\)/ contained
syn match hyzerroundNoScore /-\ze\%(\s\|$\)/ contained

hi def link hyzerroundKeyword         Keyword
hi def link hyzerroundCourse          String
hi def link hyzerroundPerson          Identifier
hi def link hyzerroundNumber          Number
hi def link hyzerroundListedPlayer    Identifier
hi def link hyzerroundAka             Keyword
hi def link hyzerroundAliases         Identifier
hi def link hyzerroundAliasComma      Delimiter
hi def link hyzerroundHandicapPlayer  Identifier
hi def link hyzerroundHandicapStrokes Number
hi def link hyzerroundHole            Label
hi def link hyzerroundPlayer          Identifier
hi def link hyzerroundStrokes         Number
hi def link hyzerroundNoScore         Special
hi def link hyzerroundBadStrokes      Error

let b:current_syntax = 'hyzerround'

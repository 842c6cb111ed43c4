" Vim syntax for hyzer-text pickleball match files (`matches/*.match`, docs/PICKLEBALL.md).
"
" The header says when, how and who (`team A Dinkers colour=blue`, `player A Alex hand=right`);
" then one entry a line, with or without its number: a rally (`A`, `B`), `timeout A`, `undo`,
" `serve B`, `right A Jordan`; and a `joined` line. Unlike a round's, a header line may end in a
" comment. Comments, metadata, timestamps and conflict markers come from syntax/hyzer.vim.

if exists('b:current_syntax')
  finish
endif
runtime! syntax/hyzer.vim
unlet! b:current_syntax

" ## Header (rule 3)
syn match hyzermatchKeyword /^\s*\zsmatch\ze\%(\s\|$\)/ nextgroup=hyzermatchTitle skipwhite
syn match hyzermatchTitle /\S.\{-}\ze\%(\s\+#\|\s*$\)/ contained
syn match hyzermatchKeyword /^\s*\zsstarted\ze\%(\s\|$\)/
syn match hyzermatchKeyword /^\s*\zs\%(format\|scoring\|freeze\)\ze\%(\s\|$\)/ nextgroup=hyzermatchValue,hyzermatchNumber skipwhite
syn match hyzermatchValue /\%(singles\|doubles\|side-out\|rally\|game-point\|none\)\ze\%(\s\|$\)/ contained
syn match hyzermatchKeyword /^\s*\zs\%(to\|win-by\|best-of\)\ze\%(\s\|$\)/ nextgroup=hyzermatchNumber skipwhite
syn match hyzermatchNumber /\d\+\ze\%(\s\|$\)/ contained
syn match hyzermatchKeyword /^\s*\zstimeout-length\ze\%(\s\|$\)/ nextgroup=hyzermatchDuration skipwhite
syn match hyzermatchDuration /\c\%(\d\+:\d\d\|\d\+m\%(\d\+s\=\)\=\|\d\+s\=\)\ze\%(\s\|$\)/ contained
syn match hyzermatchKeyword /^\s*\zsserves\ze\%(\s\|$\)/ nextgroup=hyzermatchTeam skipwhite

" `team A|B NAME [colour=C]` and `player A|B NAME [hand=…] [court=…]`.
syn match hyzermatchKeyword /^\s*\zsteam\ze\%(\s\|$\)/ nextgroup=hyzermatchTeamOfTeam skipwhite
syn match hyzermatchTeamOfTeam /[ABab]\ze\%(\s\|$\)/ contained nextgroup=hyzermatchTeamName skipwhite
syn match hyzermatchTeamName /\S.\{-}\ze\%(\s\+\a\+=\|\s\+#\|\s*$\)/ contained
syn match hyzermatchKeyword /^\s*\zsplayer\ze\%(\s\|$\)/ nextgroup=hyzermatchTeamOfPlayer skipwhite
syn match hyzermatchTeamOfPlayer /[ABab]\ze\%(\s\|$\)/ contained nextgroup=hyzermatchPlayer skipwhite
syn match hyzermatchPlayer /\S.\{-}\ze\%(\s\+\a\+=\|\s\+#\|\s*$\)/ contained
syn match hyzerKey /\%(^\|\s\)\zs\%(colour\|color\)=/ nextgroup=hyzermatchColour
syn match hyzerKey /\%(^\|\s\)\zs\%(hand\|court\)=/ nextgroup=hyzermatchSide
syn match hyzermatchColour /\S\+/ contained
syn match hyzermatchSide /\%(right\|left\)\ze\%(\s\|$\)/ contained

" ## Entry lines (rule 4): an optional number, then the entry, in any case.
" Each entry item has two patterns: at the start of the line, and after the entry's number.
syn match hyzermatchEntryNumber /^\s*\zs\d\+\ze\s/ nextgroup=hyzermatchRally,hyzermatchEntry,hyzermatchUndo skipwhite
syn match hyzermatchRally /\c^\s*\zs[ab]\ze\%(\s\|$\)/
syn match hyzermatchRally /\c[ab]\ze\%(\s\|$\)/ contained
syn match hyzermatchEntry /\c^\s*\zs\%(timeout\|serve\)\ze\s/ nextgroup=hyzermatchTeam skipwhite
syn match hyzermatchEntry /\c\%(timeout\|serve\)\ze\s/ contained nextgroup=hyzermatchTeam skipwhite
syn match hyzermatchEntry /\c^\s*\zsright\ze\s/ nextgroup=hyzermatchRightTeam skipwhite
syn match hyzermatchEntry /\cright\ze\s/ contained nextgroup=hyzermatchRightTeam skipwhite
syn match hyzermatchUndo /\c^\s*\zsundo\ze\%(\s\|$\)/
syn match hyzermatchUndo /\cundo\ze\%(\s\|$\)/ contained
syn match hyzermatchTeam /[ABab]\ze\%(\s\|$\)/ contained
syn match hyzermatchRightTeam /[ABab]\ze\s/ contained nextgroup=hyzermatchRightPlayer skipwhite
syn match hyzermatchRightPlayer /\S.\{-}\ze\%(\s\+[@#]\|\s\+\a\+=\|\s*$\)/ contained

" ## `joined TIME @ID by=NAME into=FILE` (rule 7), the one lifecycle line of a match.
syn match hyzerLifecycle /^\s*\zsjoined\ze\%(\s\|$\)/

hi def link hyzermatchKeyword      Keyword
hi def link hyzermatchTitle        String
hi def link hyzermatchValue        Constant
hi def link hyzermatchNumber       Number
hi def link hyzermatchDuration     Number
hi def link hyzermatchTeam         Constant
hi def link hyzermatchTeamOfTeam   hyzermatchTeam
hi def link hyzermatchTeamOfPlayer hyzermatchTeam
hi def link hyzermatchRightTeam    hyzermatchTeam
hi def link hyzermatchTeamName     String
hi def link hyzermatchPlayer       Identifier
hi def link hyzermatchColour       Constant
hi def link hyzermatchSide         Constant
hi def link hyzermatchEntryNumber  Label
hi def link hyzermatchRally        Constant
hi def link hyzermatchEntry        Statement
hi def link hyzermatchUndo         Statement
hi def link hyzermatchRightPlayer  Identifier

let b:current_syntax = 'hyzermatch'

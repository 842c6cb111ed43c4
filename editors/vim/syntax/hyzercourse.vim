" Vim syntax for hyzer-text course files (`courses/*.course`, docs/FORMAT.md, "Course files").
"
" `course NAME`, `layout NAME`, `holes N`, `par P` and `hole N [par P] [length 95m|310ft]`, one a
" line. A comment after any of them is an error (comments go on lines of their own); a length that
" is not one word with its unit (`142 m`, `200yd`) is too.

if exists('b:current_syntax')
  finish
endif
runtime! syntax/hyzer.vim
unlet! b:current_syntax

syn match hyzercourseKeyword /^\s*\zs\%(course\|layout\)\ze\%(\s\|$\)/ nextgroup=hyzercourseName skipwhite
syn match hyzercourseName /\S.\{-}\ze\s*\%(\s#.*\)\=$/ contained nextgroup=hyzerInvalidComment skipwhite
syn match hyzercourseKeyword /^\s*\zs\%(holes\|par\)\ze\%(\s\|$\)/ nextgroup=hyzercourseNumber skipwhite
syn match hyzercourseNumber /\d\+\ze\%(\s\|$\)/ contained nextgroup=hyzerInvalidComment skipwhite

" `hole N` and its fields, in any order.
syn match hyzercourseKeyword /^\s*\zshole\ze\%(\s\|$\)/ nextgroup=hyzercourseHole skipwhite
syn match hyzercourseHole /\d\+\ze\%(\s\|$\)/ contained nextgroup=hyzercourseField,hyzerInvalidComment skipwhite
syn match hyzercourseField /par\ze\%(\s\|$\)/ contained nextgroup=hyzercoursePar skipwhite
syn match hyzercourseField /length\ze\%(\s\|$\)/ contained nextgroup=hyzercourseLength,hyzercourseBadLength skipwhite
syn match hyzercoursePar /\d\+\ze\%(\s\|$\)/ contained nextgroup=hyzercourseField,hyzerInvalidComment skipwhite
syn match hyzercourseBadLength /\S\+/ contained
syn match hyzercourseLength /\d\+\%(m\|ft\)\ze\%(\s\|$\)/ contained nextgroup=hyzercourseField,hyzerInvalidComment skipwhite

hi def link hyzercourseKeyword   Keyword
hi def link hyzercourseName      String
hi def link hyzercourseNumber    Number
hi def link hyzercourseHole      Label
hi def link hyzercourseField     Keyword
hi def link hyzercoursePar       Number
hi def link hyzercourseLength    Number
hi def link hyzercourseBadLength Error

let b:current_syntax = 'hyzercourse'

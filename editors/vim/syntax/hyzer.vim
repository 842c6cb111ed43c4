" Vim syntax shared by hyzer-text's files: what a round, a match and a course have in common.
"
" syntax/hyzerround.vim, hyzermatch.vim and hyzercourse.vim load this first, then add their own
" lines. Here: comments (docs/FORMAT.md, rule 2), the metadata the tool writes after an entry
" (`@DEVICE.SEQ`, `by=`, `at=`, `sup=`, `resolves=` …: rules 6 and 7), timestamps, git's conflict
" markers ("Merging and resolving") and the highlight links they all use. Every group links to a
" standard one (Comment, Special, Constant …), so any colour scheme shows them.
"
" The patterns are the same token rules as editors/textmate/ and editors/emacs/hyzer.el; a change
" here belongs there too (editors/test-vim-syntax.sh and its siblings pin them).

if exists('b:current_syntax')
  finish
endif

" A `#` at the start of a word begins a comment that runs to the end of the line; inside a word
" (`colour=#1e90ff`) it does not.
syn match hyzerComment /\%(^\|\s\)\zs#.*/ contains=hyzerTodo
syn keyword hyzerTodo contained TODO FIXME XXX

" A line (or the rest of one) that the format forbids a comment on: round and course header lines,
" whose value runs to the end of the line. Their syntax files name it as a `nextgroup`.
syn match hyzerInvalidComment /#.*/ contained

" `@DEVICE.SEQ`: an entry's identity, letters, digits and `. _ - ~`.
syn match hyzerIdentity /\%(^\|\s\)\zs@[[:alnum:]._~-]\+/

" A time, RFC 3339 or the shorter forms people type (`2026-11-21 09:30-08:00`).
syn match hyzerTimestamp /\<\d\{4}-\d\d-\d\d\%([T ]\d\d:\d\d\%(:\d\d\%(\.\d\+\)\=\)\=\%(Z\|[+-]\d\d:\d\d\)\=\)\=/

" `key=value` fields. A key the format does not know is an error; the known keys, defined after it,
" win where both match. Each known key hands its value to the group that reads it.
syn match hyzerUnknownField /\%(^\|\s\)\zs[[:alpha:]][[:alnum:]_-]*=\S*/
syn match hyzerKey /\%(^\|\s\)\zs\%(by\|player\)=/ nextgroup=hyzerName,hyzerQuotedName
syn match hyzerKey /\%(^\|\s\)\zsat=/ nextgroup=hyzerTimestamp
syn match hyzerKey /\%(^\|\s\)\zs\%(sup\|resolves\)=/ nextgroup=hyzerIdentityList
syn match hyzerKey /\%(^\|\s\)\zsdev=/ nextgroup=hyzerDevice
syn match hyzerKey /\%(^\|\s\)\zsinto=/ nextgroup=hyzerFileName
syn match hyzerName /[^" \t]\S*/ contained
syn match hyzerQuotedName /"[^"]*"/ contained
syn match hyzerIdentityList /[[:alnum:]._~,-]\+/ contained
syn match hyzerDevice /\S\+/ contained
syn match hyzerFileName /\S\+/ contained

" git's conflict markers: a file with them is not valid until the merge is finished.
syn match hyzerConflictMarker /^\%(<\{7,}\|=\{7,}\|>\{7,}\||\{7,}\)\%(\s.*\)\=$/

hi def link hyzerComment        Comment
hi def link hyzerTodo           Todo
hi def link hyzerInvalidComment Error
hi def link hyzerIdentity       Special
hi def link hyzerTimestamp      Constant
hi def link hyzerUnknownField   Error
hi def link hyzerKey            PreProc
hi def link hyzerName           Identifier
hi def link hyzerQuotedName     Identifier
hi def link hyzerIdentityList   Special
hi def link hyzerDevice         Special
hi def link hyzerFileName       String
hi def link hyzerConflictMarker Error
" The lifecycle lines (`finished`, `undo` …) differ per file kind; their group is linked here.
hi def link hyzerLifecycle      Statement

let b:current_syntax = 'hyzer'

" Vim and Neovim filetype detection for hyzer-text scorebook files (docs/EDITORS.md).
"
" A round (`rounds/*.round`), a course (`courses/*.course`) and a pickleball match
" (`matches/*.match`) each get a filetype of their own, so that each has its own syntax and the
" language server (`hyzer-text lsp`) can be started for all three. `set filetype=` rather than
" `setfiletype`: these extensions mean hyzer-text files wherever this file is installed, even when
" another plugin guessed something else first.
autocmd BufRead,BufNewFile *.round  set filetype=hyzerround
autocmd BufRead,BufNewFile *.course set filetype=hyzercourse
autocmd BufRead,BufNewFile *.match  set filetype=hyzermatch

" Checks what the syntax files make of a file: run by editors/test-vim-syntax.sh in Vim and in
" Neovim, without a user's configuration.
"
" $HYZER_SYNTAX_TABLE names editors/test/tokens.tsv, whose rows start `FILE  CONTEXT  GROUP  LINK`
" (tab-separated; the other editors' columns follow and are not read here): the first line of FILE
" that contains CONTEXT (with `»` removed; a leading `^` or trailing `$` ties it to the start or end
" of the line) is found, and the character after `»` must be in syntax group GROUP, shown as the
" standard group LINK (`-` for no highlight at all). FILE is relative to the current directory.
" Each FILE must also get the filetype its extension says, and load without an error. One line a
" check is written to $HYZER_SYNTAX_OUT (`ok …` or `FAIL …`); Vim exits non-zero after a failure.
set nocompatible
set encoding=utf-8
filetype on
syntax on

let s:filetypes = {'round': 'hyzerround', 'course': 'hyzercourse', 'match': 'hyzermatch'}
let s:report = []
let s:failed = 0

function! s:Say(ok, text) abort
  call add(s:report, (a:ok ? 'ok   ' : 'FAIL ') . a:text)
  if !a:ok
    let s:failed += 1
  endif
endfunction

" The standard groups (`:help group-name`). A colour scheme may link one to another (Keyword to
" Statement), so links are followed only until one of these is reached.
let s:standard = split('Comment Constant String Character Number Boolean Float Identifier Function'
      \ . ' Statement Conditional Repeat Label Operator Keyword Exception PreProc Include Define Macro'
      \ . ' PreCondit Type StorageClass Structure Typedef Special SpecialChar Tag Delimiter'
      \ . ' SpecialComment Debug Underlined Ignore Error Todo')

" The standard group that `name` is linked to, following links; `-` when there is none.
function! s:StandardGroup(name) abort
  let name = a:name
  for _ in range(10)
    if index(s:standard, name) >= 0
      return name
    endif
    let link = matchstr(execute('highlight ' . name), 'links to \zs\S\+')
    if link ==# ''
      return '-'
    endif
    let name = link
  endfor
  return '-'
endfunction

" The group at line `lnum`, byte column `col`, and the standard group it is shown as.
function! s:GroupAt(lnum, col) abort
  let name = synIDattr(synID(a:lnum, a:col, 1), 'name')
  return name ==# '' ? ['-', '-'] : [name, s:StandardGroup(name)]
endfunction

" CONTEXT without its marks: the text to find, the byte offset of `»` in it, and whether a leading
" `^` or a trailing `$` ties it to the start or the end of the line.
function! s:Needle(context) abort
  let context = a:context
  let anchored_start = context[0] ==# '^'
  let anchored_end = context[len(context) - 1] ==# '$'
  let context = context[(anchored_start ? 1 : 0) : (anchored_end ? -2 : -1)]
  return [substitute(context, '»', '', ''), stridx(context, '»'), anchored_start, anchored_end]
endfunction

function! s:Check(file, context, group, link) abort
  if expand('%:p') !=# fnamemodify(a:file, ':p')
    let v:errmsg = ''
    try
      execute 'silent edit! ' . fnameescape(a:file)
    catch
      call s:Say(0, a:file . ': ' . v:exception)
      return
    endtry
    let expected = get(s:filetypes, fnamemodify(a:file, ':e'), '?')
    call s:Say(&filetype ==# expected && v:errmsg ==# '',
          \ a:file . ': filetype ' . &filetype . ' (expected ' . expected . ')' . (v:errmsg ==# '' ? '' : ', error: ' . v:errmsg))
  endif
  let [needle, marker, anchored_start, anchored_end] = s:Needle(a:context)
  for lnum in range(1, line('$'))
    let text = getline(lnum)
    let at = stridx(text, needle)
    if at >= 0 && (!anchored_start || at == 0) && (!anchored_end || at + len(needle) == len(text))
      let [name, shown] = s:GroupAt(lnum, at + marker + 1)
      call s:Say(name ==# a:group && shown ==# a:link,
            \ printf('%s:%d: %s → %s (%s), expected %s (%s)', fnamemodify(a:file, ':t'), lnum, a:context, name, shown, a:group, a:link))
      return
    endif
  endfor
  call s:Say(0, a:file . ': no line contains ' . needle)
endfunction

for s:row in readfile($HYZER_SYNTAX_TABLE)
  if s:row =~# '^\s*\%(#.*\)\=$'
    continue
  endif
  let s:fields = split(s:row, "\t\\+")
  if len(s:fields) < 4
    call s:Say(0, 'bad table row: ' . s:row)
    continue
  endif
  call call('s:Check', s:fields[0:3])
endfor

call writefile(s:report, $HYZER_SYNTAX_OUT)
if s:failed
  cquit 1
endif
qall!

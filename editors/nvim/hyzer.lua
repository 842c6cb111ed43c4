-- hyzer-text in Neovim: filetypes for `.round`, `.course` and `.match` files, the syntax files of
-- editors/vim/, and the language server `hyzer-text lsp` through Neovim's built-in client, with
-- inlay hints on (Neovim 0.10 and later show them). Works from Neovim 0.7 (Debian 12's) on: 0.11
-- and later use vim.lsp.config and vim.lsp.enable, 0.8 to 0.10 vim.lsp.start, 0.7 start_client.
--
-- Install one of two ways (docs/EDITORS.md):
--   * from a checkout, in init.lua: dofile('/path/to/hyzer-text/editors/nvim/hyzer.lua')
--     (the syntax files beside it are put on 'runtimepath');
--   * or copy this file to ~/.config/nvim/plugin/hyzer.lua and editors/vim/* to ~/.config/nvim/.
-- Settings, before this file runs: vim.g.hyzer_text_path (the binary, default `hyzer-text` on PATH)
-- and vim.g.hyzer_inlay_hints (false turns the hints off).

local filetypes = { 'hyzerround', 'hyzercourse', 'hyzermatch' }

-- The language ids the server is told, the same as VS Code's and Emacs's (eglot's mode names).
local language_ids = { hyzerround = 'hyzer-round', hyzercourse = 'hyzer-course', hyzermatch = 'hyzer-match' }

-- ## Filetypes and syntax

vim.filetype.add({ extension = { round = 'hyzerround', course = 'hyzercourse', match = 'hyzermatch' } })
if vim.fn.has('nvim-0.8') == 0 then
  -- Neovim 0.7 reads vim.filetype.add only with the opt-in filetype.lua; say it the old way too.
  for extension, filetype in pairs({ round = 'hyzerround', course = 'hyzercourse', match = 'hyzermatch' }) do
    vim.cmd(('autocmd BufRead,BufNewFile *.%s set filetype=%s'):format(extension, filetype))
  end
end

-- Loaded from a checkout, the Vim syntax files are in ../vim; copied elsewhere, they are wherever
-- the user put them on 'runtimepath'.
local here = debug.getinfo(1, 'S').source:gsub('^@', '')
local syntax_folder = vim.fn.fnamemodify(here, ':p:h:h') .. '/vim'
if vim.fn.filereadable(syntax_folder .. '/syntax/hyzerround.vim') == 1 then
  vim.opt.runtimepath:prepend(syntax_folder)
end

-- ## The language server

-- The scorebook a file belongs to, found as hyzer-text finds it: walking up from the file's folder
-- to the first folder with the `.scorebook` marker, or with both `rounds/` and `courses/` (a
-- scorebook from before the marker). A file outside any scorebook gets its own folder; the server
-- says that it is outside one.
local function scorebook_root(path)
  local start = vim.fn.fnamemodify(path ~= '' and path or vim.fn.getcwd() .. '/x', ':p:h')
  local folder = start
  while true do
    if vim.loop.fs_stat(folder .. '/.scorebook')
      or (vim.fn.isdirectory(folder .. '/rounds') == 1 and vim.fn.isdirectory(folder .. '/courses') == 1) then
      return folder
    end
    local parent = vim.fn.fnamemodify(folder, ':h')
    if parent == folder then
      return start
    end
    folder = parent
  end
end

local function get_language_id(_, filetype)
  return language_ids[filetype] or filetype
end

-- Inlay hints (a score's name and the running total, a rally's call) on for the buffer, where
-- Neovim has them (0.10 on) and the server offers them.
local function on_attach(client, bufnr)
  local capabilities = client.server_capabilities or {}
  if vim.g.hyzer_inlay_hints == false or not capabilities.inlayHintProvider or not vim.lsp.inlay_hint then
    return
  end
  if not pcall(vim.lsp.inlay_hint.enable, true, { bufnr = bufnr }) then
    pcall(vim.lsp.inlay_hint.enable, bufnr, true) -- the 0.10 pre-releases' order of arguments
  end
end

local command = { vim.g.hyzer_text_path or 'hyzer-text', 'lsp' }

if vim.lsp.config and vim.lsp.enable then
  -- Neovim 0.11 and later.
  vim.lsp.config('hyzer_text', {
    cmd = command,
    filetypes = filetypes,
    root_dir = function(bufnr, on_dir)
      on_dir(scorebook_root(vim.api.nvim_buf_get_name(bufnr)))
    end,
    get_language_id = get_language_id,
    on_attach = on_attach,
  })
  vim.lsp.enable('hyzer_text')
else
  -- Neovim 0.7 to 0.10: start (or reuse) a client when a buffer of one of the filetypes opens.
  local clients = {} -- client id by scorebook root, for 0.7, which has no vim.lsp.start
  local function start(bufnr)
    local config = {
      name = 'hyzer_text',
      cmd = command,
      root_dir = scorebook_root(vim.api.nvim_buf_get_name(bufnr)),
      get_language_id = get_language_id,
      on_attach = on_attach,
    }
    if vim.lsp.start then
      vim.lsp.start(config, { bufnr = bufnr })
      return
    end
    local id = clients[config.root_dir]
    local client = id and vim.lsp.get_client_by_id(id)
    if not client or client.is_stopped() then
      config.workspace_folders = { { uri = vim.uri_from_fname(config.root_dir), name = config.root_dir } }
      id = vim.lsp.start_client(config)
      clients[config.root_dir] = id
    end
    if id then
      vim.lsp.buf_attach_client(bufnr, id)
    end
  end
  local group = vim.api.nvim_create_augroup('hyzer_text', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = filetypes,
    callback = function(event)
      start(event.buf)
    end,
  })
end

-- Checks editors/nvim/hyzer.lua in the Neovim that runs it, against editors/test/mock-lsp-server.py
-- (the real server is not needed): run by editors/test-nvim-lsp.sh, which sets $HYZER_MOCK (the
-- stand-in), $HYZER_MOCK_LOG (what it received) and $HYZER_REPORT (where the checks go).
--
-- It opens a bundled round, then a match of the same scorebook, and checks: the filetypes and the
-- syntax; one client for both, started as `<binary> lsp` in the scorebook's root with the language
-- ids `hyzer-round` and `hyzer-match`; the mock's diagnostic arriving in the buffer; and, where
-- Neovim has them (0.10 on), inlay hints enabled.
local report, failed = {}, 0

local function check(ok, text)
  table.insert(report, (ok and 'ok   ' or 'FAIL ') .. text)
  if not ok then
    failed = failed + 1
  end
end

local function logged()
  local entries = {}
  if vim.fn.filereadable(vim.env.HYZER_MOCK_LOG) == 1 then
    for _, line in ipairs(vim.fn.readfile(vim.env.HYZER_MOCK_LOG)) do
      table.insert(entries, vim.fn.json_decode(line))
    end
  end
  return entries
end

local function opened(language_id)
  for _, entry in ipairs(logged()) do
    if entry.method == 'textDocument/didOpen' and entry.params.textDocument.languageId == language_id then
      return entry
    end
  end
end

local get_clients = vim.lsp.get_clients or vim.lsp.get_active_clients -- renamed in 0.10
local root = vim.fn.getcwd()
vim.g.hyzer_text_path = vim.env.HYZER_MOCK
local ok, problem = pcall(dofile, root .. '/editors/nvim/hyzer.lua')
check(ok, 'editors/nvim/hyzer.lua loads' .. (ok and '' or ': ' .. tostring(problem)))
vim.cmd('filetype on')
vim.cmd('syntax on')

vim.cmd('edit rounds/2026-11-21-cedar-creek.round')
local round = vim.api.nvim_get_current_buf()
check(vim.bo.filetype == 'hyzerround', 'a round has filetype hyzerround: ' .. vim.bo.filetype)
check(vim.fn.synIDattr(vim.fn.synID(1, 1, 1), 'name') == 'hyzerroundKeyword',
  'the syntax files are on runtimepath: line 1 starts with ' .. vim.fn.synIDattr(vim.fn.synID(1, 1, 1), 'name'))
check(vim.wait(10000, function() return opened('hyzer-round') ~= nil end, 50), 'the server is told of the round, as hyzer-round')
check(vim.wait(10000, function() return #vim.diagnostic.get(round) > 0 end, 50),
  'the server\'s diagnostic reaches the buffer')
local diagnostics = vim.diagnostic.get(round)
check(diagnostics[1] ~= nil and diagnostics[1].message == 'mock diagnostic', 'it is the server\'s diagnostic')

vim.cmd('edit matches/2026-11-14-0930-mike-sarah-vs-jake-priya-mike-phone.match')
check(vim.bo.filetype == 'hyzermatch', 'a match has filetype hyzermatch: ' .. vim.bo.filetype)
check(vim.wait(10000, function() return opened('hyzer-match') ~= nil end, 50), 'the server is told of the match, as hyzer-match')

local entries = logged()
local starts, initialize = 0, nil
for _, entry in ipairs(entries) do
  if entry.argv then
    starts = starts + 1
    check(vim.deep_equal(entry.argv, { 'lsp' }), 'the server is started with the argument lsp alone: ' .. vim.inspect(entry.argv))
  end
  if entry.method == 'initialize' then
    initialize = entry
  end
end
check(starts == 1, 'one server for the scorebook\'s files: started ' .. starts .. ' times')
check(initialize ~= nil and initialize.params.rootUri == vim.uri_from_fname(root),
  'its root is the scorebook: ' .. vim.inspect(initialize and initialize.params.rootUri))

local clients = get_clients()
check(#clients == 1 and clients[1].name == 'hyzer_text', 'one client, named hyzer_text: ' .. #clients)
if vim.lsp.inlay_hint then
  vim.cmd('buffer ' .. round)
  local enabled = vim.lsp.inlay_hint.is_enabled and vim.lsp.inlay_hint.is_enabled({ bufnr = round })
  check(enabled == true, 'inlay hints are on in the round')
else
  table.insert(report, 'skip inlay hints: this Neovim has none (0.10 and later have)')
end

vim.fn.writefile(report, vim.env.HYZER_REPORT)
for _, client in ipairs(get_clients()) do
  vim.lsp.stop_client(client.id)
end
vim.wait(2000, function() return #get_clients() == 0 end, 50)
vim.cmd(failed > 0 and 'cquit 1' or 'qall!')

-- Neovim's built-in client against the real `hyzer-text lsp` (run by the Swift end-to-end test
-- EditorsEndToEndTests, which sets $HYZER_TEXT, the binary, $HYZER_REPO, this checkout, and
-- $HYZER_REPORT, where the checks go, and starts Neovim in a temporary scorebook holding a round).
-- A typo typed into the round gets its diagnostic, a player's name completes, hover reads, and the
-- buffer formats as `fmt` would. One line per check: `ok …` or `FAIL …`.
local report = {}
local failed = 0
local function check(condition, what)
  table.insert(report, (condition and 'ok ' or 'FAIL ') .. what)
  if not condition then failed = failed + 1 end
end

vim.g.hyzer_text_path = vim.env.HYZER_TEXT
local ok, problem = pcall(dofile, vim.env.HYZER_REPO .. '/editors/nvim/hyzer.lua')
check(ok, 'editors/nvim/hyzer.lua loads' .. (ok and '' or ': ' .. tostring(problem)))
vim.cmd('filetype on')
vim.cmd('edit rounds/round.round')
local buffer = vim.api.nvim_get_current_buf()
local get_clients = vim.lsp.get_clients or vim.lsp.get_active_clients
check(vim.wait(10000, function() return #get_clients({ bufnr = buffer }) > 0 end, 20), 'the server starts for the round')
check(vim.wait(10000, function()
  local client = get_clients({ bufnr = buffer })[1]
  return client ~= nil and client.initialized ~= false and client.server_capabilities ~= nil
end, 20), 'the server is initialized')

-- Type a line with a typo at the end.
local last = vim.api.nvim_buf_line_count(buffer)
vim.api.nvim_buf_set_lines(buffer, last, last, false, { '2 Srah 3' })
check(vim.wait(10000, function()
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    if d.message == 'no player "Srah" in this round' and d.lnum == last and d.col == 2 then return true end
  end
  return false
end, 20), 'the typo is underlined: no player "Srah" in this round, at its line and column')

-- Complete a player's name after a hole number.
vim.api.nvim_buf_set_lines(buffer, last + 1, last + 1, false, { '3 ' })
local params = { textDocument = { uri = vim.uri_from_bufnr(buffer) }, position = { line = last + 1, character = 2 } }
local answers = vim.lsp.buf_request_sync(buffer, 'textDocument/completion', params, 10000) or {}
local labels = {}
for _, answer in pairs(answers) do
  for _, item in ipairs(answer.result or {}) do table.insert(labels, item.label) end
end
check(vim.tbl_contains(labels, 'Sarah') and vim.tbl_contains(labels, 'Mike'), 'players complete: ' .. table.concat(labels, ', '))
vim.api.nvim_buf_set_lines(buffer, last + 1, last + 2, false, {})

-- Hover on the first score line.
local first_score
for index, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
  if first_score == nil and line:match('^1 ') then first_score = index - 1 end
end
local hovers = vim.lsp.buf_request_sync(buffer, 'textDocument/hover',
  { textDocument = { uri = vim.uri_from_bufnr(buffer) }, position = { line = first_score, character = 2 } }, 10000) or {}
local hover = ''
for _, answer in pairs(hovers) do
  if answer.result then hover = answer.result.contents.value end
end
check(hover:match('^%*%*Hole 1%*%*, par %d: ') ~= nil, 'hover says the hole and the score: ' .. hover)

-- Fix the typo and format the buffer: fmt's text.
vim.api.nvim_buf_set_lines(buffer, last, last + 1, false, { '2   sarah   3' })
vim.wait(10000, function() return #vim.diagnostic.get(buffer) == 0 end, 20)
local edits = vim.lsp.buf_request_sync(buffer, 'textDocument/formatting',
  { textDocument = { uri = vim.uri_from_bufnr(buffer) }, options = { tabSize = 2, insertSpaces = true } }, 10000) or {}
for _, answer in pairs(edits) do
  if answer.result then vim.lsp.util.apply_text_edits(answer.result, buffer, 'utf-16') end
end
local lines = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)
check(lines[#lines] == '2 Sarah 3', 'formatting writes the line as fmt does: ' .. lines[#lines])

vim.fn.writefile(report, vim.env.HYZER_REPORT)
vim.cmd(failed > 0 and 'cquit 1' or 'qall!')

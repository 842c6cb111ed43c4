// Runs editors/vscode/extension.js against stand-ins for `vscode` and `vscode-languageclient`
// (neither can be installed here: the npm registry is out of reach) and checks what it asks of
// them: the command `hyzer-text lsp` (or the `hyzerText.path` setting's binary) with exactly the
// argument `lsp`, the three languages, and a restart when the setting changes.
// Run: node --test editors/test/vscode-extension.test.js
'use strict';

const test = require('node:test');
const assert = require('node:assert');
const Module = require('node:module');
const path = require('node:path');

const clients = [];
let settings = {};
let onConfiguration;

const stubs = {
  vscode: {
    workspace: {
      getConfiguration: (section) => ({ get: (key) => settings[`${section}.${key}`] }),
      onDidChangeConfiguration: (listener) => {
        onConfiguration = listener;
        return { dispose() {} };
      },
    },
  },
  'vscode-languageclient/node': {
    LanguageClient: class {
      constructor(id, name, serverOptions, clientOptions) {
        Object.assign(this, { id, name, serverOptions, clientOptions, started: 0, stopped: 0 });
        clients.push(this);
      }
      async start() { this.started += 1; }
      async stop() { this.stopped += 1; }
    },
  },
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request in stubs ? request : resolve.call(this, request, ...rest);
};
for (const [name, exports] of Object.entries(stubs)) {
  require.cache[name] = { id: name, filename: name, loaded: true, exports };
}

const extension = require(path.join(__dirname, '..', 'vscode', 'extension.js'));

test('starts hyzer-text lsp for the three languages, then the new binary when the setting changes', async () => {
  const context = { subscriptions: [] };
  await extension.activate(context);
  assert.strictEqual(clients.length, 1);
  const [first] = clients;
  assert.deepStrictEqual(first.serverOptions, { command: 'hyzer-text', args: ['lsp'] });
  assert.deepStrictEqual(
    first.clientOptions.documentSelector.map((selector) => selector.language),
    ['hyzer-round', 'hyzer-course', 'hyzer-match'],
  );
  assert.strictEqual(first.started, 1);

  settings = { 'hyzerText.path': '/opt/hyzer/bin/hyzer-text' };
  await onConfiguration({ affectsConfiguration: (key) => key === 'editor.fontSize' });
  assert.strictEqual(clients.length, 1, 'another setting restarts nothing');
  await onConfiguration({ affectsConfiguration: (key) => key === 'hyzerText.path' });
  assert.strictEqual(first.stopped, 1);
  assert.strictEqual(clients.length, 2);
  assert.deepStrictEqual(clients[1].serverOptions, { command: '/opt/hyzer/bin/hyzer-text', args: ['lsp'] });
  assert.strictEqual(clients[1].started, 1);

  await extension.deactivate();
  assert.strictEqual(clients[1].stopped, 1);
});

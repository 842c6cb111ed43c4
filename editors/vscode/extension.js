// The hyzer-text extension for VS Code: the grammars come from package.json; this file starts the
// language server, `hyzer-text lsp`, over standard input and output for round, course and match
// files, and starts it again when the `hyzerText.path` setting changes.
'use strict';

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

/** The language ids of package.json; the server gets the same ids from every editor. */
const LANGUAGES = ['hyzer-round', 'hyzer-course', 'hyzer-match'];

/** The running client, or undefined before activation and after deactivation. */
let client;

/**
 * A client for the binary the settings name. No `transport` is given: for an executable,
 * `TransportKind.stdio` only appends `--stdio` to the arguments, and standard input and output are
 * the default; the command stays `hyzer-text lsp`, as in every other editor's configuration.
 */
function createClient() {
  const command = vscode.workspace.getConfiguration('hyzerText').get('path') || 'hyzer-text';
  const serverOptions = { command, args: ['lsp'] };
  const clientOptions = {
    documentSelector: LANGUAGES.map((language) => ({ scheme: 'file', language })),
  };
  return new LanguageClient('hyzerText', 'hyzer-text', serverOptions, clientOptions);
}

/** Starts the server, and restarts it with the new binary when `hyzerText.path` changes. */
async function activate(context) {
  client = createClient();
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration('hyzerText.path')) {
        return;
      }
      await client.stop();
      client = createClient();
      await client.start();
    }),
  );
  await client.start();
}

/** Stops the server when VS Code unloads the extension. */
function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };

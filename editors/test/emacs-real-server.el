;;; emacs-real-server.el --- eglot against the real hyzer-text lsp  -*- lexical-binding: t; -*-

;;; Commentary:

;; Run by the Swift end-to-end test EditorsEndToEndTests in `emacs --batch', from a temporary
;; scorebook holding rounds/round.round, with $HYZER_TEXT (the built binary) and $HYZER_REPO (this
;; checkout). A typo typed into the round reaches flymake as the server's diagnostic, and once it is
;; fixed, `eglot-format-buffer' writes the line as `hyzer-text fmt' does.
;; One line a check goes to standard output (`ok ...' or `FAIL ...'); the exit code is 1 on a failure.

;;; Code:

(require 'cl-lib)
(defvar hyzer-failures 0 "How many checks failed.")

(defun hyzer-expect (ok text)
  "Prints TEXT with OK's outcome, counting a failure."
  (unless ok (setq hyzer-failures (1+ hyzer-failures)))
  (princ (format "%s %s\n" (if ok "ok  " "FAIL") text)))

(defun hyzer-wait (predicate)
  "Waits up to 10 seconds for PREDICATE, letting the server's output in; its last value."
  (let ((deadline (+ (float-time) 10)) value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(condition-case problem
    (progn
      (load (expand-file-name "editors/emacs/hyzer.el" (getenv "HYZER_REPO")) nil t)
      (require 'eglot)
      (setq hyzer-text-program (getenv "HYZER_TEXT"))
      (with-current-buffer (find-file-noselect "rounds/round.round")
        (apply #'eglot--connect (eglot--guess-contact))
        (let ((server (eglot-current-server)))
          (hyzer-expect server "eglot starts hyzer-text lsp for the round")
          (goto-char (point-max))
          (insert "2 Srah 3\n")
          ;; eglot sends changes from an idle timer, which batch Emacs never runs: send them now.
          (eglot--signal-textDocument/didChange)
          (let ((found (hyzer-wait (lambda ()
                                     (flymake-start)
                                     (cl-find-if (lambda (d) (string-match-p "no player \"Srah\" in this round" (flymake-diagnostic-text d)))
                                                 (flymake-diagnostics))))))
            (hyzer-expect found (format "the typo reaches flymake: %S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
            (when found
              (hyzer-expect (equal (buffer-substring (flymake-diagnostic-beg found) (flymake-diagnostic-end found)) "Srah")
                            "it underlines the name")))
          (forward-line -1)
          (delete-region (line-beginning-position) (line-end-position))
          (insert "2   sarah   3")
          (eglot--signal-textDocument/didChange)
          (hyzer-wait (lambda () (flymake-start) (null (flymake-diagnostics))))
          (eglot-format-buffer)
          (goto-char (point-max))
          (forward-line -1)
          (let ((line (buffer-substring (line-beginning-position) (line-end-position))))
            (hyzer-expect (equal line "2 Sarah 3") (format "formatting writes the line as fmt does: %S" line)))
          (eglot-shutdown server))))
  (error (hyzer-expect nil (format "unexpected error: %S" problem))))
(kill-emacs (if (> hyzer-failures 0) 1 0))
;;; emacs-real-server.el ends here

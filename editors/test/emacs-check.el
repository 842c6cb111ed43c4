;;; emacs-check.el --- Checks editors/emacs/hyzer.el: run by editors/test-emacs.sh  -*- lexical-binding: t; -*-

;;; Commentary:

;; In `emacs --batch', from the repository's root: every file named in editors/test/tokens.tsv
;; opens in its mode without an error, and the character after `»' in each row's context has the
;; row's face (the last column). With eglot available, it then starts eglot on a bundled round
;; against editors/test/mock-lsp-server.py, named by $HYZER_MOCK, and checks the command, the
;; language id, the scorebook as the project, and the mock's diagnostic reaching flymake.
;; One line a check goes to standard output (`ok ...' or `FAIL ...'); the exit code is 1 on a failure.

;;; Code:

(require 'cl-lib)

(defvar hyzer-check-failures 0 "How many checks failed.")
(defvar hyzer-check-count 0 "How many checks ran.")

(defun hyzer-check (ok text)
  "Counts a check, OK or not, and prints TEXT with its outcome."
  (setq hyzer-check-count (1+ hyzer-check-count))
  (unless ok (setq hyzer-check-failures (1+ hyzer-check-failures)))
  (princ (format "%s %s\n" (if ok "ok  " "FAIL") text)))

(defun hyzer-check-find (context)
  "Moves to the character after `»' in the first line containing CONTEXT; nil when none does.
A leading `^' or trailing `$' in CONTEXT ties it to the start or end of the line."
  (let* ((start (string-prefix-p "^" context))
         (end (string-suffix-p "$" context))
         (context (substring context (if start 1 0) (if end -1 nil)))
         (marker (string-match "»" context))
         (needle (replace-regexp-in-string "»" "" context))
         found)
    (goto-char (point-min))
    (while (and (not found) (search-forward needle nil t))
      (let ((at (match-beginning 0)))
        (when (and (or (not start) (= at (line-beginning-position)))
                   (or (not end) (= (point) (line-end-position))))
          (setq found (+ at marker)))))
    (when found (goto-char found))))

(defun hyzer-check-face ()
  "The face at point, the first one when there are several; `-' for none."
  (let ((face (get-text-property (point) 'face)))
    (symbol-name (or (if (consp face) (car face) face) '-))))

(defun hyzer-check-tokens ()
  "Checks every row of editors/test/tokens.tsv."
  (let ((modes '(("round" . hyzer-round-mode) ("course" . hyzer-course-mode) ("match" . hyzer-match-mode)))
        (rows (with-temp-buffer
                (insert-file-contents "editors/test/tokens.tsv")
                (split-string (buffer-string) "\n" t)))
        (visited '()))
    (dolist (row rows)
      (unless (string-prefix-p "#" row)
        (let* ((fields (split-string row "\t+"))
               (file (nth 0 fields)) (context (nth 1 fields)) (expected (nth 5 fields))
               (mode (cdr (assoc (file-name-extension file) modes))))
          (with-current-buffer (find-file-noselect file)
            (unless (member file visited)
              (push file visited)
              (hyzer-check (eq major-mode mode) (format "%s opens in %s (expected %s)" file major-mode mode)))
            (condition-case problem
                (font-lock-ensure)
              (error (hyzer-check nil (format "%s: font-lock: %S" file problem))))
            (if (not (hyzer-check-find context))
                (hyzer-check nil (format "%s: no line contains %s" file context))
              (let ((face (hyzer-check-face)))
                (hyzer-check (equal face expected)
                             (format "%s:%d: %s → %s, expected %s" (file-name-nondirectory file)
                                     (line-number-at-pos) context face expected))))))))))

(defun hyzer-check-eglot ()
  "Starts eglot on a bundled round against the stand-in server and checks what it does."
  (if (not (require 'eglot nil t))
      (princ "skip eglot: not installed (Emacs 29 has it; apt-get install elpa-eglot before)\n")
    (setq hyzer-text-program (getenv "HYZER_MOCK"))
    (let ((log (getenv "HYZER_MOCK_LOG"))
          (root (expand-file-name default-directory)))
      (with-current-buffer (find-file-noselect "rounds/2026-11-21-cedar-creek.round")
        (condition-case problem
            (apply #'eglot--connect (eglot--guess-contact))
          (error (hyzer-check nil (format "eglot starts: %S" problem))))
        (let ((server (eglot-current-server)))
          (hyzer-check server "eglot starts hyzer-text lsp for the round")
          (when server
            (hyzer-check (equal (file-name-as-directory (project-root (eglot--project server))) root)
                         (format "its project is the scorebook: %s" (project-root (eglot--project server))))
            (with-timeout (10 nil)
              (while (not (and (file-exists-p log)
                               (with-temp-buffer (insert-file-contents log)
                                                 (search-forward "\"languageId\": \"hyzer-round\"" nil t))))
                (accept-process-output nil 0.05)))
            (let ((received (with-temp-buffer (insert-file-contents log) (buffer-string))))
              (hyzer-check (string-match-p "^{\"argv\": \\[\"lsp\"\\]" received) "the server is started with the argument lsp alone")
              (hyzer-check (string-match-p "\"languageId\": \"hyzer-round\"" received) "the round is opened as hyzer-round"))
            ;; Flymake starts when the buffer is shown; in batch no buffer is, so start it here.
            (with-timeout (10 nil)
              (while (null (flymake-diagnostics))
                (flymake-start)
                (accept-process-output nil 0.1)))
            (hyzer-check (cl-some (lambda (text) (string-match-p "mock diagnostic" text))
                                 (mapcar #'flymake-diagnostic-text (flymake-diagnostics)))
                         (format "the server's diagnostic reaches flymake: %S" (mapcar #'flymake-diagnostic-text (flymake-diagnostics))))
            (eglot-shutdown server)))))))

(condition-case problem
    (progn
      (load (expand-file-name "editors/emacs/hyzer.el") nil t)
      (hyzer-check t "editors/emacs/hyzer.el loads")
      (require 'project)
      (hyzer-check (and (memq #'project-try-vc project-find-functions)
                        (memq #'hyzer-project-find project-find-functions))
                   (format "project.el finds git projects and scorebooks: %S" project-find-functions))
      (hyzer-check-tokens)
      (hyzer-check-eglot))
  (error (hyzer-check nil (format "unexpected error: %S" problem))))
(princ (format "emacs %s: %d of %d checks passed\n" emacs-version
               (- hyzer-check-count hyzer-check-failures) hyzer-check-count))
(kill-emacs (if (> hyzer-check-failures 0) 1 0))
;;; emacs-check.el ends here

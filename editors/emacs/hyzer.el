;;; hyzer.el --- Modes for hyzer-text's scorebook files, and eglot for hyzer-text lsp  -*- lexical-binding: t; -*-

;;; Commentary:

;; Three major modes for hyzer-text's plain-text scorebook (docs/FORMAT.md, docs/PICKLEBALL.md):
;; `hyzer-round-mode' for rounds/*.round, `hyzer-course-mode' for courses/*.course and
;; `hyzer-match-mode' for matches/*.match, derived from `hyzer-mode', which holds what they share:
;; `#' comments (at the start of a word only), the metadata the tool writes after an entry
;; (`@DEVICE.SEQ', `by=', `at=' ...), timestamps and git's conflict markers. The font-lock rules are
;; the token rules of editors/vim/syntax/ and editors/textmate/ (editors/test/tokens.tsv pins them).
;;
;; With eglot (built into Emacs 29; `elpa-eglot' or GNU ELPA before), `M-x eglot' in one of these
;; buffers starts the language server, `hyzer-text lsp', in the file's scorebook; to start it on
;; every visit:
;;
;;   (load "/path/to/hyzer-text/editors/emacs/hyzer.el")
;;   (add-hook 'hyzer-mode-hook #'eglot-ensure)
;;
;; The server gets the language ids hyzer-round, hyzer-course and hyzer-match (eglot names them
;; after the modes), as from VS Code and Neovim. Set `hyzer-text-program' when the binary is not
;; on `exec-path'. Eglot shows inlay hints from version 1.13 (Emacs 29.1) on.

;;; Code:

(defgroup hyzer nil
  "hyzer-text's scorebook files: rounds, courses and matches."
  :group 'languages
  :prefix "hyzer-")

(defcustom hyzer-text-program "hyzer-text"
  "The hyzer-text binary, which runs the language server as `hyzer-text lsp'."
  :type 'string)

;;;; The scorebook

(defun hyzer-scorebook-root (directory)
  "Return the scorebook that DIRECTORY is in, or nil outside one.
Found as hyzer-text finds it: the first folder upward with the
`.scorebook' marker, or with both `rounds/' and `courses/' (a
scorebook from before the marker)."
  (locate-dominating-file
   directory
   (lambda (folder)
     (or (file-exists-p (expand-file-name ".scorebook" folder))
         (and (file-directory-p (expand-file-name "rounds" folder))
              (file-directory-p (expand-file-name "courses" folder)))))))

(defun hyzer-project-find (directory)
  "Return the project of a hyzer-text file in DIRECTORY: its scorebook.
On `project-find-functions', so that eglot starts one server per
scorebook, as the server expects, even in a scorebook that is not
a git repository or is a folder inside one."
  (when (derived-mode-p 'hyzer-mode)
    (let ((root (hyzer-scorebook-root directory)))
      (and root (cons 'transient root)))))

;; After project.el, so that its own `project-try-vc' stays on the list: a hook added before would
;; bind the variable, and project.el's `defvar' would then not set it.
(with-eval-after-load 'project
  (add-hook 'project-find-functions #'hyzer-project-find))

;;;; Token rules

(defun hyzer--any-case (word)
  "Return a regexp for WORD in any case (match entries are read so)."
  (mapconcat (lambda (char) (format "[%c%c]" (upcase char) (downcase char))) word ""))

(defconst hyzer--timestamp
  (concat "[0-9]\\{4\\}-[0-9][0-9]-[0-9][0-9]"
          "\\(?:[T ][0-9][0-9]:[0-9][0-9]\\(?::[0-9][0-9]\\(?:\\.[0-9]+\\)?\\)?"
          "\\(?:Z\\|[-+][0-9][0-9]:[0-9][0-9]\\)?\\)?")
  "A time, RFC 3339 or the shorter forms people type (`2026-11-21 09:30-08:00').")

(defconst hyzer--word-start "\\(?:^\\|[ \t]\\)"
  "Where a word starts: the start of the line or after a blank.")

(defconst hyzer--conflict-marker-rule
  '("^\\(?:<\\{7,\\}\\|=\\{7,\\}\\|>\\{7,\\}\\||\\{7,\\}\\)\\(?:[ \t].*\\)?$" (0 'font-lock-warning-face t))
  "Git's conflict markers: the file is not valid until the merge is finished.")

(defun hyzer--header-rule (keywords face)
  "Return a rule for `KEYWORD VALUE' lines: the value, to the end of
the line, in FACE.  KEYWORDS is a regexp of the keywords."
  `(,(concat "^[ \t]*\\(" keywords "\\)\\(?:[ \t]+\\(.+?\\)\\)?\\(?:[ \t]+#.*\\)?[ \t]*$")
    (1 'font-lock-keyword-face) (2 ',face nil t)))

(defun hyzer--comment-forbidden-rule (keywords)
  "Return a rule that paints a comment after KEYWORDS as an error.
Round and course header lines run to the end of the line, so a
comment there is not one."
  `(,(concat "^[ \t]*\\(?:" keywords "\\)[ \t].*?[ \t]\\(#.*\\)$") (1 'font-lock-warning-face t)))

(defconst hyzer--metadata-rules
  (let ((field (lambda (keys) (concat hyzer--word-start "\\(\\(?:" keys "\\)=\\)"))))
    `((,(concat hyzer--word-start "\\(@[[:alnum:]._~-]+\\)") (1 'font-lock-preprocessor-face))
      (,(concat (funcall field "by\\|player") "\\(\"[^\"\n]*\"\\|[^ \t\n\"][^ \t\n]*\\)?")
       (1 'font-lock-type-face) (2 'font-lock-variable-name-face nil t))
      (,(concat (funcall field "at") "\\([^ \t\n]+\\)?") (1 'font-lock-type-face) (2 'font-lock-constant-face nil t))
      (,(concat (funcall field "sup\\|resolves\\|dev") "\\([^ \t\n]+\\)?")
       (1 'font-lock-type-face) (2 'font-lock-preprocessor-face nil t))
      (,(concat (funcall field "into") "\\([^ \t\n]+\\)?") (1 'font-lock-type-face) (2 'font-lock-string-face nil t))
      ;; A key the format does not know; the known ones above are already painted and kept.
      (,(concat hyzer--word-start "\\([[:alpha:]][[:alnum:]_-]*=[^ \t\n]*\\)") (1 'font-lock-warning-face))
      (,(concat "\\_<" hyzer--timestamp) (0 'font-lock-constant-face))))
  "Rules for the metadata after an entry, and for times.
They come after a mode's own rules, and repaint nothing those painted.")

;;;; Rounds

(defconst hyzer--golf-words "ace\\|albatross\\|eagle\\|birdie\\|par\\|bogey\\|bogie\\|double\\|triple\\|quadruple"
  "Golf's words for a score, which the file cannot hold: strokes are digits there.")

(defconst hyzer-round-font-lock-keywords
  (append
   (list
    hyzer--conflict-marker-rule
    (hyzer--comment-forbidden-rule "course\\|layout\\|organizer\\|guest\\|started\\|pars\\|start-hole\\|separate-from\\|player\\|handicap")
    (hyzer--header-rule "course\\|layout\\|separate-from" 'font-lock-string-face)
    (hyzer--header-rule "organizer\\|guest" 'font-lock-variable-name-face)
    (hyzer--header-rule "started" 'font-lock-constant-face)
    '("^[ \t]*\\(pars\\|start-hole\\)\\(?:[ \t]\\|$\\)" (1 'font-lock-keyword-face)
      ("\\_<[0-9]+\\_>" nil nil (0 'font-lock-constant-face)))
    '("^[ \t]*\\(player\\)\\(?:[ \t]+\\(.+?\\)\\)?\\(?:[ \t]+\\(aka\\)\\(?:[ \t]+\\(.*?\\)\\)?\\)?\\(?:[ \t]+#.*\\)?[ \t]*$"
      (1 'font-lock-keyword-face) (2 'font-lock-variable-name-face nil t)
      (3 'font-lock-keyword-face nil t) (4 'font-lock-variable-name-face nil t))
    '("^[ \t]*\\(handicap\\)\\(?:[ \t]+\\(.+?\\)\\(?:[ \t]+\\([-+]?[0-9]+\\)\\)?\\)?\\(?:[ \t]+#.*\\)?[ \t]*$"
      (1 'font-lock-keyword-face) (2 'font-lock-variable-name-face nil t) (3 'font-lock-constant-face nil t))
    '("^[ \t]*\\(finished\\|reopened\\|discarded\\|joined\\|left\\|undo\\)\\(?:[ \t]\\|$\\)" (1 'font-lock-builtin-face))
    ;; HOLE PLAYER STROKES: the player is every word up to the strokes, a number or `-'; what the
    ;; file cannot hold but people type (`-1', `+2', `birdie') is shown as an error.
    '("^[ \t]*\\([0-9]+\\)[ \t]+\\(.+?\\)[ \t]+\\(?:\\([0-9]+\\)\\|\\(-\\)\\|\\([-+][0-9]+\\|\\+\\|--+\\)\\)\\(?:[ \t]\\|$\\)"
      (1 'font-lock-function-name-face) (2 'font-lock-variable-name-face) (3 'font-lock-constant-face nil t)
      (4 'font-lock-preprocessor-face nil t) (5 'font-lock-warning-face nil t))
    `(,(concat "^[ \t]*\\([0-9]+\\)[ \t]+\\(.+?\\)[ \t]+\\(" hyzer--golf-words "\\)[ \t]*\\(?:$\\|[@#]\\|[[:alpha:]]+=\\)")
      (1 'font-lock-function-name-face) (2 'font-lock-variable-name-face) (3 'font-lock-warning-face)))
   hyzer--metadata-rules)
  "Font-lock rules of `hyzer-round-mode' (docs/FORMAT.md, rules 3 to 12).")

;;;; Courses

(defconst hyzer-course-font-lock-keywords
  (list
   hyzer--conflict-marker-rule
   (hyzer--comment-forbidden-rule "course\\|layout\\|holes\\|par\\|hole")
   (hyzer--header-rule "course\\|layout" 'font-lock-string-face)
   '("^[ \t]*\\(holes\\|par\\)\\(?:[ \t]+\\([0-9]+\\)\\)?" (1 'font-lock-keyword-face) (2 'font-lock-constant-face nil t))
   '("^[ \t]*\\(hole\\)\\(?:[ \t]+\\([0-9]+\\)\\)?" (1 'font-lock-keyword-face) (2 'font-lock-function-name-face nil t))
   '("^[ \t]*hole[ \t].*?[ \t]\\(par\\)\\(?:[ \t]+\\([0-9]+\\)\\)?" (1 'font-lock-keyword-face) (2 'font-lock-constant-face nil t))
   ;; A length is one word with its unit: `142m', `310ft'; anything else there is an error.
   '("^[ \t]*hole[ \t].*?[ \t]\\(length\\)\\(?:[ \t]+\\(?:\\([0-9]+\\(?:m\\|ft\\)\\)\\(?:[ \t]\\|$\\)\\|\\([^ \t\n]+\\)\\)\\)?"
     (1 'font-lock-keyword-face) (2 'font-lock-constant-face nil t) (3 'font-lock-warning-face nil t)))
  "Font-lock rules of `hyzer-course-mode' (docs/FORMAT.md, \"Course files\").")

;;;; Matches

(defconst hyzer-match-font-lock-keywords
  (append
   (list
    hyzer--conflict-marker-rule
    (hyzer--header-rule "match" 'font-lock-string-face)
    (hyzer--header-rule "started" 'font-lock-constant-face)
    '("^[ \t]*\\(format\\|scoring\\|freeze\\)\\(?:[ \t]+\\(?:\\(singles\\|doubles\\|side-out\\|rally\\|game-point\\|none\\)\\|\\([0-9]+\\)\\)\\(?:[ \t]\\|$\\)\\)?"
      (1 'font-lock-keyword-face) (2 'font-lock-constant-face nil t) (3 'font-lock-constant-face nil t))
    '("^[ \t]*\\(to\\|win-by\\|best-of\\)\\(?:[ \t]+\\([0-9]+\\)\\)?\\(?:[ \t]\\|$\\)"
      (1 'font-lock-keyword-face) (2 'font-lock-constant-face nil t))
    '("^[ \t]*\\(timeout-length\\)\\(?:[ \t]+\\([0-9]+:[0-9][0-9]\\|[0-9]+[mM]\\(?:[0-9]+[sS]?\\)?\\|[0-9]+[sS]?\\)\\)?\\(?:[ \t]\\|$\\)"
      (1 'font-lock-keyword-face) (2 'font-lock-constant-face nil t))
    '("^[ \t]*\\(serves\\)\\(?:[ \t]+\\([ABab]\\)\\)?\\(?:[ \t]\\|$\\)" (1 'font-lock-keyword-face) (2 'font-lock-constant-face nil t))
    '("^[ \t]*\\(team\\)\\(?:[ \t]+\\([ABab]\\)\\(?:[ \t]+\\(.+?\\)\\)?\\)?\\(?:[ \t]+[[:alpha:]]+=.*\\|[ \t]+#.*\\)?[ \t]*$"
      (1 'font-lock-keyword-face) (2 'font-lock-constant-face nil t) (3 'font-lock-string-face nil t))
    '("^[ \t]*\\(player\\)\\(?:[ \t]+\\([ABab]\\)\\(?:[ \t]+\\(.+?\\)\\)?\\)?\\(?:[ \t]+[[:alpha:]]+=.*\\|[ \t]+#.*\\)?[ \t]*$"
      (1 'font-lock-keyword-face) (2 'font-lock-constant-face nil t) (3 'font-lock-variable-name-face nil t))
    `(,(concat hyzer--word-start "\\(\\(?:colour\\|color\\)=\\)\\([^ \t\n]+\\)?") (1 'font-lock-type-face) (2 'font-lock-constant-face nil t))
    `(,(concat hyzer--word-start "\\(\\(?:hand\\|court\\)=\\)\\(right\\|left\\)?") (1 'font-lock-type-face) (2 'font-lock-constant-face nil t))
    '("^[ \t]*\\(joined\\)\\(?:[ \t]\\|$\\)" (1 'font-lock-builtin-face))
    ;; An entry: an optional number, then a rally (A, B), undo, timeout or serve with a team, or
    ;; right with a team and a player, in any case; then metadata or a comment.
    `(,(concat "^[ \t]*\\(?:\\([0-9]+\\)[ \t]+\\)?\\(?:\\([ABab]\\)\\|\\(" (hyzer--any-case "undo") "\\)"
               "\\|\\(" (hyzer--any-case "timeout") "\\|" (hyzer--any-case "serve") "\\)\\(?:[ \t]+\\([ABab]\\)\\)?"
               "\\|\\(" (hyzer--any-case "right") "\\)\\(?:[ \t]+\\([ABab]\\)\\(?:[ \t]+\\(.+?\\)\\)?\\)?\\)"
               "\\(?:[ \t]+[@#].*\\|[ \t]+[[:alpha:]]+=.*\\|[ \t]*\\)$")
      (1 'font-lock-function-name-face nil t) (2 'font-lock-constant-face nil t) (3 'font-lock-builtin-face nil t)
      (4 'font-lock-builtin-face nil t) (5 'font-lock-constant-face nil t) (6 'font-lock-builtin-face nil t)
      (7 'font-lock-constant-face nil t) (8 'font-lock-variable-name-face nil t)))
   hyzer--metadata-rules)
  "Font-lock rules of `hyzer-match-mode' (docs/PICKLEBALL.md, rules 3 to 7).")

;;;; Modes

(defvar hyzer-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; `#' starts a comment only at the start of a word (`colour=#1e90ff' is none):
    ;; `hyzer--syntax-propertize' marks those, so here it is punctuation.
    (modify-syntax-entry ?# "." table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?\" "." table)
    (dolist (char '(?- ?_ ?. ?~ ?@))
      (modify-syntax-entry char "_" table))
    table)
  "Syntax table of `hyzer-mode' and the modes derived from it.")

(defalias 'hyzer--syntax-propertize
  (syntax-propertize-rules ("\\(?:^\\|[ \t]\\)\\(#\\)" (1 "<")))
  "Mark each `#' at the start of a word from START to END as a comment.")

(define-derived-mode hyzer-mode prog-mode "Hyzer"
  "Parent mode of hyzer-text's files: what rounds, courses and matches share."
  :syntax-table hyzer-mode-syntax-table
  (setq-local comment-start "# ")
  (setq-local comment-start-skip "\\(?:^\\|[ \t]\\)#+[ \t]*")
  (setq-local comment-end "")
  (setq-local syntax-propertize-function #'hyzer--syntax-propertize))

;;;###autoload
(define-derived-mode hyzer-round-mode hyzer-mode "Round"
  "Major mode for hyzer-text round files: HOLE PLAYER STROKES, one score a line."
  (setq-local font-lock-defaults '(hyzer-round-font-lock-keywords)))

;;;###autoload
(define-derived-mode hyzer-course-mode hyzer-mode "Course"
  "Major mode for hyzer-text course files: holes, pars and lengths."
  (setq-local font-lock-defaults '(hyzer-course-font-lock-keywords)))

;;;###autoload
(define-derived-mode hyzer-match-mode hyzer-mode "Match"
  "Major mode for hyzer-text pickleball match files: one rally a line."
  (setq-local font-lock-defaults '(hyzer-match-font-lock-keywords)))

;;;###autoload
(progn
  (add-to-list 'auto-mode-alist '("\\.round\\'" . hyzer-round-mode))
  (add-to-list 'auto-mode-alist '("\\.course\\'" . hyzer-course-mode))
  (add-to-list 'auto-mode-alist '("\\.match\\'" . hyzer-match-mode)))

;;;; The language server

(defvar eglot-server-programs)

(defun hyzer-eglot-contact (&optional _interactive)
  "Return the command that starts the server: `hyzer-text-program' lsp."
  (list hyzer-text-program "lsp"))

;;;###autoload
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               '((hyzer-round-mode hyzer-course-mode hyzer-match-mode) . hyzer-eglot-contact)))

(provide 'hyzer)
;;; hyzer.el ends here

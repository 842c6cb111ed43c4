import HyzerFormat

extension ScoringService {
    /// A whole scoring page around `body`: made for a phone held in one hand (360 px wide, targets of
    /// 44 px at least, labels that say what colour also shows), working as plain forms; its script only makes
    /// it live (the part `#live` is fetched again on each change of the scorebook; while a text box
    /// is being typed in, once it is left) and counts a time-out's clock down. `refresh` goes there at once.
    static func document(_ title: String, _ body: String, refresh: String? = nil) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="same-origin">
        \(refresh.map { "<meta http-equiv=\"refresh\" content=\"0; url=\(Markup.escape($0))\">" } ?? "")
        <title>\(Markup.escape(title)) · hyzer-text</title>
        <style>
        :root { color-scheme: light dark; --line: #8884; --accent: #1b6e3a; }
        * { box-sizing: border-box; }
        body { font: 18px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 0.5rem; }
        h1 { font-size: 1.4rem; margin: 0.3rem 0; } h2 { font-size: 1.1rem; margin: 0.8rem 0 0.3rem; }
        a { color: inherit; }
        button, .button, input, select { font: inherit; min-height: 48px; min-width: 48px; border-radius: 8px; }
        button, .button { border: 2px solid var(--line); background: transparent; padding: 0 0.7rem; cursor: pointer; display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
        button.primary, .button.primary { background: var(--accent); color: #fff; border-color: var(--accent); }
        button[aria-pressed="true"] { border-color: currentColor; border-width: 3px; font-weight: 700; }
        button.big { width: 100%; min-height: 96px; font-size: 1.3rem; margin: 0.3rem 0; }
        input { width: 100%; padding: 0 0.6rem; border: 2px solid var(--line); }
        form.inline { display: inline; }
        form.stack button, form.stack input { width: 100%; margin: 0.25rem 0; }
        .row { border-top: 1px solid var(--line); padding: 0.4rem 0; }
        .row .name { font-weight: 600; } .row .now { float: right; }
        .strokes { display: flex; flex-wrap: wrap; gap: 0.3rem; margin-top: 0.3rem; }
        .strokes button, .strokes .button { flex: 1 0 44px; min-width: 44px; padding: 0 0.2rem; }
        .strokes { gap: 0.25rem; }
        .nav { display: flex; justify-content: space-between; gap: 0.5rem; align-items: center; }
        .call { font-size: 2.6rem; font-weight: 800; text-align: center; margin: 0.2rem 0; }
        table { border-collapse: collapse; width: 100%; } td, th { padding: 0.3rem; border-bottom: 1px solid var(--line); text-align: left; }
        td.num, th.num { text-align: right; }
        pre { white-space: pre-wrap; font-size: 0.95rem; margin: 0.3rem 0; }
        #result { border: 2px solid var(--line); border-radius: 8px; padding: 0 0.6rem 0.6rem; margin: 0.4rem 0; }
        #result.failed { border-color: #b3261e; } #result.done { border-color: var(--accent); } #result.check { border-style: dashed; }
        .failed h2::before { content: "⚠ "; } .done h2::before { content: "✓ "; }
        ul.games { list-style: none; padding: 0; } ul.games li { margin: 0.3rem 0; } ul.games .button { width: 100%; }
        </style>
        </head>
        <body>
        <main>
        \(body)
        </main>
        <script>
        (function () {
          if (!window.EventSource || !window.fetch) return;
          var typing = function () { var e = document.activeElement; return e && (e.tagName === "INPUT" || e.tagName === "SELECT"); };
          var pending = false;
          var refresh = function () {
            if (!document.getElementById("live")) return;
            if (typing()) { pending = true; return; }
            pending = false;
            fetch(location.pathname + location.search, { credentials: "same-origin", headers: { "X-Hyzer-Live": "1" } }).then(function (r) { return r.text(); }).then(function (text) {
              var fresh = new DOMParser().parseFromString(text, "text/html").getElementById("live");
              var old = document.getElementById("live");
              if (fresh && old && !typing()) old.replaceWith(fresh); else pending = true;
            });
          };
          new EventSource("/live").onmessage = refresh;
          // A change that came while a box was being typed in is shown once it is left.
          document.addEventListener("focusout", function () { if (pending) setTimeout(refresh, 0); });
          setInterval(function () {
            document.querySelectorAll("[data-ends]").forEach(function (e) {
              var left = Math.max(0, Math.round((Number(e.dataset.ends) - Date.now()) / 1000));
              e.textContent = Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
            });
          }, 1000);
        })();
        </script>
        </body>
        </html>

        """
    }
}

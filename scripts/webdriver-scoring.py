#!/usr/bin/python3
"""Two phones score one round through `hyzer-text serve --scoring`, in real browsers (headless
chromium driven by WebDriver, 360 px wide): one by taps, one by a typed (dictated) sentence; each
sees the other's score appear without reloading. Then undo, a browser without the secret, and a
forged form on another site. Prints one JSON object of what it saw and measured; exits 1 with the
reason on the first thing that is not as a phone user expects.

    scripts/webdriver-scoring.py ADDRESS ROUND_FILE

ADDRESS is the address `serve --scoring` printed (with its key); ROUND_FILE the round's file, read
to check what was written. Run by the end-to-end tests (ServeScoringEndToEndTests); needs Debian's
chromium-driver and python3-selenium.
"""
import http.server
import json
import sys
import threading
import time
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.webdriver.common.by import By


def fail(reason):
    print(json.dumps({"failed": reason}))
    sys.exit(1)


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options)
    driver.set_window_size(360, 800)
    return driver


def wait_for(condition, seconds, what):
    """Polls `condition` every 50 ms for `seconds`: how long it took in milliseconds, or fails with
    `what` (a text, or a function that says what the page shows then)."""
    start = time.monotonic()
    while time.monotonic() - start < seconds:
        try:
            if condition():
                return int((time.monotonic() - start) * 1000)
        except Exception:  # the page is being replaced under us; look again
            pass
        time.sleep(0.05)
    fail(what() if callable(what) else what)


def row_text(driver, player):
    for row in driver.find_elements(By.CSS_SELECTOR, "#live .row"):
        if row.find_element(By.CSS_SELECTOR, ".name").text == player:
            return row.find_element(By.CSS_SELECTOR, ".now").text
    return None


def set_up(driver, address, player):
    driver.get(address)
    wait_for(lambda: driver.current_url.endswith("/score"), 5, "the welcome page did not go on to /score")
    driver.find_element(By.XPATH, f"//button[@name='player' and @value='{player}']").click()
    wait_for(lambda: "Scoring as" in driver.page_source, 5, f"{player} could not pick a player")
    driver.find_element(By.CSS_SELECTOR, "ul.games a").click()
    wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#live .row"), 5, "the round's page has no rows")
    # Hole 1 stays in view (the group's hole moves on once most of it has a score there).
    driver.find_element(By.XPATH, "//h2[text()='Holes']/following-sibling::div/a[contains(., '1')]").click()
    wait_for(lambda: driver.current_url.endswith("?hole=1"), 5, "hole 1 could not be chosen")


def layout_problems(driver):
    """What a 360 px phone would suffer: a page wider than the screen, targets under 44 px."""
    return driver.execute_script("""
        var problems = [];
        if (document.documentElement.scrollWidth > window.innerWidth + 1)
            problems.push('page is ' + document.documentElement.scrollWidth + ' px wide');
        document.querySelectorAll('button, a.button, input:not([type=hidden])').forEach(function (e) {
            var r = e.getBoundingClientRect();
            if (r.width > 0 && (r.width < 44 || r.height < 44)) problems.push((e.textContent || e.name) + ': ' + Math.round(r.width) + 'x' + Math.round(r.height));
        });
        return problems;
    """)


def main():
    address, round_file = sys.argv[1], sys.argv[2]
    base = "{0.scheme}://{0.netloc}".format(urlsplit(address))
    seen = {}
    taps, voice, stranger = browser(), browser(), browser()
    try:
        set_up(taps, address, "Mike")
        set_up(voice, address, "Sarah")
        seen["layout"] = layout_problems(taps)
        if seen["layout"]:
            fail("not made for a phone: " + "; ".join(seen["layout"]))

        # Mike taps Jake's 4 on hole 1; Sarah's page shows it without a reload.
        taps.find_element(By.XPATH, "//div[@aria-label=\"Jake's strokes on hole 1\"]//button[@value='4']").click()
        wait_for(lambda: row_text(taps, "Jake") == "4 · bogey", 5, "the tap was not saved")
        seen["tap_seen_by_other_ms"] = wait_for(lambda: row_text(voice, "Jake") == "4 · bogey", 2, "the other phone did not show the tap within 2 s")

        # Sarah says a sentence: checked first, then saved; Mike's page shows it.
        box = voice.find_element(By.ID, "sentence")
        box.send_keys("Sarah birdie")
        voice.find_element(By.XPATH, "//button[text()='Check what it says']").click()
        wait_for(lambda: "Dry run: nothing written." in voice.page_source, 5, "the sentence was not checked")
        if " Sarah 2 " in open(round_file).read():
            fail("a checked sentence was written before it was confirmed")
        voice.find_element(By.XPATH, "//button[text()='Save these scores']").click()
        wait_for(lambda: row_text(voice, "Sarah") == "2 · birdie", 5, lambda: "the sentence was not saved: "
                 + voice.find_element(By.TAG_NAME, "main").text[:600])
        seen["sentence_seen_by_other_ms"] = wait_for(lambda: row_text(taps, "Sarah") == "2 · birdie", 2,
                                                    "the other phone did not show the sentence within 2 s")

        # Sarah's undo takes back her sentence; Mike's page follows.
        voice.find_element(By.XPATH, "//button[text()='Undo my last entry']").click()
        wait_for(lambda: "Took back" in voice.page_source, 5, lambda: "undo did not say what it took back: "
                 + voice.find_element(By.TAG_NAME, "main").text[:400])
        seen["undo_seen_by_other_ms"] = wait_for(lambda: row_text(taps, "Sarah") == "no score yet", 2,
                                                "the other phone did not show the undo within 2 s")

        # A browser without the secret sees no scoring page and no form.
        stranger.get(base + urlsplit(taps.current_url).path)
        seen["stranger_sees"] = stranger.find_element(By.TAG_NAME, "h1").text
        if stranger.find_elements(By.TAG_NAME, "form") or seen["stranger_sees"] != "Not allowed":
            fail("a browser without the secret was shown a scoring page")

        # A forged form on another site, opened by a phone that can score: refused, nothing written.
        before = open(round_file).read()
        target = taps.current_url.split("?")[0]
        forged = f"""<!doctype html><form method="post" action="{target}"><input name="action" value="score">
            <input name="hole" value="1"><input name="player" value="Mike"><input name="strokes" value="9">
            <input name="token" value="guessed"></form><script>document.forms[0].submit()</script>"""

        class Evil(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.end_headers()
                self.wfile.write(forged.encode())

            def log_message(self, *arguments):
                pass

        evil = http.server.ThreadingHTTPServer(("127.0.0.2", 0), Evil)
        threading.Thread(target=evil.serve_forever, daemon=True).start()
        taps.get(f"http://127.0.0.2:{evil.server_port}/")
        wait_for(lambda: "Not allowed" in taps.page_source or "Forbidden" in taps.page_source, 5,
                 "the forged form was not answered with a refusal")
        evil.shutdown()
        if open(round_file).read() != before:
            fail("a forged cross-site form wrote to the round")
        seen["forged_post"] = "refused"
    finally:
        for driver in (taps, voice, stranger):
            driver.quit()
    print(json.dumps(seen))


if __name__ == "__main__":
    main()

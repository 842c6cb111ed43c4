#!/usr/bin/python3
"""The pictures of the phone's scoring pages in docs/SERVE.md and the README: a round (hole 3 of a
round of four, a sentence just checked) and a match (doubles, a few rallies in), each at 360 px
wide in headless chromium, as a phone shows them.

    scripts/scoring-screenshots.py [--binary .build/debug/hyzer-text] [--out docs/images]

Needs Debian's chromium-driver and python3-selenium. Writes scoring-round.png and scoring-match.png.
"""
import argparse
import os
import re
import subprocess
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.common.by import By


def run(binary, root, *arguments):
    subprocess.run([binary, *arguments], cwd=root, check=True, capture_output=True,
                   env=dict(os.environ, HYZER_NOW="2026-11-28T10:00:00-08:00", NO_COLOR="1"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/debug/hyzer-text")
    parser.add_argument("--out", default="docs/images")
    arguments = parser.parse_args()
    binary, out = os.path.abspath(arguments.binary), os.path.abspath(arguments.out)
    root = tempfile.mkdtemp(prefix="hyzer-shots-")
    run(binary, root, "init", "--name", "Mike", "--device", "mike-laptop", "--no-git")
    run(binary, root, "round", "start", "Lakeside Park", "--players", "Mike,Jake,Sarah,Nate")
    for hole, scores in [(1, "Mike 3, Jake 4, Sarah 3, Nate 2"), (2, "Mike 2, Jake 3, Sarah 4, Nate 3")]:
        run(binary, root, "say", "--hole", str(hole), "--yes", scores)
    run(binary, root, "score", "3", "Jake", "3")
    run(binary, root, "match", "start", "--team", "Dinkers:Alex,Jordan", "--team", "Smashers:Sam,Riley")
    for team in "AABAB":
        run(binary, root, "rally", team)
    server = subprocess.Popen([binary, "serve", "--scoring", "--listen", "127.0.0.1:0"], cwd=root, stdout=subprocess.PIPE, text=True)
    address = None
    while address is None:
        found = re.search(r"(http://127\.0\.0\.1:\d+/score\?key=\S+)", server.stdout.readline())
        address = found and found.group(1)
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=2"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(options=options)
    try:
        driver.set_window_size(360, 1200)
        driver.get(address)
        time.sleep(0.5)
        driver.find_element(By.XPATH, "//button[@value='Sarah']").click()
        time.sleep(0.5)
        links = driver.find_elements(By.CSS_SELECTOR, "ul.games a")
        round_page = next(a.get_attribute("href") for a in links if "/rounds/" in a.get_attribute("href"))
        match_page = next(a.get_attribute("href") for a in links if "/matches/" in a.get_attribute("href"))
        driver.get(round_page)
        driver.find_element(By.ID, "sentence").send_keys("Mike 3, Sarah birdie, Nate par")
        driver.find_element(By.XPATH, "//button[text()='Check what it says']").click()
        time.sleep(0.5)
        driver.save_screenshot(os.path.join(out, "scoring-round.png"))
        driver.get(match_page)
        time.sleep(0.5)
        driver.save_screenshot(os.path.join(out, "scoring-match.png"))
    finally:
        driver.quit()
        server.terminate()
    print(f"wrote {out}/scoring-round.png and {out}/scoring-match.png")


if __name__ == "__main__":
    main()

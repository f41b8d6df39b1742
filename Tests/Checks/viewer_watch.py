#!/usr/bin/python3
"""Opens a `segue render --viewer --watch` page in headless Chromium, then edits its template
and waits (at most 30 s) for the page to show the new render without being reloaded.

Usage: viewer_watch.py VIEWER_HTML TEMPLATE OLD NEW
Replaces OLD with NEW in TEMPLATE once the page is open. Prints one JSON document: the data's
version and the frame image's address before and after, whether the page kept its place (a
marker set on window survives), and the console's errors.
"""
import sys
import time

from selenium.webdriver.common.by import By

from browser import chromium, errors, run

page, template, old, new = sys.argv[1:5]
driver = chromium(1200, 1000)


def look(out):
    driver.get("file://" + page)
    driver.execute_script("window.kept = true")
    out["versionBefore"] = driver.execute_script("return window.segueViewer.version")
    out["srcBefore"] = driver.find_element(By.ID, "frame").get_attribute("src").rsplit("/", 1)[-1]
    with open(template) as f:
        text = f.read()
    with open(template + ".tmp", "w") as f:
        f.write(text.replace(old, new))
    import os
    os.rename(template + ".tmp", template)
    deadline = time.time() + 30
    while time.time() < deadline:
        if driver.execute_script("return window.segueViewer.version") != out["versionBefore"] \
                and driver.find_element(By.ID, "frame").get_attribute("src").rsplit("/", 1)[-1] != out["srcBefore"]:
            break
        time.sleep(0.2)
    out["versionAfter"] = driver.execute_script("return window.segueViewer.version")
    out["srcAfter"] = driver.find_element(By.ID, "frame").get_attribute("src").rsplit("/", 1)[-1]
    out["kept"] = driver.execute_script("return window.kept === true")
    # A script element of a poll that ran while the render replaced the folder may fail to load: not an error of the page's.
    out["errors"] = errors(driver, ignoring=["viewer-data.js?poll"])
run("viewer_watch", page, driver, look)

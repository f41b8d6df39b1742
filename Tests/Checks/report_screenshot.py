#!/usr/bin/python3
"""Screenshots a `segue verify` report in headless Chromium, as the README shows it: the top
of the page, with TEMPLATE's viewer set to instant INSTANT in MODE (side, wipe, blend or diff).

Usage: report_screenshot.py INDEX_HTML TEMPLATE INSTANT MODE OUT_PNG
Prints {"width": W, "height": H} of the screenshot.
"""
import json
import sys

from selenium.webdriver.common.by import By

from browser import chromium, set_range

page, name, instant, mode, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
driver = chromium(1200, 1400)
try:
    driver.get("file://" + page)
    section = next(s for s in driver.find_elements(By.CSS_SELECTOR, "section.template")
                   if s.get_attribute("data-name") == name)
    section.find_element(By.CSS_SELECTOR, f"input[type=radio][value={mode}]").click()
    scrubber = section.find_element(By.CSS_SELECTOR, "input.scrubber")
    set_range(driver, scrubber, instant)
    driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(out)
    size = driver.get_window_size()
except Exception as error:  # one line, as the suite's checks report
    print(f"report_screenshot: {page}: {type(error).__name__}: {error}".splitlines()[0], file=sys.stderr)
    driver.quit()
    sys.exit(1)
driver.quit()
print(json.dumps({"width": size["width"], "height": size["height"]}))

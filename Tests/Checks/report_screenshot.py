#!/usr/bin/python3
"""Screenshots a `segue verify` report in headless Chromium, as the README shows it: the top
of the page, with TEMPLATE's viewer set to instant INSTANT in MODE (side, wipe, blend or diff).

Usage: report_screenshot.py INDEX_HTML TEMPLATE INSTANT MODE OUT_PNG
Prints {"width": W, "height": H} of the screenshot.
"""
import sys

from selenium.webdriver.common.by import By

from browser import chromium, run, set_range

page, name, instant, mode, shot = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
driver = chromium(1200, 1400)


def look(out):
    driver.get("file://" + page)
    section = next(s for s in driver.find_elements(By.CSS_SELECTOR, "section.template")
                   if s.get_attribute("data-name") == name)
    section.find_element(By.CSS_SELECTOR, f"input[type=radio][value={mode}]").click()
    set_range(driver, section.find_element(By.CSS_SELECTOR, "input.scrubber"), instant)
    driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(shot)
    size = driver.get_window_size()
    out.update(width=size["width"], height=size["height"])


run("report_screenshot", page, driver, look)

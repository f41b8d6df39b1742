#!/usr/bin/python3
"""Opens a `segue verify` report in Debian's headless Chromium (python3-selenium) and reports
what a person sees on it.

Usage: report_browser.py INDEX_HTML TEMPLATE SCREENSHOT_PNG
TEMPLATE names a failing template whose viewer is exercised; the screenshot is of its stage, in
side-by-side mode at the first differing instant. Prints one JSON document:
  loadSeconds: from navigation to the page's script having run;
  summary: the names in the summary bar, in order, each with its class;
  overview: the line under the title;
  accept: the template's accept command as shown;
  wipe: the actual frame's clip and the wipe line's position, at the slider's start and after
        moving it to 20;
  scrub: for every instant k the scrubber is set to, the golden and actual images' file names
        and the time label;
  acceptAll: the footer's command after ticking the template, and whether it is shown;
  errors: the browser console's errors;
  region: the box, in screenshot pixels relative to the actual frame, of the #FF00FF outline.
"""
import sys
import time

from PIL import Image
from selenium.webdriver.common.by import By

from browser import chromium, errors, run, set_range

page, name, shot = sys.argv[1], sys.argv[2], sys.argv[3]
driver = chromium(1400, 1800)


def look(out):
    start = time.time()
    driver.get("file://" + page)
    driver.find_element(By.CSS_SELECTOR, "#templates section")
    out["loadSeconds"] = time.time() - start
    out["summary"] = [[a.text, a.get_attribute("class")] for a in driver.find_elements(By.CSS_SELECTOR, "#summary a")]
    out["overview"] = driver.find_element(By.ID, "overview").text
    section = next(s for s in driver.find_elements(By.CSS_SELECTOR, "section.template")
                   if s.get_attribute("data-name") == name)
    driver.execute_script("arguments[0].scrollIntoView()", section)
    out["accept"] = section.find_element(By.CSS_SELECTOR, ".accept-command").text

    # The slider: wipe mode, then the wipe moved to 20 %.
    section.find_element(By.CSS_SELECTOR, "input[type=radio][value=wipe]").click()
    def wipe_state():
        over = section.find_element(By.CSS_SELECTOR, ".stage .over")
        line = section.find_element(By.CSS_SELECTOR, ".stage .wipe-line")
        return {"clip": over.value_of_css_property("clip-path"), "line": line.get_attribute("style")}
    wipe = {"start": wipe_state()}
    set_range(driver, section.find_element(By.CSS_SELECTOR, "input.wipe"), 20)
    wipe["moved"] = wipe_state()
    out["wipe"] = wipe

    # The scrubber, back in side-by-side mode: golden and actual of each instant.
    section.find_element(By.CSS_SELECTOR, "input[type=radio][value=side]").click()
    scrubber = section.find_element(By.CSS_SELECTOR, "input.scrubber")
    scrub = []
    for k in range(int(scrubber.get_attribute("max")) + 1):
        set_range(driver, scrubber, k)
        def src(cls):
            found = section.find_elements(By.CSS_SELECTOR, ".stage img." + cls)
            return found[0].get_attribute("src").rsplit("/", 1)[-1] if found else None
        scrub.append({"golden": src("golden"), "actual": src("actual"),
                      "label": section.find_element(By.CSS_SELECTOR, ".time").text})
    out["scrub"] = scrub

    # Accept all: tick the template.
    section.find_element(By.CSS_SELECTOR, "input.pick").click()
    footer = driver.find_element(By.ID, "accept-all")
    out["acceptAll"] = {"shown": footer.is_displayed(), "command": driver.find_element(By.ID, "accept-all-command").text}

    # The first differing instant, side by side: a screenshot of the stage, and where the outline is.
    marks = section.find_elements(By.CSS_SELECTOR, ".instants li")
    first = next(k for k, li in enumerate(marks) if "differs" in li.get_attribute("class"))
    set_range(driver, scrubber, first)
    actual = section.find_element(By.CSS_SELECTOR, ".stage img.actual")
    driver.execute_script("arguments[0].scrollIntoView()", actual)
    time.sleep(0.2)
    driver.save_screenshot(shot)
    rect = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];", actual)
    image = Image.open(shot).convert("RGB")
    magenta = [(x, y) for y in range(image.height) for x in range(image.width) if image.getpixel((x, y)) == (255, 0, 255)]
    if magenta:
        xs, ys = [p[0] for p in magenta], [p[1] for p in magenta]
        out["region"] = [min(xs) - rect[0], min(ys) - rect[1], max(xs) - rect[0] + 1, max(ys) - rect[1] + 1]
    else:
        out["region"] = None
    out["actualRect"] = rect
    out["errors"] = errors(driver)
run("report_browser", page, driver, look)

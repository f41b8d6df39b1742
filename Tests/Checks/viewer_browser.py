#!/usr/bin/python3
"""Opens a `segue render --viewer` page in Debian's headless Chromium (python3-selenium) and
reports what a person sees on it.

Usage: viewer_browser.py VIEWER_HTML FRAME X,Y
FRAME: the scrubber position to check; X,Y: a point of the canvas, in points, to hover.
Prints one JSON document:
  title: the page's heading; frame: the frame image's file at FRAME; time: the label there;
  cursor: the plot cursor's left edge as a fraction of the plot image's width, at FRAME;
  onion: how many neighbouring frames show with the onion skin on, at FRAME;
  layer: the id in the layer panel while the mouse is at X,Y; errors: console errors.
"""
import json
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from browser import chromium, errors, run, set_range

page, frame, point = sys.argv[1], int(sys.argv[2]), [float(v) for v in sys.argv[3].split(",")]
driver = chromium(1400, 1400)


def look(out):
    driver.get("file://" + page)
    out["title"] = driver.find_element(By.ID, "title").text
    scrubber = driver.find_element(By.ID, "scrubber")
    set_range(driver, scrubber, frame)
    out["frame"] = driver.find_element(By.ID, "frame").get_attribute("src").rsplit("/", 1)[-1].split("?")[0]
    out["time"] = driver.find_element(By.ID, "time").text
    cursor = driver.find_element(By.ID, "cursor")
    plot = driver.find_element(By.ID, "plot-image")
    driver.execute_script("arguments[0].scrollIntoView()", plot)
    out["cursor"] = (cursor.rect["x"] - plot.rect["x"]) / plot.rect["width"]
    driver.find_element(By.ID, "onion").click()
    out["onion"] = len([i for i in driver.find_elements(By.CSS_SELECTOR, "img.onion") if i.is_displayed()])
    image = driver.find_element(By.ID, "frame")
    driver.execute_script("window.scrollTo(0, 0)")
    size = driver.execute_script("return window.segueViewer.size")
    rect = image.rect
    ActionChains(driver).move_to_element_with_offset(
        image, point[0] / size[0] * rect["width"] - rect["width"] / 2, point[1] / size[1] * rect["height"] - rect["height"] / 2).perform()
    panel = driver.find_element(By.ID, "layer").text
    out["layer"] = json.loads(panel)["id"] if panel.startswith("{") else panel
    out["errors"] = errors(driver)
run("viewer_browser", page, driver, look)

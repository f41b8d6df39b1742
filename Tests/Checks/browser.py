"""The suite's browser for its page checks: Debian's headless Chromium driven by python3-selenium
(`chromium`, `chromium-driver`), which `make test` installs."""
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def chromium(width, height):
    """A headless Chromium window of width × height CSS pixels at device scale 1, its console kept."""
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", "--hide-scrollbars"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def set_range(driver, element, value):
    """Moves a range input to `value` as a person dragging it does: the value, then an input event."""
    driver.execute_script("arguments[0].value = arguments[1];"
                          "arguments[0].dispatchEvent(new Event('input', {bubbles: true}))", element, str(value))


def errors(driver, ignoring=()):
    """The console's errors, less those whose message contains one of `ignoring`."""
    return [entry["message"] for entry in driver.get_log("browser")
            if entry["level"] == "SEVERE" and not any(text in entry["message"] for text in ignoring)]


def run(check, page, driver, look):
    """Runs `look(out)` on the open page and prints `out` as JSON; on any failure prints one
    line naming `check` and the page, and exits 1. The browser is closed either way."""
    import json
    import sys
    out = {}
    try:
        look(out)
    except Exception as error:  # one line, as the suite's checks report
        print(f"{check}: {page}: {type(error).__name__}: {error}".splitlines()[0], file=sys.stderr)
        driver.quit()
        sys.exit(1)
    driver.quit()
    print(json.dumps(out))
